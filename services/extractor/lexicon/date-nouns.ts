/**
 * The nouns that name the FDA's decision date, declared once: the act's name ("the PDUFA date", "the Prescription Drug
 * User Fee Act date"), the kinds of date ("target", "goal", "action"), and the weak nouns a rule reads only beside the
 * act or a review ("review date", "decision date"). A rule takes the senses it reads, or names the few words it reads
 * when its list is narrower than a sense ("the pdufa, action or goal date": "target" only in "target action date").
 */
import { anyOf, pickerOf } from './compile.js'

export const DATE_NOUNS = {
  /** The act's acronym: "PDUFA date", "PDUFA goal date". */
  pdufa: 'act',
  /** The act's written name, by its first word: "Prescription Drug User Fee Act (PDUFA) date". */
  prescription: 'act-name',
  target: 'kind',
  goal: 'kind',
  action: 'kind',
  review: 'weak',
  decision: 'weak',
} as const

export type DateNoun = keyof typeof DATE_NOUNS
export type DateNounSense = (typeof DATE_NOUNS)[DateNoun]

/** The date nouns of the given senses as one alternation. */
export function dateNounsOf(...senses: readonly DateNounSense[]): string {
  return anyOf(
    (Object.keys(DATE_NOUNS) as DateNoun[]).filter((word) => senses.includes(DATE_NOUNS[word])),
  )
}

/** Exactly the named date nouns (a rule narrower than a sense). */
export function dateNouns(...words: readonly DateNoun[]): string {
  return anyOf(words)
}

/** "the date", "the deadline": the head nouns of the decision date itself (its kinds, "goal" among them, are DATE_NOUNS). */
export const DEADLINE_NOUNS = {
  date: 'head',
  deadline: 'head',
} as const

/** "5 days", "three months": the units of a span of time, in the plural. */
export const DURATION_UNITS = {
  days: 'day',
  weeks: 'week',
  months: 'month',
  years: 'year',
} as const

/** "a week", "a year": the same units in the singular, after an article ("a year after the FDA approved X"). */
export const DURATION_UNIT = {
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
} as const

export const deadlineNouns = pickerOf(DEADLINE_NOUNS)
export const durationUnits = pickerOf(DURATION_UNITS)
export const durationUnit = pickerOf(DURATION_UNIT)

/** "target", "goal", "action": the kinds of decision date. */
export const DATE_KINDS = dateNounsOf('kind')
/** "pdufa", "target", "goal", "action": the nouns that make "date" the decision date. */
export const DECISION_DATE_NOUNS = dateNounsOf('act', 'kind')
/** The same and the act's written name: "Prescription Drug User Fee Act date". */
export const DECISION_DATE_NAMES = dateNounsOf('act', 'act-name', 'kind')
/** "target", "goal", "action", "review", "decision": the heads that may stack before "date". */
export const DATE_HEADS = dateNounsOf('kind', 'weak')
