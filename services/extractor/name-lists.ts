/**
 * The other names of a list whose one item a slot or a pattern read: the items coordinated with it ("the NDAs for
 * Zelvora and Ostrelva", "Zelvora and Ostrelva have PDUFA dates") and the slot repeated for the next item ("the NDA for
 * Zelvora for A, and the sNDA for Ostrelva for B").
 */
import type { Capture } from './captured-names.js'
import { captureName } from './drug-names.js'
import { type SlotMode, isNameLikeToken, stripMarks } from './name-tokens.js'
import { APPLICATION_NOUN, TREATMENT_OF } from './product-slot-phrases.js'
import { determiners } from './lexicon/determiners.js'
import { closedWords } from './lexicon/function-words.js'

/** ", and " / " and " / ", " after a name: another item of the same list follows. */
// An item's parenthesised indication may stand before the link: "for Zelvora (plaque psoriasis) and Ostrelva (...)".
const CONJUNCTION_AFTER = /^(?:\s*\([^()]{1,60}\))?(?:\s*,\s*(?:and\s+)?|\s+and\s+)/
/** A capitalised name (or code) and a conjunction right before a name: "Zelvora and " in "Zelvora and Ostrelva have". */
const CONJUNCT_BEFORE =
  /(?:^|[\s(])([A-Z][\w-]*[a-z0-9][\w-]*|[A-Z]{2,}-?\d[\w-]*)(?:\u00AE|\u2122)?(?:\s*,\s*(?:and\s+)?|\s+and\s+)$/

/** "ORS-412, an oral IL-13 inhibitor": a determiner that opens an apposition. */
const DETERMINER_OPENS = new RegExp(
  String.raw`^(?:an?|${determiners('the', 'its', 'our', 'their', 'this')})\s`,
  'i',
)
/**
 * The other items of a coordinated list whose one item a slot or a predicate named: "the NDAs for Zelvora and Ostrelva",
 * "Zelvora and Ostrelva have PDUFA dates". Each item must itself read as a name where the slot stands (up to three more).
 */
export function conjunctsOf(text: string, capture: Capture, mode: SlotMode): Capture[] {
  const found: Capture[] = []
  let end = capture.end
  for (let k = 0; k < 3; k++) {
    const link = CONJUNCTION_AFTER.exec(text.slice(end))
    if (link === null) break
    // "ORS-412, an oral IL-13 inhibitor, ...": a determiner opens an apposition describing the name, not a list's next item.
    if (DETERMINER_OPENS.test(text.slice(end + link[0].length))) break
    const next = captureName(text, end + link[0].length, mode === 'lowercase' ? 'capital' : mode)
    if (next === null) break
    found.push(next)
    end = next.end
  }
  const before = CONJUNCT_BEFORE.exec(text.slice(Math.max(0, capture.start - 60), capture.start))
  if (before !== null && isNameLikeToken(before[1]!, 'capital')) {
    const start = capture.start - before[0].length + before[0].indexOf(before[1]!)
    found.push({ name: stripMarks(before[1]!), start, end: start + before[1]!.length })
  }
  return found
}

/**
 * The slot of a list of applications repeated after the first item's use: "the NDA for Zelvora for A, and the sNDA for
 * Ostrelva for B", "applications for Zelvora in adults with A and for Ostrelva in B". The item after "and" stands in
 * the same slot (the first item's words up to "and" are its use: no sentence stop between).
 */
const PARALLEL_SLOT = new RegExp(
  String.raw`^[^.;:!?]{0,240}?(?:,\s*|\s+)and\s+(?:(?<noun>(?:(?:${closedWords('the', 'its', 'their')}|an?)\s+)?${APPLICATION_NOUN}(?:\s*\([^)]{1,24}\))?)\s+)?for\s+`,
  'i',
)
/** After a bare "and for Y": Y's own use follows, as it followed the first item ("in adults", "for the treatment of"). */
const USE_FOLLOWS = new RegExp(String.raw`^(?:\s+in\s+[a-z]|\s*,|\s*\(|${TREATMENT_OF})`)

/** "for Zelvora in adults with A and Ostrelva in B": items each followed by its use, the slot word not repeated. */
const BARE_PARALLEL = new RegExp(
  String.raw`^(?:\s+in\s+[a-z]|${TREATMENT_OF})[^.;:!?]{0,240}?(?:,\s*|\s+)and\s+`,
  'i',
)

/**
 * "for Sertavi in A, Pelmira in B and KT-88 in C": a middle item after a comma, the slot word not repeated; read only
 * when its own use follows it as the first item's did (no comma, "and" or "or" inside the first item's use).
 */
const COMMA_PARALLEL = new RegExp(
  String.raw`^(?:\s+in\s+[a-z]|${TREATMENT_OF})(?:(?!\s(?:and|or)\s)[^.;:!?,]){0,120}?,\s+(?!${closedWords('and', 'or')}\b)`,
  'i',
)
const OWN_USE_FOLLOWS = new RegExp(String.raw`^(?:\s+in\s+[a-z]|${TREATMENT_OF})`)

export function parallelSlotsOf(text: string, capture: Capture): Capture[] {
  const found: Capture[] = []
  let end = capture.end
  for (let k = 0; k < 3; k++) {
    const rest = text.slice(end)
    const comma = COMMA_PARALLEL.exec(rest)
    const item = comma === null ? null : captureName(text, end + comma[0].length, 'capital')
    if (item !== null && OWN_USE_FOLLOWS.test(text.slice(item.end))) {
      found.push(item)
      end = item.end
      continue
    }
    const link = PARALLEL_SLOT.exec(rest) ?? BARE_PARALLEL.exec(rest)
    if (link === null) break
    const next = captureName(text, end + link[0].length, 'capital')
    if (next === null) break
    if (link.groups?.noun === undefined && !USE_FOLLOWS.test(text.slice(next.end))) break
    found.push(next)
    end = next.end
  }
  return found
}
