/**
 * The closed classes of words a rule reads around a phrase: prepositions ("PDUFA date of D", "extended to D"),
 * conjunctions that join or contrast clauses ("and", "while", "whereas"), and relative pronouns ("which was", "who
 * have"), declared once with their class. With the determiners, auxiliaries and modals (their own files) they make the
 * closed-class words a rule names one by one: a rule's list of them is narrow by nature ("to", "until", "through"), so
 * `closedWords` takes the words by name, each checked against its declaration.
 */
import { AUXILIARIES, type Auxiliary } from './auxiliaries.js'
import { anyOf } from './compile.js'
import { DETERMINERS, type Determiner } from './determiners.js'
import { MODALS, type Modal } from './modals.js'

export const FUNCTION_WORDS = {
  of: 'preposition',
  for: 'preposition',
  on: 'preposition',
  in: 'preposition',
  to: 'preposition',
  at: 'preposition',
  by: 'preposition',
  from: 'preposition',
  with: 'preposition',
  as: 'preposition',
  than: 'preposition',
  until: 'preposition',
  within: 'preposition',
  // "will not approve X without a new trial": a condition on the refusal (crl-patterns.ts NOTICE_OF_REFUSAL).
  without: 'preposition',
  through: 'preposition',
  regarding: 'preposition',
  concerning: 'preposition',
  about: 'preposition',
  under: 'preposition',
  since: 'preposition',
  during: 'preposition',
  before: 'preposition',
  after: 'preposition',
  following: 'preposition',
  near: 'preposition',
  around: 'preposition',
  beyond: 'preposition',
  past: 'preposition',
  despite: 'preposition',
  versus: 'preposition',
  like: 'preposition',
  unlike: 'preposition',
  plus: 'preposition',
  toward: 'preposition',
  behind: 'preposition',
  and: 'conjunction',
  or: 'conjunction',
  but: 'conjunction',
  while: 'conjunction',
  whereas: 'conjunction',
  although: 'conjunction',
  though: 'conjunction',
  when: 'conjunction',
  which: 'relative',
  who: 'relative',
  whose: 'relative',
  that: 'relative',
} as const

export type FunctionWord = keyof typeof FUNCTION_WORDS

/** A word of any closed class: a function word, a determiner, an auxiliary or a modal. */
export type ClosedWord = FunctionWord | Determiner | Auxiliary | Modal

function isDeclared(word: ClosedWord): boolean {
  return (
    Object.hasOwn(FUNCTION_WORDS, word) ||
    Object.hasOwn(DETERMINERS, word) ||
    Object.hasOwn(AUXILIARIES, word) ||
    Object.hasOwn(MODALS, word)
  )
}

/** Exactly the named closed-class words, as one alternation (longest first). */
export function closedWords(...words: readonly ClosedWord[]): string {
  const undeclared = words.filter((word) => !isDeclared(word))
  if (undeclared.length > 0)
    throw new Error(`undeclared closed-class words: ${undeclared.join(', ')}`)
  return anyOf(words)
}

/** Every closed-class word (function words, determiners, auxiliaries, modals) as one alternation. */
export const ANY_CLOSED_WORD = anyOf([
  ...Object.keys(FUNCTION_WORDS),
  ...Object.keys(DETERMINERS),
  ...Object.keys(AUXILIARIES),
  ...Object.keys(MODALS),
])
