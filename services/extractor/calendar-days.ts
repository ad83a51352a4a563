/**
 * Calendar arithmetic on ISO days ("2026-06-05"): whether a day exists, the days between two days, a day's weekday and
 * the day some days on, and the year of a month and day written without one. No text is read here; the date grammar
 * (date-forms.ts, dates.ts) reads the text.
 */
import { WEEKDAY_NAMES } from './lexicon/calendar.js'

/** Days of each month in a common year. */
const MONTH_LENGTHS: readonly number[] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

function daysInMonth(year: number | null, month: number): number {
  const lengths = MONTH_LENGTHS
  if (month === 2 && year !== null && ((year % 4 === 0 && year % 100 !== 0) || year % 400 === 0))
    return 29
  // Without a year, Feb 29 is accepted: it exists in some year.
  if (month === 2 && year === null) return 29
  return lengths[month - 1] ?? 31
}

/** Whether `day` of `month` (1-12) exists in `year`; without a year, in some year. */
export function isCalendarDay(year: number | null, month: number, day: number): boolean {
  return !(month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The other reading of an ambiguous numeric date: 2025-10-02 <-> 2025-02-10. */
export function swapDayAndMonth(iso: string): string {
  return `${iso.slice(0, 4)}-${iso.slice(8, 10)}-${iso.slice(5, 7)}`
}

export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (m === null) return false
  return isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]))
}

/** The ISO day `days` after `iso` (before it when negative), or null when `iso` names no day. */
export function plusDays(iso: string, days: number): string | null {
  const at = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(at) ? null : new Date(at + days * 86_400_000).toISOString().slice(0, 10)
}

/** The weekday of an ISO day, as the lexicon names it ("monday" ... "sunday"), or null when `iso` names no day. */
export function weekdayOf(iso: string): string | null {
  const at = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  // getUTCDay runs Sunday (0) to Saturday; WEEKDAY_NAMES runs Monday to Sunday.
  return Number.isNaN(at.getTime()) ? null : WEEKDAY_NAMES[(at.getUTCDay() + 6) % 7]!
}

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round(
    (Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000,
  )
}

/**
 * The year of a month/day written without one, from a reference date (the filing date).
 * Target dates lie ahead of the filing (a little slack for same-week restatements); decisions lie behind it.
 * The result is never treated as written in the text: it is an estimate by construction.
 */
export function inferIso(
  month: number,
  day: number,
  referenceIso: string,
  direction: 'ahead' | 'behind',
): string | null {
  const referenceYear = Number(referenceIso.slice(0, 4))
  const candidates: string[] = []
  for (let year = referenceYear - 1; year <= referenceYear + 2; year++) {
    if (isCalendarDay(year, month, day)) candidates.push(isoDate(year, month, day))
  }
  if (direction === 'ahead')
    return candidates.find((iso) => daysBetween(referenceIso, iso) >= -14) ?? null
  return [...candidates].reverse().find((iso) => daysBetween(referenceIso, iso) <= 3) ?? null
}
