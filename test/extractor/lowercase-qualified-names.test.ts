/**
 * A lower-case object whose first word is a qualifier (s20-names): before a substance and its dosage form the two words
 * are the name ("the NDA for dehydrated alcohol injection" names "dehydrated alcohol", not "dehydrated"); before a
 * substance's or a product's head noun the qualifier names nothing ("a BLA for an equine antitoxin" never publishes
 * "equine"). Invented sentences.
 */
import { expect } from 'chai'
import { published } from './readings.js'

const FILED = '2026-06-02'

describe('a qualifier and a substance before a dosage form are one name (s20-names)', () => {
  for (const [text, rows] of [
    [
      'On May 28, 2026, the FDA issued Kestrel Bio a complete response letter regarding its New Drug Application (NDA) for dehydrated alcohol injection for the treatment of methanol poisoning.',
      [['crl', '2026-05-28', 'dehydrated alcohol']],
    ],
    [
      'The FDA accepted Kestrel\u2019s NDA for buffered lidocaine solution, with a PDUFA date of November 14, 2026.',
      [['date_set', '2026-11-14', 'buffered lidocaine']],
    ],
    [
      'The FDA issued a complete response letter regarding the NDA for purified tavrunosin injection.',
      [['crl', null, 'purified tavrunosin']],
    ],
    [
      'The FDA set a PDUFA date of November 14, 2026 for Kestrel\u2019s NDA for concentrated potassium injection.',
      [['date_set', '2026-11-14', 'concentrated potassium']],
    ],
  ] as const)
    it(text, () => expect(published(text, FILED)).to.deep.equal(rows))
})

describe('a name before its form keeps its own words only (s20-names traps)', () => {
  for (const [text, rows] of [
    [
      'The FDA accepted Kestrel\u2019s NDA for zelrafib oral solution, with a PDUFA date of November 14, 2026.',
      [['date_set', '2026-11-14', 'zelrafib']],
    ],
    [
      'The FDA accepted Kestrel\u2019s NDA for zelrafib extended-release tablets, with a PDUFA date of November 14, 2026.',
      [['date_set', '2026-11-14', 'zelrafib']],
    ],
    [
      'Kestrel Bio said the FDA accepted its NDA for inhaled insulin, with a PDUFA goal date of November 14, 2026.',
      [['date_set', '2026-11-14', 'inhaled insulin']],
    ],
    [
      'The FDA issued a complete response letter for Kestrel\u2019s NDA for pediatric patients with gout.',
      [],
    ],
  ] as const)
    it(text, () => expect(published(text, FILED)).to.deep.equal(rows))
})

describe('a qualifier before a substance or product head noun names nothing (s20-names traps)', () => {
  for (const [text, rows] of [
    [
      'Kestrel Bio said the FDA accepted its BLA for a recombinant vaccine, with a PDUFA goal date of November 14, 2026.',
      [],
    ],
    [
      'The FDA accepted the BLA for an equine antitoxin for botulism, with a PDUFA date of November 14, 2026.',
      [],
    ],
    [
      'Kestrel Bio announced that the FDA accepted for review a Biologics License Application (BLA) for an equine antitoxin. The FDA has assigned a PDUFA goal date of November 14, 2026.',
      [['date_set', '2026-11-14', 'equine antitoxin']],
    ],
  ] as const)
    it(text, () => expect(published(text, FILED)).to.deep.equal(rows))
})
