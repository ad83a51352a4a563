/**
 * How a product slot's words are read into a drug name (captureName): up to five words, ending where the name does,
 * with what may open it (a determiner, an owner, a route) and what ends it (a dosage form, a strength, a device). What
 * the words read name, once read, the name cut to its own words or no product at all (a company; the condition's
 * words, an indication's acronym or a biomarker's population, are condition-names.ts), is captured-names.ts: apart,
 * so that this file walks the words and that one judges them. The word tables and patterns it reads them with are
 * name-capture-words.ts.
 * What one word of a name is: name-tokens.ts, the company names company-names.ts (each imported from there by what
 * reads it); where in a text a name can stand is name-slots.ts, the lexicon of a text drug-lexicon.ts; how a known
 * name is found again is name-search.ts.
 */
import { isInnName } from './inn-stems.js'
import { COMPANY_TOKENS } from './company-names.js'
import { type SlotMode, isNameLikeToken } from './name-tokens.js'
import { NON_DRUG_HEAD, PHRASE_STOP } from './lexicon/name-bounds.js'
import { COMPANY_ROLES } from './lexicon/company-forms.js'
import { deviceAt } from './name-ends.js'
import { DOSAGE_FORM_WORDS, FORM_OR_ROUTE_WORDS } from './dosage-forms.js'
import { namingVerbs } from './lexicon/products.js'
import {
  FORM_OR_ROUTE_AFTER,
  JOINT_OWNERS_AFTER_AND,
  LEADING_DETERMINERS,
  NAME_TOKEN_AT,
  OWNERS_AMPERSAND_AT,
  PRODUCT_HEAD_NOUN,
  ABBREVIATION_IN_DESCRIPTION_AT,
  REGULATORY_STEP_AFTER,
  TICKER_AFTER_OWNER,
  UNIT_AFTER,
  VOTE_TALLY,
  VARIANT_NOUN,
  VARIANT_OF_A_NAME,
  classBeforeName,
  descriptionBeforeName,
  closesHeadlineDescription,
} from './name-capture-words.js'
import { type Capture, type NameToken, nameOfTokens } from './captured-names.js'

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
