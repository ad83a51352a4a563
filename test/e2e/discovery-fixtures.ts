/**
 * Invented issuers and their filings for the whole-pipeline discovery test (discovery-pipeline.test.ts):
 * every company, drug and sentence here is made up. Each issuer files 8-Ks (or a 6-K) in EDGAR
 * markup: a cover page with its Item, and for releases an EX-99.1 press release.
 *
 * Wave 1 is on the fake SEC when the runtime starts (the Atom lane's first run and the full-text
 * lanes read it); wave 2 is added afterwards: its newer filings reach the Atom lane's next run, and
 * the one older filing (filed months back) only a backfill over its day finds, as in backfill order.
 */
import type { FakeFiling } from '../poller/fake-sec.js'

interface FilingSpec {
  n: number
  cik: string
  company: string
  ticker: string
  filed: string
  /** ISO UTC acceptance. */
  accepted: string
  /** The cover page's Item text. */
  item: string
  /** Press release paragraphs (EX-99.1); none for an 8-K whose body says it all. */
  release?: string[]
  /** Markup appended to the release as it is (a list, a table). */
  releaseHtml?: string
  form?: '8-K' | '6-K'
  sic?: string
}

function filing(spec: FilingSpec): FakeFiling {
  const form = spec.form ?? '8-K'
  const stem = `d${spec.n}${form === '6-K' ? '6k' : '8k'}`
  const cover = `<html><head><title>${form}</title></head><body style="font: 10pt Times New Roman">
<p style="text-align:center"><b>UNITED STATES SECURITIES AND EXCHANGE COMMISSION</b><br/>Washington, D.C. 20549</p>
<p style="text-align:center"><b>FORM ${form}</b></p>
<p style="text-align:center">${spec.company}<br/>(Exact name of registrant as specified in its charter)</p>
<p>${spec.item}</p>
<p>SIGNATURE. Pursuant to the requirements of the Securities Exchange Act of 1934, the registrant has duly caused this report to be signed on its behalf.</p>
</body></html>`
  const documents: FakeFiling['documents'] = [
    { name: `${stem}.htm`, type: form, description: form, body: cover },
  ]
  if (spec.release) {
    documents.push({
      name: `${stem}ex991.htm`,
      type: 'EX-99.1',
      description: 'PRESS RELEASE',
      body: `<html><head><title>ex99-1</title></head><body>\n${spec.release.map((p) => `<p>${p}</p>`).join('\n')}\n${spec.releaseHtml ?? ''}</body></html>`,
    })
  }
  return {
    accession: `0001193125-26-${String(spec.n).padStart(6, '0')}`,
    cik: spec.cik,
    company: spec.company,
    tickers: [spec.ticker],
    form,
    filedDate: spec.filed,
    acceptedAt: spec.accepted,
    documents,
    sic: spec.sic ?? '2834',
  }
}

const releaseItem = (date: string) =>
  `Item 8.01 Other Events. On ${date}, the Company issued a press release, a copy of which is furnished as Exhibit 99.1 to this report.`

const PELLUCID = { cik: '0001910001', company: 'Pellucid Biosciences, Inc.', ticker: 'PLCD' }
const HARROWGATE = {
  cik: '0001910002',
  company: 'Harrowgate Pharmaceuticals, Inc.',
  ticker: 'HRWG',
}
const CORVANE = { cik: '0001910003', company: 'Corvane Therapeutics, Inc.', ticker: 'CRVN' }
const MERIDALE = { cik: '0001910004', company: 'Meridale Bio, Inc.', ticker: 'MRDL' }
const TALBROOK = { cik: '0001910005', company: 'Talbrook Pharma AG', ticker: 'TLBK' }
const QUILLON = { cik: '0001910006', company: 'Quillon Pharmaceuticals, Inc.', ticker: 'QLLN' }
const FERNCLIFF = {
  cik: '0001910007',
  company: 'Ferncliff Biologics, Inc.',
  ticker: 'FRNC',
  sic: '8731',
}
const SABLEWOOD = { cik: '0001910008', company: 'Sablewood Therapeutics, Inc.', ticker: 'SBWD' }
/** An issuer EDGAR still lists under its former name: its releases speak only of the company's new name. */
const ORRIN = { cik: '0001910010', company: 'Northvale Holdings Corp.', ticker: 'ORRN' }
/** A royalty holder (patent owners and lessors): outside the SIC universe, found by full-text search. */
const KESTREL = {
  cik: '0001910009',
  company: 'Kestrel Royalty Partners LP',
  ticker: 'KSTR',
  sic: '6794',
}

/** A release that uses none of the phrases the old discovery searched for. */
export const zelvixRelease = filing({
  ...PELLUCID,
  n: 101,
  filed: '2026-05-18',
  accepted: '2026-05-18T11:30:00.000Z',
  item: releaseItem('May 18, 2026'),
  release: [
    'SOMERVILLE, Mass., May 18, 2026 -- Pellucid Biosciences, Inc. (Nasdaq: PLCD) today announced that the U.S. Food and Drug Administration has accepted for review its New Drug Application for Zelvix (orvatinib) for adults with moderate to severe chronic hand eczema. The FDA will make a decision on the Zelvix application by October 2, 2026.',
    '"Acceptance brings us one step closer to patients whose hands never get a rest," said the chief executive officer of Pellucid.',
    'About Pellucid. Pellucid Biosciences develops oral medicines for inflammatory skin disease.',
  ],
})

/**
 * A pipeline update filed under the former name, its dates in an HTML list: each item is a paragraph of its own, and the
 * products are the release's own company's (no competitor's, whatever EDGAR calls the filer).
 */
export const orrinPipeline = filing({
  ...ORRIN,
  n: 110,
  filed: '2026-05-28',
  accepted: '2026-05-28T11:40:00.000Z',
  item: releaseItem('May 28, 2026'),
  release: [
    'BOSTON, May 28, 2026 -- Orrin Therapeutics, Inc. (Nasdaq: ORRN) today provided a regulatory update. Orrin Therapeutics\u2019 Brevanta (zoldrasib) is under FDA review for adults with refractory gout.',
    'Upcoming PDUFA dates:',
  ],
  releaseHtml:
    '<ul><li>Brevanta (NDA, refractory gout) &#8211; September 21, 2026</li><li>Calmora (sNDA, pediatric epilepsy) &#8211; November 3, 2026</li></ul>\n<p>About Orrin Therapeutics. Orrin develops medicines for metabolic and neurologic disease.</p>',
})

/** Ordinary filings of universe issuers: nothing here may publish an event. */
export const noiseFilings: FakeFiling[] = [
  filing({
    ...PELLUCID,
    n: 102,
    filed: '2026-05-12',
    accepted: '2026-05-12T11:05:00.000Z',
    item: 'Item 2.02 Results of Operations and Financial Condition. On May 12, 2026, the Company announced its results for the quarter ended March 31, 2026.',
    release: [
      'Pellucid Biosciences, Inc. (Nasdaq: PLCD) today reported financial results for the first quarter ended March 31, 2026. Net loss was $41.2 million, compared with $33.8 million for the same period of 2025.',
      'Cash and investments of $318 million as of March 31, 2026 are expected to fund operations into 2028. The Zelvix application remains under review by the FDA.',
      'The company will host a conference call on May 12, 2026 at 8:00 a.m. Eastern Time.',
    ],
  }),
  filing({
    ...PELLUCID,
    n: 103,
    filed: '2026-05-05',
    accepted: '2026-05-05T20:15:00.000Z',
    item: "Item 5.02 Departure of Directors or Certain Officers; Election of Directors; Appointment of Certain Officers. On May 4, 2026, the Board of Directors of Pellucid Biosciences, Inc. appointed Imelda Rusk, M.D., as Chief Medical Officer, effective June 15, 2026. Dr. Rusk previously led late-stage dermatology programs and will oversee the company's regulatory interactions, including with the FDA. Her annual base salary will be $520,000.",
  }),
  filing({
    ...PELLUCID,
    n: 104,
    filed: '2026-05-20',
    accepted: '2026-05-20T10:45:00.000Z',
    item: releaseItem('May 20, 2026'),
    release: [
      'Pellucid Biosciences, Inc. (Nasdaq: PLCD) today announced the pricing of an underwritten public offering of 8,000,000 shares of its common stock at a price of $12.50 per share. The offering is expected to close on or about May 22, 2026, subject to customary closing conditions.',
      'Pellucid intends to use the net proceeds to prepare for a potential commercial launch of Zelvix, if approved by the FDA, and for general corporate purposes.',
    ],
  }),
  filing({
    ...PELLUCID,
    n: 105,
    filed: '2026-05-26',
    accepted: '2026-05-26T11:10:00.000Z',
    item: releaseItem('May 26, 2026'),
    release: [
      'Pellucid Biosciences, Inc. (Nasdaq: PLCD) today announced that it has completed enrollment in LUMEN-2, its Phase 3 trial of orvatinib in adolescents with chronic hand eczema.',
      'Topline results are expected after the last patient completes the 24-week treatment period. The company plans to discuss a supplemental application with the FDA once the data are available.',
    ],
  }),
  // Older filings of the wave-2 filers (so their tickers are on EDGAR's ticker files when the runtime starts).
  filing({
    ...FERNCLIFF,
    n: 106,
    filed: '2026-05-07',
    accepted: '2026-05-07T20:05:00.000Z',
    item: 'Item 2.02 Results of Operations and Financial Condition. On May 7, 2026, the Company announced its results for the quarter ended March 31, 2026.',
    release: [
      'Ferncliff Biologics, Inc. (Nasdaq: FRNC) today reported royalty revenue of $6.1 million for the first quarter of 2026 and reaffirmed its full-year guidance.',
    ],
  }),
  filing({
    ...SABLEWOOD,
    n: 107,
    filed: '2026-05-21',
    accepted: '2026-05-21T11:20:00.000Z',
    item: releaseItem('May 21, 2026'),
    release: [
      'Sablewood Therapeutics, Inc. (Nasdaq: SBWD) today announced positive long-term extension data for its lead program in short bowel syndrome, with patients maintaining reduced parenteral support through week 104.',
      'The company expects to share further data at a medical meeting later this year.',
    ],
  }),
  filing({
    ...TALBROOK,
    form: '6-K',
    n: 108,
    filed: '2026-05-14',
    accepted: '2026-05-14T06:00:00.000Z',
    item: 'Report of Foreign Private Issuer. Talbrook Pharma AG hereby furnishes the results of its annual general meeting held on May 13, 2026, at which shareholders approved every proposal of the board, including the dividend.',
    release: [
      'Talbrook Pharma AG (Nasdaq: TLBK) announced that shareholders approved all agenda items at the annual general meeting, including the re-election of the board and a dividend of CHF 0.40 per share.',
    ],
  }),
]

/** Extension in filing order: the date (wave 1), then a three-month move (wave 2, Atom lane). */
export const harrowgateDate = filing({
  ...HARROWGATE,
  n: 201,
  filed: '2026-01-14',
  accepted: '2026-01-14T12:00:00.000Z',
  item: releaseItem('January 14, 2026'),
  release: [
    'Harrowgate Pharmaceuticals, Inc. (Nasdaq: HRWG) today announced that the FDA has accepted its New Drug Application for cindralast for the treatment of eosinophilic esophagitis. The Prescription Drug User Fee Act (PDUFA) target action date is July 15, 2026.',
  ],
})
export const harrowgateExtension = filing({
  ...HARROWGATE,
  n: 202,
  filed: '2026-06-01',
  accepted: '2026-06-01T13:00:00.000Z',
  item: releaseItem('June 1, 2026'),
  release: [
    "Harrowgate Pharmaceuticals, Inc. (Nasdaq: HRWG) today announced that the FDA has extended the review period for the New Drug Application for cindralast for the treatment of eosinophilic esophagitis by three months. The FDA deemed the additional stability data the company provided at the agency's request to be a major amendment. The new PDUFA target action date is October 15, 2026.",
  ],
})

/** Extension in backfill order: the bare extension (wave 1), then the date it replaced (wave 2, backfill). */
export const corvaneExtension = filing({
  ...CORVANE,
  n: 301,
  filed: '2026-05-20',
  accepted: '2026-05-20T12:30:00.000Z',
  item: releaseItem('May 20, 2026'),
  release: [
    'Corvane Therapeutics, Inc. (Nasdaq: CRVN) today announced that the FDA has extended the review of the New Drug Application for lumaprinil for the treatment of hepatorenal syndrome. The new PDUFA target action date is November 20, 2026. Corvane continues to prepare for launch.',
  ],
})
export const corvaneDate = filing({
  ...CORVANE,
  n: 302,
  filed: '2026-02-10',
  accepted: '2026-02-10T12:30:00.000Z',
  item: releaseItem('February 10, 2026'),
  release: [
    'Corvane Therapeutics, Inc. (Nasdaq: CRVN) today announced that the FDA has accepted for filing its New Drug Application for lumaprinil for the treatment of hepatorenal syndrome. The FDA assigned a PDUFA target action date of August 20, 2026.',
  ],
})

/** The sponsor's date (wave 1), then the approval announced by its licensee, a 6-K filer (wave 2). */
export const meridaleDate = filing({
  ...MERIDALE,
  n: 401,
  filed: '2026-03-02',
  accepted: '2026-03-02T12:00:00.000Z',
  item: releaseItem('March 2, 2026'),
  release: [
    'Meridale Bio, Inc. (Nasdaq: MRDL) today announced that the FDA has accepted its Biologics License Application for dovrelimab (MRD-117) for adults with generalized myasthenia gravis, with a PDUFA target action date of June 12, 2026.',
    // The sponsor names its partner, so the partner's word counts on the decision (issue 26).
    'Meridale develops dovrelimab in partnership with Talbrook Pharma AG.',
  ],
})
export const talbrookApproval = filing({
  ...TALBROOK,
  form: '6-K',
  n: 402,
  filed: '2026-06-01',
  accepted: '2026-06-01T13:05:00.000Z',
  item: 'Report of Foreign Private Issuer. Talbrook Pharma AG hereby furnishes the press release attached as Exhibit 99.1.',
  release: [
    'Talbrook Pharma AG (Nasdaq: TLBK) today announced that the U.S. Food and Drug Administration has approved dovrelimab, developed and licensed by its partner Meridale Bio, for adults with generalized myasthenia gravis. The approval triggers a $25 million milestone payment to Talbrook.',
    "Talbrook's own candidate received a complete response letter in 2024 and is not affected by this decision.",
  ],
})

/** One decision, two companies, the sponsor first: brand (generic) at the sponsor, code (generic) at the partner. */
export const quillonDate = filing({
  ...QUILLON,
  n: 501,
  filed: '2026-04-07',
  accepted: '2026-04-07T12:00:00.000Z',
  item: releaseItem('April 7, 2026'),
  release: [
    'Quillon Pharmaceuticals, Inc. (Nasdaq: QLLN) today announced that the FDA has accepted its New Drug Application for Vantreza (selatrocin) for refractory chronic cough and set a PDUFA date of September 8, 2026.',
    'Quillon develops Vantreza in collaboration with Ferncliff Biologics, Inc.',
  ],
})
export const ferncliffDate = filing({
  ...FERNCLIFF,
  n: 502,
  filed: '2026-06-01',
  accepted: '2026-06-01T13:10:00.000Z',
  item: releaseItem('June 1, 2026'),
  release: [
    'Ferncliff Biologics, Inc. (Nasdaq: FRNC) today noted that its partner Quillon Pharmaceuticals has an FDA decision expected by September 8, 2026 for QP-440 (selatrocin) in refractory chronic cough. Ferncliff is eligible for tiered royalties on net sales.',
  ],
})

/** One decision, two companies, the royalty holder first (with the application number), the sponsor later (without). */
export const kestrelDate = filing({
  ...KESTREL,
  n: 601,
  filed: '2026-05-28',
  accepted: '2026-05-28T12:00:00.000Z',
  item: releaseItem('May 28, 2026'),
  release: [
    'Kestrel Royalty Partners LP (NYSE: KSTR), which holds a royalty on rilvadotide, developed by its partner Sablewood Therapeutics, today noted that the PDUFA target action date for the New Drug Application for rilvadotide (NDA 219876) for short bowel syndrome is December 4, 2026.',
  ],
})
export const sablewoodDate = filing({
  ...SABLEWOOD,
  n: 602,
  filed: '2026-06-01',
  accepted: '2026-06-01T13:15:00.000Z',
  item: releaseItem('June 1, 2026'),
  release: [
    'Sablewood Therapeutics, Inc. (Nasdaq: SBWD) today announced that the FDA has set a goal date of December 4, 2026 for its decision on the New Drug Application for Xenlora (rilvadotide) in short bowel syndrome.',
  ],
})

export const wave1: FakeFiling[] = [
  zelvixRelease,
  orrinPipeline,
  ...noiseFilings,
  harrowgateDate,
  corvaneExtension,
  meridaleDate,
  quillonDate,
  kestrelDate,
]
/** Newer filings the Atom lane's next run reads. */
export const wave2Atom: FakeFiling[] = [
  harrowgateExtension,
  talbrookApproval,
  ferncliffDate,
  sablewoodDate,
]
/** Filed months back and added late: only a backfill over its day finds it. */
export const wave2Backfill: FakeFiling[] = [corvaneDate]

/** The five phrases the old discovery asked full-text search for (services/poller/phrases.ts before issue 14). */
export const oldDiscoveryPhrases = [
  'pdufa',
  'prescription drug user fee act',
  'target action date',
  'goal date',
  'complete response letter',
]
