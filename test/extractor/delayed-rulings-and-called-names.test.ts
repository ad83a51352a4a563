/**
 * s19-recall2 (rows left on the session's real sets): an awaited ruling's day told a few sentences after the agency's
 * move of its decision, with the story's months between ("The FDA has delayed its decision on X. [shares rose in May
 * ahead of a June decision] Kestrel is now expecting a ruling by D"), and a product named after a naming verb ("the pain
 * drug tavrunosin called Zelvora": the name is Zelvora); a product named only by the sentence after "our NDA" as the
 * holder of a designation ("Zelvora has fast track status"), also in a forum post opening on a greeting ("Hi Jim, ...").
 * Invented sentences.
 */
import { expect } from 'chai'
import { extractText } from '../../services/extractor/extract.js'

const published = (text: string, referenceDate: string) =>
  extractText(text, { referenceDate, filer: null })
    .filter((a) => a.publishable)
    .map((a) => ({ kind: a.kind, date: a.pdufa_date, drug: a.drug_name }))

describe('s19-recall2: an awaited ruling after the agency delayed its decision', () => {
  it('reads the ruling awaited two sentences after the delay as the moved date', () => {
    expect(
      published(
        "The FDA has delayed its decision on Kestrel Bio's drug Zelvora, according to a press release. Kestrel has operations in Denver. Kestrel is now expecting a ruling by October 28.",
        '2014-07-30',
      ),
    ).to.deep.equal([{ kind: 'date_extended', date: '2014-10-28', drug: 'Zelvora' }])
  })
  it('reads past months the story gives between the delay and the new day', () => {
    expect(
      published(
        "Regulators pushed back their decision on Kestrel's sleep drug Zelvora. The stock had doubled in May ahead of an expected August verdict. Kestrel now anticipates a decision by November 21.",
        '2014-08-02',
      ),
    ).to.deep.equal([{ kind: 'date_extended', date: '2014-11-21', drug: 'Zelvora' }])
  })
  it('reads a move of a name the lexicon did not admit as the move of the awaited decision', () => {
    expect(
      published(
        'Kestrel Bio said the FDA has extended its review of Zelvora by three months. The agency asked for more safety data. The company is now awaiting a decision by November 3.',
        '2014-08-04',
      ),
    ).to.deep.equal([{ kind: 'date_extended', date: '2014-11-03', drug: 'Zelvora' }])
  })
  it('publishes nothing when a day is written between the delay and the awaited ruling', () => {
    expect(
      published(
        'The FDA delayed its decision on Zelvora by three months. Kestrel reported results on May 5, 2014. Kestrel is now expecting a ruling by October 28.',
        '2014-07-30',
      ),
    ).to.deep.equal([])
  })
  it("publishes nothing for a court's delayed ruling", () => {
    expect(
      published(
        'Kestrel said the court delayed its ruling on the Zelvora patent. The company went public in March. Kestrel is now expecting a ruling by October 28.',
        '2014-07-30',
      ),
    ).to.deep.equal([])
  })
  it('publishes nothing after a move the sentence only supposes', () => {
    expect(
      published(
        'The FDA may delay its decision on Zelvora if it needs more data. Kestrel has operations in Denver. Kestrel is now expecting a ruling by October 28.',
        '2014-07-30',
      ),
    ).to.deep.equal([])
  })
  it('publishes nothing for a ruling awaited from another body', () => {
    expect(
      published(
        'The FDA has delayed its decision on Zelvora. Kestrel has operations in Denver. Kestrel is now expecting a ruling by October 28 from the court in its patent case.',
        '2014-07-30',
      ),
    ).to.deep.equal([])
  })
})

describe('s19-recall2: a product named after a naming verb', () => {
  it('reads the name after "called", not the substance before it', () => {
    expect(
      published(
        "The FDA approved Kestrel's drug, a long-acting version of the pain drug tavrunosin called Zelvora, on June 2, 2014.",
        '2014-06-03',
      ),
    ).to.deep.equal([{ kind: 'approval', date: '2014-06-02', drug: 'Zelvora' }])
  })
  it('reads the name after "known as"', () => {
    expect(
      published(
        'The FDA approved a long-acting tovalene known as Ostrelva on June 2, 2014.',
        '2014-06-03',
      ),
    ).to.deep.equal([{ kind: 'approval', date: '2014-06-02', drug: 'Ostrelva' }])
  })
  it('reads a code after "called"', () => {
    expect(
      published(
        'The FDA approved the pain drug tavrunosin called ZV-101 on June 2, 2014.',
        '2014-06-03',
      ),
    ).to.deep.equal([{ kind: 'approval', date: '2014-06-02', drug: 'ZV-101' }])
  })
  it('keeps the name before a naming verb set off by a comma', () => {
    expect(
      published(
        'The FDA approved Zelvora, called Ostrelva in Europe, on June 2, 2014.',
        '2014-06-03',
      ),
    ).to.deep.equal([{ kind: 'approval', date: '2014-06-02', drug: 'Zelvora' }])
  })
})

describe('s19-recall2: the product of "our NDA" named as a designation\'s holder in the next sentence', () => {
  const quote =
    'The FDA accepted for standard review our New Drug Application (NDA) with a PDUFA action date of April 23, 2010. Zelvora has fast track status and its proposed indication is the treatment of relapsed lymphoma.'
  it("reads the holder of fast track status as the date's product", () => {
    expect(published(quote, '2009-11-20')).to.deep.equal([
      { kind: 'date_set', date: '2010-04-23', drug: 'Zelvora' },
    ])
  })
  it('reads a received designation the same way', () => {
    expect(
      published(
        'The FDA accepted our NDA with a PDUFA action date of April 23, 2010. Ostrelva has received Orphan Drug designation from the FDA.',
        '2009-11-20',
      ),
    ).to.deep.equal([{ kind: 'date_set', date: '2010-04-23', drug: 'Ostrelva' }])
  })
  it('reads it in a forum post that opens on a greeting', () => {
    expect(
      published(
        `Hi Jim, I went to the KSTL website and found the following quote: "${quote}"`,
        '2009-11-20',
      ),
    ).to.deep.equal([{ kind: 'date_set', date: '2010-04-23', drug: 'Zelvora' }])
  })
  it("holds the date when the designation is the sponsor's for a product it names", () => {
    expect(
      published(
        'The FDA accepted our NDA with a PDUFA action date of April 23, 2010. Kestrel has fast track status for Zelvora.',
        '2009-11-20',
      ),
    ).to.deep.equal([])
  })
  it('holds the date when two products hold designations', () => {
    expect(
      published(
        'The FDA accepted our NDA with a PDUFA action date of April 23, 2010. Zelvora holds Orphan Drug designation for the treatment of lymphoma. Ostrelva has fast track status.',
        '2009-11-20',
      ),
    ).to.deep.equal([])
  })
  it("holds the date when a word after the greeting's comma is shaped as a name no pattern read", () => {
    expect(
      published(
        'The FDA accepted our NDA with a PDUFA action date of April 23, 2010, Hi Jim. Zelvora has fast track status.',
        '2009-11-20',
      ),
    ).to.deep.equal([])
  })
})
