/**
 * The words that deny a clause ("not", "never", "has yet to", "failed to", "unable to"), declared once. Idioms that
 * only look like a denial ("no later than", "not only") are the cue layer's (cues.ts), not words of this class.
 */
import { anyOf, inflected } from './compile.js'

export const NEGATORS = [
  'not',
  'no',
  'never',
  'without',
  'neither',
  'nor',
  'yet to',
  'unable to',
] as const

/** "fail to", "failed to", "fails to", "failing to": the verb of a denial, with its forms. */
const FAIL_TO = `${inflected('fail', ['', 's', 'ed', 'ing'])}\\s+to`

/** Every denial as one alternation. */
export const NEGATION_WORDS = `(?:${anyOf(NEGATORS)}|${FAIL_TO})`
