/**
 * The FDA's possible delay against its refusal: a doubt that the agency will meet a date ("may be unable to meet",
 * "might not be able to finish its review by D") presupposes the date and leaves it standing; a refusal ("will not act
 * by D", "does not expect to issue an action letter by the goal date") or a review said to run past the date lapses it.
 * Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

const reasons = (text: string) =>
  extract(text, '2026-05-01').map((a) => [a.pdufa_date, a.publishable, a.reason])

describe('a possible delay leaves the date standing', () => {
  for (const text of [
    'The agency indicated it may be unable to meet the June 5, 2026 PDUFA goal date for zentrivamab due to its workload.',
    'The FDA said it might not be able to finish its review of zentrivamab by June 5, 2026, the PDUFA date.',
    'The FDA may not meet the PDUFA goal date of June 5, 2026 for zentrivamab.',
    'The FDA informed Zentra that it may not be able to complete its review of zentrivamab by the PDUFA date of June 5, 2026.',
  ])
    it(text, () => {
      expect(published(text, '2026-05-01')).to.deep.equal([
        ['date_set', '2026-06-05', 'zentrivamab'],
      ])
    })
})

describe('a refusal lapses the date', () => {
  for (const text of [
    'The FDA informed Zentra that it does not expect to issue an action letter by the goal date of June 5, 2026 for zentrivamab.',
    "The FDA said it won't meet the June 5, 2026 goal date for zentrivamab.",
    'The FDA has informed us that it will not meet the June 5, 2026 PDUFA date for zentrivamab.',
  ])
    it(text, () => {
      expect(reasons(text)).to.deep.equal([['2026-06-05', false, 'lapsed']])
    })

  it('a review that will likely extend beyond its originally anticipated date lapses it where it is restated', () => {
    const text =
      'Zentra announced today that the FDA\'s pending review of the New Drug Application (NDA) for Zentrivo (zentrivamab) will likely extend beyond its originally anticipated June 5, 2026, action date. "It is a challenge to finish the device study in advance of the June 5th action date," said the chief executive.'
    expect(published(text, '2026-05-01')).to.deep.equal([])
  })
})

describe('a move denied, or its telling denied, leaves the date standing and moves nothing', () => {
  for (const text of [
    'The FDA has not indicated it would extend the PDUFA goal date of June 5, 2026 for zentrivamab.',
    'Zentra said the agency is finalizing its action letter and has not indicated that it will extend the PDUFA goal date of June 5, 2026 for zentrivamab.',
    'The FDA did not say it would delay the June 5, 2026 PDUFA date for zentrivamab.',
    'The FDA has not communicated that the agency plans to extend the PDUFA date of June 5, 2026 for zentrivamab.',
    'The FDA has not extended the PDUFA goal date of June 5, 2026 for zentrivamab.',
  ])
    it(text, () => {
      expect(published(text, '2026-05-01')).to.deep.equal([
        ['date_set', '2026-06-05', 'zentrivamab'],
      ])
    })

  it('a date the agency has not set is still no date', () => {
    expect(
      published(
        'The FDA has not set a PDUFA goal date of June 5, 2026 for zentrivamab.',
        '2026-05-01',
      ),
    ).to.deep.equal([])
  })

  it('a move told without a denial is still a move', () => {
    expect(
      published(
        'The FDA has extended the PDUFA goal date for zentrivamab by three months. The extended PDUFA goal date is June 5, 2026.',
        '2026-05-01',
      ),
    ).to.deep.equal([['date_extended', '2026-06-05', 'zentrivamab']])
  })
})
