/**
 * The event index's encoder (read-model/event-json.ts: RowBinary rows straight to served JSON)
 * against the reference mapping the store path uses (eventFromRow + JSON.stringify): the same bytes
 * for rows whose every string field holds text JSON escapes or that is not ASCII, with the uid the
 * catalysts stage stores, and with nulls, negative numbers, retraction markers and arrays; and for
 * strings and arrays long enough that their RowBinary length takes two or three bytes (the reader
 * takes a one-byte length apart from the rest, row-binary-json.ts varUint).
 */
import { expect } from 'chai'
import { EventIndex } from '../../services/api/read-model/event-index.js'
import { withAttestationUids } from '../../services/attest/batch-hook.js'
import type { EventRow } from '../../services/catalysts/tables.js'
import { testLogger, testStore } from '../support/env.js'
import { catalystRow, eventRow, storePageBody } from './support.js'

const TODAY = '2026-08-01'

const awkward = [
  'plain words',
  'say "yes"',
  'back\\slash',
  'line\nbreak\ttab\rreturn',
  'nul \u0000 unit \u001f del \u007f',
  'café – “quoted” 😀',
  'sep \u2028 \u2029',
  '',
  '</script><b>&amp;</b>',
  // Lengths of 128 bytes and more: two-byte lengths (plain, and with escapes and non-ASCII)...
  'plain and long '.repeat(12),
  'b'.repeat(128),
  'long "quoted" \\ café\t '.repeat(8),
  // ... and three-byte ones (16384 bytes and more).
  'very long '.repeat(1_700) + '\u0001 end',
]
/** A ticker list of more than 127 elements (a two-byte count). */
const manyTickers = Array.from({ length: 130 }, (_, t) => `T${t}`)

describe('api event index encoder', function () {
  this.timeout(120_000)

  it('writes the bytes of the reference mapping for awkward strings, nulls and numbers', async () => {
    const store = await testStore('api_evjson')
    try {
      await store.insert('catalysts', [
        catalystRow(1, { tickers: ['AWK'] }),
        catalystRow(2, { tickers: ['OTH'] }),
      ])
      const rows = awkward.flatMap((text, k) =>
        [0, 1, 2].map((j) => {
          const id = 3 * k + j + 1
          return eventRow(id, {
            catalyst_id: 1 + (j % 2),
            event_type: j === 2 ? 'retracted' : 'date_extension',
            merged_into: j === 2 ? 1 : null,
            drug_name: j ? text : null,
            company: `${text} Co.`,
            ticker: j === 1 ? null : text,
            tickers: k === awkward.length - 1 && j === 1 ? manyTickers : [text, 'AWK'],
            indication: text,
            application_number: j ? `NDA ${text}` : null,
            prior_date: j === 1 ? '2026-06-30' : null,
            new_date: j === 2 ? null : '2026-07-31',
            delta_days: j === 1 ? -1 : null,
            outcome: j === 0 ? text : null,
            source_quote: `An invented sentence: ${text}`,
            detected_at: `2026-07-0${1 + j} 10:00:0${j}.12${j}`,
            // A few history rows (applied false): stored, never served by either path.
            applied: j === 0 && k % 2 === 1 ? 0 : 1,
            date_changed: (j + 1) % 2,
            accession: `0000000100-26-00000${k}`,
            source_url: j ? `https://example.test/${encodeURIComponent(text)}?a=1&b="2"` : null,
          })
        }),
      )
      await store.insert('events', withAttestationUids(rows as unknown as EventRow[]))
      const index = new EventIndex(store, testLogger)
      expect(await index.warm()).to.equal(true)
      expect(index.stats().events).to.equal(rows.filter((r) => r.applied).length)
      for (const query of [
        { since: 0, limit: 500 },
        { since: 4, limit: 5 },
        { limit: 7 },
        { since: 0, limit: 500, match: { ticker: 'AWK', ciks: [] } },
      ]) {
        const body = await storePageBody(store, query, TODAY)
        expect(index.page(query, TODAY).toString(), JSON.stringify(query)).to.equal(body)
      }
      index.close()
    } finally {
      await store.close()
    }
  })
})
