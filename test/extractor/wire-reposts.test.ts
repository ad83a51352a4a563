/**
 * s20-wire (classes of a real set of sponsor releases as third-party sites repost them): the recipients of a complete
 * response letter written with their listings ("sent Kestrel Bio Ltd. (NASDAQ: KSTB) ... a CRL"), a conjugate's payload
 * word as the second word of its name ("tovalizumab tesirine"), a brand named only as "the first FDA approved therapy"
 * after an approval of "the company's gene therapy", a code in parentheses after a name's route and form ("tavrunosin
 * sublingual film (KB-130277)"), and the weekday after the object of the agency's decision told in a clause of its own
 * ("Kestrel said the FDA approved X on Friday"). Invented sentences.
 */
import { expect } from 'chai'
import { extractText } from '../../services/extractor/extract.js'

const published = (text: string, referenceDate: string) =>
  extractText(text, { referenceDate, filer: null })
    .filter((a) => a.publishable)
    .map((a) => ({ kind: a.kind, date: a.pdufa_date, drug: a.drug_name }))

describe('s20-wire: a letter sent to recipients written with their listings', () => {
  it('reads the letter past two listed recipients', () => {
    expect(
      published(
        "The U.S. Food & Drug Administration has sent Kestrel Bio Ltd. (NASDAQ: KSTB) and Norvane Therapeutics Inc. (NASDAQ: NRVN) a Complete Response Letter (CRL) regarding the drug Zelvora's supplemental new drug application.",
        '2027-07-30',
      ),
    ).to.deep.equal([{ kind: 'crl', date: null, drug: 'Zelvora' }])
  })
  it('reads no letter the agency might send', () => {
    expect(
      published(
        'If the FDA sent Kestrel Bio Ltd. (NASDAQ: KSTB) a complete response letter, the launch of Zelvora would be delayed into 2029.',
        '2027-07-30',
      ),
    ).to.deep.equal([])
  })
  it('reads no letter in the sponsor sending its response', () => {
    expect(
      published(
        'Kestrel Bio Ltd. (NASDAQ: KSTB) sent the FDA its response to the complete response letter for Zelvora in May, the company said.',
        '2027-07-30',
      ),
    ).to.deep.equal([])
  })
})

describe("s20-wire: a conjugate's payload word", () => {
  it('keeps "tesirine" as the name\'s second word', () => {
    expect(
      published(
        'The FDA has accepted the BLA for tovalizumab tesirine for relapsed lymphoma and set a PDUFA target date of May 21, 2028.',
        '2027-11-20',
      ),
    ).to.deep.equal([{ kind: 'date_set', date: '2028-05-21', drug: 'tovalizumab tesirine' }])
  })
  it('reads no product in the payload word alone', () => {
    expect(
      published(
        "The tesirine payload of Kestrel's conjugate is a cytotoxin; the company expects to file a BLA next year.",
        '2027-12-01',
      ),
    ).to.deep.equal([])
  })
})

describe('s20-wire: a brand named as the first approved product after the approval', () => {
  it('names the approval of "the company\'s gene therapy" by the brand in the quote after', () => {
    expect(
      published(
        'Sept 16 - The U.S. Food and Drug Administration has approved Kestrel Bio\'s gene therapy for a rare neurological disorder, the company said late on Friday. "ZELVORA is the first FDA approved therapy shown to slow the progression of the disorder," the company said in a statement.',
        '2027-09-17',
      ),
    ).to.deep.equal([{ kind: 'approval', date: null, drug: 'ZELVORA' }])
  })
  it('names no product told as the first approved before the approval', () => {
    expect(
      published(
        "Ostrelva is the first FDA-approved therapy for the disorder. On Friday the FDA approved Kestrel Bio's gene therapy for a related disorder.",
        '2027-09-17',
      ),
    ).to.deep.equal([])
  })
  it("names no other company's product", () => {
    expect(
      published(
        "Norvane's Ostrelva is the first approved treatment for a related disorder. The U.S. Food and Drug Administration has approved Kestrel Bio's gene therapy for a rare neurological disorder, the company said on Friday.",
        '2027-09-17',
      ),
    ).to.deep.equal([])
  })
})

describe("s20-wire: a code after the name's route and form", () => {
  it('binds the code to the resubmitted film', () => {
    expect(
      published(
        'Kestrel Bio announced that the FDA has accepted its new drug application for tavrunosin sublingual film (KB-130277) to treat OFF episodes, which was resubmitted on 21 November 2027. The expected action date by the FDA under the Prescription Drug User Fee Act is 21 May 2028.',
        '2027-12-20',
      ),
    ).to.deep.equal([{ kind: 'resubmission_date_set', date: '2028-05-21', drug: 'KB-130277' }])
  })
})

describe("s20-wire: a weekday after the object of the agency's reported decision", () => {
  it('dates the approval "said the FDA approved X on Friday" tells', () => {
    expect(
      published(
        'Kestrel Bio said the FDA approved Zelvora on Friday for adults with relapsed leukemia.',
        '2027-09-20',
      ),
    ).to.deep.equal([{ kind: 'approval', date: '2027-09-17', drug: 'Zelvora' }])
  })
  it("leaves undated the statement's weekday", () => {
    expect(
      published(
        'Kestrel Bio said the FDA approved Zelvora in a statement on Friday.',
        '2027-09-17',
      ),
    ).to.deep.equal([{ kind: 'approval', date: null, drug: 'Zelvora' }])
  })
  it("leaves undated the saying's weekday", () => {
    expect(
      published('Kestrel Bio said on Monday the FDA approved Zelvora.', '2027-09-20'),
    ).to.deep.equal([{ kind: 'approval', date: null, drug: 'Zelvora' }])
  })
})
