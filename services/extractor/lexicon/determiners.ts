/**
 * The determiners a rule reads before a noun ("the PDUFA date", "its NDA", "a new goal date", "this application"),
 * declared once with their kind. A rule takes the kinds it reads, or names the words when its list is narrower than a
 * kind ("a", "an" or "its": an indefinite or the company's own). Numbers and quantities ("two other agonists",
 * "several companies") are read only where a rule names them.
 */
import { anyOf } from './compile.js'

export const DETERMINERS = {
  the: 'definite',
  a: 'indefinite',
  an: 'indefinite',
  its: 'possessive',
  our: 'possessive',
  their: 'possessive',
  his: 'personal',
  her: 'personal',
  this: 'demonstrative',
  that: 'demonstrative',
  one: 'number',
  two: 'number',
  three: 'number',
  several: 'quantity',
  many: 'quantity',
  other: 'quantity',
  /** "picked up another FDA approval": one more of its kind. */
  another: 'quantity',
  any: 'quantity',
  each: 'quantity',
  both: 'quantity',
  all: 'quantity',
  /** "these", "those": read only where a rule names them (a rule of demonstratives reads "this" and "that"). */
  these: 'plural-demonstrative',
  those: 'plural-demonstrative',
} as const

export type Determiner = keyof typeof DETERMINERS
export type DeterminerKind = (typeof DETERMINERS)[Determiner]

/** The determiners of the given kinds as one alternation. */
export function determinersOf(...kinds: readonly DeterminerKind[]): string {
  return anyOf(
    (Object.keys(DETERMINERS) as Determiner[]).filter((word) => kinds.includes(DETERMINERS[word])),
  )
}

/** Exactly the named determiners (a rule narrower than a kind). */
export function determiners(...words: readonly Determiner[]): string {
  return anyOf(words)
}

/** "its", "our", "their": the company's own (or another's). */
export const POSSESSIVES = determinersOf('possessive')
/** "the", "its", "our", "their": a definite noun phrase. */
export const DEFINITE_DETERMINERS = determinersOf('definite', 'possessive')
/** "a", "an", "the". */
export const ARTICLES = determinersOf('definite', 'indefinite')
