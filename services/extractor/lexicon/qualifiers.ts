/**
 * The words that place a date, a name or a news item in time, declared once: the adjectives of a date that replaced
 * another ("the new PDUFA date", "the revised goal date") or was replaced ("the original date"), the adverbs of an
 * earlier state ("previously set", "formerly known as"), the parts of a day ("this morning") and of a period ("the end of").
 */
import { pickerOf } from './compile.js'

export const DATE_QUALIFIERS = {
  new: 'current',
  revised: 'current',
  updated: 'current',
  extended: 'current',
  amended: 'current',
  current: 'current',
  now: 'current',
  still: 'current',
  currently: 'current',
  moved: 'current',
  assigned: 'current',
  scheduled: 'current',
  anticipated: 'expected',
  expected: 'expected',
  target: 'expected',
  original: 'former',
  initial: 'former',
  previous: 'former',
  prior: 'former',
  earlier: 'former',
  first: 'former',
  /** "an internal goal date of D": the company's own date, never the agency's. */
  internal: 'own',
} as const

export const EARLIER_ADVERBS = {
  previously: 'earlier',
  originally: 'earlier',
  initially: 'earlier',
  formerly: 'earlier',
  already: 'earlier',
  recently: 'earlier',
  first: 'earlier',
} as const

/**
 * "Then, on D, ...", "Next, on D, ...": the adverbs a roundup opens its next row with, before a fronted day (what comes
 * next in a list, not a time of its own).
 */
export const SEQUENCE_ADVERBS = {
  then: 'next',
  next: 'next',
  later: 'next',
  finally: 'next',
  also: 'addition',
  meanwhile: 'addition',
} as const

/** "which the FDA has since moved to D", "which the agency subsequently extended": a later act on an earlier date. */
export const LATER_ADVERBS = {
  since: 'later',
  now: 'later',
  subsequently: 'later',
  later: 'later',
  then: 'later',
} as const

/** "this morning", "earlier this week": a news item's own time. */
export const PARTS_OF_DAY = {
  morning: 'day',
  afternoon: 'day',
  evening: 'day',
  week: 'week',
} as const

/** "the end of the first quarter", "the middle of next year": a part of a period, itself a time. */
export const PARTS_OF_PERIOD = {
  beginning: 'start',
  start: 'start',
  middle: 'middle',
  end: 'end',
  close: 'end',
} as const

/**
 * "the FDA is due / slated / poised / required to act": the words that put an act ahead on a schedule, beside the date
 * qualifiers "scheduled" and "expected", the participle "set" (assignment.ts) and the hedge "likely" (hedges.ts).
 */
export const SCHEDULE_WORDS = {
  due: 'time',
  slated: 'time',
  poised: 'readiness',
  required: 'obligation',
} as const

/**
 * "last year", "two years ago", "the previous year": a time a year or more before the telling, which dates a decision
 * told with it as history, not news.
 */
export const PAST_YEARS = {
  'last year': 'past',
  'a year ago': 'past',
  'years ago': 'past',
  'the previous year': 'past',
  'the prior year': 'past',
} as const
/** "has already been rejected once", "was turned down twice", "rejected previously": an act told as done before. */
export const TIMES_BEFORE = {
  once: 'count',
  twice: 'count',
  previously: 'time',
} as const
/**
 * The words that open a sentence to join it to the one before ("Consequently, the FDA ...", "Moreover, the agency ...")
 * and those that open a fronted clause before the subject ("Given the unmet need, the FDA ...", "Because of ...").
 * Capitalised at a sentence's start and often followed by ", the", they are never a product's name (capital-stops.ts).
 */
export const SENTENCE_OPENERS = {
  consequently: 'result',
  accordingly: 'result',
  therefore: 'result',
  thus: 'result',
  hence: 'result',
  moreover: 'addition',
  furthermore: 'addition',
  additionally: 'addition',
  separately: 'addition',
  similarly: 'addition',
  likewise: 'addition',
  importantly: 'addition',
  notably: 'addition',
  specifically: 'addition',
  however: 'contrast',
  nevertheless: 'contrast',
  nonetheless: 'contrast',
  conversely: 'contrast',
  instead: 'contrast',
  meanwhile: 'time',
  subsequently: 'time',
  earlier: 'time',
  later: 'time',
  thereafter: 'time',
  then: 'time',
  next: 'time',
  yesterday: 'time',
  tomorrow: 'time',
  also: 'addition',
  overall: 'addition',
  indeed: 'addition',
  together: 'addition',
  here: 'addition',
  given: 'clause',
  because: 'clause',
  despite: 'clause',
  although: 'clause',
  though: 'clause',
  whereas: 'clause',
  notwithstanding: 'clause',
} as const
/**
 * What the sponsor sends the agency beyond its application during a review, at the agency's asking or not ("additional
 * manufacturing information", "the requested data", "further analyses"): the words before the noun.
 */
export const SUPPLEMENT_QUALIFIERS = {
  additional: 'more',
  further: 'more',
  supplemental: 'more',
  requested: 'asked',
} as const

/**
 * An application's state written before its noun in a calendar's cell ("Zelvora (Resubmitted NDA)", "(Amended BLA)",
 * "(Pending sNDA)"): the words, never a product's name.
 */
export const APPLICATION_STATES = {
  resubmitted: 'again',
  amended: 'changed',
  revised: 'changed',
  pending: 'open',
} as const

/**
 * "a supplemental application to expand the use of X", "an sBLA to extend the label of X": what a supplement is said to
 * do to its product's label (the verb, then the part of the label), so that the product after "of" is the application's.
 */
export const LABEL_WIDENINGS = {
  expand: 'widen',
  extend: 'widen',
  broaden: 'widen',
} as const
export const LABEL_PARTS = {
  use: 'label',
  label: 'label',
  indication: 'label',
} as const

export const applicationStates = pickerOf(APPLICATION_STATES)
export const labelWidenings = pickerOf(LABEL_WIDENINGS)
export const labelParts = pickerOf(LABEL_PARTS)
export const supplementQualifiers = pickerOf(SUPPLEMENT_QUALIFIERS)
export const timesBefore = pickerOf(TIMES_BEFORE)
export const pastYears = pickerOf(PAST_YEARS)
export const dateQualifiers = pickerOf(DATE_QUALIFIERS)
export const scheduleWords = pickerOf(SCHEDULE_WORDS)
export const earlierAdverbs = pickerOf(EARLIER_ADVERBS)
export const laterAdverbs = pickerOf(LATER_ADVERBS)
export const sequenceAdverbs = pickerOf(SEQUENCE_ADVERBS)
export const partsOfDay = pickerOf(PARTS_OF_DAY)
export const partsOfPeriod = pickerOf(PARTS_OF_PERIOD)

/**
 * The words before "FDA approved" that make it an adjective of the noun after it, no clause on the agency: "detected by
 * an FDA approved test", "the only FDA approved therapy", "the first FDA approved treatment" (approvals.ts).
 */
export const ATTRIBUTIVE_OPENERS = {
  a: 'article',
  an: 'article',
  any: 'quantity',
  no: 'quantity',
  only: 'rank',
  first: 'rank',
} as const
export const attributiveOpeners = pickerOf(ATTRIBUTIVE_OPENERS)

/**
 * The words that mark a thing as another than the one just spoken of: "the other treatment, X", "a competing product",
 * "the former candidate" (drug-resolution.ts: such a description names no product the sentence before left unnamed).
 */
export const OTHERNESS = {
  other: 'another',
  another: 'another',
  second: 'another',
  competing: 'rival',
  rival: 'rival',
  former: 'earlier',
  prior: 'earlier',
  older: 'earlier',
} as const
export const otherness = pickerOf(OTHERNESS)
