/**
 * The table of event types (topology/event-types.ts) against the contract: the effects of section 3
 * and spec 6.2's forward compatibility (an unknown type is never an FDA action, but its new_date
 * applies), the documented vocabulary of the Avro and HTTP schemas, and the readers that ask the
 * table (the attested stage, the accuracy scorer's cycles). Type names other than the spec's are
 * invented.
 */
import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cyclesFromEvents, PredictionEvent } from '../../services/accuracy/cycles.js'
import { Event } from '../../services/api/http/schemas.js'
import { eventStage } from '../../services/attest/subjects.js'
import {
  eventTypeRule,
  isKnownEventType,
  knownEventTypes,
  movesDate,
} from '../../topology/event-types.js'
import { repoRoot } from '../support/test-kinds.js'

describe('event types: one table', () => {
  it('lists the six types of spec 6.1, in its order', () => {
    expect(knownEventTypes).to.deep.equal([
      'new_date_assigned',
      'date_extension',
      'decision_outcome',
      'corrected',
      'retracted',
      'restored',
    ])
  })

  it('counts only extensions and outcomes as FDA actions; a repair sets a date but is none', () => {
    expect(knownEventTypes.filter((t) => eventTypeRule(t).fdaAction)).to.deep.equal([
      'date_extension',
      'decision_outcome',
    ])
    expect(knownEventTypes.filter((t) => eventTypeRule(t).setsDate)).to.deep.equal([
      'new_date_assigned',
      'date_extension',
      'corrected',
    ])
    expect(knownEventTypes.filter((t) => eventTypeRule(t).carriesPriorDate)).to.deep.equal([
      'date_extension',
    ])
    expect(knownEventTypes.filter(movesDate)).to.deep.equal(['date_extension'])
  })

  it('reads an unknown type openly: its date applies, it is no FDA action and resolves nothing (spec 6.2)', () => {
    expect(isKnownEventType('date_rescheduled')).to.equal(false)
    expect(isKnownEventType('toString')).to.equal(false)
    const rule = eventTypeRule('date_rescheduled')
    expect(rule).to.include({ setsDate: true, fdaAction: false, resolves: false, repair: false })
    expect(eventStage('date_rescheduled', null)).to.equal('')
  })

  it('is the vocabulary the Avro and HTTP schemas document', () => {
    const avro = JSON.parse(
      readFileSync(join(repoRoot, 'schemas', 'avro', 'CatalystEvent.avsc'), 'utf8'),
    ) as { fields: { name: string; doc?: string }[] }
    const avroDoc = avro.fields.find((f) => f.name === 'event_type')!.doc!
    const httpDoc = Event.shape.event_type.description!
    for (const doc of [avroDoc, httpDoc])
      expect(doc.split(';')[0]!.split(', ')).to.deep.equal([...knownEventTypes])
  })

  it('gives the attested stage by the table', () => {
    expect(eventStage('new_date_assigned', null)).to.equal('set')
    expect(eventStage('date_extension', null)).to.equal('extended')
    expect(eventStage('decision_outcome', 'crl')).to.equal('crl')
    expect(eventStage('decision_outcome', 'approved')).to.equal('resolved')
    expect(eventStage('corrected', null)).to.equal('')
    expect(eventStage('retracted', null)).to.equal('')
  })

  it("scores an unknown type's date as a published date of its cycle", () => {
    const event = (id: number, type: string, fields: Record<string, unknown>) =>
      PredictionEvent.parse({
        event_id: id,
        catalyst_id: 7,
        event_type: type,
        drug_name: 'Zentravir',
        filed_at: '2025-03-01',
        ...fields,
      })
    const [cycle] = cyclesFromEvents([
      event(1, 'new_date_assigned', { new_date: '2025-09-01' }),
      event(2, 'date_rescheduled', { new_date: '2025-10-01', filed_at: '2025-05-01' }),
      event(3, 'decision_outcome', { outcome: 'approved', filed_at: '2025-10-02' }),
    ])
    expect(cycle!.dates.map((d) => [d.date, d.eventType])).to.deep.equal([
      ['2025-09-01', 'new_date_assigned'],
      ['2025-10-01', 'date_rescheduled'],
    ])
    expect(cycle!.disclosed?.outcome).to.equal('approved')
  })
})
