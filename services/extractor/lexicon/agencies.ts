/**
 * The agencies a text names, declared once: the FDA by its names and the nouns that stand for it ("the agency", "the
 * regulator"), the other countries' agencies (a decision of theirs is no PDUFA matter), and the other user-fee
 * programmes (generics, biosimilars, devices, animal drugs), whose dates are not PDUFA dates. Written in their case.
 */
import { pickerOf } from './compile.js'

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
} as const

export const foreignMarkets = pickerOf(FOREIGN_MARKETS)
