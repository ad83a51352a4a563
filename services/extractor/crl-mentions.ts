/**
 * What a sentence says of a complete response letter already in hand, read by outcome-candidates.ts: its content ("the
 * CRL indicates ..."), an earlier cycle's letter, a letter told as told before, and the definite letter that retells it.
 * Apart from the finder (complete-response-letters.ts): these read sentences, not matches.
 */
import { determiners } from './lexicon/determiners.js'
import type { DateMention } from './dates.js'
import { PUBLISHED, toldPast } from './lexicon/telling.js'
import { closedWords } from './lexicon/function-words.js'
import { dateQualifiers } from './lexicon/qualifiers.js'
import { raisingVerbs } from './lexicon/review.js'
import { CRL_PHRASE } from './crl-patterns.js'
import { CURRENT_FRAME } from './complete-response-letters.js'

/** A sentence that speaks about a CRL already in hand ("The CRL indicates ...", "In the letter, the FDA ..."). */
const CRL_CONTENT = new RegExp(
  String.raw`\b(?:in\s+(?:the|its)\s+(?:complete\s+response\s+)?letter,?\s+the\s+(?:fda|agency)|the\s+(?:${CRL_PHRASE}|fda(?:'s)?\s+letter)\s+(?:also\s+|generally\s+)?(?:indicates?|states?|cites?|${raisingVerbs('cited')}|did\s+not|does\s+not|raised?|requests?|${raisingVerbs('requested')}|identif\w+|notes?|${toldPast(['note'])}|${raisingVerbs('questioned', 'listed')}))\b`,
  'i',
)

export function mentionsCrlContent(sentence: string): boolean {
  return CRL_CONTENT.test(sentence)
}

/** CRL_PHRASE anywhere, compiled once rather than per call. */
const CRL_PHRASE_ANY = new RegExp(CRL_PHRASE, 'i')

/**
 * A CRL of an earlier cycle named in the text ("In December 2023, the FDA issued a CRL", "response to its ... CRL").
 * `dates`: the sentence's date mentions, asked for only when the sentence names a CRL (finding them is the costly part).
 */
/** "following the complete response letter", "a prior CRL": a letter of an earlier cycle. */
const EARLIER_CRL = new RegExp(
  String.raw`\b(?:response\s+to|${closedWords('following', 'after', 'since')}|previous(?:ly)?|${dateQualifiers('prior', 'earlier', 'first')})\b[^.]{0,60}\b${CRL_PHRASE}\b`,
  'i',
)

export function mentionsEarlierCrl(sentence: string, dates: () => readonly DateMention[]): boolean {
  if (!CRL_PHRASE_ANY.test(sentence)) return false
  if (EARLIER_CRL.test(sentence)) return true
  return (
    dates().some((d) => d.precision === 'month' || d.precision === 'year') &&
    !CURRENT_FRAME.test(sentence)
  )
}

/**
 * "Kestrel previously announced that it had received a complete response letter": a letter the text tells as told
 * before. A later sentence's definite "received the complete response letter on D" is that letter again, not news
 * (`retellsTheLetter`); an indefinite "a complete response letter" is another.
 */
const LETTER_TOLD_BEFORE = new RegExp(
  String.raw`\bpreviously\s+${PUBLISHED}\b[^.;]{0,80}?\b${CRL_PHRASE}\b`,
  'i',
)
export function tellsLetterToldBefore(sentence: string): boolean {
  return CRL_PHRASE_ANY.test(sentence) && LETTER_TOLD_BEFORE.test(sentence)
}
/** "received the complete response letter", "the FDA's CRL": the letter as one already named. */
const DEFINITE_LETTER = new RegExp(
  String.raw`\b${determiners('the', 'that', 'this')}\s+(?:fda['’]s\s+|agency['’]s\s+)?${CRL_PHRASE}\b`,
  'i',
)
export function retellsTheLetter(
  sentence: string,
  anchor: { start: number; end: number },
): boolean {
  return DEFINITE_LETTER.test(sentence.slice(anchor.start, anchor.end))
}
