/**
 * Where a drug name can stand in a text, and which sentences each place cannot be in. The slots that hold a product are
 * product-slots.ts, the patterns that read a name from the words around it name-patterns.ts; this file holds, for a
 * slot or pattern that is slow to run over every sentence, the plain literal each of its matches holds (MARKERS) or a
 * cheaper test every sentence it matches in passes (SENTENCE_GATES). The other items of a list a slot read are
 * name-lists.ts, the names read by their capitals alone capitalised-names.ts; the drug lexicon imports each from its
 * own file. What a name is: drug-names.ts; the drugs a text names, built from these: drug-lexicon.ts.
 */
import {
  CONTRASTED_FOR,
  CRL_SLOT,
  DATE_BY_FOR,
  DATE_THEN_NAME,
  FOR_SUBJECT_ALONE,
  OBJECT_OF_REVIEW_OR_LAUNCH,
  TRADEMARK,
  TREATMENT_SLOT,
} from './product-slot-phrases.js'
import {
  ANTECEDENT_OF_TARGET,
  FRONTED_TOPIC,
  LABEL_BEFORE_TARGET,
  LABELLED_PRODUCT_CELL,
  LOWER_NAME_BEFORE_APPLICATION,
  NAME_BEFORE_APPLICATION,
  NAME_BEFORE_RISK_PROGRAMME,
  RISK_PROGRAMME_FOR_NAME,
  NAME_BEFORE_CANDIDATE,
  NAME_OWNING_APPLICATION,
  NAME_BEFORE_PARENTHESISED_TARGET,
  NAME_BEFORE_TARGET,
  NAME_WITH_TARGET,
  PRODUCT_APPOSITION,
  REVIEW_POSSESSIVE,
  REVIEW_PREDICATE,
  SHAPED_ANTECEDENT_OF_TARGET,
  SHAPED_NAME_BEFORE_APPLICATION,
  SHAPED_SUBJECT_OF_REVIEW,
  SUBJECT_AFTER_FRONTED_TARGET,
  SUBJECT_OF_APPROVAL,
  ITEM_OF_APPROVAL,
  SUBJECT_OF_DECISION,
  SUBJECT_OF_HEADLINE,
  SUBJECT_OF_PASSIVE_DECISION,
  SUBJECT_OF_REVIEW,
} from './name-patterns.js'
import { DEFINITE_DETERMINERS } from './lexicon/determiners.js'
import { dateNouns } from './lexicon/date-nouns.js'
import { intents, receiptVerbs } from './lexicon/products.js'
import { titleCased } from './lexicon/compile.js'

/** The words a pattern about the review of a product cannot match without (its marker). */
// "action" for "X has an FDA action date of D"; "decision" for the possessive's "X's (FDA) decision date"; "designat" and
// "status" for a designation granted ("X was granted Fast Track status", "was designated as a QIDP").
const REVIEW_MARKER = `${dateNouns('review', 'pdufa', 'prescription', 'target', 'goal', 'action', 'decision')}|approv|designat|status`

/**
 * For a pattern that starts at every capital letter or every "for"/"of" (slow to run over a whole text), a plain literal
 * that each of its matches holds, lookahead included: a sentence without it cannot match, and the literal is quick to
 * look for. Literals have no assertions, so any occurrence inside a sentence is one in the whole text.
 */
export const MARKERS = new Map<RegExp, RegExp>([
  [CRL_SLOT, /complete\s+response|crl|approvable/gi],
  [TRADEMARK, /[\u00AE\u2122\u2120]|\([Rr]\)|\((?:TM|tm)\)/g],
  [NAME_BEFORE_APPLICATION, /NDA|BLA|[Aa]pplication/g],
  [NAME_OWNING_APPLICATION, /NDA|BLA|[Aa]pplication/g],
  [SHAPED_NAME_BEFORE_APPLICATION, /nda|bla/g],
  [LOWER_NAME_BEFORE_APPLICATION, /NDA|BLA/g],
  [NAME_BEFORE_RISK_PROGRAMME, /REMS|[Rr]isk\s+[Ee]valuation/g],
  [RISK_PROGRAMME_FOR_NAME, /REMS|[Rr]isk\s+[Ee]valuation/g],
  [SUBJECT_OF_REVIEW, new RegExp(REVIEW_MARKER, 'gi')],
  [SHAPED_SUBJECT_OF_REVIEW, new RegExp(REVIEW_MARKER, 'gi')],
  [SUBJECT_OF_APPROVAL, /approved/g],
  [ITEM_OF_APPROVAL, /approv/g],
  [
    SUBJECT_OF_DECISION,
    new RegExp(
      receiptVerbs(
        'received',
        'gained',
        'won',
        'obtained',
        'got',
        'secured',
        'bagged',
        'nabbed',
        'landed',
        'picked up',
        'picks up',
        'granted',
      ),
      'g',
    ),
  ],
  [SUBJECT_OF_PASSIVE_DECISION, /by/g],
  [
    SUBJECT_OF_HEADLINE,
    new RegExp(
      `${titleCased(receiptVerbs('wins', 'gets', 'receives', 'secures', 'earns', 'lands', 'bags'))}|decision`,
      'g',
    ),
  ],
  [NAME_BEFORE_TARGET, /PDUFA|[Pp]rescription|[Tt]arget|[Gg]oal|review|[Dd]ecision|[Aa]ction/g],
  [ANTECEDENT_OF_TARGET, /for which/g],
  [SHAPED_ANTECEDENT_OF_TARGET, /for which/g],
  [FRONTED_TOPIC, /For /g],
  [SUBJECT_AFTER_FRONTED_TARGET, /With /g],
  [NAME_BEFORE_CANDIDATE, /candidate/g],
  [NAME_BEFORE_PARENTHESISED_TARGET, /\(\s*(?:PDUFA|[Pp]rescription|[Tt]arget|[Gg]oal)/g],
  [NAME_WITH_TARGET, /[\u2013\u2014:-]|, with/g],
  [LABEL_BEFORE_TARGET, /PDUFA|[Pp]rescription|[Tt]arget|[Gg]oal|FDA|U\.?S\.?\s+[Rr]egulatory/g],
  [LABELLED_PRODUCT_CELL, /Drug|Product/g],
  [PRODUCT_APPOSITION, new RegExp(String.raw`, (?:an?|${DEFINITE_DETERMINERS})\s`, 'gi')],
  [TREATMENT_SLOT, new RegExp(intents('treatment', 'prevention', 'management', 'reduction'), 'g')],
])

/**
 * For a pattern tried at most words of a sentence (every capitalised word, every long lower-case word, every "the") that
 * matches in few sentences, a cheaper test every sentence it matches in passes: a literal each match holds, or the place
 * a match must stand. A sentence that fails it is passed over without running the pattern.
 */
export const SENTENCE_GATES = new Map<RegExp, (sentence: string) => boolean>([
  // Every match holds the predicate (or the possessive) whole, at the same place.
  [SUBJECT_OF_REVIEW, holdsReviewPredicate],
  [SHAPED_SUBJECT_OF_REVIEW, holdsReviewPredicate],
  // ", with a PDUFA ...", or a label after a colon or semicolon, or one opening the sentence.
  [NAME_WITH_TARGET, (text) => WITH_OR_LIST_MARK.test(text) || LEADING_LABEL.test(text)],
  [OBJECT_OF_REVIEW_OR_LAUNCH, (text) => REVIEW_OR_LAUNCH_OF.test(text)],
  // The subject after "for", which the pattern asks for only after each "and" before it.
  [CONTRASTED_FOR, (text) => FOR_SUBJECT_ALONE.test(text)],
  // A written date holds a digit (a day or a year); the month words that let these run are often "may".
  [DATE_BY_FOR, (text) => A_DIGIT.test(text)],
  [DATE_THEN_NAME, (text) => A_DIGIT.test(text)],
])
const REVIEW_PREDICATE_ALONE = new RegExp(String.raw`${REVIEW_PREDICATE}|${REVIEW_POSSESSIVE}`)
/** Whether the predicate of a subject of review stands in `text` (asked of the same sentence by two patterns in turn). */
let lastPredicateText: string | null = null
let lastPredicateHeld = false
function holdsReviewPredicate(text: string): boolean {
  if (text !== lastPredicateText) {
    lastPredicateText = text
    lastPredicateHeld = REVIEW_PREDICATE_ALONE.test(text)
  }
  return lastPredicateHeld
}
const WITH_OR_LIST_MARK = /,\s+with\s|[:;]/
const LEADING_LABEL =
  /^\s*(?:\d{1,2}[.)]\s*)?[A-Z][\w-]*[a-z0-9][\w-]*(?:\u00AE|\u2122)?\s*[\u2013\u2014:-]/
const REVIEW_OR_LAUNCH_OF = /(?:review|launch)\s+of\s/
const A_DIGIT = /\d/
