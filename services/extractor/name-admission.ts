/**
 * How a name a reading found enters a text's name groups (drug-lexicon.ts): the one gate every reading's name passes,
 * what keeps it out (a biomarker's population, a company's name or word, a word the text writes as a company by its
 * deeds or with a company word after it, a possessive with its apostrophe stripped, a dosage form and its route alone, a
 * condition's eponym, a pathogen or a field of medicine alone), and the other names read right after it (its
 * parenthesis, after the dosage form the name stopped before; a nonproprietary name apposed with no parentheses, or
 * set off by commas with its dosage form after the brand's code).
 */
import type { Capture } from './captured-names.js'
import type { NameGroups } from './name-groups.js'
import { parentheticalAliases } from './drug-aliases.js'
import { BIOMARKER_WORD, CONDITION_ENDING, writtenAsEponym } from './condition-names.js'
import { DOSAGE_FORM_AFTER, LOWER_NAME_BEFORE_FORM, onlyFormWords } from './dosage-forms.js'
import { isInnName } from './inn-stems.js'
import { isNameLikeToken } from './name-tokens.js'
import { CAPITAL_STOP } from './lexicon/capital-stops.js'
import { COMPANY_AFTER_NAME, COMPANY_TOKENS } from './company-names.js'
import { COMPANY_ROLES } from './lexicon/company-forms.js'
import { SPECIALTY_WORDS } from './lexicon/specialties.js'
import { productNouns } from './lexicon/products.js'
import { attributeNouns } from './lexicon/descriptors.js'

/** A capitalised word right before a name read (its end at the name's start, one space between). */
const BRAND_BEFORE_FORM = /(?<![\w-])([A-Z][\w-]{2,40})(?:\u00AE|\u2122)?[ ]+$/

/**
 * "the NDA for Zelvora™ (KB-2210), tavrunosin extended-release injection, for the treatment of ...": a release names its
 * product by brand, code and, set off by commas, the nonproprietary name with its dosage form (captured). Only after the
 * parenthesis, and closed by a comma that opens no next item of a list ("Zelvora (KB-2210), tavrunosin tablets, and
 * Quilora" lists products).
 */
const APPOSED_GENERIC_WITH_FORM = new RegExp(
  String.raw`^\s*[\u00AE\u2122]?\s*\([^()\n]{1,60}\),\s+(${LOWER_NAME_BEFORE_FORM})\s*,\s+(?!(?:and|or)\b)`,
)

/**
 * "the application for PD-1 inhibitor, velorimab", "its SGLT-2 antagonist": a target's short code (letters, then one or
 * two digits: PD-1, IL-23, SGLT-2, CD19, GLP-1) right before the class of medicine aimed at it names the target, never a
 * product (a product's code carries three digits or more: KB-2210).
 */
const TARGET_CODE = /^[A-Z][A-Za-z]{0,4}-?[A-Z]?\d{1,2}[A-Za-z]?$/
const CLASS_OF_MEDICINE_AFTER = new RegExp(
  String.raw`^\s+(?:${productNouns('inhibitor', 'inhibitors', 'antagonist', 'agonist', 'antibody', 'ADC', 'conjugate')}|${attributeNouns('degrader', 'modulator', 'blocker', 'receptor', 'pathway')})\b`,
  'i',
)

/** Adds a name a reading found (and, unless told not to, the other names read right after it) to the groups. */
export type AddName = (capture: Capture, withAliases?: boolean) => void

/** "kestrels", "companys": a company's name, or the word for the company, with the "'s" of its possessive fused. */
function isStrippedPossessive(word: string, companies: ReadonlySet<string>): boolean {
  if (word.length < 4 || !word.endsWith('s')) return false
  const owner = word.slice(0, -1)
  return companies.has(owner) || Object.hasOwn(COMPANY_ROLES, owner)
}

/**
 * The gate over one text: its companies (the filer's names first), the words it writes as companies by their deeds, and
 * whether it writes a plain word as a company (read once per word by the builder).
 */
export function nameAdder(
  folded: string,
  groups: NameGroups,
  companies: ReadonlySet<string>,
  byDeed: ReadonlySet<string>,
  writtenAsCompany: (word: string) => boolean,
): AddName {
  const add: AddName = (capture: Capture, withAliases = true) => {
    // "FDA approval of KB-ISOTRETINOIN\nProduct to be launched as ...": a name never runs across a line break (a headline
    // ends there); the part on the first line is the name read.
    const lineBreak = folded.slice(capture.start, capture.end).indexOf('\n')
    if (lineBreak !== -1) {
      const firstLine = folded.slice(capture.start, capture.start + lineBreak).trimEnd()
      if (/^\S+(?: \S+)*$/.test(firstLine) && capture.name.startsWith(firstLine))
        add(
          { name: firstLine, start: capture.start, end: capture.start + firstLine.length },
          withAliases,
        )
      return
    }
    const words = capture.name.split(' ')
    // BIOMARKER_WORD needs a hyphen: a word without one is not tested.
    if (words.some((w) => w.includes('-') && BIOMARKER_WORD.test(w))) return
    if (COMPANY_AFTER_NAME.test(folded.slice(capture.end, capture.end + 40))) return
    if (words.some((w) => companies.has(w.toLowerCase()))) return
    if (
      words.length === 1 &&
      TARGET_CODE.test(words[0]!) &&
      CLASS_OF_MEDICINE_AFTER.test(folded.slice(capture.end, capture.end + 24))
    )
      return
    if (words.length === 1 && byDeed.has(words[0]!.toLowerCase())) return
    // "FDA clears Kestrel Bio's gout drug ... the first oral therapy Kestrel has brought": a plain word the text writes
    // with a company word after it ("Kestrel Bio", "Ostrava Bio") is that company alone, never a drug (nor a company of
    // the text's order: "Bio" closes no name there, as "bio-equivalent" shows it may open other words). A code is never
    // a company ("the TMB-355 Medicines application").
    if (words.length === 1 && /^[A-Z][a-z]+$/.test(words[0]!) && writtenAsCompany(words[0]!)) return
    // "for Kestrels sNDA", "the Companys NDA": a company's name (or the company itself) with its apostrophe stripped.
    if (words.some((w) => isStrippedPossessive(w.toLowerCase(), companies))) return
    // "Brevalin Bio BLA Accepted": a name ending on a company word is the company's.
    if (words.length > 1 && COMPANY_TOKENS.has(words[words.length - 1]!.toLowerCase())) return
    // "X (y) Buccal Film NDA": a dosage form and its route, which the name slot before "NDA" took without the brand; so
    // are a device ("Its Zelvora Pre-Filled Syringe NDA"), its abbreviation ("the PFS") and a schedule ("FDA Approves
    // Once-Monthly Subcutaneous Tavrunosin Product").
    if (onlyFormWords(words)) {
      // The brand right before its form ("Its Zelvora Pre-Filled Syringe NDA": the slot before "NDA" reads two capitalised
      // words) is the name, read as any capitalised name is.
      const before = BRAND_BEFORE_FORM.exec(
        folded.slice(Math.max(0, capture.start - 48), capture.start),
      )
      if (
        before !== null &&
        !CAPITAL_STOP.has(before[1]!.toLowerCase()) &&
        isNameLikeToken(before[1]!, 'capital')
      ) {
        const start = capture.start - before[0].length
        add({ name: before[1]!, start, end: start + before[1]!.length }, withAliases)
      }
      return
    }
    // "FDA Approves Drug for Neutropenia in Adults": a headline's capitalised disease, by the ending of a condition's
    // name, is no product's (a nonproprietary name's stem is kept).
    if (
      words.length === 1 &&
      CONDITION_ENDING.test(words[0]!) &&
      !isInnName(words[0]!.toLowerCase())
    )
      return
    // "the Halbrook application" where the text writes "Halbrook syndrome": the condition's eponym.
    if (words.length === 1 && writtenAsEponym(folded, words[0]!)) return
    // "its Ebola vaccine", "Oncology" over a list: a pathogen or a field of medicine alone is no product's name (nor,
    // inside "Ebola vaccine", its alias).
    if (words.length === 1 && SPECIALTY_WORDS.has(words[0]!.toLowerCase())) return
    const key = groups.add(capture.name)
    if (!withAliases) return
    // "Ostrelva Oral Suspension (ostrelvine)": the alias follows the dosage form the name stopped before.
    const form = DOSAGE_FORM_AFTER.exec(folded.slice(capture.end, capture.end + 80))
    for (const alias of parentheticalAliases(folded, capture.end + (form?.[0].length ?? 0))) {
      if (alias.toLowerCase() === capture.name.toLowerCase()) continue
      // "Zelvora (KB32; Kestrel Bio)", the trade press's "(Brand; Company)": the maker is no other name of the product.
      const words = alias.split(/\s+/)
      if (
        words.some((w) => companies.has(w.toLowerCase())) ||
        (words.length > 1 && COMPANY_TOKENS.has(words[words.length - 1]!.toLowerCase())) ||
        (words.length === 1 && byDeed.has(alias.toLowerCase()))
      )
        continue
      groups.union(key, groups.add(alias))
    }
    // "Kisqali ribociclib", "Entyvio vedolizumab": a brand's nonproprietary name right after it with no parentheses (the
    // trade press's way; captureName ends the brand before it) is the same drug's other name.
    const apposed = /^[ \t]+([a-z][a-z-]{5,40})\b/.exec(folded.slice(capture.end, capture.end + 48))
    if (apposed !== null && /^[A-Z]/.test(capture.name) && isInnName(apposed[1]!))
      groups.union(key, groups.add(apposed[1]!))
    const withForm = APPOSED_GENERIC_WITH_FORM.exec(folded.slice(capture.end, capture.end + 160))
    const generic = withForm?.[1]?.split(/\s+/)[0]
    if (generic !== undefined && /^[A-Z]/.test(capture.name) && isInnName(generic))
      groups.union(key, groups.add(generic))
  }
  return add
}
