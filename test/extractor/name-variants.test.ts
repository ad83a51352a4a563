/**
 * The name a published row carries (session 18, s18-names): a description's head before the name, a hyphenated one
 * included ("the dual GLP1-agonist X", "the antibody-drug conjugate x y"), is no word of the name; the modifying word
 * of a two-word nonproprietary name (an ester, a conjugated toxin: "x diftitox", "x lauroxil", "x bunod") is; a salt
 * written as its abbreviation ("x HBr", "x HCl") or an amino acid counter-ion ("x lysine") stays with the name as the
 * spelled salt does. Each reading beside its traps. Sentences written for this test, invented names; the filing is
 * dated 2025-06-02.
 */
import { expect } from 'chai'
import { published } from './readings.js'

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
