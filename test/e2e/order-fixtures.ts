/**
 * Invented issuers, filings and FDA records for the filing-order test (accuracy-order.test.ts):
 * every company, drug and sentence here is made up. Three FDA decisions the filings dated before
 * the FDA acted (an approval whose filings named a development code and were extended, an approval
 * a partner announced, a complete response letter), and decoys the filings never dated.
 */
import type { FakeFiling } from '../poller/fake-sec.js'
import { application, crlLetter, type FakeOpenFda } from '../fda/fake-openfda.js'

interface FilingSpec {
  n: number
  cik: string
  company: string
  ticker: string
  filed: string
  release: string
  form?: '8-K' | '6-K'
}

function filing(spec: FilingSpec): FakeFiling {
  const form = spec.form ?? '8-K'
  const stem = `d${spec.n}${form === '6-K' ? '6k' : '8k'}`
  const cover = `<html><head><title>${form}</title></head><body>
<p style="text-align:center"><b>UNITED STATES SECURITIES AND EXCHANGE COMMISSION</b><br/>Washington, D.C. 20549</p>
<p style="text-align:center"><b>FORM ${form}</b></p>
<p style="text-align:center">${spec.company}<br/>(Exact name of registrant as specified in its charter)</p>
<p>Item 8.01 Other Events. The Company issued a press release, a copy of which is furnished as Exhibit 99.1 to this report.</p>
<p>SIGNATURE. Pursuant to the requirements of the Securities Exchange Act of 1934, the registrant has duly caused this report to be signed on its behalf.</p>
</body></html>`
  return {
    accession: `0001193125-25-${String(spec.n).padStart(6, '0')}`,
    cik: spec.cik,
    company: spec.company,
    tickers: [spec.ticker],
    form,
    filedDate: spec.filed,
    acceptedAt: `${spec.filed}T12:00:00.000Z`,
    documents: [
      { name: `${stem}.htm`, type: form, description: form, body: cover },
      {
        name: `${stem}ex991.htm`,
        type: 'EX-99.1',
        description: 'PRESS RELEASE',
        body: `<html><head><title>ex99-1</title></head><body>\n<p>${spec.release}</p>\n</body></html>`,
      },
    ],
    sic: '2834',
  }
}

const QUELLMONT = { cik: '0001920001', company: 'Quellmont Therapeutics, Inc.', ticker: 'QLMT' }
const SARNOVA = { cik: '0001920002', company: 'Sarnova Biosciences, Inc.', ticker: 'SRNV' }
const RAVENSTOW = { cik: '0001920003', company: 'Ravenstow Pharma AG', ticker: 'RVST' }
const TOLLGATE = { cik: '0001920004', company: 'Tollgate Pharma Corp.', ticker: 'TLGP' }

/** The filings, in the order they were filed (all weekdays, so the daily form index lists them). */
export const filings: FakeFiling[] = [
  filing({
    ...QUELLMONT,
    n: 1,
    filed: '2025-01-06',
    release:
      'Quellmont Therapeutics, Inc. (Nasdaq: QLMT) today announced that the FDA has accepted its New Drug Application (NDA 219001) for QM-204 for the treatment of primary biliary cholangitis. The Prescription Drug User Fee Act (PDUFA) target action date is July 15, 2025.',
  }),
  filing({
    ...TOLLGATE,
    n: 2,
    filed: '2025-02-10',
    release:
      'Tollgate Pharma Corp. (Nasdaq: TLGP) today announced that the FDA has accepted for filing its New Drug Application (NDA 219044) for norquetide for the treatment of refractory gout. The FDA assigned a PDUFA target action date of August 29, 2025.',
  }),
  filing({
    ...SARNOVA,
    n: 3,
    filed: '2025-02-12',
    release:
      'Sarnova Biosciences, Inc. (Nasdaq: SRNV) today announced that the FDA has accepted its Biologics License Application (BLA 761801) for vendalimab, which it develops with its partner Ravenstow Pharma AG, for adults with bullous pemphigoid, with a PDUFA target action date of September 22, 2025.',
  }),
  filing({
    ...QUELLMONT,
    n: 4,
    filed: '2025-05-02',
    release:
      'Quellmont Therapeutics, Inc. (Nasdaq: QLMT) today announced that the FDA has extended the review period for the New Drug Application for QM-204 for the treatment of primary biliary cholangitis by three months. The FDA deemed the additional data the company provided at the agency\u2019s request to be a major amendment. The new PDUFA target action date is October 15, 2025.',
  }),
  filing({
    ...TOLLGATE,
    n: 5,
    filed: '2025-09-02',
    release:
      'Tollgate Pharma Corp. (Nasdaq: TLGP) today announced that it received a complete response letter from the U.S. Food and Drug Administration for its New Drug Application for norquetide for the treatment of refractory gout. The company plans to meet with the agency.',
  }),
  filing({
    ...RAVENSTOW,
    form: '6-K',
    n: 6,
    filed: '2025-09-19',
    release:
      'Ravenstow Pharma AG (Nasdaq: RVST) today announced that the U.S. Food and Drug Administration has approved vendalimab, developed and licensed by its partner Sarnova Biosciences, for adults with bullous pemphigoid. The approval triggers a milestone payment to Ravenstow.',
  }),
  filing({
    ...QUELLMONT,
    n: 7,
    filed: '2025-10-14',
    release:
      'Quellmont Therapeutics, Inc. (Nasdaq: QLMT) today announced that the U.S. Food and Drug Administration has approved Velquora (QM-204) for the treatment of primary biliary cholangitis.',
  }),
]

export const filed = (day: string) => filings.filter((f) => f.filedDate === day)

/** A backfill's order: outcomes first, the partner before the sponsor, the extension before the date it replaced. */
export const scrambledDays = [
  '2025-10-14',
  '2025-09-19',
  '2025-09-02',
  '2025-05-02',
  '2025-02-12',
  '2025-02-10',
  '2025-01-06',
]
export const filingDays = [...scrambledDays].sort()

/** The decisions the filings dated before the FDA acted: application, action date, our date in force then. */
export const dated = [
  { application_number: 'BLA 761801', actual_date: '2025-09-19', predicted_date: '2025-09-22' },
  { application_number: 'NDA 219001', actual_date: '2025-10-14', predicted_date: '2025-10-15' },
  { application_number: 'NDA 219044', actual_date: '2025-08-29', predicted_date: '2025-08-29' },
]

/** Decoys: decisions of the same weeks, by sponsors and on drugs no filing named. */
export const decoys = ['NDA 219099', 'NDA 219055', 'BLA 761877']

export function serveFdaRecord(fake: FakeOpenFda): void {
  fake.applications.push(
    application(219001, { date: '2025-10-14', sponsor: 'QUELLMONT THERAPS', brand: 'VELQUORA' }),
    application(761801, {
      type: 'BLA',
      date: '2025-09-19',
      sponsor: 'SARNOVA BIOSCIENCES',
      brand: 'VENDALIMAB',
    }),
    application(219099, { date: '2025-09-19', sponsor: 'WEXHOLM LABS', brand: 'VENDAPRIL' }),
    application(761877, {
      type: 'BLA',
      date: '2025-10-15',
      sponsor: 'ORLANDE BIO',
      brand: 'QUELVIRA',
    }),
  )
  fake.letters.push(
    crlLetter('NDA 219044', '2025-08-29', 'Tollgate Pharma Corp.'),
    crlLetter('NDA 219055', '2025-08-29', 'Pellmore Therapeutics, Inc.'),
  )
}
