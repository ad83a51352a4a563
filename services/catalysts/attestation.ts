/**
 * The attestation hook of a catalysts batch: what the stage asks of whoever attests the rows it
 * serves (services/attest implements it; the runtime wires it). The stage stays below attest: it
 * knows the hook's shape, not how a row is hashed or signed.
 *
 * Both parts act inside the batch, before its commit marker (persistence.ts writeBatch): the signed
 * rows are inserted before the events, and each event row is stored with its uid, so no served
 * date is visible without its stored attestation. A stage without the hook (tests, benchmarks)
 * stores events with no uid ('': the API computes it on serving) and signs nothing (the attest
 * service's backfill signs such rows at its start).
 */
import type { CatalystRow, EventRow } from './tables.js'

/** Rows to insert into `table` inside the batch, before the events and the commit marker. */
export interface SignedRows {
  table: string
  rows: readonly object[]
}

export interface BatchAttestation {
  /** The uid an event row is served with, stored with the row; null for a row without one (no date). */
  eventUid(row: EventRow): string | null
  /** Signs what the batch is about to make visible (its dated events and catalysts). */
  sign(rows: {
    events: readonly EventRow[]
    catalysts: readonly CatalystRow[]
  }): Promise<SignedRows>
}
