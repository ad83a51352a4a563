/**
 * Two folds of filing text.
 *
 * `foldForParsing` keeps every offset (one UTF-16 unit in, one out) so that a match found on the folded
 * text is a verbatim slice of the original: quotes are always cut from the original, never rebuilt.
 * `foldForGrounding` is the comparison fold of the grounding gate (spec 2.2 source_quote: typographic
 * punctuation may be normalised to ASCII, compare fold-insensitively): it may change lengths.
 */

const SAME_LENGTH_FOLDS: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u00B4': "'",
  '\u0060': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u00AB': '"',
  '\u00BB': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\uFE58': '-',
  '\u00A0': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2004': ' ',
  '\u2005': ' ',
  '\u2006': ' ',
  '\u2007': ' ',
  '\u2008': ' ',
  '\u2009': ' ',
  '\u200A': ' ',
  '\u202F': ' ',
  '\u205F': ' ',
  '\u3000': ' ',
  // An ellipsis ends a sentence like a period does; one unit keeps offsets.
  '\u2026': '.',
}

const FOLDABLE = new RegExp(`[${Object.keys(SAME_LENGTH_FOLDS).join('')}]`, 'g')

/**
 * Trademark signs a text damaged on its way to EDGAR, each folded to the sign padded with spaces to its length: the sign
 * fused as letters ("LunexaTM", "Lunexa(TM)" is already a sign) and UTF-8 signs read as Windows-1252 ("Lunexaâ„¢", "LunexaÂ®").
 * A brand in capitals takes the fused sign too ("ZELVORATM" names ZELVORA): after four capitals or more only, as no
 * English word ends so and the short acronyms that do ("NTM", "ATM") are left whole (the sign matched first, then the
 * letters before it: a run of thirty at most, so a long run of capitals costs nothing).
 */
const DAMAGED_MARK = /TM\b(?<=(?:[a-z]|\b[A-Z]{4,30})TM)|\u00E2\u201E\u00A2|\u00C2\u00AE/g
const MARK_FOLDS: Readonly<Record<string, string>> = {
  TM: '\u2122 ',
  '\u00E2\u201E\u00A2': '\u2122  ',
  '\u00C2\u00AE': '\u00AE ',
}

/**
 * A sign set apart from its name by one space, as machine translation writes it ("its antibody baizean ® has been
 * accepted"): the sign and the space swap places (the same length), so the name takes its sign as a brand written whole
 * does. Only after a word of three letters or more, not in capitals after its first ("FDA ® The" is a translation's
 * stray sign after the agency, no brand), and before a space or a stop.
 */
const SPACED_MARK = /(?<=[A-Za-z][a-z0-9-]{2,40}) ([\u00AE\u2122])(?=[\s.,;)]|$)/g

/**
 * A sign a wire's plain text writes in brackets, fused to its name: "Zelvora[TM] (KB-2210)", "Zelvora[R]",
 * "Zelvora(TM) (KB-2210)" (a wire's ASCII for the sign): folded to the sign padded with spaces to its length, so the
 * name keeps its sign and the parenthesis after it is its alias, not "TM".
 */
const BRACKETED_MARK = /(?<=[A-Za-z0-9])(?:\[(?:TM|R)\]|\(TM\))/gi
const BRACKETED_MARK_FOLDS: Readonly<Record<string, string>> = {
  '[TM]': '\u2122   ',
  '(TM)': '\u2122   ',
  '[R]': '\u00AE  ',
}

export function foldForParsing(text: string): string {
  const signed = text.replace(FOLDABLE, (ch) => SAME_LENGTH_FOLDS[ch] ?? ch)
  const marked =
    signed.includes('[') || /\(TM\)/i.test(signed)
      ? signed.replace(BRACKETED_MARK, (mark) => BRACKETED_MARK_FOLDS[mark.toUpperCase()] ?? mark)
      : signed
  const damaged =
    marked.includes('TM') || marked.includes('\u00C2') || marked.includes('\u00E2')
      ? marked.replace(DAMAGED_MARK, (mark) => MARK_FOLDS[mark] ?? mark)
      : marked
  const folded =
    damaged.includes(' \u00AE') || damaged.includes(' \u2122')
      ? damaged.replace(SPACED_MARK, '$1 ')
      : damaged
  const lettered = folded.includes('esponse') ? folded.replace(QUOTED_LETTER_NAME, ' $2 ') : folded
  return lettered.includes('"') || lettered.includes("'")
    ? lettered.replace(
        QUOTED_GOAL_TERM,
        (_, marks: string, term: string) =>
          ' '.repeat(marks.length) + term + ' '.repeat(marks.length),
      )
    : lettered
}

/**
 * The goal date's term set in quotation marks, single or doubled as a scrape leaves them ('a "PDUFA" date of D',
 * "the ''target action date''"): the marks fold to spaces (the same length), so the term reads as written bare.
 */
const QUOTED_GOAL_TERM =
  /(["']{1,2})(PDUFA(?:\s{1,3}(?:target\s{1,3})?(?:action\s{1,3}|goal\s{1,3})?date)?|(?:target\s{1,3})?action\s{1,3}date|goal\s{1,3}date)\1/g

/**
 * The press quotes the letter's name ('its "complete response" letter to the NDA'): the quotation marks fold to spaces
 * (the same length) so that every rule reads the letter; the clinical "complete response" with no "letter" after it
 * keeps its marks.
 */
const QUOTED_LETTER_NAME = /(["'])(complete\s{1,3}response)\1(?=\s{1,3}letters?\b)/gi

const INVISIBLE = /[\u00AD\u200B\u200C\u200D\u2060\uFEFF]/g

/** The text without its invisible characters (soft hyphens, zero-width spaces and joiners, byte-order marks). */
export function withoutInvisible(text: string): string {
  INVISIBLE.lastIndex = 0
  return INVISIBLE.test(text) ? text.replace(INVISIBLE, '') : text
}

export function foldForGrounding(text: string): string {
  return foldForParsing(text.normalize('NFKC'))
    .replace(/\.\.\./g, '.')
    .replace(INVISIBLE, '')
    .replace(WHITESPACE_TO_COLLAPSE, ' ')
    .trim()
    .toLowerCase()
}

/**
 * Every run of whitespace becomes one space: the runs of two or more and the lone whitespace that is not a space (a lone
 * space is left as it is, which is what replacing it would give, without a replacement per word of the text).
 */
const WHITESPACE_TO_COLLAPSE = /\s{2,}|[^\S ]/g

/** True when `needle` occurs in `haystack` under the grounding fold. */
export function containsFolded(haystack: string, needle: string): boolean {
  const foldedNeedle = foldForGrounding(needle)
  if (foldedNeedle.length === 0) return false
  return foldForGrounding(haystack).includes(foldedNeedle)
}

/** Whether `c` is a character \s matches (the regex forms' whitespace). */
export function isRegexSpace(c: number): boolean {
  return (
    (c >= 9 && c <= 13) ||
    c === 32 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  )
}
