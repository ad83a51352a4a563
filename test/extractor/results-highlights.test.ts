/**
 * Shapes of quarterly and annual results releases read in session 19 (s19-results, set r39): a headline bullet's brand
 * "Approved by FDA as" a therapy, an all-caps brand accepted for review with its action date, "market approval" as the
 * approval's kind, an annual letter's year in review, an application whose product the sentence describes and does not
 * name, two INN stems, an approval noun told as done by "recent", a bullet's approval noun and its receipt, and an all-caps brand alone on its line over its items. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { heldAs, published } from './readings.js'

describe('results releases: headline bullets and highlights (session 19, s19-results)', () => {
  for (const [text, filed, rows] of [
    [
      "- Kestrel's ZELVORA(TM) (tavrunosin) Approved by FDA as First and Only Therapy to Reduce Fabry Crises; Commercial Availability Expected in Early April -",
      '2026-02-25',
      [['approval', null, 'ZELVORA']],
    ],
    [
      'Ostrelva(R) (pelrafib) Approved by FDA for Adults with Chronic Gout; Launch Planned for the Second Quarter',
      '2026-02-25',
      [['approval', null, 'Ostrelva']],
    ],
    [
      'OSTRELVA has been accepted for Priority Review by the FDA with an action date of September 30, 2026, under the PDUFA.',
      '2026-08-28',
      [['date_set', '2026-09-30', 'OSTRELVA']],
    ],
    [
      'Applications for market approval of zelvatamab submitted in three regions Events during the first quarter \u00b7 On January 9, the FDA approved zelvatamab (Ostrelva\u2122) for early Fabry disease',
      '2026-04-22',
      [['approval', '2026-01-09', 'zelvatamab']],
    ],
    [
      '2026 has been a landmark year for Kestrel, and on December 4, 2026 the FDA approved Zelvora for adults with Fabry disease.',
      '2026-12-15',
      [['approval', '2026-12-04', 'Zelvora']],
    ],
    [
      '2025 was a year of firsts for Kestrel, and on December 20, 2025 the FDA approved Zelvora (tavrunosin) for adults with Fabry disease.',
      '2026-01-08',
      [['approval', '2025-12-20', 'Zelvora']],
    ],
    [
      '\u2022 U.S. FDA approval of OSTRELVA\u00ae (pelrafib) received on January 12, 2026',
      '2026-02-25',
      [['approval', '2026-01-12', 'OSTRELVA']],
    ],
    [
      '- FDA Approval of ZELVORA(TM) (tavrunosin) for Fabry Disease Received in January -',
      '2026-02-25',
      [['approval', null, 'ZELVORA']],
    ],
    [
      'Pipeline Highlights\n\nZELVORA (tavrulimab)\n\u2022 NDA accepted with Priority Review; PDUFA target action date of September 12, 2026',
      '2026-05-07',
      [['date_set', '2026-09-12', 'ZELVORA']],
    ],
    [
      'Halden completed its studies of kestovaptan last year. The FDA has accepted the NDA and set a PDUFA date of May 19, 2027.',
      '2026-08-05',
      [['date_set', '2027-05-19', 'kestovaptan']],
    ],
    [
      'The results of the study support the recent FDA approval of Zelvora in infants 3 to 6 months of age.',
      '2026-08-08',
      [['approval', null, 'Zelvora']],
    ],
    [
      'Following the recent FDA approval of Ostrelva for adults with chronic gout, Halden expanded its sales force.',
      '2026-05-06',
      [['approval', null, 'Ostrelva']],
    ],
    [
      'The NDA for our product candidate Zelvora has a PDUFA date of November 13, 2026.',
      '2026-03-20',
      [['date_set', '2026-11-13', 'Zelvora']],
    ],
  ] as const)
    it(`reads: ${text}`, () => expect(published(text, filed)).to.deep.equal(rows))

  for (const [text, filed] of [
    // A designation, not an approval; another agency's; no product marked.
    [
      "- Kestrel's ZELVORA(TM) (tavrunosin) Approved by FDA as an Orphan Drug for Fabry Disease -",
      '2026-02-25',
    ],
    [
      'Zelvora (tavrunosin) approved by FDA as a Breakthrough Therapy for Fabry Disease',
      '2026-02-25',
    ],
    [
      "- Kestrel's ZELVORA(TM) (tavrunosin) Approved by EMA as First Therapy for Fabry Disease -",
      '2026-02-25',
    ],
    ['Drugs Approved by FDA as First Therapies in 2025 Drove Sector Gains', '2026-02-25'],
    // An abstract accepted for presentation is no application under review.
    [
      "KESTREL's abstract has been accepted for presentation at the annual meeting on September 30, 2026.",
      '2026-06-02',
    ],
    // Last year's approval told in an annual letter's year in review.
    [
      'Dear Stockholders, 2025 was a transformational year for Kestrel with the approval of ZELVORA\u00ae (tavrunosin) tablets, the first and only evidence-based, FDA approved treatment for adults with Fabry disease.',
      '2026-04-10',
    ],
    [
      '2025 proved to be a pivotal year for Halden with the FDA approval of Ostrelva (pelrafib), our first commercial product.',
      '2026-03-02',
    ],
    // An approval noun with no adjective of time (named, not narrated); a rival's; another agency's.
    [
      'Following the FDA approval of Zelvora, Kestrel earned a $5 million milestone payment.',
      '2026-08-08',
    ],
    [
      "A recent FDA approval of a rival therapy weighed on Kestrel's shares during the quarter.",
      '2026-08-08',
    ],
    ['Sales in Europe grew after the recent EMA approval of Zelvora in adolescents.', '2026-08-08'],
    // An approval expected, no receipt; an application's receipt by the agency.
    [
      '\u2022 FDA approval of ZELVORA\u00ae (tavrunosin) expected in the first half of 2026',
      '2026-02-25',
    ],
    [
      '\u2022 FDA approval application for Zelvora received by the FDA on January 12, 2026',
      '2026-02-25',
    ],
    // Submissions of a market approval application elsewhere.
    [
      'Applications for market approval of Zelvora were submitted in the EU and Japan during the quarter.',
      '2026-03-20',
    ],
  ] as const)
    it(`publishes nothing: ${text}`, () => expect(published(text, filed)).to.deep.equal([]))

  for (const [text, filed, held] of [
    [
      'The NDA resubmission for Zelvora for Fabry disease has also been accepted for review. Additionally, the Biologics License Application (BLA) for Kestrel\u2019s gene therapy for Aromatic Keto Acid Deficiency is on schedule for a regulatory action date of November 13, 2026.',
      '2026-10-29',
      ['resubmission_date_set', '2026-11-13', 'no_drug'],
    ],
    [
      'Zelvora remains under review. The BLA for our cell therapy for Halden syndrome has a PDUFA date of August 21, 2026.',
      '2026-03-20',
      ['date_set', '2026-08-21', 'no_drug'],
    ],
  ] as const)
    it(`holds a described application's date as no drug's: ${text}`, () => {
      expect(published(text, filed)).to.deep.equal([])
      expect(heldAs(text, filed)).to.deep.include(held)
    })
})
