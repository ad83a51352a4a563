import { closedWords } from './lexicon/function-words.js'
/**
 * How a name already known is found in a text, fast: per-name patterns compiled once, one-word ASCII names by indexOf,
 * and NextMatch, which tells which sentences a pattern cannot match in so that they are passed over. These are scan
 * accelerators only: each function says which plain regular expression it reads like.
 */

/**
 * Per-name patterns (flags `gi`), compiled once per name: compiling a regular expression costs far more than running it
 * over a press release, and a filing names its drugs in the body and again in each exhibit. Used through matchAll, which
 * runs a copy starting at the pattern's lastIndex, or through exec by a caller that sets lastIndex first and puts it back
 * to 0 when done, so a cached pattern's lastIndex is 0 whenever matchAll sees it. Bounded: cleared when full.
 */
const PATTERN_CACHE = new Map<string, RegExp>()
const PATTERN_CACHE_MAX = 2000

export function cachedPattern(source: string): RegExp {
  let pattern = PATTERN_CACHE.get(source)
  if (pattern === undefined) {
    if (PATTERN_CACHE.size >= PATTERN_CACHE_MAX) PATTERN_CACHE.clear()
    pattern = new RegExp(source, 'gi')
    PATTERN_CACHE.set(source, pattern)
  }
  return pattern
}

export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

// After a name: its biologic suffix if any ("tamrilimab-vxkq"), then no more word (not "tamrilimabs", "Zelvora-based").
const NAME_END_AT = /(?:-[a-z]{4})?(?![\w-])/iy
export const WORD_CHAR = /[\w-]/

/**
 * The matches of /(?<![\w-])NAME(?:-[a-z]{4})?(?![\w-])/gi (NAME: the name's words joined by \s+), as matchAll finds them.
 * A one-word ASCII name is found with indexOf in the text with only A-Z lowered (what `i` does for an ASCII literal,
 * offsets unchanged) and the rest of the pattern tried right after it; other names go through the pattern itself.
 */
/** The text with only A-Z lowered, offsets unchanged: what the `i` flag does for an ASCII literal, so indexOf finds one in it. */
export function asciiLowerCase(text: string): string {
  // A text of ASCII, Latin-1 punctuation and symbols, general punctuation and the trademark sign (which no case mapping
  // changes): toLowerCase lowers only its A-Z, without a call back per run of capitals.
  if (!CASED_BEYOND_ASCII.test(text)) return text.toLowerCase()
  return text.replace(/[A-Z]+/g, (upper) => upper.toLowerCase())
}
/** A character outside the ranges above: one toLowerCase might change. */
const CASED_BEYOND_ASCII = /[^\x00-\x7f\u00a0-\u00bf\u00d7\u00f7\u2000-\u206f\u2122]/

/**
 * Where the ASCII name `needle` (lowered) next starts at or after `from` with no word character or hyphen before it, as
 * `(?<![\w-])name` with the `i` flag would find it; -1 when nowhere. `asciiLower`: asciiLowerCase(folded).
 */
export function nextNameStart(
  folded: string,
  asciiLower: string,
  needle: string,
  from: number,
): number {
  let p = asciiLower.indexOf(needle, from)
  const code = /\d/.test(needle)
  while (p > 0 && WORD_CHAR.test(folded[p - 1]!) && !(code && fusedToFunctionWord(folded, p)))
    p = asciiLower.indexOf(needle, p + 1)
  return p
}

/** "forKST-204": a code in capitals right after a lower-case function word that HTML glued to it. */
const FUSED_BEFORE = new RegExp(
  String.raw`(?:^|[^\w-])${closedWords('on', 'of', 'for', 'to', 'in', 'at', 'by', 'and', 'the', 'with', 'from', 'as', 'or')}$`,
)
function fusedToFunctionWord(folded: string, p: number): boolean {
  const c = folded.charCodeAt(p)
  return c >= 65 && c <= 90 && FUSED_BEFORE.test(folded.slice(Math.max(0, p - 6), p))
}

export function occurrences(
  folded: string,
  asciiLower: string,
  name: string,
): Array<{ index: number; 0: string }> {
  const found: Array<{ index: number; 0: string }> = []
  if (name.length === 0 || /\s|[^\x00-\x7f]/.test(name)) {
    // A trademark sign may stand between a brand and a premixed product's ratio closing its name ("Zelvora® 70/30",
    // drug-names.ts `withRatioStrength`).
    const words = name
      .split(/\s+/)
      .map(escapeRegExp)
      .join('\\s+')
      .replace(/\\s\+(?=[\d\\.]+\/[\d\\.]+$)/, '(?:\\s*[\\u00AE\\u2122])?\\s+')
    for (const m of folded.matchAll(cachedPattern(`(?<![\\w-])${words}(?:-[a-z]{4})?(?![\\w-])`)))
      found.push({ index: m.index ?? 0, 0: m[0] })
    return found
  }
  const needle = asciiLowerCase(name)
  let from = 0
  for (
    let p = nextNameStart(folded, asciiLower, needle, from);
    p !== -1;
    p = nextNameStart(folded, asciiLower, needle, from)
  ) {
    NAME_END_AT.lastIndex = p + needle.length
    if (!NAME_END_AT.test(folded)) {
      from = p + 1
      continue
    }
    found.push({ index: p, 0: folded.slice(p, NAME_END_AT.lastIndex) })
    from = NAME_END_AT.lastIndex
  }
  return found
}

/**
 * Where a global pattern next matches in the whole text, so that the sentences it cannot match in are passed over.
 * For the patterns of buildDrugLexicon (no lookbehind, negative lookahead, \B or ^/$): a match found in a sentence run
 * alone is also a match at the same place in the whole text, provided \b reads the sentence's edges alike in both
 * (edgesReadAlike); so no whole-text match starting inside the sentence means no match in the sentence either. Given
 * a marker literal (MARKERS) instead of the pattern, the same holds without the edge condition.
 * Uses the pattern's lastIndex: callers reset it before their own scan.
 */
export class NextMatch {
  /** The leftmost match at or after `from` starts at `at` (Infinity: none). */
  private from = -1
  private at = -1

  constructor(
    private readonly pattern: RegExp,
    private readonly text: string,
  ) {}

  startsIn(start: number, end: number): boolean {
    if (this.from === -1 || start < this.from || start > this.at) {
      this.pattern.lastIndex = start
      const m = this.pattern.exec(this.text)
      this.from = start
      this.at = m === null ? Number.POSITIVE_INFINITY : m.index
    }
    return this.at < end
  }
}

/**
 * NextMatch for an alternation of literal cues over the lowered text, read from where the cues start (CueScan.starts)
 * instead of by running the alternation: its leftmost match at or after an offset starts at the least cue start there.
 */
export class NextCue {
  /** Index of the first start not before the last offset asked about. */
  private next = 0
  private last = -1

  /** `starts`: every start of every cue, in increasing order. */
  constructor(private readonly starts: ArrayLike<number>) {}

  startsIn(start: number, end: number): boolean {
    const starts = this.starts
    if (start < this.last) this.next = 0
    this.last = start
    let next = this.next
    while (next < starts.length && starts[next]! < start) next++
    this.next = next
    return next < starts.length && starts[next]! < end
  }
}

/**
 * NextCue over several cues' starts, each in increasing order, without merging them into one sorted list first (a
 * common cue starts hundreds of times in a text, and most texts ask about few sentences): the least start at or after
 * an offset is the least of each list's.
 */
export class NextCueOfMany {
  /** Per list, the index of its first start not before the last offset asked about. */
  private readonly next: Int32Array
  private last = -1

  constructor(private readonly lists: ReadonlyArray<ArrayLike<number>>) {
    this.next = new Int32Array(lists.length)
  }

  startsIn(start: number, end: number): boolean {
    if (start < this.last) this.next.fill(0)
    this.last = start
    let found = false
    for (let k = 0; k < this.lists.length; k++) {
      const starts = this.lists[k]!
      let next = this.next[k]!
      while (next < starts.length && starts[next]! < start) next++
      this.next[k] = next
      if (next < starts.length && starts[next]! < end) found = true
    }
    return found
  }
}

function isWordCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95
}

/**
 * \b reads [start, end) alone as it does inside `text`: no word character just before it, and after its end either none
 * or its last character not a word character (sentences from segmentSentences always qualify).
 */
export function edgesReadAlike(text: string, start: number, end: number): boolean {
  if (start > 0 && isWordCode(text.charCodeAt(start - 1))) return false
  return (
    end >= text.length || !isWordCode(text.charCodeAt(end - 1)) || !isWordCode(text.charCodeAt(end))
  )
}
