/**
 * Shapes of small and mid-cap sponsors' own releases as filed and as wires repost them (s18-wire, read on the first run
 * of a fresh real set): a day written first keeps its article inside the date ("for the 27 September 2019 PDUFA date"),
 * which makes the date attributive as "for the September 27, 2019 PDUFA date" is; the agency's country spelled out ("by the
 * United States Food and Drug Administration"); a relative clause between a passive approval's subject and its verb
 * ("Kestrel Bio, Inc.'s Zelvora, which is marketed under a license by Orbis Labs Corp. has been approved by the FDA"); a
 * name with a cashtag in parentheses ("Kestrel ($KSTL) has won its first FDA approval") is a company's, never the drug;
 * a fixed combination written with slashes ("velvabactam/tazoclavir") is one product; a passive approval's date after its
 * indication phrase, however long ("approved by the FDA for the treatment of chronic hand eczema (CHE) in adults with an
 * inadequate response to topical steroids on D"); an approval told in a relative clause on the product, which the text
 * dates elsewhere by a month months back, is that approval retold. Each reading beside its traps.
 * Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { heldAs, published } from './readings.js'

describe('wire copy shapes of small sponsors', () => {
  describe('a day written first reads as the month written first does', () => {
    const pairs: ReadonlyArray<readonly [string, string, string]> = [
      [
        'Kestrel is preparing for the 27 September 2019 PDUFA date for Zelvora.',
        'Kestrel is preparing for the September 27, 2019 PDUFA date for Zelvora.',
        '2019-07-20',
      ],
      [
        "Kestrel's reply could lead to an extension of the 27 September 2019 PDUFA goal date for Zelvora.",
        "Kestrel's reply could lead to an extension of the September 27, 2019 PDUFA goal date for Zelvora.",
        '2019-07-20',
      ],
      // Traps: what holds the month-first date holds the day-first one.
      [
        'The FDA did not act by the 27 September 2019 PDUFA date for Zelvora.',
        'The FDA did not act by the September 27, 2019 PDUFA date for Zelvora.',
        '2019-10-20',
      ],
      [
        'Kestrel missed the 27 September 2019 PDUFA date for Zelvora.',
        'Kestrel missed the September 27, 2019 PDUFA date for Zelvora.',
        '2019-10-20',
      ],
      [
        'Kestrel expects the 27 September 2019 PDUFA date for Zelvora to be extended.',
        'Kestrel expects the September 27, 2019 PDUFA date for Zelvora to be extended.',
        '2019-07-20',
      ],
      [
        'The FDA has extended the 27 September 2019 PDUFA date for Zelvora to 27 December 2019.',
        'The FDA has extended the September 27, 2019 PDUFA date for Zelvora to December 27, 2019.',
        '2019-08-20',
      ],
    ]
    for (const [dayFirst, monthFirst, filed] of pairs)
      it(dayFirst, () => {
        expect(published(dayFirst, filed)).to.deep.equal(published(monthFirst, filed))
        expect(heldAs(dayFirst, filed)).to.deep.equal(heldAs(monthFirst, filed))
      })
    it('reads the attributive day-first date', () =>
      expect(
        published(
          'Kestrel is preparing for the 27 September 2019 PDUFA date for Zelvora.',
          '2019-07-20',
        ),
      ).to.deep.equal([['date_set', '2019-09-27', 'Zelvora']]))
    it('leaves a lapsed day-first date held', () =>
      expect(
        heldAs(
          'The FDA did not act by the 27 September 2019 PDUFA date for Zelvora.',
          '2019-10-20',
        ),
      ).to.deep.equal([['date_set', '2019-09-27', 'lapsed']]))
  })

  describe('the agency with its country spelled out', () => {
    for (const text of [
      'Zelvora has been approved by the United States Food and Drug Administration (FDA).',
      'Zelvora was approved by the United States Food and Drug Administration.',
    ])
      it(text, () =>
        expect(published(text, '2012-02-15')).to.deep.equal([['approval', null, 'Zelvora']]),
      )
    for (const text of [
      'Zelvora has not been approved by the United States Food and Drug Administration.',
      'Kestrel said its application for Zelvora has been submitted to the United States Food and Drug Administration.',
      'Zelvora has been approved in Europe and is under review by the United States Food and Drug Administration.',
    ])
      it(`trap: ${text}`, () => expect(published(text, '2012-02-15')).to.deep.equal([]))
  })

  describe('a relative clause between a passive approval and its subject', () => {
    for (const text of [
      'Zelvora, which Kestrel licensed to Orbis, has been approved by the U.S. Food and Drug Administration (FDA).',
      "Kestrel Bio, Inc.'s Zelvora, which Kestrel sublicensed to Orbis Labs Corp., has been approved by the FDA.",
      "Kestrel Bio, Inc.'s Zelvora, which is marketed under a license by Orbis Labs Corp. has been approved by the United States Food and Drug Administration (FDA).",
      "Kestrel's Zelvora was approved by the FDA.",
    ])
      it(text, () =>
        expect(published(text, '2012-02-15')).to.deep.equal([['approval', null, 'Zelvora']]),
      )
    for (const text of [
      // The relative clause tells another product's approval; the subject's own verb is no approval.
      "Kestrel's Zelvora, which competes with Orbis's Norvane, which was approved by the FDA in 2019, remains under review.",
      'Zelvora, which Kestrel hopes to launch next year, has not been approved by the FDA.',
      // The approval by the FDA is inside the clause; the subject's own is another market's.
      "Kestrel's Zelvora, which was approved by the FDA in 2019, has been approved in Europe.",
    ])
      it(`trap: ${text}`, () =>
        expect(published(text, '2021-02-15').filter((row) => row[2] === 'Zelvora')).to.deep.equal(
          [],
        ))
  })

  describe('a name with a cashtag is a company', () => {
    it('reads the drug, not the company', () =>
      expect(
        published(
          "Kestrel ($KSTL) has won its first FDA approval. The company received the agency's nod for its drug Zelvora, an oral therapy for a bile acid disorder.",
          '2013-02-01',
        ),
      ).to.deep.equal([['approval', null, 'Zelvora']]))
    // Trap: with no product named, the company's word is no drug.
    it('publishes no company as a drug', () =>
      expect(
        published(
          'Kestrel ($KSTL) has won its first FDA approval, the company said.',
          '2013-02-01',
        ).filter((row) => row[2] === 'Kestrel'),
      ).to.deep.equal([]))
  })

  describe('a fixed combination written with slashes', () => {
    for (const text of [
      "The FDA accepts Kestrel's NDA for its investigational antibiotic velvabactam/tazoclavir with Priority Review. The PDUFA date is December 21, 2026.",
      'The FDA has accepted the NDA for velvabactam/tazoclavir and set a PDUFA date of December 21, 2026.',
    ])
      it(text, () =>
        expect(published(text, '2026-06-23')).to.deep.equal([
          ['date_set', '2026-12-21', 'velvabactam/tazoclavir'],
        ]),
      )
    // Traps: a comparison or a word pair is no combination; the name stands alone.
    it('reads no combination from a drug and its comparator', () =>
      expect(
        published(
          'Kestrel compared tovaline/placebo in the trial. The PDUFA date for tovaline is December 21, 2026.',
          '2026-06-23',
        ),
      ).to.deep.equal([['date_set', '2026-12-21', 'tovaline']]))
    it('reads no name from a pair of English words', () =>
      expect(
        published(
          'The FDA set a PDUFA date of December 21, 2026 for the efficacy/safety supplement.',
          '2026-06-23',
        ),
      ).to.deep.equal([]))
  })

  describe("a passive approval's date after a long indication", () => {
    it('dates the approval', () =>
      expect(
        published(
          'Kestrel announced the U.S. launch of Zelvora. Zelvora capsules (20 mg twice daily) were approved by the U.S. Food and Drug Administration (FDA) for the treatment of chronic hand eczema (CHE) in adults with an inadequate response to topical steroids on July 19, 2016.',
          '2016-09-10',
        ),
      ).to.deep.equal([['approval', '2016-07-19', 'Zelvora']]))
    for (const text of [
      // Another event's date after the indication: a launch, a trial.
      'Zelvora was approved by the U.S. Food and Drug Administration (FDA) for the treatment of chronic hand eczema in adults with atopic skin and launched on July 19, 2016.',
      'Zelvora was approved by the U.S. Food and Drug Administration (FDA) for the treatment of chronic hand eczema in adults enrolled in a trial that began on July 19, 2016.',
    ])
      it(`trap: ${text}`, () =>
        expect(
          published(text, '2016-09-10')
            .filter((row) => row[0] === 'approval')
            .map((row) => row[1]),
        ).to.not.include('2016-07-19'))
  })

  describe('an approval told in a relative clause, dated months back elsewhere in the text', () => {
    const launchTiming =
      'Kestrel today provided updated timing for its launch of ZELVORA, a non-opioid analgesic that was approved by the FDA for postsurgical pain.'
    it('is the past approval retold, held', () => {
      const text = `${launchTiming} Since FDA approval of ZELVORA in October 2011, Kestrel has hired a sales force.`
      expect(published(text, '2012-01-10')).to.deep.equal([])
      expect(heldAs(text, '2012-01-10')).to.deep.equal([['approval', null, 'implausible']])
    })
    // Traps: the month dates another deed, or lies within a month of the filing, or the approval is a main clause's.
    for (const [text, filed] of [
      [`${launchTiming} Kestrel filed the ZELVORA NDA in October 2010.`, '2012-01-10'],
      [
        `${launchTiming} Since FDA approval of ZELVORA in December 2011, Kestrel has hired a sales force.`,
        '2012-01-10',
      ],
      [
        'The FDA approved ZELVORA for children with postsurgical pain. ZELVORA was first approved for adults in October 2011.',
        '2012-06-10',
      ],
    ] as const)
      it(`trap: ${text}`, () =>
        expect(published(text, filed)).to.deep.equal([['approval', null, 'ZELVORA']]))
  })
})
