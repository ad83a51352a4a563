/**
 * A plain vaccine named by a pathogen's lower-case word and its type letter (s20-names): "hepatitis B vaccine" is the
 * name, never "B vaccine"; a brand beside it keeps the row. Invented sentences.
 */
import { expect } from 'chai'
import { published } from './readings.js'

const FILED = '2026-06-02'

describe('a pathogen and its type letter before "vaccine" name the vaccine (s20-names)', () => {
  for (const [text, rows] of [
    [
      'Kestrel Bio announces FDA acceptance of BLA filing for Kestrel’s 3 antigen prophylactic hepatitis B vaccine\n2 February 2026 - FDA sets a target action date of 30 November 2026.',
      [['date_set', '2026-11-30', 'hepatitis B vaccine']],
    ],
    [
      'The FDA set a target action date of 30 November 2026 for Kestrel’s hepatitis B vaccine.',
      [['date_set', '2026-11-30', 'hepatitis B vaccine']],
    ],
    [
      'The FDA set a target action date of 30 November 2026 for Halden’s influenza A vaccine candidate.',
      [['date_set', '2026-11-30', 'influenza A vaccine']],
    ],
  ] as const)
    it(text, () => expect(published(text, FILED)).to.deep.equal(rows))
})

describe('a type letter beside a named product or an indication (s20-names traps)', () => {
  for (const [text, rows] of [
    [
      'The FDA set a PDUFA date of November 14, 2026 for Zelvora, which patients may receive after a hepatitis B vaccine.',
      [['date_set', '2026-11-14', 'Zelvora']],
    ],
    [
      'Kestrel said the FDA accepted its BLA for Zelvora, its hepatitis B vaccine, with a PDUFA date of November 14, 2026.',
      [['date_set', '2026-11-14', 'Zelvora']],
    ],
    [
      'The FDA set a PDUFA date of November 14, 2026 for Kestrel’s Marburg virus vaccine.',
      [['date_set', '2026-11-14', 'Marburg virus vaccine']],
    ],
    ['The FDA approved Kestrel’s vaccine for adults with chronic hepatitis B infection.', []],
  ] as const)
    it(text, () => expect(published(text, FILED)).to.deep.equal(rows))
})
