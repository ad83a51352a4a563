/**
 * The issuer lookup the wiring passes to the stage: CIK -> name and tickers from the poller's
 * `issuers` table (schemas/clickhouse/0100_poller.sql). An unknown CIK, or no table yet, is null
 * (the catalyst then has no ticker until a later filing of the CIK finds one); a store failure
 * throws, so the stage answers retry instead of recording an empty ticker list.
 */
import type { Store } from '../shared/store/clickhouse.js'
import type { LookupIssuer } from './types.js'

export function createIssuerLookup(store: Store): LookupIssuer {
  return async (cik) => {
    try {
      const [row] = await store.query<{ name: string; tickers: string[] }>(
        'SELECT name, tickers FROM {db:Identifier}.issuers FINAL WHERE cik = {cik:String} LIMIT 1',
        { cik },
      )
      return row ? { name: row.name || null, tickers: row.tickers } : null
    } catch (error) {
      if (/UNKNOWN_TABLE|Unknown table|does(?: not|n't) exist/i.test((error as Error).message))
        return null
      throw error
    }
  }
}
