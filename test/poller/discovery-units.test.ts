/**
 * The pure parts of discovery by issuer universe: the form-index parse (daily and quarterly
 * layouts), the submissions record, the membership rule, the phrase roles, and the User-Agent check.
 */
import { readFileSync } from 'node:fs'
import { expect } from 'chai'
import {
  dailyFormIndexUrl,
  fullFormIndexUrl,
  groupIndexRows,
  parseFormIndex,
  parseIndexDate,
} from '../../services/poller/form-index.js'
import { isPdufaPhrase, matchPhrase, searchPhrases } from '../../services/poller/phrases.js'
import {
  parseSubmissions,
  submissionsUrl,
  SubmissionsFormatError,
} from '../../services/poller/submissions.js'
import {
  filingMembership,
  membershipOf,
  needsLookup,
  type UniverseRules,
} from '../../services/poller/universe.js'
import { userAgentProblem } from '../../services/poller/user-agent.js'
import { eftsSearchUrl, parseEftsResponse, type EftsHit } from '../../services/poller/efts.js'
import { filerSicsOfHits } from '../../services/poller/filer-search.js'
import { dailyFormIndex, fullFormIndex, makeFiling } from './fake-sec-content.js'

const fixtures = new URL('../../../shared/fixtures/', import.meta.url)

describe('discovery by issuer universe: pure parts', function () {
  describe('form indexes', function () {
    it('parses a daily file with its wrapped header, CRLF lines, YYYYMMDD dates and form types holding spaces', function () {
      const text = [
        'Description:           Daily Index of EDGAR Dissemination Feed by Form Type',
        'Last Data Received:    Sep 22, 2026',
        'Comments:              webmaster@sec.gov',
        '',
        'Form Type   Company Name                                                  CIK',
        '      Date Filed  File Name',
        '-'.repeat(70),
        '8-K              Marrowfield Therapeutics, Inc.                          1385818     20260922    edgar/data/1385818/0001437749-26-030908.txt',
        'SC 13G/A         Heron Fund 2 LP                                         1001253     20260922    edgar/data/1001253/0001001253-26-000021.txt',
        '6-K/A            Fjordline Pharma ASA                                    2057381     20260922    edgar/data/2057381/0002057381-26-000021.txt',
        'not a row at all',
      ].join('\r\n')
      const index = parseFormIndex(text)
      expect(index.lastDataReceived).to.equal('2026-09-22')
      expect(index.rows).to.deep.equal([
        {
          form: '8-K',
          company: 'Marrowfield Therapeutics, Inc.',
          cik: '0001385818',
          filedDate: '2026-09-22',
          accession: '0001437749-26-030908',
        },
        {
          form: 'SC 13G/A',
          company: 'Heron Fund 2 LP',
          cik: '0001001253',
          filedDate: '2026-09-22',
          accession: '0001001253-26-000021',
        },
        {
          form: '6-K/A',
          company: 'Fjordline Pharma ASA',
          cik: '0002057381',
          filedDate: '2026-09-22',
          accession: '0002057381-26-000021',
        },
      ])
      expect(
        parseFormIndex(text, (f) => f.startsWith('8-K')).rows.map((r) => r.form),
      ).to.deep.equal(['8-K'])
    })

    it("parses the quarterly layout and folds a filing's filer rows into one 8-K/6-K filing", function () {
      const filings = [
        makeFiling(1, {
          filedDate: '2025-02-03',
          otherParties: [{ cik: '0000000777', company: 'Royalty Partner Corp', role: 'Subject' }],
        }),
        makeFiling(2, { form: '6-K', filedDate: '2025-03-31' }),
        makeFiling(3, { form: '8-K12B', filedDate: '2025-03-31' }),
      ]
      const index = parseFormIndex(fullFormIndex(filings, 2025, 1, null))
      expect(index.lastDataReceived).to.equal('2025-03-31')
      const grouped = groupIndexRows(index.rows)
      expect(grouped.map((f) => [f.accession, f.form, f.ciks.sort()])).to.deep.equal([
        [filings[1]!.accession, '6-K', ['0001900002']],
        [filings[0]!.accession, '8-K', ['0000000777', '0001900001']],
      ])
      // The daily layout of the same day reads the same.
      expect(
        parseFormIndex(dailyFormIndex(filings, '2025-03-31')).rows.filter((r) => r.form === '6-K'),
      ).to.have.length(1)
    })

    it('refuses text that is not an index, reads the header date forms, and builds the Archives paths', function () {
      expect(() => parseFormIndex('<html><body>File Unavailable</body></html>')).to.throw(
        /not an EDGAR form index/,
      )
      expect(parseIndexDate('March 31, 2025')).to.equal('2025-03-31')
      expect(parseIndexDate('Jan  2, 2024')).to.equal('2024-01-02')
      expect(parseIndexDate('someday')).to.equal(null)
      expect(dailyFormIndexUrl('https://www.sec.gov', '2025-11-04')).to.equal(
        'https://www.sec.gov/Archives/edgar/daily-index/2025/QTR4/form.20251104.idx',
      )
      expect(fullFormIndexUrl('https://www.sec.gov', 2024, 2)).to.equal(
        'https://www.sec.gov/Archives/edgar/full-index/2024/QTR2/form.idx',
      )
    })
  })

  describe('submissions record', function () {
    it('reads CIK, name, SIC and entity type from the recorded shape; padded or not', function () {
      const json = JSON.parse(readFileSync(new URL('submissions-sample.json', fixtures), 'utf8'))
      expect(parseSubmissions(json)).to.deep.equal({
        cik: '0001987654',
        name: 'Halcyon Biotherapeutics, Inc.',
        sic: '2834',
        sicDescription: 'Pharmaceutical Preparations',
        entityType: 'operating',
      })
      expect(parseSubmissions({ ...json, cik: '1987654', sic: '' }).sic).to.equal('')
      expect(parseSubmissions({ ...json, cik: '1987654' }).cik).to.equal('0001987654')
      expect(() => parseSubmissions({ error: 'x' })).to.throw(SubmissionsFormatError)
      expect(() => parseSubmissions({ ...json, sic: 'pharma' })).to.throw(/not a SIC code/)
      expect(submissionsUrl('https://data.sec.gov', '1987654')).to.equal(
        'https://data.sec.gov/submissions/CIK0001987654.json',
      )
    })
  })

  describe('universe membership', function () {
    const rules: UniverseRules = {
      sicCodes: new Set(['2833', '2834', '2835', '2836', '8731']),
      configured: new Set(['0000000010']),
      members: new Map([
        ['0000000020', 'catalyst'],
        ['0000000030', 'pdufa_filing'],
      ]),
    }
    const profile = (sic: string) => ({ sic, fetchedAtMs: 0 })

    it('admits configured CIKs, catalyst and PDUFA-filing CIKs whatever their SIC, and filers of the five SIC codes', function () {
      expect(membershipOf('0000000010', rules, profile('7372'))).to.deep.equal({
        member: true,
        reason: 'configured',
        sic: '7372',
      })
      expect(membershipOf('0000000020', rules, profile('6794')).reason).to.equal('catalyst')
      expect(membershipOf('0000000030', rules, undefined).reason).to.equal('pdufa_filing')
      for (const sic of ['2833', '2834', '2835', '2836', '8731'])
        expect(membershipOf('0000000040', rules, profile(sic))).to.deep.equal({
          member: true,
          reason: 'sic',
          sic,
        })
      expect(membershipOf('0000000040', rules, profile('3841'))).to.deep.equal({
        member: false,
        reason: null,
        sic: '3841',
      })
      expect(membershipOf('0000000040', rules, profile(''))).to.deep.include({ member: false })
      // No submissions record (404): read too, rather than miss a disclosure; cached like any answer.
      expect(
        membershipOf('0000000040', rules, { sic: '', fetchedAtMs: 0, found: false }),
      ).to.deep.equal({ member: true, reason: 'unknown', sic: null })
      // Never looked up (or the lookup failed): read, rather than miss a disclosure.
      expect(membershipOf('0000000040', rules, undefined)).to.deep.equal({
        member: true,
        reason: 'unknown',
        sic: null,
      })
    })

    it('reads a filing when any of its filers is in the universe, and looks a SIC up again after the refresh period', function () {
      const of = new Map([
        ['A', membershipOf('A', rules, profile('3841'))],
        ['B', membershipOf('B', rules, profile('2836'))],
      ])
      expect(filingMembership(['A', 'B'], of)).to.deep.include({
        member: true,
        reason: 'sic',
        sic: '2836',
      })
      expect(filingMembership(['A'], of).member).to.equal(false)
      const day = 86_400_000
      expect(needsLookup(undefined, 0, 30 * day)).to.equal(true)
      expect(needsLookup({ sic: '2834', fetchedAtMs: 0 }, 29 * day, 30 * day)).to.equal(false)
      expect(needsLookup({ sic: '2834', fetchedAtMs: 0 }, 30 * day, 30 * day)).to.equal(true)
    })
  })

  describe('phrases', function () {
    it('marks a filing as a PDUFA filing only for PDUFA wording; the search set is wider', function () {
      expect(matchPhrase('an action date of June 1')).to.equal('action date')
      expect(matchPhrase('the user fee goal date is near')).to.equal('goal date')
      expect(matchPhrase('the FDA approved the drug')).to.equal(null)
      expect(matchPhrase('the agency will make a decision by May 3')).to.equal(null)
      expect(isPdufaPhrase('pdufa')).to.equal(true)
      expect(isPdufaPhrase('FDA approved')).to.equal(false)
      expect(searchPhrases).to.include.members([
        'PDUFA',
        'action date',
        'goal date',
        'user fee',
        'complete response',
        'extended the review',
        'make a decision by',
        'FDA approved',
      ])
      expect(new Set(searchPhrases.map((p) => p.toLowerCase())).size).to.equal(searchPhrases.length)
    })
  })

  describe('SEC User-Agent', function () {
    it('accepts a real-looking declaration and refuses placeholders and documentation domains with one line', function () {
      expect(userAgentProblem('Marrowfield Research ops@marrowfield-research.io')).to.equal(null)
      expect(userAgentProblem('Jo Park jo.park@parkcapital.co.uk')).to.equal(null)
      for (const ua of [
        'Your Name you@your-domain',
        'Your Name you@your-domain.com',
        'Acme Research ops@acme.example',
        'Sample Company Name AdminContact@samplecompany.com',
        'Jo Park jo@example.com',
        'Jo Park jo@example.org',
        'Jo Park jo@mail.test',
        'John Doe john@doe-research.io',
        'Jo Park you@parkcapital.io',
        'jo@parkcapital.io',
      ]) {
        const problem = userAgentProblem(ua)
        expect(problem, ua)
          .to.be.a('string')
          .and.match(/placeholder|name/)
        expect(problem!.split('\n'), ua).to.have.length(1)
      }
      expect(userAgentProblem(undefined)).to.match(/SEC_USER_AGENT is not set/)
      expect(userAgentProblem('Jo Park')).to.match(/no contact e-mail/)
    })
  })

  describe('filer search: SIC codes of many filers from full-text search hits', function () {
    const hit = (over: Partial<EftsHit>): EftsHit => ({
      accession: '0001193125-25-000001',
      fileName: 'd1d8k.htm',
      ciks: ['0001900001'],
      displayNames: ['Alder Pharma Inc.  (ALDR)  (CIK 0001900001)'],
      sics: ['2834'],
      form: '8-K',
      rootForms: ['8-K'],
      fileDate: '2025-03-03',
      fileType: '8-K',
      fileDescription: null,
      sequence: 1,
      ...over,
    })

    it('asks by CIK list, forms and days, with no phrase', function () {
      const url = new URL(
        eftsSearchUrl('https://efts.sec.gov', {
          ciks: ['1900001', '0001900002'],
          forms: ['8-K', '6-K'],
          startdt: '2025-03-03',
          enddt: '2025-03-04',
          from: 100,
        }),
      )
      expect(url.pathname).to.equal('/LATEST/search-index')
      expect(url.searchParams.has('q')).to.equal(false)
      expect(url.searchParams.get('ciks')).to.equal('0001900001,0001900002')
      expect(url.searchParams.get('forms')).to.equal('8-K,6-K')
      expect(url.searchParams.get('dateRange')).to.equal('custom')
      expect(url.searchParams.get('from')).to.equal('100')
    })

    it("reads each filer's SIC from the fixture's hits (parallel ciks and sics)", function () {
      const page = parseEftsResponse(
        JSON.parse(readFileSync(new URL('edgar-fts-sample.json', fixtures), 'utf8')),
      )
      const sics = filerSicsOfHits(page.hits)
      for (const h of page.hits) expect(sics.get(h.ciks[0]!)?.sic, h.ciks[0]).to.equal(h.sics[0])
      for (const [, v] of sics) expect(v.name).to.not.match(/CIK|\(/)
    })

    it('maps co-filers by position, skips a hit whose sics cannot be matched, and keeps the newest filing', function () {
      const sics = filerSicsOfHits([
        hit({
          ciks: ['0001900001', '0001900002'],
          displayNames: [
            'Alder Pharma Inc.  (ALDR)  (CIK 0001900001)',
            'Birch Royalty LLC  (CIK 0001900002)',
          ],
          sics: ['2834', '6794'],
        }),
        // Two filers, one SIC: which filer it belongs to is unknown, so neither is answered from it.
        hit({ ciks: ['0001900003', '0001900004'], sics: ['2836'], displayNames: [] }),
        // A later filing of Alder after an SIC change wins over the earlier one.
        hit({ fileDate: '2025-03-04', sics: ['8731'] }),
        hit({ fileDate: '2025-03-01', sics: ['2833'] }),
        // Not a SIC code.
        hit({ ciks: ['0001900005'], sics: [''] }),
      ])
      expect(Object.fromEntries([...sics].map(([c, v]) => [c, [v.sic, v.name]]))).to.deep.equal({
        '0001900001': ['8731', 'Alder Pharma Inc.'],
        '0001900002': ['6794', 'Birch Royalty LLC'],
      })
    })
  })
})
