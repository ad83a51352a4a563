/**
 * The capitalised words of the regulatory names a sentence about a target date holds, declared once: the act ("the
 * Prescription Drug User Fee Act"), the agency ("the Food and Drug Administration") and its programmes ("Priority
 * Review", "Breakthrough Therapy", "Fast Track", "Orphan Drug", "Accelerated Approval", "Standard Review"). Capitalised,
 * as the rules that read them (case matters: "review" in lower case may open a name's slot) write them.
 */
import { anyOf } from './compile.js'

export const TITLE_WORDS = {
  Prescription: 'act',
  Drug: 'act',
  User: 'act',
  Fee: 'act',
  Act: 'act',
  Food: 'agency',
  Administration: 'agency',
  Priority: 'programme',
  Review: 'programme',
  Breakthrough: 'programme',
  Fast: 'programme',
  Track: 'programme',
  Orphan: 'programme',
  Accelerated: 'programme',
  Standard: 'programme',
} as const

/** All the title words, one alternation. */
export const TITLE_WORD_FORMS = anyOf(Object.keys(TITLE_WORDS))
