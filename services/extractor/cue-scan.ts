/**
 * Which cues of a set of patterns (pattern-cues.ts) a text holds, and where each starts: one pass over the text for all of
 * them, however many patterns read the answer.
 */
import { patternCues } from './pattern-cues.js'

/**
 * Which cues of a set of patterns a text holds, found in one pass over the text instead of one search per cue: an
 * automaton (Aho-Corasick, its transitions over ASCII resolved into a table) of the patterns' ASCII cues; a cue with any
 * other character is searched for on its own. Answers exactly what `asciiLower.includes(cue)` answers for each cue, in the
 * form mayMatchIn keeps them (`seen`).
 */
export class CueScan {
  private readonly asciiCues: string[] = []
  private readonly otherCues: string[] = []
  /** transitions[state * 128 + code]: the next state. */
  private readonly transitions: Int32Array
  /** Per state, the cues (indices into asciiCues) that end there, through its suffix links too. */
  private readonly ending: number[][]
  /** Per state, 1 when a cue ends there (its `ending` is not empty): most states of a scan end none. */
  private readonly ends: Uint8Array
  /** The length of each of asciiCues. */
  private readonly cueLengths: Int32Array

  /** `words`: cues given as written, besides those read from `patterns`. */
  constructor(patterns: readonly RegExp[], words: readonly string[] = []) {
    const cues = new Set<string>(words)
    for (const pattern of patterns) for (const cue of patternCues(pattern) ?? []) cues.add(cue)
    for (const cue of cues) (/^[\x00-\x7f]+$/.test(cue) ? this.asciiCues : this.otherCues).push(cue)
    // The trie of the cues.
    const children: Array<Map<number, number>> = [new Map()]
    const ending: number[][] = [[]]
    this.asciiCues.forEach((cue, index) => {
      let state = 0
      for (let i = 0; i < cue.length; i++) {
        const code = cue.charCodeAt(i)
        let next = children[state]!.get(code)
        if (next === undefined) {
          next = children.length
          children.push(new Map())
          ending.push([])
          children[state]!.set(code, next)
        }
        state = next
      }
      ending[state]!.push(index)
    })
    // Suffix links breadth first, and every transition resolved.
    const transitions = new Int32Array(children.length * 128)
    const suffix = new Int32Array(children.length)
    const queue: number[] = []
    for (let code = 0; code < 128; code++) {
      const next = children[0]!.get(code) ?? 0
      transitions[code] = next
      if (next !== 0) queue.push(next)
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!
      ending[state]!.push(...ending[suffix[state]!]!)
      for (let code = 0; code < 128; code++) {
        const next = children[state]!.get(code)
        if (next === undefined) {
          transitions[state * 128 + code] = transitions[suffix[state]! * 128 + code]!
          continue
        }
        transitions[state * 128 + code] = next
        suffix[next] = transitions[suffix[state]! * 128 + code]!
        queue.push(next)
      }
    }
    this.transitions = transitions
    this.ending = ending
    this.ends = Uint8Array.from(ending, (cues) => (cues.length > 0 ? 1 : 0))
    this.cueLengths = Int32Array.from(this.asciiCues, (cue) => cue.length)
  }

  /**
   * Where each cue starts in `asciiLower`: every occurrence, overlapping ones too, in increasing order, from the same one
   * pass (a cue the text does not hold has none). So the leftmost match of the cues' alternation at or after any offset is
   * the least of their starts there, without running the alternation over the text once per sentence.
   */
  starts(asciiLower: string): Map<string, number[]> {
    const found = this.startsByCue(asciiLower)
    const starts = new Map<string, number[]>()
    this.cues().forEach((cue, index) => starts.set(cue, found[index]!))
    return starts
  }

  /** Every cue of the scan, in the order startsByCue answers them (cueIndex). */
  cues(): readonly string[] {
    return (this.allCues ??= [...this.asciiCues, ...this.otherCues])
  }
  private allCues: readonly string[] | undefined

  /** The place of `cue` in cues() (-1: not a cue of the scan). */
  cueIndex(cue: string): number {
    return this.cues().indexOf(cue)
  }

  /** What starts answers, as an array in the order of cues(): no map made per text. */
  startsByCue(asciiLower: string): number[][] {
    const found: number[][] = []
    for (let index = 0; index < this.asciiCues.length + this.otherCues.length; index++)
      found.push([])
    const lengths = this.cueLengths
    const transitions = this.transitions
    const endsAt = this.ends
    let state = 0
    for (let i = 0; i < asciiLower.length; i++) {
      const code = asciiLower.charCodeAt(i)
      state = code < 128 ? transitions[state * 128 + code]! : 0
      if (endsAt[state] === 0) continue
      const ends = this.ending[state]!
      for (let e = 0; e < ends.length; e++) {
        const cue = ends[e]!
        found[cue]!.push(i + 1 - lengths[cue]!)
      }
    }
    this.otherCues.forEach((cue, other) => {
      const at = found[this.asciiCues.length + other]!
      for (let p = asciiLower.indexOf(cue); p !== -1; p = asciiLower.indexOf(cue, p + 1)) at.push(p)
    })
    return found
  }

  /**
   * Every cue's answer for `asciiLower`: whether the text holds it, exactly as `asciiLower.includes(cue)` answers (any
   * text may be given: a cue is matched as written, so over a text not lowered the answer is case-sensitive).
   */
  held(asciiLower: string): Map<string, boolean> {
    const found = new Uint8Array(this.asciiCues.length)
    const transitions = this.transitions
    const endsAt = this.ends
    let state = 0
    for (let i = 0; i < asciiLower.length; i++) {
      const code = asciiLower.charCodeAt(i)
      // A character no ASCII cue holds: no cue runs across it.
      state = code < 128 ? transitions[state * 128 + code]! : 0
      if (endsAt[state] === 0) continue
      const ends = this.ending[state]!
      for (let e = 0; e < ends.length; e++) found[ends[e]!] = 1
    }
    const seen = new Map<string, boolean>()
    this.asciiCues.forEach((cue, index) => seen.set(cue, found[index] === 1))
    for (const cue of this.otherCues) seen.set(cue, asciiLower.includes(cue))
    return seen
  }
}
