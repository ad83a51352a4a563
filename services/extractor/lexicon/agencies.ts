/**
 * The agencies a text names, declared once: the FDA by its names and the nouns that stand for it ("the agency", "the
 * regulator"), the other countries' agencies (a decision of theirs is no PDUFA matter), and the other user-fee
 * programmes (generics, biosimilars, devices, animal drugs), whose dates are not PDUFA dates. Written in their case.
 */
import { pickerOf } from './compile.js'

/**
 * The country written before the agency's name, in every spelling releases use: "U.S. FDA", "US FDA" (a foreign
 * issuer's or a European wire's spelling, no stops), "United States Food and Drug Administration". Case-sensitive
 * patterns take it as written; followed by its space.
 */
export const US_QUALIFIER = String.raw`(?:U\.S\.|US|United\s+States)\s+`

export const US_AGENCY_NOUNS = {
  fda: 'name',
  agency: 'noun',
  regulator: 'noun',
  administration: 'noun',
} as const

export const FOREIGN_AGENCIES = {
  EMA: 'European Medicines Agency',
  CHMP: "the EMA's committee for human medicines",
  PMDA: 'Japan',
  MHLW: "Japan's ministry of health",
  MHRA: 'United Kingdom',
  NMPA: 'China',
  TGA: 'Australia',
  Swissmedic: 'Switzerland',
  ANVISA: 'Brazil',
  MFDS: 'South Korea',
} as const

/**
 * The other countries' agencies written out in full, as their own releases name them (a Japanese, Korean or Chinese
 * sponsor writes "the Ministry of Food and Drug Safety", not "MFDS"). Each is a regex source in its case; a country
 * adjective or possessive may stand before it ("the South Korean Ministry of Food and Drug Safety", "Japan's Ministry of
 * Health, Labour and Welfare"), which the rules leave to the gap before the name.
 */
export const FOREIGN_AGENCY_NAMES = {
  ema: String.raw`European\s+Medicines\s+Agency`,
  commission: String.raw`European\s+Commission`,
  mhra: String.raw`Medicines\s+and\s+Healthcare\s+products\s+Regulatory\s+Agency`,
  pmda: String.raw`Pharmaceuticals\s+and\s+Medical\s+Devices\s+Agency`,
  mhlw: String.raw`Ministry\s+of\s+Health,?\s+Labou?r\s+and\s+Welfare`,
  nmpa: String.raw`National\s+Medical\s+Products\s+Administration`,
  mfds: String.raw`Ministry\s+of\s+Food\s+and\s+Drug\s+Safety`,
  tga: String.raw`Therapeutic\s+Goods\s+Administration`,
  canada: String.raw`Health\s+Canada`,
  // Another country's agency called by the FDA's own name (its words joined by "and" or "&"), its country before it: "the Taiwan Food and Drug
  // Administration (TFDA)", "the Thai FDA", "Saudi FDA", "the China Food and Drug Administration" (the NMPA before
  // 2018), and their abbreviations. An approval from one is no approval of the U.S. FDA.
  countryFda: String.raw`(?:(?:Taiwan|Thai|Thailand|Philippine|Philippines|Saudi|China|Chinese|Indonesian|Egyptian|Jordan)(?:['’]s)?\s+(?:Food\s+(?:and|&)\s+Drug\s+Administration|FDA)|TFDA|SFDA|CFDA)`,
} as const
/**
 * The FDA's abbreviation in parentheses after its full name, as releases write it: "(FDA)", "(the “FDA”)",
 * "(\"FDA\")", "(U.S. FDA)". Read under the 'i' flag; a rule puts it where the agency's name may stand before its noun or verb.
 */
export const FDA_ASIDE = String.raw`\(\s*(?:the\s+)?["\u201c\u201d']?(?:u\.s\.\s+)?fda["\u201c\u201d']?\s*\)`
/**
 * The same abbreviation given between commas after "or", as filings define their terms: "the U.S. Food and Drug
 * Administration, or FDA, granted ...", "the Food and Drug Administration, or the “FDA,” approved ...". Read under the 'i'
 * flag right after the full name (no space before its comma); both commas are the aside's.
 */
export const FDA_COMMA_ASIDE = String.raw`,\s+or\s+(?:the\s+)?["\u201c\u201d']?(?:u\.s\.\s+)?fda,?["\u201c\u201d']?,?(?=\s)`

/** The full names as one alternation (case as written; a rule that reads any case compiles it with the 'i' flag). */
export function foreignAgencyNames(...names: (keyof typeof FOREIGN_AGENCY_NAMES)[]): string {
  const picked = names.length === 0 ? Object.keys(FOREIGN_AGENCY_NAMES) : names
  return `(?:${picked.map((n) => FOREIGN_AGENCY_NAMES[n as keyof typeof FOREIGN_AGENCY_NAMES]).join('|')})`
}

/** The user-fee programmes other than PDUFA, in lower case. */
export const OTHER_USER_FEE_PROGRAMMES = {
  gdufa: 'generic drugs',
  bsufa: 'biosimilars',
  mdufa: 'medical devices',
  adufa: 'animal drugs',
  agdufa: 'animal generic drugs',
} as const

/**
 * The FDA's review units as a company names them: "the Division of Dermatology and Dental Products", "the Office of
 * Neuroscience", "the Division of Oncology 2". The capitalised words after the unit's noun are its name, never a
 * product's (capitalised-names.ts passes over them).
 */
export const AGENCY_UNIT_NOUNS = {
  Division: 'unit',
  Office: 'unit',
} as const

/**
 * "the European Commission's decision", "the Health Ministry's review": the head nouns of a government body, whose
 * possessive before a product names no sponsor (ownership.ts).
 */
export const GOVERNMENT_BODY_NOUNS = {
  commission: 'body',
  ministry: 'body',
  department: 'body',
  authority: 'body',
  government: 'body',
} as const

export const governmentBodyNouns = pickerOf(GOVERNMENT_BODY_NOUNS)
export const usAgencyNouns = pickerOf(US_AGENCY_NOUNS)
export const foreignAgencies = pickerOf(FOREIGN_AGENCIES)
export const otherUserFeeProgrammes = pickerOf(OTHER_USER_FEE_PROGRAMMES)
export const agencyUnitNouns = pickerOf(AGENCY_UNIT_NOUNS)

/** Other countries and regions, in lower case: an approval "in Israel" or "in the EU" is not the FDA's. */
export const FOREIGN_MARKETS = {
  europe: 'region',
  eu: 'region',
  european: 'region',
  asia: 'region',
  israel: 'country',
  argentina: 'country',
  brazil: 'country',
  mexico: 'country',
  taiwan: 'country',
  japan: 'country',
  japanese: 'country',
  korea: 'country',
  korean: 'country',
  india: 'country',
  australia: 'country',
  canada: 'country',
  switzerland: 'country',
  uk: 'country',
  germany: 'country',
  france: 'country',
  italy: 'country',
  spain: 'country',
  russia: 'country',
  singapore: 'country',
  turkey: 'country',
  china: 'country',
  chinese: 'country',
  denmark: 'country',
  belgium: 'country',
  sweden: 'country',
  netherlands: 'country',
} as const

export const foreignMarkets = pickerOf(FOREIGN_MARKETS)

/**
 * The cities of foreign issuers' datelines, head offices and home listings, in lower case (a name of two words by its
 * words: "tel", "aviv"; "hong", "kong"): "TOKYO, Japan, March 3, 2026 -", "(Tokyo:4507)", "Bagsværd, Denmark". A place,
 * never a drug's name (lexicon/capital-stops.ts).
 */
export const FOREIGN_CITIES = [
  'tokyo',
  'osaka',
  'kyoto',
  'seoul',
  'incheon',
  'beijing',
  'shanghai',
  'suzhou',
  'hangzhou',
  'shenzhen',
  'guangzhou',
  'hong',
  'kong',
  'taipei',
  'mumbai',
  'hyderabad',
  'ahmedabad',
  'bengaluru',
  'bangalore',
  'tel',
  'aviv',
  'jerusalem',
  'rehovot',
  'haifa',
  'copenhagen',
  'bagsværd',
  'bagsvaerd',
  'valby',
  'basel',
  'zurich',
  'geneva',
  'paris',
  'lyon',
  'london',
  'dublin',
  'mechelen',
  'brussels',
  'amsterdam',
  'leiden',
  'stockholm',
  'uppsala',
  'munich',
  'berlin',
  'frankfurt',
  'sydney',
  'melbourne',
  'toronto',
  'vancouver',
  'montreal',
] as const
