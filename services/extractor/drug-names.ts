/**
 * How a product slot's words are read into a drug name (captureName): up to five words, ending where the name does,
 * with what may open it (a determiner, an owner, a route), what ends it (a dosage form, a strength, a disease noun),
 * and what makes the words no product (a company; the condition's words, an indication's acronym or a biomarker's
 * population, are condition-names.ts). The word tables and patterns it reads them with are name-capture-words.ts.
 * What one word of a name is: name-tokens.ts, the company names company-names.ts (each imported from there by what
 * reads it); where in a text a name can stand is name-slots.ts, the lexicon of a text drug-lexicon.ts; how a known
 * name is found again is name-search.ts.
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
import { NON_DRUG_HEAD, PHRASE_STOP } from './lexicon/name-bounds.js'
import { COMPANY_ROLES } from './lexicon/company-forms.js'
import { namesProductBeforeCondition } from './condition-products.js'
import { NAME_FIRST_WORDS, OWN_SUBSTANCE_NOUNS } from './lexicon/descriptors.js'
import { deviceAt, deviceHeadAfter, mixedCaseAbbreviation } from './name-ends.js'
import { DOSAGE_FORM_AFTER, DOSAGE_FORM_WORDS, FORM_OR_ROUTE_WORDS } from './dosage-forms.js'
import { namingVerbs, SUBSTANCE_HEADS } from './lexicon/products.js'
import {
  BIOMARKER_WORD,
  DISEASE_NOUN_AFTER,
  diseaseAcronymOnly,
  writtenAsEponym,
} from './condition-names.js'
import {
  CODE_LIKE_STOP,
  FOR_BEFORE,
  FORM_OR_ROUTE_AFTER,
  JOINT_OWNERS_AFTER_AND,
  LEADING_DETERMINERS,
  LOWERCASE_CODE,
  NAME_TOKEN_AT,
  OWNERS_AMPERSAND_AT,
  PRODUCT_HEAD_NOUN,
  DESCRIPTION_HEAD_NOUN,
  ABBREVIATION_IN_DESCRIPTION_AT,
  REGULATORY_STEP_AFTER,
  ROUTE_WORDS,
  TICKER_AFTER_OWNER,
  UNIT_AFTER,
  VOTE_TALLY,
  VARIANT_NOUN,
  VARIANT_OF_A_NAME,
  continuesBrand,
  classBeforeName,
  descriptionBeforeName,
  closesHeadlineDescription,
} from './name-capture-words.js'

export interface Capture {
  name: string
  start: number
  end: number
}

/** A word captureName read, with its offsets in the text. */
interface NameToken {
  word: string
  start: number
  end: number
}

/**
 * Reads a product name starting at `from`: up to five words, ending at punctuation or a function word; what a word may
 * be depends on the slot's mode (SlotMode).
 */
/**
 * A naming verb inside a name's run of words, the name it gives right after it, capitalised: "(tavrunosin) called
 * Zelvora", "(tovalene) known as Ostrelva", "branded as Zelvora" (captureName starts the name after it).
 */
const NAMED_BY_VERB_AT = new RegExp(
  String.raw`^\s*(?:(?:also\s+)?(?:${namingVerbs('called', 'named', 'dubbed')}|known\s+as|branded(?:\s+as)?)\s+)(?=[A-Z][\w-]{2,})`,
)

export function captureName(text: string, from: number, mode: SlotMode): Capture | null {
  const tokenPattern = NAME_TOKEN_AT
  let position = from
  const tokens: NameToken[] = []
  let skippedOwner = false
  let variantSkipped = false
  let namingSkipped = false
  while (tokens.length < 5) {
    tokenPattern.lastIndex = position
    const m = tokenPattern.exec(text)
    if (m === null) {
      // "its interleukin-23 (IL-23) inhibitor Zelvora": a target's abbreviation inside a lower-case description.
      ABBREVIATION_IN_DESCRIPTION_AT.lastIndex = position
      if (
        tokens.length > 0 &&
        tokens.every((t) => /^[a-z]/.test(t.word)) &&
        ABBREVIATION_IN_DESCRIPTION_AT.test(text)
      ) {
        position = ABBREVIATION_IN_DESCRIPTION_AT.lastIndex
        continue
      }
      // "approved Halvern & Moss's Zelvora": capitalised words joined by an ampersand to a possessive are the owners,
      // as with "and" below (else the first owner's word was read as the product).
      OWNERS_AMPERSAND_AT.lastIndex = position
      const amp =
        !skippedOwner && tokens.length > 0 && tokens.length <= 3
          ? OWNERS_AMPERSAND_AT.exec(text)
          : null
      const owners =
        amp === null ? null : JOINT_OWNERS_AFTER_AND.exec(text.slice(position + amp[0].length))
      if (amp === null || owners === null || !tokens.every((t) => /^[A-Z]/.test(t.word))) break
      skippedOwner = true
      tokens.length = 0
      position += amp[0].length + owners[0].length
      continue
    }
    const word = (m[1] ?? '') + (m[2] ?? '')
    const start = m.index + m[0].length - word.length
    const lower = word.toLowerCase().replace(/[.]$/, '')
    if (tokens.length === 0 && LEADING_DETERMINERS.has(lower)) {
      position = m.index + m[0].length
      continue
    }
    if (tokens.length === 0 && NON_DRUG_HEAD.has(lower)) return null
    // "Kestrel's antiepileptic tovalene", "its anticoagulant Zelvora": a class word before a name describes it.
    if (
      tokens.length === 0 &&
      (classBeforeName(word, text.slice(m.index + m[0].length)) ||
        descriptionBeforeName(word, text.slice(m.index + m[0].length)))
    ) {
      position = m.index + m[0].length
      continue
    }
    // "rejected Merck and Daiichi Sankyo's HER3-targeted conjugate X": capitalised words joined by "and" to a possessive
    // are the owners together (two companies), not a name; the name follows them.
    if (lower === 'and' && !skippedOwner && tokens.length > 0 && tokens.length <= 3) {
      const rest = text.slice(m.index + m[0].length)
      const owners = JOINT_OWNERS_AFTER_AND.exec(rest)
      if (owners !== null && tokens.every((t) => /^[A-Z]/.test(t.word))) {
        skippedOwner = true
        tokens.length = 0
        position = m.index + m[0].length + owners[0].length
        continue
      }
    }
    // "Zentrova Autoinjector", "ZENTROVA HALVPEN RESCUE PEN": the device ends the name; a name of several words before
    // it ends on the device's own brand, which is dropped (a word of five letters or more: not an acronym, "X CNP PEN").
    if (tokens.length > 0 && deviceAt(lower, text.slice(m.index + m[0].length))) {
      if (tokens.length >= 2 && tokens[tokens.length - 1]!.word.length >= 5) tokens.length -= 1
      break
    }
    // "FDA Approves Self-Injectable Formulation of Zelvora": a capitalised formulation or version of a named product is
    // that product's, never a name of its own; the name follows "of".
    if (!variantSkipped && tokens.length > 0 && tokens.length <= 3 && VARIANT_NOUN.test(lower)) {
      const of = VARIANT_OF_A_NAME.exec(text.slice(m.index + m[0].length))
      if (of !== null) {
        variantSkipped = true
        tokens.length = 0
        position = m.index + m[0].length + of[0].length
        continue
      }
    }
    // "the pain drug tavrunosin called Zelvora", "a long-acting tovalene known as Ostrelva": the words before a naming verb
    // describe the product (often its substance) that the capitalised name after the verb names; the name starts there.
    if (tokens.length > 0 && !namingSkipped) {
      const naming = NAMED_BY_VERB_AT.exec(text.slice(m.index, m.index + 60))
      if (naming !== null) {
        namingSkipped = true
        tokens.length = 0
        position = m.index + naming[0].length
        continue
      }
    }
    // "FDA Rejects Halvern's Gene Therapy" (a title-case headline): a capitalised product noun stopping the phrase after
    // an owner closes a description, as "Halvern's ALS Drug" does (nameOfTokens); in running text the capital is a brand's.
    if (skippedOwner && closesHeadlineDescription(text, word, tokens)) return null
    if (
      PHRASE_STOP.has(lower) ||
      // "Ostrelva Oral Suspension", "Zelvora Injection": the dosage form is the product's form, not its name (a route
      // such as "Oral" is kept: "Oral Ostrelvine" may be another product than the injected one).
      (tokens.length > 0 && DOSAGE_FORM_WORDS.has(lower)) ||
      // "Ostrelva Nasal Spray", "Zelvora Sublingual Film", "Kestrel's Ostrelva Oral Solution": a route or form word after
      // the name that another one follows is the product's form too, not its name.
      (tokens.length > 0 &&
        FORM_OR_ROUTE_WORDS.has(lower) &&
        FORM_OR_ROUTE_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 40))) ||
      (/^\d+(?:\.\d+)?$/.test(word) &&
        tokens.length > 0 &&
        UNIT_AFTER.test(text.slice(m.index + m[0].length))) ||
      (tokens.length > 0 && VOTE_TALLY.test(word))
    )
      break
    // "for Norvale's Zelvora": the possessor is the owner, the name follows it; "regarding Ostrelva's approval": the
    // possessor of a regulatory step is the product.
    // "Zentrics' zelrafib": a possessor ending in s takes the apostrophe alone (the token stops before it).
    const bareApostrophe = /s$/.test(word) && /^[’'](?=\s)/.test(text.slice(m.index + m[0].length))
    if (/[’']s$/.test(word) || bareApostrophe) {
      const possessor = bareApostrophe ? word : word.slice(0, -2)
      const after = m.index + m[0].length + (bareApostrophe ? 1 : 0)
      if (
        tokens.length === 0 &&
        /^[A-Z]/.test(word) &&
        REGULATORY_STEP_AFTER.test(text.slice(after)) &&
        isNameLikeToken(possessor, mode)
      )
        return { name: possessor, start, end: start + possessor.length }
      // "approved the company's Zelvora", "the drugmaker's Zelvora": the filer or its partner named by its role noun is the
      // owner as well.
      if (
        tokens.length === 0 &&
        !skippedOwner &&
        /^[a-z]+$/.test(possessor) &&
        Object.hasOwn(COMPANY_ROLES, possessor)
      ) {
        skippedOwner = true
        position = after
        continue
      }
      if (tokens.length === 0 && !skippedOwner && /^[A-Z]/.test(word)) {
        skippedOwner = true
        TICKER_AFTER_OWNER.lastIndex = after
        position = TICKER_AFTER_OWNER.test(text) ? TICKER_AFTER_OWNER.lastIndex : after
        continue
      }
      // "for Marsden Pharma's Quelvant", "rejected Ashlar Therapeutics' Cobraxin": a company's name of several
      // capitalised words, closed by a company word, is the owner as well; the name follows it.
      if (
        !skippedOwner &&
        tokens.length > 0 &&
        tokens.length <= 3 &&
        /^[A-Z]/.test(word) &&
        tokens.every((t) => /^[A-Z]/.test(t.word)) &&
        COMPANY_TOKENS.has(possessor.toLowerCase().replace(/\.$/, ''))
      ) {
        skippedOwner = true
        tokens.length = 0
        TICKER_AFTER_OWNER.lastIndex = after
        position = TICKER_AFTER_OWNER.test(text) ? TICKER_AFTER_OWNER.lastIndex : after
        continue
      }
      return null
    }
    // A gerund opens a clause ("approval for treating ..."), not a name.
    if (tokens.length === 0 && /^[a-z]+ing$/.test(word)) return null
    // "approved Kisqali ribociclib from Novartis", "Entyvio vedolizumab": a brand's nonproprietary name written after it
    // with no parentheses (the trade press's way) is its other name, not a word of the brand (the lexicon joins the two:
    // drug-lexicon.ts); a route before it stays the name's ("Subcutaneous efgartigimod").
    if (
      tokens.length > 0 &&
      /^[A-Z]/.test(tokens[tokens.length - 1]!.word) &&
      !FORM_OR_ROUTE_WORDS.has(tokens[tokens.length - 1]!.word.toLowerCase()) &&
      /^[a-z]/.test(word) &&
      isInnName(word)
    )
      break
    // "Kestrel's gout pill Zelvora", "its migraine drug Pexolin", "the oral therapy zelrafib": lower-case words ending on
    // a noun of a kind of product describe the product that the capitalised or nonproprietary name after them names;
    // they are no part of the name.
    if (
      tokens.length > 0 &&
      tokens.length <= 3 &&
      (/^[A-Z]/.test(word) || isInnName(word)) &&
      PRODUCT_HEAD_NOUN.test(tokens[tokens.length - 1]!.word) &&
      tokens.every((t) => /^[a-z]/.test(t.word))
    )
      tokens.length = 0
    // A period that ends the sentence is not part of the name.
    const clean = word.replace(/\.$/, '')
    tokens.push({ word: clean, start, end: start + clean.length })
    position = m.index + m[0].length
    if (/[\u00AE\u2122]/.test(word)) break
    if (clean.length !== word.length) break
  }
  return withRatioStrength(text, nameOfTokens(text, from, mode, tokens, skippedOwner))
}

/**
 * "Zelvora® 70/30", "Ostrelva® 100/3.6": a premixed product's ratio of its two parts, written right after its brand and
 * its trademark sign, with no unit after it, is part of the brand's name: the product is another than the brand alone
 * (s20-names; without the sign the ratio is read as a word of the name already). A dose ("Zelvora® 10/20 mg", its
 * unit `UNIT_AFTER`), a day ("Zelvora® 11/14") or a vote ("Zelvora® 12/2") is none: one part is written with a decimal
 * or is more than 31, and no unit, slash or digit follows.
 */
const RATIO_STRENGTH_AFTER =
  /^\s*[\u00AE\u2122]?[ \t]+(\d{1,3}(?:\.\d{1,2})?\/\d{1,3}(?:\.\d{1,2})?)(?![\w/%-]|\.\d)/
function withRatioStrength(text: string, capture: Capture | null): Capture | null {
  if (capture === null || !/^[A-Z]/.test(capture.name)) return capture
  const m = RATIO_STRENGTH_AFTER.exec(text.slice(capture.end, capture.end + 24))
  if (m === null || !/[\u00AE\u2122]/.test(text.slice(capture.start, capture.end) + m[0]))
    return capture
  if (UNIT_AFTER.test(text.slice(capture.end + m[0].length, capture.end + m[0].length + 8)))
    return capture
  const parts = m[1]!.split('/')
  if (!parts.some((part) => part.includes('.') || Number(part) > 31)) return capture
  return { ...capture, name: `${capture.name} ${m[1]!}`, end: capture.end + m[0].length }
}

/**
 * What the words captureName read name, once read: the name cut to its own words (a description before it, a clause
 * after a brand, what a looser slot's mode takes), or no product at all (a device, a description after an owner, an
 * indication's acronym or words, a strength, a biomarker's population, a company, a disease's eponym). Apart from the
 * reading of the words, which ends where a name can end; this judges what the words are.
 */
function nameOfTokens(
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
