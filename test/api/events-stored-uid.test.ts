/**
 * The attestation uid stored when an event is written (schemas/clickhouse/0350_events_pages.sql,
 * services/attest/batch-hook.ts withAttestationUids) is the one the API would compute: pages of
 * a store whose rows carry it and of one whose rows predate it (computed on serving) are the same
 * bytes, on the store path (unfiltered and ticker-filtered) and from the event index.
 */
import { expect } from 'chai'
import type { EventRow } from '../../services/catalysts/tables.js'
import { withAttestationUids } from '../../services/attest/batch-hook.js'
import { eventAttestationUid } from '../../services/attest/subjects.js'
import { EventIndex } from '../../services/api/read-model/event-index.js'
import { readEventsPage } from '../../services/api/read-model/store-reads.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { testLogger, testStore } from '../support/env.js'
import { catalystRow, eventRow } from './support.js'

const TODAY = '2026-08-01'

function rows(): EventRow[] {
  const list: Array<Record<string, unknown>> = []
  for (let id = 1; id <= 60; id++)
    list.push(
      eventRow(id, {
        catalyst_id: 1 + (id % 3),
        origin_catalyst_id: 1 + (id % 3),
        tickers: [`T${1 + (id % 3)}`],
        event_type: id % 11 === 0 ? 'retracted' : id % 2 ? 'new_date_assigned' : 'date_extension',
        new_date: id % 11 === 0 ? null : `2026-${String(1 + (id % 12)).padStart(2, '0')}-15`,
        merged_into: id % 11 === 0 ? 1 : null,
        drug_name: `Inventamab ${id} “ünïcode”`,
        source_quote: `An invented sentence ${id}\twith a tab and a "quote".`,
        detected_at: `2026-07-01 10:${String(id % 60).padStart(2, '0')}:00.000`,
      }),
    )
  // A re-parented event (a merge's new version under the survivor, with its own uid).
  list.push(eventRow(5, { version: 2, catalyst_id: 2, tickers: ['T2'], source_quote: 'moved' }))
  return list as unknown as EventRow[]
}

describe('api events: the stored attestation uid', function () {
  this.timeout(120_000)
  let stored: Store
  let computed: Store

  before(async () => {
    stored = await testStore('api_uid_stored')
    computed = await testStore('api_uid_computed')
    for (const store of [stored, computed])
      await store.insert(
        'catalysts',
        [1, 2, 3].map((id) => catalystRow(id, { tickers: [`T${id}`] })),
      )
    await stored.insert('events', withAttestationUids(rows()))
    await computed.insert('events', rows())
  })
  after(async () => {
    await stored?.close()
    await computed?.close()
  })

  it('is written for every dated event, and is the uid of the row', async () => {
    const held = await stored.query<{
      event_id: number
      attestation_uid: string
      new_date: string | null
    }>(
      'SELECT event_id, attestation_uid, toString(new_date) AS new_date FROM {db:Identifier}.events',
    )
    expect(held.filter((r) => r.attestation_uid !== '')).to.have.length(
      held.filter((r) => r.new_date !== null).length,
    )
    for (const row of withAttestationUids(rows()))
      expect(row.attestation_uid).to.equal(eventAttestationUid(row) ?? '')
  })

  it('serves the same bytes as a uid computed on serving', async () => {
    const body = async (store: Store, query: Parameters<typeof readEventsPage>[1]) =>
      JSON.stringify(await readEventsPage(store, query, TODAY))
    const queries = [
      { since: 0, limit: 500 },
      { since: 17, limit: 7 },
      { limit: 20 },
      { since: 0, limit: 500, match: { ticker: 'T2', ciks: [] } },
      { limit: 5, match: { ticker: 'T1', ciks: [] } },
    ]
    for (const query of queries)
      expect(await body(stored, query), JSON.stringify(query)).to.equal(await body(computed, query))
    const [a, b] = [new EventIndex(stored, testLogger), new EventIndex(computed, testLogger)]
    expect(await a.warm()).to.equal(true)
    expect(await b.warm()).to.equal(true)
    expect(a.page({ since: 0, limit: 500 }, TODAY).toString()).to.equal(
      b.page({ since: 0, limit: 500 }, TODAY).toString(),
    )
    const served = await readEventsPage(stored, { since: 0, limit: 500 }, TODAY)
    expect(served.events.filter((e) => e.attestation_uid !== null)).to.not.be.empty
  })
})
