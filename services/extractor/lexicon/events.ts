/**
 * The events a date may belong to other than the agency's decision ("the advisory committee meeting", "the topline
 * readout", "the launch", "the earnings call", "the patent's expiry", "the fourth quarter"), declared once. A date
 * bound to one of them is not a target date.
 */
import { pickerOf } from './compile.js'

export const OTHER_EVENTS = {
  advisory: 'committee',
  committee: 'committee',
  adcomm: 'committee',
  adcom: 'committee',
  panel: 'committee',
  hearing: 'committee',
  meeting: 'meeting',
  conference: 'meeting',
  presentation: 'meeting',
  webcast: 'meeting',
  webinar: 'meeting',
  call: 'meeting',
  event: 'meeting',
  readout: 'data',
  topline: 'data',
  data: 'data',
  results: 'data',
  launch: 'business',
  /** The company's reporting calendar: "the earnings call", "the annual shareholder meeting", "the fourth quarter". */
  earnings: 'business',
  shareholder: 'business',
  annual: 'business',
  quarter: 'business',
  fiscal: 'business',
  /** A product's protection and designations: "the patent expires on D", "exclusivity through D". */
  patent: 'protection',
  exclusivity: 'protection',
  designation: 'agency',
  inspection: 'agency',
} as const

export const otherEvents = pickerOf(OTHER_EVENTS)

/**
 * How the trade press tells a market's reaction to news: "shares fell 30% after the FDA rejected X", "the stock
 * plunged on news of the letter", "received a setback after". The clause it opens ("after ...", "following ...", "in
 * response to ...") tells that day's news, not an earlier event.
 */
export const MARKET_MOVES = {
  fell: 'down',
  falls: 'down',
  dropped: 'down',
  drops: 'down',
  plunged: 'down',
  plummeted: 'down',
  sank: 'down',
  sink: 'down',
  sinks: 'down',
  tumbled: 'down',
  slid: 'down',
  slumped: 'down',
  cratered: 'down',
  cratering: 'down',
  tanked: 'down',
  setback: 'down',
  // The progressive of a move under way: "Kestrel shares were sliding in early trading after the company disclosed ...".
  falling: 'down',
  dropping: 'down',
  plunging: 'down',
  plummeting: 'down',
  sinking: 'down',
  tumbling: 'down',
  sliding: 'down',
  slumping: 'down',
  tanking: 'down',
  rose: 'up',
  jumped: 'up',
  soared: 'up',
  surged: 'up',
  climbed: 'up',
  spiked: 'up',
  rising: 'up',
  jumping: 'up',
  soaring: 'up',
  surging: 'up',
  climbing: 'up',
  // "The stock is shooting higher today in response to ...", "shares were trading lower" (market-reactions.ts).
  'shooting higher': 'up',
  'trading higher': 'up',
  'trading lower': 'down',
  // A wire brief's move with no verb, its figure right after: "Kestrel down 12 pct after ...", "Halden up 8% on ...".
  down: 'down',
  up: 'up',
} as const

export const marketMoves = pickerOf(MARKET_MOVES)

/**
 * A company's own figures, which rise and fall with no market: "revenue fell 5% after ...", "sales rose 12 percent
 * following ..." (a result told beside an earlier event, not a market's reaction to the day's news).
 */
export const COMPANY_FIGURES = {
  revenue: 'figure',
  revenues: 'figure',
  sales: 'figure',
  income: 'figure',
  earnings: 'figure',
  margin: 'figure',
  margins: 'figure',
  expenses: 'figure',
  costs: 'figure',
  profit: 'figure',
  profits: 'figure',
  prescriptions: 'figure',
} as const

export const companyFigures = pickerOf(COMPANY_FIGURES)

/**
 * A move's figure right after its word: "fell 5%", "down c.2 pct", "dropped 30 percent", "rose as much as 12 per cent".
 * The percentage makes the word a market's move whatever its subject ("Kestrel fell 5% after ..."): a company's name
 * stands where "shares" or "stock" would.
 */
export const PERCENT_FIGURE = String.raw`\s+(?:by\s+)?(?:about\s+|nearly\s+|almost\s+|more\s+than\s+|as\s+much\s+as\s+|c\.\s?)?\d{1,3}(?:\.\d{1,2})?\s?(?:%|pct\b|percent\b|per\s+cent\b)`

/**
 * What other makers' products do to a market, as nouns after their kind ("biosimilar competition", "generic entry",
 * "the threat of biosimilar entrants"): a market, never a product of the text.
 */
export const MARKET_PRESSURE_NOUNS = {
  competition: 'pressure',
  entry: 'pressure',
  entrant: 'pressure',
  entrants: 'pressure',
  threat: 'pressure',
  erosion: 'pressure',
  pressure: 'pressure',
} as const

export const marketPressureNouns = pickerOf(MARKET_PRESSURE_NOUNS)
