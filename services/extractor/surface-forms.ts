/**
 * The surface of scraped and reposted text read as its clean form: one normalisation layer under every rule.
 *
 * Text copied from old wire pages, aggregators, forums and EDGAR's HTML carries damage no rule should have to know of:
 * HTML entities left in the text ("March&nbsp;5, 2027", "&quot;PDUFA&quot;"), the acronym dotted ("P.D.U.F.A. date") or
 * fused to the next word by a stripped tag ("PDUFAdate", "dateof"), and spelling slips in the few key words every reading
 * is built on ("Applicaton", "approvel", "Complete Reponse Letter", "PDFUA"). `normaliseSurface` rewrites these, once,
 * into the text every layer reads; the rewrites change lengths, so it keeps the offset map back to the text as written:
 * a quote is cut from the text as written (`sourceSpan`), and the grounding gate reads the dates of a quote through the
 * same normalisation (grounding.ts), so what publishes is always a verbatim slice of the filing.
 *
 * The same-length folds (typographic punctuation, trademark signs: text-fold.ts) stay where they are; this layer runs
 * before them. A text with nothing to rewrite is returned as it is, with no map (the common case costs one test).
 */

import { anyOf, inCapitals } from './lexicon/compile.js'
import {
  CAPITALS_DECISION_WORDS,
  CASE_ACRONYMS,
  FUSED_HEADS,
  FUSED_PREPOSITIONS,
  NOT_A_SLIP,
  PDUFA_FUSED_NEXT,
  PDUFA_SWAPS,
  SHORT_ENGLISH,
  SLIP_KEY_WORDS,
} from './lexicon/surface.js'

export interface SurfaceText {
  /** The text every layer reads. */
  text: string
  /** Per offset of `text` (and one past its end), the offset in the text as written; null: the two are the same. */
  toSource: Int32Array | null
}

/** The span of the text as written that `[start, end)` of the normalised text was read from. */
export function sourceSpan(surface: SurfaceText, start: number, end: number): [number, number] {
  if (surface.toSource === null) return [start, end]
  // The end maps through the last unit read: a span never takes the tail of an entity it did not end in.
  const sourceStart = surface.toSource[start]!
  return [sourceStart, end > start ? surface.toSource[end - 1]! + 1 : sourceStart]
}

/**
 * HTML character references a scrape left as text. Named ones only with their semicolon (a bare "&amp" is a company's
 * ampersand as often as an entity), a numeric one by its code point. "&amp;nbsp;", an entity escaped twice, is the entity.
 */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  nbsp: '\u00A0',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  lsquo: '\u2018',
  rsquo: '\u2019',
  sbquo: '\u201A',
  ldquo: '\u201C',
  rdquo: '\u201D',
  bdquo: '\u201E',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  reg: '\u00AE',
  trade: '\u2122',
  copy: '\u00A9',
  shy: '',
  middot: '\u00B7',
  bull: '\u2022',
  deg: '\u00B0',
  frac12: '\u00BD',
  eacute: '\u00E9',
  uuml: '\u00FC',
  ouml: '\u00F6',
  auml: '\u00E4',
}
const ENTITY = /&(?:amp;)?(?:#(\d{2,7})|#[xX]([0-9A-Fa-f]{2,6})|([A-Za-z][A-Za-z0-9]{1,7}));/g

function entityText(match: RegExpExecArray): string | null {
  const [, decimal, hex, name] = match
  if (name !== undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? null
  const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex!, 16)
  if (!Number.isFinite(code) || code < 32 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
    return null
  // A reference to a control or invisible character reads as nothing (the document drops invisibles too).
  if (code === 0xad || code === 0x200b || code === 0x200c || code === 0x200d || code === 0xfeff)
    return ''
  return String.fromCodePoint(code)
}

/**
 * The acronym written with its stops ("P.D.U.F.A. date", "P. D. U. F. A."): read as "PDUFA". Its last stop is taken
 * with it only before a lower-case word or a bracket, where no sentence ends; else the stop stays, as it may end one.
 */
const DOTTED_PDUFA = /\bP\.\s?D\.\s?U\.\s?F\.\s?A(?:\.(?=\s*[a-z(]))?/g

/**
 * The acronym with two letters swapped ("PDFUA", "PUDFA", "PDUAF", "DPUFA"), in capitals only: no other acronym of the
 * trade is one swap from it.
 */
const SWAPPED_PDUFA = new RegExp(String.raw`\b${anyOf(PDUFA_SWAPS)}\b`, 'g')

/**
 * Two words a stripped tag fused ("PDUFAdate", "PDUFAgoal", "dateof", "approvalof", "Applicationfor"): a key word and the
 * word of its phrase right after it, never an English word: a space is put back between them.
 */
const FUSED_WORDS = new RegExp(
  String.raw`\b(?:PDUFA(?=${anyOf(PDUFA_FUSED_NEXT)}s?\b)|${anyOf(FUSED_HEADS)}(?=${anyOf(FUSED_PREPOSITIONS)}\b))`,
  'g',
)

/**
 * The key words a spelling slip of which is read as the word (one letter wrong, missing, added, or two letters swapped).
 * Every form here and every word of `NOT_A_SLIP` is read as written: a word is rewritten only when it is none of them and
 * exactly one key word is one slip from it. Only words of seven letters or more: shorter ones are a slip from too many
 * English words ("latter" from "letter").
 */
const KEY_WORDS = SLIP_KEY_WORDS
const NOT_A_SLIP_SET: ReadonlySet<string> = new Set(NOT_A_SLIP)
const KEY_WORD_SET: ReadonlySet<string> = new Set(KEY_WORDS)

/** A candidate word for a slip: seven letters or more, Latin letters only. */
const WORD = /\b[A-Za-z]{7,16}\b/g

/** Whether `a` is one slip from `b`: one substitution, insertion, deletion or swap of two neighbouring letters. */
function oneSlip(a: string, b: string): 'vowel' | 'other' | null {
  if (a === b) return null
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > 1) return null
  let i = 0
  while (i < la && i < lb && a[i] === b[i]) i++
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1))
      return VOWELS.has(a[i]!) && VOWELS.has(b[i]!) ? 'vowel' : 'other'
    if (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)) return 'other'
    return null
  }
  return (la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)) ? 'other' : null
}
const VOWELS: ReadonlySet<string> = new Set(['a', 'e', 'i', 'o', 'u'])

/**
 * The key word `word` is a slip of, in the case `word` is written in, or null. A vowel written for another is the likeliest
 * slip ("approvel" is "approval", not "approved"); any other tie is left as written.
 */
// The answer for a word is the same in every text, and filings repeat their words: each is weighed once per thread.
// Bounded: a text of invented words cannot grow it past SLIP_MEMO_LIMIT entries before it starts over.
const slipMemo = new Map<string, string | null>()
const SLIP_MEMO_LIMIT = 50_000

export function keyWordOfSlip(word: string): string | null {
  let answer = slipMemo.get(word)
  if (answer !== undefined) return answer
  answer = weighSlip(word)
  if (slipMemo.size >= SLIP_MEMO_LIMIT) slipMemo.clear()
  slipMemo.set(word, answer)
  return answer
}

function weighSlip(word: string): string | null {
  const lower = word.toLowerCase()
  if (KEY_WORD_SET.has(lower) || NOT_A_SLIP_SET.has(lower)) return null
  // Mixed case past the first letter ("ApProval") is no slip of spelling; a code or a name is not read.
  if (!(word === lower || word === word.toUpperCase() || word.slice(1) === lower.slice(1)))
    return null
  let best: string | null = null
  let bestVowel = false
  let tie = false
  for (const key of KEY_WORDS) {
    if (key[0] !== lower[0] && key[1] !== lower[1]) continue
    const slip = oneSlip(lower, key)
    if (slip === null) continue
    const vowel = slip === 'vowel'
    if (best === null || (vowel && !bestVowel)) {
      best = key
      bestVowel = vowel
      tie = false
    } else if (vowel === bestVowel) tie = true
  }
  if (best === null || tie) return null
  if (word === word.toUpperCase()) return best.toUpperCase()
  return word[0] === word[0]!.toUpperCase() ? best[0]!.toUpperCase() + best.slice(1) : best
}

const MAY_FUSE_OR_SWAP = new RegExp(
  String.raw`PDUFA[a-z]|${anyOf(PDUFA_SWAPS)}|${anyOf(FUSED_HEADS)}${anyOf(FUSED_PREPOSITIONS)}\b`,
)

/** Whether the text may hold anything this layer rewrites: one pass of cheap tests before any rewriting. */
function mayRewrite(text: string): boolean {
  return text.includes('&') || text.includes('P.') || MAY_FUSE_OR_SWAP.test(text) || hasSlip(text)
}

function hasSlip(text: string): boolean {
  WORD.lastIndex = 0
  for (let m = WORD.exec(text); m !== null; m = WORD.exec(text))
    if (keyWordOfSlip(m[0]) !== null) return true
  return false
}

interface Rewrite {
  start: number
  end: number
  text: string
}

/** Every rewrite of the text, in order, none overlapping (an entity first, then the acronym, the fused words, the slips). */
function rewritesOf(text: string): Rewrite[] {
  // Each pass finds its rewrites in order, none overlapping another of its own; a rewrite of a later pass that overlaps
  // one of an earlier pass is dropped (found by a binary search: a filing with entities throughout stays linear).
  let rewrites: Rewrite[] = []
  const pass = (found: Rewrite[]) => {
    if (found.length === 0) return
    const kept = found.filter((f) => !overlapsAny(rewrites, f))
    rewrites = [...rewrites, ...kept].sort((a, b) => a.start - b.start)
  }
  const matches = (pattern: RegExp, replace: (m: RegExpExecArray) => string | null) => {
    const found: Rewrite[] = []
    pattern.lastIndex = 0
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const replacement = replace(m)
      if (replacement !== null)
        found.push({ start: m.index, end: m.index + m[0].length, text: replacement })
    }
    return found
  }
  if (text.includes('&')) pass(matches(ENTITY, entityText))
  pass(matches(DOTTED_PDUFA, () => 'PDUFA'))
  pass(matches(SWAPPED_PDUFA, () => 'PDUFA'))
  pass(matches(FUSED_WORDS, (m) => `${m[0]} `))
  pass(matches(WORD, (m) => keyWordOfSlip(m[0])))
  return rewrites
}

/** Whether `r` overlaps a rewrite of `sorted` (sorted by start, none overlapping). */
function overlapsAny(sorted: readonly Rewrite[], r: Rewrite): boolean {
  let lo = 0
  let hi = sorted.length
  // The first rewrite that ends after r starts.
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]!.end <= r.start) lo = mid + 1
    else hi = mid
  }
  return lo < sorted.length && sorted[lo]!.start < r.end
}

/** The text as every layer reads it, and the map back to the text as written. */
export function normaliseSurface(text: string): SurfaceText {
  if (!mayRewrite(text)) return { text, toSource: null }
  const rewrites = rewritesOf(text)
  if (rewrites.length === 0) return { text, toSource: null }
  const length = rewrites.reduce((n, r) => n + r.text.length - (r.end - r.start), text.length)
  const parts: string[] = []
  // Filled in place: a long filing with entities throughout is mapped in one typed array, never a list of numbers.
  const toSource = new Int32Array(length + 1)
  let filled = 0
  let at = 0
  const keep = (start: number, end: number) => {
    parts.push(text.slice(start, end))
    for (let i = start; i < end; i++) toSource[filled++] = i
  }
  for (const r of rewrites) {
    keep(at, r.start)
    parts.push(r.text)
    // A rewrite of the same length (a slip of one letter) or one that keeps what it rewrote and adds to it (a fused word's
    // space) maps the units one to one; any other maps its units to the start of what it rewrote and its last unit to the
    // last unit rewritten: a span that ends inside a rewrite ends with it.
    const kept =
      r.text.length === r.end - r.start || r.text.startsWith(text.slice(r.start, r.end))
        ? Math.min(r.text.length, r.end - r.start)
        : 0
    for (let i = 0; i < r.text.length; i++)
      toSource[filled++] = i < kept ? r.start + i : i === r.text.length - 1 ? r.end - 1 : r.start
    at = r.end
  }
  keep(at, text.length)
  toSource[filled] = text.length
  return { text: parts.join(''), toSource }
}

const ACRONYMS: ReadonlySet<string> = new Set(CASE_ACRONYMS)
const SHORT_ENGLISH_SET: ReadonlySet<string> = new Set(SHORT_ENGLISH)

/**
 * The words by which a line in capitals tells a decision or its date ("FDA APPROVES", "COMPLETE RESPONSE LETTER", "PDUFA
 * DATE", "EXTENDS"): only such a line is read again in normal case, and only a text that has one is read twice.
 */
const DECISION_IN_CAPITALS = new RegExp(String.raw`\b${inCapitals(anyOf(CAPITALS_DECISION_WORDS))}`)

/** Whether a line of the text is in capitals and tells a decision or its date. */
export function hasDecisionLineInCapitals(text: string): boolean {
  if (!DECISION_IN_CAPITALS.test(text)) return false
  CAPITALS_LINE.lastIndex = 0
  for (let m = CAPITALS_LINE.exec(text); m !== null; m = CAPITALS_LINE.exec(text)) {
    if (DECISION_IN_CAPITALS.test(m[0])) return true
    if (m[0].length === 0) CAPITALS_LINE.lastIndex++
  }
  return false
}

/** A line in capitals: no lower-case letter, three words of two letters or more (a headline, a caps-lock paragraph). */
const CAPITALS_LINE = /^(?=(?:[^a-z\n]*?\b[A-Z]{2,}\b){3})[^a-z\n]*$/gm

/** An all lower-case line that names the agency or its acronyms in lower case: a repost that lost its capitals. */
/**
 * Lines in capitals read as their normal-case form would, keeping every offset (A-Z to a-z only): the acronyms stay, the
 * short English words and a possessive's "S" go to lower case and every other word is written as a name is ("FDA
 * APPROVES KESTREL'S ZELVORA" reads "FDA Approves Kestrel's Zelvora", as a headline in title case does). Text in lower
 * case is left as it is: the layers read it as such already (sentences.ts starts a sentence after a stop there).
 */
export function recaseLines(text: string): string {
  let out = text
  if (hasDecisionLineInCapitals(text))
    out = out.replace(CAPITALS_LINE, (line) =>
      !DECISION_IN_CAPITALS.test(line)
        ? line
        : line.replace(/(['\u2019])S\b|\b[A-Z]+\b/g, (word, mark?: string) => {
            if (mark !== undefined) return `${mark}s`
            const lower = word.toLowerCase()
            if (ACRONYMS.has(lower)) return word
            if (SHORT_ENGLISH_SET.has(lower)) return lower
            if (word.length <= 3) return word
            return word[0] + lower.slice(1)
          }),
    )
  return out
}
