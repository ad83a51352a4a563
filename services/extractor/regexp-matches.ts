/**
 * The matches `text.matchAll(pattern)` gives, found with the pattern itself. matchAll first copies its pattern (a
 * species constructor call), which costs more than running a long pattern over a sentence. As matchAll does, this starts
 * at the pattern's lastIndex and steps over an empty match by one; it puts lastIndex back as it found it, so the pattern
 * is left as matchAll leaves it. A scan accelerator only: the same matches in the same order, found before the caller
 * reads the first (matchAll finds them as it goes; with an immutable text the matches are the same).
 */
export function matchesOf(pattern: RegExp, text: string): RegExpExecArray[] {
  if (!pattern.global) throw new TypeError('matchesOf needs a global pattern, as matchAll does')
  // In unicode mode an empty match is stepped over by a code point, not one code unit.
  if (/[uv]/.test(pattern.flags)) throw new TypeError('matchesOf reads no unicode-mode pattern')
  const found: RegExpExecArray[] = []
  const from = pattern.lastIndex
  try {
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      found.push(m)
      if (m[0].length === 0) pattern.lastIndex++
    }
  } finally {
    pattern.lastIndex = from
  }
  return found
}
