/**
 * Events recorded without effect (`applied` false: an older date read after its extension, an
 * earlier cycle's outcome read late) are history, never a published date: the cycles the scoring
 * reads skip them. Invented names.
 */
import { expect } from 'chai'
import { cyclesFromEvents, dateInForce, PredictionEvent } from '../../services/accuracy/cycles.js'

const base = {
  drug_name: 'HLV-217',
  company: 'Halvorsen Biotherapeutics',
  ticker: 'HLVB',
  cik: '0000900001',
  application_number: null,
  outcome: null,
  authority: 'llm_high',
  source_quote: null,
  source_url: null,
}

describe('accuracy cycles: history recorded without effect', function () {
  it('keeps the extended date in force when the older date was recorded after it with applied false (table 0/1 or JSON boolean)', function () {
    for (const notApplied of [0, false]) {
      const events = [
        PredictionEvent.parse({
          ...base,
          event_id: 1,
          catalyst_id: 7,
          event_type: 'date_extension',
          new_date: '2025-06-01',
          filed_at: '2025-01-10',
          applied: 1,
        }),
        PredictionEvent.parse({
          ...base,
          event_id: 2,
          catalyst_id: 7,
          event_type: 'new_date_assigned',
          new_date: '2025-03-01',
          filed_at: '2024-05-01',
          applied: notApplied,
        }),
      ]
      const [cycle] = cyclesFromEvents(events)
      expect(cycle!.dates.map((d) => d.date)).to.deep.equal(['2025-06-01'])
      expect(dateInForce(cycle!, '2025-02-01')!.date).to.equal('2025-06-01')
    }
  })

  it('reads an event without the field as applied', function () {
    const [cycle] = cyclesFromEvents([
      PredictionEvent.parse({
        ...base,
        event_id: 1,
        catalyst_id: 8,
        event_type: 'new_date_assigned',
        new_date: '2025-03-01',
        filed_at: '2024-05-01',
      }),
    ])
    expect(cycle!.dates).to.have.length(1)
  })
})
