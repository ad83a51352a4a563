/**
 * The attest side of the catalysts batch's attestation hook (services/catalysts/attestation.ts),
 * wired by the runtime: every event row is stored with its uid, and the batch's dated events and
 * catalysts are signed, both before the batch's commit marker.
 */
import type { BatchAttestation } from '../catalysts/attestation.js'
import type { EventRow } from '../catalysts/tables.js'
import { subjectsOfRows, type Attestor } from './attestor.js'
import { eventAttestationUid } from './subjects.js'

export function batchAttestation(attestor: Pick<Attestor, 'sign'>): BatchAttestation {
  return {
    eventUid: (row) => eventAttestationUid(row),
    async sign(rows) {
      return { table: 'attestations', rows: await attestor.sign(subjectsOfRows(rows)) }
    },
  }
}

/**
 * Event rows as stored: each with the `attestation_uid` the API serves for it, computed once when
 * the row is written (the hash of the attested fields) instead of on every read; '' for an event
 * without a date (its uid is null). schemas/clickhouse/0350_events_pages.sql.
 */
export function withAttestationUids<R extends EventRow>(
  rows: readonly R[],
): Array<R & { attestation_uid: string }> {
  return rows.map((r) => ({ ...r, attestation_uid: eventAttestationUid(r) ?? '' }))
}
