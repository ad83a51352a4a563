/**
 * Phrasings the extractor was not fitted on: invented companies and drugs (none from the dev cases), ordinary press-release
 * and 6-K wording. Positives state exactly what a reader of the feed gets; when the grammar cannot be sure the date is only
 * reported (medium, not published); hard negatives publish nothing.
 */
import { expect } from 'chai'
import type { Assertion } from '../../schemas/avro/types.js'
import {
  isInnName,
  isWeakStemName,
  looksLikeNonproprietaryName,
} from '../../services/extractor/inn-stems.js'
import { extractAssertionsFromText } from '../../services/extractor/regex-extractor.js'

const FILED = '2025-03-03'
const extract = (text: string): Assertion[] =>
  extractAssertionsFromText(text, { referenceDate: FILED })
const publishedOf = (text: string) =>
  extract(text)
    .filter((a) => a.publishable)
    .map((a) => [a.kind, a.pdufa_date, a.prior_date, a.drug_name])

type Row = [
  name: string,
  text: string,
  kind: Assertion['kind'],
  date: string,
  prior: string | null,
  drug: string,
]

const extensions: Row[] = [
  [
    'partner notified, long passive subject, to D1 from D0',
    'Aldercrest Royalty Corp. today announced that its partner Northbay Therapeutics was notified by the U.S. Food and Drug Administration (FDA) that the PDUFA target action date for the NDA for zelrafib for the treatment of idiopathic pulmonary fibrosis has been extended by three months to September 30, 2025 from June 30, 2025, following the submission of a major amendment.',
    'date_extended',
    '2025-09-30',
    '2025-06-30',
    'zelrafib',
  ],
  [
    'active, by N months, to D1 from D0',
    'The FDA has extended the PDUFA target action date for zelrafib by three months to September 30, 2025 from June 30, 2025.',
    'date_extended',
    '2025-09-30',
    '2025-06-30',
    'zelrafib',
  ],
  [
    'passive, to D1 from D0',
    'The PDUFA target action date for zelrafib has been extended to September 30, 2025 from June 30, 2025.',
    'date_extended',
    '2025-09-30',
    '2025-06-30',
    'zelrafib',
  ],
  [
    'passive, from D0 to D1',
    'The PDUFA target action date for zelrafib has been extended from June 30, 2025 to September 30, 2025.',
    'date_extended',
    '2025-09-30',
    '2025-06-30',
    'zelrafib',
  ],
  [
    'moved, reported speech',
    'Harrow Bio said the FDA moved the PDUFA date for brevotinib from July 1, 2025 to October 1, 2025.',
    'date_extended',
    '2025-10-01',
    '2025-07-01',
    'brevotinib',
  ],
  [
    'postponed',
    'The PDUFA goal date for brevotinib has been postponed to October 1, 2025 from July 1, 2025.',
    'date_extended',
    '2025-10-01',
    '2025-07-01',
    'brevotinib',
  ],
  [
    'pushed out by N months',
    'The PDUFA date for brevotinib was pushed out by three months to October 1, 2025.',
    'date_extended',
    '2025-10-01',
    null,
    'brevotinib',
  ],
  [
    'delayed to',
    'The action date for the sNDA for renzaciclib was delayed to November 20, 2025.',
    'date_extended',
    '2025-11-20',
    null,
    'renzaciclib',
  ],
  [
    'revised',
    'The FDA revised the PDUFA target action date for renzaciclib to November 20, 2025.',
    'date_extended',
    '2025-11-20',
    null,
    'renzaciclib',
  ],
  [
    'review period, by N months, comma, to D',
    'Quillon Therapeutics announced that the FDA extended the review period for the BLA for sarvelimab by three months, to 2 December 2025.',
    'date_extended',
    '2025-12-02',
    null,
    'sarvelimab',
  ],
  [
    'now D1, N months later than D0',
    'The PDUFA date for sarvelimab is now December 2, 2025, three months later than the previously announced date of September 2, 2025.',
    'date_extended',
    '2025-12-02',
    '2025-09-02',
    'sarvelimab',
  ],
  [
    'informed that ... has been moved',
    'The FDA informed Pellucid Pharma that the PDUFA date for venotrexate has been moved to January 9, 2026 from October 9, 2025 to allow time to review a major amendment.',
    'date_extended',
    '2026-01-09',
    '2025-10-09',
    'venotrexate',
  ],
  [
    'new date, (previously D0)',
    'Osmund Holdings plc announced that the FDA has extended the review of the marketing application for luvisiran; the new PDUFA date is 9 January 2026 (previously 9 October 2025).',
    'date_extended',
    '2026-01-09',
    '2025-10-09',
    'luvisiran',
  ],
  [
    'apposition originally D0',
    'The PDUFA date for tezarlimab, originally July 2, 2025, has been extended to October 2, 2025.',
    'date_extended',
    '2025-10-02',
    '2025-07-02',
    'tezarlimab',
  ],
  [
    'the review as passive subject, by the FDA',
    'The review of the tezarlimab BLA has been extended by the FDA to October 2, 2025, from July 2, 2025.',
    'date_extended',
    '2025-10-02',
    '2025-07-02',
    'tezarlimab',
  ],
  [
    'partner informed on the day of telling',
    "Orlan Pharma, Tessera's partner, was informed by the FDA on February 28, 2025 that the PDUFA goal date for lotegrel has been extended to December 30, 2025.",
    'date_extended',
    '2025-12-30',
    null,
    'lotegrel',
  ],
  [
    '6-K, day-month-year, drug in the sentence before',
    'Tessera AG announced that the FDA accepted the NDA for lotegrel. The FDA has informed Tessera that the PDUFA goal date has been extended to 30 September 2025, from 30 June 2025.',
    'date_extended',
    '2025-09-30',
    '2025-06-30',
    'lotegrel',
  ],
  [
    'major amendment resulting in a new date',
    'The FDA determined that the submission of 12-month data for lotegrel constitutes a major amendment, resulting in a new PDUFA date of December 30, 2025.',
    'date_extended',
    '2025-12-30',
    null,
    'lotegrel',
  ],
  [
    'delayed its decision',
    'The FDA has delayed its decision on the NDA for ferazole to January 9, 2026.',
    'date_extended',
    '2026-01-09',
    null,
    'ferazole',
  ],
  [
    "by approximately N months (the hedge is the amount's)",
    'The FDA has pushed back the PDUFA goal date for ralvosertib by approximately three months to 30 September 2025 from 30 June 2025.',
    'date_extended',
    '2025-09-30',
    '2025-06-30',
    'ralvosertib',
  ],
  [
    'apposition and amount set off by commas',
    'Halcyon Bio, Inc. (Nasdaq: HLCY) today announced that the U.S. Food and Drug Administration (FDA) has moved the Prescription Drug User Fee Act (PDUFA) target action date for tarnacept, its investigational therapy for chronic cough, by three months, to 30 September 2025.',
    'date_extended',
    '2025-09-30',
    null,
    'tarnacept',
  ],
]

const dateSets: Row[] = [
  [
    'set a PDUFA goal date of',
    'The FDA set a PDUFA goal date of August 18, 2025 for teprosiran.',
    'date_set',
    '2025-08-18',
    null,
    'teprosiran',
  ],
  [
    'with a target action date of',
    'The NDA for nalveprazole was accepted with a target action date of August 18, 2025.',
    'date_set',
    '2025-08-18',
    null,
    'nalveprazole',
  ],
  [
    'has a PDUFA date of ... for <stem name>',
    'Corvane Pharmaceuticals has a PDUFA date of August 18, 2025 for gavoxetine.',
    'date_set',
    '2025-08-18',
    null,
    'gavoxetine',
  ],
  [
    'PDUFA target action date ... is',
    'The PDUFA target action date for dorelumab is August 18, 2025.',
    'date_set',
    '2025-08-18',
    null,
    'dorelumab',
  ],
  [
    "the agency's action date under PDUFA is",
    "The agency's action date under PDUFA is August 18, 2025 for the NDA for vilacaftor.",
    'date_set',
    '2025-08-18',
    null,
    'vilacaftor',
  ],
  [
    '6-K, accepted for review, day-month-year',
    'Tessera AG announced that the US Food and Drug Administration (FDA) has accepted for review the New Drug Application for lotegrel and has set a target action date of 30 September 2025.',
    'date_set',
    '2025-09-30',
    null,
    'lotegrel',
  ],
  [
    'antibody-drug conjugate, two words',
    'The FDA set a PDUFA date of August 18, 2025 for zanidatamab zovodotin.',
    'date_set',
    '2025-08-18',
    null,
    'zanidatamab zovodotin',
  ],
  [
    'cell therapy, two words',
    'The FDA assigned a PDUFA date of August 18, 2025 to the BLA for obecabtagene autoleucel.',
    'date_set',
    '2025-08-18',
    null,
    'obecabtagene autoleucel',
  ],
  [
    'enzyme with alfa',
    'The FDA accepted the BLA for olipudase alfa with a PDUFA date of July 14, 2025.',
    'date_set',
    '2025-07-14',
    null,
    'olipudase alfa',
  ],
  [
    'gene therapy, two words',
    'The FDA accepted the BLA for tamvelogene sorparvovec with a PDUFA date of July 14, 2025.',
    'date_set',
    '2025-07-14',
    null,
    'tamvelogene sorparvovec',
  ],
  [
    'no stem, <name> for the treatment of',
    "Northbay Therapeutics' tapinarof for the treatment of plaque psoriasis has a PDUFA target action date of October 2, 2025.",
    'date_set',
    '2025-10-02',
    null,
    'tapinarof',
  ],
  [
    'date before the phrase',
    'The FDA has set October 2, 2025 as the PDUFA goal date for tezarlimab.',
    'date_set',
    '2025-10-02',
    null,
    'tezarlimab',
  ],
  [
    'European numeric date',
    'The FDA set a PDUFA date of 30.09.2025 for lotegrel.',
    'date_set',
    '2025-09-30',
    null,
    'lotegrel',
  ],
  [
    'apposition after candidate',
    'The company has a PDUFA date of July 14, 2025 for its lead candidate, dravocept.',
    'date_set',
    '2025-07-14',
    null,
    'dravocept',
  ],
  [
    'decision expected by the PDUFA date',
    'The FDA decision on lotegrel is expected by the PDUFA target date of 30 September 2025.',
    'date_set',
    '2025-09-30',
    null,
    'lotegrel',
  ],
]

const resubmissions: Row[] = [
  [
    'accepted as a complete, class 2 response',
    'The FDA accepted the resubmission of the NDA for corvasartan as a complete, class 2 response and set a new PDUFA goal date of September 9, 2025.',
    'resubmission_date_set',
    '2025-09-09',
    null,
    'corvasartan',
  ],
  [
    'NDA resubmission, new goal date is',
    'The FDA has accepted the NDA resubmission for ferazole as a complete, class 2 response to the CRL and assigned a new PDUFA goal date of January 9, 2026.',
    'resubmission_date_set',
    '2026-01-09',
    null,
    'ferazole',
  ],
]

const outcomes: Row[] = [
  [
    'approved <name> on D',
    'The FDA approved velarsen on February 20, 2025 for the treatment of spinal muscular atrophy.',
    'approval',
    '2025-02-20',
    null,
    'velarsen',
  ],
  [
    'approval of ... was received on D',
    'FDA approval of the NDA for ornitegrast was received on February 20, 2025.',
    'approval',
    '2025-02-20',
    null,
    'ornitegrast',
  ],
  [
    '6-K, approved BRAND (generic) on day-month-year',
    'Tessera AG (the "Company") today reports that the US Food and Drug Administration ("FDA") approved LOTERA (lotegrel) on 27 February 2025.',
    'approval',
    '2025-02-27',
    null,
    'LOTERA',
  ],
  [
    'the approval was granted on D',
    'Tessera announced FDA approval of lotegrel. The approval was granted on February 27, 2025.',
    'approval',
    '2025-02-27',
    null,
    'lotegrel',
  ],
  [
    'granted approval of a gene therapy brand',
    'Velmora Biosciences today announced that the U.S. FDA has granted approval of Ralvexa (amvecogene ralparvovec) on February 28, 2025.',
    'approval',
    '2025-02-28',
    null,
    'Ralvexa',
  ],
  [
    'CRL (CRL) from the FDA on D',
    'Brisa Pharma received a complete response letter (CRL) from the FDA on February 20, 2025 for its NDA for mirodenafil.',
    'crl',
    '2025-02-20',
    null,
    'mirodenafil',
  ],
  [
    '6-K, reported that on D it received a CRL',
    'In a Form 6-K, Tessera reported that on 27 February 2025 it received a complete response letter from the FDA for lotegrel.',
    'crl',
    '2025-02-27',
    null,
    'lotegrel',
  ],
  [
    'on D, the FDA issued a CRL',
    'On 20 February 2025, the FDA issued a complete response letter for the NDA for mirodenafil.',
    'crl',
    '2025-02-20',
    null,
    'mirodenafil',
  ],
]

/** The grammar reads the date but cannot be sure of it: reported for a human, never published. */
const unsure: Array<[string, string, string]> = [
  [
    'a move to an earlier date',
    'The FDA has moved up the PDUFA date for lotegrel to May 30, 2025.',
    '2025-05-30',
  ],
  [
    'expected to be',
    'The PDUFA date for tezarlimab is expected to be September 30, 2025.',
    '2025-09-30',
  ],
  [
    'the timing of the date as a topic',
    'The timing of the PDUFA target action date of September 30, 2025 for tezarlimab is subject to change.',
    '2025-09-30',
  ],
  ['no drug named', 'The agency’s action date under PDUFA is 18 August 2025.', '2025-08-18'],
  [
    'a hypothetical extension',
    'If the FDA extends the review by three months, the new PDUFA date would be December 30, 2025.',
    '2025-12-30',
  ],
  [
    'a move asked for',
    'Halcyon Bio requested that the FDA extend the PDUFA date for zelrafib to September 30, 2025.',
    '2025-09-30',
  ],
  [
    'could receive',
    'Halvern could receive a PDUFA date as early as September 30, 2025 for tezarlimab.',
    '2025-09-30',
  ],
]

/** Hard negatives: nothing is published, and no date is read as a target at all. */
const negatives: Array<[string, string]> = [
  [
    'advisory committee date',
    'An FDA advisory committee meeting to review the NDA for brevotinib has been scheduled for June 12, 2025.',
  ],
  [
    'advisory committee ahead of the PDUFA date',
    'An FDA advisory committee meeting for tovenlimab is scheduled for July 17, 2025, ahead of the PDUFA date.',
  ],
  ['month only', 'The PDUFA target action date for tezarlimab is in September 2025.'],
  ['month only, copula', 'The PDUFA date for tezarlimab is September 2025.'],
  [
    'half-year expectation',
    'Harrow Bio expects a PDUFA date in the second half of 2026 for brevotinib.',
  ],
  [
    'submission deadline',
    'Harrow Bio anticipates submitting the NDA for brevotinib by September 30, 2025.',
  ],
  [
    'submission plan leading to a later PDUFA date',
    'Harrow Bio plans to submit the NDA for brevotinib to the FDA by September 30, 2025, which would lead to a PDUFA date in 2026.',
  ],
  [
    'the date passed without action',
    'The PDUFA date of June 30, 2025 for brevotinib passed without action by the FDA.',
  ],
  [
    'the date passed, no new date',
    'The PDUFA date of June 30, 2025 for brevotinib passed without action, and the FDA has not communicated a new date.',
  ],
  [
    'ANDA with a GDUFA goal date',
    'The FDA accepted the ANDA for generic dapravir tablets with a GDUFA goal date of September 30, 2025.',
  ],
  [
    'generic version',
    'The FDA accepted the ANDA for a generic version of tezarlimab with a goal date of September 30, 2025.',
  ],
  [
    'tentative approval of an abbreviated application',
    'Kestrel received tentative approval for its abbreviated new drug application for olvastatin on February 20, 2025.',
  ],
  [
    'biosimilar',
    'A PDUFA date of September 30, 2025 for the biosimilar to ustekinumab was set by the FDA.',
  ],
  [
    'English words ending in a stem',
    'The database release on June 30, 2025 will increase the purchase of the phase 3 case report forms.',
  ],
  [
    'extension without a new date',
    'Harrow Bio submitted a major amendment on February 14, 2025, and the PDUFA date for brevotinib was extended by three months.',
  ],
  [
    'a call the day after the PDUFA date',
    'Halvern will host a call on September 30, 2025, the day after the PDUFA date for tezarlimab.',
  ],
  [
    'data presentation',
    'Data from the Phase 3 trial of tezarlimab will be presented on September 30, 2025.',
  ],
  [
    'Type A meeting',
    'Halvern will hold a Type A meeting with the FDA on September 30, 2025 regarding tezarlimab.',
  ],
  [
    'other agency',
    'The EMA validated the MAA for brevotinib; a CHMP opinion is expected by September 30, 2025.',
  ],
  [
    'submission date, PDUFA date to come',
    'Halvern submitted the BLA for tezarlimab on September 30, 2024, and expects to receive a PDUFA date from the FDA within 74 days.',
  ],
  [
    'an approval of some earlier month',
    'The FDA approved the NDA for brevotinib in December 2024.',
  ],
  [
    'the date passed, abbreviated month',
    'The PDUFA date of Sept. 30, 2025 for pemlizumab passed without action.',
  ],
]

function expectPublishedExactly([, text, kind, date, prior, drug]: Row): void {
  const all = extract(text)
  expect(publishedOf(text), JSON.stringify(all)).to.deep.equal([[kind, date, prior, drug]])
  const [assertion] = all.filter((a) => a.publishable)
  expect(assertion?.confidence).to.equal('high')
  expect(assertion?.date_confidence).to.equal('confirmed')
}

describe('unseen phrasing', () => {
  for (const [title, rows] of [
    ['extensions', extensions],
    ['dates set', dateSets],
    ['resubmissions', resubmissions],
    ['approvals and CRLs', outcomes],
  ] as const) {
    describe(`${title}: published exactly`, () => {
      for (const row of rows) it(row[0], () => expectPublishedExactly(row))
    })
  }

  it('names the filer a partner when its partner was notified', () => {
    const [assertion] = extract(extensions[0]![1])
    expect(assertion?.role).to.equal('partner')
    expect(assertion?.indication).to.equal('idiopathic pulmonary fibrosis')
  })

  it('names the filer a royalty holder when it holds a royalty interest', () => {
    const [assertion] = extract(
      'Aldercrest Royalty Corp., which holds a royalty interest in zelrafib, announced that the FDA extended the PDUFA date for zelrafib to September 30, 2025.',
    )
    expect([
      assertion?.kind,
      assertion?.pdufa_date,
      assertion?.drug_name,
      assertion?.publishable,
      assertion?.role,
    ]).to.deep.equal(['date_extended', '2025-09-30', 'zelrafib', true, 'royalty_holder'])
  })

  describe('several drugs in one sentence', () => {
    it('D1 for X and D2 for Y', () => {
      expect(
        publishedOf(
          'The FDA has set PDUFA dates of June 30, 2025 for zelrafib and September 30, 2025 for brevotinib.',
        ),
      ).to.deep.equal([
        ['date_set', '2025-06-30', null, 'zelrafib'],
        ['date_set', '2025-09-30', null, 'brevotinib'],
      ])
    })
    it('an extension in one clause does not move the date that remains in the other', () => {
      expect(
        publishedOf(
          'The FDA extended the PDUFA date for zelrafib to September 30, 2025; the PDUFA date for brevotinib remains June 30, 2025.',
        ),
      ).to.deep.equal([
        ['date_set', '2025-06-30', null, 'brevotinib'],
        ['date_extended', '2025-09-30', null, 'zelrafib'],
      ])
    })
    it("the target phrase's own object is the drug, not a name in an aside", () => {
      expect(
        publishedOf('The PDUFA date for zelrafib, a successor to brevotinib, is June 30, 2025.'),
      ).to.deep.equal([['date_set', '2025-06-30', null, 'zelrafib']])
    })
  })

  describe('unsure: reported, not published', () => {
    for (const [name, text, date] of unsure) {
      it(name, () => {
        const all = extract(text)
        expect(
          all.filter((a) => a.publishable),
          JSON.stringify(all),
        ).to.deep.equal([])
        expect(
          all.some(
            (a) =>
              a.pdufa_date === date &&
              a.confidence === 'medium' &&
              a.date_confidence === 'reported',
          ),
          JSON.stringify(all),
        ).to.equal(true)
      })
    }
    it('an ambiguous numeric date is never published', () => {
      expect(publishedOf('The FDA set a PDUFA date of 09.10.2025 for lotegrel.')).to.deep.equal([])
    })
  })

  describe('hard negatives: nothing published; a date read is held back with its reason', () => {
    for (const [name, text] of negatives) {
      it(name, () => {
        const dated = extract(text).filter((a) => a.pdufa_date !== null)
        expect(
          dated.filter((a) => a.publishable),
          JSON.stringify(dated),
        ).to.deep.equal([])
        for (const a of dated) expect(a.reason, JSON.stringify(a)).to.be.a('string')
      })
    }
    it('a risk sentence about the timing of the PDUFA date', () => {
      expect(
        publishedOf(
          'Risks include the timing of the PDUFA date of September 30, 2025 for brevotinib and whether the FDA will approve brevotinib.',
        ),
      ).to.deep.equal([])
    })
    it('forward-looking boilerplate listing the timing of the PDUFA date', () => {
      const text = [
        'Harrow Bio today reported its financial results for the fourth quarter of 2024.',
        'Forward-Looking Statements',
        'This release contains forward-looking statements, including statements regarding the timing of the PDUFA date of September 30, 2025 for brevotinib and the potential approval of brevotinib.',
      ].join('\n\n')
      expect(extract(text)).to.deep.equal([])
    })
    it('a word that ends like an English word is not a drug, so the date is not published', () => {
      const [assertion] = extract('The PDUFA date for the database release is July 14, 2025.')
      expect(assertion?.drug_name).to.equal(null)
      expect(assertion?.publishable).to.equal(false)
    })
  })
})

describe('nonproprietary names by their stems', () => {
  const stemNames = [
    'zelrafib',
    'brevotinib',
    'renzaciclib',
    'sarvelimab',
    'teprosiran',
    'velarsen',
    'dapravir',
    'corvasartan',
    'lotegrel',
    'nalveprazole',
    'pelnatide',
    'vilacaftor',
    'gavoxetine',
    'dravocept',
    'velmostat',
    'omidubicel',
    'sorparvovec',
    'zovodotin',
    'ferazole',
    'venotrexate',
    'tovenlimab-xkzt',
  ]
  for (const word of stemNames)
    it(`${word} is a name`, () => expect(isInnName(word)).to.equal(true))

  it('reads the USAN/INN stem families, not a list of drugs', () => {
    const oneWordPerStem = [
      'corvaximab',
      'delozumab',
      'ravonib',
      'lertinib',
      'pomciclib',
      'zarafenib',
      'tolparib',
      'duvelisib',
      'sotorasib',
      'nemotide',
      'palglutide',
      'pramlintide',
      'selvavir',
      'marprevir',
      'tasbuvir',
      'corvastat',
      'lorsartan',
      'quinolapril',
      'vemolol',
      'fenazole',
      'tervoconazole',
      'amvocillin',
      'doravycycline',
      'levafloxacin',
      'golirsen',
      'tomersen',
      'nusvinersen',
      'tamaleucel',
      'omicel',
      'teprosiran',
      'zelrafib',
      'clopagrel',
      'montalukast',
      'vancomycin',
      'carvoplatin',
      'paclitaxel',
      'irinotecan',
      'methotrexate',
      'alendronate',
      'enoxaparin',
      'alteplase',
      'epoetin',
      'anakinra',
      'degarelix',
      'levonorgestrel',
      'furosemide',
      'famotidine',
      'omeprazole',
      'ondansetron',
      'sumatriptan',
      'atorvastatin',
      'ivacaftor',
      'trametinib',
      'tamvedotin',
      'deruxtecan',
      'datotug',
    ]
    expect(oneWordPerStem.filter((w) => !isInnName(w))).to.deep.equal([])
  })

  const lookalikes = [
    'database',
    'release',
    'increase',
    'purchase',
    'disease',
    'concept',
    'accept',
    'thermostat',
    'peptide',
    'nucleotide',
    'cholesterol',
    'cancel',
    'parcel',
    'interleukin',
    'kinase',
    'surfactant',
    'imidazole',
    'Vericel',
    'Intercept',
    'timeline',
    'Pedersen',
    'Andersen',
    'April',
  ]
  for (const word of lookalikes) it(`${word} is not`, () => expect(isInnName(word)).to.equal(false))

  it('an enzyme name counts only with its stem shape, never an enzyme class or an English word', () => {
    expect(['olipudase', 'pegvaliase', 'dornase'].map(isWeakStemName)).to.deep.equal([
      true,
      true,
      true,
    ])
    expect(
      [
        'database',
        'release',
        'kinase',
        'protease',
        'polymerase',
        'phosphatase',
        'napkin',
        'interleukin',
      ].map(isWeakStemName),
    ).to.deep.equal(Array(8).fill(false))
  })

  it('a lower-case word in a drug position must be shaped like a name', () => {
    expect(
      ['tapinarof', 'acoramidis', 'resmetirom', 'zelrafib'].map(looksLikeNonproprietaryName),
    ).to.deep.equal([true, true, true, true])
    expect(
      [
        'approval',
        'marketing',
        'patients',
        'important',
        'registrational',
        'extended',
        'steroids',
        'database',
        'Zelrafib',
      ].map(looksLikeNonproprietaryName),
    ).to.deep.equal(Array(9).fill(false))
  })
})
