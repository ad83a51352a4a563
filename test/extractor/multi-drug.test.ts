/** Releases about several drugs: every date goes with its own drug; "the PDUFA date" goes with the drug named before it. */
import { expect } from 'chai'
import { extract, published } from './helpers.js'

describe('several drugs in one release', () => {
  it('pairs each date with the drug of its own paragraph', () => {
    const text = [
      'Zentra Therapeutics Reports Fourth Quarter 2024 Financial Results and Pipeline Progress',
      '• Zentrivamab: In January, the FDA accepted our BLA for zentrivamab for the treatment of plaque psoriasis and assigned a PDUFA target action date of October 12, 2025.',
      '• Belotinib: The sNDA for belotinib in EGFR-mutant NSCLC remains under review with a PDUFA date of August 3, 2025.',
      '• Corvastat: We expect to submit an NDA for corvastat in the second half of 2025.',
    ].join('\n')
    expect(published(text)).to.deep.equal([
      ['date_set', '2025-10-12', null, 'zentrivamab'],
      ['date_set', '2025-08-03', null, 'belotinib'],
    ])
  })

  it('resolves "the PDUFA date" to the drug named in the previous sentence', () => {
    const text =
      'The FDA accepted the NDA for corvastat. The PDUFA date is October 12, 2025. Separately, the FDA accepted the BLA for zentrivamab. The PDUFA target action date is November 3, 2025.'
    expect(published(text)).to.deep.equal([
      ['date_set', '2025-10-12', null, 'corvastat'],
      ['date_set', '2025-11-03', null, 'zentrivamab'],
    ])
  })

  it('reads an elliptic second clause for a second drug', () => {
    expect(
      published(
        'The PDUFA goal date for zentrivamab is June 5, 2025 and for belotinib is July 10, 2025.',
      ),
    ).to.deep.equal([
      ['date_set', '2025-06-05', null, 'zentrivamab'],
      ['date_set', '2025-07-10', null, 'belotinib'],
    ])
    expect(
      published("Zentrivamab's PDUFA date is June 5, 2025, and belotinib's is July 10, 2025."),
    ).to.deep.equal([
      ['date_set', '2025-06-05', null, 'Zentrivamab'],
      ['date_set', '2025-07-10', null, 'belotinib'],
    ])
  })

  it('pairs "respectively" in order', () => {
    expect(
      published(
        'The FDA accepted the NDAs for zentrivamab and belotinib with PDUFA dates of June 5, 2025 and July 10, 2025, respectively.',
      ),
    ).to.deep.equal([
      ['date_set', '2025-06-05', null, 'zentrivamab'],
      ['date_set', '2025-07-10', null, 'belotinib'],
    ])
  })

  it("gives the date of an application to the application's own drug", () => {
    expect(
      published(
        'The FDA accepted the NDA for belotinib, a follow-on to zentrivamab, with a PDUFA date of June 5, 2025.',
      ),
    ).to.deep.equal([['date_set', '2025-06-05', null, 'belotinib']])
  })

  it('keeps a combination partner from taking the date', () => {
    const text =
      'The FDA accepted the BLA for ZNT-101 (zentrivamab) in combination with nivolumab, with a PDUFA date of July 22, 2025.'
    expect(published(text)).to.deep.equal([['date_set', '2025-07-22', null, 'ZNT-101']])
    expect(extract(text)[0]?.drug_aliases).to.include('zentrivamab')
  })

  it('keeps the news of one drug apart from an approval of another', () => {
    const text =
      'The FDA has accepted for filing the NDA for corvastat. The FDA has set a PDUFA target action date of October 12, 2025. Zentra also announced that the FDA approved belotinib on January 10, 2025.'
    expect(published(text)).to.deep.equal([
      ['date_set', '2025-10-12', null, 'corvastat'],
      ['approval', '2025-01-10', null, 'belotinib'],
    ])
  })

  it('gives each drug its own review-cycle kind', () => {
    const text = [
      'Zentra announced that the FDA accepted the resubmission of the BLA for zentrivamab as a Class 2 response. The FDA has set a new PDUFA goal date of July 25, 2025.',
      'In addition, the FDA accepted the NDA for belotinib and assigned a PDUFA target action date of October 3, 2025.',
    ].join('\n\n')
    expect(published(text)).to.deep.equal([
      ['resubmission_date_set', '2025-07-25', null, 'zentrivamab'],
      ['date_set', '2025-10-03', null, 'belotinib'],
    ])
  })

  it('normalises application numbers and names aliases', () => {
    const [a] = extract(
      'The FDA accepted New Drug Application (NDA) No. 214383 for ZENTRIVA® (zentrivamab), also known as ZNT-101, and set a PDUFA date of June 5, 2025.',
    )
    expect(a?.application_number).to.equal('NDA 214383')
    expect(a?.drug_name).to.equal('ZENTRIVA')
    expect(a?.drug_aliases).to.include('zentrivamab')
    const [b] = extract(
      'The FDA accepted sBLA 125827 for zentrivamab with a PDUFA date of June 5, 2025.',
    )
    expect(b?.application_number).to.equal('sBLA 125827')
  })
})
