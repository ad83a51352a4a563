/**
 * The wire's way of telling an extension: the agency "delayed a ruling / its decision on X by three months", the new
 * date in the next sentence (context.ts `DELAYED_DECISION`, read by moved-before.ts). Sentences written for this test,
 * invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

describe("the agency's decision delayed, its new date in the next sentence", () => {
  for (const text of [
    'Kestrel Pharma said the Food and Drug Administration delayed a ruling on its drug candidate Zelvora by three months. The agency was due to decide by Thursday, but the ruling is now due by Jan. 22, 2026.',
    'The FDA delayed its decision on Zelvora by three months. The decision is now due by Jan. 22, 2026.',
    'The FDA on Monday delayed its decision on Zelvora. The decision is now due by Jan. 22, 2026.',
  ])
    it(text, () =>
      expect(published(text)).to.deep.equal([['date_extended', '2026-01-22', 'Zelvora']]),
    )
  for (const text of [
    // A delay that may come, a company's decision to file, a court's ruling: no move of the goal date.
    'The FDA may delay its decision on Zelvora by three months. The decision is due by Jan. 22, 2026.',
    'Kestrel delayed its decision to file for Zelvora. The PDUFA date for Zelvora is Jan. 22, 2026.',
    'The court delayed its ruling on the Zelvora patent case. The PDUFA date for Zelvora is Jan. 22, 2026.',
    'The FDA delayed its decision to hold an advisory committee on Zelvora. The PDUFA date for Zelvora is Jan. 22, 2026.',
  ])
    it(`trap (a date set, no move): ${text}`, () =>
      expect(published(text)).to.deep.equal([['date_set', '2026-01-22', 'Zelvora']]))
})
