/**
 * The words of the calendar, declared once: the month names and their abbreviations, the weekday names and theirs, and
 * the words that place a period relative to now ("this year", "next Tuesday", "last year"). In lower case; the rules
 * that read them ignore case.
 */
import { pickerOf } from './compile.js'

/** The month names, in calendar order: the one list of them the extractor's word lists and date patterns derive from. */
export const MONTH_NAMES: readonly string[] = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]
/** Their abbreviations, "Sept." and "Sep." both (May has none). */
export const MONTH_ABBREVIATIONS: readonly string[] = [
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sept',
  'sep',
  'oct',
  'nov',
  'dec',
]
/** The weekday names. */
export const WEEKDAY_NAMES: readonly string[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]
/** Their abbreviations, each with its weekday: "Tues." and "Tue." both, "Thurs.", "Thur." and "Thu.". */
export const WEEKDAY_ABBREVIATIONS = {
  mon: 'monday',
  tues: 'tuesday',
  tue: 'tuesday',
  wed: 'wednesday',
  thurs: 'thursday',
  thur: 'thursday',
  thu: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
} as const

/** "this year", "next Tuesday", "last year": each word with the offset it gives the period it names, in its unit. */
export const RELATIVE_PERIODS = {
  last: -1,
  this: 0,
  next: 1,
} as const

export type RelativePeriod = keyof typeof RELATIVE_PERIODS

export const relativePeriods = pickerOf(RELATIVE_PERIODS)

/** "early 2026", "mid-2026", "late 2026": the part of a year a coarse period names. */
export const YEAR_PARTS = {
  early: 'start',
  mid: 'middle',
  late: 'end',
} as const

export const yearParts = pickerOf(YEAR_PARTS)

/**
 * The words before a bare weekday that take it off the day a decision was told on ("last Friday": a week's reach; "next
 * Friday", "this Friday", "by Friday", "until Friday", "each Friday": not a day told as past), as an alternation.
 */
export const WEEKDAY_REACH_WORDS = String.raw`${relativePeriods('last', 'next', 'this')}|by|until|each`

/** "Friday afternoon", "late Thursday night": the parts of a day a weekday names a time of, as an alternation. */
export const DAY_PARTS = String.raw`morning|afternoon|evening|night`

/** "after the market close", "before the bell opened": the trading session a piece of news is timed by. */
export const MARKET_SESSIONS = {
  close: 'session',
  closed: 'session',
  open: 'session',
  opened: 'session',
} as const

export const marketSessions = pickerOf(MARKET_SESSIONS)

/**
 * The time zones east of the US a release dates an event in beside the US day ("May 27, 2027 (Japan time)", "JST",
 * "Korea Standard Time", "CET"), in lower case: the same day told again, never a second date. Not "CST" (a US zone too).
 */
export const FOREIGN_TIME_ZONES = {
  japan: 'Japan',
  tokyo: 'Japan',
  jst: 'Japan',
  korea: 'Korea',
  korean: 'Korea',
  seoul: 'Korea',
  kst: 'Korea',
  beijing: 'China',
  cet: 'Europe',
  cest: 'Europe',
  aest: 'Australia',
  aedt: 'Australia',
} as const
export const foreignTimeZones = pickerOf(FOREIGN_TIME_ZONES)
