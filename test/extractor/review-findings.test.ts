/**
 * Cases a review of this session's rules turned up, each a sentence that a rule read wrongly before it was narrowed:
 * a contracted denial ("didn't", "wasn't"), a hard-wrapped line under a hedge, a condition around a denial, a cash
 * runway that "extends beyond" a date, a denial about another drug, two coined names in one text, an oncology
 * "complete response rate", a dotted date beside a slashed one, and approvals with a REMS or a companion diagnostic.
 * Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extract, published } from './readings.js'

const standing = [['date_set', '2026-01-15', 'Zelvora']]

describe('review findings', () => {
  it('a contracted denial of a move or a letter denies it', () => {
    for (const text of [
      'The PDUFA date for Zelvora wasn’t extended and remains January 15, 2026.',
      "The FDA didn't extend the PDUFA date for Zelvora, which remains January 15, 2026.",
      "The FDA didn't issue a complete response letter for Zelvora. The PDUFA date for Zelvora is January 15, 2026.",
    ])
      expect(published(text), text).to.deep.equal(standing)
  })
  it('a hard-wrapped line stays in its clause, hedge included', () => {
    const text =
      'Kestrel expects that the FDA may assign\na PDUFA target action date of January 15, 2026 for Zelvora.'
    expect(extract(text).map((a) => a.reason)).to.deep.equal(['hedged'])
  })
  it('a condition, a company or a cash runway denies no deadline', () => {
    for (const text of [
      'The FDA set a PDUFA date of January 15, 2026 for Zelvora. If the FDA does not take action by January 15, 2026, Kestrel will continue to engage with the agency.',
      'The FDA set a PDUFA date of January 15, 2026 for Zelvora. Kestrel said it will not make a decision on a commercial partner by January 15, 2026.',
    ])
      expect(published(text), text).to.deep.equal(standing)
    expect(
      extract(
        'Kestrel believes its cash runway extends beyond the PDUFA target action date of January 15, 2026 for Zelvora.',
      ).map((a) => a.reason),
    ).to.not.include('lapsed')
  })
  it('two coined names keep two drugs apart', () => {
    expect(
      published(
        'Zelvora received Breakthrough Therapy designation. The FDA set a PDUFA target action date of January 15, 2026. Separately, Ostrelva received Fast Track designation. The FDA extended the PDUFA target action date to April 20, 2026.',
      ),
    ).to.deep.equal([
      ['date_set', '2026-01-15', 'Zelvora'],
      ['date_extended', '2026-04-20', 'Ostrelva'],
    ])
  })
  it('a complete response rate is no letter a resubmission answers', () => {
    expect(
      published(
        'Zelvora showed a complete response rate of 40%. After a refuse-to-file letter, Kestrel resubmitted the NDA for Zelvora. The PDUFA date is January 15, 2026.',
      ),
    ).to.deep.equal(standing)
  })
  it('a dotted date is not read month first because a slashed one is', () => {
    expect(
      extract('The PDUFA date for Zelvora is 05.02.2026. The MAA was validated on 03/04/2025.').map(
        (a) => a.reason,
      ),
    ).to.deep.equal(['ambiguous_date'])
  })
  it('an approval with a REMS or a companion diagnostic is an approval', () => {
    for (const text of [
      'The FDA approved Zelvora with a REMS on May 30, 2025.',
      'The FDA approved Zelvora together with a companion diagnostic on May 30, 2025.',
    ])
      expect(published(text), text).to.deep.equal([['approval', '2025-05-30', 'Zelvora']])
  })
})

describe('review findings, second round', () => {
  it('"each" or "both" shares a date only when bound to the coordinated drugs', () => {
    for (const text of [
      'The FDA set a PDUFA date of June 2, 2026 for ZL-101 in combination with velnalidomide, in both first-line and second-line settings.',
      'ZL-101, which outperformed ZL-044 in both trials, has a PDUFA date of June 2, 2026.',
    ])
      expect(
        published(text).map((a) => a[2]),
        text,
      ).to.deep.equal(['ZL-101'])
  })
  it('a date in capitals, a route and dose, or a time of year is no code', () => {
    expect(
      published(
        'KESTREL ANNOUNCES FDA ACCEPTANCE OF NDA FOR ZELVORA WITH PDUFA DATE OF JUNE 30, 2026',
      ).map((a) => a[2]),
    ).to.deep.equal(['ZELVORA'])
    expect(
      published('The PDUFA date for SC 200 is June 30, 2026 for Zelvora.').map((a) => a[2]),
    ).to.deep.equal(['Zelvora'])
  })
  it('a headed list ends at an unbulleted line and leaves out other events and competitors', () => {
    expect(
      published(
        'Upcoming PDUFA dates:\n• Calmora NDA submission - January 5, 2026\n• Dexivant – June 22, 2026\nCalmora commercial launch – May 1, 2026',
      ),
    ).to.deep.equal([['date_set', '2026-06-22', 'Dexivant']])
    expect(published('Competitor PDUFA dates:\n• Calmora – April 8, 2026')).to.deep.equal([])
  })
  it('a meeting under the PDUFA is no goal date', () => {
    expect(
      published('The Type A meeting for Zelvora under the PDUFA is scheduled for July 14, 2025.'),
    ).to.deep.equal([])
  })
  it('"cannot take action by D" lapses the date wherever the text states it', () => {
    const text =
      'The FDA has told us that it cannot take action by March 3, 2026. In July, the FDA assigned Zelvora a PDUFA goal date of March 3, 2026.'
    expect(published(text)).to.deep.equal([])
  })
  it('our own product named in a competition sentence is not a competitor', () => {
    expect(
      published(
        'The PDUFA date for Zelvora is June 30, 2026. Other products, such as Rivexa, could compete with our Zelvora.',
      ),
    ).to.deep.equal([['date_set', '2026-06-30', 'Zelvora']])
  })
  it('a decision on an application another sentence names stays that drug’s', () => {
    expect(
      published(
        'The PDUFA date for Zelvora was June 14, 2025. The FDA today approved the NDA, a milestone for Medicare patients.',
        '2025-06-15',
      ),
    ).to.deep.equal([['approval', null, 'Zelvora']])
  })
  it('approvals whose object is the product, and letters the filer received, still count', () => {
    expect(
      published(
        'The FDA approved the NDA for Zelvora as our first product for children on May 30, 2025.',
      ),
    ).to.deep.equal([['approval', '2025-05-30', 'Zelvora']])
    expect(
      published(
        'Like several other sponsors in this field, we received a complete response letter for Zelvora.',
      ),
    ).to.deep.equal([['crl', null, 'Zelvora']])
  })
})
