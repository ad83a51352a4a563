/**
 * The whole product on the embedded runtime, as `npm start` assembles it: a fake SEC serving real
 * EDGAR formats → poller → filings → extractor → assertions → catalysts → ClickHouse → the API over
 * real HTTP. Two companies disclose one FDA decision (the second weeks later, extending the date;
 * the sponsor's release names it as its partner, so its word counts: test/e2e/authority.test.ts):
 * a paying client sees one catalyst with both tickers, the current date, and a quote that is in
 * the filing its source_url names; the event stream drains in order.
 */
import { expect } from 'chai'
import { makeFiling } from '../poller/fake-sec.js'
import { EndToEndRun } from '../support/whole-service.js'
import { waitFor } from '../support/wait.js'

const sponsorRelease = (date: string) => `<html><body>
<p>BOSTON, Feb. 3, 2025 -- Northbay Therapeutics, Inc. (Nasdaq: NBAY) today announced that the U.S. Food and Drug Administration (FDA) has accepted its New Drug Application (NDA) for zelrafib for the treatment of idiopathic pulmonary fibrosis. The FDA has assigned a Prescription Drug User Fee Act (PDUFA) target action date of ${date}.</p>
<p>About Northbay Therapeutics. Northbay is a clinical-stage company. It funded the development of zelrafib in partnership with Aldercrest Royalty Corp.</p>
<p>Forward-looking statements: this release contains forward-looking statements, including the timing of regulatory decisions, which involve risks.</p>
</body></html>`

const partnerRelease = `<html><body>
<p>SAN DIEGO, March 3, 2025 -- Aldercrest Royalty Corp. (Nasdaq: ALDR), which holds a royalty on zelrafib, today announced that its partner Northbay Therapeutics was notified by the U.S. Food and Drug Administration (FDA) that the PDUFA target action date for the NDA for zelrafib for the treatment of idiopathic pulmonary fibrosis has been extended by three months to September 30, 2025 from June 30, 2025, following the submission of a major amendment.</p>
</body></html>`

describe('end to end: SEC filings to a paid API answer', function () {
  const run = new EndToEndRun()

  afterEach(async function () {
    await run.stop()
  })

  it('merges two companies’ disclosures of one decision into one served catalyst with a grounded quote', async function () {
    const sponsor = makeFiling(1, {
      cik: '0001900001',
      company: 'Northbay Therapeutics, Inc.',
      tickers: ['NBAY'],
      filedDate: '2025-02-03',
      acceptedAt: '2025-02-03T12:00:00.000Z',
      accession: '0001193125-25-000101',
    })
    sponsor.documents[1]!.body = sponsorRelease('June 30, 2025')
    const partner = makeFiling(2, {
      cik: '0001900002',
      company: 'Aldercrest Royalty Corp.',
      tickers: ['ALDR'],
      filedDate: '2025-03-03',
      acceptedAt: '2025-03-03T12:00:00.000Z',
      accession: '0001193125-25-000202',
    })
    partner.documents[1]!.body = partnerRelease
    const { runtime, api } = await run.start({
      sec: { filings: [sponsor, partner] },
      now: '2025-03-04T15:00:00.000Z',
      store: 'e2e',
    })

    type Catalyst = {
      catalyst_id: number
      pdufa_date: string
      stage: string
      tickers: string[]
      source_quote: string
      source_url: string
      source_accession: string
      authority: string
      date_confidence: string
    }
    let last: unknown
    const upcoming = await waitFor(
      async () => {
        const body = (await (await fetch(`${api}/v1/catalysts/upcoming`)).json()) as {
          data: Catalyst[]
        }
        last = body
        return body.data.length === 1 && body.data[0]!.pdufa_date === '2025-09-30'
          ? body.data
          : null
      },
      { timeoutMs: 30_000, what: 'the extended catalyst on /v1/catalysts/upcoming' },
    ).catch(async (error: Error) => {
      // Say which stage the data stopped at.
      const q = (sql: string) => runtime.store.query(sql).catch((e: Error) => e.message)
      throw new Error(
        `${error.message}\nlast answer: ${JSON.stringify(last)}\nfilings: ${JSON.stringify(await q('SELECT accession, status FROM {db:Identifier}.poller_filings FINAL'))}\nassertion filings: ${JSON.stringify(await q('SELECT * FROM {db:Identifier}.assertion_filings'))}\nevents: ${JSON.stringify(await q('SELECT event_id, catalyst_id, event_type, new_date, tickers FROM {db:Identifier}.events FINAL'))}\ncatalysts: ${JSON.stringify(await q('SELECT catalyst_id, pdufa_date, stage, published, live, tickers FROM {db:Identifier}.catalysts FINAL'))}`,
      )
    })
    const [catalyst] = upcoming
    expect(catalyst!.stage).to.equal('extended')
    expect(catalyst!.tickers).to.deep.equal(['NBAY', 'ALDR'])
    expect(catalyst!.source_accession).to.equal(partner.accession)
    expect(catalyst!.source_url).to.equal(
      `https://www.sec.gov/Archives/edgar/data/1900002/000119312525000202/${partner.accession}-index.htm`,
    )
    expect(partnerRelease).to.contain(catalyst!.source_quote)
    expect(catalyst!.source_quote).to.contain('September 30, 2025')

    // The change stream drains in order: the date was assigned, then extended by three months.
    // The event index refreshes from the store within about a second of a write (eventual, bounded).
    type EventsPage = {
      data: Array<{
        event_id: number
        event_type: string
        new_date: string | null
        prior_date: string | null
        delta_days: number | null
      }>
      meta: { has_more: boolean; next_since: number }
    }
    const events = await waitFor(
      async () => {
        const page = (await (
          await fetch(`${api}/v1/events?since=0&limit=100`)
        ).json()) as EventsPage
        return page.data.filter((e) => e.new_date).length >= 2 ? page : null
      },
      { timeoutMs: 10_000, what: 'both dated events on /v1/events' },
    )
    const dated = events.data.filter((e) => e.new_date)
    expect(dated.map((e) => [e.event_type, e.new_date])).to.deep.equal([
      ['new_date_assigned', '2025-06-30'],
      ['date_extension', '2025-09-30'],
    ])
    expect(dated[1]!.prior_date).to.equal('2025-06-30')
    expect(dated[1]!.delta_days).to.equal(92)
    expect(events.meta.has_more).to.equal(false)
    const ids = events.data.map((e) => e.event_id)
    expect(ids).to.deep.equal([...ids].sort((a, b) => a - b))

    // The co-filer's ticker drains the record's whole timeline, including the events from before
    // it disclosed (spec 4.4: events whose record lists the ticker).
    const aldrEvents = (await (await fetch(`${api}/v1/events?since=0&ticker=ALDR`)).json()) as {
      data: Array<{ event_id: number }>
    }
    expect(aldrEvents.data.map((e) => e.event_id)).to.deep.equal(ids)

    // Either company's ticker finds the one catalyst; coverage counts both filers' filings.
    for (const ticker of ['nbay', 'ALDR']) {
      const byTicker = (await (
        await fetch(`${api}/v1/catalysts/upcoming?ticker=${ticker}`)
      ).json()) as { data: Catalyst[] }
      expect(
        byTicker.data.map((c) => c.catalyst_id),
        ticker,
      ).to.deep.equal([catalyst!.catalyst_id])
    }
    const coverage = (await (await fetch(`${api}/v1/coverage?ticker=ALDR`)).json()) as {
      data: { observable: boolean; pdufa_filings_seen: number; upcoming_on_feed: number }
    }
    expect(coverage.data).to.include({
      observable: true,
      pdufa_filings_seen: 1,
      upcoming_on_feed: 1,
    })
    const meta = (await (await fetch(`${api}/v1/meta`)).json()) as {
      data: { feed: { upcoming_total: number; last_polled: string | null } }
    }
    expect(meta.data.feed.upcoming_total).to.equal(1)
    expect(meta.data.feed.last_polled).to.match(/\+00:00$/)
  })
})
