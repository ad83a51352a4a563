/**
 * Words a text writes like names that never name a drug, declared once: the stock exchanges of a ticker ("(Nasdaq:
 * NRVL)") and the wire services of a dateline ("/PRNewswire/", "(GLOBE NEWSWIRE)"). In lower case; the rules that read
 * them ignore case.
 */
import { pickerOf } from './compile.js'

export const STOCK_EXCHANGES = {
  nasdaq: 'exchange',
  nyse: 'exchange',
  otc: 'exchange',
  otcqb: 'exchange',
  otcqx: 'exchange',
  tase: 'exchange',
  six: 'exchange',
  lse: 'exchange',
  amex: 'exchange',
  asx: 'exchange',
  tsx: 'exchange',
  ticker: 'exchange',
} as const

export const WIRE_SERVICES = {
  accesswire: 'wire',
  marketwired: 'wire',
  reuters: 'wire',
  rttnews: 'wire',
  prnewswire: 'wire',
  benzinga: 'wire',
} as const

export const stockExchanges = pickerOf(STOCK_EXCHANGES)
export const wireServices = pickerOf(WIRE_SERVICES)
