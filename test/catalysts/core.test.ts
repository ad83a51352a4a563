/**
 * The pure core, driven without Kafka or ClickHouse: records built from the real cases, decisions
 * committed to an in-memory state (support/harness.ts).
 */
import { expect } from 'chai'
import { CatalystState, decide } from '../../services/catalysts/core.js'
import { drugKeys, normaliseApplicationNumber } from '../../services/catalysts/identity.js'
import {
  indicationIsMaterialChange,
  indicationsCompatible,
} from '../../services/catalysts/indications.js'
import { foldTimeline, mirrorEvents, type MirroredEvent } from '../../services/catalysts/mirror.js'
import { assertionOf, devCase, recordOf, review } from './support/cases.js'
import { CoreHarness } from './support/harness.js'

const at = (day: string) => `${day}T09:00:00.000Z`

describe('catalysts core: identity keys', function () {
  const keys: Array<[string, string[]]> = [
    ['RP1 (vusolimogene oderparepvec) + nivolumab', ['rp1', 'vusolimogeneoderparepvec']],
    ['N-803 (Anktiva) plus BCG', ['anktiva', 'n803']],
    ['Anktiva (N-803) in combination with BCG', ['anktiva', 'n803']],
    ['ONS-5010 (Lytenava, bevacizumab-vikg)', ['bevacizumab', 'lytenava', 'ons5010']],
    ['pegunigalsidase alfa (PRX\u2011102)', ['pegunigalsidasealfa', 'prx102']],
    ['Tivdak (tisotumab vedotin-tftv)', ['tisotumabvedotin', 'tivdak']],
    ['AcipHex Delayed-Release Sprinkle Capsules 5mg and 10mg', ['aciphex']],
    ['Syfovre (pegcetacoplan injection)', ['pegcetacoplan', 'syfovre']],
    ['XIAFLEX (supplemental BLA)', ['xiaflex']],
  ]
  for (const [name, expected] of keys) {
    it(`keys "${name}" as ${expected.join(', ')}`, function () {
      expect(drugKeys(name)).to.deep.equal(expected)
    })
  }

  it('normalises application numbers and keeps a supplement apart from its original', function () {
    expect(normaliseApplicationNumber('BLA 125827')).to.equal('BLA 125827')
    expect(normaliseApplicationNumber('nda021234')).to.equal('NDA 021234')
    expect(normaliseApplicationNumber('sNDA 21-234')).to.equal('sNDA 21234')
    expect(normaliseApplicationNumber('efficacy supplement')).to.equal(null)
  })

  it('tells a rephrased indication from a different use', function () {
    expect(
      indicationsCompatible(
        'metastatic or locally advanced cutaneous squamous cell carcinoma (cSCC)',
        'metastatic or locally advanced cSCC',
      ),
    ).to.equal(true)
    expect(
      indicationsCompatible(
        'NASH with stage 2 or 3 fibrosis',
        'pre-cirrhotic liver fibrosis due to NASH',
      ),
    ).to.equal(true)
    expect(
      indicationsCompatible(
        'add-on maintenance treatment of uncontrolled COPD',
        'allergic fungal rhinosinusitis (AFRS), adults and children aged 6 years and older',
      ),
    ).to.equal(false)
    expect(
      indicationIsMaterialChange(
        'geographic atrophy secondary to AMD',
        'geographic atrophy (GA) secondary to AMD',
      ),
    ).to.equal(false)
    expect(
      indicationIsMaterialChange('geographic atrophy secondary to AMD', 'diabetic macular edema'),
    ).to.equal(true)
  })
})

describe('catalysts core: decisions', function () {
  it('follows a full life: set, a month-only update, extended, approved (SYFOVRE)', async function () {
    const h = new CoreHarness()
    await h.assertions(recordOf(devCase('apls_pegcetacoplan_set')))
    const monthOnly = await h.assertions(
      recordOf(devCase('apls_pegcetacoplan_month_only'), { filed: '2022-08-30' }),
    )
    expect(monthOnly.events).to.have.length(0)
    expect(monthOnly.catalystRows).to.have.length(0)
    await h.assertions(recordOf(devCase('apls_pegcetacoplan_ext'), { filed: '2022-11-18' }))
    await h.assertions(recordOf(devCase('apls_syfovre_approval'), { filed: '2023-02-17' }))
    const row = h.byKey('pegcetacoplan')
    expect(h.timeline(row.catalyst_id)).to.deep.equal([
      'new_date_assigned:>2022-11-26',
      'date_extension:2022-11-26>2023-02-26',
      'decision_outcome:>:approved',
    ])
    expect(row).to.include({ stage: 'resolved', pdufa_date: '2023-02-26', version: 3 })
    const [set, extension, outcome] = h.events(row.catalyst_id)
    expect(extension).to.include({ delta_days: 92, date_changed: 1, applied: 1 })
    expect(set!.date_changed).to.equal(1)
    expect(outcome).to.include({ date_changed: 0, new_date: null })
    // Quote, accession and URL describe one filing: the one that set the served date.
    expect(row.source_quote).to.equal(extension!.source_quote)
    expect(row.source_accession).to.equal(extension!.accession)
    expect(row.source_url).to.contain(extension!.accession.replace(/-/g, ''))
  })

  it('re-opens the same catalyst_id after a CRL when a resubmission date arrives (stage set), and a repeated CRL changes nothing', async function () {
    const h = new CoreHarness()
    await h.assertions(recordOf(devCase('icpt_oca_nash_resub_2023'), { filed: '2023-01-03' }))
    await h.assertions(recordOf(devCase('icpt_oca_nash_crl_2023'), { filed: '2023-06-22' }))
    const repeated = await h.assertions(
      recordOf(devCase('icpt_oca_nash_crl_2023'), {
        filed: '2023-06-23',
        accession: '0009000001-23-000777',
      }),
    )
    expect(repeated.events).to.have.length(0)
    const id = h.byKey('obeticholicacid').catalyst_id
    expect(h.row(id).stage).to.equal('crl')
    // A later resubmission date for the same drug and use: same id, open again.
    const resubmitted = await h.assertions(
      recordOf(devCase('icpt_oca_nash_resub_2023'), {
        filed: '2024-01-10',
        accession: '0009000001-24-000001',
        assertion: { pdufa_date: '2024-07-22' },
      }),
    )
    expect(resubmitted.events.map((e) => [e.catalyst_id, e.event_type])).to.deep.equal([
      [id, 'new_date_assigned'],
    ])
    expect(h.row(id)).to.include({ stage: 'set', pdufa_date: '2024-07-22' })
    expect(h.timeline(id)).to.deep.equal([
      'new_date_assigned:>2023-06-22',
      'decision_outcome:>:crl',
      'new_date_assigned:>2024-07-22',
    ])
  })

  it('treats a filing older than the one behind the current state as history, not news (recorded with applied false)', async function () {
    const h = new CoreHarness()
    // Backfill order: the extension is read first, the original date afterwards.
    await h.assertions(recordOf(devCase('calt_nefecon_ext')))
    const older = await h.assertions(
      recordOf(devCase('calt_nefecon_set_interim'), {
        filed: '2021-05-10',
        extractedAt: at('2021-10-01'),
      }),
    )
    expect(
      older.events.map((e) => [e.event_type, e.new_date, e.applied, e.date_changed]),
    ).to.deep.equal([['new_date_assigned', '2021-09-15', 0, 0]])
    expect(older.catalystRows).to.have.length(0)
    const row = h.byKey('nefecon')
    expect(row).to.include({ pdufa_date: '2021-12-15', stage: 'extended' })
    expect(h.timeline(row.catalyst_id)).to.deep.equal([
      'date_extension:2021-09-15>2021-12-15',
      'new_date_assigned:>2021-09-15',
    ])
    expect(foldTimeline(row.catalyst_id, h.events(row.catalyst_id))).to.include({
      pdufa_date: '2021-12-15',
      stage: 'extended',
    })
    // The same history again is a restatement: nothing more.
    const again = await h.assertions(
      recordOf(devCase('calt_nefecon_set_interim'), {
        filed: '2021-05-11',
        accession: '0009000001-21-000555',
        extractedAt: at('2021-10-02'),
      }),
    )
    expect(again.events).to.have.length(0)
  })

  it('never rewrites the indication for a rephrasing, and moves last_updated only when the record changes', async function () {
    const h = new CoreHarness()
    await h.assertions(recordOf(devCase('apls_pegcetacoplan_set')))
    const id = h.byKey('pegcetacoplan').catalyst_id
    const restated = await h.assertions(
      recordOf(devCase('apls_pegcetacoplan_set'), {
        accession: '0009935110-22-000999',
        filed: '2022-08-09',
        assertion: {
          indication: 'geographic atrophy (GA) secondary to age-related macular degeneration (AMD)',
        },
      }),
    )
    expect(restated.events).to.have.length(0)
    expect(restated.catalystRows).to.have.length(0)
    expect(h.row(id).last_updated).to.equal('2022-07-19T21:30:00.000Z')
    await h.assertions(
      recordOf(devCase('apls_pegcetacoplan_ext'), {
        filed: '2022-11-18',
        assertion: { indication: 'GA secondary to AMD' },
      }),
    )
    expect(h.row(id)).to.include({
      indication: 'geographic atrophy secondary to AMD',
      last_updated: '2022-11-18T21:30:00.000Z',
      version: 2,
    })
  })

  it('merges two companies disclosing one decision: the sponsor leads even when discovered weeks later', async function () {
    const h = new CoreHarness()
    // The royalty holder's release names the sponsor whose application it is: the sponsor's word counts.
    await h.assertions(
      recordOf(devCase('xoma_tovorafenib_royalty_set'), {
        role: 'royalty_holder',
        named: [{ name: 'Day One Biopharmaceuticals', ticker: null, relation: 'royalty' }],
      }),
    )
    const id = h.byKey('tovorafenib').catalyst_id
    expect(h.row(id)).to.include({ ticker: 'XOMA', company: 'XOMA Corporation' })
    const late = await h.assertions(
      recordOf(devCase('dawn_tovorafenib_set'), { extractedAt: at('2023-11-20') }),
    )
    expect(late.events).to.have.length(0) // the same date from an older filing: no news, but the record gains its sponsor
    expect(h.row(id)).to.include({
      ticker: 'DAWN',
      company: 'Day One Biopharmaceuticals, Inc.',
      last_updated: at('2023-11-20'),
    })
    expect(h.row(id).tickers).to.deep.equal(['DAWN', 'XOMA'])
    expect(h.state.catalysts.size).to.equal(1)
  })

  it('finds a duplicate late: the younger id is retracted, its events re-parented, its duplicate row deleted', async function () {
    const h = new CoreHarness()
    const dawn = devCase('dawn_tovorafenib_set')
    // The sponsor names its royalty partner, so the royalty holder's word counts on its decisions.
    const record = recordOf(dawn, {
      named: [{ name: 'XOMA Corporation', ticker: null, relation: 'royalty' }],
    })
    // Two names and nothing else in common that would tie them (the second states no use): two catalysts for now.
    record.assertions = [
      assertionOf(dawn, { assertion: { drug_name: 'tovorafenib' } }),
      assertionOf(dawn, { assertion: { drug_name: 'DAY101', indication: null } }),
    ]
    await h.assertions(record)
    expect(h.state.catalysts.size).to.equal(2)
    const bridge = await h.assertions(
      recordOf(devCase('xoma_tovorafenib_royalty_set'), {
        role: 'royalty_holder',
        aliases: ['DAY101'],
      }),
    )
    expect(bridge.events.map((e) => e.event_type)).to.deep.equal(['retracted'])
    const [survivor, loser] = [h.row(1), h.row(2)]
    expect(loser).to.include({ live: 0, merged_into: 1, published: 0 })
    expect(h.timeline(2)).to.deep.equal(['retracted:>'])
    expect(h.events(2)[0]!.source_quote).to.contain('catalyst_id 1')
    expect(h.timeline(1)).to.deep.equal(['new_date_assigned:>2024-04-30'])
    expect([...h.eventRows.values()].find((e) => e.event_id === 2)).to.include({
      deleted: 1,
      catalyst_id: 2,
    })
    expect(survivor.tickers).to.deep.equal(['DAWN', 'XOMA'])
    expect(bridge.mergeNotices).to.deep.equal([
      {
        loser_catalyst_id: 2,
        survivor_catalyst_id: 1,
        action: 'merge',
        reason: 'drug_identity',
        at: '2023-10-31T21:30:00.000+00:00',
      },
    ])
  })

  it('matches on an application number even when the names differ', async function () {
    const h = new CoreHarness()
    await h.assertions(recordOf(devCase('repl_rp1_set_ai_summary'), { filed: '2025-01-22' }))
    await h.assertions(
      recordOf(devCase('repl_rp1_crl_sec'), {
        assertion: { drug_name: 'vusolimogene', indication: null },
      }),
    )
    const row = h.byKey('rp1')
    expect(h.state.catalysts.size).to.equal(1)
    expect(h.timeline(row.catalyst_id)).to.deep.equal([
      'new_date_assigned:>2025-07-22',
      'decision_outcome:>:crl',
    ])
    expect(row).to.include({ application_number: 'BLA 125827', stage: 'crl' })
  })

  it('keeps llm_medium and llm_low out of the feed until an operator approves (human_lock, confirmed) or rejects', async function () {
    const h = new CoreHarness()
    const medium = recordOf(devCase('otlk_ons5010_resub_2025_set'), {
      filed: '2025-08-04',
      authority: 'llm_medium',
    })
    const queued = await h.assertions(medium)
    expect(queued.catalystRows).to.have.length(0)
    expect(queued.queueRows.map((q) => [q.status, q.reason])).to.deep.equal([
      ['pending', 'needs_review'],
    ])
    const low = recordOf(devCase('depo_serada_set'), { authority: 'llm_low' })
    await h.assertions(low)
    h.review(
      review('reject', { accession: low.accession, assertion_index: 0, at: at('2025-08-05') }),
    )
    const approved = h.review(
      review('approve', { accession: medium.accession, assertion_index: 0, at: at('2025-08-05') }),
    )
    expect(approved.result).to.equal('applied')
    const row = h.byKey('ons5010')
    expect(row).to.include({
      authority: 'human_lock',
      date_confidence: 'confirmed',
      confidence: 'high',
      human_locked: 1,
      published: 1,
      last_updated: at('2025-08-05'),
    })
    expect(h.events(row.catalyst_id)[0]).to.include({
      authority: 'human_lock',
      detected_at: at('2025-08-05'),
      filed_at: '2025-08-04',
      accession: medium.accession,
    })
    expect([...h.queue.values()].map((q) => q.status).sort()).to.deep.equal([
      'approved',
      'rejected',
    ])
    expect(h.state.catalysts.size).to.equal(1)
    const again = h.review(
      review('approve', { accession: medium.accession, assertion_index: 0, at: at('2025-08-06') }),
    )
    expect(again.result).to.equal('rejected')
    expect(again.note).to.contain('no pending extraction')
  })

  it("queues a held-back reading a human can rescue, with the extractor's reason, and not one the text itself rules out", async function () {
    const h = new CoreHarness()
    const held = { confidence: 'medium', date_confidence: 'reported', publishable: false } as const
    const hedged = recordOf(devCase('otlk_ons5010_resub_2025_set'), {
      filed: '2025-08-04',
      authority: 'regex',
      assertion: { ...held, reason: 'hedged' },
    })
    const queued = await h.assertions(hedged)
    expect(queued.catalystRows).to.have.length(0)
    expect(queued.queueRows.map((q) => [q.status, q.reason, q.extraction_reason])).to.deep.equal([
      ['pending', 'needs_review', 'hedged'],
    ])
    const lapsed = recordOf(devCase('depo_serada_set'), {
      filed: '2025-08-04',
      authority: 'regex',
      assertion: { ...held, reason: 'lapsed' },
    })
    const ruledOut = await h.assertions(lapsed)
    expect(ruledOut.queueRows).to.deep.equal([])
    expect(ruledOut.catalystRows).to.deep.equal([])
  })

  it('lets a human lock beat a later automated extraction, which waits in the queue', async function () {
    const h = new CoreHarness()
    await h.assertions(recordOf(devCase('calt_nefecon_set_interim'), { filed: '2021-05-10' }))
    const id = h.byKey('nefecon').catalyst_id
    const lock = h.review(review('lock', { catalyst_id: id, at: at('2021-05-12') }))
    expect(lock.events).to.have.length(0)
    expect(h.row(id)).to.include({
      human_locked: 1,
      authority: 'human_lock',
      last_updated: at('2021-05-12'),
      version: 2,
    })
    const blocked = await h.assertions(recordOf(devCase('calt_nefecon_ext')))
    expect(blocked.events).to.have.length(0)
    expect(blocked.catalystRows).to.have.length(0)
    expect(blocked.queueRows[0]).to.include({
      reason: 'locked',
      catalyst_id: id,
      status: 'pending',
    })
    expect(h.row(id).pdufa_date).to.equal('2021-09-15')
    h.review(review('unlock', { catalyst_id: id, at: at('2021-09-20') }))
    expect(h.row(id)).to.include({
      human_locked: 0,
      authority: 'llm_high',
      pdufa_date: '2021-09-15',
    })
  })

  it('repairs a date with a corrected event: synthetic accession, no URL, delta = size of the repair', async function () {
    const h = new CoreHarness()
    await h.assertions(
      recordOf(devCase('gbt_oxbryta_peds_set_noyear'), {
        filed: '2021-09-01',
        assertion: { pdufa_date: '2022-12-25' },
      }),
    )
    const id = h.byKey('oxbryta').catalyst_id
    const fix = review('correct', { catalyst_id: id, new_date: '2021-12-25', at: at('2021-09-03') })
    const corrected = h.review(fix)
    expect(corrected.events[0]).to.include({
      event_type: 'corrected',
      prior_date: '2022-12-25',
      new_date: '2021-12-25',
      delta_days: -365,
      source_url: null,
      accession: `CORRECTION-${fix.review_id}`,
      filed_at: '2021-09-03',
      authority: 'human_lock',
    })
    expect(h.row(id)).to.include({
      pdufa_date: '2021-12-25',
      stage: 'set',
      source_url: null,
      source_accession: `CORRECTION-${fix.review_id}`,
      human_locked: 1,
    })
    expect(foldTimeline(id, h.events(id)).fda_actions).to.equal(0)
  })

  it('merges and unmerges on an operator review: retracted, then restored with its own timeline', async function () {
    const h = new CoreHarness()
    await h.assertions(recordOf(devCase('gbt_voxelotor_set')))
    await h.assertions(recordOf(devCase('gbt_oxbryta_peds_set_noyear'), { filed: '2021-09-01' }))
    expect(h.state.catalysts.size).to.equal(2)
    h.review(review('merge', { catalyst_id: 1, other_catalyst_id: 2, at: at('2021-09-02') }))
    expect(h.timeline(1)).to.deep.equal([
      'new_date_assigned:>2020-02-26',
      'new_date_assigned:>2021-12-25',
    ])
    expect(h.row(1).pdufa_date).to.equal('2021-12-25')
    expect(h.row(2)).to.include({ live: 0, merged_into: 1 })
    const restore = h.review(
      review('unmerge', { catalyst_id: 1, other_catalyst_id: 2, at: at('2021-09-03') }),
    )
    expect(restore.events[0]).to.include({
      event_type: 'restored',
      catalyst_id: 2,
      new_date: '2021-12-25',
    })
    expect(h.timeline(1)).to.deep.equal(['new_date_assigned:>2020-02-26'])
    expect(h.timeline(2)).to.deep.equal([
      'new_date_assigned:>2021-12-25',
      'retracted:>',
      'restored:>2021-12-25',
    ])
    expect(h.row(1)).to.include({ pdufa_date: '2020-02-26', live: 1 })
    expect(h.row(2)).to.include({ pdufa_date: '2021-12-25', live: 1, merged_into: null })
    expect(h.row(1).tickers).to.deep.equal(['GBT'])
  })

  it('rejects invalid inputs and reviews that do not apply, and remembers them', async function () {
    const h = new CoreHarness()
    const bad = recordOf(devCase('gbt_voxelotor_set'), { cik: '123' })
    expect((await h.assertions(bad)).result).to.equal('rejected')
    expect((await h.assertions(bad)).result).to.equal('duplicate')
    expect(h.review(review('lock', { catalyst_id: 42, at: at('2021-01-01') })).note).to.equal(
      'catalyst 42 does not exist',
    )
    expect(
      h.review(review('correct', { catalyst_id: null, at: at('2021-01-01') })).note,
    ).to.contain('needs catalyst_id')
  })

  it('is idempotent: the same filing again, even re-extracted later, is a duplicate', async function () {
    const h = new CoreHarness()
    await h.assertions(recordOf(devCase('gbt_voxelotor_set')))
    const again = await h.assertions(
      recordOf(devCase('gbt_voxelotor_set'), { extractedAt: at('2019-09-09') }),
    )
    expect(again.result).to.equal('duplicate')
    expect(h.events()).to.have.length(1)
  })

  it('decides without touching the state (the shell commits), and the same inputs give the same decisions', async function () {
    const state = new CatalystState()
    const record = recordOf(devCase('gbt_voxelotor_set'))
    const before = JSON.stringify([...state.catalysts], null, 0) + JSON.stringify(state.seq)
    const first = decide(state, { kind: 'assertions', record, issuers: new Map() })
    expect(JSON.stringify([...state.catalysts]) + JSON.stringify(state.seq)).to.equal(before)
    expect(
      JSON.stringify(decide(state, { kind: 'assertions', record, issuers: new Map() })),
    ).to.equal(JSON.stringify(first))
  })
})

describe('catalysts mirror (forward compatibility, spec 6.2)', function () {
  const base = (id: number, type: string, extra: Partial<MirroredEvent> = {}): MirroredEvent => ({
    event_id: id,
    catalyst_id: 7,
    event_type: type,
    new_date: null,
    outcome: null,
    merged_into: null,
    indication: null,
    source_quote: `q${id}`,
    accession: `a${id}`,
    source_url: null,
    confidence: null,
    date_confidence: null,
    authority: null,
    filed_at: '2026-01-01',
    ...extra,
  })

  it('applies the date of an unknown event type, never counts it as an FDA action, and keeps the stage', function () {
    const state = mirrorEvents([
      base(1, 'new_date_assigned', { new_date: '2026-09-01' }),
      base(3, 'date_extension', { new_date: '2026-12-01' }),
      base(4, 'advisory_committee_scheduled', { new_date: '2027-01-15' }),
      base(5, 'label_expansion_note'),
    ]).get(7)!
    expect(state).to.include({
      pdufa_date: '2027-01-15',
      stage: 'extended',
      fda_actions: 1,
      live: true,
    })
    expect(state.source!.event_id).to.equal(4)
  })

  it('replays by ascending event_id whatever the order given, keyed by catalyst_id', function () {
    const events = [
      base(9, 'decision_outcome', { outcome: 'crl' }),
      base(2, 'new_date_assigned', { new_date: '2026-03-01' }),
      base(12, 'new_date_assigned', { new_date: '2026-11-20' }),
      base(4, 'retracted', { catalyst_id: 8, merged_into: 7 }),
      base(13, 'corrected', { new_date: '2026-11-21' }),
    ]
    const states = mirrorEvents(events)
    expect(states.get(7)).to.include({ pdufa_date: '2026-11-21', stage: 'set', fda_actions: 1 })
    expect(states.get(8)).to.include({ live: false, merged_into: 7 })
  })
})
