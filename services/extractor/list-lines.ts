/**
 * The shapes of the lines of a list laid out one item a line, shared by segmentation (sentences.ts: each item its own
 * sentence) and drug resolution (list-items.ts: each item's fact its own head's); and a summary's rows run together on
 * one line, cut at each row's citation mark (`withCitationCuts`). No imports: sentences.ts reads them
 * before any name is known.
 */

/**
 * A line opened (after an optional bullet) by a head of one to three words, an optional parenthesis, and then a dash set
 * off by spaces, an en or em dash, or a table's pipe: the head is what the rest of the line is about ("• Zelvora — NDA
 * under review (PDUFA: D)", "KST-301 | eczema | Phase 2"). Bounded throughout.
 */
export const HEADED_LINE =
  /^[ \t]*(?:[\u2022\u00B7\u25AA\u25CF\u25E6\u2023\u2043\u25BA*][ \t]*)?([A-Za-z][\w-]{1,30}(?:\u00AE|\u2122)?(?:[ \t]+[A-Za-z][\w-]{0,30}){0,2})[ \t]*(?:\([^()\n]{1,40}\)[ \t]*)?(?:[\u2013\u2014|]|-(?=[ \t]))[ \t]*\S/

/**
 * A heading alone on its line, a name and a colon ("Zelvora:", "KST-301 (tavolimab):", "Other programs:"): the lines
 * under it, up to the next such heading, are its items ("Zelvora:" over "- PDUFA target action date of D"). One to three
 * words opening on a capital, an optional parenthesis, nothing after the colon. Bounded throughout.
 */
export const COLON_HEADING_LINE =
  /^[ \t]*(?:[\u2022\u00B7\u25AA\u25CF\u25E6\u2023\u2043\u25BA*][ \t]*)?([A-Z][\w-]{1,30}(?:\u00AE|\u2122)?(?:[ \t]+[A-Za-z][\w-]{0,30}){0,2})[ \t]*(?:\([^()\n]{1,40}\)[ \t]*)?:[ \t]*$/

/** A list item's line: opened by a bullet or a dash set off by a space ("• ...", "- ...", "* ...", "o ..."). */
export const BULLET_ITEM_LINE =
  /^[ \t]*(?:[\u2022\u00B7\u25AA\u25CF\u25E6\u2023\u2043\u25BA*]|[-\u2013\u2014][ \t]+\S|o[ \t]+[A-Z])/

/**
 * An item labelled by one capitalised word and a colon, its entry on the same line ("Zelvora: FDA approval received on
 * D", "KST-301: PDUFA date of D"): over another such line, each is an item of its own.
 */
export const COLON_LABELLED_LINE =
  /^[ \t]*(?:[\u2022\u00B7\u25AA\u25CF\u25E6\u2023\u2043\u25BA*][ \t]*)?[A-Z][\w-]{1,30}(?:\u00AE|\u2122)?[ \t]*(?:\([^()\n]{1,40}\)[ \t]*)?:[ \t]+\S/

/**
 * A product's name alone on its line with no colon, a results release's section heading ("Zelvora", "ZELVORA®",
 * "Zelvora (tavolimab)"): one word, an optional mark and parenthesis, nothing else. list-items.ts takes it for a heading
 * only when the word reads as a product's name and the line stands apart (blank line or a finished line above it).
 */
export const BARE_HEADING_LINE =
  /^[ \t]*([A-Z][\w-]{1,30}(?:\u00AE|\u2122)?)[ \t]*(?:\(([^()\n]{1,40})\)[ \t]*)?$/

/** A bullet glyph alone on its line: the item's text is on the next line ("•" over "Announced FDA acceptance ..."). */
export const LONE_BULLET_LINE = /^[ \t]*[\u2022\u00B7\u25AA\u25CF\u25E6\u2023\u2043\u25BA*][ \t]*$/

/**
 * " [3] - Clinical trials showed ...", " [6] Otsuka Holdings ...": a bracketed reference number after a space, then a dash
 * or a capital, ends the sentence it closes (a summary of news that cites its sources row by row and writes no stop).
 */
const CITATION_END = /\s\[\d{1,3}\](?=\s+(?:[-\u2013\u2014]\s|[A-Z]))/g

/** The cuts of `segment`, with one after each citation mark that ends a sentence (CITATION_END), and its end. */
export function withCitationCuts(
  folded: string,
  segment: { start: number; end: number },
  ends: readonly number[],
): number[] {
  const text = folded.slice(segment.start, segment.end)
  if (!text.includes('[')) return [...ends, segment.end]
  const cuts = new Set(ends)
  for (const m of text.matchAll(CITATION_END)) cuts.add(segment.start + m.index + m[0].length)
  return [...[...cuts].sort((a, b) => a - b), segment.end]
}
