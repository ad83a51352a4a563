/**
 * Precision classes of session 18 (s18-prec): the wrong rows left on the real and blind sets and those a set of hostile
 * invented passages exposed, each reading beside its traps. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

const FILED = '2025-06-04'

describe('precision classes (session 18)', () => {
  describe('a trademark sign fused to a brand in capitals', () => {
    for (const text of [
      'Kestrel Bio announced that the FDA approved ZELVORATM (tovaline) for gout.',
      'The FDA approved ZELVORA(TM) for gout, Kestrel Bio said.',
      'The FDA approved ZELVORA\u00ae for gout, Kestrel Bio said.',
    ])
      it(`names the brand without the sign: ${text}`, () =>
        expect(published(text, FILED)).to.deep.equal([['approval', null, 'ZELVORA']]))
    it('trap: a short acronym ending in TM is no sign ("NTM")', () =>
      expect(
        published(
          'The FDA set a PDUFA date of March 3, 2026 for Zelvora in NTM lung disease.',
          FILED,
        ),
      ).to.deep.equal([['date_set', '2026-03-03', 'Zelvora']]))
  })

  describe('a condition and a product noun before a name describe it', () => {
    for (const [text, drug] of [
      ["U.S. regulators okayed Kestrel's gout pill Zelvora on Monday.", 'Zelvora'],
      ["The FDA approved Kestrel's migraine drug Pexolin on Monday.", 'Pexolin'],
      ['The FDA approved the diabetes drug Zelvora on Monday.', 'Zelvora'],
      ["The FDA approved Kestrel's oral therapy zelrafib on Monday.", 'zelrafib'],
    ] as const)
      it(`names ${drug}: ${text}`, () =>
        expect(published(text, FILED)).to.deep.equal([['approval', '2025-06-02', drug]]))
    it("trap: the name before the description stays the name (Kestrel's Zelvora migraine drug)", () =>
      expect(
        published("The FDA approved Kestrel's Zelvora migraine drug on Monday.", FILED),
      ).to.deep.equal([['approval', '2025-06-02', 'Zelvora']]))
    it('trap: a description with no name names nothing', () =>
      expect(published("The FDA approved Kestrel's gout drug on Monday.", FILED)).to.deep.equal([]))
  })

  describe('a word the text writes with a company word after it is that company', () => {
    it('the first oral therapy Kestrel has brought, after "Kestrel Bio": no drug', () =>
      expect(
        published(
          "FDA clears Kestrel Bio's gout drug\nThis approval makes it the first oral therapy Kestrel has brought to market.",
          FILED,
        ),
      ).to.deep.equal([]))
    it('only the named product is decided', () =>
      expect(
        published(
          "FDA clears Kestrel Bio's gout drug\nThe FDA approved Zelvora on Monday. This approval made Zelvora the first oral therapy Kestrel has brought to market.",
          FILED,
        ),
      ).to.deep.equal([['approval', '2025-06-02', 'Zelvora']]))
    it('trap: a name the text never writes with a company word is still read', () =>
      expect(
        published(
          'Kestrel Bio said the Ostrava NDA was approved by the FDA on June 1, 2025.',
          FILED,
        ),
      ).to.deep.equal([['approval', '2025-06-01', 'Ostrava']]))
  })

  describe("a rival's decision told beside the filer's product", () => {
    it("\"a similar drug, Halvern's X\" is another sponsor's: never the filer's approval", () =>
      expect(
        published(
          "The FDA accepted the BLA for Zelvora with a PDUFA date of June 14, 2026; the agency approved a similar drug, Halvern's Ostrelva, on May 27, 2025.",
          FILED,
        ).filter(([kind]) => kind === 'approval'),
      ).to.deep.equal([]))
    it("\"X, a rival to Kestrel's Y\" in Kestrel's text is another sponsor's", () =>
      expect(
        published(
          "Kestrel Pharma, Inc. noted that the FDA approved Ostrelva, a rival to Kestrel's Zelvora, on May 27, 2025.",
          FILED,
        ),
      ).to.deep.equal([]))
    it("trap: in Halvern's text the same rival is Halvern's own", () =>
      expect(
        published(
          "Halvern Pharma, Inc. said the FDA approved Ostrelva, a rival to Kestrel's Zelvora, on May 27, 2025.",
          FILED,
        ),
      ).to.deep.equal([['approval', '2025-05-27', 'Ostrelva']]))
    it('trap: "similar efficacy to other therapies" is no rival product', () =>
      expect(
        published(
          'The FDA approved Zelvora on May 27, 2025; Zelvora showed similar efficacy to other therapies with fewer doses.',
          FILED,
        ),
      ).to.deep.equal([['approval', '2025-05-27', 'Zelvora']]))
  })

  describe("a new date after the sponsor's answer to a request for more is a move", () => {
    for (const text of [
      'Following the submission of additional manufacturing information, the new target action date for Zelvora is expected to be September 9, 2025.',
      'Following submission of the requested data, the new target action date for zelrafib is expected to be September 9, 2025, Kestrel said.',
      'After Kestrel provided further clinical analyses, the FDA set a new PDUFA date of September 9, 2025 for Zelvora.',
    ])
      it(`date_extended: ${text}`, () =>
        expect(published(text, FILED).map(([kind, date]) => [kind, date])).to.deep.equal([
          ['date_extended', '2025-09-09'],
        ]))
    for (const [text, kind] of [
      [
        'Following the submission of additional data, the FDA set a PDUFA date of September 9, 2025 for Zelvora.',
        'date_set',
      ],
      [
        'Following the resubmission of the NDA with additional data, the new PDUFA date for Zelvora is September 9, 2025.',
        'resubmission_date_set',
      ],
      [
        'Kestrel plans the submission of additional data; the new PDUFA date for Zelvora is September 9, 2025.',
        'date_set',
      ],
    ] as const)
      it(`trap, ${kind}: ${text}`, () =>
        expect(published(text, FILED)).to.deep.equal([[kind, '2025-09-09', 'Zelvora']]))
  })

  describe('the agency\'s deadline told as changed ("now plans")', () => {
    for (const text of [
      'The FDA informed Harrowgate Pharma that it now plans to complete its review of the Zelvora NDA by October 1, 2025.',
      'The FDA now expects to act on the Zelvora NDA by October 1, 2025, Kestrel said.',
    ])
      it(`date_extended: ${text}`, () =>
        expect(published(text, FILED)).to.deep.equal([['date_extended', '2025-10-01', 'Zelvora']]))
    for (const [text, kind] of [
      ['The FDA plans to complete its review of the Zelvora NDA by October 1, 2025.', 'date_set'],
      [
        'Following the resubmission, the FDA now plans to complete its review of the Zelvora NDA by October 1, 2025.',
        'resubmission_date_set',
      ],
    ] as const)
      it(`trap, ${kind}: ${text}`, () =>
        expect(published(text, FILED)).to.deep.equal([[kind, '2025-10-01', 'Zelvora']]))
  })

  describe("a condition of the application's filing after the date", () => {
    for (const text of [
      'The PDUFA date for Zelvora is October 15, 2025, if the NDA is accepted.',
      'The PDUFA date for Zelvora is October 15, 2025, assuming the NDA is accepted.',
      'The PDUFA date for Zelvora is October 15, 2025, provided the FDA accepts the NDA for filing.',
    ])
      it(`held: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))
    for (const text of [
      'The FDA accepted the NDA for Zelvora, and the PDUFA date is October 15, 2025.',
      'The FDA set a PDUFA date of October 15, 2025 for Zelvora, if approved the first therapy for gout.',
    ])
      it(`trap, published: ${text}`, () =>
        expect(published(text, FILED)).to.deep.equal([['date_set', '2025-10-15', 'Zelvora']]))
  })

  describe('a date on the word of those who reckon it (analysts, estimates)', () => {
    for (const text of [
      'The FDA will decide on Zelvora by October 15, 2025, according to analysts at Leerink.',
      'According to analysts, the PDUFA date for Zelvora is October 15, 2025.',
      'The PDUFA date for Zelvora is October 15, 2025, analysts said.',
      'The PDUFA date for Zelvora is October 15, 2025, according to consensus estimates.',
    ])
      it(`held: ${text}`, () => expect(published(text, FILED)).to.deep.equal([]))
    it('trap: on the word of the company, published', () =>
      expect(
        published(
          'The PDUFA date for Zelvora is October 15, 2025, according to the company.',
          FILED,
        ),
      ).to.deep.equal([['date_set', '2025-10-15', 'Zelvora']]))
  })

  describe('a singular "the candidate" after a sentence coordinating two products in one frame', () => {
    it('held: "develops X for gout and Y for lupus ... The candidate has a PDUFA date"', () =>
      expect(
        published(
          'Talbridge Bio develops Oxenil for gout and Prevatra for lupus. Both are in late-stage development. The candidate has a PDUFA date of April 4, 2026.',
          FILED,
        ),
      ).to.deep.equal([]))
    for (const text of [
      'Talbridge Bio develops Oxenil for gout and lupus. It is in late-stage development. The candidate has a PDUFA date of April 4, 2026.',
      'Talbridge Bio develops Oxenil for gout and Prevatra for lupus. Oxenil has a PDUFA date of April 4, 2026.',
    ])
      it(`trap, one product named: ${text}`, () =>
        expect(published(text, FILED)).to.deep.equal([['date_set', '2026-04-04', 'Oxenil']]))
  })

  describe('an undated approval of the application and a standing goal date still to come', () => {
    for (const text of [
      'The FDA has approved the New Drug Application (NDA) for zelrafib to treat advanced gout. The Prescription Drug User Fee Act (PDUFA) target action date for this drug is September 18, 2025.',
      'Kestrel said the FDA has approved the NDA for Zelvora. The PDUFA date for Zelvora is September 18, 2025.',
    ])
      it(`no approval; the date publishes: ${text}`, () =>
        expect(published(text, FILED).map(([kind, date]) => [kind, date])).to.deep.equal([
          ['date_set', '2025-09-18'],
        ]))
    for (const text of [
      'The FDA has approved the NDA for Zelvora for gout. The approval came ahead of the PDUFA target action date for Zelvora, which is September 18, 2025.',
      'The FDA has approved the NDA for Zelvora for gout. The PDUFA date for the sNDA of Zelvora in lupus is September 18, 2025.',
      'The FDA has approved Zelvora for gout. The PDUFA date for Zelvora is September 18, 2025.',
    ])
      it(`trap, the approval stands: ${text}`, () =>
        expect(published(text, FILED).filter(([kind]) => kind === 'approval')).to.deep.equal([
          ['approval', null, 'Zelvora'],
        ]))
  })
})
