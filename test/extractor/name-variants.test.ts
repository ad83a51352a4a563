/**
 * The name a published row carries (session 18, s18-names): a description's head before the name, a hyphenated one
 * included ("the dual GLP1-agonist X", "the antibody-drug conjugate x y"), is no word of the name; the modifying word
 * of a two-word nonproprietary name (an ester, a conjugated toxin: "x diftitox", "x lauroxil", "x bunod") is; a salt
 * written as its abbreviation ("x HBr", "x HCl") or an amino acid counter-ion ("x lysine") stays with the name as the
 * spelled salt does. Each reading beside its traps. Sentences written for this test, invented names; the filing is
 * dated 2025-06-02.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

const drugsOf = (text: string): unknown[] => published(text).map((r) => r[2])

describe('the name a published row carries', () => {
  describe("a description's head before the name", () => {
    for (const [text, drug] of [
      [
        "The FDA on Thursday rejected Kestrel Bio's HER3-targeted antibody-drug conjugate tovatumab deruxtecan in a Complete Response Letter.",
        'tovatumab deruxtecan',
      ],
      [
        'The FDA on Friday rejected the antibody-drug conjugate velatuzumab vedotin in a Complete Response Letter.',
        'velatuzumab vedotin',
      ],
      [
        'Kestrel Bio said the FDA set a PDUFA date of October 9, 2025 for its GLP1-agonist Zelvora.',
        'Zelvora',
      ],
      // before the brand's parenthesis of its nonproprietary name
      [
        'The FDA on May 13th approved the dual GIPR-GLP1-agonist Zelvora® (tovaglutide) from Kestrel Bio for obesity.',
        'Zelvora',
      ],
    ] as const)
      it(text, () => expect(drugsOf(text)).to.deep.equal([drug]))
    for (const [text, drug] of [
      // the class noun after the name is the name's description, never its word
      [
        'The FDA approved Zelvora, a GLP1 agonist, for adults with obesity on May 30, 2025.',
        'Zelvora',
      ],
      // a brand whose own word holds a hyphen keeps it
      ['The PDUFA date for Zel-Vora is October 9, 2025.', 'Zel-Vora'],
      // a brand of two words before its parenthesis stays whole
      ['The FDA set a PDUFA date of October 9, 2025 for Zelvora Pen (tovaglutide).', 'Zelvora Pen'],
    ] as const)
      it(`trap: ${text}`, () => expect(drugsOf(text)).to.deep.equal([drug]))
  })

  describe('the modifying word of a two-word nonproprietary name', () => {
    for (const [text, drug] of [
      [
        'Kestrel Bio announced the FDA has accepted the BLA for velileukin diftitox, a fusion protein. The PDUFA date is September 28, 2025.',
        'velileukin diftitox',
      ],
      [
        'Kestrel Bio has a PDUFA date of August 22, 2025 for its tovaprazole lauroxil, a once-monthly injectable.',
        'tovaprazole lauroxil',
      ],
      [
        'The FDA has set a PDUFA date of August 24, 2025 for the NDA for velaprostene bunod ophthalmic solution, 0.024%.',
        'velaprostene bunod',
      ],
    ] as const)
      it(text, () => expect(drugsOf(text)).to.deep.equal([drug]))
    for (const [text, drug] of [
      // a capitalised brand before a modifier word read as English stays the brand alone
      ['The PDUFA date for Zelvora is August 24, 2025, the company said.', 'Zelvora'],
      // an English word after the name is no modifier
      ['The PDUFA date for tovaprazole tablets is August 24, 2025.', 'tovaprazole'],
    ] as const)
      it(`trap: ${text}`, () => expect(drugsOf(text)).to.deep.equal([drug]))
  })

  describe("a salt's abbreviation and an amino acid counter-ion", () => {
    for (const [text, drug] of [
      [
        'Kestrel Bio said the FDA granted priority review to its application for tovapenem HBr oral tablets and set a target action date of June 27, 2025.',
        'tovapenem HBr',
      ],
      [
        'Kestrel Bio said the FDA is set to decide on whether tovazolam lysine is good enough for approval, with a PDUFA date of September 16, 2025.',
        'tovazolam lysine',
      ],
    ] as const)
      it(text, () => expect(drugsOf(text)).to.deep.equal([drug]))
    for (const [text, drug] of [
      // the abbreviation alone, after no name, is no part of one
      ['The PDUFA date for Zelvora is June 27, 2025; HBr levels were normal.', 'Zelvora'],
      // an amino acid before the name, not after it, is no counter-ion of it
      ['The PDUFA date for tovazolam, a lysine analogue, is September 16, 2025.', 'tovazolam'],
    ] as const)
      it(`trap: ${text}`, () => expect(drugsOf(text)).to.deep.equal([drug]))
  })
})

describe('a nonproprietary name in its own case', () => {
  for (const [text, drug] of [
    [
      'PDUFA Date for Tovaclomab Set for March 23, 2026\nKestrel said on June 1 that the FDA has accepted its application for tovaclomab, a treatment for gout.',
      'tovaclomab',
    ],
    [
      'Tovarsen is an investigational medicine. Kestrel said its NDA for tovarsen has a PDUFA date of August 21, 2025.',
      'tovarsen',
    ],
    // a two-word name whose first word opens the line
    ['Tovatuzumab govitecan has a PDUFA date of January 18, 2026.', 'Tovatuzumab govitecan'],
  ] as const)
    it(text, () => expect(drugsOf(text)).to.deep.equal([drug]))
  for (const [text, drug] of [
    // a brand with no stem keeps its capital wherever the text also writes it in lower case
    [
      'PDUFA Date for Zelvora Set for March 23, 2026\nKestrel said on June 1 that the FDA has accepted its application for zelvora.',
      'Zelvora',
    ],
    // a brand before a nonproprietary name is no first word of it
    ['Zelvora tovatuzumab has a PDUFA date of January 18, 2026.', 'tovatuzumab'],
  ] as const)
    it(`trap: ${text}`, () => expect(drugsOf(text)).to.deep.equal([drug]))
})

describe("the names inside a brand's parentheses", () => {
  it('the parts a semicolon parts are names each, never the whole run', () => {
    const text =
      "Kestrel Bio says the FDA has extended its review of the resubmitted NDA for the company's investigational medication Zelvora (tovazine SR and velpropion SR; KB32), being evaluated for weight loss.\nThe new PDUFA action date for KB32 has been set for September 11, 2025."
    const rows = extract(text, '2025-06-07').filter((a) => a.publishable)
    expect(rows.map((a) => [a.drug_name, a.drug_aliases])).to.deep.equal([['KB32', ['Zelvora']]])
  })
  it("the maker in the trade press's (Brand; Company) is no other name of the product", () => {
    const text =
      'Kestrel Bio said the FDA set a PDUFA date of September 11, 2025 for Zelvora (KB32; Kestrel Bio).'
    const rows = extract(text, '2025-06-07').filter((a) => a.publishable)
    expect(rows.map((a) => [a.drug_name, a.drug_aliases])).to.deep.equal([['Zelvora', ['KB32']]])
  })
  it('a brand before (generic; code) stays the head name, the others its aliases', () => {
    const text =
      "Kestrel Bio announced that the FDA has accepted the company's biologics license application for Zelvora (tovafusp; KB-401) for the treatment of patients with a rare leukemia.\nThe FDA has set a target action date of 21 February 2026, under the Prescription Drug User Fee Act."
    const rows = extract(text, '2025-08-13').filter((a) => a.publishable)
    expect(rows.map((a) => [a.drug_name, a.drug_aliases])).to.deep.equal([
      ['Zelvora', ['tovafusp', 'KB-401']],
    ])
  })
  it('trap: a code and a nonproprietary name in one parenthesis stay both', () => {
    const text =
      'Kestrel Bio said the FDA set a PDUFA date of September 11, 2025 for Zelvora (KB32; tovazine).'
    const rows = extract(text, '2025-06-07').filter((a) => a.publishable)
    expect(rows.map((a) => a.drug_name)).to.deep.equal(['Zelvora'])
    expect(rows[0]!.drug_aliases).to.include.members(['KB32', 'tovazine'])
  })
})
