/**
 * The subject of a passive move (passiveSubject): a strong target phrase or the review itself before "has been extended",
 * with nothing but its complement between them, or with the replaced date named in an apposition ("the PDUFA date for X,
 * originally D0, has been extended") or in a clause of its own ("was originally D0; it has since been extended"), which
 * is the move's prior. Apart from move-verbs.ts, which binds the moves, because this reads only what stands before a
 * passive verb.
 */
import { determiners } from './lexicon/determiners.js'
import { cueWithin, type CueLayer } from './cues.js'
import { type DateMention } from './dates.js'
import { GAP_DISQUALIFIER } from './clause-shapes.js'
import { matchesOf } from './regexp-matches.js'
import { closedWords } from './lexicon/function-words.js'
import { reviewSpanNouns } from './lexicon/review.js'
import { reviewKinds } from './lexicon/review.js'
import { earlierAdverbs } from './lexicon/qualifiers.js'
import { writtenExchanges } from './lexicon/non-names.js'
import type { Phrase } from './target-phrases.js'

/** The target phrase as the subject of a passive move, however long its complement: "the PDUFA date for the NDA for X for the treatment of Y has been extended". */
// The owner's ticker in parentheses may stand in the complement ("the FDA action date for Kestrel Inc's (NASDAQ: KSTB)
// antiepileptic X has been delayed"): its colon is the ticker's, not a clause's end.
const PASSIVE_SUBJECT_GAP = new RegExp(
  String.raw`^(?:[^;:.,]|\(\s*(?:${writtenExchanges('nasdaq', 'nyse', 'otc', 'amex', 'tsx')})\s*:\s*[A-Z]{1,6}(?:\.[A-Z]{1,2})?\s*\)){0,160}?\b${closedWords('has', 'have', 'had', 'was', 'were', 'is', 'are', 'will', 'would', 'shall')}\s+(?:also\s+|now\s+|officially\s+)?(?:been|be)\s+$`,
  'i',
)

/** The review itself as the subject of a move: "the review of the X BLA has been extended", "the FDA's decision was delayed". */
const REVIEW_SUBJECT = new RegExp(
  String.raw`\b(?:${determiners('the', 'its', 'their')}|fda['’]s|agency['’]s)\s+(?:${reviewKinds('fda', 'standard', 'priority', 'regulatory')}\s+)?(?:review(?:\s+${reviewSpanNouns('period', 'clock', 'timeline', 'cycle')})?|decision)\b`,
  'gi',
)

// " for Ostrelva, originally " in "the PDUFA date for Ostrelva, originally D0, has been extended": an apposition naming the old date.
const ORIGINALLY = new RegExp(
  String.raw`^[^;:.]{0,100}?,\s*${earlierAdverbs('originally', 'previously', 'initially', 'formerly')}\s+(?:(?:set|scheduled)\s+(?:for|as)\s+)?$`,
  'i',
)

// ", has been " in the same sentence: the passive verb right after that apposition's date.
const THEN_PASSIVE = new RegExp(
  String.raw`^\s*,\s*${closedWords('has', 'have', 'had', 'was', 'were', 'is', 'are', 'will', 'shall')}\s+(?:also\s+|now\s+)?(?:been|be)\s+$`,
  'i',
)

/**
 * " was originally " / "; it has since been " in "the PDUFA date for X was originally D0; it has since been extended to
 * D1": the phrase's replaced date told in its own clause, the move told of its pronoun in the next.
 */
const WAS_ORIGINALLY = new RegExp(
  String.raw`^[^;:.]{0,100}?\b${closedWords('was', 'is')}\s+${earlierAdverbs('originally', 'previously', 'initially')}\s+(?:(?:set|scheduled)\s+(?:for|as)\s+)?$`,
  'i',
)
const PRONOUN_PASSIVE = new RegExp(
  String.raw`^\s*[;,]\s*(?:but\s+|and\s+)?it\s+${closedWords('has', 'was')}\s+(?:since\s+|now\s+|subsequently\s+)?(?:been\s+)?$`,
  'i',
)

/**
 * The subject of a passive move right before `verbStart`: a strong target phrase or the review itself, with nothing but its
 * complement between it and the verb ("the PDUFA target action date for the NDA for X for the treatment of Y has been
 * extended"), or an apposition naming the replaced date ("the PDUFA date for X, originally D0, has been extended"), which is
 * returned as `prior`. Null when the verb has no such subject.
 */
export function passiveSubject(
  sentence: string,
  cues: CueLayer,
  phrases: readonly Phrase[],
  dates: readonly DateMention[],
  verbStart: number,
): { prior: DateMention | null } | null {
  const subjects = [
    ...phrases.filter((p) => p.kind === 'strong').map((p) => p.end),
    ...[...matchesOf(REVIEW_SUBJECT, sentence)].map((m) => (m.index ?? 0) + m[0].length),
  ]
    .filter((end) => end <= verbStart)
    .sort((a, b) => b - a)
  const subjectEnd = subjects[0]
  // The nearest phrase of any kind must be the subject: a weak phrase in between ("decision date") is another topic.
  if (
    subjectEnd === undefined ||
    phrases.some((p) => p.kind !== 'bare' && p.end > subjectEnd && p.end <= verbStart)
  )
    return null
  const gap = sentence.slice(subjectEnd, verbStart)
  const inGap = dates.filter((d) => d.start >= subjectEnd && d.end <= verbStart)
  const [only] = inGap
  if (
    inGap.length === 1 &&
    only !== undefined &&
    only.precision === 'day' &&
    WAS_ORIGINALLY.test(sentence.slice(subjectEnd, only.start)) &&
    !GAP_DISQUALIFIER.test(sentence.slice(subjectEnd, only.start)) &&
    PRONOUN_PASSIVE.test(sentence.slice(only.end, verbStart)) &&
    !cueWithin(cues.literalHedges, [subjectEnd, verbStart]) &&
    !cueWithin(cues.literalNegations, [subjectEnd, verbStart])
  )
    return { prior: only }
  if (
    GAP_DISQUALIFIER.test(gap) ||
    cueWithin(cues.literalHedges, [subjectEnd, verbStart]) ||
    cueWithin(cues.literalNegations, [subjectEnd, verbStart])
  )
    return null
  if (inGap.length === 0) return PASSIVE_SUBJECT_GAP.test(gap) ? { prior: null } : null
  if (inGap.length !== 1 || only === undefined || only.precision !== 'day') return null
  const before = sentence.slice(subjectEnd, only.start)
  const after = sentence.slice(only.end, verbStart)
  return ORIGINALLY.test(before) && THEN_PASSIVE.test(after) ? { prior: only } : null
}
