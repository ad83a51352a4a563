/**
 * The core without Kafka or ClickHouse: decisions committed to an in-memory state, their rows kept
 * the way ReplacingMergeTree FINAL would (latest version per key, deleted rows dropped).
 */
import type { ExtractedAssertions, Review } from '../../../schemas/avro/types.js'
import {
  CatalystState,
  commitDecision,
  decide,
  type Decision,
} from '../../../services/catalysts/core.js'
import type {
  CatalystRow,
  EventRow,
  LookupIssuer,
  QueueRow,
} from '../../../services/catalysts/types.js'
import { issuerLookup } from './cases.js'

export class CoreHarness {
  readonly state = new CatalystState()
  readonly catalystRows = new Map<number, CatalystRow>()
  readonly eventRows = new Map<number, EventRow>()
  readonly queue = new Map<string, QueueRow>()
  readonly decisions: Decision[] = []

  constructor(readonly lookup: LookupIssuer = issuerLookup()) {}

  async assertions(record: ExtractedAssertions): Promise<Decision> {
    const issuers = new Map([[record.cik, await this.lookup(record.cik)]])
    return this.apply(decide(this.state, { kind: 'assertions', record, issuers }))
  }

  review(review: Review): Decision {
    return this.apply(decide(this.state, { kind: 'review', review }))
  }

  apply(decision: Decision): Decision {
    commitDecision(this.state, decision)
    for (const row of decision.catalystRows) this.catalystRows.set(row.catalyst_id, row)
    for (const e of [...decision.events, ...decision.eventRewrites]) {
      const previous = this.eventRows.get(e.event_id)
      if (!previous || previous.version <= e.version) this.eventRows.set(e.event_id, e)
    }
    for (const q of decision.queueRows) this.queue.set(`${q.accession}#${q.assertion_index}`, q)
    this.decisions.push(decision)
    return decision
  }

  row(id: number): CatalystRow {
    const row = this.catalystRows.get(id)
    if (!row) throw new Error(`no catalyst ${id}`)
    return row
  }

  /** The live catalyst whose drug key holds `key`. */
  byKey(key: string): CatalystRow {
    const row = [...this.catalystRows.values()].find(
      (r) => r.live === 1 && r.drug_key.split('|').includes(key),
    )
    if (!row) throw new Error(`no live catalyst with key ${key}`)
    return row
  }

  events(id?: number): EventRow[] {
    return [...this.eventRows.values()]
      .filter((e) => e.deleted === 0 && (id === undefined || e.catalyst_id === id))
      .sort((a, b) => a.event_id - b.event_id)
  }

  timeline(id: number): string[] {
    return this.events(id).map(
      (e) =>
        `${e.event_type}:${e.prior_date ?? ''}>${e.new_date ?? ''}${e.outcome ? `:${e.outcome}` : ''}`,
    )
  }
}
