/**
 * What the words captureName (drug-names.ts) read name, once read: the name cut to its own words, or no product at all.
 * Apart from the reader because the two are two questions: the reader walks the words and ends where a name can end; this
 * judges what the words it stopped on are (a description, a device, an indication, a strength, a company, a disease's
 * eponym). The capture both build, a name with its span, is defined here, below both.
 */
import { isInnName, continuesName, continuesShapedName } from './inn-stems.js'
import { COMPANY_TOKENS } from './company-names.js'
import {
  type SlotMode,
  CODE_PREFIX_STOP,
  DISEASE_WORD,
  namesCondition,
  isNameLikeToken,
  stripMarks,
} from './name-tokens.js'
import { namesProductBeforeCondition } from './condition-products.js'
import { NAME_FIRST_WORDS, OWN_SUBSTANCE_NOUNS } from './lexicon/descriptors.js'
import { deviceHeadAfter, mixedCaseAbbreviation } from './name-ends.js'
import { DOSAGE_FORM_AFTER, FORM_OR_ROUTE_WORDS } from './dosage-forms.js'
import { SUBSTANCE_HEADS } from './lexicon/products.js'
import {
  BIOMARKER_WORD,
  DISEASE_NOUN_AFTER,
  diseaseAcronymOnly,
  writtenAsEponym,
} from './condition-names.js'
import {
  CODE_LIKE_STOP,
  FOR_BEFORE,
  LOWERCASE_CODE,
  PRODUCT_HEAD_NOUN,
  DESCRIPTION_HEAD_NOUN,
  ROUTE_WORDS,
  continuesBrand,
} from './name-capture-words.js'

export interface Capture {
  name: string
  start: number
  end: number
}

/** A word captureName read, with its offsets in the text. */
export interface NameToken {
  word: string
  start: number
  end: number
}

/**
 * What the words captureName read name, once read: the name cut to its own words (a description before it, a clause
 * after a brand, what a looser slot's mode takes), or no product at all (a device, a description after an owner, an
 * indication's acronym or words, a strength, a biomarker's population, a company, a disease's eponym). Apart from the
 * reading of the words, which ends where a name can end; this judges what the words are.
 */
export function nameOfTokens(
  text: string,
  from: number,
  mode: SlotMode,
  tokens: NameToken[],
  skippedOwner: boolean,
): Capture | null {
  if (tokens.length === 0) return null
  // "the FDA approved the migraine drug Zelquin", "FDA clears cancer drug Zelquin": a lower-case description ending on a
  // noun of a kind of product, right before a capitalised word, describes the name that follows; the name is that word
  // on. (A name's own lower-case words after its capital, "Zelvora migraine drug", are cut below.)
  // So does a description whose head is a class of medicine or a variant ("the dual GLP1-agonist Zelvora", "the
  // antibody-drug conjugate tovatumab deruxtecan", "its tovalene/omeprazole formulation Zelvora"): its head may close a
  // hyphenated word, and the name after it may be a nonproprietary one in lower case.
  const described = tokens.findIndex(
    (t, i) =>
      i < tokens.length - 1 &&
      ((/^[a-z]/.test(t.word) &&
        PRODUCT_HEAD_NOUN.test(t.word) &&
        /^[A-Z]/.test(tokens[i + 1]!.word)) ||
        (DESCRIPTION_HEAD_NOUN.test(t.word) &&
          (/^[A-Z]/.test(tokens[i + 1]!.word) || isInnName(tokens[i + 1]!.word)))) &&
      tokens.slice(0, i).every((before) => /^[a-z]|-[a-z]+$/.test(before.word)),
  )
  if (described >= 0) tokens.splice(0, described + 1)
  // "the Velmora infusion pump", "the Orrin Glucose Monitor", "the Kestrel assay": a device's head noun after the name
  // (through up to two words of the device's name) makes it a device's name, no drug's (name-ends.ts).
  if (deviceHeadAfter(text.slice(tokens[0]!.end))) return null
  // "FDA Approves Halvern's ALS Drug", "the company's Ebola Vaccine": after an owner, a title-case phrase that ends on a
  // noun of a kind of product is a description, not a name.
  // "Kestrel's Zelvora migraine drug": a capitalised name before lower-case words that end on the product noun is the name
  // (cut to its own words below); only a phrase all in title case, or one opening in lower case, is a description.
  if (
    skippedOwner &&
    PRODUCT_HEAD_NOUN.test(tokens[tokens.length - 1]!.word) &&
    (tokens.every((t) => /^[A-Z]/.test(t.word)) || /^[a-z]/.test(tokens[0]!.word))
  )
    return null
  // "for PKD", "Priority Review for SCD": a short acronym of capitals alone is an indication's (a code has a digit; a
  // product known by such a name comes in by its parenthesis: "oxylanthanum carbonate (OLC)").
  // The acronym is the product's when its form or its indication follows: "the NDA for MDMA capsules", "the BLA for
  // DAXI in the treatment of ...".
  if (diseaseAcronymOnly(tokens, text)) return null
  // "(clobetasol foam, 0.05%)": a strength is no name.
  if (/^\d/.test(tokens[0]!.word) && !/[A-Za-z]/.test(tokens[0]!.word)) return null
  // "the sNDA for ALK-positive NSCLC": a biomarker-defined population is an indication, not a product.
  if (tokens.some((t) => t.word.includes('-') && BIOMARKER_WORD.test(t.word))) return null
  // "the PDUFA date for KB 101", "the NDA for vel-101": a development code written with a space or in lower case.
  const spacedCode =
    tokens.length > 1 &&
    /^[A-Z]{1,5}$/.test(tokens[0]!.word) &&
    /^\d{2,6}[A-Za-z]?$/.test(tokens[1]!.word)
  if (spacedCode || LOWERCASE_CODE.test(tokens[0]!.word)) {
    const last = tokens[spacedCode ? 1 : 0]!
    const name = text.slice(tokens[0]!.start, last.end)
    const prefix = name.split(/[\s-]/)[0]!.toUpperCase()
    // Not "JUNE 30" (a date in capitals), "SC 200" or "IV 300" (a route and a dose), "mid-2025" or "late-2025".
    if (!CODE_PREFIX_STOP.test(prefix) && !CODE_LIKE_STOP.has(prefix))
      return { name, start: tokens[0]!.start, end: last.end }
  }
  // "for insulin resistance", "insulin levels", "an insulin pump": a two-word name's first word before a noun of the
  // body's own substance names no product.
  if (
    Object.hasOwn(NAME_FIRST_WORDS, tokens[0]!.word.toLowerCase()) &&
    Object.hasOwn(
      OWN_SUBSTANCE_NOUNS,
      (
        /^[ \t]+([A-Za-z]+)/.exec(text.slice(tokens[0]!.end, tokens[0]!.end + 30))?.[1] ?? ''
      ).toLowerCase(),
    )
  )
    return null
  // "for plaque psoriasis", "for psoriatic arthritis", "for gout": lower-case words ending on a disease (or on a word
  // of the disease class) are the indication.
  if (
    tokens.every((t) => /^[a-z]/.test(t.word)) &&
    (DISEASE_WORD.test(tokens[tokens.length - 1]!.word) ||
      namesCondition(tokens[tokens.length - 1]!.word)) &&
    !tokens.some((t) => isInnName(t.word))
  )
    return null
  // "Receives FDA Approval for Gout", "Approval for Hereditary Angioedema": a title-case object of "for" that ends on a
  // condition (a word of the disease class, or a disease's ending) is the indication, never the product.
  if (
    tokens.every((t) => /^[A-Z][a-z]/.test(t.word)) &&
    FOR_BEFORE.test(text.slice(Math.max(0, from - 8), from)) &&
    namesCondition(tokens[tokens.length - 1]!.word)
  )
    return null
  // A capitalised brand goes on only in capitals, digits or a name's own continuation: "The sBLA for Quenvora covers two
  // indications" names "Quenvora", not the clause after it.
  if ((mode === 'lowercase' || mode === 'capital') && /^[A-Z]/.test(tokens[0]!.word)) {
    const cut = tokens.findIndex(
      (t, i) =>
        i > 0 &&
        /^[a-z]/.test(t.word) &&
        !isInnName(t.word) &&
        !continuesName(tokens[i - 1]!.word, t.word) &&
        !(i === 1 && mixedCaseAbbreviation(t.word)),
    )
    if (cut > 0) tokens.length = cut
  }
  // A lower-case object is a name only as far as a name goes: "the NDA for zelrafib", never "the NDA for diabetic
  // neuropathic pain remains" (an indication, and the clause's verb after it).
  const lowercaseObject = mode === 'lowercase' && /^[a-z]/.test(tokens[0]!.word)
  if (mode === 'shaped' || mode === 'stem' || mode === 'product' || lowercaseObject) {
    // A looser slot holds a name only from its first word on, and only as far as the name goes: "zelrafib", "olipudase alfa".
    // "the NDA for oral treprostinil": a route before the name is part of what the product is called.
    // Two routes at most: "its topical ocular velcaritide".
    // A product slot after a date ("a PDUFA date of D for transdermal zelmitriptan") keeps its route as well (s19 names).
    const routes =
      lowercaseObject || (mode === 'product' && ROUTE_WORDS.has(tokens[0]!.word))
        ? tokens.slice(0, 2).findIndex((t) => !ROUTE_WORDS.has(t.word))
        : 0
    const routeCount = routes === -1 ? 2 : routes
    const route =
      routeCount > 0 &&
      tokens.length > routeCount &&
      isNameLikeToken(tokens[routeCount]!.word, mode)
    const routeTokens = route ? tokens.splice(0, routeCount) : []
    let kept = 0
    while (
      kept < tokens.length &&
      (kept === 0
        ? isNameLikeToken(tokens[0]!.word, mode)
        : mode === 'stem'
          ? continuesName(tokens[kept - 1]!.word, tokens[kept]!.word)
          : continuesShapedName(tokens[kept - 1]!.word, tokens[kept]!.word) ||
            (mode === 'product' && kept === 1 && continuesBrand(tokens[0]!.word, tokens[1]!.word)))
    )
      kept++
    if (kept === 0) return null
    // A lower-case object's first word read alone before another lower-case word (s20-names):
    // "a BLA for an equine antitoxin", "the NDA for inactivated vaccine": a qualifier before a substance's or a product's
    // head noun describes what the product is, it names none (document-subject.ts reads the whole description);
    // "the NDA for dehydrated alcohol injection", "buffered lidocaine solution": a qualifier and a substance right before a
    // dosage form are the two words of one nonproprietary name (the form cut, as after any name).
    if (lowercaseObject && kept === 1 && !route && tokens.length >= 2) {
      const second = tokens[1]!.word
      if (
        /^[a-z]/.test(second) &&
        (Object.hasOwn(SUBSTANCE_HEADS, second.toLowerCase()) || PRODUCT_HEAD_NOUN.test(second)) &&
        !isInnName(tokens[0]!.word)
      )
        return null
      if (
        /^[a-z]{3,}$/.test(second) &&
        !FORM_OR_ROUTE_WORDS.has(second) &&
        isNameLikeToken(second, mode) &&
        DOSAGE_FORM_AFTER.test(text.slice(tokens[1]!.end, tokens[1]!.end + 60))
      )
        kept = 2
    }
    tokens.length = kept
    if (route) tokens.unshift(...routeTokens)
  }
  if (!tokens.some((t) => isNameLikeToken(t.word, mode))) return null
  if (tokens.length > 3 && !tokens.slice(0, 2).some((t) => isNameLikeToken(t.word, mode)))
    return null
  if (tokens.some((t) => COMPANY_TOKENS.has(t.word.toLowerCase().replace(/\.$/, '')))) return null
  // "for Smith-Magenis syndrome", "IgA nephropathy": a name right before a disease noun is the disease's; "Resubmission
  // for Advanced Melanoma": a title-case phrase ending on one is the indication.
  const afterName = text.slice(tokens[tokens.length - 1]!.end)
  if (
    DISEASE_NOUN_AFTER.test(afterName) &&
    !(
      tokens.length === 1 &&
      namesProductBeforeCondition(text, tokens[0]!.word, afterName) &&
      !writtenAsEponym(text, tokens[0]!.word)
    )
  )
    return null
  if (DISEASE_NOUN_AFTER.test(` ${tokens[tokens.length - 1]!.word}`)) return null
  // Again once the name is cut to its own words: "Kestrel's NASH drug" names the disease the drug treats.
  if (diseaseAcronymOnly(tokens, text)) return null
  const first = tokens[0]!
  const last = tokens[tokens.length - 1]!
  const name = stripMarks(text.slice(first.start, last.end))
  if (name.length < 2) return null
  return { name, start: first.start, end: last.end }
}
