/** The format parsers of the poller, as pure functions on recorded shapes: no sockets, no store. */
import { readFileSync } from 'node:fs'
import { expect } from 'chai'
import {
  easternToUtcIso,
  filingIndexUrl,
  parseFilingIndex,
  selectDocuments,
} from '../../services/poller/archives.js'
import { atomFeedUrl, groupAtomEntries, parseAtomFeed } from '../../services/poller/atom.js'
import {
  eftsSearchUrl,
  groupHits,
  parseDisplayName,
  parseEftsResponse,
} from '../../services/poller/efts.js'
import { documentText, htmlToText } from '../../services/poller/html-text.js'
import {
  mergeIssuers,
  parseCompanyTickers,
  parseCompanyTickersExchange,
} from '../../services/poller/issuers.js'
import { matchPhrase } from '../../services/poller/phrases.js'
import { virtualTimer } from '../../services/shared/clock.js'
import { renderProgress, parseBackfillArgs } from '../../services/poller/backfill-progress.js'
import { nextRunDelay } from '../../services/poller/schedule.js'
import { isMissingObject, isThrottlePage } from '../../services/poller/sec-client.js'
import { createRateGate } from '../../services/poller/sec-pacing.js'
import { decodeBody } from '../../services/poller/sec-body.js'
import { atomFeed, filingIndexHtml, makeFiling, THROTTLE_PAGE } from './fake-sec-content.js'

const fixtures = new URL('../../../shared/fixtures/', import.meta.url)
const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(name, fixtures), 'utf8'))

describe('poller parsers', function () {
  describe('EDGAR full-text search', function () {
    it('parses the recorded response: four document hits, three filings, amendments and string sequences', function () {
      const page = parseEftsResponse(fixture('edgar-fts-sample.json'))
      expect(page.total).to.equal(4)
      expect(page.relation).to.equal('eq')
      expect(page.hits.map((h) => h.accession)).to.deep.equal([
        '0001193125-25-045678',
        '0001558370-25-002345',
        '0001213900-25-011223',
        '0001193125-25-045678',
      ])
      expect(page.hits[1]!.sequence).to.equal(2)
      expect(page.hits[1]!.fileDescription).to.equal(null)
      expect(page.hits[0]!.fileName).to.equal('d912345dex991.htm')
      const filings = groupHits(page.hits, 'PDUFA')
      expect(filings).to.have.length(3)
      const hlcn = filings.find((f) => f.accession === '0001193125-25-045678')!
      expect(hlcn.documents.map((d) => d.name)).to.deep.equal([
        'd912345dex991.htm',
        'd912345d8k.htm',
      ])
      expect(hlcn.company).to.equal('Halcyon Biotherapeutics, Inc.')
      expect(hlcn.ciks).to.deep.equal(['0001987654'])
      expect(filings.find((f) => f.accession === '0001213900-25-011223')!.form).to.equal('8-K/A')
      expect(filings.find((f) => f.accession === '0001558370-25-002345')!.form).to.equal('6-K')
    })

    it('reads the capped total and the result-window error, and handles an empty result', function () {
      const capped = parseEftsResponse({
        hits: { total: { value: 10000, relation: 'gte' }, max_score: 3, hits: [] },
      })
      expect(capped).to.deep.include({ total: 10000, relation: 'gte' })
      expect(
        parseEftsResponse({
          hits: { total: { value: 0, relation: 'eq' }, max_score: null, hits: [] },
        }).hits,
      ).to.deep.equal([])
      expect(() =>
        parseEftsResponse({
          error: {
            root_cause: [
              {
                reason:
                  'Result window is too large, from + size must be less than or equal to: [10000] but was [10100]',
              },
            ],
          },
        }),
      ).to.throw(/Result window is too large/)
      expect(() => parseEftsResponse('<html>')).to.throw(/without hits/)
    })

    it('builds the query URL with a quoted phrase, root forms and the custom date range', function () {
      const url = new URL(
        eftsSearchUrl('https://efts.sec.gov', {
          phrase: 'target action date',
          forms: ['8-K', '6-K'],
          startdt: '2025-01-04',
          enddt: '2025-03-05',
          from: 200,
        }),
      )
      expect(url.pathname).to.equal('/LATEST/search-index')
      expect(url.searchParams.get('q')).to.equal('"target action date"')
      expect(url.searchParams.get('forms')).to.equal('8-K,6-K')
      expect(url.searchParams.get('dateRange')).to.equal('custom')
      expect(url.searchParams.get('from')).to.equal('200')
    })

    it('splits display names with and without tickers', function () {
      expect(
        parseDisplayName('Cobalt Ridge Therapeutics Corp.  (CBRX, CBRXW)  (CIK 0001765432)'),
      ).to.deep.equal({
        name: 'Cobalt Ridge Therapeutics Corp.',
        tickers: ['CBRX', 'CBRXW'],
        cik: '0001765432',
      })
      expect(parseDisplayName('Ford Robert B  (CIK 0001612571)')).to.deep.equal({
        name: 'Ford Robert B',
        tickers: [],
        cik: '0001612571',
      })
    })
  })

  describe('Atom latest filings', function () {
    const recorded = `<?xml version="1.0" encoding="ISO-8859-1" ?>
<feed xmlns="http://www.w3.org/2005/Atom">
<title>Latest Filings - Fri, 12 Dec 2025 18:03:57 EST</title>
<link rel="alternate" href="/cgi-bin/browse-edgar?action=getcurrent"/>
<id>https://www.sec.gov/cgi-bin/browse-edgar?action=getcurrent</id>
<updated>2025-12-12T18:03:57-05:00</updated>
<entry>
<title>8-K - Biohaven Ltd. (0001935979) (Filer)</title>
<link rel="alternate" type="text/html" href="https://www.sec.gov/Archives/edgar/data/1935979/000193597926000005/0001935979-26-000005-index.htm"/>
<summary type="html">
 &lt;b&gt;Filed:&lt;/b&gt; 2026-01-12 &lt;b&gt;AccNo:&lt;/b&gt; 0001935979-26-000005 &lt;b&gt;Size:&lt;/b&gt; 14 MB
&lt;br&gt;Item 7.01: Regulation FD Disclosure
&lt;br&gt;Item 9.01: Financial Statements and Exhibits
</summary>
<updated>2026-01-12T11:19:08-05:00</updated>
<category scheme="https://www.sec.gov/" label="form type" term="8-K"/>
<id>urn:tag:sec.gov,2008:accession-number=0001935979-26-000005</id>
</entry>
<entry>
<title>8-K12B - Other Co (0000000042) (Filer)</title>
<link rel="alternate" type="text/html" href="https://www.sec.gov/Archives/edgar/data/42/000000004226000001/0000000042-26-000001-index.htm"/>
<summary type="html"> &lt;b&gt;Filed:&lt;/b&gt; 2026-01-12 &lt;b&gt;AccNo:&lt;/b&gt; 0000000042-26-000001</summary>
<updated>2026-01-12T11:00:00-05:00</updated>
<category scheme="https://www.sec.gov/" label="form type" term="8-K12B"/>
<id>urn:tag:sec.gov,2008:accession-number=0000000042-26-000001</id>
</entry>
</feed>`

    it('parses the recorded entry: accession, CIK, role, filing date, acceptance in UTC, items', function () {
      const [entry] = parseAtomFeed(recorded)
      expect(entry).to.deep.equal({
        accession: '0001935979-26-000005',
        form: '8-K',
        company: 'Biohaven Ltd.',
        cik: '0001935979',
        role: 'Filer',
        indexUrl:
          'https://www.sec.gov/Archives/edgar/data/1935979/000193597926000005/0001935979-26-000005-index.htm',
        filedDate: '2026-01-12',
        acceptedAt: '2026-01-12T16:19:08.000+00:00',
        items: ['7.01', '9.01'],
      })
    })

    it('filters on the category term (type= is a prefix match) and folds per-party entries by accession', function () {
      expect(groupAtomEntries(parseAtomFeed(recorded)).map((f) => f.accession)).to.deep.equal([
        '0001935979-26-000005',
      ])
      const filing = makeFiling(1, {
        otherParties: [{ cik: '0000000777', company: 'Partner Pharma', role: 'Subject' }],
      })
      const feed = atomFeed(
        [filing],
        '8-K',
        0,
        100,
        'https://www.sec.gov',
        new Date('2025-03-03T15:00:00Z'),
      )
      const entries = parseAtomFeed(feed)
      expect(entries).to.have.length(2)
      const grouped = groupAtomEntries(entries)
      expect(grouped).to.have.length(1)
      expect(grouped[0]!.ciks).to.deep.equal([filing.cik, '0000000777'])
      expect(grouped[0]!.acceptedAt).to.equal('2025-03-03T12:02:11.000+00:00')
      expect(atomFeedUrl('https://www.sec.gov', '6-K'))
        .to.contain('action=getcurrent&type=6-K')
        .and.contain('output=atom')
    })

    it('refuses a document that is not a feed', function () {
      expect(() => parseAtomFeed('<html><body>File Unavailable</body></html>')).to.throw(
        /not an Atom feed/,
      )
    })
  })

  describe('filing index page', function () {
    it('reads form, dates, filers and documents; picks Seq 1 (iXBRL prefix stripped) and EX-99.x, not EX-10.1', function () {
      const filing = makeFiling(7, { acceptedAt: '2026-03-06T21:11:25.000Z' })
      const index = parseFilingIndex(filingIndexHtml(filing, 'https://www.sec.gov'))
      expect(index.form).to.equal('8-K')
      expect(index.filedDate).to.equal('2025-03-03')
      expect(index.acceptedAt).to.equal('2026-03-06T21:11:25.000+00:00')
      expect(index.filers).to.deep.equal([{ name: filing.company, role: 'Filer', cik: filing.cik }])
      expect(index.documents.map((d) => [d.seq, d.name, d.type])).to.deep.equal([
        [1, 'd7d8k.htm', '8-K'],
        [2, 'd7dex991.htm', 'EX-99.1'],
        [3, 'd7dex101.htm', 'EX-10.1'],
        [null, `${filing.accession}.txt`, ''],
      ])
      expect(index.documents[0]!.href).to.equal(
        `/Archives/edgar/data/${Number(filing.cik)}/${filing.accession.replace(/-/g, '')}/d7d8k.htm`,
      )
      expect(selectDocuments(index).map((d) => d.name)).to.deep.equal(['d7d8k.htm', 'd7dex991.htm'])
    })

    it('converts Eastern acceptance times across daylight saving', function () {
      expect(easternToUtcIso('2026-03-06 16:11:25')).to.equal('2026-03-06T21:11:25.000+00:00')
      expect(easternToUtcIso('2026-07-01 08:03:56')).to.equal('2026-07-01T12:03:56.000+00:00')
      expect(easternToUtcIso('20251231081519')).to.equal('2025-12-31T13:15:19.000+00:00')
    })

    it('builds the spec source_url shape', function () {
      expect(filingIndexUrl('https://www.sec.gov', '0001987654', '0001193125-25-045678')).to.equal(
        'https://www.sec.gov/Archives/edgar/data/1987654/000119312525045678/0001193125-25-045678-index.htm',
      )
    })
  })

  describe('HTML to text', function () {
    it('keeps paragraphs, line breaks and table rows, decodes entities, keeps original characters', function () {
      const text = htmlToText(makeFiling(3).documents[1]!.body)
      expect(text).to.equal(
        [
          'Testbio 3 Therapeutics, Inc. Announces FDA Acceptance of New Drug Application for TB-3',
          '',
          'CAMBRIDGE, Mass., March 3, 2025 \u2014 Testbio 3 Therapeutics, Inc. (Nasdaq: TB3) today announced that The U.S. Food and Drug Administration (\u201cFDA\u201d) has assigned a Prescription Drug User Fee Act (\u201cPDUFA\u201d) target action date of September\u00A030, 2025 for the NDA for TB-3. Shares rose\u00A04%.',
          '',
          'Product\tPDUFA Date',
          'TB-3\tSeptember 30, 2025',
          '',
          'About Testbio 3 Therapeutics, Inc.',
          'Testbio 3 Therapeutics, Inc. is a clinical-stage company.',
        ].join('\n'),
      )
      expect(text).not.to.contain('hidden fact')
    })

    it('joins inline fragments without spaces and survives malformed markup', function () {
      expect(
        htmlToText(
          '<p><span>PDU</span><span>FA</span> date of <font>June&nbsp;5,</font> 2026.</p><p>Next',
        ),
      ).to.equal('PDUFA date of June\u00A05, 2026.\n\nNext')
      expect(htmlToText('<div><p>Unclosed <b>bold <table><tr><td>a<td>b<tr><td>c')).to.equal(
        'Unclosed bold\n\na\tb\nc',
      )
      expect(
        htmlToText(
          '<P>Legacy &amp entity &copy 2025 &#x2019;s &lt;tag&gt;</P><script>var x = "PDUFA"</script>',
        ),
      ).to.equal('Legacy & entity \u00A9 2025 \u2019s <tag>')
      expect(htmlToText('')).to.equal('')
    })

    it('opens a list item with a bullet, as a browser shows it', function () {
      expect(
        htmlToText(
          '<p>Upcoming PDUFA dates:</p><ul><li>Calmora (sNDA) &#8211; April 8, 2026</li><li>Dexivant <b>(NDA)</b> &#8211; June 22, 2026</li></ul><p>Other news.</p>',
        ),
      ).to.equal(
        'Upcoming PDUFA dates:\n\n\u2022 Calmora (sNDA) \u2013 April 8, 2026\n\n\u2022 Dexivant (NDA) \u2013 June 22, 2026\n\nOther news.',
      )
    })

    it('treats .txt exhibits as plain text', function () {
      expect(documentText('ex99.txt', 'Line one  \r\nLine two\r\n\r\n\r\nPara')).to.equal(
        'Line one\nLine two\n\nPara',
      )
    })
  })

  describe('phrases', function () {
    it('matches the discovery phrases across no-break spaces, and not inside words', function () {
      expect(matchPhrase('a Prescription Drug User Fee\u00A0Act goal')).to.equal(
        'Prescription Drug User Fee Act',
      )
      expect(matchPhrase('the PDUFA-date is near')).to.equal('PDUFA')
      expect(matchPhrase('a goal\ndate of May 1')).to.equal('goal date')
      expect(matchPhrase('received a complete response letter')).to.equal(
        'Complete Response Letter',
      )
      expect(matchPhrase('XPDUFAX and goalkeeper dates')).to.equal(null)
    })
  })

  describe('ticker files', function () {
    it('merges both files into one issuer per CIK with tickers and exchanges', function () {
      const issuers = mergeIssuers(
        parseCompanyTickers(fixture('company_tickers-sample.json')),
        parseCompanyTickersExchange(fixture('company_tickers_exchange-sample.json')),
      )
      const cbrx = issuers.find((i) => i.cik === '0001765432')!
      expect(cbrx).to.deep.equal({
        cik: '0001765432',
        name: 'Cobalt Ridge Therapeutics Corp.',
        tickers: ['CBRX', 'CBRXW'],
        exchanges: ['Nasdaq', 'Nasdaq'],
      })
      expect(issuers.find((i) => i.cik === '0001399876')!.exchanges).to.deep.equal([''])
      expect(issuers.find((i) => i.cik === '0001698210')!.tickers).to.deep.equal([
        'MRDN-A',
        'MRDN-B',
      ])
      expect(
        parseCompanyTickersExchange({
          fields: ['cik', 'name', 'ticker', 'exchange'],
          data: [[5, 'X', 'XX', null]],
        })[0]!.exchange,
      ).to.equal('')
    })
  })

  describe('fair access helpers', function () {
    it('tells the throttle page from a missing object', function () {
      expect(isThrottlePage(403, 'text/html', THROTTLE_PAGE)).to.equal(true)
      const denied =
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>'
      expect(isThrottlePage(403, 'application/xml', denied)).to.equal(false)
      expect(isMissingObject(403, denied)).to.equal(true)
      expect(isMissingObject(404, '<Error><Code>NoSuchKey</Code></Error>')).to.equal(true)
      expect(isMissingObject(403, THROTTLE_PAGE)).to.equal(false)
    })

    it('decodes ISO-8859-1 feeds and Windows-1252 documents', function () {
      expect(
        decodeBody(
          Buffer.from('<?xml version="1.0" encoding="ISO-8859-1" ?><a>Soci\xe9t\xe9</a>', 'latin1'),
        ),
      ).to.contain('Société')
      expect(
        decodeBody(Buffer.from([0x93, 0x50, 0x44, 0x55, 0x46, 0x41, 0x94]), 'text/html'),
      ).to.equal('\u201cPDUFA\u201d')
      expect(decodeBody(Buffer.from('caf\u00e9', 'utf8'), 'text/html; charset=utf-8')).to.equal(
        'café',
      )
    })

    it('spaces token-bucket grants at least 1000/rps apart, measured from the actual grant', async function () {
      const timer = virtualTimer()
      const gate = createRateGate(10, timer)
      const grants: number[] = []
      for (let i = 0; i < 5; i++) {
        await gate.take()
        grants.push(timer.now())
        timer.advance(7 * i) // a late caller: its wait counts from the previous grant, not from now
      }
      for (let i = 1; i < grants.length; i++)
        expect(grants[i]! - grants[i - 1]!).to.be.at.least(1000 / 10)
    })

    it('grants concurrent callers in call order, never more than rps in any one-second window', async function () {
      const timer = virtualTimer()
      const gate = createRateGate(10, timer)
      const grants: Array<{ caller: number; at: number }> = []
      await Promise.all(
        Array.from({ length: 45 }, (_, caller) =>
          gate.take().then(() => grants.push({ caller, at: timer.now() })),
        ),
      )
      expect(grants.map((g) => g.caller)).to.deep.equal([...Array(45).keys()])
      const times = grants.map((g) => g.at)
      for (let i = 0; i < times.length; i++)
        expect(times.filter((t) => t >= times[i]! && t < times[i]! + 1000)).to.have.length.at.most(
          10,
        )
      // The bucket is not slower than it must be: 45 grants in about 4.5 virtual seconds.
      expect(times.at(-1)! - times[0]!).to.be.within(44 * gate.intervalMs, 44 * gate.intervalMs + 1)
    })

    it('holds every caller through a pause, and waits not at all without a rate', async function () {
      const timer = virtualTimer()
      const gate = createRateGate(10, timer)
      await gate.take()
      gate.pause(600_000)
      expect(gate.pausedForMs()).to.equal(600_000)
      const after: number[] = []
      await Promise.all([1, 2].map(() => gate.take().then(() => after.push(timer.now()))))
      expect(after[0]).to.be.at.least(600_000)
      expect(after[1]! - after[0]!).to.be.closeTo(gate.intervalMs, 1e-6)
      const free = createRateGate(null, timer)
      const at = timer.now()
      for (let i = 0; i < 20; i++) await free.take()
      expect(timer.now()).to.equal(at)
    })

    it('gives the next token to an urgent caller ahead of background callers already waiting', async function () {
      const timer = virtualTimer()
      const gate = createRateGate(10, timer)
      const order: string[] = []
      const background = Array.from({ length: 20 }, (_, i) =>
        gate.take(undefined, 'background').then(() => order.push(`b${i}`)),
      )
      // Arrives once five background callers are through: it must be the sixth grant, not the 21st.
      await background[4]
      const urgent = gate.take(undefined, 'urgent').then(() => order.push('u'))
      await Promise.all([...background, urgent])
      expect(order.indexOf('u')).to.equal(5)
      // Background callers keep their own order, and priority does not change the rate.
      expect(order.filter((o) => o !== 'u')).to.deep.equal(
        Array.from({ length: 20 }, (_, i) => `b${i}`),
      )
      expect(timer.now()).to.be.closeTo(20 * gate.intervalMs, 1)
    })

    it('drops an aborted urgent caller from the queue without holding the others', async function () {
      const timer = virtualTimer()
      const gate = createRateGate(10, timer)
      await gate.take()
      const controller = new AbortController()
      const aborted = gate.take(controller.signal, 'urgent')
      const waiting = gate.take(undefined, 'background')
      controller.abort()
      await aborted
      await waiting
      expect(timer.now()).to.be.closeTo(gate.intervalMs, 1)
    })

    it('stops waiting when the caller aborts', async function () {
      const timer = virtualTimer()
      const gate = createRateGate(10, timer)
      gate.pause(60_000)
      const controller = new AbortController()
      const taken = gate.take(controller.signal)
      controller.abort()
      await taken
      expect(timer.now()).to.be.below(60_000)
    })
  })

  describe('lane schedule', function () {
    it("runs at a fixed rate, start to start: a run's length does not stretch the interval", function () {
      // Started at 100 s, finished 2.5 s later, every 10 s: the next start is at 110 s.
      expect(nextRunDelay(100_000, 102_500, 10_000)).to.equal(7_500)
      // Over ten runs of 2.5 s each the starts stay on the 10 s grid.
      let start = 0
      const starts: number[] = []
      for (let i = 0; i < 10; i++) {
        starts.push(start)
        start = start + 2_500 + nextRunDelay(start, start + 2_500, 10_000)
      }
      expect(starts).to.deep.equal(Array.from({ length: 10 }, (_, i) => i * 10_000))
    })

    it('follows an overrunning run at once, without catch-up runs for the slots it missed', function () {
      expect(nextRunDelay(0, 35_000, 10_000)).to.equal(0)
      expect(nextRunDelay(0, 10_000, 10_000)).to.equal(0)
    })
  })

  describe('backfill helpers', function () {
    it('renders a progress line with rate and ETA, and parses its arguments', function () {
      const line = renderProgress(
        {
          from: '2025-01-01',
          to: '2025-12-31',
          daysDone: 73,
          daysTotal: 365,
          published: 150,
          seen: 200,
          requests: 400,
          elapsedMs: 10_000,
          listed: 900,
          universe: 120,
        },
        10,
      )
      expect(line).to.equal(
        '[##--------]  20%  73/365 days  120/900 8-K/6-K in universe  150 published  15.0 filings/s  400 requests  ETA 40s',
      )
      expect(parseBackfillArgs(['--from', '2025-01-01', '--to=2025-02-01'])).to.deep.equal({
        from: '2025-01-01',
        to: '2025-02-01',
      })
      expect(() => parseBackfillArgs(['--from', '2025-1-1'])).to.throw(/usage/)
    })
  })
})
