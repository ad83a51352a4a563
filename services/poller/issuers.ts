/**
 * Issuers: the SEC ticker files (`/files/company_tickers.json`, `/files/company_tickers_exchange.json`)
 * merged into one row per CIK (name, tickers, exchanges), stored in ClickHouse table `issuers` so the
 * API and the catalysts stage read tickers by CIK. Foreign private issuers filing 6-Ks are in the
 * same files when they have a US listing. Parsing is pure; `refreshIssuers` fetches and stores.
 */
import type { Store } from '../shared/store/clickhouse.js'
import { selectList } from '../shared/store/columns.js'
import type { Clock } from '../shared/clock.js'
import { padCik } from './efts.js'
import type { SecClient } from './sec-client.js'
import { issuersTable, type IssuerRow } from './tables.js'

const issuerColumns = ['cik', 'name', 'tickers', 'exchanges'] as const
/** An issuer as the ticker files give it: the `issuers` row without its write time. */
export type Issuer = Pick<IssuerRow, (typeof issuerColumns)[number]>
const issuerSelect = selectList(issuersTable, issuerColumns)

/** `{"0":{"cik_str":789019,"ticker":"MSFT","title":"MICROSOFT CORP"},...}` */
export function parseCompanyTickers(
  json: unknown,
): Array<{ cik: string; ticker: string; name: string }> {
  if (!json || typeof json !== 'object') throw new Error('company_tickers.json: not an object')
  const rows: Array<{ cik: string; ticker: string; name: string }> = []
  for (const value of Object.values(json as Record<string, unknown>)) {
    const v = value as { cik_str?: unknown; ticker?: unknown; title?: unknown }
    if (
      v === null ||
      typeof v !== 'object' ||
      v.cik_str === undefined ||
      typeof v.ticker !== 'string'
    )
      continue
    rows.push({
      cik: padCik(String(v.cik_str)),
      ticker: v.ticker.trim().toUpperCase(),
      name: String(v.title ?? '').trim(),
    })
  }
  return rows
}

/** `{"fields":["cik","name","ticker","exchange"],"data":[[1045810,"NVIDIA CORP","NVDA","Nasdaq"],...]}` */
export function parseCompanyTickersExchange(
  json: unknown,
): Array<{ cik: string; ticker: string; name: string; exchange: string }> {
  const root = json as { fields?: unknown; data?: unknown }
  if (!root || !Array.isArray(root.fields) || !Array.isArray(root.data))
    throw new Error('company_tickers_exchange.json: no fields/data')
  const at = (name: string) => (root.fields as unknown[]).indexOf(name)
  const [ci, ni, ti, ei] = [at('cik'), at('name'), at('ticker'), at('exchange')]
  if (ci < 0 || ti < 0) throw new Error('company_tickers_exchange.json: no cik/ticker field')
  const rows: Array<{ cik: string; ticker: string; name: string; exchange: string }> = []
  for (const raw of root.data as unknown[][]) {
    if (
      !Array.isArray(raw) ||
      raw[ci] === undefined ||
      raw[ci] === null ||
      typeof raw[ti] !== 'string'
    )
      continue
    rows.push({
      cik: padCik(String(raw[ci])),
      ticker: (raw[ti] as string).trim().toUpperCase(),
      name: ni >= 0 ? String(raw[ni] ?? '').trim() : '',
      exchange: ei >= 0 && typeof raw[ei] === 'string' ? (raw[ei] as string).trim() : '',
    })
  }
  return rows
}

/** One issuer per CIK: the exchange file's order and exchanges first, then tickers only the plain file has. */
export function mergeIssuers(
  plain: ReadonlyArray<{ cik: string; ticker: string; name: string }>,
  withExchange: ReadonlyArray<{ cik: string; ticker: string; name: string; exchange: string }>,
): Issuer[] {
  const byCik = new Map<string, Issuer>()
  const add = (cik: string, name: string, ticker: string, exchange: string) => {
    let issuer = byCik.get(cik)
    if (!issuer) {
      issuer = { cik, name, tickers: [], exchanges: [] }
      byCik.set(cik, issuer)
    }
    if (!issuer.name && name) issuer.name = name
    if (ticker && !issuer.tickers.includes(ticker)) {
      issuer.tickers.push(ticker)
      issuer.exchanges.push(exchange)
    }
  }
  for (const r of withExchange) add(r.cik, r.name, r.ticker, r.exchange)
  for (const r of plain) add(r.cik, r.name, r.ticker, '')
  return [...byCik.values()]
}

export async function refreshIssuers(deps: {
  client: SecClient
  store: Store
  clock: Clock
  wwwUrl: string
  signal?: AbortSignal
}): Promise<number> {
  const [plain, exchange] = await Promise.all([
    deps.client.getJson<unknown>(new URL('/files/company_tickers.json', deps.wwwUrl).toString(), {
      signal: deps.signal,
    }),
    deps.client.getJson<unknown>(
      new URL('/files/company_tickers_exchange.json', deps.wwwUrl).toString(),
      { signal: deps.signal },
    ),
  ])
  const issuers = mergeIssuers(parseCompanyTickers(plain), parseCompanyTickersExchange(exchange))
  const updatedAt = deps.clock.now().toISOString()
  for (let i = 0; i < issuers.length; i += 5000) {
    await deps.store.insert(
      'issuers',
      issuers.slice(i, i + 5000).map((x): IssuerRow => ({ ...x, updated_at: updatedAt })),
    )
  }
  return issuers.length
}

/** The stored issuer of a CIK (any padding), or null. */
export async function readIssuer(store: Store, cik: string): Promise<Issuer | null> {
  const rows = await store.query<Issuer>(
    `SELECT ${issuerSelect} FROM {db:Identifier}.issuers FINAL WHERE cik = {cik:String} LIMIT 1`,
    { cik: padCik(cik) },
  )
  return rows[0] ?? null
}

/** The CIK of a ticker (case-insensitive), or null. */
export async function readCikByTicker(store: Store, ticker: string): Promise<string | null> {
  const rows = await store.query<Pick<IssuerRow, 'cik'>>(
    'SELECT cik FROM {db:Identifier}.issuers FINAL WHERE has(tickers, {ticker:String}) ORDER BY indexOf(tickers, {ticker:String}), cik LIMIT 1',
    { ticker: ticker.trim().toUpperCase() },
  )
  return rows[0]?.cik ?? null
}

/** Every stored issuer, for a stage that keeps the map in memory. */
export async function readIssuers(store: Store): Promise<Issuer[]> {
  return store.query<Issuer>(
    `SELECT ${issuerSelect} FROM {db:Identifier}.issuers FINAL ORDER BY cik`,
  )
}
