/**
 * Clause shapes the date grammars share (phrase-bindings.ts, move-verbs.ts, decision-frames.ts): where a clause starts, the asides a gap
 * may embed without changing topic, and the words that give a nearby date to another event.
 */
import { matchesOf } from './regexp-matches.js'
import { closedWords } from './lexicon/function-words.js'
import { partneringParticiples } from './lexicon/company-forms.js'
import {
  usAgencyNouns,
  foreignAgencies,
  foreignMarkets,
  otherUserFeeProgrammes,
} from './lexicon/agencies.js'
import { otherEvents } from './lexicon/events.js'
import { studyNouns } from './lexicon/studies.js'
import { approvingForms } from './lexicon/review.js'
import { filingVerbs } from './lexicon/applications.js'
import { dosageForms, productNouns, receiptVerbs } from './lexicon/products.js'
import { diseaseNouns } from './lexicon/conditions.js'
import { toldPast } from './lexicon/telling.js'
import { PURPOSE_PHRASE } from './lexicon/descriptors.js'
import { decisionNouns } from './lexicon/review.js'
import { applicationNouns } from './lexicon/applications.js'

// "advisory" in "the PDUFA goal date and the advisory committee meeting on D": a word in the gap that gives the date to another event.
// "approval in" an approval's own time ("approval in 2019"), not the market a date's approval is sought in ("the PDUFA
// action date for full approval in the US is D").
export const GAP_DISQUALIFIER = new RegExp(
  String.raw`\b(?:${otherEvents('advisory', 'committee', 'adcomm', 'adcom', 'panel', 'hearing', 'meeting', 'readout', 'data', 'results', 'launch', 'earnings', 'conference', 'webcast', 'call', 'inspection', 'patent', 'exclusivity', 'designation', 'webinar', 'presentation', 'shareholder', 'annual', 'quarter', 'fiscal')}|top-?line|${studyNouns('trial', 'study')}|${filingVerbs('submitted', 'filed')}|submission\s+date|months?\s+(?:from|after)\s+(?:the\s+)?(?:${applicationNouns('submission', 'filing', 'receipt', 'acceptance')})|${receiptVerbs('received')}|${applicationNouns('receipt')}|${toldPast(['announce', 'notify', 'inform', 'communicate'])}|${otherUserFeeProgrammes('gdufa', 'bsufa', 'mdufa')}|expir\w*|${approvingForms('approved')}|approval\s+(?:${closedWords('on')}|in(?!\s+(?:the\s+)?(?:u\.s\.|us\b|united\s+states\b))|date)|${foreignAgencies('EMA', 'CHMP', 'MHRA', 'PMDA', 'NMPA')}|${foreignMarkets('european', 'japan', 'china', 'canada')}|day[- ]74|${decisionNouns('letter')})\b|;`,
  'i',
)

// ", " and "but" in "the FDA accepted the NDA, but the PDUFA date is D"; none inside parentheses.
// A line that starts on a capital after a line break is a clause of its own (a headline over its body), not a hard wrap.
const CLAUSE_BREAK = new RegExp(
  String.raw`(?:[;:(]|,\s|\b${closedWords('and', 'but', 'while', 'whereas', 'although', 'though')}\b)(?![^(]*\))`,
  'gi',
)
// Case-sensitive, apart from CLAUSE_BREAK: only a capital opens a line of its own.
const LINE_OF_ITS_OWN = /\n(?=[A-Z])/g

/** Start of the clause that contains `offset` (after the last comma, semicolon, colon, parenthesis or conjunction). */
export function clauseStart(sentence: string, offset: number): number {
  // Clauses are local: looking back a few hundred characters is enough and keeps long run-on text linear.
  const from = Math.max(0, offset - 400)
  let start = from
  for (const m of matchesOf(CLAUSE_BREAK, sentence.slice(from, offset)))
    start = from + (m.index ?? 0) + m[0].length
  for (const m of matchesOf(LINE_OF_ITS_OWN, sentence.slice(from, offset)))
    start = Math.max(start, from + (m.index ?? 0) + m[0].length)
  return start
}

/** ", which has Breakthrough Therapy designation for X,": a relative clause about the product, closed before the date. */
export const RELATIVE_ASIDE = new RegExp(
  String.raw`,\s+${closedWords('which', 'who', 'whose')}\b[^,;]*,`,
  'gi',
)

/** The sentence speaks of the agency, the act or an application. */
export const REGULATORY_CONTEXT = new RegExp(
  String.raw`\b(?:${usAgencyNouns('fda', 'agency')}|regulators?|food\s+and\s+drug\s+administration|pdufa|s?nda|s?bla|application|${decisionNouns('approval')})\b`,
  'i',
)

/** ", licensed to its partner Orion," / ", developed with X,": an aside about the product, not a change of topic. */
export const PARTICIPIAL_ASIDE = String.raw`,\s+${partneringParticiples('licensed', 'sublicensed', 'partnered', 'developed', 'co-developed', 'marketed', 'commercialized', 'in-licensed', 'acquired')}\s+${closedWords('to', 'by', 'with', 'from', 'in', 'under')}\b[^,;:]{1,60},`
export const PARTICIPIAL_ASIDE_ALL = new RegExp(PARTICIPIAL_ASIDE, 'gi')
/**
 * ", Kestrel Bio's treatment for migraine,", ", an oral candidate for gout,", ", a once-weekly injection for ...,": an
 * apposition that describes the product by a product noun or its dosage form, owned or with an article; the clause goes
 * on after it about the same product.
 */
export const PRODUCT_APPOSITION = String.raw`,\s+(?:${closedWords('a', 'an', 'the', 'its', 'our', 'their')}|(?:[\w.&-]+\s+){0,3}?[\w.&-]+['’]s?)\s+(?:[\w-]+\s+){0,3}?(?:${productNouns('drug', 'medicine', 'product', 'therapy', 'treatment', 'candidate', 'antibody', 'vaccine', 'biologic')}|${dosageForms('injection', 'tablet', 'capsule', 'spray', 'solution', 'infusion')})\b[^,;:]{0,60},`
/**
 * ", a rare genetic disease,", ", a form of blood cancer,": an apposition that describes the indication just named by
 * its head noun (a disease, a syndrome, a cancer); the clause goes on after it about the product before the indication
 * ("the FDA is set to decide on X for Y syndrome, a rare genetic disease, by D").
 */
export const DISEASE_APPOSITION = String.raw`,\s+${closedWords('a', 'an', 'the')}\s+(?:[\w-]+\s+){0,3}?${diseaseNouns('disease', 'disorder', 'syndrome', 'cancer', 'infection', 'deficiency')}\b[^,;:]{0,40},`
/**
 * ", aimed at treating children with Y,", ", designed to treat Y,": an aside telling what the product is for, by a purpose
 * participle (descriptors.ts); the clause goes on after it about the product ("The FDA decision on X, aimed at treating
 * Y, is due on D").
 */
// ", as an add-on maintenance treatment for adults with Y,": the role the product is put up for, the same kind of aside.
export const PURPOSE_ASIDE = String.raw`,\s+(?:${PURPOSE_PHRASE}\b[^,;:]{1,80}|as\s+${closedWords('a', 'an')}\s+(?:[\w-]+\s+){0,3}?${productNouns('treatment', 'therapy')}\s+${closedWords('for', 'of', 'in')}\b[^,;:]{1,100}),`
/** "Y Bio's antibody, felzumab, by D": the product's name in apposition, one word (its code or substance in parentheses). */
export const NAME_APPOSITION = String.raw`,\s+[A-Za-z][\w-]*(?:\s+\([^()]{1,40}\))?,`
/**
 * ", as per the PDUFA (Prescription Drug User Fee Act),", ", under PDUFA,", ", pursuant to the Prescription Drug User Fee
 * Act guidelines,": an aside naming the act whose timelines the deadline keeps, not a change of topic.
 */
export const ACT_ASIDE = String.raw`,\s+(?:as\s+per|per|under|pursuant\s+to|in\s+accordance\s+with|according\s+to)\s+(?:the\s+)?(?:pdufa|prescription\s+drug\s+user[\s-]+fee\s+act)(?:\s*\([^()]{1,40}\))?(?:\s+[\w-]+){0,2},`
