/**
 * Where a name ends after a brand, in the words the lexicon gives: a short mixed-case abbreviation goes on with it
 * ("Kestrel hGH"), a device after it ends it ("Zentrova Autoinjector", "X RESCUE PEN"), and a device's head noun after
 * it makes it no drug's name at all ("the Velmora infusion pump"). Read by drug-names.ts, approvals.ts and
 * complete-response-letters.ts.
 */
import { MIXED_CASE_ABBREVIATION } from './lexicon/descriptors.js'
import { DEVICE_FORMS } from './lexicon/products.js'
import { DEVICE_ONLY_HEADS } from './lexicon/approval-objects.js'
import { anyOf } from './lexicon/compile.js'
import { ANY_CLOSED_WORD, closedWords } from './lexicon/function-words.js'
import { determiners } from './lexicon/determiners.js'

/** The closed-class words, which are never a word of a device's name between its brand and its head noun. */
const CLOSED_WORD = ANY_CLOSED_WORD
/**
 * After a name: up to two words of the device's name ("infusion", "Insulin", "continuous glucose"; no closed-class word),
 * then a device's head noun (DEVICE_HEADS, not a `carrier`): " infusion pump", " Assay", " app", " delivery system". A kit
 * "for the preparation of" a radiopharmaceutical is a drug's.
 */
export const DEVICE_TAIL = String.raw`(?:\s*[\u00AE\u2122])?(?:\s+(?!${CLOSED_WORD}\b)[A-Za-z][\w-]{0,30}){0,2}?\s+${anyOf(DEVICE_ONLY_HEADS)}(?![\w-])(?!\s+for\s+(?:the\s+)?preparation\b)`
/**
 * The same told by an apposition after the name: "Velmora, an infusion pump,", "Velmora, the company's glucose monitor,"
 * (the first words after its determiner; "Zorvanta, a drug given by an infusion pump" stops at "by").
 */
const APPOSED_DEVICE = String.raw`\s*,\s+(?:${determiners('a', 'an', 'the', 'its', 'our', 'their')})\s+(?:[\w-]+['’]s\s+)?(?:(?!${CLOSED_WORD}\b)[A-Za-z][\w-]{0,30}\s+){0,2}?${anyOf(DEVICE_ONLY_HEADS)}(?![\w-])`
const DEVICE_AFTER_NAME = new RegExp(String.raw`^(?:${DEVICE_TAIL}|${APPOSED_DEVICE})`, 'i')

/** Whether a device's head noun follows the name that ends right before `after` ("Velmora| infusion pump"). */
export function deviceHeadAfter(after: string): boolean {
  return DEVICE_AFTER_NAME.test(after.slice(0, 120))
}

/**
 * A decision's object named as a device, right after the decision's words: "approved the Velmora infusion pump", "a
 * complete response letter for Kestrel's Orrin assay", "FDA approval of its Velmora app" (an owner's possessive and a
 * determiner passed over; the object's first word in either case: "the continuous glucose monitor" is a device too).
 */
const DEVICE_OBJECT = new RegExp(
  String.raw`^\s*(?:\(\s*"?crl"?\s*\)\s*)?(?:from\s+(?:the\s+)?(?:u\.s\.\s+)?fda\s+)?(?:(?:${closedWords('for', 'of', 'to', 'regarding', 'concerning')}|related\s+to)\s+)?(?:${determiners('a', 'an', 'the', 'its', 'our', 'their')}\s+)?(?:[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*){0,2}['’]s?\s+)?(?!${CLOSED_WORD}\b)[A-Za-z][\w'’-]*(?:${DEVICE_TAIL}|${APPOSED_DEVICE})`,
  'i',
)
/**
 * "the Velmora infusion pump was approved", "Kestrel's Orrin assay received ...", "Velmora, the company's infusion pump,
 * was approved": a device's head right before them.
 */
const DEVICE_SUBJECT = new RegExp(String.raw`(?<![\w-])${anyOf(DEVICE_ONLY_HEADS)}\s*,?\s*$`, 'i')

/** Whether the object after a decision's words (`after`) or the subject right before them (`before`) is a device. */
export function deviceDecided(before: string, after: string): boolean {
  return DEVICE_OBJECT.test(after.slice(0, 160)) || DEVICE_SUBJECT.test(before.slice(-40))
}

/**
 * "Kestrel hGH", "Norva mAb", "Tavrel rhPTH": a short abbreviation in mixed case (lower-case letters, then a capital)
 * right after a brand is part of its name; an ordinary lower-case word ("Kestrel has", "Kestrel for") never is, nor a
 * molecule's kind ("Kestrel mRNA", lexicon/descriptors.ts).
 */
export function mixedCaseAbbreviation(word: string): boolean {
  return MIXED_CASE_WORD.test(word)
}
const MIXED_CASE_WORD = new RegExp(String.raw`^${MIXED_CASE_ABBREVIATION}$`)

/** A device noun, or a device qualifier right before one ("rescue pen"). */
export function deviceAt(lower: string, after: string): boolean {
  const kind = Object.hasOwn(DEVICE_FORMS, lower)
    ? DEVICE_FORMS[lower as keyof typeof DEVICE_FORMS]
    : null
  if (kind === 'device') return true
  if (kind !== 'qualifier') return false
  const next = /^\s+([\w-]{1,20})/.exec(after)?.[1]?.toLowerCase() ?? ''
  return (
    Object.hasOwn(DEVICE_FORMS, next) &&
    DEVICE_FORMS[next as keyof typeof DEVICE_FORMS] === 'device'
  )
}
