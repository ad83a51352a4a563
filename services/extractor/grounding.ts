/**
 * The grounding gate, applied to every assertion whatever produced it (regex or LLM).
 *
 * A date can publish only if (1) its quote is found in the filing text under the comparison fold
 * (typographic punctuation to ASCII, whitespace collapsed, case folded) and (2) the quote itself states
 * that date: the date grammar finds, inside the quote, a day-precision date with a written year and an
 * unambiguous day/month order equal to it, or, on an assertion that records `year_inferred`, the same month
 * and day written without a year. Otherwise date_confidence is `estimated` and it never publishes.
 * The gate only ever lowers an assertion; it never raises one.
 */
import type { Assertion, Authority } from '../../schemas/avro/types.js'
import { plusDays, swapDayAndMonth, weekdayOf } from './calendar-days.js'
import { WEEKDAY_NAMES, WEEKDAY_REACH_WORDS } from './lexicon/calendar.js'
import { dateMentionsOf, explicitIso, type DateMention } from './dates.js'
import { normaliseSurface } from './surface-forms.js'
import { foldForGrounding, foldForParsing } from './text-fold.js'

/** Authorities allowed to auto-publish (spec 2.2: llm_medium and llm_low never reach the feed). */
const PUBLISHING_AUTHORITIES: ReadonlySet<Authority> = new Set<Authority>([
  'human_lock',
  'llm_high',
  'regex',
])

/**
 * The date mentions of the last quotes read. Every reading of one sentence quotes the whole sentence, so
 * a sentence listing n dates gives n assertions with one quote: reading it again per assertion made the
 * gate quadratic in the sentence (a stranger's paragraph of thousands of dates). Keyed by the quote
 * itself, so the answer is the same as a fresh read.
 */
const recentQuoteMentions = new Map<string, readonly DateMention[]>()
const RECENT_QUOTES = 8

function quoteMentions(quote: string): readonly DateMention[] {
  const cached = recentQuoteMentions.get(quote)
  if (cached !== undefined) return cached
  // A quote is mostly a whole sentence, whose folded text the dates layer read already (dateMentionsOf remembers it). It
  // is cut from the text as written: its dates are read through the same surface normalisation the layers read the
  // text through ("March&nbsp;5, 2027" states March 5, 2027; surface-forms.ts).
  const mentions = dateMentionsOf(foldForParsing(normaliseSurface(quote).text))
  if (recentQuoteMentions.size >= RECENT_QUOTES)
    recentQuoteMentions.delete(recentQuoteMentions.keys().next().value!)
  recentQuoteMentions.set(quote, mentions)
  return mentions
}

export function quoteStatesDate(
  quote: string,
  iso: string,
  options: { yearInferred?: boolean; numericOrderKnown?: boolean } = {},
): boolean {
  return quoteMentions(quote).some((m) => {
    const written = explicitIso(m)
    // "10/02/25" states either day; the text's other numeric dates told which (see numericOrderOf).
    if (m.ambiguousOrder)
      return (
        options.numericOrderKnown === true &&
        written !== null &&
        (written === iso || swapDayAndMonth(written) === iso)
      )
    if (written === iso) return true
    // "Monday is the PDUFA date": the weekday a goal date's copula opens on states the day it was resolved to (the first
    // such weekday on or after the filing date, resolved-dates.ts).
    if (m.weekdayAhead !== undefined)
      return options.yearInferred === true && weekdayOf(iso) === WEEKDAY_NAMES[m.weekdayAhead]
    // A year-less day ("Nov. 14") states the month and day; the assertion says its year was inferred.
    return (
      options.yearInferred === true &&
      m.precision === 'day' &&
      !m.explicitYear &&
      m.month !== null &&
      m.day !== null &&
      iso.slice(5) === `${String(m.month).padStart(2, '0')}-${String(m.day).padStart(2, '0')}`
    )
  })
}

/**
 * Whether the quote dates something "on" or "late" the weekday of `iso` (no calendar date after it) or by it bare before
 * a verb, or owns an approval by it ("Monday's approval"), or "on" the next
 * day's weekday with "a day after" the decision ("shares rose on Friday, a day after ... won approval").
 */
function quoteNamesWeekdayOf(quote: string, iso: string): boolean {
  const name = weekdayOf(iso)
  const next = weekdayOf(plusDays(iso, 1) ?? '')
  if (name === null || next === null) return false
  return (
    new RegExp(String.raw`\b(?:on|late)\s+${name}\b(?!\s*,?\s*(?:the\s+)?\d)`, 'i').test(quote) ||
    // wire style, the bare weekday before the decision's verb ("the FDA Friday approved X")
    new RegExp(String.raw`(?<!\b(?:${WEEKDAY_REACH_WORDS})\s+)\b${name}\s+(?=[a-z])`, 'i').test(
      quote,
    ) ||
    // the approval owned by its weekday ("Monday's approval of X", named-approval-patterns.ts `DAYS_APPROVAL`)
    new RegExp(
      String.raw`(?<!\b(?:${WEEKDAY_REACH_WORDS})\s+)\b${name}['’]s\s+(?:(?:U\.S\.\s+)?FDA\s+)?approval\b`,
      'i',
    ).test(quote) ||
    new RegExp(
      String.raw`\bon\s+${next}\b[^.;]{0,100}?,\s+(?:just\s+)?(?:a|one)\s+day\s+after\b`,
      'i',
    ).test(quote)
  )
}

/** Whether the quote dates something "yesterday" and `iso` is the day before the filing date `reference`. */
function quoteNamesYesterdayAs(quote: string, iso: string, reference: string | null): boolean {
  return reference !== null && plusDays(reference, -1) === iso && /\byesterday\b/i.test(quote)
}

/** The kinds a weekday may date: a decision told, never a target date. */
const OUTCOME_KINDS: ReadonlySet<string> = new Set(['approval', 'crl'])

export interface GateResult {
  quoteFound: boolean
  statesDate: boolean
}

/** The last quote looked up and the text it was looked up in: assertions of one sentence share both. */
let lastLookup: { quote: string; foldedText: string; found: boolean } | null = null

function quoteFoundIn(quote: string, foldedText: string): boolean {
  if (lastLookup !== null && lastLookup.quote === quote && lastLookup.foldedText === foldedText)
    return lastLookup.found
  const foldedQuote = foldForGrounding(quote)
  const found = foldedQuote.length > 0 && foldedText.includes(foldedQuote)
  lastLookup = { quote, foldedText, found }
  return found
}

/** `foldedText` lets a caller gating many assertions of one text fold it once. */
export function checkGrounding(
  text: string,
  assertion: Pick<Assertion, 'quote' | 'pdufa_date' | 'year_inferred'> &
    Partial<Pick<Assertion, 'kind'>>,
  foldedText = foldForGrounding(text),
  numericOrderKnown = false,
  /** The filing date, which a decision dated "yesterday" is the day before (weekday-decisions.ts). */
  reference: string | null = null,
): GateResult {
  const quoteFound = quoteFoundIn(assertion.quote, foldedText)
  const statesDate =
    assertion.pdufa_date === null ||
    quoteStatesDate(assertion.quote, assertion.pdufa_date, {
      yearInferred: assertion.year_inferred,
      numericOrderKnown,
    }) ||
    // "on Friday won approval of X": a decision dated by its weekday alone (weekday-decisions.ts) is stated by it.
    (assertion.kind !== undefined &&
      OUTCOME_KINDS.has(assertion.kind) &&
      (quoteNamesWeekdayOf(assertion.quote, assertion.pdufa_date) ||
        quoteNamesYesterdayAs(assertion.quote, assertion.pdufa_date, reference)))
  return { quoteFound, statesDate }
}

export function applyGroundingGate(
  text: string,
  assertion: Assertion,
  foldedText = foldForGrounding(text),
  numericOrderKnown = false,
  reference: string | null = null,
): Assertion {
  const { quoteFound, statesDate } = checkGrounding(
    text,
    assertion,
    foldedText,
    numericOrderKnown,
    reference,
  )
  const gated: Assertion = { ...assertion }
  // A previous date the quote does not state is dropped rather than served unverified.
  if (
    gated.prior_date !== null &&
    !(quoteFound && quoteStatesDate(gated.quote, gated.prior_date, { yearInferred: true }))
  )
    gated.prior_date = null
  if (!quoteFound || !statesDate) {
    gated.confidence = 'low'
    gated.date_confidence = 'estimated'
    gated.publishable = false
    gated.reason = gated.reason ?? 'ungrounded'
    return gated
  }
  gated.publishable =
    gated.publishable && gated.confidence === 'high' && PUBLISHING_AUTHORITIES.has(gated.authority)
  if (!gated.publishable) gated.reason = gated.reason ?? 'low_authority'
  return gated
}
