/**
 * Published dates -> review cycles (pure). The input is the change stream as /v1/events serves it
 * (one JSON object per event), so the offline CLI and the live stage read the same thing. One
 * catalyst can hold several cycles: a `crl` outcome is non-terminal, and dates after it start the
 * next cycle of the same application.
 */
import { z } from 'zod'
import { eventTypeRule, movesDate } from '../../topology/event-types.js'

/** The fields of a /v1/events event the scorer reads; anything else on the line is ignored. */
export const PredictionEvent = z.object({
  event_id: z.number().int(),
  catalyst_id: z.number().int(),
  event_type: z.string(),
  drug_name: z.string().nullable().optional().default(null),
  company: z.string().nullable().optional().default(null),
  ticker: z.string().nullable().optional().default(null),
  cik: z.string().nullable().optional().default(null),
  application_number: z.string().nullable().optional().default(null),
  new_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .optional()
    .default(null),
  outcome: z.string().nullable().optional().default(null),
  authority: z.string().nullable().optional().default(null),
  source_quote: z.string().nullable().optional().default(null),
  filed_at: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  source_url: z.string().nullable().optional().default(null),
  /**
   * false (0 in the table): recorded as history when it arrived (its outcome, or a later filing,
   * had been read first); absent: applied. The scorer reads events in filing order whatever this
   * says (`cyclesFromEvents`): what was history in processing order can be the date in force in
   * filing order.
   */
  applied: z
    .union([z.boolean(), z.number(), z.string()])
    .transform((v) => Boolean(Number(v)))
    .optional(),
})
export type PredictionEvent = z.infer<typeof PredictionEvent>

/** A date the feed published for a cycle, with the filing that asserted it. */
export interface PublishedDate {
  date: string
  filedAt: string
  eventType: string
  sourceUrl: string | null
  /** A `corrected` event or an operator lock: a human adjudicated it. */
  operator: boolean
}

export interface Cycle {
  catalystId: number
  /** 0 for the first cycle of a catalyst, 1 after its first CRL, ... */
  index: number
  company: string | null
  ticker: string | null
  cik: string | null
  drugName: string | null
  applicationNumber: string | null
  dates: PublishedDate[]
  /** The company's own disclosure of the outcome, when it filed one. */
  disclosed: {
    outcome: string
    filedAt: string
    quote: string | null
    sourceUrl: string | null
  } | null
  hadPriorCrl: boolean
  operator: boolean
}

/**
 * Filing order: the day the filing was made, then the event id (the order the catalysts stage
 * recorded two events of one day). This is the order a live reader would have met the filings in,
 * whatever order a backfill processed them in.
 */
export function byFiling(a: PredictionEvent, b: PredictionEvent): number {
  if (a.filed_at !== b.filed_at) return a.filed_at < b.filed_at ? -1 : 1
  return a.event_id - b.event_id
}

/** A cycle under construction, with the events read into it (for its identity). */
interface OpenCycle {
  cycle: Cycle
  members: PredictionEvent[]
}

/**
 * Whether the filing-order replay takes an event. The catalysts stage decides `applied` in the
 * order it processed the filings, so an event it recorded as history (its outcome had arrived
 * first) can be the date that was in force on the day, and one it applied can be stale once the
 * filings are put back in order. The replay therefore ignores `applied` and uses the stage's own
 * rules (apply.ts, merges.ts), read in filing order, for filings no operator made:
 * - a decided cycle is not re-opened: no date after an approval, no outcome after an approval,
 *   no second CRL on a cycle that has one (a release announcing an approval recounts the CRL);
 * - an extended date never moves back: a date older than the extension in force, filed after it,
 *   is a mention of the old date, not a new one.
 * A date after a CRL is the resubmission's: it opens the next cycle.
 */
function takes(current: OpenCycle | null, e: PredictionEvent, human: boolean): boolean {
  if (human || !current) return true
  const { disclosed, dates } = current.cycle
  if (eventTypeRule(e.event_type).setsDate && e.new_date) {
    if (disclosed) return disclosed.outcome === 'crl'
    const inForce = dates.at(-1)
    return !(
      inForce !== undefined &&
      movesDate(inForce.eventType) &&
      !movesDate(e.event_type) &&
      e.new_date < inForce.date
    )
  }
  if (eventTypeRule(e.event_type).resolves && e.outcome && disclosed)
    return disclosed.outcome === 'crl' && e.outcome !== 'crl'
  return true
}

/**
 * Cycles from the change stream, read in filing order (`byFiling`), applied or recorded as
 * history alike: the dates of a cycle are in the order they were filed, so the date in force on a
 * day is the one filed last on or before it. Catalysts whose latest event (by id: the current
 * state) is `retracted` are merged away and skipped.
 */
export function cyclesFromEvents(events: readonly PredictionEvent[]): Cycle[] {
  const byCatalyst = new Map<number, PredictionEvent[]>()
  for (const e of events) {
    const list = byCatalyst.get(e.catalyst_id) ?? []
    list.push(e)
    byCatalyst.set(e.catalyst_id, list)
  }
  const cycles: Cycle[] = []
  for (const [catalystId, list] of [...byCatalyst].sort((a, b) => a[0] - b[0])) {
    const latest = list.reduce((a, b) => (b.event_id > a.event_id ? b : a))
    if (eventTypeRule(latest.event_type).liveness === 'retracts') continue
    const built: OpenCycle[] = []
    let current: OpenCycle | null = null
    let priorCrl = false
    const open = (): OpenCycle => {
      const next: OpenCycle = {
        cycle: {
          catalystId,
          index: built.length,
          company: null,
          ticker: null,
          cik: null,
          drugName: null,
          applicationNumber: null,
          dates: [],
          disclosed: null,
          hadPriorCrl: priorCrl,
          operator: false,
        },
        members: [],
      }
      built.push(next)
      return next
    }
    for (const e of [...list].sort(byFiling)) {
      const human = e.authority === 'human_lock' || eventTypeRule(e.event_type).repair
      if (!takes(current, e, human)) continue
      if (eventTypeRule(e.event_type).setsDate && e.new_date) {
        if (!current || current.cycle.disclosed) current = open()
        current.cycle.dates.push({
          date: e.new_date,
          filedAt: e.filed_at,
          eventType: e.event_type,
          sourceUrl: e.source_url,
          operator: human,
        })
      } else if (eventTypeRule(e.event_type).resolves && e.outcome) {
        if (!current || current.cycle.disclosed) current = open()
        current.cycle.disclosed = {
          outcome: e.outcome,
          filedAt: e.filed_at,
          quote: e.source_quote,
          sourceUrl: e.source_url,
        }
        if (e.outcome === 'crl') priorCrl = true
      } else if (!current) {
        continue
      }
      current.members.push(e)
      current.cycle.operator ||= human
    }
    for (const { cycle, members } of built) {
      // Identity: the latest non-null value by event id, i.e. what the stage knew last (an event
      // processed later carries the catalyst as more filings named it, whenever it was filed).
      for (const e of members.sort((a, b) => a.event_id - b.event_id)) {
        cycle.company = e.company ?? cycle.company
        cycle.ticker = e.ticker ?? cycle.ticker
        cycle.cik = e.cik ?? cycle.cik
        cycle.drugName = e.drug_name ?? cycle.drugName
        cycle.applicationNumber = e.application_number ?? cycle.applicationNumber
      }
      cycles.push(cycle)
    }
  }
  return cycles
}

/** The date in force on `day`: the last date published by a filing on or before it, or null. */
export function dateInForce(cycle: Cycle, day: string): PublishedDate | null {
  let found: PublishedDate | null = null
  for (const d of cycle.dates) if (d.filedAt <= day) found = d
  return found
}
