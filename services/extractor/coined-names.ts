/**
 * The last resort for a goal date whose drug no slot read: a coined capitalised word near the date that no English
 * word, company, person or place is ("If approved, Zelvora would be the first ... The PDUFA goal date is D"). Only one
 * such word may stand in the date's sentence and the two before it; with two the date stays held as `no_drug`.
 */
import { DEFINITE_DETERMINERS } from './lexicon/determiners.js'
import type { Document } from './document.js'
import type { ResolvedDrug } from './drug-resolution.js'
import { brandShapedWords } from './capitalised-names.js'
import { isNameLikeToken } from './name-tokens.js'
import {
  BIOMARKER_WORD,
  CONDITION_ENDING,
  DISEASE_NOUN_AFTER,
  writtenAsEponym,
} from './condition-names.js'
import { deviceHeadAfter } from './name-ends.js'
import { looksLikeNonproprietaryName } from './inn-stems.js'
import { toldPast, toldPastOrPresent } from './lexicon/telling.js'
import { matchesOf } from './regexp-matches.js'
import { closedWords } from './lexicon/function-words.js'
import { productNouns, dosageForms, receiptVerbs } from './lexicon/products.js'
import { productModifiers } from './lexicon/descriptors.js'
import { dateNouns } from './lexicon/date-nouns.js'
import { decisionNouns } from './lexicon/review.js'
import { dateQualifiers } from './lexicon/qualifiers.js'
import { capitalised } from './lexicon/compile.js'
import { conditionWords, intentionForms } from './lexicon/hedges.js'
import { agentDoings, businessDeals, companyHoldings, officerTitles } from './lexicon/agents.js'
import { legalForms } from './lexicon/company-forms.js'
import { applicationNouns, filingVerbs } from './lexicon/applications.js'
import { studyNouns } from './lexicon/studies.js'
import { otherEvents } from './lexicon/events.js'

/** "If approved, ", "Once accepted, ": a condition opening the sentence, before its subject. */
const SENTENCE_CONDITION = capitalised(
  `(?:${conditionWords('if', 'once', 'upon', 'assuming')}|${closedWords('when')})`,
)

/**
 * The first word of a sentence, when a predicate follows it ("Zelvora received ...", "Ostrelva, which ...", "Zelvora,
 * approved by the FDA in 2021 for adults, is ...": only a product is approved or marketed).
 */
const OPENING_WORD = new RegExp(
  String.raw`^\s*(?:${SENTENCE_CONDITION}\b[^,;]{0,60},\s*)?([A-Z][a-z]+[a-z0-9-]*|[a-z]{6,}(?=\s+would|\s+could))(?:\u00AE|\u2122)?(?=\s+(?:(?:is|was)\s+(?:${closedWords('under', 'being')}|approved|not\s+yet|the\s+subject|an?\s+(?:[\w-]+\s+){0,3}(?:${productNouns('therapy', 'treatment', 'drug', 'medicine', 'product', 'candidate', 'formulation', 'antibody', 'vaccine', 'inhibitor', 'version', 'combination')}|${dosageForms('injection', 'tablet', 'capsule')})\b)|has\s+(?:${closedWords('been')}|not|received|a\s+PDUFA)|${closedWords('remains', 'may', 'could', 'would')}|${receiptVerbs('received')}|will\s+be|combines|targets|and\s+[A-Z])|\s*\(|,\s+${closedWords('which', 'a', 'an', 'our', 'its', 'the')}\s|,\s+(?:approved|marketed)\s|['’]s\s+(?:PDUFA|${dateNouns('target', 'goal', 'review')}|${decisionNouns('approval')}|label))`,
)
/** A lower-case word after a product noun ("drug candidate resmetirom") or before an application noun ("the reproxalap NDA"). */
const LOWERCASE_IN_PRODUCT_PLACE = new RegExp(
  String.raw`\b${productNouns('candidate', 'drug', 'therapy', 'product', 'compound', 'medicine', 'treatment', 'agent')}\s+([a-z]{7,})\b|\b${DEFINITE_DETERMINERS}\s+([a-z]{7,})\s+(?:s?NDA|s?BLA|[Nn]ew\s+[Dd]rug\s+[Aa]pplication|application)\b`,
  'g',
)
/** Endings of diseases and English nouns a shape test lets through: "schizophrenia", "anaphylaxis", "hypercortisolism". */
const NOT_A_NAME_ENDING = /(?:ia|axis|ism|osis|itis|emia|oma|pathy|ness|tion|ment)$/
/** A sentence's first word, followed by a comma or a lower-case word. */
const FIRST_WORD = /^\s*([A-Z][a-z]+[a-z0-9-]*)(?=,\s|\s+[a-z])/
/** "lead", "investigational", "novel", "new" before a product noun: "Norvale's lead drug candidate". */
const PRODUCT_QUALIFIER = productModifiers(
  'lead',
  'investigational',
  'experimental',
  'novel',
  'new',
)

/**
 * An owner's possessive before the description of its product, as the trade press writes it: "denied approval of
 * Norvale's nasal spray rescue medication", "approved Norvale's ( NRVL ) oral drug", "rejects Norvale's nasal spray for
 * migraine": the possessor is the company (its ticker in parentheses may follow the possessive), the product only
 * described. Up to three lower-case words before a product noun or "medication", none a closed-class or regulatory word
 * ("Zelvora's label as a treatment" stays the product's); or a route and a dosage form followed by the use it is "for".
 */
const OWNED_DESCRIPTION = String.raw`^['’]s?(?:\s*\(\s*(?:[A-Za-z]{2,8}\s*:\s*)?[A-Z]{1,6}\s*\))?\s+(?:(?:(?!${closedWords('as', 'a', 'an', 'the', 'for', 'of', 'in', 'to', 'and', 'with', 'on', 'by', 'is', 'was')}\b|${decisionNouns('approval')}\b|label\b|review\b)[a-z][\w-]{1,14}\s+){1,3}(?:${productNouns('drug', 'therapy', 'treatment', 'medicine', 'pill', 'vaccine')}|medication)s?\b(?!\s+(?:${applicationNouns('application', 'submission')}|s?NDA|s?BLA)\b)|(?:${dosageForms('nasal', 'oral', 'topical', 'inhaled', 'intranasal')}\s+)?${dosageForms('spray', 'tablet', 'injection', 'film', 'patch', 'powder')}s?\s+for\b)`
/**
 * A person or a company, by what it does: "Whitfield said", "Whitfield, Chief Executive Officer", "Halden submitted
 * revisions", "Norvale takes home a win", "Norvale's NASH drug". A product receives and has; it does not announce, submit, plan or
 * own a drug.
 */
const AGENT_AFTER = new RegExp(
  String.raw`^\s*(?:${toldPastOrPresent(['say', 'announce', 'report'])}|${toldPast(['add', 'comment', 'note', 'state', 'explain'])}|${filingVerbs('submitted', 'submits', 'resubmitted', 'resubmits', 'filed', 'files')}|${agentDoings('completed', 'initiated', 'enrolled', 'presented', 'takes', 'took', 'raised', 'signed', 'entered', 'acquired', 'hired', 'prepares')}|${intentionForms('plans', 'planned', 'intends', 'expects', 'believes')}|is\s+(?:${agentDoings('working', 'preparing', 'seeking', 'developing', 'hosting')}|${intentionForms('planning')})|has\s+been\s+working|${companyHoldings('shares', 'stock')})\b|^,\s+(?:${officerTitles('Chief', 'CEO', 'President', 'Vice', 'Senior', 'Head', 'Director')}|M\.D\.|Ph\.D\.|${legalForms('Inc', 'Ltd', 'LLC')})\b|^['’]s?\s+(?:${companyHoldings('shares', 'stock', 'board', 'subsidiary', 'pipeline')}|${officerTitles('CEO', 'Chief')}|s?NDA|s?BLA|${applicationNouns('application', 'submission')}|partners?|collaborators?|licensees?|affiliates?|(?:[\w-]{2,12}\s+)?(?:${PRODUCT_QUALIFIER}\s+)?(?:${productNouns('drug', 'therapy', 'treatment', 'medicine', 'pill', 'vaccine')}|(?:product\s+)?candidate)(?!\s+application))\b|^\.,|${OWNED_DESCRIPTION}`,
  'i',
)
/** A place or an organisation: "in Boston", "from Basel". */
const PLACE_BEFORE = new RegExp(
  String.raw`\b(?:${closedWords('in', 'at', 'from', 'near')}|based\s+in|headquartered\s+in)\s+$|[A-Z]{2,},\s+$`,
)
/** A person after the verb of a quote or a title: "said Whitfield", "according to Whitfield", "Dr. Whitfield". */
const PERSON_BEFORE = new RegExp(
  String.raw`\b(?:${toldPastOrPresent(['say'])}|${toldPast(['add', 'note', 'explain'])}|according\s+to|Dr\.|Mr\.|Ms\.|Mrs\.|Prof\.)\s+$`,
)
/** Part of a longer proper name: a capitalised word right before or after it ("Dana Whitfield", "New Jersey"). */
// Any script's letters: "Inés Duarte", "Lucía Ferreyra".
const CAPITAL_BEFORE = /\p{Lu}\p{Ll}+\s+$/u
const CAPITAL_AFTER = /^\s+\p{Lu}\p{Ll}/u

/**
 * "the trials for Kestrel", "an agreement with Norvale", "shares of Halden": nouns whose object is as often a company
 * the text gives no legal form. Not "data for": its object is a product ("12-month stability data for X"); "data from"
 * still may be a company's.
 */
const COMPANY_OBJECT_BEFORE = new RegExp(
  // "agreed to be acquired by France's Ipsen": the agent of an acquisition, a country's possessive before it.
  String.raw`\b${agentDoings('acquired')}\s+by\s+(?:[A-Z][\w-]*['’]s\s+)?$|\b(?:${studyNouns('trial', 'trials', 'studies')}|${otherEvents('results')}|${otherEvents('data')}(?!\s+for\b)|${companyHoldings('rights', 'shares', 'stock', 'investor', 'investors', 'employees', 'team', 'management')}|partner(?:ship)?|${businessDeals('agreement', 'collaboration', 'acquisition', 'merger', 'deal', 'license', 'loan', 'financing', 'offering')})\s+${closedWords('for', 'of', 'with', 'by', 'from', 'to')}\s+$`,
  'i',
)

/**
 * "Zelvora is the first FDA-approved Degratac", "the only approved LYTAC": the predicate's noun is the class the product
 * belongs to, not another product.
 */
const CLASS_NOUN_BEFORE = new RegExp(
  String.raw`\b${closedWords('is', 'was', 'becomes', 'became', 'as')}\s+(?:the|an?)\s+(?:${dateQualifiers('first')}|only|first-and-only|first-in-class|best-in-class|sole)\s+(?:(?!${closedWords('for', 'to', 'of', 'in', 'with', 'by', 'from', 'and')}\b)[\w-]+\s+){0,3}$`,
  'i',
)

interface CoinedWord {
  word: string
  start: number
  /** Only counted: a sentence's first word with no product's predicate after it ("Zelvora, unlike Ostrelva, has ..."). */
  countsOnly: boolean
}

/** What the coined names read of a document: its sentences and the lexicon's companies. */
type CoinedNamesInput = Pick<Document, 'sentenceTexts' | 'boilerplate' | 'folded' | 'lexicon'>

function candidatesOf(doc: CoinedNamesInput, text: string): CoinedWord[] {
  const companies = doc.lexicon.companies
  const words: CoinedWord[] = brandShapedWords(text, companies).map((c) => ({
    word: c.name,
    start: c.start,
    countsOnly: false,
  }))
  const opening = OPENING_WORD.exec(text)
  const first = FIRST_WORD.exec(text)
  // A lower-case subject after a fronted condition ("If approved, velcaritide would ...") only when shaped like a name.
  // "Recently, the FDA ...", "Ultimately, the agency ...": an adverb in -ly before the comma is no apposition's head.
  if (
    opening !== null &&
    !(
      /^[A-Z][a-z]+ly$/.test(opening[1]!) &&
      /^\s*,/.test(text.slice(opening.index + opening[0].length))
    ) &&
    isNameLikeToken(opening[1]!, /^[a-z]/.test(opening[1]!) ? 'shaped' : 'product')
  )
    words.push({
      word: opening[1]!,
      start: opening.index + opening[0].length - opening[1]!.length,
      countsOnly: false,
    })
  // "Separately, ...": an adverb opening the sentence is no name; nor is an English compound whose hyphen joins two
  // lower-case parts ("Pre-launch activities for X ...", "Late-stage spending on X ...").
  else if (
    first !== null &&
    !/ly$/.test(first[1]!) &&
    !/^[A-Z][a-z]+-[a-z]+$/.test(first[1]!) &&
    isNameLikeToken(first[1]!, 'product')
  )
    words.push({
      word: first[1]!,
      start: first.index + first[0].length - first[1]!.length,
      countsOnly: true,
    })
  // "its lead drug candidate resmetirom", "the reproxalap NDA": a lower-case word shaped like a nonproprietary name, where a
  // product stands (after a product noun or before an application noun).
  for (const m of matchesOf(LOWERCASE_IN_PRODUCT_PLACE, text)) {
    const word = m[1] ?? m[2] ?? ''
    if (!looksLikeNonproprietaryName(word) || NOT_A_NAME_ENDING.test(word)) continue
    words.push({ word, start: text.indexOf(word, m.index ?? 0), countsOnly: false })
  }
  return words.filter(({ word, start }) => {
    const before = text.slice(Math.max(0, start - 30), start)
    const after = text.slice(start + word.length, start + word.length + 40)
    return (
      !companies.includes(word.toLowerCase()) &&
      word.length >= 4 &&
      !AGENT_AFTER.test(after) &&
      !DISEASE_NOUN_AFTER.test(after) &&
      // "the Halbrook application" where the text writes "Halbrook syndrome": the condition's eponym.
      !writtenAsEponym(doc.folded, word) &&
      // "FDA Approves Drug for Neutropenia in Adults": a headline's disease, by its ending.
      !CONDITION_ENDING.test(word) &&
      // "the Norway-based company said", "ALK-positive patients": a word whose hyphen makes it an attribute (of a company,
      // of patients) is never a product's coined name, as it is never one the name gate admits (name-admission.ts).
      !BIOMARKER_WORD.test(word) &&
      // "the Velmora infusion pump": a device's name (name-ends.ts).
      !deviceHeadAfter(text.slice(start + word.length, start + word.length + 120)) &&
      !after.startsWith('-') &&
      !word.endsWith('-') &&
      !PLACE_BEFORE.test(before) &&
      !PERSON_BEFORE.test(before) &&
      !CAPITAL_BEFORE.test(before) &&
      !CAPITAL_AFTER.test(after) &&
      !COMPANY_OBJECT_BEFORE.test(before) &&
      !CLASS_NOUN_BEFORE.test(text.slice(Math.max(0, start - 80), start))
    )
  })
}

/**
 * The coined words of one sentence a reading may take as its own product (the last resort's filters: no company, no
 * agent, no place, no person, four letters at least), in the order written; the sentence's first word only counted is left
 * out.
 */
export function coinedWordsOf(
  doc: CoinedNamesInput,
  text: string,
): Array<{ word: string; start: number }> {
  return candidatesOf(doc, text)
    .filter((w) => !w.countsOnly)
    .map(({ word, start }) => ({ word, start }))
}

/**
 * `reach`: how many sentences before the fact's own are read (two for a goal date; none for a decision, whose sentence
 * names what was decided: "Our partner announced FDA approval of its product Kelvarix" is Kelvarix's, not the filer's
 * drug named the sentence before).
 */
export function coinedNameNear(
  doc: CoinedNamesInput,
  sentenceIndex: number,
  reach = 2,
): ResolvedDrug | null {
  // "the former has a PDUFA date": an anaphor the lexicon could not resolve picks no other word either.
  if (/\bthe\s+(?:former|latter)\b/i.test(doc.sentenceTexts[sentenceIndex] ?? '')) return null
  const found = new Map<string, { sentence: number; countsOnly: boolean }>()
  for (let i = sentenceIndex; i >= Math.max(0, sentenceIndex - reach); i--) {
    if (doc.boilerplate[i]) continue
    for (const { word, countsOnly } of candidatesOf(doc, doc.sentenceTexts[i] ?? '')) {
      const seen = found.get(word)
      if (seen === undefined) found.set(word, { sentence: i, countsOnly })
      else if (!countsOnly) seen.countsOnly = false
    }
  }
  if (found.size > 1) return referredBack(doc, sentenceIndex)
  if (found.size !== 1) return null
  const [[name, { sentence, countsOnly }]] = [...found.entries()] as [
    [string, { sentence: number; countsOnly: boolean }],
  ]
  if (countsOnly) return null
  return {
    // An entity of its own, one per name, apart from the lexicon's (counted up from 0) and the unread drug's (-1).
    entity: -2 - doc.folded.indexOf(name),
    name,
    aliases: [],
    sentence,
    via: sentence === sentenceIndex ? 'same' : 'previous',
  }
}

/**
 * "X is an experimental treatment ... and the drug has a PDUFA decision date of D": a definite product noun refers back
 * to the one word its sentence coins before it, whatever other words the sentences before coin ("X (Poly A: Poly B) NDA").
 * None when the sentence coins another word, before the noun or after it.
 */
function referredBack(doc: CoinedNamesInput, sentenceIndex: number): ResolvedDrug | null {
  const text = doc.sentenceTexts[sentenceIndex] ?? ''
  const anaphor = REFERRING_NOUN.exec(text)
  if (anaphor === null || doc.boilerplate[sentenceIndex]) return null
  const words = candidatesOf(doc, text).filter((w) => !w.countsOnly)
  const names = new Set(words.map((w) => w.word))
  if (names.size !== 1 || words.some((w) => w.start > anaphor.index)) return null
  const name = words[0]!.word
  return {
    entity: -2 - doc.folded.indexOf(name),
    name,
    aliases: [],
    sentence: sentenceIndex,
    via: 'same',
  }
}
const REFERRING_NOUN = new RegExp(
  String.raw`\b${closedWords('and', 'while', 'whereas')}\s+the\s+${productNouns('drug', 'product', 'therapy', 'medicine', 'candidate')}\s+(?:now\s+)?${closedWords('has', 'had', 'is', 'was')}\b`,
  'i',
)

/**
 * The coined names of one sentence in the order it writes them, each once (a list the next sentence's "respectively"
 * pairs with its dates: "for Zelvora (plaque psoriasis) and for Ostrelva (atopic dermatitis); ... D1 and D2,
 * respectively"). Empty when the sentence names none.
 */
export function coinedNamesInOrder(doc: CoinedNamesInput, sentenceIndex: number): ResolvedDrug[] {
  if (doc.boilerplate[sentenceIndex]) return []
  const names: ResolvedDrug[] = []
  const words = candidatesOf(doc, doc.sentenceTexts[sentenceIndex] ?? '')
    .filter((w) => !w.countsOnly)
    .sort((a, b) => a.start - b.start)
  for (const { word } of words) {
    if (names.some((n) => n.name === word)) continue
    names.push({
      entity: -2 - doc.folded.indexOf(word),
      name: word,
      aliases: [],
      sentence: sentenceIndex,
      via: 'same',
    })
  }
  return names
}
