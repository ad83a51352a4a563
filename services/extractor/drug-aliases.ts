/**
 * Other names a text gives a drug: "BRAND (generic)" in parentheses, and "X, also known as Y" / "formerly" / "a.k.a.".
 */
import { earlierAdverbs } from './lexicon/qualifiers.js'
import { continuesName, looksLikeNonproprietaryName } from './inn-stems.js'
import type { Capture } from './captured-names.js'
import { DESCRIPTION_HEAD_NOUN } from './name-capture-words.js'
import { isDrugLike, isNameLikeToken, stripMarks } from './name-tokens.js'
import { matchesOf } from './regexp-matches.js'
import { COMPANY_ROLES } from './lexicon/company-forms.js'
import { ATTRIBUTE_NOUNS, nameSecondWords } from './lexicon/descriptors.js'
import { salts } from './lexicon/products.js'
import { FORM_OR_ROUTE_WORDS } from './dosage-forms.js'
import { CAPITAL_STOP } from './lexicon/capital-stops.js'
import { asciiLowerCase, cachedPattern, escapeRegExp, nextNameStart } from './name-search.js'
import { closedWords } from './lexicon/function-words.js'
import { units } from './lexicon/products.js'
import { diseaseNouns } from './lexicon/conditions.js'
import {
  definedTermNouns,
  definedTermQualifiers,
  dosageForms,
  productNouns,
} from './lexicon/products.js'
import { attributeNouns, hyphenatedQualifiers, productModifiers } from './lexicon/descriptors.js'
import { studyNouns } from './lexicon/studies.js'
import { stockExchanges, wireServices } from './lexicon/non-names.js'
import { usAgencyNouns, foreignAgencies } from './lexicon/agencies.js'
import { applicationAcronyms } from './lexicon/applications.js'
import { dateNouns } from './lexicon/date-nouns.js'

// Parenthesised items that are no alias: "(NDA 214567)", "(Nasdaq: NRVL)", "(the "Company")", "(PDUFA)".
export const TICKER_OR_TERM = new RegExp(
  String.raw`^(?:s?nda|s?bla|anda|no\.?)\s*\d|^${studyNouns('phase', 'stage', 'part', 'cohort', 'study', 'trial')}\b|^(?:${stockExchanges('nasdaq', 'nyse', 'otc', 'otcqb', 'otcqx', 'tase', 'six', 'lse', 'amex', 'asx', 'tsx', 'ticker')})\b|^["“]|^the\b|^(?:${usAgencyNouns('fda')}|${applicationAcronyms('nda', 'bla')}|crl|${dateNouns('pdufa')}|${foreignAgencies('EMA')}|${wireServices('reuters', 'rttnews', 'prnewswire', 'benzinga')}|globe newswire|business wire)$`,
  'i',
)

/** Aliases written in parentheses right after a name: "ELEVIDYS (delandistrogene moxeparvovec-rokl)". */
const DESCRIPTOR = new RegExp(
  String.raw`^(?:for\s+)?(?:${productModifiers('live', 'recombinant', 'adjuvanted', 'inactivated', 'attenuated', 'purified', 'concentrated')}|lyophili[sz]ed|${dosageForms('suspension', 'injection', 'injectable', 'solution', 'oral', 'topical', 'intravenous', 'subcutaneous', 'cream', 'ointment', 'gel', 'foam', 'lotion', 'spray', 'patch', 'film', 'powder')}|tablets?|capsules?)$`,
  'i',
)

/** What a parenthesised item that is no name holds: a phrase of indication or application, a class noun. */
const ITEM_NOT_A_NAME = new RegExp(
  String.raw`\s${closedWords('in', 'for', 'with', 'of')}\s|-${hyphenatedQualifiers('associated', 'related', 'induced', 'mediated', 'positive', 'negative')}\b|\b(?:s?NDA|s?BLA|MAA|IND|${diseaseNouns('pain', 'disease', 'syndrome', 'disorder', 'cancer', 'carcinoma', 'infection', 'deficiency')}|tumou?rs?)\b|^[a-z][\w-]*\s+(?:${productNouns('ADC', 'inhibitor', 'antagonist', 'agonist', 'antibody', 'conjugate', 'vaccine', 'therapy', 'peptide')}|${attributeNouns('degrader', 'modulator', 'blocker')})s?$`,
  'i',
)

/** "(plaque psoriasis)", "(pediatric epilepsy)": an indication in lower case, by the ending of its last word. */
const INDICATION_ENDING =
  /^(?:[a-z][a-z-]*\s+){0,3}[a-z][a-z-]*(?:itis|iasis|osis|emia|pathy|epsy|algia|trophy|plasia|somnia)$/

/**
 * "(benzoyl peroxide, 3%, and tretinoin, 0.1%, cream)": parentheses that list the components of a combination, none of
 * them its name (and one may be another product's: "Epsira (benzoyl peroxide, 5%, cream)").
 */
export function listsComponents(inner: string): boolean {
  return /,\s*and\s/i.test(inner)
}

/**
 * A defined term right after a name is another name of it: 'KB-114 (the "Licensed Product")', '(the "Product
 * Candidate")', '("Zelvora" or the "Product")'. The quoted words are read as the name when they end on a noun of a
 * product, or are one capitalised word (a brand); '(the "Company")', '(the "Agreement")' stay terms, no names.
 */
const DEFINED_TERM_WORDS = String.raw`(?:(?:${definedTermQualifiers('Licensed', 'Licenced', 'Collaboration', 'Partnered', 'Royalty', 'Covered', 'Lead', 'Product')})\s+)?(?:${definedTermNouns('Product', 'Products', 'Candidate', 'Compound', 'Drug')})`
const DEFINED_TERM_NAME = new RegExp(String.raw`^${DEFINED_TERM_WORDS}$`)
/** A defined term of a product ("Licensed Product", "Product Candidate"): never the name a fact is published under. */
export function isDefinedProductTerm(name: string): boolean {
  return DEFINED_TERM_NAME.test(name)
}
const DEFINED_PRODUCT_TERM = new RegExp(
  String.raw`^(?:the\s+)?["“](?:(${DEFINED_TERM_WORDS})|([A-Z][\w-]{2,})[\u00AE\u2122]?)["”]$`,
)
/** The name a parenthesised defined term gives ('the "Licensed Product"', '"Zelvora"'), or null. */
function definedTerm(item: string): string | null {
  const m = DEFINED_PRODUCT_TERM.exec(item)
  if (m === null) return null
  if (m[1] !== undefined) return m[1]
  // One capitalised word: a brand only ('"Zelvora"'), never a term of the agreement ('"Company"', '"Agreement"').
  const word = m[2]!
  return !CAPITAL_STOP.has(word.toLowerCase()) && isNameLikeToken(word, 'capital') ? word : null
}

/** "also known as", "formerly", "or", "aka" leading an alias. */
const ALIAS_LEAD = new RegExp(
  String.raw`^(?:also known as|${earlierAdverbs('formerly')}|${closedWords('or')}|aka)\s+`,
  'i',
)
/** "10 mg", "5%": a strength, not a name. */
const STRENGTH = new RegExp(String.raw`^[\d.,]+\s*(?:%|${units('mg', 'mcg', 'ml', 'g')})\b`, 'i')

/** "NDA", "sBLA": an item that is only the application noun. */
const APPLICATION_ITEM = /^(?:s?NDA|s?BLA|MAA)$/
/** "hereditary angioedema", "pediatric migraine": lower-case words, more than one. */
const LOWER_CASE_PHRASE = /^[a-z][\w-]*(?:\s+[a-z][\w-]*)+$/

export function parentheticalAliases(text: string, afterName: number): string[] {
  // Asked for every name read: most are followed by no parenthesis, which a look at the characters tells without a copy.
  const reach = Math.min(text.length, afterName + 90)
  let open = afterName
  while (open < reach && (text.charCodeAt(open) === 32 || text.charCodeAt(open) === 9)) open++
  if (open >= reach || text.charCodeAt(open) !== 40) return []
  const m = /^[ \t]*\(([^()\n]{1,80})\)/.exec(text.slice(afterName, afterName + 90))
  if (m === null) return []
  const items = (m[1] ?? '').split(/\s*(?:,\s*(?:or\s+)?|;\s*|\s+or\s+|\/(?=\s))\s*/)
  if (listsComponents(m[1] ?? '')) return []
  // "Vestara (NDA, hereditary angioedema): PDUFA D": parentheses that name the application are the item's label, its
  // other fields the indication, not names (a lower-case phrase among them; a name of one word or a code still is).
  const labelled = items.some((item) => APPLICATION_ITEM.test(item))
  return items
    .map((item) => definedTerm(item) ?? stripMarks(item.replace(ALIAS_LEAD, '')))
    .filter(
      (item) =>
        item.length >= 2 &&
        item.split(/\s+/).length <= 4 &&
        !TICKER_OR_TERM.test(item) &&
        // "(clobetasol foam, 0.05%)": a number or a strength is no name.
        /[A-Za-z]/.test(item) &&
        !STRENGTH.test(item) &&
        // "(Marburg Virus Vaccine, Live)", "(..., for Injection)": a descriptor of the product, not a name of it.
        !DESCRIPTOR.test(item) &&
        // "(ZP-301, endometriosis-associated pain)", "(FRB-114, NDA in schizophrenia)", "(KX-2, bispecific ADC)": the
        // item's indication, application or class, not another name.
        !ITEM_NOT_A_NAME.test(item) &&
        // "Zelvora (plaque psoriasis) and Ostrelva (atopic dermatitis)": lower-case words ending as a disease's name.
        !INDICATION_ENDING.test(item) &&
        !(labelled && LOWER_CASE_PHRASE.test(item)),
    )
}

/**
 * What may follow the nonproprietary name inside its parentheses: its second word ("alfa", "pegol", with a biologic's
 * suffix), a salt ("sodium"), the words of a dosage form or route ("tablets", "for injection").
 */
const AFTER_GENERIC = String.raw`(?:${nameSecondWords('alfa', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'pegol')}(?:-[a-z]{4})?|${salts('acid', 'sodium', 'potassium', 'calcium', 'hydrochloride', 'mesylate', 'citrate', 'sulfate', 'acetate', 'phosphate', 'tartrate', 'maleate', 'fumarate', 'succinate')}|${closedWords('for')}|${[...FORM_OR_ROUTE_WORDS].sort((a, b) => b.length - a.length).join('|')})`
/**
 * The parentheses' words when they hold only a nonproprietary name in lower case (captured: the word, and a second
 * word of the name): "(dravelunor)", "(talnemidase alfa-xyzz)", "(dravelunor sodium)", "(dravelunor tablets)", and a
 * source with its biologic suffix after a comma ("(plasminogen, human-tvmh)").
 */
const GENERIC_IN_PARENTHESES = new RegExp(
  String.raw`^([a-z][a-z]{5,}(?:-[a-z]{4})?)((?:\s+${AFTER_GENERIC}){0,3})(?:,\s*[a-z]{3,12}-[a-z]{4})?$`,
)
const SECOND_WORD = new RegExp(
  String.raw`^\s+(${nameSecondWords('alfa', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'pegol')}(?:-[a-z]{4})?)\b`,
)

/**
 * "Quorvex (dravelunor)", "KELVARO™ (talnemidase alfa-xyzz) injection", "Zelvora (plasminogen, human-tvmh)": a brand
 * followed by its nonproprietary name in parentheses, in lower case, names a product by that shape alone, whether or not
 * the name's stem is known (nameBeforeParenthesis reads the brand). The word must be shaped like a nonproprietary name
 * (six letters or more, no English ending, no English or disease word) and be no company's role or attribute noun;
 * an article, a class or a ticker ("(a GLP-1 agonist)", "(the Company)", "(NASDAQ: NMBX)") is none. The generic name,
 * or null.
 */
export function shapedGenericIn(inner: string): string | null {
  const m = GENERIC_IN_PARENTHESES.exec(inner)
  if (m === null) return null
  const word = m[1]!
  const bare = word.replace(/-[a-z]{4}$/, '')
  if (
    !isNameLikeToken(word, 'shaped') ||
    Object.hasOwn(COMPANY_ROLES, bare) ||
    Object.hasOwn(ATTRIBUTE_NOUNS, bare) ||
    FORM_OR_ROUTE_WORDS.has(bare)
  )
    return null
  const second = SECOND_WORD.exec(m[2] ?? '')
  return second === null ? word : `${word} ${second[1]}`
}

/**
 * Every "BRAND (generic)" of the sentences whose generic has no known stem (shapedGenericIn): the brand, capitalised or
 * in capitals, optionally marked ("KELVARO(tm)"), in the text's offsets, and the generic.
 */
export function shapedBrandNames(
  text: string,
  sentences: readonly { start: number; end: number }[],
): { brand: Capture; generic: string }[] {
  const found: { brand: Capture; generic: string }[] = []
  if (!text.includes('(')) return found
  for (const sentence of sentences) {
    const words = text.slice(sentence.start, sentence.end)
    if (!words.includes('(')) continue
    for (const paren of matchesOf(PARENTHESES, words)) {
      const inner = paren[1] ?? ''
      if (isDrugLike(inner.split(/\s*,\s*/)[0] ?? '')) continue
      const generic = shapedGenericIn(inner)
      if (generic === null) continue
      const brand = nameBeforeParenthesis(words, paren.index ?? 0)
      if (brand === null || !/^[A-Z]/.test(brand.name)) continue
      found.push({
        brand: { ...brand, start: brand.start + sentence.start, end: brand.end + sentence.start },
        generic,
      })
    }
  }
  return found
}
const PARENTHESES = /\(([^()]{2,60})\)/g

/** The name written just before "(" when the parentheses hold a drug: "Exondys 51 (eteplirsen)", "Anktiva™ (N-803)". */
export function nameBeforeParenthesis(text: string, parenthesis: number): Capture | null {
  const before = text.slice(Math.max(0, parenthesis - 80), parenthesis)
  const m =
    /((?:[A-Z][\w-]*|[A-Z0-9][A-Z0-9-]*\d)(?:[ ]+(?:[A-Z][\w-]*|\d{1,3}))?(?:[ ]*(?:[\u00AE\u2122]|\((?:TM|tm)\)|\(R\)))?)\s*$/.exec(
      before,
    )
  if (m === null) {
    // "selatrocin (QP-440)": a lower-case name shaped like a nonproprietary one names the same drug as its code.
    const lower = /\b([a-z][a-z-]{5,})\s*$/.exec(before)
    if (lower === null || !looksLikeNonproprietaryName(lower[1]!)) return null
    // "betibeglogene autotemcel (beti-cel)": a name of two words is named whole, never by the word it shares with others.
    const pair = /\b([a-z][a-z-]{3,})\s+([a-z][a-z-]{5,})\s*$/.exec(before)
    if (pair !== null && continuesName(pair[1]!, pair[2]!)) {
      const start = parenthesis - before.length + pair.index
      const name = `${pair[1]} ${pair[2]}`
      return { name, start, end: start + pair[0].trimEnd().length }
    }
    const start = parenthesis - before.length + lower.index
    return { name: lower[1]!, start, end: start + lower[1]!.length }
  }
  const raw = m[1] ?? ''
  const words = stripMarks(raw).split(' ')
  if (words.every((w) => CAPITAL_STOP.has(w.toLowerCase()) || /^\d+$/.test(w))) return null
  if (CAPITAL_STOP.has((words[0] ?? '').toLowerCase())) return null
  const start = parenthesis - before.length + (m.index ?? 0)
  // "the dual GLP1-agonist Zelvora® (tovaglutide)": a description's head before the brand is no word of it.
  if (words.length === 2 && DESCRIPTION_HEAD_NOUN.test(words[0]!)) {
    const own = raw.indexOf(words[1]!)
    return {
      name: stripMarks(raw.slice(own)),
      start: start + own,
      end: start + raw.trimEnd().length,
    }
  }
  return { name: stripMarks(raw), start, end: start + raw.trimEnd().length }
}

/**
 * The alias phrases of the "also known as" pattern below, alone: a superset of its matches. "Zelvora, also known as
 * NRV-101", "tamrilimab (formerly KST-7)", "previously called Ostrava", "a.k.a. Tarvelin".
 */
const ALIAS_PHRASE_SOURCE = String.raw`also\s+known\s+as|formerly|previously\s+(?:known\s+as|called)|a\.?k\.?a\.?`
/** Whether a text holds an alias phrase. */
export const ALIAS_PHRASE = new RegExp(ALIAS_PHRASE_SOURCE, 'i')
/** Every alias phrase of a text, in turn (aliasNameEnds). */
const ALIAS_PHRASE_ALL = new RegExp(ALIAS_PHRASE_SOURCE, 'gi')

/**
 * Every offset where a name followed by an alias phrase could end: walking back from each place an alias phrase starts
 * over what the pattern allows between them (spaces, a comma, a mark, a parenthesis). A superset of the pattern's ends.
 */
export function aliasNameEnds(folded: string): Set<number> {
  const ends = new Set<number>()
  // Every offset where a phrase starts, overlapping ones included: the next search starts one past the last start.
  ALIAS_PHRASE_ALL.lastIndex = 0
  for (
    let m = ALIAS_PHRASE_ALL.exec(folded);
    m !== null;
    ALIAS_PHRASE_ALL.lastIndex = m.index + 1, m = ALIAS_PHRASE_ALL.exec(folded)
  ) {
    const q = m.index
    let e = q
    ends.add(e)
    while (e > 0) {
      const ch = folded[e - 1]!
      if (ch === ',' || ch === '\u00AE' || ch === '\u2122' || /\s/.test(ch)) e--
      else if (ch === ')') {
        let k = e - 2
        while (k >= 0 && folded[k] !== '(' && folded[k] !== ')') k--
        if (k < 0 || folded[k] !== '(') break
        e = k
      } else break
      ends.add(e)
    }
  }
  return ends
}

/** Whether the name's last word (ASCII, compared without case as the pattern does) ends at one of `ends`; true when unsure. */
export function mayEndAt(folded: string, name: string, ends: ReadonlySet<number>): boolean {
  const last = name.split(/\s+/).pop() ?? ''
  if (last.length === 0 || /[^\x00-\x7f]/.test(last)) return true
  const lower = last.toLowerCase()
  for (const e of ends)
    if (e >= last.length && folded.slice(e - last.length, e).toLowerCase() === lower) return true
  return false
}

/**
 * What may stand between a name and its alias phrase, the phrase, and the other name (captured): after "Zelvora" in
 * "Zelvora™ (tamrilimab), also known as NRV-101" it captures "NRV-101".
 */
const ALIAS_TAIL = String.raw`(?:\s*[\u00AE\u2122])?(?:\s*\([^()]{1,60}\))?\s*,?\s*(?:also\s+known\s+as|formerly(?:\s+known\s+as)?|previously\s+(?:known\s+as|called)|a\.?k\.?a\.?)\s+([A-Za-z][\w-]*[A-Za-z0-9])`
const ALIAS_TAIL_AT = new RegExp(ALIAS_TAIL, 'iy')

/**
 * The other names of `name` ("X, also known as Y" → Y), in text order: the matches of `(?<![\w-])X` + ALIAS_TAIL over the
 * text, as matchAll finds them. The name part matches at one length only (literal words joined by \s+), so the name is
 * found by a short pattern and the tail, the same for every name, is tried right after it: one compiled tail instead
 * of a long pattern compiled per name. A one-word ASCII name needs no pattern at all: it is found with indexOf in
 * `asciiLower` (asciiLowerCase of the text), with nextNameStart, as in occurrences().
 */
export function aliasesAfter(folded: string, asciiLower: string, name: string): string[] {
  const words = name.split(/\s+/)
  const escaped = words.map(escapeRegExp).join('\\s+')
  const found: string[] = []
  if (words.some((w) => w.length === 0)) {
    for (const m of folded.matchAll(cachedPattern(`(?<![\\w-])${escaped}${ALIAS_TAIL}`)))
      found.push(m[1] ?? '')
    return found
  }
  // One ASCII word: found with indexOf (see nextNameStart); otherwise the cached pattern itself, not a copy: lastIndex is
  // set before every exec and put back to 0 after the loop.
  const oneAsciiWord = words.length === 1 && !/[^\x00-\x7f]/.test(name)
  const needle = oneAsciiWord ? asciiLowerCase(name) : ''
  const head = oneAsciiWord ? null : cachedPattern(`(?<![\\w-])${escaped}`)
  let from = 0
  while (from <= folded.length) {
    let start: number
    let end: number
    if (head === null) {
      start = nextNameStart(folded, asciiLower, needle, from)
      if (start === -1) break
      end = start + needle.length
    } else {
      head.lastIndex = from
      const m = head.exec(folded)
      if (m === null) break
      start = m.index
      end = m.index + m[0].length
    }
    ALIAS_TAIL_AT.lastIndex = end
    const tail = ALIAS_TAIL_AT.exec(folded)
    if (tail === null) {
      from = start + 1
      continue
    }
    found.push(tail[1] ?? '')
    from = ALIAS_TAIL_AT.lastIndex
  }
  if (head !== null) head.lastIndex = 0
  return found
}
