/**
 * Where the event index's first load spends its CPU, and whether letting the store write each
 * event's JSON would spend less (`tsx test/bench/events-load-split.ts`; not part of `npm run bench`,
 * whose events_store bench times the load whole). On the store the events_store bench seeds
 * (EVENTS_BENCH_SIZE, default 200,000 here; with DATA_DIR and EVENTS_BENCH_DATABASE a seeded
 * database is reused), range after range of 50,000 ids, the process's CPU time (every thread:
 * chDB runs in the process) of:
 *   - store_read: the load's read (services/api/read-model/event-load.ts, RANGE_SQL: the
 *     transcoded columns in RowBinary, one store thread);
 *   - encode: the transcoder writing those rows' JSON into a byte file (event-json.ts), JS;
 *   - store_json: the same range with the store writing each event's JSON itself (the served
 *     fields in served order, concatenated around the request-time ones), beside the columns the
 *     index keeps, and a flag for the rows it can write exactly (every string printable ASCII
 *     without `"` or `\` and a stored uid: the others would go through the transcoder);
 *   - copy: copying those JSON bytes into a byte file, JS.
 * Ratios of the two ways in the same run: what each costs whatever the machine's load.
 * The store's JSON is checked to be byte for byte the transcoder's for every row it flags.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { loadConfig } from '../../services/shared/config.js'
import { createLogger } from '../../services/shared/logger.js'
import { createStore } from '../../services/shared/store/clickhouse.js'
import { applyMigrations } from '../../services/shared/store/migrations.js'
import { committedBatchSql, readHorizon } from '../../services/shared/store/batched.js'
import { batchesTable } from '../../services/catalysts/tables.js'
import { EventTranscoder, transcodedNames } from '../../services/api/read-model/event-json.js'
import { EventBytes } from '../../services/api/read-model/event-bytes.js'
import { seed } from './events-store.js'

const RANGE = 50_000
const committed = committedBatchSql(batchesTable, '{horizon:UInt64}')
const WHERE = `event_id > {low:UInt64} AND event_id <= {high:UInt64} AND ${committed}`
const SETTINGS = `SETTINGS optimize_use_projections = 0, optimize_read_in_order = 1, max_threads = 1`
// As event-load.ts reads a range for the first load.
const READ_SQL = `SELECT ${transcodedNames.join(', ')} FROM {db:Identifier}.events WHERE ${WHERE}
  ORDER BY event_id ASC ${SETTINGS} FORMAT RowBinary`

/** The served JSON of an event as SQL: the part up to new_date, and the part from delta_days. */
const quoted = (column: string) => `concat('"', ${column}, '"')`
const orNull = (sql: string) => `ifNull(${sql}, 'null')`
const field = (name: string, sql: string, first = false) =>
  `'${first ? '{' : ','}"${name}":', ${sql}`
const HEAD = [
  field('event_id', 'toString(event_id)', true),
  field('catalyst_id', 'toString(catalyst_id)'),
  field('event_type', quoted('event_type')),
  ...['drug_name', 'company', 'ticker'].map((c) => field(c, orNull(quoted(c)))),
  field(
    'tickers',
    `concat('[', arrayStringConcat(arrayMap(t -> ${quoted('t')}, tickers), ','), ']')`,
  ),
  ...['indication', 'application_number'].map((c) => field(c, orNull(quoted(c)))),
  ...['prior_date', 'new_date'].map((c) => field(c, orNull(quoted(`toString(${c})`)))),
]
const TAIL = [
  ...['delta_days', 'merged_into'].map((c) => field(c, orNull(`toString(${c})`))),
  ...['outcome', 'confidence', 'date_confidence', 'authority', 'source_quote'].map((c) =>
    field(c, orNull(quoted(c))),
  ),
  field('detected_at', quoted(`concat(replaceOne(toString(detected_at), ' ', 'T'), '+00:00')`)),
  field('filed_at', quoted('toString(filed_at)')),
  ...['applied', 'date_changed'].map((c) => field(c, `if(${c} != 0, 'true', 'false')`)),
  field('accession', quoted('accession')),
  field('source_url', orNull(quoted('source_url'))),
  field('attestation_uid', quoted('attestation_uid')),
  `'}'`,
]
const STRINGS = [
  'event_type',
  'arrayStringConcat(tickers)',
  'accession',
  'attestation_uid',
  ...['drug_name', 'company', 'ticker', 'indication', 'application_number', 'outcome'].map(
    (c) => `ifNull(${c}, '')`,
  ),
  ...['confidence', 'date_confidence', 'authority', 'source_quote', 'source_url'].map(
    (c) => `ifNull(${c}, '')`,
  ),
]
// Printable ASCII but `"` (0x22) and `\` (0x5c), as the regular expression [ !#-[\]-~]: written
// with \x escapes so that no backslash has to survive two levels of quoting.
const EXACT = `attestation_uid != '' AND match(concat(${STRINGS.join(', ')}), '^[\\\\x20\\\\x21\\\\x23-\\\\x5b\\\\x5d-\\\\x7e]*$')`
const JSON_SQL = `SELECT version, batch, deleted, event_id, catalyst_id, applied, merged_into, new_date,
  concat(${HEAD.join(', ')}) AS head, concat(${TAIL.join(', ')}) AS tail, ${EXACT} AS exact
  FROM {db:Identifier}.events WHERE ${WHERE} ORDER BY event_id ASC ${SETTINGS} FORMAT RowBinary`

const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

/** The rows of a JSON_SQL answer: the two JSON parts of each, and whether the store wrote it exactly. */
function* jsonRows(src: Buffer): Generator<{ head: Buffer; tail: Buffer; exact: boolean }> {
  let at = 0
  const text = () => {
    let n = 0
    for (let shift = 0; ; shift += 7) {
      const byte = src[at++]!
      n += (byte & 0x7f) * 2 ** shift
      if (byte < 0x80) break
    }
    at += n
    return src.subarray(at - n, at)
  }
  while (at < src.length) {
    at += 8 + 8 + 1 + 8 + 8 + 1 // version, batch, deleted, event_id, catalyst_id, applied
    at += src[at] ? 1 : 9 // merged_into
    at += src[at] ? 1 : 3 // new_date
    const head = text()
    const tail = text()
    yield { head, tail, exact: src[at++] !== 0 }
  }
}

export async function runEventsLoadSplit(): Promise<Record<string, number>> {
  const size = Number(process.env.EVENTS_BENCH_SIZE ?? 200_000)
  const logger = createLogger({ level: 'silent' })
  const dataDir = process.env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'events-split-'))
  const config = loadConfig({ ...process.env, ...(dataDir ? { DATA_DIR: dataDir } : {}) })
  const database =
    process.env.EVENTS_BENCH_DATABASE ?? `bench_events_${randomBytes(4).toString('hex')}`
  const store = createStore(config, logger, { database })
  const bytesDir = mkdtempSync(join(tmpdir(), 'events-split-bytes-'))
  try {
    await applyMigrations(store, logger)
    const [held] = await store.query<{ n: number }>(
      'SELECT count() AS n FROM {db:Identifier}.events',
    )
    if (Number(held?.n) !== size) {
      await seed(store, size)
      await store.command('OPTIMIZE TABLE {db:Identifier}.events FINAL')
    }
    const horizon = await readHorizon(store, batchesTable)
    const spent = { store_read: 0, encode: 0, store_json: 0, copy: 0 }
    let rows = 0
    let exactRows = 0
    // The first range warms both queries up and is not counted.
    for (let low = 0, warm = true; low < size; low += RANGE, warm = false) {
      const range = { low, high: low + RANGE, horizon }
      let t = cpuMs()
      const src = await store.queryBytes(READ_SQL, range)
      const readMs = cpuMs() - t
      const encoded = new EventBytes(bytesDir)
      t = cpuMs()
      new EventTranscoder(encoded).each(src, () => {
        encoded.endRow()
        return 'keep'
      })
      const encodeMs = cpuMs() - t
      t = cpuMs()
      const json = await store.queryBytes(JSON_SQL, range)
      const jsonMs = cpuMs() - t
      const copied = new EventBytes(bytesDir)
      t = cpuMs()
      for (const row of jsonRows(json)) {
        copied.beginRow()
        copied.ensure(row.head.length + row.tail.length)
        copied.pos += row.head.copy(copied.buf, copied.pos)
        copied.pos += row.tail.copy(copied.buf, copied.pos)
        copied.endRow()
      }
      const copyMs = cpuMs() - t
      // The store's bytes against the transcoder's, row by row, for the rows it wrote exactly.
      encoded.flush()
      copied.flush()
      const mine = Buffer.alloc(encoded.size)
      encoded.read(0, encoded.size, mine, 0)
      let offset = 0
      for (const row of jsonRows(json)) {
        const n = row.head.length + row.tail.length
        if (row.exact) {
          exactRows++
          if (!mine.subarray(offset, offset + n).equals(Buffer.concat([row.head, row.tail])))
            throw new Error(`range above ${low}: the store's JSON differs from the transcoder's`)
        }
        offset += n
        rows++
      }
      encoded.close()
      copied.close()
      if (warm) {
        rows = exactRows = 0
        continue
      }
      spent.store_read += readMs
      spent.encode += encodeMs
      spent.store_json += jsonMs
      spent.copy += copyMs
    }
    const perMillion = (ms: number) => (ms / rows) * 1_000
    const current = spent.store_read + spent.encode
    const storeJson = spent.store_json + spent.copy
    return {
      events: rows,
      exact_rows: exactRows,
      store_read_s_per_million: perMillion(spent.store_read),
      encode_s_per_million: perMillion(spent.encode),
      store_json_s_per_million: perMillion(spent.store_json),
      copy_s_per_million: perMillion(spent.copy),
      encode_share_of_current: spent.encode / current,
      store_json_vs_current_cpu_ratio: storeJson / current,
      store_json_vs_store_read_ratio: spent.store_json / spent.store_read,
    }
  } finally {
    if (!process.env.EVENTS_BENCH_DATABASE)
      await store.command('DROP DATABASE IF EXISTS {db:Identifier}').catch(() => undefined)
    await store.close()
    rmSync(bytesDir, { recursive: true, force: true })
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runEventsLoadSplit()
  for (const [k, v] of Object.entries(result))
    process.stdout.write(`${k}\t${Number.isInteger(v) ? v : v.toFixed(3)}\n`)
}
