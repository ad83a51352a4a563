/**
 * Turning the lexicon's word lists into regex source. The shapes around the words (gaps, connectors, lookarounds)
 * stay with the rules; the words come only from here.
 */

/** Regex-escapes one literal word or phrase; a space in a phrase matches any run of white space. */
function literal(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')
}

/** `(?:a|b|c)` over words or phrases, longest first so that an alternation never stops at a prefix. */
export function anyOf(words: readonly string[]): string {
  const sorted = [...new Set(words)].sort((a, b) => b.length - a.length || a.localeCompare(b))
  return `(?:${sorted.map(literal).join('|')})`
}

/**
 * A compiled word list in capitals, for a rule that reads case (an all-caps headline's "ON", "PDUFA"; "FDA" as the
 * agency writes itself): every letter that is not an escape's ("\s") raised.
 */
export function inCapitals(source: string): string {
  return source.replace(/(?<!\\)[a-z]/g, (letter) => letter.toUpperCase())
}

/** A compiled word list capitalised, for a rule that reads case ("Phase", "Nasdaq"): each alternative's first letter raised. */
export function capitalised(source: string): string {
  return source.replace(
    /(^|\(\?:|\|)([a-z])/g,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  )
}

/** A compiled word list in title case, for a headline ("Green Light", "Decision Date"): each word's first letter raised. */
export function titleCased(source: string): string {
  return source.replace(
    /(^|\(\?:|\||\\s\+)([a-z])/g,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  )
}

/** A word by its stem and the endings of its forms ('' for the bare stem): `expect(?:s|ed|ing)?`. */
export function inflected(stem: string, endings: readonly string[] = ['']): string {
  const rest = endings.filter((e) => e !== '')
  if (rest.length === 0) return literal(stem)
  const group = `(?:${rest.join('|')})`
  return literal(stem) + (endings.includes('') ? `${group}?` : group)
}

/**
 * A word class's picker: the named members as one alternation (longest first). A rule names the members it reads, each
 * checked by the type against the class's declaration, so a narrower list stays visible at the rule.
 */
export function pickerOf<Word extends string>(
  table: Readonly<Record<Word, unknown>>,
): (...words: readonly Word[]) => string {
  return (...words) => {
    const undeclared = words.filter((word) => !Object.hasOwn(table, word))
    if (undeclared.length > 0) throw new Error(`undeclared words: ${undeclared.join(', ')}`)
    return anyOf(words)
  }
}
