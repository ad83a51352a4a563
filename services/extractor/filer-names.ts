/**
 * The filer's own names, read from its EDGAR name, and whether a text names it: the filer is a company, never a drug,
 * and the first company of its texts when they name it.
 */
import { COMPANY_TOKENS, companyNames } from './company-names.js'
import { escapeRegExp } from './name-search.js'

/**
 * /\bNAME\b/i for a filer's name, compiled once per name (a filer files many texts, and compiling costs more than the
 * test). Bounded: cleared when full.
 */
const WHOLE_WORD_PATTERNS = new Map<string, RegExp>()
function wholeWordPattern(name: string): RegExp {
  let pattern = WHOLE_WORD_PATTERNS.get(name)
  if (pattern === undefined) {
    if (WHOLE_WORD_PATTERNS.size >= 2000) WHOLE_WORD_PATTERNS.clear()
    pattern = new RegExp(String.raw`\b${escapeRegExp(name)}\b`, 'i')
    WHOLE_WORD_PATTERNS.set(name, pattern)
  }
  return pattern
}

/**
 * Whether /\bNAME\b/i matches in `folded`: for an ASCII name, found in the lowered text with indexOf (the pattern's
 * letters match ASCII letters only, in either case) and its edges read as \b reads them; else by the pattern.
 */
export function holdsWholeWord(folded: string, asciiLower: string, name: string): boolean {
  if (name.length === 0 || !ASCII_ONLY.test(name)) return wholeWordPattern(name).test(folded)
  const needle = name.toLowerCase()
  for (let p = asciiLower.indexOf(needle); p !== -1; p = asciiLower.indexOf(needle, p + 1))
    if (wordBoundaryAt(folded, p) && wordBoundaryAt(folded, p + needle.length)) return true
  return false
}
const ASCII_ONLY = /^[\x00-\x7f]+$/

/** \b at `at`: a word character on one side only ([A-Za-z0-9_]; outside the text is none). */
function wordBoundaryAt(text: string, at: number): boolean {
  const before = at > 0 && isRegExpWordCode(text.charCodeAt(at - 1))
  const after = at < text.length && isRegExpWordCode(text.charCodeAt(at))
  return before !== after
}

function isRegExpWordCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95
}

/** filerNames, read once per filer (a filing's texts all have the same one). Bounded: cleared when full. */
const FILER_NAMES = new Map<string, readonly string[]>()
export function filerNamesOf(filer: string): readonly string[] {
  let names = FILER_NAMES.get(filer)
  if (names === undefined) {
    if (FILER_NAMES.size >= 2000) FILER_NAMES.clear()
    names = filerNames(filer)
    FILER_NAMES.set(filer, names)
  }
  return names
}

/** "KESTREL BIO, INC." -> "kestrel": the filer's names as companyNames reads them, from its title-cased EDGAR name. */
function filerNames(filer: string): string[] {
  const titled = filer.replace(
    /[A-Za-z][A-Za-z'-]*/g,
    (w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase(),
  )
  const names = [...companyNames(titled)]
  // A name without a legal form ("Kestrel Bio"): its first word, when that is no company word.
  const first = /^[A-Za-z][\w-]{2,}/.exec(titled)?.[0]?.toLowerCase()
  if (names.length === 0 && first !== undefined && !COMPANY_TOKENS.has(first)) names.push(first)
  return names
}
