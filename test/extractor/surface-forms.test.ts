/**
 * The surface normalisation (services/extractor/surface-forms.ts): scraped and reposted text read as its clean form, the
 * quote always a verbatim slice of the text as written. Sentences written for this test (invented names).
 */
import { expect } from 'chai'
import { extractText } from '../../services/extractor/extract.js'
import {
  keyWordOfSlip,
  normaliseSurface,
  recaseLines,
  sourceSpan,
} from '../../services/extractor/surface-forms.js'

const published = (text: string, filed = '2026-06-01') =>
  extractText(text, { referenceDate: filed })
    .filter((a) => a.publishable)
    .map((a) => ({ kind: a.kind, date: a.pdufa_date, drug: a.drug_name, quote: a.quote }))

describe('extractor: surface normalisation', function () {
  describe('the layer and its map back to the text as written', function () {
    it('decodes entities and maps every offset back', function () {
      const written = 'PDUFA&nbsp;date of March&#160;5, 2027 for Zelvora&trade;.'
      const surface = normaliseSurface(written)
      expect(surface.text).to.equal('PDUFA\u00A0date of March\u00A05, 2027 for Zelvora\u2122.')
      const at = surface.text.indexOf('March')
      const [start, end] = sourceSpan(surface, at, surface.text.indexOf('.'))
      expect(written.slice(start, end)).to.equal('March&#160;5, 2027 for Zelvora&trade;')
    })

    it('reads an entity escaped twice, and leaves an ampersand that is no entity', function () {
      expect(normaliseSurface('Food &amp;amp; Drug, AT&T &amp;nbsp;x').text).to.equal(
        'Food & Drug, AT&T \u00A0x',
      )
      expect(normaliseSurface('R&D and M&A').toSource).to.equal(null)
    })

    it('reads the dotted, swapped and fused acronym as "PDUFA"', function () {
      expect(normaliseSurface('The P.D.U.F.A. date is set.').text).to.equal(
        'The PDUFA date is set.',
      )
      expect(normaliseSurface('under P.D.U.F.A. The').text).to.equal('under PDUFA. The')
      expect(normaliseSurface('a PDFUA date, a PUDFA goal').text).to.equal(
        'a PDUFA date, a PDUFA goal',
      )
      expect(normaliseSurface('the PDUFAdate and the dateof it').text).to.equal(
        'the PDUFA date and the date of it',
      )
    })

    it('reads a slip of a key word as the word, in its case, and never an English word one slip from it', function () {
      expect(
        [
          'Applicaton',
          'Adminstration',
          'approvel',
          'APROVAL',
          'Reponse',
          'Perscription',
          'extention',
        ].map(keyWordOfSlip),
      ).to.deep.equal([
        'Application',
        'Administration',
        'approval',
        'APPROVAL',
        'Response',
        'Prescription',
        'extension',
      ])
      for (const word of [
        'approvable',
        'approver',
        'approve',
        'compete',
        'completed',
        'proscription',
        'biological',
        'extender',
        'extends',
        'applicant',
        'responses',
        'Approval',
        'approach',
      ])
        expect(keyWordOfSlip(word), word).to.equal(null)
    })

    it('recases a line in capitals that tells a decision, keeping every offset, and no other line', function () {
      const text =
        "FDA APPROVES KESTREL BIO'S ZELVORA (KB-101)\nITEM 8.01 OTHER EVENTS\nKestrel said so."
      const recased = recaseLines(text)
      expect(recased).to.equal(
        "FDA Approves Kestrel BIO's Zelvora (KB-101)\nITEM 8.01 OTHER EVENTS\nKestrel said so.",
      )
      expect(recased.length).to.equal(text.length)
    })
  })

  describe('readings', function () {
    const cases: Array<[string, string, { kind: string; date: string | null; drug: string }]> = [
      [
        'an entity between month and day',
        'Kestrel Bio said the FDA set a PDUFA target action date of March&nbsp;5,&nbsp;2027 for Zelvora.',
        { kind: 'date_set', date: '2027-03-05', drug: 'Zelvora' },
      ],
      [
        'the term in entity quotation marks',
        'Ostrava Pharma said the FDA set a &quot;PDUFA&quot; date of July 9, 2027 for Quorvala.',
        { kind: 'date_set', date: '2027-07-09', drug: 'Quorvala' },
      ],
      [
        'the term in doubled quotation marks',
        "Ostrava Pharma said the FDA set a ''PDUFA'' goal date of July 9, 2027 for Quorvala.",
        { kind: 'date_set', date: '2027-07-09', drug: 'Quorvala' },
      ],
      [
        'the term in plain quotation marks',
        'Halvard Bio said its "target action date" for Tessivane is October 2, 2026.',
        { kind: 'date_set', date: '2026-10-02', drug: 'Tessivane' },
      ],
      [
        'the dotted acronym',
        'The P.D.U.F.A. date for Norvexa is September 14, 2026.',
        { kind: 'date_set', date: '2026-09-14', drug: 'Norvexa' },
      ],
      [
        'the acronym fused to its noun',
        'Brenlo Therapeutics said the PDUFAdate for Ravintra is November 20, 2026.',
        { kind: 'date_set', date: '2026-11-20', drug: 'Ravintra' },
      ],
      [
        'the noun fused to its preposition',
        'The FDA assigned a PDUFA goal dateof December 1, 2026 to the NDA for Ravintra.',
        { kind: 'date_set', date: '2026-12-01', drug: 'Ravintra' },
      ],
      [
        'a swapped acronym',
        'Tamsen Bio said the FDA set a PDFUA date of August 21, 2026 for Orvelia.',
        { kind: 'date_set', date: '2026-08-21', drug: 'Orvelia' },
      ],
      [
        'a slip of "approval"',
        'Kestrel Bio announced that it received FDA aproval for Zelvora on March 5, 2026.',
        { kind: 'approval', date: '2026-03-05', drug: 'Zelvora' },
      ],
      [
        'a slip of "Response"',
        'Kestrel Bio received a Complete Reponse Letter from the FDA for Zelvora on April 2, 2026.',
        { kind: 'crl', date: '2026-04-02', drug: 'Zelvora' },
      ],
      [
        'a slip of "Prescription"',
        'Ostrava Pharma said the FDA set a Perscription Drug User Fee Act date of March 5, 2027 for Quorvala.',
        { kind: 'date_set', date: '2027-03-05', drug: 'Quorvala' },
      ],
      [
        'a slip of "extended"',
        'The FDA extnded the PDUFA date for Zelvora to March 5, 2027.',
        { kind: 'date_extended', date: '2027-03-05', drug: 'Zelvora' },
      ],
      [
        'a headline in capitals with no company',
        'FDA APPROVES ZELVORA FOR TREATMENT OF MIGRAINE',
        { kind: 'approval', date: null, drug: 'ZELVORA' },
      ],
      [
        "a headline in capitals with a company's possessive",
        "FDA APPROVES KESTREL BIO'S ZELVORA",
        { kind: 'approval', date: null, drug: 'ZELVORA' },
      ],
      [
        'a goal date in capitals after a possessive',
        "FDA SETS PDUFA DATE OF MARCH 5, 2027 FOR KESTREL'S ZELVORA",
        { kind: 'date_set', date: '2027-03-05', drug: 'ZELVORA' },
      ],
      [
        'a letter in capitals after a possessive',
        "FDA ISSUES COMPLETE RESPONSE LETTER FOR OSTRAVA'S QUORVALA",
        { kind: 'crl', date: null, drug: 'QUORVALA' },
      ],
    ]
    for (const [name, text, expected] of cases)
      it(name, function () {
        const read = published(text)
        expect(read.map(({ kind, date, drug }) => ({ kind, date, drug }))).to.deep.equal([expected])
        // The quote is cut from the text as written.
        expect(text).to.include(read[0]!.quote)
      })

    const traps: Array<[string, string]> = [
      [
        '"approvable" is no slip of "approval"',
        'Kestrel Bio said the FDA found Zelvora approvable on March 5, 2026.',
      ],
      [
        '"compete" is no slip of "complete"',
        'Kestrel Bio will compete with a response letter-writing firm on May 3, 2026.',
      ],
      [
        'a PDUFA fee in entities',
        'Kestrel Bio paid its PDUFA&nbsp;fee on March 5, 2026 for Zelvora.',
      ],
      ['another agency in capitals', 'THE EMA SET A DECISION DATE OF MARCH 5, 2027 FOR ZELVORA.'],
      [
        'an advisory committee in capitals',
        'FDA ADVISORY COMMITTEE TO REVIEW ZELVORA ON MARCH 5, 2027',
      ],
      [
        'a hoped date in capitals',
        'KESTREL BIO EXPECTS A PDUFA DATE IN THE FIRST QUARTER OF 2027 FOR ZELVORA',
      ],
    ]
    for (const [name, text] of traps)
      it(`trap: ${name}`, function () {
        expect(published(text)).to.deep.equal([])
      })
  })
})
