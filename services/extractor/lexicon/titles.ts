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

/**
 * The FDA's designations a product is granted or designated as, each a regex source with its words' first letters in
 * either case ("Fast Track status", "was designated as a Qualified Infectious Disease Product"): only a product under
 * development takes one, so the subject of "was granted Fast Track designation" is a name (name-patterns.ts).
 */
export const DESIGNATION_PROGRAMMES = {
  fastTrack: String.raw`[Ff]ast[\s-]+[Tt]rack`,
  breakthrough: String.raw`[Bb]reakthrough\s+[Tt]herapy`,
  orphan: String.raw`[Oo]rphan(?:\s+[Dd]rug)?`,
  qidp: String.raw`(?:QIDP|[Qq]ualified\s+[Ii]nfectious\s+[Dd]isease\s+[Pp]roduct)`,
  rarePediatric: String.raw`[Rr]are\s+[Pp]a?ediatric\s+[Dd]isease`,
  rmat: String.raw`(?:RMAT|[Rr]egenerative\s+[Mm]edicine\s+[Aa]dvanced\s+[Tt]herapy)`,
} as const
/** The designations as one alternation. */
export const DESIGNATION_PROGRAMME_FORMS = `(?:${Object.values(DESIGNATION_PROGRAMMES).join('|')})`
