/**
 * The words of the agency's letters that end a review cycle, declared once: the complete response letter that refuses
 * an application, the letters it replaced (approvable, not approvable), and the verbs of what a letter finds ("the FDA
 * determined / stated / requested"). Apart from review.ts (the review's span, its decision, its lapse): a letter is a
 * decision's own document, read by the rules of letters and of their product slots.
 */
import { anyOf, pickerOf } from './compile.js'

/**
 * The agency's letter that ends a review cycle with a refusal: the complete response letter (since August 2008). The
 * letters it replaced are no word of this class: an "approvable letter" approves nothing and refuses nothing (the shared
 * data reads one as no outcome and no date), and the real set r5 labels a "not approvable letter" a trap, so neither is
 * published as an outcome. One source string, which the rules of letters (crl-patterns.ts), their product
 * slot (product-slot-phrases.ts), the answers to them (context.ts) and a decision told (dates.ts) all read.
 */
export const REFUSAL_LETTER_NOUNS = {
  'complete response letter': 'complete response',
  crl: 'complete response',
} as const
/** REFUSAL_LETTER_NOUNS as one alternation, a space matching any run of white space. */
export const REFUSAL_LETTER = anyOf(Object.keys(REFUSAL_LETTER_NOUNS)).replace(
  / /g,
  String.raw`\s+`,
)

/**
 * The letters the complete response letter replaced (until August 2008): "an approvable letter", "a not approvable letter",
 * "a non-approvable letter". Neither is an outcome published (see REFUSAL_LETTER_NOUNS), but either ends the review cycle
 * it answers: the goal date of that cycle is background once one is told issued (earlier-cycle-letters.ts).
 */
export const SUPERSEDED_ACTION_LETTER = String.raw`(?:(?:not|non)[\s-]+)?approvable\s+(?:action\s+)?letter`

/**
 * The agency's findings as its letter states them, in the past: "in its complete response letter, the FDA determined /
 * stated / indicated / requested / concluded / found ...". Read only where a letter frames them (complete-response-letters.ts).
 */
export const LETTER_FINDING_VERBS = {
  determined: 'finding',
  stated: 'finding',
  indicated: 'finding',
  requested: 'finding',
  concluded: 'finding',
  found: 'finding',
} as const

export const letterFindingVerbs = pickerOf(LETTER_FINDING_VERBS)
