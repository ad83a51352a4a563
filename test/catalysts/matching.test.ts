/**
 * The matching rules alone: outcomes, typed moves and identity across companies, driven through
 * the pure core without Kafka or ClickHouse. Every company, drug and sentence here is invented.
 */
import { expect } from 'chai'
import type { Assertion, ExtractedAssertions, NamedCompany } from '../../schemas/avro/types.js'
import { isThreeMonthExtension } from '../../services/catalysts/facts.js'
import { decide } from '../../services/catalysts/core.js'
import { foldTimeline } from '../../services/catalysts/mirror.js'
import type { IssuerInfo } from '../../services/catalysts/types.js'
import { CoreHarness } from './support/harness.js'

const SPONSOR = '0000900001'
const PARTNER = '0000900002'
const ROYALTY = '0000900003'
const OTHER = '0000900004'
const issuers: Record<string, IssuerInfo> = {
  [SPONSOR]: { name: 'Halvorsen Biotherapeutics, Inc.', tickers: ['HLVB'] },
  [PARTNER]: { name: 'Kestrel Pharma plc', tickers: ['KSTL'] },
  [ROYALTY]: { name: 'Meridian Royalty Trust', tickers: ['MRDN'] },
  [OTHER]: { name: 'Ostrava Therapeutics', tickers: ['OSTV'] },
}
const lookup = async (cik: string) => issuers[cik] ?? null
/**
 * The sponsor, its partner and its royalty holder state their partnerships in every filing, so each
 * one's word counts on the others' decisions: the tests here are about matching; whose word counts
 * is tested in authority.test.ts. Ostrava (OTHER) has no tie to them: nobody names it, it names
 * nobody (a named partner's filing with the very date of a catalyst is that decision:
 * partner-names.test.ts).
 */
const partnersOf = (cik: string): NamedCompany[] =>
  cik === OTHER
    ? []
    : Object.entries(issuers)
        .filter(([other]) => other !== cik && other !== OTHER)
        .map(([, info]) => ({ name: info.name!, ticker: null, relation: 'partner' as const }))

let serial = 0
interface Said {
  kind: Assertion['kind']
  drug: string | null
  aliases?: string[]
  app?: string | null
  indication?: string | null
  date?: string | null
  prior?: string | null
  role?: Assertion['role']
  quote?: string
}

/** One filing of `cik` filed on `filed`, read by the extractor a day later (or at `extractedAt`). */
function filing(
  cik: string,
  filed: string,
  said: Said[],
  extractedAt?: string,
  named: NamedCompany[] = partnersOf(cik),
): ExtractedAssertions {
  serial++
  const accession = `${cik}-${filed.slice(2, 4)}-${String(serial).padStart(6, '0')}`
  return {
    accession,
    cik,
    company: issuers[cik]?.name ?? null,
    form: '8-K',
    filed_date: filed,
    source_url: `https://www.sec.gov/Archives/edgar/data/${Number(cik)}/${accession.replace(/-/g, '')}/${accession}-index.htm`,
    extractor: 'test',
    extracted_at: extractedAt ?? `${filed}T12:00:00.000Z`,
    named_companies: named,
    assertions: said.map((s): Assertion => ({
      kind: s.kind,
      drug_name: s.drug,
      indication: s.indication ?? null,
      application_number: s.app ?? null,
      pdufa_date: s.date ?? null,
      prior_date: s.prior ?? null,
      outcome: s.kind === 'approval' ? 'approved' : s.kind === 'crl' ? 'crl' : null,
      quote:
        s.quote ??
        `The company said something invented about ${s.drug ?? 'its product'} (${s.kind}).`,
      confidence: 'high',
      authority: 'llm_high',
      date_confidence: 'confirmed',
      publishable: true,
      role: s.role ?? 'unknown',
      drug_aliases: s.aliases ?? [],
      reason: null,
      year_inferred: false,
    })),
  }
}

/** Extraction time: the order the pipeline reads filings in (a backfill can read newer filings first). */
const readAt = (day: string) => `${day}T08:00:00.000Z`

async function run(records: ExtractedAssertions[]): Promise<CoreHarness> {
  const h = new CoreHarness(lookup)
  for (const record of [...records].sort((a, b) =>
    a.extracted_at < b.extracted_at ? -1 : a.extracted_at > b.extracted_at ? 1 : 0,
  )) {
    await h.assertions(record)
  }
  return h
}

function live(h: CoreHarness) {
  return [...h.catalystRows.values()].filter((r) => r.live === 1)
}

describe('catalysts matching: outcomes resolve the catalyst they are about', function () {
  it("resolves the sponsor's catalyst from the partner's approval, named by brand with the code as alias", async function () {
    const h = await run([
      filing(SPONSOR, '2024-10-01', [
        {
          kind: 'date_set',
          drug: 'HLV-217',
          date: '2025-06-14',
          role: 'sponsor',
          indication: 'moderate-to-severe plaque psoriasis',
        },
      ]),
      filing(PARTNER, '2025-06-12', [
        {
          kind: 'approval',
          drug: 'Zentrova',
          aliases: ['HLV-217'],
          role: 'partner',
          indication: 'adults with moderate-to-severe plaque psoriasis',
        },
      ]),
    ])
    const rows = live(h)
    expect(rows).to.have.length(1)
    expect(rows[0]).to.include({ stage: 'resolved', pdufa_date: '2025-06-14', cik: SPONSOR })
    expect(h.timeline(rows[0]!.catalyst_id)).to.deep.equal([
      'new_date_assigned:>2025-06-14',
      'decision_outcome:>:approved',
    ])
    expect(rows[0]!.tickers).to.deep.equal(['HLVB', 'KSTL'])
  })

  it("resolves it from a partner's approval under the brand, beside the nonproprietary name an earlier filing tied to the code", async function () {
    const h = await run([
      filing(SPONSOR, '2024-10-01', [
        { kind: 'date_set', drug: 'HLV-217', date: '2025-06-14', role: 'sponsor' },
      ]),
      // The partner disclosed the date under the generic name and the code: it joins the group.
      filing(PARTNER, '2024-10-03', [
        { kind: 'date_set', drug: 'tamsorimab (HLV-217)', date: '2025-06-14', role: 'partner' },
      ]),
      // The rename is told by the approval naming both (a brand alone is another product: products-apart.test.ts).
      filing(PARTNER, '2025-06-13', [
        {
          kind: 'approval',
          drug: 'Zentrova (tamsorimab)',
          aliases: ['tamsorimab'],
          role: 'partner',
        },
      ]),
    ])
    const rows = live(h)
    expect(rows).to.have.length(1)
    expect(rows[0]).to.include({ stage: 'resolved', cik: SPONSOR })
    expect(
      h
        .events(rows[0]!.catalyst_id)
        .filter((e) => e.event_type === 'decision_outcome')
        .map((e) => e.outcome),
    ).to.deep.equal(['approved'])
  })

  it('does not guess: a named approval that matches no name, with two open catalysts in the group, resolves neither', async function () {
    const h = await run([
      filing(SPONSOR, '2024-10-01', [{ kind: 'date_set', drug: 'HLV-217', date: '2025-06-14' }]),
      filing(SPONSOR, '2024-11-01', [
        {
          kind: 'date_set',
          drug: 'HLV-305',
          date: '2025-06-20',
          indication: 'chronic spontaneous urticaria',
        },
      ]),
      filing(SPONSOR, '2025-06-13', [{ kind: 'approval', drug: 'Quellarix' }]),
    ])
    const open = live(h).filter((r) => r.stage === 'set')
    expect(open.map((r) => r.pdufa_date).sort()).to.deep.equal(['2025-06-14', '2025-06-20'])
  })

  it("does not close a company's other decision due months later with the approval of a drug it never named", async function () {
    const h = await run([
      filing(SPONSOR, '2024-10-01', [{ kind: 'date_set', drug: 'HLV-217', date: '2025-09-30' }]),
      filing(SPONSOR, '2025-06-13', [{ kind: 'approval', drug: 'Quellarix' }]),
    ])
    expect(h.byKey('hlv217')).to.include({ stage: 'set', pdufa_date: '2025-09-30' })
    expect(h.byKey('quellarix')).to.include({ stage: 'resolved' })
  })

  it("does not close a company's other product's decision days away with an approval of another brand or another nonproprietary name", async function () {
    // A company with several products: an approval under a brand (or a nonproprietary name) that is not the pending
    // product's own is another product's, however near the pending goal date.
    const brands = await run([
      filing(SPONSOR, '2025-01-10', [{ kind: 'date_set', drug: 'Vantorel', date: '2025-06-20' }]),
      filing(SPONSOR, '2025-06-13', [{ kind: 'approval', drug: 'Ostrelva' }]),
    ])
    expect(brands.byKey('vantorel')).to.include({ stage: 'set', pdufa_date: '2025-06-20' })
    expect(brands.byKey('ostrelva')).to.include({ stage: 'resolved' })
    const generics = await run([
      filing(SPONSOR, '2025-01-10', [{ kind: 'date_set', drug: 'tamsorimab', date: '2025-06-20' }]),
      filing(SPONSOR, '2025-06-17', [{ kind: 'crl', drug: 'belotinib' }]),
    ])
    expect(generics.byKey('tamsorimab')).to.include({ stage: 'set', pdufa_date: '2025-06-20' })
    expect(generics.byKey('belotinib')).to.include({ stage: 'crl' })
    // Trap: a nonproprietary name gives way to a brand, first written at its approval, where the release names both:
    // still the one decision (the brand alone, tied by no filing, is another product: products-apart.test.ts).
    const renamed = await run([
      filing(SPONSOR, '2025-01-10', [{ kind: 'date_set', drug: 'tamsorimab', date: '2025-06-20' }]),
      filing(SPONSOR, '2025-06-17', [
        { kind: 'approval', drug: 'Zentrova (tamsorimab)', aliases: ['tamsorimab'] },
      ]),
    ])
    expect(live(renamed)).to.have.length(1)
    expect(live(renamed)[0]).to.include({ stage: 'resolved', pdufa_date: '2025-06-20' })
    // Trap: one name holding the other (a form of the product written out) tells no two products apart.
    const longer = await run([
      filing(SPONSOR, '2025-01-10', [
        { kind: 'date_set', drug: 'tamsorimab alfa', date: '2025-06-20' },
      ]),
      filing(SPONSOR, '2025-06-17', [
        { kind: 'approval', drug: 'tamsorimab alfa and hyaluronidase' },
      ]),
    ])
    expect(live(longer)).to.have.length(1)
    expect(live(longer)[0]).to.include({ stage: 'resolved', pdufa_date: '2025-06-20' })
  })

  it("does not file a company's date under its other brand's outcome read first (backfill order)", async function () {
    const h = await run([
      filing(SPONSOR, '2025-06-13', [{ kind: 'approval', drug: 'Ostrelva' }], readAt('2025-07-01')),
      // Filed the same day, another product's goal date a week on.
      filing(
        SPONSOR,
        '2025-06-13',
        [{ kind: 'date_set', drug: 'Vantorel', date: '2025-06-20' }],
        readAt('2025-07-02'),
      ),
    ])
    expect(live(h)).to.have.length(2)
    expect(h.byKey('vantorel')).to.include({ stage: 'set', pdufa_date: '2025-06-20' })
    expect(h.byKey('ostrelva')).to.include({ stage: 'resolved', pdufa_date: null })
  })

  it("does not resolve one brand's decision with another brand of the same substance", async function () {
    const h = await run([
      filing(SPONSOR, '2024-10-01', [
        {
          kind: 'date_set',
          drug: 'Ostrelva (belotinib) Patch',
          aliases: ['belotinib'],
          date: '2025-03-14',
          indication: 'pulmonary arterial hypertension',
        },
      ]),
      // A year later the company's inhaled brand of the same molecule is approved for another use.
      filing(SPONSOR, '2026-02-02', [
        {
          kind: 'approval',
          drug: 'Zelvora (belotinib) Inhalation Solution',
          aliases: ['belotinib'],
          indication: 'pulmonary hypertension associated with lung disease',
        },
      ]),
      filing(SPONSOR, '2026-02-20', [
        { kind: 'date_set', drug: 'Zelvora', aliases: ['belotinib'], date: '2026-09-30' },
      ]),
    ])
    expect(h.byKey('ostrelva')).to.include({ stage: 'set', pdufa_date: '2025-03-14' })
    const zelvora = live(h).filter((r) => r.drug_name?.startsWith('Zelvora'))
    expect(zelvora.map((r) => r.stage).sort()).to.deep.equal(['resolved', 'set'])
  })

  it("does not decide a CRL'd cycle again with an approval years later, linked by the substance alone", async function () {
    const h = await run([
      filing(SPONSOR, '2016-03-25', [{ kind: 'crl', drug: 'belotinib' }]),
      filing(SPONSOR, '2021-04-01', [
        {
          kind: 'approval',
          drug: 'Zelvora (belotinib) Inhalation Solution',
          aliases: ['belotinib'],
        },
      ]),
    ])
    expect(h.byKey('belotinib')).to.include({ stage: 'crl' })
    expect(h.byKey('zelvora')).to.include({ stage: 'resolved' })
    expect(live(h)).to.have.length(2)
  })

  it("decides a CRL'd cycle with the resubmission's approval, named by its brand, within a resubmission's time", async function () {
    const h = await run([
      filing(SPONSOR, '2024-03-25', [{ kind: 'crl', drug: 'belotinib' }]),
      filing(SPONSOR, '2025-02-03', [
        { kind: 'approval', drug: 'Zelvora (belotinib)', aliases: ['belotinib'] },
      ]),
    ])
    expect(live(h)).to.have.length(1)
    expect(live(h)[0]).to.include({ stage: 'resolved' })
  })

  it('keeps a brand and the same brand with a word of its own (another application) apart, in either order', async function () {
    for (const order of ['filing', 'backfill'] as const) {
      const inhaled = filing(SPONSOR, '2021-04-01', [
        {
          kind: 'approval',
          drug: 'Zelvora (belotinib) Inhalation Solution',
          aliases: ['belotinib'],
        },
      ])
      const powder = [
        filing(SPONSOR, '2021-10-18', [
          { kind: 'crl', drug: 'Zelvora DPI', aliases: ['belotinib'] },
        ]),
        filing(SPONSOR, '2022-05-24', [
          { kind: 'approval', drug: 'Zelvora DPI (belotinib)', aliases: ['belotinib'] },
        ]),
      ]
      // Backfill order: the powder's filings are read before the solution's approval.
      if (order === 'backfill') inhaled.extracted_at = '2030-01-01T00:00:00.000Z'
      const h = await run([inhaled, ...powder])
      expect(h.byKey('zelvora'), order).to.include({ stage: 'resolved' })
      expect(h.byKey('zelvoradpi'), order).to.include({ stage: 'resolved' })
      expect(
        h.events(h.byKey('zelvora').catalyst_id).map((e) => e.outcome),
        order,
      ).to.deep.equal(['approved'])
    }
  })

  it('still resolves a brand-named decision from an approval that names the substance with its route', async function () {
    const h = await run([
      filing(SPONSOR, '2024-10-01', [
        {
          kind: 'date_set',
          drug: 'Ostrelva (belotinib)',
          aliases: ['belotinib'],
          date: '2025-03-14',
        },
      ]),
      filing(SPONSOR, '2025-03-12', [{ kind: 'approval', drug: 'subcutaneous belotinib' }]),
    ])
    expect(live(h)).to.have.length(1)
    expect(h.byKey('ostrelva')).to.include({ stage: 'resolved', pdufa_date: '2025-03-14' })
  })

  it('resolves by application number whatever the names', async function () {
    const h = await run([
      filing(SPONSOR, '2024-10-01', [
        { kind: 'date_set', drug: 'HLV-217', app: 'BLA 761901', date: '2025-06-14' },
      ]),
      filing(ROYALTY, '2025-06-20', [
        { kind: 'approval', drug: 'Zentrova', app: 'BLA 761901', role: 'royalty_holder' },
      ]),
    ])
    expect(live(h)).to.have.length(1)
    expect(live(h)[0]).to.include({
      stage: 'resolved',
      cik: SPONSOR,
      application_number: 'BLA 761901',
    })
  })

  it('never serves a CRL as an approval, nor an approval as a CRL', async function () {
    // A CRL is a CRL.
    const rejected = await run([
      filing(SPONSOR, '2024-10-01', [{ kind: 'date_set', drug: 'HLV-217', date: '2025-06-14' }]),
      filing(SPONSOR, '2025-06-16', [{ kind: 'crl', drug: 'HLV-217' }]),
    ])
    expect(live(rejected)).to.have.length(1)
    expect(live(rejected)[0]).to.include({ stage: 'crl' })
    expect(
      rejected
        .events()
        .filter((e) => e.event_type === 'decision_outcome')
        .map((e) => e.outcome),
    ).to.deep.equal(['crl'])

    // An approval release that recounts the earlier CRL before announcing the approval.
    const approved = await run([
      filing(SPONSOR, '2024-10-01', [
        { kind: 'resubmission_date_set', drug: 'HLV-217', date: '2025-06-14' },
      ]),
      filing(SPONSOR, '2025-06-13', [
        { kind: 'crl', drug: 'HLV-217' },
        { kind: 'approval', drug: 'Zentrova (HLV-217)' },
      ]),
    ])
    expect(live(approved)).to.have.length(1)
    expect(live(approved)[0]).to.include({ stage: 'resolved' })
    expect(
      approved
        .events()
        .filter((e) => e.event_type === 'decision_outcome')
        .map((e) => e.outcome),
    ).to.deep.equal(['approved'])

    // Backfill order: the approval is read first, the older CRL of the previous cycle afterwards.
    const backfilled = await run([
      filing(
        SPONSOR,
        '2025-06-13',
        [{ kind: 'approval', drug: 'Zentrova (HLV-217)' }],
        readAt('2025-07-01'),
      ),
      filing(SPONSOR, '2024-03-02', [{ kind: 'crl', drug: 'HLV-217' }], readAt('2025-07-02')),
      filing(
        SPONSOR,
        '2024-10-01',
        [{ kind: 'resubmission_date_set', drug: 'HLV-217', date: '2025-06-14' }],
        readAt('2025-07-03'),
      ),
    ])
    expect(live(backfilled)).to.have.length(1)
    expect(live(backfilled)[0]).to.include({ stage: 'resolved' })
    expect(
      backfilled
        .events()
        .filter((e) => e.applied === 1 && e.event_type === 'decision_outcome')
        .map((e) => e.outcome),
    ).to.deep.equal(['approved'])
  })
})

describe('catalysts matching: a move is typed as what it is', function () {
  const original = (extractedAt?: string) =>
    filing(
      SPONSOR,
      '2024-05-01',
      [{ kind: 'date_set', drug: 'HLV-217', date: '2025-03-01', role: 'sponsor' }],
      extractedAt,
    )
  const extension = (extractedAt?: string, prior: string | null = null) =>
    filing(
      SPONSOR,
      '2025-01-10',
      [
        {
          kind: 'date_extended',
          drug: 'HLV-217',
          date: '2025-06-01',
          prior,
          role: 'sponsor',
          quote:
            'The FDA extended the goal date for HLV-217 by three months to June 1, 2025 to review a major amendment.',
        },
      ],
      extractedAt,
    )

  it('types an extension as date_extension when it arrives after the original date', async function () {
    const h = await run([original(), extension()])
    const [row] = live(h)
    expect(h.timeline(row!.catalyst_id)).to.deep.equal([
      'new_date_assigned:>2025-03-01',
      'date_extension:2025-03-01>2025-06-01',
    ])
    expect(h.events(row!.catalyst_id)[1]).to.include({
      delta_days: 92,
      applied: 1,
      date_changed: 1,
    })
    expect(row).to.include({ stage: 'extended', pdufa_date: '2025-06-01' })
  })

  for (const prior of [null, '2025-03-01']) {
    it(`types it as date_extension when it arrives first (prior date ${prior ? 'disclosed' : 'implied by the three-month move'}), the original then recorded with applied false`, async function () {
      const h = await run([extension(readAt('2025-02-01'), prior), original(readAt('2025-02-02'))])
      expect(live(h)).to.have.length(1)
      const [row] = live(h)
      expect(h.timeline(row!.catalyst_id)).to.deep.equal([
        'date_extension:2025-03-01>2025-06-01',
        'new_date_assigned:>2025-03-01',
      ])
      const [moved, history] = h.events(row!.catalyst_id)
      expect(moved).to.include({ delta_days: 92, applied: 1 })
      expect(history).to.include({ applied: 0, date_changed: 0 })
      // The current date never moves backwards, for the stage and for a client's mirror alike.
      expect(row).to.include({ stage: 'extended', pdufa_date: '2025-06-01' })
      expect(foldTimeline(row!.catalyst_id, h.events(row!.catalyst_id))).to.include({
        stage: 'extended',
        pdufa_date: '2025-06-01',
      })
    })
  }

  it('announces the move once the replaced date arrives, when the extension read first did not name it', async function () {
    const bare = filing(
      SPONSOR,
      '2025-01-10',
      [
        {
          kind: 'date_extended',
          drug: 'HLV-217',
          date: '2025-06-01',
          quote: 'The FDA has extended the goal date for HLV-217 to June 1, 2025.',
        },
      ],
      readAt('2025-02-01'),
    )
    const h = await run([bare, original(readAt('2025-02-02'))])
    const [row] = live(h)
    expect(h.timeline(row!.catalyst_id)).to.deep.equal([
      'new_date_assigned:>2025-06-01',
      'new_date_assigned:>2025-03-01',
      'date_extension:2025-03-01>2025-06-01',
    ])
    const late = h.events(row!.catalyst_id)[2]!
    // The extension filing's own words and accession; the current date was already the new one.
    expect(late).to.include({
      accession: bare.accession,
      source_quote: bare.assertions[0]!.quote,
      applied: 1,
      date_changed: 0,
      delta_days: 92,
    })
    expect(row).to.include({ stage: 'extended', pdufa_date: '2025-06-01' })
    // The same when the older date comes from a release filed after the extension (a late partner release).
    const partnerLate = await run([
      bare,
      filing(
        PARTNER,
        '2025-01-20',
        [{ kind: 'date_set', drug: 'HLV-217', date: '2025-03-01', role: 'partner' }],
        readAt('2025-02-02'),
      ),
    ])
    const [same] = live(partnerLate)
    expect(partnerLate.timeline(same!.catalyst_id)).to.deep.equal([
      'new_date_assigned:>2025-06-01',
      'new_date_assigned:>2025-03-01',
      'date_extension:2025-03-01>2025-06-01',
    ])
    expect(same).to.include({ stage: 'extended', pdufa_date: '2025-06-01' })
  })

  it("keeps the extended date when a partner's later release restates the original one", async function () {
    const h = await run([
      original(),
      extension(),
      filing(PARTNER, '2025-01-20', [
        { kind: 'date_set', drug: 'tamsorimab (HLV-217)', date: '2025-03-01', role: 'partner' },
      ]),
    ])
    const [row] = live(h)
    expect(live(h)).to.have.length(1)
    expect(row).to.include({ stage: 'extended', pdufa_date: '2025-06-01' })
    expect(
      h
        .events(row!.catalyst_id)
        .filter((e) => e.applied === 1)
        .map((e) => e.event_type),
    ).to.deep.equal(['new_date_assigned', 'date_extension'])
  })

  it("never takes one filing's second drug for its first drug renamed", async function () {
    // One release: Ferovant's goal date, and Galdrix's extension three months after it. Galdrix matches no name, but the
    // release named Ferovant itself: the extension is another decision, not Ferovant's move.
    const h = await run([
      filing(SPONSOR, '2025-01-10', [
        { kind: 'date_set', drug: 'Ferovant', date: '2025-03-01', role: 'sponsor' },
        { kind: 'date_extended', drug: 'Galdrix', date: '2025-06-01', role: 'sponsor' },
      ]),
    ])
    const rows = live(h).sort((a, b) => ((a.pdufa_date ?? '') < (b.pdufa_date ?? '') ? -1 : 1))
    expect(rows.map((r) => [r.drug_name, r.pdufa_date])).to.deep.equal([
      ['Ferovant', '2025-03-01'],
      ['Galdrix', '2025-06-01'],
    ])
  })

  it('reads a later date three months on as the FDA extension, and any other later date as a new date', async function () {
    const moved = await run([
      original(),
      filing(SPONSOR, '2025-01-10', [{ kind: 'date_set', drug: 'HLV-217', date: '2025-06-01' }]),
    ])
    expect(moved.timeline(live(moved)[0]!.catalyst_id)).to.deep.equal([
      'new_date_assigned:>2025-03-01',
      'date_extension:2025-03-01>2025-06-01',
    ])
    const restated = await run([
      original(),
      filing(SPONSOR, '2025-01-10', [{ kind: 'date_set', drug: 'HLV-217', date: '2025-04-15' }]),
    ])
    expect(restated.timeline(live(restated)[0]!.catalyst_id)).to.deep.equal([
      'new_date_assigned:>2025-03-01',
      'new_date_assigned:>2025-04-15',
    ])
    expect(isThreeMonthExtension('2024-11-30', '2025-02-28')).to.equal(true)
    expect(isThreeMonthExtension('2025-03-01', '2025-05-01')).to.equal(false)
  })
})

describe('catalysts matching: one decision across companies and names', function () {
  const sponsorSays = (extractedAt?: string) =>
    filing(
      SPONSOR,
      '2024-10-01',
      [
        {
          kind: 'date_set',
          drug: 'HLV-217',
          date: '2025-06-14',
          role: 'sponsor',
          indication: 'plaque psoriasis',
        },
      ],
      extractedAt,
    )
  const partnerSays = (extractedAt?: string) =>
    filing(
      PARTNER,
      '2024-10-02',
      [
        {
          kind: 'date_set',
          drug: 'Zentrova (tamsorimab, HLV-217)',
          date: '2025-06-14',
          role: 'partner',
          indication: 'adults with moderate-to-severe plaque psoriasis',
        },
      ],
      extractedAt,
    )

  for (const sponsorFirst of [true, false]) {
    it(`ends on one live catalyst led by the sponsor when the ${sponsorFirst ? 'sponsor' : 'partner'} discloses first`, async function () {
      const h = await run(
        sponsorFirst
          ? [sponsorSays(), partnerSays()]
          : [partnerSays(readAt('2024-10-02')), sponsorSays(readAt('2024-10-05'))],
      )
      expect(live(h)).to.have.length(1)
      expect(live(h)[0]).to.include({ cik: SPONSOR, ticker: 'HLVB', pdufa_date: '2025-06-14' })
      expect(live(h)[0]!.tickers).to.deep.equal(['HLVB', 'KSTL'])
    })
  }

  it('merges late when the evidence arrives: brand, generic and code names joined by a third filer, across a restated date', async function () {
    const h = await run([
      filing(SPONSOR, '2024-05-01', [
        { kind: 'date_set', drug: 'HLV-217', date: '2025-03-01', role: 'sponsor' },
      ]),
      // The partner only ever says the generic name, and already the extended date.
      filing(PARTNER, '2025-01-12', [
        { kind: 'date_set', drug: 'tamsorimab', date: '2025-06-01', role: 'partner' },
      ]),
    ])
    expect(live(h)).to.have.length(2)
    // A royalty holder names both: the two are one decision.
    const joined = await h.assertions(
      filing(ROYALTY, '2025-02-01', [
        {
          kind: 'date_set',
          drug: 'Zentrova (tamsorimab; HLV-217)',
          date: '2025-06-01',
          role: 'royalty_holder',
        },
      ]),
    )
    const rows = live(h)
    expect(rows).to.have.length(1)
    expect(rows[0]).to.include({ cik: SPONSOR, pdufa_date: '2025-06-01' })
    const retracted = joined.events.filter((e) => e.event_type === 'retracted')
    expect(retracted).to.have.length(1)
    expect(retracted[0]!.merged_into).to.equal(rows[0]!.catalyst_id)
    expect(h.row(retracted[0]!.catalyst_id)).to.include({
      live: 0,
      merged_into: rows[0]!.catalyst_id,
    })
    // The merged timeline, replayed as a client would, says the same as the served row.
    expect(foldTimeline(rows[0]!.catalyst_id, h.events(rows[0]!.catalyst_id))).to.include({
      pdufa_date: '2025-06-01',
    })
  })

  it("links a date under a name seen nowhere else to the filer's decision it extends, or to the one with the same date and use", async function () {
    // The first release names the drug wrongly (an extraction slip); the extension three months on names it right.
    const extended = await run([
      filing(SPONSOR, '2024-05-01', [{ kind: 'date_set', drug: 'Halvorsen', date: '2024-11-30' }]),
      filing(SPONSOR, '2024-08-09', [
        {
          kind: 'date_extended',
          drug: 'tamsorimab',
          date: '2025-02-28',
          quote: 'The FDA extended the PDUFA date for tamsorimab to February 28, 2025.',
        },
      ]),
    ])
    expect(live(extended)).to.have.length(1)
    expect(extended.timeline(live(extended)[0]!.catalyst_id)).to.deep.equal([
      'new_date_assigned:>2024-11-30',
      'date_extension:2024-11-30>2025-02-28',
    ])
    // Read the other way round (backfill): the same one decision, the move announced when the old date arrives.
    const backwards = await run([
      filing(
        SPONSOR,
        '2024-08-09',
        [
          {
            kind: 'date_extended',
            drug: 'tamsorimab',
            date: '2025-02-28',
            quote: 'The FDA extended the PDUFA date for tamsorimab to February 28, 2025.',
          },
        ],
        readAt('2025-03-01'),
      ),
      filing(
        SPONSOR,
        '2024-05-01',
        [{ kind: 'date_set', drug: 'Halvorsen', date: '2024-11-30' }],
        readAt('2025-03-02'),
      ),
    ])
    expect(live(backwards)).to.have.length(1)
    expect(live(backwards)[0]).to.include({ stage: 'extended', pdufa_date: '2025-02-28' })
    // Same filer, same date, same use stated on both: one decision.
    const sameUse = await run([
      filing(SPONSOR, '2024-05-01', [
        {
          kind: 'date_set',
          drug: 'Halvorsen',
          date: '2025-02-14',
          indication: 'moderate-to-severe plaque psoriasis',
        },
      ]),
      filing(SPONSOR, '2025-01-14', [
        {
          kind: 'date_set',
          drug: 'Zentrova (tamsorimab)',
          date: '2025-02-14',
          indication: 'adults with plaque psoriasis who are candidates for systemic therapy',
        },
      ]),
    ])
    expect(live(sameUse)).to.have.length(1)
    // Another filer's drug with the same date is not linked by the date alone.
    const otherFiler = await run([
      filing(SPONSOR, '2024-05-01', [
        { kind: 'date_set', drug: 'HLV-217', date: '2025-02-14', indication: 'plaque psoriasis' },
      ]),
      filing(OTHER, '2024-06-01', [
        { kind: 'date_set', drug: 'OST-88', date: '2025-02-14', indication: 'plaque psoriasis' },
      ]),
    ])
    expect(live(otherFiler)).to.have.length(2)
  })

  it('joins an outcome read before its decision (backfill order) with the dates read after it', async function () {
    const h = await run([
      // The approval names the brand beside the nonproprietary name the date is filed under.
      filing(
        PARTNER,
        '2025-06-13',
        [
          {
            kind: 'approval',
            drug: 'Zentrova (tamsorimab)',
            aliases: ['tamsorimab'],
            role: 'partner',
          },
        ],
        readAt('2025-07-01'),
      ),
      filing(
        PARTNER,
        '2024-10-03',
        [{ kind: 'date_set', drug: 'tamsorimab', date: '2025-06-14', role: 'partner' }],
        readAt('2025-07-02'),
      ),
    ])
    expect(live(h)).to.have.length(1)
    expect(live(h)[0]).to.include({ stage: 'resolved', pdufa_date: '2025-06-14' })
    // The date filed before the outcome is the decided cycle's date: served before the outcome, which is emitted
    // again after it (its first event no longer served), so the cycle stays decided.
    expect(h.timeline(live(h)[0]!.catalyst_id)).to.deep.equal([
      'decision_outcome:>:approved',
      'new_date_assigned:>2025-06-14',
      'decision_outcome:>:approved',
    ])
    expect(h.events(live(h)[0]!.catalyst_id).map((e) => e.applied)).to.deep.equal([0, 1, 1])
  })

  it('never moves the survivor back when a merge brings an older date (the merged timeline is reconciled)', async function () {
    const h = await run([
      filing(
        SPONSOR,
        '2025-01-10',
        [
          {
            kind: 'date_extended',
            drug: 'tamsorimab',
            date: '2025-06-01',
            prior: '2025-03-01',
            role: 'sponsor',
          },
        ],
        readAt('2025-02-01'),
      ),
      // A partner's older release of an earlier date, read later, under a name not yet tied to it.
      filing(
        PARTNER,
        '2024-05-02',
        [{ kind: 'date_set', drug: 'HLV-217', date: '2024-12-15', role: 'partner' }],
        readAt('2025-02-02'),
      ),
    ])
    expect(live(h)).to.have.length(2)
    await h.assertions(
      filing(
        ROYALTY,
        '2025-02-03',
        [
          {
            kind: 'date_set',
            drug: 'tamsorimab (HLV-217)',
            date: '2025-06-01',
            role: 'royalty_holder',
          },
        ],
        readAt('2025-02-03'),
      ),
    )
    const rows = live(h)
    expect(rows).to.have.length(1)
    expect(rows[0]).to.include({ pdufa_date: '2025-06-01', stage: 'extended', cik: SPONSOR })
    const moved = h.events(rows[0]!.catalyst_id).find((e) => e.new_date === '2024-12-15')!
    expect(moved).to.include({ applied: 0, date_changed: 0 })
    expect(moved.version).to.be.greaterThan(1)
    expect(foldTimeline(rows[0]!.catalyst_id, h.events(rows[0]!.catalyst_id))).to.include({
      pdufa_date: '2025-06-01',
      stage: 'extended',
    })
  })

  it('announces the move when a merge brings the date a bare extension replaced', async function () {
    const h = await run([
      filing(
        SPONSOR,
        '2025-01-10',
        [
          {
            kind: 'date_extended',
            drug: 'tamsorimab',
            date: '2025-06-01',
            role: 'sponsor',
            quote: 'The FDA extended the goal date for tamsorimab to June 1, 2025.',
          },
        ],
        readAt('2025-02-01'),
      ),
      filing(
        PARTNER,
        '2024-05-02',
        [{ kind: 'date_set', drug: 'HLV-217', date: '2025-03-01', role: 'partner' }],
        readAt('2025-02-02'),
      ),
    ])
    expect(live(h)).to.have.length(2)
    await h.assertions(
      filing(
        ROYALTY,
        '2025-02-03',
        [
          {
            kind: 'date_set',
            drug: 'tamsorimab (HLV-217)',
            date: '2025-06-01',
            role: 'royalty_holder',
          },
        ],
        readAt('2025-02-03'),
      ),
    )
    const [row] = live(h)
    expect(live(h)).to.have.length(1)
    expect(h.timeline(row!.catalyst_id)).to.deep.equal([
      'new_date_assigned:>2025-06-01',
      'new_date_assigned:>2025-03-01',
      'date_extension:2025-03-01>2025-06-01',
    ])
    expect(row).to.include({ stage: 'extended', pdufa_date: '2025-06-01' })
  })

  it('keeps brand, generic and code names of one drug on one catalyst, and another drug apart', async function () {
    const h = await run([
      filing(SPONSOR, '2024-10-01', [{ kind: 'date_set', drug: 'tamsorimab', date: '2025-06-14' }]),
      filing(PARTNER, '2024-11-01', [
        { kind: 'date_set', drug: 'Zentrova', aliases: ['tamsorimab-kxqa'], date: '2025-06-14' },
      ]),
      filing(ROYALTY, '2024-12-01', [
        { kind: 'date_set', drug: 'HLV-217 (Zentrova)', date: '2025-06-14' },
      ]),
      filing(OTHER, '2024-12-02', [{ kind: 'date_set', drug: 'OST-88', date: '2025-06-14' }]),
    ])
    expect(live(h)).to.have.length(2)
    expect(h.byKey('hlv217').catalyst_id).to.equal(h.byKey('tamsorimab').catalyst_id)
    expect(h.byKey('ost88').catalyst_id).not.to.equal(h.byKey('zentrova').catalyst_id)
  })

  it('keeps two indications of one application with two goal dates as two decisions, each resolved by its own approval', async function () {
    const h = await run([
      filing(SPONSOR, '2024-10-01', [
        {
          kind: 'date_set',
          drug: 'Zentrova',
          app: 'BLA 761901',
          date: '2025-03-01',
          indication: 'plaque psoriasis',
        },
      ]),
      filing(SPONSOR, '2024-12-01', [
        {
          kind: 'date_set',
          drug: 'Zentrova',
          app: 'BLA 761901',
          date: '2025-09-01',
          indication: 'active psoriatic arthritis',
        },
      ]),
    ])
    expect(
      live(h)
        .map((r) => r.pdufa_date)
        .sort(),
    ).to.deep.equal(['2025-03-01', '2025-09-01'])
    await h.assertions(
      filing(SPONSOR, '2025-08-29', [
        {
          kind: 'approval',
          drug: 'Zentrova',
          app: 'BLA 761901',
          indication: 'adults with active psoriatic arthritis',
        },
      ]),
    )
    const byDate = new Map(live(h).map((r) => [r.pdufa_date, r]))
    expect(byDate.get('2025-09-01')).to.include({ stage: 'resolved' })
    expect(byDate.get('2025-03-01')).to.include({ stage: 'set' })
  })

  it('decides deterministically: the same inputs in the same order give identical decisions', async function () {
    const records = [
      sponsorSays(),
      partnerSays(),
      filing(PARTNER, '2025-06-13', [{ kind: 'approval', drug: 'Zentrova' }]),
    ]
    const once = async () => {
      const out: unknown[] = []
      const h = new CoreHarness(lookup)
      for (const record of records) {
        const issuersOf = new Map([[record.cik, await lookup(record.cik)]])
        const decision = decide(h.state, { kind: 'assertions', record, issuers: issuersOf })
        h.apply(decision)
        out.push(decision)
      }
      return JSON.stringify(out)
    }
    expect(await once()).to.equal(await once())
  })
})
