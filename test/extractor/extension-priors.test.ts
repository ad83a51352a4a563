/**
 * An extension whose replaced date the text states carries it as `prior_date`, wherever the text states it: in a later
 * sentence that calls it the original date, in an aside ("previously scheduled for D0, to D1"), as a date the same drug
 * was given further back, or without its year ("to April 25, 2025 from January 25"). The feed then serves the move as a
 * `date_extension` with its delta. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extract, publishedMoves } from './readings.js'

const FILED = '2025-03-10'
const moves = (text: string) => publishedMoves(text, FILED)

const EXTENDED = ['date_extended', '2025-04-25', '2025-01-25', 'Zelvorin']

describe('the replaced date of an extension', () => {
  it('stated in the next sentence as the original date', () => {
    expect(
      moves(
        'The FDA extended the PDUFA date for Zelvorin to April 25, 2025. The original PDUFA date was January 25, 2025.',
      ),
    ).to.deep.equal([EXTENDED])
    expect(
      moves(
        'The FDA pushed back the target action date for Zelvorin to April 25, 2025. The previous target date was January 25, 2025.',
      ),
    ).to.deep.equal([EXTENDED])
  })

  it('in an aside between the phrase and the new date', () => {
    expect(
      moves(
        'The FDA extended the target action date for Zelvorin, previously scheduled for January 25, 2025, to April 25, 2025.',
      ),
    ).to.deep.equal([EXTENDED])
  })

  it('written without its year', () => {
    expect(
      moves(
        'The FDA extended the PDUFA goal date for Zelvorin by three months to April 25, 2025 from January 25.',
      ),
    ).to.deep.equal([EXTENDED])
  })

  it('given to the same drug a few sentences before the move', () => {
    expect(
      moves(
        'Quorvant announced that the FDA accepted the NDA for Zelvorin with a PDUFA date of January 25, 2025. The application is supported by two Phase 3 trials. Both met their primary endpoints. Enrollment was completed in 2023. The FDA has extended the PDUFA date for Zelvorin by three months to April 25, 2025.',
      ),
    ).to.deep.equal([EXTENDED])
  })

  it('the agency extending "it", the date the sentence before set', () => {
    expect(
      moves(
        'The PDUFA date for Zelvorin was initially set for January 25, 2025. Following submission of a major amendment, the FDA extended it to April 25, 2025.',
      ),
    ).to.deep.equal([EXTENDED])
  })

  it('given to the same drug a few sentences after the move, as background', () => {
    expect(
      moves(
        'Quorvant today announced that the FDA has extended the review of the NDA for Zelvorin. The extended PDUFA target action date is April 25, 2025. The FDA requested additional analyses. Quorvant provided them in December. Quorvant resubmitted the NDA for Zelvorin in July, and the FDA assigned a PDUFA date of January 25, 2025.',
      ),
    ).to.deep.equal([EXTENDED])
  })

  it('a date a few days before the new one, told after it, is the same date adjusted, not the replaced one', () => {
    expect(
      moves(
        'The PDUFA goal date for Zelvorin has been extended to April 28, 2025. Because of the holiday weekend, the FDA action date will be April 25, 2025.',
      ).map((m) => m[2]),
    ).to.deep.equal([null])
  })

  it('a date of the same drug a year away is another cycle, not the replaced date', () => {
    expect(
      moves(
        'The FDA accepted the NDA for Zelvorin with a PDUFA date of January 25, 2024. The FDA issued a complete response letter in 2024. Quorvant resubmitted. The trial data were updated. The FDA has extended the PDUFA date for Zelvorin by three months to April 25, 2025.',
      ).map((m) => m[2]),
    ).to.deep.equal([null])
  })
})

/** The published extensions with their quotes. */
const quotedMoves = (text: string) =>
  extract(text, FILED)
    .filter((a) => a.publishable)
    .map((a) => [a.kind, a.pdufa_date, a.prior_date, a.quote])

describe('an extension that writes no replaced date but names the standard move in a sentence beside it', () => {
  it('takes the sentence that says "three months" before the new date into its quote', () => {
    expect(
      quotedMoves(
        'Quorvant Bio today announced that the FDA has extended the review period for the NDA for Zelvorin by three months. The new PDUFA goal date is April 25, 2025. The company continues to prepare for launch.',
      ),
    ).to.deep.equal([
      [
        'date_extended',
        '2025-04-25',
        null,
        'Quorvant Bio today announced that the FDA has extended the review period for the NDA for Zelvorin by three months. The new PDUFA goal date is April 25, 2025.',
      ],
    ])
  })

  it('takes the sentence after it that calls the submission a major amendment', () => {
    const [move] = quotedMoves(
      'The FDA has extended the PDUFA goal date for Zelvorin to April 25, 2025. The extension follows data the company submitted in response to an information request, which the agency deemed a major amendment to the application.',
    )
    expect(move?.[0]).to.equal('date_extended')
    expect(move?.[3]).to.match(/major amendment/)
  })

  it('names the standard move in the quote when the move is told twice, the second time after it', () => {
    const [move] = quotedMoves(
      'Quorvant Bio announced that the FDA extended the PDUFA goal date for Zelvorin to April 25, 2025.\n\nDuring the review, the agency requested additional analyses. The FDA classified the response as a major amendment. The agency has therefore extended the goal date to April 25, 2025.',
    )
    expect(move?.[3]).to.match(/major amendment/)
  })

  it('does not take in a sentence that writes another upcoming day (the text then states the dates itself)', () => {
    const [move] = quotedMoves(
      'The FDA extended the PDUFA goal date for Zelvorin to April 25, 2025. A three-month extension of the review of Ostrelva to June 9, 2025 was announced last week.',
    )
    expect(move?.[3]).to.equal(
      'The FDA extended the PDUFA goal date for Zelvorin to April 25, 2025.',
    )
  })
})

describe('a move told by contrast, with no move verb', () => {
  it('told by contrast: a date set earlier, "but" a decision "now" by a later one (never the earlier date as live)', () => {
    expect(
      moves(
        'Kestrel Bio said the FDA previously set a PDUFA date of January 25, 2025 for Zelvorin, but a decision is now expected by April 25, 2025.',
      ),
    ).to.deep.equal([EXTENDED])
    expect(
      moves(
        'The FDA had originally assigned Zelvorin a PDUFA goal date of January 25, 2025; the agency now expects to act by April 25, 2025.',
      ),
    ).to.deep.equal([EXTENDED])
    // The later date told by the decision arriving ("will now come by", read since session 17): the move, the earlier
    // date its prior.
    expect(
      moves(
        'Kestrel Bio said the FDA had previously set a target action date of January 25, 2025 for Zelvorin, but the decision will now come by April 25, 2025.',
      ),
    ).to.deep.equal([EXTENDED])
  })

  it('a trap: the contrast tells no decision "now" (a launch, a filing), so the set date stands', () => {
    expect(
      moves(
        'The FDA had previously set a PDUFA date of May 25, 2025 for Zelvorin, but Kestrel Bio now expects to launch it by August 25, 2025.',
      ),
    ).to.deep.equal([['date_set', '2025-05-25', null, 'Zelvorin']])
    expect(
      moves(
        'The FDA previously set a PDUFA date of May 25, 2025 for Zelvorin, but the company now plans to file its next NDA by August 25, 2025.',
      ),
    ).to.deep.equal([['date_set', '2025-05-25', null, 'Zelvorin']])
  })
})
