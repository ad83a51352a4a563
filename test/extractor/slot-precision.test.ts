/**
 * Which words a drug slot takes, from probing with invented passages written the way issuers and the trade press write:
 * an indication after a named application ("the Vantrelle NDA for diabetic neuropathic pain"), an English word as
 * the lower-case object of an application ("the NDA for resistant hypertension"), a disease word as a lower-case
 * subject, a route that opens a nonproprietary name; and an adjective of anticipation on a target noun, which is the
 * writer's habit, not a hedge. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

describe('an application named by its product: the "for" phrase after it is the indication', () => {
  for (const [text, drug] of [
    [
      'The Vantrelle NDA for diabetic neuropathic pain remains on track for its October 24, 2025 PDUFA date.',
      'Vantrelle',
    ],
    [
      '- Orvessa (lodanitide) NDA for chronic hypoparathyroidism: PDUFA target action date of October 3, 2025.',
      'Orvessa',
    ],
    [
      'The Quintaro sBLA for pediatric eosinophilic esophagitis remains under review with a PDUFA date of October 30, 2025.',
      'Quintaro',
    ],
  ] as const)
    it(text, () => {
      expect(published(text).map((a) => a[2])).to.deep.equal([drug])
    })
})

describe('a lower-case object or subject is a name only when shaped like one', () => {
  it('an adjective opening an indication is no drug', () => {
    const text =
      'The FDA accepted the NDA for resistant hypertension, with a PDUFA goal date of December 8, 2025.'
    expect(published(text)).to.deep.equal([])
    expect(extract(text)[0]?.reason).to.equal('no_drug')
    expect(
      published(
        'The FDA accepted the NDA for resistant hypertension filed by Halden for Rivexa, with a PDUFA goal date of December 8, 2025.',
      ),
    ).to.deep.equal([['date_set', '2025-12-08', 'Rivexa']])
  })
  it('a disease word is no subject of a review', () => {
    const [a] = extract(
      'The sNDA in pediatric eosinophilic esophagitis remains under review with a PDUFA date of October 30, 2025.',
    )
    expect(a?.drug_name ?? null).to.equal(null)
  })
  it('a shaped nonproprietary name still is', () => {
    expect(
      published('The FDA accepted the NDA for velcaritide with a PDUFA date of October 30, 2025.'),
    ).to.deep.equal([['date_set', '2025-10-30', 'velcaritide']])
  })
  it('a route before the name stays part of it', () => {
    expect(
      published(
        'The FDA accepted the NDA for oral velcaritide, with a PDUFA date of October 30, 2025.',
      ),
    ).to.deep.equal([['date_set', '2025-10-30', 'oral velcaritide']])
  })
})

describe('an adjective of anticipation on the target noun', () => {
  it('publishes a date the agency accepted the application with', () => {
    expect(
      published(
        'The FDA accepted the BLA for KST-204, with an anticipated PDUFA target action date of 20 March 2026.',
      ),
    ).to.deep.equal([['date_set', '2026-03-20', 'KST-204']])
  })
  for (const text of [
    'The expected PDUFA goal date for KST-204 is March 20, 2026.',
    'Kestrel submitted the NDA for KST-204 in May 2025, with an expected PDUFA date of March 20, 2026.',
  ])
    it(`holds a date no acceptance stands behind: ${text}`, () => {
      expect(published(text)).to.deep.equal([])
      expect(extract(text)[0]?.reason).to.equal('hedged')
    })
  it('but a verb of anticipation is still the company projecting', () => {
    const text = 'Harlan anticipates a PDUFA target action date of March 20, 2026 for KST-204.'
    expect(published(text)).to.deep.equal([])
    expect(extract(text)[0]?.reason).to.equal('hedged')
  })
})

describe('a drug named to describe the product is not the product', () => {
  for (const [text, drug] of [
    [
      'The FDA accepted the sBLA for CB-4417 in DLBCL in combination with velnalidomide. The PDUFA date is February 20, 2026.',
      'CB-4417',
    ],
    [
      'The FDA accepted the BLA for Zeltriva for patients with inadequate response to velcodiol. The PDUFA target action date is January 28, 2026.',
      'Zeltriva',
    ],
    [
      'Kestrel said the FDA accepted its BLA for ostrelimab, an oral, selective phosphoinositide 3-kinase delta inhibitor, and set a PDUFA goal date of May 2, 2026.',
      'ostrelimab',
    ],
    [
      'The FDA accepted the NDA for KB-220, a Quorvix therapeutic equivalent. The FDA set a target goal date of 2 May 2026.',
      'KB-220',
    ],
    [
      'The FDA accepted our sBLA for NB-330, a bispecific antibody, in combination with toravasone, and assigned a PDUFA date of February 11, 2026.',
      'NB-330',
    ],
    [
      'The FDA accepted the NDA for Dermivo (clobetasol foam, 0.05%) for scalp psoriasis. The target action date is December 23, 2025.',
      'Dermivo',
    ],
    ['The FDA extended the PDUFA action date for Zentrics’ zelrafib to May 2, 2026.', 'zelrafib'],
  ] as const)
    it(text, () => {
      expect(published(text).map((a) => a[2])).to.deep.equal([drug])
    })
  it('a cause of the indication stays in the indication', () => {
    const [a] = published(
      'Kestrel resubmitted its application seeking approval of Zelvora for the prevention of hearing loss associated with corplatin chemotherapy. The agency set a target action date of May 2, 2026.',
    )
    expect(a?.[2]).to.equal('Zelvora')
  })
})

describe('an indication in a drug slot', () => {
  it('a short acronym of capitals alone is a disease', () => {
    const text =
      'Norvale said the FDA granted Priority Review for PKD and assigned a PDUFA target action date of February 10, 2026.'
    expect(published(text)).to.deep.equal([])
    expect(extract(text)[0]?.reason).to.equal('no_drug')
  })
  it('unless its dosage form or its indication follows', () => {
    expect(
      published(
        'The FDA accepted the NDA for KBX capsules and assigned a PDUFA target action date of August 11, 2026.',
      ),
    ).to.deep.equal([['date_set', '2026-08-11', 'KBX']])
    expect(
      published(
        'The FDA accepted the BLA for DAXO as a treatment for glabellar lines, with a PDUFA date of August 11, 2026.',
      ),
    ).to.deep.equal([['date_set', '2026-08-11', 'DAXO']])
  })
  it('an eponym before "syndrome" is a disease', () => {
    const text =
      'The FDA accepted the sNDA for Harlan-Voss syndrome and set a PDUFA date of March 14, 2026.'
    expect(published(text)).to.deep.equal([])
  })
})

describe('words that open a sentence or a heading are no drug', () => {
  it('a number word, a document part', () => {
    expect(
      published(
        'Four months after Kestrel disclosed the FDA had pushed out the PDUFA date for velcaritide to June 26, 2025, the company said it is preparing for launch.',
      ),
    ).to.deep.equal([['date_extended', '2025-06-26', 'velcaritide']])
    const text = 'The PDUFA date for Part 2 of the NDA is December 30, 2025.'
    expect(published(text)).to.deep.equal([])
  })
  it('a title-case indication in a headline', () => {
    expect(
      published(
        'FDA Accepts KX1 BLA Resubmission for Advanced Melanoma\nThe FDA set a PDUFA date of April 10, 2026.',
      ),
    ).to.deep.equal([['resubmission_date_set', '2026-04-10', 'KX1']])
  })
})

describe('an apposition after a name describes it; it is no next item of a list', () => {
  for (const [text, drug] of [
    ['ORS-412, an oral IL-13 inhibitor, has a PDUFA date of January 30, 2026.', 'ORS-412'],
    [
      'The FDA accepted our NDA for dovramilast, an oral PDE4 inhibitor, and set a PDUFA date of February 18, 2026.',
      'dovramilast',
    ],
    [
      'The FDA has accepted the BLA for linzetamab, a CD20xCD3 bispecific T-cell engager, for follicular lymphoma. The FDA assigned a PDUFA target action date of January 8, 2026.',
      'linzetamab',
    ],
  ] as const)
    it(text, () => {
      expect(published(text).map((a) => a[2])).to.deep.equal([drug])
    })
})

describe('an "About" heading over a disease the text writes in lower case', () => {
  it('names no product', () => {
    expect(
      published(
        'The FDA has accepted the NDA for BRL-220 for tardive dyskinesia. The PDUFA target action date is March 14, 2026.\nAbout Tardive Dyskinesia\nIt is a movement disorder.',
      ),
    ).to.deep.equal([['date_set', '2026-03-14', 'BRL-220']])
  })
})

describe('a lower-case nonproprietary name with no known stem, in an application slot', () => {
  for (const [text, drug] of [
    [
      'The FDA accepted the New Drug Application for bramolinate and assigned a PDUFA date of March 1, 2026.',
      'bramolinate',
    ],
    [
      'The FDA accepted the New Drug Application for velmotide-SC and assigned a PDUFA date of March 1, 2026.',
      'velmotide-SC',
    ],
  ] as const)
    it(text, () => {
      expect(published(text).map((a) => a[2])).to.deep.equal([drug])
    })
  it('"Marketing Authorization Application" names no drug', () => {
    const text =
      'The FDA has assigned a PDUFA date of February 2, 2026. Kestrel also submitted a Marketing Authorization Application to the EMA.'
    expect(extract(text).map((a) => a.reason)).to.deep.equal(['no_drug'])
  })
})

describe('an adjective of anticipation after the acceptance the sentence before tells', () => {
  it('is no hedge', () => {
    expect(
      published(
        'The FDA accepted the NDA for PNT-302 and granted Priority Review. The Company has an anticipated PDUFA target action date of June 13, 2026.',
        '2025-12-15',
      ),
    ).to.deep.equal([['date_set', '2026-06-13', 'PNT-302']])
  })
  it('without an acceptance it stays a projection', () => {
    const text =
      'Kestrel submitted the NDA for PNT-302 in May. The Company has an anticipated PDUFA target action date of June 13, 2026.'
    expect(extract(text, '2025-12-15').map((a) => a.reason)).to.deep.equal(['hedged'])
  })
})
