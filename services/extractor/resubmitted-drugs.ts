/**
 * The drugs a text reports back under review after a complete response letter: an accepted resubmission it reports (a
 * class 1 or class 2 resubmission, "the NDA response", "its response to the issues raised in the CRL"), whose goal date
 * is a resubmission's (`resubmission_date_set`).
 */
import { contextEntity, type Document } from './document.js'
import { reportsResubmission } from './context.js'
import { ARTICLES, determiners } from './lexicon/determiners.js'
import { ordinals, romanNumerals } from './lexicon/numbers.js'
import { approvalPursuits } from './lexicon/applications.js'
import { refusingVerbs } from './lexicon/outcome-idioms.js'
import { receiptVerbs } from './lexicon/products.js'
import { dateQualifiers, earlierAdverbs, timesBefore } from './lexicon/qualifiers.js'
import { closedWords } from './lexicon/function-words.js'

/** Drugs whose accepted resubmission the text reports (-1 when a report names no drug). */
export function resubmittedEntities(doc: Document): Set<number> {
  const entities = new Set<number>()
  // An application filed again after a refuse-to-file letter starts a first review: only a resubmission that answers a
  // complete response letter (a class 1 or class 2 resubmission) sets a resubmission goal date.
  if (REFUSE_TO_FILE.test(doc.folded) && !ANSWERS_A_CRL.test(doc.folded)) return entities
  doc.sentenceTexts.forEach((text, i) => {
    if (doc.boilerplate[i]) return
    if (!reportsResubmission(text)) {
      const refusal = PAST_REFUSAL.exec(text)
      if (refusal !== null) addRefusedEntity(doc, i, text, refusal, entities)
      const cycle = LATER_REVIEW_CYCLE.exec(text)
      if (cycle !== null) addCycleEntity(doc, i, cycle, entities)
      return
    }
    const mentions = doc.lexicon.mentionsBySentence[i] ?? []
    // The word of the resubmission: "resubmitted", "resubmission", "refiled", "re-filed", "refiling".
    const word = text.search(/resubmi|re-?fil(?:ed|es|ing)\b/i)
    const at = doc.sentences[i]!.start + word
    // The drug named right before the word "resubmission", in its clause: "BLA for X accepted; Y NDA resubmission under
    // review" resubmits Y, not X.
    const before = mentions.filter(
      (m) => m.end <= at && at - m.end <= 25 && !/[;,\n]/.test(doc.folded.slice(m.end, at)),
    )
    if (word >= 0 && before.length > 0) {
      entities.add(before[before.length - 1]!.entity)
      return
    }
    // Else the names of the application's object, in the clause after the word: "a resubmitted NDA for Zelvora
    // (velmastat) tablets" resubmits every name the lexicon gave that product.
    const after =
      word < 0
        ? []
        : mentions.filter(
            (m) =>
              m.start >= at && m.start - at <= 80 && !/[;\n]/.test(doc.folded.slice(at, m.start)),
          )
    if (after.length > 0) for (const m of after) entities.add(m.entity)
    else entities.add(contextEntity(doc, i))
  })
  return entities
}

/**
 * "It's another try for X after the companies received a complete response letter": the product's new attempt told
 * after the letter it answers. The match starts at "after", so that the product named before it (after "try for") is
 * the one refused.
 */
const ANOTHER_TRY_AFTER_A_LETTER = String.raw`(?<=\b(?:another|${ordinals('second', 'third')})\s+${approvalPursuits('attempt', 'try', 'bid', 'shot')}\s+${closedWords('for', 'at')}\s+[^.;]{1,60}?)\b${closedWords('after', 'following')}\s+(?:[\w'’-]+\s+){0,4}?(?:${receiptVerbs('received', 'got')}|receiving|getting|was\s+issued|were\s+issued)\s+(?:${ARTICLES}|${determiners('its', 'their')})\s+(?:complete\s+response|CRL\b|rejection)`

/**
 * A second cycle told only by the product's earlier refusal: "Note that X has already been rejected once", "X was turned
 * down once before", "..., after a first rejection in 2024", "X, the company's second attempt to win approval". Not "has
 * never been rejected", "could be rejected", a rival's rejection (the refused product must be named before the words, in
 * their clause), nor a second attempt at anything but approval ("the second attempt to enroll the trial").
 */
const PAST_REFUSAL = new RegExp(
  String.raw`\b(?:${closedWords('has', 'had', 'was')})\s+(?:${earlierAdverbs('already')}\s+)?(?:been\s+)?${refusingVerbs('rejected', 'turned down', 'rebuffed')}\s+(?:${timesBefore('once', 'twice', 'previously')}|before(?!\s+\w))\b|\b${closedWords('after', 'following')}\s+(?:${ARTICLES}|${determiners('its')})\s+${dateQualifiers('first', 'earlier', 'prior', 'previous', 'initial')}\s+(?:rejection|refusal)\b|\b${ordinals('second', 'third')}\s+${approvalPursuits('attempt', 'try', 'bid', 'shot')}\s+(?:to\s+${approvalPursuits('win', 'gain', 'secure', 'get', 'obtain')}|at\s+${approvalPursuits('winning', 'gaining', 'securing')}|${closedWords('for', 'at')})\s+(?:[\w.]+\s+){0,2}?approval\b|${ANOTHER_TRY_AFTER_A_LETTER}`,
  'i',
)

/** The product a past refusal is told of: the last one named before the words in their sentence, none on a clause break. */
function addRefusedEntity(
  doc: Document,
  i: number,
  text: string,
  refusal: RegExpExecArray,
  entities: Set<number>,
): void {
  const at = doc.sentences[i]!.start + refusal.index
  const named = (doc.lexicon.mentionsBySentence[i] ?? []).filter((m) => m.end <= at)
  const before = named.filter((m) => !/[;\n]/.test(doc.folded.slice(m.end, at)))
  if (before.length > 0) entities.add(before[before.length - 1]!.entity)
  // A name the lexicon did not list (read from a decision frame's object) as the refusal's subject: "Note that X has
  // already been rejected once" is the sentence's product; "the rival product has been rejected once" names none.
  else if (
    named.length === 0 &&
    // "another try for Halden Bio after a rival's letter": the try's object must be a product the lexicon named.
    !/^(?:after|following)\b/i.test(refusal[0]) &&
    NAMED_SUBJECT_BEFORE.test(text.slice(Math.max(0, refusal.index - 40), refusal.index))
  )
    entities.add(contextEntity(doc, i))
}
/**
 * A second cycle told by its ordinal: "This is the second review cycle for X" (a calendar's note), "X's third review
 * cycle". Only a review cycle of a product the lexicon names in the clause after "for"/"of" (or right before "'s"): "the
 * second review cycle of the user-fee programme" names none.
 */
const LATER_REVIEW_CYCLE = new RegExp(
  String.raw`\b${ordinals('second', 'third')}\s+review\s+cycle\s+${closedWords('for', 'of')}\s+`,
  'i',
)

/** The product of a later review cycle: the first name the lexicon read after the words, in their clause. */
function addCycleEntity(
  doc: Document,
  i: number,
  cycle: RegExpExecArray,
  entities: Set<number>,
): void {
  const at = doc.sentences[i]!.start + cycle.index + cycle[0].length
  const after = (doc.lexicon.mentionsBySentence[i] ?? []).find(
    (m) => m.start >= at && m.start - at <= 40 && !/[;,\n]/.test(doc.folded.slice(at, m.start)),
  )
  if (after !== undefined) entities.add(after.entity)
}

const NAMED_SUBJECT_BEFORE = /(?:^|[^\w.]\s*)\b[A-Z][\w-]*[a-z0-9][\w-]*\s+$/

const REFUSE_TO_FILE = /\brefus\w*[- ]to[- ]file\b|\bRTF\b/i
// "complete response letter", not an oncology "complete response rate".
const ANSWERS_A_CRL = new RegExp(
  String.raw`\bcomplete\s+response\s+(?:letter|to)\b|\bCRL\b|\bclass\s+(?:1|2|${determiners('one', 'two')}|${romanNumerals('i', 'ii')})\b`,
  'i',
)
