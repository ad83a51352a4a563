/**
 * Wire copy of outcomes (real set r14): the agency with a bare weekday before its verb ("the FDA Friday approved X"),
 * a letter's product after "related to" or behind "the US Food and Drug Administration" (no dots), the brand a product
 * is "to be sold as", a device named by its head noun, and the agency's own dated line. Each reading
 * beside a trap. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extractText } from '../../services/extractor/extract.js'
import { published } from './readings.js'

describe('wire copy of outcomes', () => {
  describe('a bare weekday between the agency and its verb', () => {
    // A bare weekday, wire style, dates the decision as "on Friday" does (2.53.0; it was left undated before the
    // weekday convention of 2.50.0); "late Tuesday" dates the decision the latest Tuesday on or before the filing
    // (weekday-decisions.ts; FILED is a Monday, so six days back).
    for (const [text, date, drug] of [
      [
        'Washington, DC - The U.S. Food and Drug Administration Friday approved Tessavy (merodrine and ethinyl estradiol vaginal ring), a contraceptive for women.',
        '2025-05-30',
        'Tessavy',
      ],
      [
        'The FDA late Tuesday approved Pelvoria for adults with moderate asthma.',
        '2025-05-27',
        'Pelvoria',
      ],
    ] as const)
      it(text, () => expect(published(text)).to.deep.equal([['approval', date, drug]]))
    for (const text of [
      'The FDA Friday approved the Halvern Septal Occluder device for adults after a stroke.',
      'The FDA Monday approved the amended protocol for the Pelvoria trial.',
      'The European Commission Friday approved Tessavy for women in the EU.',
    ])
      it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
  })

  describe("a letter's product after 'related to', and the agency written 'US'", () => {
    for (const text of [
      'Corvane Therapeutics said Friday it has received a complete response letter from the US Food and Drug Administration related to Velmistra as an adjunct to insulin therapy.',
      'Corvane Therapeutics said it has received a complete response letter from the FDA relating to Velmistra.',
      'Corvane Therapeutics said it has received a complete response letter from the US Food and Drug Administration concerning Velmistra.',
    ])
      it(text, () => expect(published(text)).to.deep.equal([['crl', null, 'Velmistra']]))
    for (const text of [
      'Corvane Therapeutics said it expects a complete response letter from the US Food and Drug Administration related to Velmistra.',
      'Corvane Therapeutics said the FDA had sent a complete response letter related to Velmistra in November 2019, before its approval in 2021.',
    ])
      it(`trap: ${text}`, () =>
        expect(published(text).filter((r) => r[0] === 'crl')).to.deep.equal([]))
  })

  describe('the brand a product is sold under, named by the sales clause', () => {
    for (const [text, drug] of [
      [
        'The Food and Drug Administration approved the twice-daily drug, to be sold as Pelvoria Breeze, to treat symptoms of chronic obstructive pulmonary disease.',
        'Pelvoria Breeze',
      ],
      [
        'The Food and Drug Administration approved the once-daily pill, which will be marketed under the brand name Zelvora, for adults with gout.',
        'Zelvora',
      ],
    ] as const)
      it(text, () => expect(published(text)).to.deep.equal([['approval', null, drug]]))
    for (const text of [
      'Halvern said its drug, sold as Pelvoria in Europe, received a positive CHMP opinion.',
      'The European Commission approved the once-daily pill, to be marketed as Zelvora, for adults with gout.',
      'The FDA is expected to approve the once-daily pill, to be sold as Zelvora, later this year.',
      'For the first time, the FDA has approved an oral botanical. The first such approval was granted in 2006 for a topical extract marketed as Veltrene (sinecatechol).',
    ])
      it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
  })

  describe('a device named by its head noun is no PDUFA decision (a laser, a valve, a stent)', () => {
    for (const text of [
      'May 13, 2025 - FDA approves Orvane Femtosecond Laser to surgically treat nearsightedness',
      'The FDA approved the Halvern Aortic Valve for patients at intermediate surgical risk.',
      'The U.S. Food and Drug Administration today approved the Tessaly Coronary Stent.',
    ])
      it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
    for (const [text, drug] of [
      ['The FDA approved Zelvora Pen for adults with severe hypoglycemia.', 'Zelvora'],
      ['The FDA approved Velmistra for valve replacement patients at risk of clots.', 'Velmistra'],
    ] as const)
      it(text, () =>
        expect(published(text).map((r) => [r[0], r[2]])).to.deep.include.members([
          ['approval', drug],
        ]),
      )
  })

  describe("the agency's own dated line: 'D - FDA approves X' dates the decision", () => {
    it('a list line of the agency', () =>
      expect(
        published(
          'May 23, 2025 - FDA approves expanded indications for Ilvara for three rare diseases',
        ),
      ).to.deep.equal([['approval', '2025-05-23', 'Ilvara']]))
    it('a timeline line with a colon', () =>
      expect(published('- May 21, 2025: FDA approves Pelvoria')).to.deep.equal([
        ['approval', '2025-05-21', 'Pelvoria'],
      ]))
    for (const text of [
      'WALTHAM, Mass., May 21, 2025 - Kestrel Bio, Inc. announced today that the FDA has approved Zelvora for adults with gout.',
      'May 21, 2025 - Kestrel Bio announced that the FDA approved Zelvora for adults with gout.',
    ])
      it(`trap (a release's dateline, the company its subject): ${text}`, () =>
        expect(published(text)).to.deep.equal([['approval', null, 'Zelvora']]))
    it('trap: a dated line of an acceptance, not of a decision', () =>
      expect(
        published('- December 15, 2024: NDA for Pelvoria accepted by the FDA').filter(
          (r) => r[0] === 'approval',
        ),
      ).to.deep.equal([]))
  })
})

describe("the trade press's nod for a product (the product after 'for')", () => {
  for (const text of [
    'Norvale wins FDA OK for Zelvora in plaque psoriasis.',
    'Norvale gets FDA okay for Zelvora.',
    'Norvale won the FDA nod for Zelvora, the company said.',
  ])
    it(text, () => expect(published(text)).to.deep.equal([['approval', null, 'Zelvora']]))
  for (const text of [
    'Norvale wins FDA OK to start a trial of Zelvora.',
    'Norvale gets FDA okay to begin a Phase 3 study of Zelvora.',
    'Norvale won FDA OK for a Phase 2 trial of Zelvora.',
    'Norvale expects to win FDA OK for Zelvora next year.',
  ])
    it(`trap: ${text}`, () =>
      expect(published(text).filter((r) => r[0] === 'approval')).to.deep.equal([]))
})

describe('the company that receives an approval from the U.S. FDA for its product', () => {
  for (const text of [
    'Norvale received approval from the U.S. FDA for Zelvora.',
    'Norvale has received approval from the U.S. FDA for Zelvora in adults with plaque psoriasis.',
  ])
    it(text, () => expect(published(text)).to.deep.equal([['approval', null, 'Zelvora']]))
  // The product as the subject, with no object after the agency, is still the product.
  it('Zelvora received approval from the U.S. FDA.', () =>
    expect(published('Zelvora received approval from the U.S. FDA.')).to.deep.equal([
      ['approval', null, 'Zelvora'],
    ]))
  for (const text of [
    'Norvale received approval from the U.S. FDA to begin a Phase 3 trial of Zelvora.',
    'Norvale received approval from the U.S. FDA for its IND for Zelvora.',
  ])
    it(`trap: ${text}`, () =>
      expect(published(text).filter((r) => r[0] === 'approval')).to.deep.equal([]))
})

describe("the country before the agency written 'US' or 'United States' (as 'U.S.')", () => {
  for (const text of [
    'Norvale received approval from the US FDA for Zelvora.',
    'Norvale Inc. received approval from the United States FDA for Zelvora.',
  ])
    it(text, () => expect(published(text)).to.deep.equal([['approval', null, 'Zelvora']]))
  for (const text of [
    'Norvale received approval from the US FDA to begin a Phase 3 trial of Zelvora.',
    'Norvale received approval from the US FDA for its IND for Zelvora.',
  ])
    it(`trap: ${text}`, () =>
      expect(published(text).filter((r) => r[0] === 'approval')).to.deep.equal([]))
})

describe('a pathogen or disease word before a product noun (no name, no alias)', () => {
  it('keeps the plain product and gives it no pathogen alias', () => {
    const [a] = extractText('Norvale won the FDA nod for its Ebola vaccine on March 3, 2027.', {
      referenceDate: '2027-03-05',
    })
    expect([a?.drug_name, a?.drug_aliases]).to.deep.equal(['Ebola vaccine', []])
  })
  it("keeps a product's own alias", () => {
    const [a] = extractText(
      'Norvale announced that the FDA approved Zelvora (velmarvax), its Zika vaccine, on March 3, 2027.',
      { referenceDate: '2027-03-05' },
    )
    expect([a?.drug_name, a?.drug_aliases]).to.deep.equal(['Zelvora', ['velmarvax']])
  })
  it('trap: a disease word before "treatment" publishes no product', () =>
    expect(
      published('Norvale won the FDA nod for its Dengue treatment on March 3, 2027.'),
    ).to.deep.equal([]))
})
