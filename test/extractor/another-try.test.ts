/**
 * A resubmission told as the product's new attempt after its letter: "It's another try for X after the companies
 * received a complete response letter" (resubmitted-drugs.ts `ANOTHER_TRY_AFTER_A_LETTER`): X's goal date is a
 * resubmission's. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

describe('another try for a product after its letter', () => {
  for (const text of [
    'Kestrel and Norvale have a Jan. 11 PDUFA date for Zelvora. It is another try for Zelvora after the companies received a complete response letter requesting more safety data.',
    'Zelvora has a PDUFA date of January 11, 2026. It is the second attempt for Zelvora after Kestrel received a complete response letter in 2024.',
  ])
    it(text, () =>
      expect(published(text, '2025-12-20')).to.deep.equal([
        ['resubmission_date_set', '2026-01-11', 'Zelvora'],
      ]),
    )
  for (const text of [
    // A rival's letter; another try at something else.
    'Zelvora has a PDUFA date of January 11, 2026. It is another try for the company after a rival received a complete response letter.',
    'Zelvora has a PDUFA date of January 11, 2026. It is another try for Kestrel after its partner received a grant.',
  ])
    it(`trap (a first cycle's date): ${text}`, () =>
      expect(published(text, '2025-12-20')).to.deep.equal([['date_set', '2026-01-11', 'Zelvora']]))
})
