/**
 * The mirror: served state rebuilt from the event stream alone, exactly as spec section 3 and 6.2
 * tell a client to do it (ascending event_id, keyed by catalyst_id). The stage uses the same fold
 * for its own rows, so "a re-drain reproduces the feed" holds by construction and is tested.
 *
 * Rules, including the choices where the spec is silent:
 * - new_date_assigned: date := new_date, stage := set (also when re-opening a `crl` catalyst: the
 *   new cycle has an assigned date and is pending, so it is `set`).
 * - date_extension: date := new_date, stage := extended; an FDA action.
 * - corrected: date := new_date; stage unchanged (a vendor repair is not an FDA action and says
 *   nothing about the cycle; `set` when there was no stage yet).
 * - decision_outcome: stage := crl when outcome is `crl`, else resolved; the date is unchanged (the
 *   event carries no date); an FDA action.
 * - retracted: the id stops being live, merged_into names the survivor.
 * - restored: the id is live again; its new_date (the revived record's date) is applied.
 * - any other type: never an FDA action; its new_date, when set, is applied; stage unchanged.
 * - an event with `applied` false (history recorded without effect, e.g. an older date that arrived
 *   after its extension) changes nothing.
 * The "source" of the current date (quote, accession, URL, confidences) is the event that set it.
 */
import { eventTypeRule } from '../../topology/event-types.js'
import type { Stage } from './types.js'

/** The event fields the fold reads; both EventRow and the Avro CatalystEvent satisfy it. */
export interface MirroredEvent {
  event_id: number
  catalyst_id: number
  event_type: string
  new_date: string | null
  outcome: string | null
  merged_into: number | null
  indication: string | null
  source_quote: string | null
  accession: string
  source_url: string | null
  confidence: string | null
  date_confidence: string | null
  authority: string | null
  filed_at: string
  /** false / 0: recorded without effect (history); the fold skips it. Absent: applied. */
  applied?: boolean | number
}

export interface MirroredState<E extends MirroredEvent = MirroredEvent> {
  catalyst_id: number
  pdufa_date: string | null
  stage: Stage | null
  live: boolean
  merged_into: number | null
  indication: string | null
  outcome: string | null
  /** The event that set the current date (its quote, accession and URL describe one filing). */
  source: E | null
  /** Count of date_extension and decision_outcome events: FDA actions. */
  fda_actions: number
  /** filed_at of the latest event that set a date or an outcome: the state's age in filing time. */
  state_filed_at: string | null
  /** True when a date-bearing event came after the latest decision_outcome (the cycle is open). */
  open_cycle: boolean
}

export function emptyMirror<E extends MirroredEvent>(catalystId: number): MirroredState<E> {
  return {
    catalyst_id: catalystId,
    pdufa_date: null,
    stage: null,
    live: true,
    merged_into: null,
    indication: null,
    outcome: null,
    source: null,
    fda_actions: 0,
    state_filed_at: null,
    open_cycle: false,
  }
}

/** Applies one event to one catalyst's mirrored state (in place) and returns it. */
export function applyEvent<E extends MirroredEvent>(
  state: MirroredState<E>,
  event: E,
): MirroredState<E> {
  if (event.applied === false || event.applied === 0) return state
  const setDate = (stage: Stage, opensCycle: boolean) => {
    if (event.new_date === null) return
    state.pdufa_date = event.new_date
    state.source = event
    state.stage = stage
    state.state_filed_at = event.filed_at
    if (opensCycle) state.open_cycle = true
  }
  // What the type does comes from the table (topology/event-types.ts); an unknown type gets its
  // rule too (spec 6.2: never an FDA action, its date applies, the stage is left as it was).
  const rule = eventTypeRule(event.event_type)
  if (rule.liveness === 'retracts') {
    state.live = false
    state.merged_into = event.merged_into
  } else if (rule.liveness === 'restores') {
    state.live = true
    state.merged_into = null
    if (event.new_date !== null) state.pdufa_date = event.new_date
  } else {
    if (rule.setsDate) {
      if (rule.stage !== null) setDate(rule.stage, true)
      // A repair keeps the stage and says nothing about the cycle.
      else if (rule.repair) setDate(state.stage ?? 'set', false)
      else if (event.new_date !== null) {
        state.pdufa_date = event.new_date
        state.source = event
      }
    }
    if (rule.resolves && event.outcome) {
      state.stage = event.outcome === 'crl' ? 'crl' : 'resolved'
      state.outcome = event.outcome
      state.state_filed_at = event.filed_at
      state.open_cycle = false
    }
    if (rule.fdaAction) state.fda_actions++
    // A liveness marker carries the identity it was frozen with, not news of the indication.
    if (event.indication !== null) state.indication = event.indication
  }
  return state
}

/** Folds one catalyst's timeline (any order; sorted here by event_id). */
export function foldTimeline<E extends MirroredEvent>(
  catalystId: number,
  events: readonly E[],
): MirroredState<E> {
  const state = emptyMirror<E>(catalystId)
  for (const event of [...events].sort((a, b) => a.event_id - b.event_id)) applyEvent(state, event)
  return state
}

/** A client's mirror of the whole stream: replay by ascending event_id, keyed by catalyst_id. */
export function mirrorEvents<E extends MirroredEvent>(
  events: readonly E[],
): Map<number, MirroredState<E>> {
  const states = new Map<number, MirroredState<E>>()
  for (const event of [...events].sort((a, b) => a.event_id - b.event_id)) {
    let state = states.get(event.catalyst_id)
    if (!state) states.set(event.catalyst_id, (state = emptyMirror<E>(event.catalyst_id)))
    applyEvent(state, event)
  }
  return states
}
