/**
 * One company, several products: what the filer's group may link when no name does (matching.ts rule 3). Two products
 * are one decision only when a filing ties their names (an assertion carrying both: "Zentrova (tamsorimab)"), or a
 * date ties them (the very date the catalyst holds, the date an extension moved); by nearness in time alone only the
 * brand an approval first writes for a product named till then by its code or nonproprietary name (the group's one
 * open decision near its date); two names of one sort never.
 * Every company, drug and sentence here is invented.
 */
import { expect } from 'chai'
import type { Assertion, ExtractedAssertions } from '../../schemas/avro/types.js'
import type { IssuerInfo } from '../../services/catalysts/types.js'
import { CoreHarness } from './support/harness.js'

const FILER = '0000910001'
const issuers: Record<string, IssuerInfo> = {
  [FILER]: { name: 'Brastow Biologics, Inc.', tickers: ['BRSW'] },
}
const lookup = async (cik: string) => issuers[cik] ?? null

interface Said {
  kind: Assertion['kind']
  drug: string
  aliases?: string[]
  date?: string
  prior?: string
  indication?: string
}

let serial = 0
/** One filing of the company on `filed`, its assertions in the order the filing tells them, read at `readOn` (default: the day filed). */
function filing(filed: string, said: Said[], readOn = filed): ExtractedAssertions {
  serial++
  const accession = `${FILER}-${filed.slice(2, 4)}-${String(serial).padStart(6, '0')}`
  return {
    accession,
    cik: FILER,
    company: issuers[FILER]!.name,
    form: '8-K',
    filed_date: filed,
    source_url: `https://www.sec.gov/Archives/edgar/data/${Number(FILER)}/${accession}-index.htm`,
    extractor: 'test',
    extracted_at: `${readOn}T12:00:00.000Z`,
    named_companies: [],
    assertions: said.map((s): Assertion => ({
      kind: s.kind,
      drug_name: s.drug,
      indication: s.indication ?? null,
      application_number: null,
      pdufa_date: s.date ?? null,
      prior_date: s.prior ?? null,
      outcome: s.kind === 'approval' ? 'approved' : s.kind === 'crl' ? 'crl' : null,
      quote: `An invented sentence about ${s.drug} (${s.kind}, ${s.date ?? 'no date'}).`,
      confidence: 'high',
      authority: 'regex',
      date_confidence: 'confirmed',
      publishable: true,
      role: 'sponsor',
      drug_aliases: s.aliases ?? [],
      reason: null,
      year_inferred: false,
    })),
  }
}

async function run(records: ExtractedAssertions[]): Promise<CoreHarness> {
  const h = new CoreHarness(lookup)
  const sorted = [...records].sort((a, b) =>
    a.extracted_at === b.extracted_at ? 0 : a.extracted_at < b.extracted_at ? -1 : 1,
  )
  for (const record of sorted) await h.assertions(record)
  return h
}

const live = (h: CoreHarness) => [...h.catalystRows.values()].filter((r) => r.live === 1)
/** The outcomes on the live catalyst of `key`, with the accession each came from. */
const outcomesOf = (h: CoreHarness, key: string) =>
  h
    .events(h.byKey(key).catalyst_id)
    .filter((e) => e.event_type === 'decision_outcome' && e.applied === 1)
    .map((e) => `${e.outcome}@${e.accession}`)

describe('catalysts matching: one company, two products', function () {
  describe("two products' complete response letters on one day", function () {
    // Told brand first, the brand's letter is read before the filing names the decision's own product: it is taken as
    // the brand that letter first writes for it (brandFirstWritten), and the second letter as its retelling. A known
    // limit, left for a rule that reads a filing's names whole.
    it('gives each product its own letter, one filing telling both (nonproprietary name first)', async function () {
      const date = filing('2025-01-10', [
        { kind: 'date_set', drug: 'tamsorimab', date: '2025-06-20' },
      ])
      const both = filing('2025-06-19', [
        { kind: 'crl', drug: 'tamsorimab' },
        { kind: 'crl', drug: 'Quellarix' },
      ])
      const h = await run([date, both])
      expect(outcomesOf(h, 'tamsorimab')).to.deep.equal([`crl@${both.accession}`])
      expect(outcomesOf(h, 'quellarix')).to.deep.equal([`crl@${both.accession}`])
      expect(h.byKey('tamsorimab').catalyst_id).not.to.equal(h.byKey('quellarix').catalyst_id)
      expect(live(h)).to.have.length(2)
    })

    it("gives each its own letter when two filings of one day tell them, the decision's own first", async function () {
      const date = filing('2025-01-10', [
        { kind: 'date_set', drug: 'tamsorimab', date: '2025-06-20' },
      ])
      const own = filing('2025-06-19', [{ kind: 'crl', drug: 'tamsorimab' }])
      const other = filing('2025-06-19', [{ kind: 'crl', drug: 'Quellarix' }])
      const h = await run([date, own, other])
      expect(outcomesOf(h, 'tamsorimab')).to.deep.equal([`crl@${own.accession}`])
      expect(outcomesOf(h, 'quellarix')).to.deep.equal([`crl@${other.accession}`])
    })

    for (const kind of ['crl', 'approval'] as const)
      it(`gives two products never tracked each its own ${kind}, both dated the day the FDA acted`, async function () {
        const first = filing('2025-06-19', [{ kind, drug: 'Quellarix', date: '2025-06-18' }])
        const second = filing('2025-06-19', [{ kind, drug: 'Ostrelva', date: '2025-06-18' }])
        const h = await run([first, second])
        const outcome = kind === 'crl' ? 'crl' : 'approved'
        expect(outcomesOf(h, 'quellarix')).to.deep.equal([`${outcome}@${first.accession}`])
        expect(outcomesOf(h, 'ostrelva')).to.deep.equal([`${outcome}@${second.accession}`])
        expect(live(h)).to.have.length(2)
      })

    it('still reads one letter told twice under the names one filing ties as one outcome (trap)', async function () {
      const date = filing('2025-01-10', [
        { kind: 'date_set', drug: 'tamsorimab', date: '2025-06-20' },
      ])
      const letter = filing('2025-06-19', [
        { kind: 'crl', drug: 'Quellarix (tamsorimab)', aliases: ['tamsorimab'] },
        { kind: 'crl', drug: 'Quellarix' },
      ])
      const h = await run([date, letter])
      expect(live(h)).to.have.length(1)
      expect(outcomesOf(h, 'tamsorimab')).to.deep.equal([`crl@${letter.accession}`])
    })
  })

  describe('code names', function () {
    it("never closes one code's decision with another code's approval", async function () {
      const h = await run([
        filing('2025-01-10', [{ kind: 'date_set', drug: 'BRS-123', date: '2025-06-20' }]),
        filing('2025-06-18', [{ kind: 'approval', drug: 'BRS-456' }]),
      ])
      expect(h.byKey('brs123')).to.include({ stage: 'set', pdufa_date: '2025-06-20' })
      expect(h.byKey('brs456')).to.include({ stage: 'resolved' })
    })

    it('never links two codes by a date either: the same date, the same use, or a move from it', async function () {
      const sameDate = await run([
        filing('2025-01-10', [
          { kind: 'date_set', drug: 'BRS-123', date: '2025-06-20', indication: 'gout flares' },
        ]),
        filing('2025-02-10', [
          { kind: 'date_set', drug: 'BRS-456', date: '2025-06-20', indication: 'gout flares' },
        ]),
      ])
      expect(live(sameDate)).to.have.length(2)
      const moved = await run([
        filing('2025-01-10', [{ kind: 'date_set', drug: 'BRS-123', date: '2025-06-20' }]),
        filing('2025-04-10', [
          { kind: 'date_extended', drug: 'BRS-456', date: '2025-09-20', prior: '2025-06-20' },
        ]),
      ])
      expect(moved.byKey('brs123')).to.include({ stage: 'set', pdufa_date: '2025-06-20' })
      expect(moved.byKey('brs456')).to.include({ pdufa_date: '2025-09-20' })
    })

    it("closes a code's decision with the brand its approval first writes, near its date; not months before it (trap)", async function () {
      const near = await run([
        filing('2025-01-10', [{ kind: 'date_set', drug: 'BRS-123', date: '2025-06-20' }]),
        filing('2025-06-18', [{ kind: 'approval', drug: 'Quellarix' }]),
      ])
      expect(live(near)).to.have.length(1)
      expect(near.byKey('brs123')).to.include({ stage: 'resolved', pdufa_date: '2025-06-20' })
      const far = await run([
        filing('2025-01-10', [{ kind: 'date_set', drug: 'BRS-123', date: '2025-06-20' }]),
        filing('2025-03-03', [{ kind: 'approval', drug: 'Quellarix' }]),
      ])
      expect(far.byKey('brs123')).to.include({ stage: 'set', pdufa_date: '2025-06-20' })
      expect(far.byKey('quellarix')).to.include({ stage: 'resolved' })
    })

    it('closes it when the approval ties the brand to the code (trap)', async function () {
      const h = await run([
        filing('2025-01-10', [{ kind: 'date_set', drug: 'BRS-123', date: '2025-06-20' }]),
        filing('2025-06-18', [
          { kind: 'approval', drug: 'Quellarix (tamsorimab)', aliases: ['BRS-123'] },
        ]),
      ])
      expect(live(h)).to.have.length(1)
      expect(h.byKey('brs123')).to.include({ stage: 'resolved', pdufa_date: '2025-06-20' })
    })

    it('joins them when a later filing ties the names, whichever was read first (trap)', async function () {
      const h = await run([
        filing('2025-01-10', [{ kind: 'date_set', drug: 'BRS-123', date: '2025-06-20' }]),
        filing('2025-06-18', [{ kind: 'approval', drug: 'Quellarix' }]),
        filing('2025-06-25', [
          { kind: 'approval', drug: 'Quellarix (BRS-123)', aliases: ['BRS-123'] },
        ]),
      ])
      expect(live(h)).to.have.length(1)
      expect(live(h)[0]).to.include({ stage: 'resolved', pdufa_date: '2025-06-20' })
      // One decision, one announcement served: the first filing's (the tie's retelling is a restatement).
      expect(outcomesOf(h, 'brs123')).to.have.length(1)
    })
  })

  describe('a brand and a nonproprietary name', function () {
    it("resolves a nonproprietary name's date with the brand its approval first writes, near the date, in either order", async function () {
      const h = await run([
        filing('2025-01-10', [{ kind: 'date_set', drug: 'tamsorimab', date: '2025-06-20' }]),
        filing('2025-06-17', [{ kind: 'approval', drug: 'Zentrova' }]),
      ])
      expect(live(h)).to.have.length(1)
      expect(h.byKey('tamsorimab')).to.include({ stage: 'resolved', pdufa_date: '2025-06-20' })
      const backfill = await run([
        filing('2025-06-13', [{ kind: 'approval', drug: 'Zentrova' }], '2025-07-01'),
        filing(
          '2024-10-03',
          [{ kind: 'date_set', drug: 'tamsorimab', date: '2025-06-14' }],
          '2025-07-02',
        ),
      ])
      expect(live(backfill)).to.have.length(1)
      expect(live(backfill)[0]).to.include({ stage: 'resolved', pdufa_date: '2025-06-14' })
    })

    it("never resolves a brand's date with an outcome under another nonproprietary name or another brand, however near (trap)", async function () {
      const generic = await run([
        filing('2025-01-10', [{ kind: 'date_set', drug: 'Zentrova', date: '2025-06-20' }]),
        filing('2025-06-17', [{ kind: 'approval', drug: 'belotinib' }]),
      ])
      expect(generic.byKey('zentrova')).to.include({ stage: 'set', pdufa_date: '2025-06-20' })
      expect(generic.byKey('belotinib')).to.include({ stage: 'resolved' })
      const brand = await run([
        filing('2025-01-10', [{ kind: 'date_set', drug: 'Zentrova', date: '2025-06-20' }]),
        filing('2025-06-17', [{ kind: 'approval', drug: 'Quellarix' }]),
      ])
      expect(brand.byKey('zentrova')).to.include({ stage: 'set', pdufa_date: '2025-06-20' })
      expect(brand.byKey('quellarix')).to.include({ stage: 'resolved' })
    })

    it('renames the product when a filing names both, in either order (trap)', async function () {
      const named = await run([
        filing('2025-01-10', [{ kind: 'date_set', drug: 'tamsorimab', date: '2025-06-20' }]),
        filing('2025-06-17', [
          { kind: 'approval', drug: 'Zentrova (tamsorimab)', aliases: ['tamsorimab'] },
        ]),
      ])
      expect(live(named)).to.have.length(1)
      expect(live(named)[0]).to.include({ stage: 'resolved', pdufa_date: '2025-06-20' })
      const backfill = await run([
        filing('2025-06-13', [{ kind: 'approval', drug: 'Zentrova' }], '2025-07-01'),
        filing(
          '2024-10-03',
          [{ kind: 'date_set', drug: 'tamsorimab', date: '2025-06-14' }],
          '2025-07-02',
        ),
        filing(
          '2025-06-20',
          [{ kind: 'approval', drug: 'Zentrova (tamsorimab)', aliases: ['tamsorimab'] }],
          '2025-07-03',
        ),
      ])
      expect(live(backfill)).to.have.length(1)
      expect(live(backfill)[0]).to.include({ stage: 'resolved', pdufa_date: '2025-06-14' })
      expect(outcomesOf(backfill, 'zentrova')).to.have.length(1)
    })

    it('resolves it when the approval names the nonproprietary name written out longer, but not under a brand with a word of its own (trap)', async function () {
      const longer = await run([
        filing('2025-01-10', [{ kind: 'date_set', drug: 'tamsorimab', date: '2025-06-20' }]),
        filing('2025-06-17', [{ kind: 'approval', drug: 'Zentrova (tamsorimab alfa)' }]),
      ])
      expect(live(longer)).to.have.length(1)
      expect(live(longer)[0]).to.include({ stage: 'resolved', pdufa_date: '2025-06-20' })
      const ownWord = await run([
        filing('2025-01-10', [{ kind: 'date_set', drug: 'Zentrova', date: '2025-06-20' }]),
        filing('2025-06-17', [{ kind: 'approval', drug: 'Zentrova Hytrana' }]),
      ])
      expect(ownWord.byKey('zentrova')).to.include({ stage: 'set', pdufa_date: '2025-06-20' })
      expect(ownWord.byKey('zentrovahytrana')).to.include({ stage: 'resolved' })
    })

    it("still links a misnamed date by the very date and use, or by the move it states from the catalyst's date (trap)", async function () {
      const sameDate = await run([
        filing('2025-01-10', [
          { kind: 'date_set', drug: 'tamsorimab', date: '2025-06-20', indication: 'gout flares' },
        ]),
        filing('2025-02-10', [
          { kind: 'date_set', drug: 'Zentrova', date: '2025-06-20', indication: 'gout flares' },
        ]),
      ])
      expect(live(sameDate)).to.have.length(1)
      const moved = await run([
        filing('2025-01-10', [{ kind: 'date_set', drug: 'tamsorimab', date: '2025-06-20' }]),
        filing('2025-04-10', [
          { kind: 'date_extended', drug: 'Zentrova', date: '2025-09-20', prior: '2025-06-20' },
        ]),
      ])
      expect(live(moved)).to.have.length(1)
      expect(live(moved)[0]).to.include({ stage: 'extended', pdufa_date: '2025-09-20' })
    })
  })
})
