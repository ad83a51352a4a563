/**
 * Words a text writes like names that never name a drug, declared once: the stock exchanges of a ticker ("(Nasdaq:
 * NRVL)") and the wire services of a dateline ("/PRNewswire/", "(GLOBE NEWSWIRE)"). In lower case; the rules that read
 * them ignore case, or take the exchanges as each writes its name (`writtenExchanges`).
 */
import { anyOf, pickerOf } from './compile.js'

/** Each exchange of a listing ("(Nasdaq: NRVL)", "(OTCQB: KSTL)") with its name as it writes it; "ticker" as written. */
export const STOCK_EXCHANGES = {
  nasdaq: 'Nasdaq',
  nyse: 'NYSE',
  otc: 'OTC',
  otcqb: 'OTCQB',
  otcqx: 'OTCQX',
  tase: 'TASE',
  six: 'SIX',
  lse: 'LSE',
  amex: 'AMEX',
  asx: 'ASX',
  tsx: 'TSX',
  omx: 'OMX',
  euronext: 'Euronext',
  ticker: 'Ticker',
} as const

export type StockExchange = keyof typeof STOCK_EXCHANGES

/** Exactly the named exchanges as each writes its name ("Nasdaq", "NYSE"), for a rule that reads case. */
export function writtenExchanges(...names: readonly StockExchange[]): string {
  return anyOf(names.map((name) => STOCK_EXCHANGES[name]))
}

export const WIRE_SERVICES = {
  accesswire: 'wire',
  marketwired: 'wire',
  reuters: 'wire',
  rttnews: 'wire',
  prnewswire: 'wire',
  benzinga: 'wire',
} as const

/**
 * The news outlets and agencies a trade report cites as its source ("..., Bloomberg reported, adding that a decision is
 * expected by D", "CNBC reports"): a capitalised word there is the reporter, never the product. In lower case.
 */
export const NEWS_OUTLETS = [
  'bloomberg',
  'reuters',
  'cnbc',
  'marketwatch',
  'benzinga',
  'rttnews',
  'barron’s',
  "barron's",
  'endpoints',
  'biocentury',
  'biospace',
  'fiercebiotech',
  'fiercepharma',
  'stat',
  'zacks',
] as const

export const stockExchanges = pickerOf(STOCK_EXCHANGES)
export const wireServices = pickerOf(WIRE_SERVICES)

/**
 * Capitals that make a code-shaped word something else when they open it ("COVID-19", "IL-23", "FY2025", "Q3-2025",
 * "ASCO2025", "FORM 10-K"): a biological target, a pathogen, a register's or a filing's part, a period, a currency, a
 * stock market's index, a conference, a study's part or name, a single letter. In capitals, as the code rule reads them; the stock exchanges,
 * the act and the unit a code may also open with come from their own classes.
 */
export const CODE_PREFIXES = {
  IL: 'target',
  CD: 'target',
  PD: 'target',
  GLP: 'target',
  CYP: 'target',
  HLA: 'target',
  TNF: 'target',
  JAK: 'target',
  FGF: 'target',
  FGFR: 'target',
  VEGF: 'target',
  VEGFR: 'target',
  EGFR: 'target',
  HER: 'target',
  KRAS: 'target',
  BRCA: 'target',
  LPS: 'target',
  COVID: 'pathogen',
  SARS: 'pathogen',
  HIV: 'pathogen',
  HBV: 'pathogen',
  HCV: 'pathogen',
  HPV: 'pathogen',
  NCT: 'register',
  CT: 'register',
  ICD: 'register',
  ISO: 'register',
  CIK: 'register',
  SID: 'register',
  SEC: 'filing',
  GNW: 'filing',
  EX: 'filing',
  FORM: 'filing',
  ITEM: 'filing',
  SCHEDULE: 'filing',
  RULE: 'filing',
  ACT: 'filing',
  SECTION: 'filing',
  PART: 'filing',
  ANNEX: 'filing',
  TABLE: 'filing',
  FIGURE: 'filing',
  NOTE: 'filing',
  VERSION: 'filing',
  Q: 'period',
  H: 'period',
  FY: 'period',
  DAY: 'period',
  WEEK: 'period',
  MONTH: 'period',
  YEAR: 'period',
  USD: 'currency',
  EUR: 'currency',
  GBP: 'currency',
  CHF: 'currency',
  DKK: 'currency',
  SEK: 'currency',
  NOK: 'currency',
  HK: 'currency',
  // A stock market's index, which a wire brief names beside a company's move ("top FTSE-100 loser after ...").
  FTSE: 'index',
  STOXX: 'index',
  KOSPI: 'index',
  TOPIX: 'index',
  NIKKEI: 'index',
  ASCO: 'conference',
  ESMO: 'conference',
  AACR: 'conference',
  ASH: 'conference',
  EHA: 'conference',
  ADA: 'conference',
  AAN: 'conference',
  STEP: 'study',
  PHASE: 'study',
  STAGE: 'study',
  GRADE: 'study',
  TYPE: 'study',
  CLASS: 'study',
  IGNYTE: 'study',
  GENESIS: 'study',
  A: 'letter',
  B: 'letter',
  C: 'letter',
  D: 'letter',
  E: 'letter',
  F: 'letter',
  G: 'letter',
  P: 'letter',
  T: 'letter',
} as const

/** All the code prefixes, one alternation. */
export const CODE_PREFIX_WORDS = anyOf(Object.keys(CODE_PREFIXES))
