/**
 * The dates a target phrase reaches through a list (phrase-bindings.ts): a list of dates in apposition to a plural
 * subject, the dates coordinated before the one the phrase names after it, and the same phrase again for the next date.
 * Each list date is bound as the phrase's own, with no prior date, anchored where the list links it.
 */
import { type DateMention } from './dates.js'
import type { TargetBinding } from './target-binding.js'
import type { TargetReading } from './target-reading.js'
import { CONTINUATION, DATE_LIST_LINK, LIST_APPOSITION_THEN_PREDICATE } from './phrase-gaps.js'

/** The first date that starts at or after `after`. */
function nextDate(dates: readonly DateMention[], after: number): DateMention | undefined {
  return dates.find((d) => d.start >= after)
}

/** The last date that ends at or before `before`. */
function previousDate(dates: readonly DateMention[], before: number): DateMention | undefined {
  return [...dates].reverse().find((d) => d.end <= before)
}

/**
 * "of D1; D2; and D3, respectively": dates written with their years, set apart by semicolons, are one list only when a
 * "respectively" closes it (else a semicolon may open another clause with a day of its own).
 */
function semicolonListItem(sentence: string, gap: string, next: DateMention): boolean {
  return /^\s*;\s*(?:and\s+)?$/i.test(gap) && /\brespectively\b/i.test(sentence.slice(next.end))
}

/** "D1, D2 and D3, fall ...": a coordinated list of dates from `first`, closed by a comma and the subject's predicate. */
export function appositionListPredicate(
  sentence: string,
  dates: readonly DateMention[],
  first: DateMention,
): boolean {
  for (
    let last = first, next = nextDate(dates, last.end);
    next !== undefined;
    next = nextDate(dates, last.end)
  ) {
    const link = DATE_LIST_LINK.exec(sentence.slice(last.end, next.start))
    if (link === null) return false
    last = next
    if (link[1] !== undefined)
      return LIST_APPOSITION_THEN_PREDICATE.test(sentence.slice(last.end, last.end + 40))
  }
  return false
}

/**
 * The dates listed with the one `binding` holds, each bound as the phrase's too (claimed, and placed in the reading's
 * bindings in the order of the text); `phraseStart` is where the phrase stands, `nextPhraseStart` where the next
 * phrase's reach begins.
 */
export function bindListedDates(
  reading: TargetReading,
  binding: TargetBinding,
  phraseStart: number,
  nextPhraseStart: number,
): void {
  const { sentence, dates, bindings, claimed } = reading
  const date = binding.date
  // The dates coordinated before a date the phrase names after it: "set D1 and D2 as the PDUFA dates for X and Y,
  // respectively" (the copula reaches the last date of the list only).
  if (date.end <= phraseStart) {
    const at = bindings.indexOf(binding)
    for (
      let first = date, earlier = previousDate(dates, first.start);
      earlier !== undefined &&
      !claimed.has(earlier) &&
      earlier.precision === 'day' &&
      DATE_LIST_LINK.test(sentence.slice(earlier.end, first.start));
      first = earlier, earlier = previousDate(dates, first.start)
    ) {
      claimed.add(earlier)
      bindings.splice(at, 0, {
        ...binding,
        date: earlier,
        priorDate: null,
        anchor: { start: earlier.end, end: earlier.end },
      })
    }
  }
  // The same phrase again for the next date: "... is June 5, 2025 and for Y is July 10, 2025", "of D1 and D2, respectively".
  let last = date
  for (
    let next = nextDate(dates, last.end);
    next !== undefined && next.start < nextPhraseStart;
    next = nextDate(dates, last.end)
  ) {
    const gap = sentence.slice(last.end, next.start)
    if (
      claimed.has(next) ||
      next.precision !== 'day' ||
      !(CONTINUATION.test(gap) || semicolonListItem(sentence, gap, next))
    )
      break
    claimed.add(next)
    // The phrase is the first date's; what the elliptic clause names goes with the next one.
    bindings.push({
      ...binding,
      date: next,
      priorDate: null,
      anchor: { start: last.end, end: last.end },
      phraseStart: binding.phraseStart ?? binding.anchor.start,
    })
    last = next
  }
}
