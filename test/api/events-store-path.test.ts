/**
 * /v1/events on the replica's paths (issue 17): the store path (one primary-key range query per
 * page, read-model/store-reads.ts, and the body the route sends, read-model/store-page.ts) and the head cache (the event index holding only the newest
 * events, read-model/event-index.ts `window`) send byte-identical pages to the whole-history index
 * for every cursor, limit and ticker, over a generated history: ids with gaps small and large,
 * rewrites (re-parented, deleted, revived, made history), history rows (`applied` false, never
 * served), retraction markers, records several issuers expose.
 * The head cache answers every page at or above its floor and declines the ones below it, also
 * after it dropped its oldest half.
 */
import { expect } from 'chai'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { EventIndex } from '../../services/api/read-model/event-index.js'
import { createTickerLookup, type TickerMatch } from '../../services/api/read-model/store-reads.js'
import { readEventsPageBody } from '../../services/api/read-model/store-page.js'
import { withAttestationUids } from '../../services/attest/batch-hook.js'
import type { EventRow } from '../../services/catalysts/tables.js'
import { testLogger, testStore } from '../support/env.js'
import { catalystRow, eventRow, storePageBody } from './support.js'

const TODAY = '2026-08-01'

/** A small deterministic generator (mulberry32): the same history on every run, many shapes in it. */
function prng(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const records = [
  {
    catalyst_id: 1,
    ticker: 'AAA',
    tickers: ['AAA', 'BBB'],
    cik: '0000000100',
    exposed_ciks: ['0000000100', '0000000200'],
  },
  {
    catalyst_id: 2,
    ticker: 'BBB',
    tickers: ['BBB'],
    cik: '0000000200',
    exposed_ciks: ['0000000200'],
  },
  {
    catalyst_id: 3,
    ticker: 'CCC',
    tickers: ['CCC'],
    cik: '0000000300',
    exposed_ciks: ['0000000300'],
  },
  {
    catalyst_id: 4,
    ticker: 'RARE',
    tickers: ['RARE'],
    cik: '0000000400',
    exposed_ciks: ['0000000400'],
  },
]

/**
 * Text a served string may hold that JSON must escape or that is not ASCII (the index copies plain
 * ASCII as it is and hands anything else to JSON.stringify: both must give the store path's bytes).
 */
const awkward = [
  'say "yes"',
  'back\\slash',
  'line\nbreak\ttab',
  'nul \u0000 unit \u001f del \u007f',
  'café – “quoted” 😀',
  'sep \u2028 \u2029',
]

/** The uid the catalysts stage stores with a row (most rows); the others ('') get it computed on serving. */
function stored(random: () => number, row: Record<string, unknown>): Record<string, unknown> {
  return random() < 0.8 ? withAttestationUids([row as unknown as EventRow])[0]! : row
}

/** Events above `from`: mostly dense ids, some gaps (one large), rewrites of earlier ids, retractions. */
function history(
  random: () => number,
  from: number,
  count: number,
): Array<Record<string, unknown>> {
  const rows: Array<Record<string, unknown>> = []
  let id = from
  for (let k = 0; k < count; k++) {
    id += random() < 0.1 ? 2 + Math.floor(random() * 5) : 1
    if (k === Math.floor(count / 2)) id += 700 // a gap wider than any page's first range
    const r = random() < 0.02 ? records[3]! : records[Math.floor(random() * 3)]!
    const retracted = random() < 0.04
    const odd = random() < 0.15 ? awkward[Math.floor(random() * awkward.length)]! : null
    rows.push(
      stored(
        random,
        eventRow(id, {
          ...r,
          ...(odd ? { drug_name: odd, company: `${odd} Inc.`, indication: odd } : {}),
          event_type: retracted
            ? 'retracted'
            : random() < 0.3
              ? 'date_extension'
              : 'new_date_assigned',
          merged_into: retracted ? 1 : null,
          new_date: retracted
            ? null
            : ['2026-07-15', '2026-08-01', '2027-01-31'][Math.floor(random() * 3)],
          source_quote: `invented quote ${id} “${'x'.repeat(Math.floor(random() * 40))}”${odd ?? ''}`,
          // History: an older date read late, recorded without effect.
          applied: !retracted && random() < 0.1 ? 0 : 1,
        }),
      ),
    )
    if (random() < 0.08) {
      // A rewrite of this id: re-parented, or deleted (a merge's duplicate), sometimes revived
      // later; a re-parented one sometimes made history (older news on the survivor).
      const deleted = random() < 0.5 ? 1 : 0
      rows.push(
        stored(
          random,
          eventRow(id, {
            ...records[r.catalyst_id % 3]!,
            version: 2,
            deleted,
            applied: !deleted && random() < 0.3 ? 0 : 1,
            source_quote: `rewritten ${id}`,
          }),
        ),
      )
      if (deleted && random() < 0.5)
        rows.push(stored(random, eventRow(id, { ...r, version: 3, source_quote: `revived ${id}` })))
    }
  }
  return rows
}

describe('api events: store path and head cache equal the whole-history index', function () {
  this.timeout(300_000)
  let store: Store
  let matches: Array<TickerMatch | undefined>
  let topId = 0

  before(async () => {
    store = await testStore('api_evstore')
    await store.insert(
      'catalysts',
      records.map((r) => catalystRow(r.catalyst_id, r)),
    )
    const rows = history(prng(17), 0, 400)
    topId = Math.max(...rows.map((r) => Number(r.event_id)))
    await store.insert('events', rows)
    const lookup = createTickerLookup(store, testLogger)
    matches = [undefined]
    for (const ticker of ['AAA', 'CCC', 'RARE'])
      matches.push({ ticker, ciks: await lookup(ticker) })
  })
  after(async () => {
    await store?.close()
  })

  it('the store path: every cursor (unfiltered, limit 7), sampled cursors for every other limit and ticker', async () => {
    const full = new EventIndex(store, testLogger)
    expect(await full.warm()).to.equal(true)
    // Served: every id whose latest row is neither deleted nor history, and nothing else.
    const latest = new Map<number, Record<string, unknown>>()
    for (const row of await store.query<Record<string, unknown>>(
      'SELECT event_id, deleted, applied FROM {db:Identifier}.events ORDER BY event_id, version DESC LIMIT 1 BY event_id',
    ))
      latest.set(Number(row.event_id), row)
    const shown = [...latest.values()].filter((r) => !Number(r.deleted) && Number(r.applied))
    const drained = JSON.parse(full.page({ since: 0, limit: 100_000 }, TODAY).toString())
    expect(drained.data.map((e: { event_id: number }) => e.event_id)).to.deep.equal(
      shown.map((r) => Number(r.event_id)),
    )
    expect([...latest.values()].some((r) => !Number(r.deleted) && !Number(r.applied))).to.equal(
      true,
    )
    const random = prng(5)
    let compared = 0
    for (let since = 0; since <= topId + 1; since++) {
      for (const limit of [7]) {
        const query = { since, limit }
        const page = full.page(query, TODAY).toString()
        expect(await storePageBody(store, query, TODAY), JSON.stringify(query)).to.equal(page)
        // The body the route sends (written by the index's encoder for an unfiltered page).
        const body = await readEventsPageBody(store, query, TODAY)
        expect(body.toString(), JSON.stringify(query)).to.equal(page)
        compared++
      }
    }
    for (const match of matches) {
      for (const limit of [1, 3, 50, 500]) {
        const cursors: Array<number | undefined> = [
          undefined,
          0,
          topId,
          ...Array.from({ length: 12 }, () => Math.floor(random() * (topId + 2))),
        ]
        for (const since of cursors) {
          const query = { since, limit, match }
          const page = full.page(query, TODAY).toString()
          expect(await storePageBody(store, query, TODAY), JSON.stringify(query)).to.equal(page)
          const body = await readEventsPageBody(store, query, TODAY)
          expect(body.toString(), JSON.stringify(query)).to.equal(page)
          compared++
        }
      }
    }
    expect(compared).to.be.greaterThan(topId)
  })

  it('the head cache: the same bytes at and above its floor, no answer below it, also after dropping its oldest half', async () => {
    // A refresh after a write may take seconds on a loaded machine: the pages wait for it.
    const full = new EventIndex(store, testLogger, { refreshWaitMs: 120_000 })
    const head = new EventIndex(store, testLogger, {
      window: 60,
      chunkRows: 25,
      refreshWaitMs: 120_000,
    })
    expect(await full.warm()).to.equal(true)
    expect(await head.warm()).to.equal(true)
    const check = async (): Promise<void> => {
      const floor = head.stats().floor
      expect(floor).to.be.greaterThan(0)
      for (const match of matches) {
        for (const limit of [1, 7, 500]) {
          for (let since = floor - 3; since <= topId + 1; since++) {
            const query = { since, limit, match }
            const body = head.pageIfHeld(query, TODAY)
            if (since < floor) {
              expect(body, JSON.stringify(query)).to.equal(null)
              continue
            }
            expect(body?.toString(), JSON.stringify(query)).to.equal(
              full.page(query, TODAY).toString(),
            )
          }
          // Newest first: answered when the cache holds `limit` matches, else left to the store.
          const newest = head.pageIfHeld({ limit, match }, TODAY)
          if (newest)
            expect(newest.toString()).to.equal(full.page({ limit, match }, TODAY).toString())
          else
            expect(
              limit === 500 || match !== undefined,
              `newest ${limit} ${match?.ticker}`,
            ).to.equal(true)
        }
      }
    }
    await check()
    const before = head.stats()
    // 150 more events (more than twice the window held): the cache drops its oldest half.
    const more = history(prng(99), topId, 150)
    topId = Math.max(...more.map((r) => Number(r.event_id)))
    await store.insert('events', more)
    for (const index of [full, head]) {
      index.invalidate()
      await index.ready()
    }
    const after = head.stats()
    expect(after.highestId).to.equal(topId)
    expect(after.floor).to.be.greaterThan(before.floor)
    expect(after.events).to.be.at.most(2 * 60)
    await check()
  })
})
