/**
 * Where the event index's first load spends its CPU, in the two read formats
 * (`tsx test/bench/events-load-split.ts`; not part of `npm run bench`, whose events_store bench
 * times the load whole). On the store the events_store bench seeds (EVENTS_BENCH_SIZE, default
 * 200,000 here; with DATA_DIR and EVENTS_BENCH_DATABASE a seeded database is reused), range after
 * range of 50,000 ids (EVENTS_SPLIT_PASSES passes over them, default 3), the process's CPU time
 * (every thread: chDB runs in the process) of:
 *   - store_read / encode: the load's read in RowBinary (as event-load.ts read it up to extractor
 *     2.15.0's session) and its transcoding into a byte file (event-json.ts), JS;
 *   - native_read / native_encode: the same range in Native (event-load.ts RANGE_SQL now) and its
 *     transcoding column by column (event-native.ts).
 * The two are run in turn, the first of each range alternating, so that the machine's load falls
 * on both alike; the two byte files are checked to be byte for byte the same.
 * (An earlier version timed the store writing each event's JSON itself: 1.27x the CPU of
 * RowBinary and the transcoder, so not kept; see git history.)
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
import { NativeEventTranscoder, nativeSelect } from '../../services/api/read-model/event-native.js'
import { EventBytes } from '../../services/api/read-model/event-bytes.js'
import { seed } from './events-store.js'

const RANGE = 50_000
const committed = committedBatchSql(batchesTable, '{horizon:UInt64}')
const WHERE = `event_id > {low:UInt64} AND event_id <= {high:UInt64} AND ${committed}`
const SETTINGS = `SETTINGS optimize_use_projections = 0, optimize_read_in_order = 1, max_threads = 1`
const READ_SQL = `SELECT ${transcodedNames.join(', ')} FROM {db:Identifier}.events WHERE ${WHERE}
  ORDER BY event_id ASC ${SETTINGS} FORMAT RowBinary`
// As event-load.ts reads a range for the first load.
const NATIVE_SQL = `SELECT ${nativeSelect} FROM {db:Identifier}.events WHERE ${WHERE}
  ORDER BY event_id ASC ${SETTINGS} FORMAT Native`

const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
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
    const passes = Number(process.env.EVENTS_SPLIT_PASSES ?? 3)
    const way = process.env.EVENTS_SPLIT_WAY ?? 'both'
    const spent = { store_read: 0, encode: 0, native_read: 0, native_encode: 0 }
    let rows = 0
    let turn = 0
    /** One range read and encoded one way: the CPU of each half, and the bytes. */
    const run = async (
      sql: string,
      transcoder: (out: EventBytes) => EventTranscoder,
      range: Record<string, number>,
    ) => {
      let t = cpuMs()
      const src = await store.queryBytes(sql, range)
      const readMs = cpuMs() - t
      const encoded = new EventBytes(bytesDir)
      let n = 0
      t = cpuMs()
      transcoder(encoded).each(src, () => {
        encoded.endRow()
        n++
        return 'keep'
      })
      const encodeMs = cpuMs() - t
      encoded.flush()
      const bytes = Buffer.alloc(encoded.size)
      encoded.read(0, encoded.size, bytes, 0)
      encoded.close()
      return { readMs, encodeMs, bytes, n }
    }
    // The first range of the first pass warms both ways up and is not counted.
    for (let pass = 0; pass < passes; pass++)
      for (let low = 0; low < size; low += RANGE) {
        const range = { low, high: low + RANGE, horizon }
        const rowWay = () => run(READ_SQL, (out) => new EventTranscoder(out), range)
        const nativeWay = () => run(NATIVE_SQL, (out) => new NativeEventTranscoder(out), range)
        const first = turn++ % 2 === 0
        const none = { readMs: 0, encodeMs: 0, bytes: Buffer.alloc(0), n: 0 }
        const a = way === 'native' ? none : await (first ? rowWay() : nativeWay())
        const b = way === 'rowbinary' ? none : await (first ? nativeWay() : rowWay())
        const [old, now] =
          way === 'native' ? [b, b] : way === 'rowbinary' ? [a, a] : first ? [a, b] : [b, a]
        if (way === 'both' && (!old.bytes.equals(now.bytes) || old.n !== now.n))
          throw new Error(`range above ${low}: the Native path's bytes differ from RowBinary's`)
        if (pass === 0 && low === 0) continue
        rows += old.n
        spent.store_read += old.readMs
        spent.encode += old.encodeMs
        spent.native_read += now.readMs
        spent.native_encode += now.encodeMs
      }
    const perMillion = (ms: number) => (ms / rows) * 1_000
    const before = spent.store_read + spent.encode
    const after = spent.native_read + spent.native_encode
    return {
      events: rows,
      store_read_s_per_million: perMillion(spent.store_read),
      encode_s_per_million: perMillion(spent.encode),
      native_read_s_per_million: perMillion(spent.native_read),
      native_encode_s_per_million: perMillion(spent.native_encode),
      rowbinary_load_s_per_million: perMillion(before),
      native_load_s_per_million: perMillion(after),
      native_vs_rowbinary_cpu_ratio: after / before,
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
