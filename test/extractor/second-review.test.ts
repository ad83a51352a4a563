/**
 * Defects a code review found in this round's rules, each shown by the reviewer with an invented passage and now read
 * right: a move that may come to a new date, a decision on another indication told only by a paraphrase, an estimate of
 * the agency's timing, a projection under a condition on the filing, a negated date beside "respectively", an earlier
 * cycle's move, a goal stated from a submission, a pluperfect date that is another cycle's or the company's, a disease in
 * a product's place, a grant of priority review denied or conditional, and "X's new drug application". Sentences
 * written for the reviewer's probes, invented names.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

const FILED = '2025-10-01'
const reasons = (text: string, filed = FILED) =>
  extract(text, filed).map((a) => [a.kind, a.pdufa_date, a.publishable ? 'PUB' : a.reason])

describe('a second review of the rules: moves and decisions', () => {
  it('a move that may come to a new date leaves the set date standing and publishes no new one', () => {
    expect(
      reasons(
        'Kestrel Therapeutics submitted an NDA for Zelvora with a PDUFA date of March 5, 2026. A major amendment may result in an extension of the PDUFA date to June 5, 2026.',
      ),
    ).to.deep.equal([
      ['date_set', '2026-03-05', 'PUB'],
      ['date_extended', '2026-06-05', 'hedged'],
    ])
  })
  it("a supplement's date beside an approval that names no other indication is the decided one's", () => {
    expect(
      reasons(
        "Kestrel announced that the FDA approved Zelvora on August 30, 2025. The Company's supplemental NDA for Zelvora has a PDUFA goal date of September 28, 2025.",
        '2025-09-01',
      ),
    ).to.deep.equal([
      ['approval', '2025-08-30', 'PUB'],
      ['date_set', '2025-09-28', 'superseded_by_outcome'],
    ])
  })
  it('a paraphrase of the approved indication is the same indication', () => {
    expect(
      published(
        'Kestrel announced that the FDA approved Zelvora for the treatment of adults with relapsing multiple sclerosis. The PDUFA goal date for Zelvora for the treatment of relapsing forms of MS was September 28, 2025.',
        '2025-09-01',
      ).map((a) => a[0]),
    ).to.deep.equal(['approval'])
  })
  it('an earlier cycle\'s move does not make the resubmission\'s "new PDUFA date" a move', () => {
    expect(
      reasons(
        'In 2024, the FDA extended the PDUFA date for Zelvora by three months to November 5, 2024. The FDA then issued a complete response letter for Zelvora. Kestrel resubmitted the NDA for Zelvora in August 2025. The FDA accepted the resubmission as a Class 2 resubmission. The new PDUFA date for Zelvora is February 5, 2026.',
      ),
    ).to.deep.equal([
      ['date_extended', '2024-11-05', 'implausible'],
      ['crl', null, 'earlier_cycle'],
      ['resubmission_date_set', '2026-02-05', 'PUB'],
    ])
  })
})

describe('a second review of the rules: projections', () => {
  for (const text of [
    'Kestrel plans to submit the NDA for Zelvora in December 2025, and the FDA is likely to complete its standard review by October 5, 2026.',
    'If the NDA is accepted for filing, Kestrel believes the FDA could meet a PDUFA date of June 5, 2026 for Zelvora.',
    'Kestrel submitted its NDA for Zelvora in August. If the NDA is accepted, Kestrel would expect a decision on the PDUFA date of June 5, 2026.',
    "Kestrel submitted the NDA for Zelvora on March 2, 2026. The FDA's goal for completing its review is ten months from the submission date of March 2, 2026.",
    'Kestrel submitted the NDA for Zelvora. The FDA has not granted priority review to the application. Kestrel has an anticipated PDUFA date of June 5, 2026.',
    'Kestrel has requested priority review for the Zelvora NDA. If the FDA grants priority review, the review will take six months. The anticipated PDUFA date is June 5, 2026.',
  ])
    it(text, () => {
      expect(published(text)).to.deep.equal([])
    })
})

describe('a second review of the rules: tense, negation and names', () => {
  it('a negated date beside "respectively" takes no item', () => {
    expect(
      published(
        'The PDUFA target action dates for Zelvora and Ostrelva are June 5, 2026 and July 9, 2026, respectively; the FDA has not set a PDUFA date of March 3, 2026 for either.',
      ),
    ).to.deep.equal([
      ['date_set', '2026-06-05', 'Zelvora'],
      ['date_set', '2026-07-09', 'Ostrelva'],
    ])
  })
  for (const text of [
    'Prior to the complete response letter, the FDA had set a PDUFA date of November 5, 2025 for Zelvora.',
    'Kestrel had set an internal target of a PDUFA date of June 5, 2026 for Zelvora.',
  ])
    it(`a pluperfect date that is another cycle's or the company's: ${text}`, () => {
      expect(published(text)).to.deep.equal([])
    })
  it('a disease before a parenthesised date is no product', () => {
    expect(
      published(
        'Kestrel expects an FDA approval decision for Hypertension (PDUFA date June 5, 2026) for its drug Zelvora.',
      ).map((a) => a[2]),
    ).to.not.include('Hypertension')
  })
  it("a disease's acronym with its expansion is no product", () => {
    expect(
      extract(
        'Kestrel said the FDA set a PDUFA target action date of June 5, 2026 for the sNDA for HAE (hereditary angioedema) for the prevention of attacks in children aged 2 to 11.',
      ).map((a) => a.drug_name),
    ).to.deep.equal([null])
  })
  it('"X\'s new drug application" is the product\'s', () => {
    expect(
      published(
        "The FDA set a PDUFA target action date of June 5, 2026 for Zelvora's new drug application.",
      ),
    ).to.deep.equal([['date_set', '2026-06-05', 'Zelvora']])
  })
  it('a new date the FDA will provide only if the review is extended lapses nothing', () => {
    expect(
      published(
        'The FDA set a PDUFA target action date of June 5, 2026 for Zelvora. If the review is extended, a new target action date will be provided by the FDA.',
      ),
    ).to.deep.equal([['date_set', '2026-06-05', 'Zelvora']])
  })
})

describe('two gene therapies that share a word of their names', () => {
  const text =
    'The FDA has extended the review period for the BLAs for its gene therapies.\n- The agency has pushed the applications for velibeglogene autotemcel (veli-cel) for beta-thalassemia and orivaldogene autotemcel (ori-cel) for a leukodystrophy.\n- The revised PDUFA goal dates for veli-cel and ori-cel are August 19, 2026, and September 16, 2026.'
  it('stay two drugs, each with its own names', () => {
    const found = extract(text, '2026-01-18').filter((a) => a.publishable)
    expect(found.map((a) => [a.kind, a.pdufa_date, a.drug_name, a.drug_aliases])).to.deep.equal([
      ['date_extended', '2026-08-19', 'veli-cel', ['velibeglogene autotemcel']],
      ['date_extended', '2026-09-16', 'ori-cel', ['orivaldogene autotemcel']],
    ])
  })
})
