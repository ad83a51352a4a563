/**
 * A client's mirror of `/v1/events`, written from spec section 3 alone (not the service's own fold,
 * services/catalysts/mirror.ts): replay by ascending `event_id`, keyed by `catalyst_id`; every event
 * that carries a date sets the current expected date, whatever else it says (the section has no
 * rule about `applied`). The end-to-end tests drain the stream, replay it here and compare with what
 * the service serves: a stranger's date or a history event on the stream would show as a mismatch.
 */
import { expect } from 'chai'

export interface StreamEvent {
  event_id: number
  catalyst_id: number
  event_type: string
  new_date: string | null
  outcome: string | null
}

export interface Mirrored {
  pdufa_date: string | null
  stage: string | null
  live: boolean
}

/** Spec section 3, row by row. */
export function replaySection3(events: readonly StreamEvent[]): Map<number, Mirrored> {
  const states = new Map<number, Mirrored>()
  for (const e of [...events].sort((a, b) => a.event_id - b.event_id)) {
    let s = states.get(e.catalyst_id)
    if (!s) states.set(e.catalyst_id, (s = { pdufa_date: null, stage: null, live: true }))
    switch (e.event_type) {
      case 'new_date_assigned':
        if (e.new_date) Object.assign(s, { pdufa_date: e.new_date, stage: 'set' })
        break
      case 'date_extension':
        if (e.new_date) Object.assign(s, { pdufa_date: e.new_date, stage: 'extended' })
        break
      case 'corrected':
        if (e.new_date) s.pdufa_date = e.new_date
        break
      case 'decision_outcome':
        if (e.outcome) s.stage = e.outcome === 'crl' ? 'crl' : 'resolved'
        break
      case 'retracted':
        s.live = false
        break
      case 'restored':
        s.live = true
        if (e.new_date) s.pdufa_date = e.new_date
        break
      default:
        // An unrecognised type: never an FDA action, but its date applies.
        if (e.new_date) s.pdufa_date = e.new_date
    }
  }
  return states
}

/**
 * The replayed stream ends with exactly the served records: every live catalyst the store serves
 * (date and stage), every row of the paid upcoming route, and no live id the store does not hold.
 */
export function expectReplayToServe(
  events: readonly StreamEvent[],
  stored: ReadonlyArray<{
    catalyst_id: number
    pdufa_date: string | null
    stage: string
    live: number
  }>,
  upcoming: ReadonlyArray<{ catalyst_id: number; pdufa_date: string; stage: string }>,
): void {
  const mirror = replaySection3(events)
  const shown = (id: number) => JSON.stringify(events.filter((e) => e.catalyst_id === id))
  for (const row of stored) {
    const id = Number(row.catalyst_id)
    const m = mirror.get(id)
    if (!Number(row.live)) {
      if (m) expect(m.live, `catalyst ${id} is merged away: ${shown(id)}`).to.equal(false)
      continue
    }
    expect(m, `live catalyst ${id} has no event on the stream`).to.not.equal(undefined)
    expect({ pdufa_date: m!.pdufa_date, stage: m!.stage, live: m!.live }, shown(id)).to.deep.equal({
      pdufa_date: row.pdufa_date,
      stage: row.stage,
      live: true,
    })
  }
  const held = new Set(stored.map((r) => Number(r.catalyst_id)))
  for (const [id, m] of mirror)
    if (m.live) expect(held.has(id), `the stream shows catalyst ${id}, never stored`).to.equal(true)
  for (const c of upcoming) {
    const m = mirror.get(c.catalyst_id)
    expect({ pdufa_date: m?.pdufa_date, stage: m?.stage }, shown(c.catalyst_id)).to.deep.equal({
      pdufa_date: c.pdufa_date,
      stage: c.stage,
    })
  }
}
