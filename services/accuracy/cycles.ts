/**
 * Published dates -> review cycles (pure). The input is the change stream as /v1/events serves it
 * (one JSON object per event), so the offline CLI and the live stage read the same thing. One
 * catalyst can hold several cycles: a `crl` outcome is non-terminal, and dates after it start the
 * next cycle of the same application.
 */
import { z } from 'zod'

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
  /** false (0 in the table): history recorded without effect, never a published date or outcome; absent: applied. */
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

const dateEvents = new Set(['new_date_assigned', 'date_extension', 'corrected'])

/** Cycles from the change stream. Catalysts whose latest event is `retracted` are merged away and skipped. */
export function cyclesFromEvents(events: readonly PredictionEvent[]): Cycle[] {
  const byCatalyst = new Map<number, PredictionEvent[]>()
  for (const e of events) {
    const list = byCatalyst.get(e.catalyst_id) ?? []
    list.push(e)
    byCatalyst.set(e.catalyst_id, list)
  }
  const cycles: Cycle[] = []
  for (const [catalystId, list] of [...byCatalyst].sort((a, b) => a[0] - b[0])) {
    list.sort((a, b) => a.event_id - b.event_id)
    if (list.at(-1)!.event_type === 'retracted') continue
    let current: Cycle | null = null
    let priorCrl = false
    let index = 0
    const open = (e: PredictionEvent): Cycle => ({
      catalystId,
      index: index++,
      company: e.company,
      ticker: e.ticker,
      cik: e.cik,
      drugName: e.drug_name,
      applicationNumber: e.application_number,
      dates: [],
      disclosed: null,
      hadPriorCrl: priorCrl,
      operator: false,
    })
    for (const e of list) {
      if (e.applied === false) continue
      const human = e.authority === 'human_lock' || e.event_type === 'corrected'
      if (dateEvents.has(e.event_type) && e.new_date) {
        if (!current || current.disclosed) {
          if (current) cycles.push(current)
          current = open(e)
        }
        current.dates.push({
          date: e.new_date,
          filedAt: e.filed_at,
          eventType: e.event_type,
          sourceUrl: e.source_url,
          operator: human,
        })
      } else if (e.event_type === 'decision_outcome' && e.outcome) {
        current ??= open(e)
        if (current.disclosed) {
          cycles.push(current)
          current = open(e)
        }
        current.disclosed = {
          outcome: e.outcome,
          filedAt: e.filed_at,
          quote: e.source_quote,
          sourceUrl: e.source_url,
        }
        if (e.outcome === 'crl') priorCrl = true
      } else if (!current) {
        continue
      }
      // Identity fields: the latest non-null value wins (later filings name the application).
      current.company = e.company ?? current.company
      current.ticker = e.ticker ?? current.ticker
      current.cik = e.cik ?? current.cik
      current.drugName = e.drug_name ?? current.drugName
      current.applicationNumber = e.application_number ?? current.applicationNumber
      current.operator ||= human
    }
    if (current) cycles.push(current)
  }
  return cycles
}

/** The date in force on `day`: the last date published by a filing on or before it, or null. */
export function dateInForce(cycle: Cycle, day: string): PublishedDate | null {
  let found: PublishedDate | null = null
  for (const d of cycle.dates) if (d.filedAt <= day) found = d
  return found
}
