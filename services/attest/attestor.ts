/**
 * The attestor: signs attestation subjects with the service's key and stores them. The catalysts
 * stage signs the rows of a batch before the batch makes them visible (batch-hook.ts), so no
 * served date exists without its stored attestation; the API derives the same uids from the rows
 * it serves (subjects.ts).
 */
import type { Hex, PrivateKeyAccount } from 'viem'
import type { Logger } from '../shared/logger.js'
import type { Store } from '../shared/store/clickhouse.js'
import { signSubject, type AttestDomain } from './sign.js'
import { eventLoopSlicer } from '../shared/event-loop.js'
import { insertAttestations, type AttestationRow } from './store.js'
import {
  catalystSubject,
  eventSubject,
  type AttestableCatalyst,
  type AttestableEvent,
  type AttestationSubject,
} from './subjects.js'

export interface Attestor {
  /** The signer's address (checksummed): what clients pin. */
  readonly signer: Hex
  readonly domain: AttestDomain
  /** Signs the subjects and returns their rows (not stored). */
  sign(subjects: readonly AttestationSubject[]): Promise<AttestationRow[]>
  /** Signs and stores the subjects. */
  attest(subjects: readonly AttestationSubject[]): Promise<AttestationRow[]>
  /**
   * Signs and stores every date-bearing event row (deleted rows excepted) and every catalyst row
   * with a date: what a catalysts batch is about to make visible.
   */
  attestRows(rows: {
    events: ReadonlyArray<AttestableEvent & { deleted?: number }>
    catalysts: readonly AttestableCatalyst[]
  }): Promise<number>
}

export function subjectsOfRows(rows: {
  events: ReadonlyArray<AttestableEvent & { deleted?: number }>
  catalysts: readonly AttestableCatalyst[]
}): AttestationSubject[] {
  const subjects: AttestationSubject[] = []
  for (const e of rows.events) {
    if (e.deleted === 1) continue
    const s = eventSubject(e)
    if (s) subjects.push(s)
  }
  for (const c of rows.catalysts) {
    const s = catalystSubject(c)
    if (s) subjects.push(s)
  }
  return subjects
}

export function createAttestor(deps: {
  store: Store
  account: PrivateKeyAccount
  domain: AttestDomain
  logger: Logger
}): Attestor {
  const log = deps.logger.child({ component: 'attestor' })
  const sign = async (subjects: readonly AttestationSubject[]): Promise<AttestationRow[]> => {
    const unique = new Map(subjects.map((s) => [s.uid, s]))
    const rows: AttestationRow[] = []
    // A signature is a few milliseconds of CPU and a batch may hold hundreds of rows.
    const pause = eventLoopSlicer()
    for (const subject of unique.values()) {
      await pause()
      const attestation = await signSubject(subject, deps.account, deps.domain)
      rows.push({
        uid: subject.uid,
        kind: subject.kind,
        subject: subject.subject,
        schema_uid: subject.schema.uid,
        signer: deps.account.address,
        attestation: JSON.stringify(attestation),
        fields: JSON.stringify(subject.fields),
      })
    }
    return rows
  }
  return {
    signer: deps.account.address,
    domain: deps.domain,
    sign,
    async attest(subjects) {
      const rows = await sign(subjects)
      await insertAttestations(deps.store, rows)
      if (rows.length > 0) log.debug({ attestations: rows.length }, 'attestations stored')
      return rows
    },
    async attestRows(rows) {
      return (await this.attest(subjectsOfRows(rows))).length
    },
  }
}
