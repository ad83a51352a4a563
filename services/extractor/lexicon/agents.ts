/**
 * The words that show a person or a company rather than a product ("Halden submitted", "Whitfield, Chief Executive
 * Officer", "Norvale's shares", "an agreement with Kestrel"), declared once. A product is approved, reviewed and
 * received; it does not hire, sign, hold shares or make deals.
 */
import { pickerOf } from './compile.js'

/** What a person or a company does and a product never does, in the written forms the rules read. */
export const AGENT_DOINGS = {
  completed: 'complete',
  initiated: 'initiate',
  enrolled: 'enrol',
  presented: 'present',
  prepares: 'prepare',
  preparing: 'prepare',
  takes: 'take',
  took: 'take',
  raised: 'raise',
  signed: 'sign',
  entered: 'enter',
  acquired: 'acquire',
  hired: 'hire',
  working: 'work',
  seeking: 'seek',
  developing: 'develop',
  hosting: 'host',
} as const

/**
 * The irregular past forms of what a company did once a date had come ("began the launch", "made X available", "sold its
 * first units"): a told event, as a regular "-ed" form is (told-as-past.ts).
 */
export const IRREGULAR_PAST_DOINGS = {
  began: 'begin',
  made: 'make',
  brought: 'bring',
  sold: 'sell',
  saw: 'see',
  held: 'hold',
  went: 'go',
  gave: 'give',
} as const

/** The titles of a company's officers: "Chief Executive Officer", "CEO", "Senior Vice President", "Head of R&D". */
export const OFFICER_TITLES = {
  Chief: 'title',
  CEO: 'title',
  President: 'title',
  Vice: 'rank',
  Senior: 'rank',
  Head: 'title',
  Director: 'title',
} as const

/** What a company has and a product has not: "Norvale's shares", "its board", "Halden's pipeline", "employees". */
export const COMPANY_HOLDINGS = {
  shares: 'capital',
  stock: 'capital',
  investor: 'capital',
  investors: 'capital',
  rights: 'capital',
  board: 'people',
  employees: 'people',
  team: 'people',
  management: 'people',
  subsidiary: 'business',
  pipeline: 'business',
  program: 'business',
  programs: 'business',
  programme: 'business',
} as const

/** The deals a company makes: "an agreement with Kestrel", "the acquisition of Norvale", "a loan from". */
export const BUSINESS_DEALS = {
  agreement: 'deal',
  collaboration: 'deal',
  acquisition: 'deal',
  merger: 'deal',
  deal: 'deal',
  license: 'deal',
  loan: 'financing',
  financing: 'financing',
  offering: 'financing',
} as const

/**
 * What a company's money reaches: "cash to fund operations beyond the PDUFA date", "runway into 2028", "capital
 * sufficient through launch".
 */
export const FUNDING_WORDS = {
  fund: 'funding',
  funds: 'funding',
  funded: 'funding',
  cash: 'funding',
  capital: 'funding',
  runway: 'funding',
  operations: 'funding',
} as const

export const fundingWords = pickerOf(FUNDING_WORDS)
export const agentDoings = pickerOf(AGENT_DOINGS)
export const officerTitles = pickerOf(OFFICER_TITLES)
export const companyHoldings = pickerOf(COMPANY_HOLDINGS)
export const businessDeals = pickerOf(BUSINESS_DEALS)
export const irregularPastDoings = pickerOf(IRREGULAR_PAST_DOINGS)
