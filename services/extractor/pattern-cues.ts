/**
 * The words a regular expression cannot match without: read from its source, so that a text holding none of them is not
 * scanned with it. A scan accelerator only, exact by construction: every match of the pattern holds one of the cues
 * (lower case, as in asciiLowerCase), or the pattern has no cues (null) and is always scanned.
 *
 * Read conservatively from the pattern's structure: a sequence needs what any one of its parts needs, an alternation one
 * of what each branch needs, a repetition what its body needs when it must occur; literal characters next to each other
 * make a word. Lookarounds, anchors, classes of more than one letter and anything not understood need nothing.
 */

type Cues = Set<string> | null

/** What a parsed piece of a pattern is: a literal character (lower case), or the cues it needs. */
type Piece = { char: string } | { cues: Cues }

const SHORTEST_CUE = 3

class Reader {
  private at = 0
  constructor(
    private readonly source: string,
    private readonly ignoreCase: boolean,
  ) {}

  /** The whole pattern. */
  whole(): Cues {
    const cues = this.alternation()
    if (this.at !== this.source.length) throw new Error(`unbalanced at ${this.at}`)
    return cues
  }

  /** An alternation up to `)` or the end. */
  alternation(): Cues {
    const branches: Cues[] = [this.sequence()]
    while (this.source[this.at] === '|') {
      this.at++
      branches.push(this.sequence())
    }
    if (branches.some((b) => b === null)) return null
    const union = new Set<string>()
    for (const branch of branches) for (const cue of branch!) union.add(cue)
    return union
  }

  private sequence(): Cues {
    const pieces: Piece[] = []
    while (
      this.at < this.source.length &&
      this.source[this.at] !== '|' &&
      this.source[this.at] !== ')'
    ) {
      const atom = this.atom()
      const quantified = this.quantifier(atom)
      pieces.push(quantified)
    }
    // Runs of literal characters become words; the sequence needs the best of its parts' cues.
    let best: Cues = null
    let word = ''
    const consider = (cues: Cues) => {
      if (cues === null || [...cues].some((c) => c.length < SHORTEST_CUE)) return
      if (best === null || shortest(cues) > shortest(best)) best = cues
    }
    for (const piece of pieces) {
      if ('char' in piece) {
        word += piece.char
        continue
      }
      if (word.length > 0) consider(new Set([word]))
      word = ''
      consider(piece.cues)
    }
    if (word.length > 0) consider(new Set([word]))
    return best
  }

  private quantifier(atom: Piece): Piece {
    const c = this.source[this.at]
    let min: number
    if (c === '?' || c === '*') {
      min = 0
      this.at++
    } else if (c === '+') {
      min = 1
      this.at++
    } else if (c === '{') {
      const m = /^\{(\d+)(,\d*)?\}/.exec(this.source.slice(this.at))
      if (m === null) return atom
      min = Number(m[1])
      this.at += m[0].length
      // "{1}" is the atom itself.
      if (m[2] === undefined && min === 1) {
        if (this.source[this.at] === '?') this.at++
        return atom
      }
    } else return atom
    if (this.source[this.at] === '?') this.at++
    if (min === 0) return { cues: null }
    return { cues: 'char' in atom ? new Set([atom.char]) : atom.cues }
  }

  private atom(): Piece {
    const c = this.source[this.at]!
    if (c === '(') return this.group()
    if (c === '[') return this.charClass()
    if (c === '\\') return this.escape()
    this.at++
    if (c === '.' || c === '^' || c === '$') return { cues: null }
    return this.literal(c)
  }

  private literal(c: string): Piece {
    // Under the i flag a non-ASCII letter matches forms asciiLowerCase does not fold: no cue from it. Only A-Z is lowered,
    // as asciiLowerCase does (without the i flag, a non-ASCII letter matches itself only).
    if (this.ignoreCase && c > '\u007f' && c.toLowerCase() !== c.toUpperCase())
      return { cues: null }
    return { char: c >= 'A' && c <= 'Z' ? c.toLowerCase() : c }
  }

  private group(): Piece {
    this.at++
    let lookaround = false
    if (this.source[this.at] === '?') {
      const kind = this.source.slice(this.at, this.at + 3)
      if (kind.startsWith('?:')) this.at += 2
      else if (kind.startsWith('?=') || kind.startsWith('?!')) {
        this.at += 2
        lookaround = true
      } else if (kind === '?<=' || kind === '?<!') {
        this.at += 3
        lookaround = true
      } else if (kind.startsWith('?<')) {
        this.at = this.source.indexOf('>', this.at) + 1
      } else throw new Error(`unread group at ${this.at}`)
    }
    const inner = this.alternation()
    if (this.source[this.at] !== ')') throw new Error(`unclosed group at ${this.at}`)
    this.at++
    return { cues: lookaround ? null : inner }
  }

  private charClass(): Piece {
    const start = this.at
    this.at++
    while (this.at < this.source.length && this.source[this.at] !== ']') {
      if (this.source[this.at] === '\\') this.at++
      this.at++
    }
    this.at++
    // "[Pp]": one letter in either case is that letter.
    const body = this.source.slice(start + 1, this.at - 1)
    if (
      body.length === 2 &&
      body[0] !== body[1] &&
      body[0]!.toLowerCase() === body[1]!.toLowerCase()
    )
      return this.literal(body[0]!)
    return { cues: null }
  }

  private escape(): Piece {
    const next = this.source[this.at + 1]!
    if (next === 'u' && /^[0-9A-Fa-f]{4}$/.test(this.source.slice(this.at + 2, this.at + 6))) {
      const c = String.fromCharCode(parseInt(this.source.slice(this.at + 2, this.at + 6), 16))
      this.at += 6
      return this.literal(c)
    }
    if (next === 'x' && /^[0-9A-Fa-f]{2}$/.test(this.source.slice(this.at + 2, this.at + 4))) {
      const c = String.fromCharCode(parseInt(this.source.slice(this.at + 2, this.at + 4), 16))
      this.at += 4
      return this.literal(c)
    }
    // A named back-reference or a property escape: not read here (the pattern gets no cues).
    if (next === 'k' || next === 'p' || next === 'P') throw new Error(`unread escape at ${this.at}`)
    this.at += 2
    // "\cX": a control character.
    if (next === 'c') this.at++
    // A back-reference ("\12"): all of its digits.
    if (next >= '0' && next <= '9') while (/[0-9]/.test(this.source[this.at] ?? '')) this.at++
    // A class (\s, \w, \d, ...), an assertion (\b), a control character or a back-reference: no cue.
    if (/[A-Za-z0-9]/.test(next)) return { cues: null }
    return this.literal(next)
  }
}

function shortest(cues: Set<string>): number {
  let min = Infinity
  for (const cue of cues) min = Math.min(min, cue.length)
  return min
}

const CUES = new WeakMap<RegExp, readonly string[] | null>()

/** The cues of `pattern` (see above), read once per pattern; null when it has none to offer. */
export function patternCues(pattern: RegExp): readonly string[] | null {
  let cues = CUES.get(pattern)
  if (cues === undefined) {
    let read: Cues
    try {
      // Unicode-mode syntax (\u{...}, \p{...}, classes with set operations) is not read.
      if (/[uv]/.test(pattern.flags)) throw new Error('unicode mode')
      const reader = new Reader(pattern.source, pattern.flags.includes('i'))
      read = reader.whole()
    } catch {
      read = null
    }
    cues = read === null ? null : [...read]
    CUES.set(pattern, cues)
  }
  return cues
}

const CUE_TESTS = new WeakMap<RegExp, RegExp | null>()

/** "." and the like written as themselves: a cue is a literal string. */
function escapedCue(cue: string): string {
  return cue.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')
}

/**
 * Whether `asciiLower` (asciiLowerCase of a text) holds a cue of `pattern`: when it does not, the pattern matches nowhere
 * in the text. The cues are tested as one alternation of literals (what `asciiLower.includes(cue)` answers for each, in
 * one search: a pattern may have dozens of cues, and a search per cue cost more than the pattern's own scan).
 */
export function mayMatchIn(pattern: RegExp, asciiLower: string): boolean {
  let test = CUE_TESTS.get(pattern)
  if (test === undefined) {
    const cues = patternCues(pattern)
    // No flag: a cue is matched as written, as includes() does.
    test =
      cues === null ? null : new RegExp(cues.length > 0 ? cues.map(escapedCue).join('|') : '(?!)')
    CUE_TESTS.set(pattern, test)
  }
  return test === null || test.test(asciiLower)
}

const ANY_CASE_CUE_TESTS = new WeakMap<object, RegExp | null>()

/** The cues of every one of `patterns` as one alternation compared without case; null when one of them has no cues. */
function anyCaseCueTest(patterns: readonly RegExp[]): RegExp | null {
  const cues: string[] = []
  for (const pattern of patterns) {
    const own = patternCues(pattern)
    if (own === null) return null
    cues.push(...own)
  }
  return new RegExp(cues.length > 0 ? cues.map(escapedCue).join('|') : '(?!)', 'i')
}

/**
 * Whether `text`, as written, may hold a match of `pattern`: false when it holds none of its cues in any case of A-Z
 * (asciiLowerCase lowers nothing else, and a pattern without the i flag matches less than one with it, so every text in
 * which the pattern matches passes). For a pattern tested on texts that are not lowered first: a literal scan instead of
 * the pattern's own, which tries its leading words and gaps at every place.
 */
export function mayMatch(pattern: RegExp, text: string): boolean {
  return mayMatchAnyOf([pattern], text, pattern)
}

/**
 * mayMatch for a list of patterns: false when the text holds none of the cues of any of them. `key`: the object the
 * compiled cues are kept under (the list itself, when it is a module's constant).
 */
export function mayMatchAnyOf(
  patterns: readonly RegExp[],
  text: string,
  key: object = patterns,
): boolean {
  let test = ANY_CASE_CUE_TESTS.get(key)
  if (test === undefined) {
    test = anyCaseCueTest(patterns)
    ANY_CASE_CUE_TESTS.set(key, test)
  }
  return test === null || test.test(text)
}
