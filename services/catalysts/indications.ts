/**
 * Indication identity: two uses compared by their content words (overlap coefficient), so a
 * rephrasing matches and a different disease does not; an abbreviation matches its spelled-out
 * form. Part of entity resolution (identity.ts holds the drug and application keys).
 */
import { fold } from './identity.js'

const INDICATION_STOP = new Set([
  'a',
  'an',
  'the',
  'of',
  'for',
  'with',
  'without',
  'or',
  'and',
  'in',
  'to',
  'due',
  'by',
  'as',
  'at',
  'on',
  'who',
  'are',
  'is',
  'be',
  'not',
  'that',
  'than',
  'treatment',
  'treat',
  'treating',
  'patient',
  'patients',
  'adult',
  'adults',
  'stage',
  'age',
  'aged',
  'year',
  'years',
  'month',
  'months',
  'older',
  'younger',
  'secondary',
  'associated',
  'disease',
  'disorder',
  'condition',
  'proposed',
  'potential',
  'certain',
  'indicated',
  'indication',
  'use',
  'therapy',
  'candidate',
  'their',
  'whose',
  'have',
  'has',
  'had',
  'after',
  'prior',
  'least',
  'one',
  'two',
  'more',
  'also',
  'such',
  'this',
  'these',
  'including',
  'those',
])

/** Content words of an indication; parenthesised abbreviations count as words too. */
export function indicationWords(indication: string | null | undefined): Set<string> {
  const words = new Set<string>()
  if (!indication) return words
  for (const raw of fold(indication).split(/[^a-z0-9]+/)) {
    if (raw.length < 2 || /^\d+$/.test(raw) || INDICATION_STOP.has(raw)) continue
    words.add(
      raw.length > 4 && raw.endsWith('s') && !raw.endsWith('ss') && !raw.endsWith('is')
        ? raw.slice(0, -1)
        : raw,
    )
  }
  return words
}

/** Every token of an indication in order, stop words included (the initials of an abbreviation count them: "graft versus host disease"). */
function indicationTokens(indication: string): string[] {
  return fold(indication)
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0)
}

/**
 * Rewrites the words of `words` (from `text`) that spell out an abbreviation the other side uses
 * ("amyotrophic lateral sclerosis" when the other side says "ALS") into that abbreviation, so a
 * spelled-out use and its abbreviation compare as one word.
 */
function foldAbbreviations(words: Set<string>, text: string, otherWords: Set<string>): Set<string> {
  const tokens = indicationTokens(text)
  let result = words
  for (const abbreviation of otherWords) {
    if (
      abbreviation.length < 2 ||
      abbreviation.length > 6 ||
      !/^[a-z]+$/.test(abbreviation) ||
      words.has(abbreviation)
    )
      continue
    for (let start = 0; start + abbreviation.length <= tokens.length; start++) {
      const run = tokens.slice(start, start + abbreviation.length)
      if (
        run.map((t) => t[0]).join('') !== abbreviation ||
        run.some((t) => t.length < 2 || /^\d/.test(t))
      )
        continue
      const spelled = indicationWords(run.join(' '))
      if (spelled.size === 0) continue
      result = new Set([...result].filter((w) => !spelled.has(w)))
      result.add(abbreviation)
      break
    }
  }
  return result
}

/** Pairs compared recently: matching compares the same few wordings again and again (bounded, cleared when full). */
const similarityMemo = new Map<string, number | null>()
const SIMILARITY_MEMO_SIZE = 20_000

/** Overlap coefficient of content words, 0..1; null when either side is unknown. An abbreviation matches its spelled-out words. */
export function indicationSimilarity(
  a: string | null | undefined,
  b: string | null | undefined,
): number | null {
  if (!a || !b) return null
  const key = `${a}\u0000${b}`
  const known = similarityMemo.get(key)
  if (known !== undefined) return known
  if (similarityMemo.size >= SIMILARITY_MEMO_SIZE) similarityMemo.clear()
  const similarity = computeSimilarity(a, b)
  similarityMemo.set(key, similarity)
  return similarity
}

function computeSimilarity(a: string, b: string): number | null {
  let wa = indicationWords(a)
  let wb = indicationWords(b)
  if (wa.size === 0 || wb.size === 0) return null
  wb = foldAbbreviations(wb, b, wa)
  wa = foldAbbreviations(wa, a, wb)
  let shared = 0
  for (const w of wa) if (wb.has(w)) shared++
  return shared / Math.min(wa.size, wb.size)
}

/** At or above this overlap two indications are one (a rephrasing); below, a different use. */
export const SAME_INDICATION = 0.5

/** True when the indications may describe the same use: unknown on either side, or similar enough. */
export function indicationsCompatible(
  a: string | null | undefined,
  b: string | null | undefined,
): boolean {
  const similarity = indicationSimilarity(a, b)
  return similarity === null || similarity >= SAME_INDICATION
}

/** A new indication is material (may replace the served one, when the date moves too) only when it is not a rephrasing. */
export function indicationIsMaterialChange(current: string | null, next: string | null): boolean {
  if (!next) return false
  if (!current) return true
  const similarity = indicationSimilarity(current, next)
  return similarity !== null && similarity < SAME_INDICATION
}
