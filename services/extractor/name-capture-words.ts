/**
 * The words and patterns captureName (drug-names.ts) reads a slot's words with, as tables apart from the reader that
 * walks them: what a name's word is at a place (`NAME_TOKEN_AT`), what may open a name and is passed over (determiners,
 * an owner's possessive and its ticker, joint owners, a product's variant noun, a route), what ends one (a dosage form's
 * run, a strength's unit, a product's head noun, a regulatory step after a possessive), what may go on after a brand
 * (`continuesBrand`: a formulation word in capitals, never a regulatory acronym), and the prefixes of a code's shape
 * that are no code.
 */
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from './dates.js'
import { COMPANY_TOKENS } from './company-names.js'
import { CAPITAL_STOP } from './lexicon/capital-stops.js'
import { PHRASE_STOP } from './lexicon/name-bounds.js'
import {
  THERAPEUTIC_CLASS_WORDS,
  formulationMakes,
  units,
  productNouns,
} from './lexicon/products.js'
import { writtenExchanges } from './lexicon/non-names.js'
import { decisionNouns } from './lexicon/review.js'
import { dateNouns } from './lexicon/date-nouns.js'
import { mixedCaseAbbreviation } from './name-ends.js'
import { FORM_OR_ROUTE_WORDS } from './dosage-forms.js'
import { productModifiers } from './lexicon/descriptors.js'
import { isInnName } from './inn-stems.js'
import { COMMON_LOWERCASE } from './lexicon/common-words.js'

/** A route or form word right after another ("Nasal Spray", "Sublingual Film", "Oral Solution"): a dosage form's words. */
export const FORM_OR_ROUTE_AFTER = new RegExp(
  String.raw`^\s+(?:${[...FORM_OR_ROUTE_WORDS].join('|')})\b`,
  'i',
)

/** Routes of administration that open a nonproprietary name as its sponsor writes it: "oral treprostinil". */
export const ROUTE_WORDS: ReadonlySet<string> = new Set([
  'oral',
  'intravenous',
  'intravitreal',
  'subcutaneous',
  'intramuscular',
  'intranasal',
  'inhaled',
  'topical',
  'transdermal',
  'sublingual',
  'ophthalmic',
  'ocular',
  'otic',
  'nasal',
])

export const FOR_BEFORE = /\b[Ff]or\s+$/

/** Prefixes of a spaced or lower-case code shape that are no code: months, routes, times of a year. */
export const CODE_LIKE_STOP: ReadonlySet<string> = new Set([
  ...[...MONTH_NAMES, ...MONTH_ABBREVIATIONS].map((m) => m.toUpperCase()),
  'SC',
  'IV',
  'IM',
  'PO',
  'ID',
  'IT',
  'MID',
  'LATE',
  'EARLY',
  'PRE',
  'POST',
  'END',
  'YEAR',
  'FY',
])
/** A development code in lower case: "vel-101", "ort-220b" (a slot's object only; the stem scan never reads it). */
export const LOWERCASE_CODE = /^[a-z]{2,5}-\d{2,6}[a-z]?$/

/** A brand's formulation or device word in capitals: "Zelvora XR", "Ostrelva ODT", "Velcon QX" (not "NDA", "FDA"). */
export function continuesBrand(brand: string, word: string): boolean {
  const lower = word.toLowerCase()
  return (
    /^[A-Z]/.test(brand) &&
    // "Tavrel CNP", and a mixed-case abbreviation: "Kestrel hGH".
    (/^[A-Z]{2,5}$/.test(word) || mixedCaseAbbreviation(word)) &&
    !CAPITAL_STOP.has(lower) &&
    !PHRASE_STOP.has(lower) &&
    !COMPANY_TOKENS.has(lower) &&
    !REGULATORY_ACRONYMS.has(lower)
  )
}

/** Capitalised acronyms of regulatory steps, never a formulation word: "the Ostrelva IND", "the Ostrelva SPA". */
export const REGULATORY_ACRONYMS = new Set([
  'ind',
  'spa',
  'maa',
  'eua',
  'rems',
  'crl',
  'adcomm',
  'odd',
  'btd',
  'rmat',
])

/**
 * After a possessive: a regulatory step of the possessor ("Ostrelva's approval", "Ostrelva's label"). Not an
 * application noun: "Pfizer's NDA" is as often the sponsor's as the product's.
 */
export const REGULATORY_STEP_AFTER = new RegExp(
  String.raw`^\s+(?:${decisionNouns('approval')}|${dateNouns('review', 'pdufa')}|label|launch|(?:prior-approval\s+|efficacy\s+|labeling\s+)?supplement)\b`,
  'i',
)

/**
 * "recommended the approval of Zelvora 7-0 in favor", "voted 6-to-5": a committee's vote tally (two small counts joined
 * by a hyphen or "-to-"), which ends a name before it and is never a code's digits (a code has letters: "KB-118").
 */
export const VOTE_TALLY = /^\d{1,2}-(?:to-)?\d{1,2}$/

/** " mg", "%" right after a number: a strength, not a code's digits. */
export const UNIT_AFTER = new RegExp(String.raw`^\s*(?:${units('mg', 'mcg', 'ml', 'g')}|%)`, 'i')

/** A noun of a kind of product, in any case: the head of a description ("ALS Drug"), never a name's last word. */
export const PRODUCT_HEAD_NOUN = new RegExp(
  String.raw`^(?:${productNouns('drug', 'therapy', 'treatment', 'vaccine', 'pill', 'medicine', 'candidate')})s?$`,
  'i',
)
/**
 * The head of a description before a name: a noun of a kind of product, a class of medicine or a variant, alone or
 * closing a hyphenated word in lower case ("conjugate", "GLP1-agonist", "formulation"); never a name's own word.
 */
export const DESCRIPTION_HEAD_NOUN = new RegExp(
  String.raw`^(?:[\w/]+-){0,3}(?:${productNouns('drug', 'therapy', 'treatment', 'vaccine', 'medicine', 'candidate', 'formulation', 'agent', 'antibody', 'biologic', 'inhibitor', 'antagonist', 'agonist', 'conjugate')})s?$`,
)
/**
 * "its interleukin-23 (IL-23) inhibitor Zelvora", "the tumor necrosis factor (TNF) blocking antibody tovamab": a target's
 * abbreviation in parentheses inside a lower-case description, before the description's head noun and the name it
 * describes (sticky; read after lower-case words only). It is no end of the name's slot.
 */
export const ABBREVIATION_IN_DESCRIPTION_AT = new RegExp(
  String.raw`\s*\([A-Z][A-Za-z0-9-]{0,11}\)(?=\s+(?:[a-z][\w-]*\s+){0,2}?(?:[\w/]+-){0,3}(?:${productNouns('drug', 'therapy', 'treatment', 'vaccine', 'medicine', 'candidate', 'formulation', 'agent', 'antibody', 'biologic', 'inhibitor', 'antagonist', 'agonist', 'conjugate')})s?\s+[A-Za-z])`,
  'y',
)
/**
 * "green-lighted Kestrel Bio's (KSTB) Zelvora", "Kestrel's (NASDAQ: KSTB) Zelvora": the owner's ticker in parentheses
 * between its possessive and the product, as wire copy writes it (sticky; one ticker of capitals, its exchange optional).
 */
export const TICKER_AFTER_OWNER = new RegExp(
  String.raw`\s*\(\s*(?:(?:${writtenExchanges('nasdaq', 'nyse', 'otc', 'amex', 'tsx')})\s*:\s*)?[A-Z]{1,6}(?:\.[A-Z]{1,2})?\s*\)`,
  'iy',
)
/** A word of a name as captureName reads it, at a given place (sticky; lastIndex set before each use). */
export const NAME_TOKEN_AT =
  /\s*([A-Za-z0-9][\w'’\/+.-]*[\w\u00AE\u2122]|[A-Za-z0-9])([\u00AE\u2122])?/y
/**
 * After "A and": the rest of a joint possessor ("Daiichi Sankyo's", "Bristol Myers Squibb's"), capitalised words only;
 * after "A &", the legal word may close the first owner before the next is joined by "and" ("Halvern & Co and Moss
 * Sankyo's").
 */
export const JOINT_OWNERS_AFTER_AND =
  /^(?:\s+[A-Z][\w.&-]*){1,4}?(?:\s+(?:and|&)(?:\s+[A-Z][\w.&-]*){1,3}?)?(?:['’]s|s['’])(?=\s)/
/** "Halvern & Moss's": the ampersand of a joint possessor, which joins its owners as "and" does (sticky). */
export const OWNERS_AMPERSAND_AT = /\s*&(?=\s)/y

/** Determiners a slot's object may open with, passed over before the name. */
export const LEADING_DETERMINERS: ReadonlySet<string> = new Set([
  'the',
  'its',
  'our',
  'their',
  'a',
  'an',
  'this',
  'his',
  'her',
])

/** A product's variant told by its noun ("Formulation", "Version"), and the "of" that names the product after it. */
export const VARIANT_NOUN = new RegExp(String.raw`^${productNouns('formulation', 'version')}$`)
export const VARIANT_OF_A_NAME = /^\s+of\s+(?=[A-Z])/

/** A headline in title case: most of its words of four letters or more open with a capital (as isTitleCase reads it). */
export function inTitleCase(text: string): boolean {
  const words = text.match(/\b[A-Za-z][\w-]{3,}\b/g) ?? []
  return words.length >= 4 && words.filter((w) => /^[A-Z]/.test(w)).length >= words.length * 0.7
}

/**
 * "FDA Rejects Halvern's Gene Therapy": in a title-case headline, a capitalised product noun that stops a phrase
 * (`word`), after capitalised words only, closes a description of the owner's product, not a name.
 */
export function closesHeadlineDescription(
  text: string,
  word: string,
  tokens: ReadonlyArray<{ word: string }>,
): boolean {
  const lower = word.toLowerCase()
  return (
    tokens.length > 0 &&
    /^[A-Z]/.test(word) &&
    PHRASE_STOP.has(lower) &&
    PRODUCT_HEAD_NOUN.test(lower) &&
    tokens.every((t) => /^[A-Z]/.test(t.word)) &&
    inTitleCase(text)
  )
}

/** "antiepileptic" before "tovalene oral solution": a therapeutic class word in lower case with a word after it. */
export function classBeforeName(word: string, after: string): boolean {
  return THERAPEUTIC_CLASS_WORDS.has(word) && /^\s+[A-Za-z]/.test(after)
}

/**
 * "its novel tovaline ophthalmic gel", "its sub-micron tovaline etabonate gel", "its extended-release Zelvora": a word of
 * novelty or stage, or a hyphenated word of the make or release of a formulation, before a name describes the product;
 * it is no word of its name (read as the name alone, it gave "novel" or "sub-micron"; or nothing, and a company's word
 * near the date was taken instead). The hyphenated word's second part says what it is ("-release", "-micron", "-free").
 */
const DESCRIPTION_BEFORE_NAME = new RegExp(
  String.raw`^(?:${productModifiers('novel', 'investigational', 'experimental', 'proposed')}|[a-z]+-(?:${formulationMakes('release', 'micron', 'free', 'acting', 'particle', 'dose', 'strength')}))$`,
)
export function descriptionBeforeName(word: string, after: string): boolean {
  if (!DESCRIPTION_BEFORE_NAME.test(word)) return false
  // The word after it is a name: capitalised, a nonproprietary name by its stem, or an unusual lower-case word that no
  // product noun follows ("long-acting hormone therapy" is a description throughout: no name follows).
  const m = /^\s+([A-Za-z][\w-]{2,})(?:\s+([A-Za-z]+))?/.exec(after)
  const next = m?.[1]
  if (next === undefined) return false
  if (/^[A-Z]/.test(next) || isInnName(next)) return true
  return (
    next.length >= 5 &&
    !COMMON_LOWERCASE.has(next) &&
    !PHRASE_STOP.has(next) &&
    !PRODUCT_HEAD_NOUN.test(m?.[2] ?? '')
  )
}
