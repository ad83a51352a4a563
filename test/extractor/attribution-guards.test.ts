/**
 * Precision guards found by probing with invented sentences (issue 13): a date goes to the drug its own clause names,
 * every date of a list goes to the drug written after it, a date the agency lets go is lapsed, and an extension that
 * has not happened does not make a date "extended". Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { extract } from './readings.js'

const targets = (text: string) =>
  extract(text)
    .filter((a) => a.kind !== 'approval' && a.kind !== 'crl')
    .map((a) => [a.kind, a.pdufa_date, a.drug_name, a.reason])

describe('attribution and lapse guards', () => {
  it("an application named in another clause does not take the date of the clause's subject", () => {
    expect(
      targets(
        'Ostrelva has a PDUFA date of March 14, 2026, and Kestrel plans to file its own NDA for Zelvora later this year.',
      ),
    ).to.deep.equal([['date_set', '2026-03-14', 'Ostrelva', null]])
  })

  it('an application named in the same clause still does', () => {
    expect(
      targets('The FDA set a PDUFA date of March 14, 2026 after accepting the NDA for Zelvora.'),
    ).to.deep.equal([['date_set', '2026-03-14', 'Zelvora', null]])
  })

  it("a rival's product named after the word is a competitor's date", () => {
    expect(
      targets("Halden's rival Ostrelva has a PDUFA date of March 14, 2026.").map((t) => t[3]),
    ).to.deep.equal(['competitor'])
  })

  it('each date of a list goes to the drug written after it, with or without a year', () => {
    expect(
      targets(
        'The FDA has set PDUFA dates of March 3, 2026 for Zelvora and April 9, 2026 for Ostrelva.',
      ),
    ).to.deep.equal([
      ['date_set', '2026-03-03', 'Zelvora', null],
      ['date_set', '2026-04-09', 'Ostrelva', null],
    ])
    expect(
      targets('The FDA set PDUFA dates of November 14 for Zelvora and January 9 for Ostrelva.'),
    ).to.deep.equal([
      ['date_set', '2025-11-14', 'Zelvora', null],
      ['date_set', '2026-01-09', 'Ostrelva', null],
    ])
    expect(
      targets('Norvale has set a PDUFA target action date of 14 November for Ostrelva.'),
    ).to.deep.equal([['date_set', '2025-11-14', 'Ostrelva', null]])
  })

  it('a date after "for" followed by no name gives the date no drug', () => {
    expect(
      targets('The PDUFA date is March 3, 2026 for patients with plaque psoriasis.').map(
        (t) => t[2],
      ),
    ).to.deep.equal([null])
  })

  it('a date the agency says will not be met, or will replace later, has lapsed', () => {
    expect(
      targets(
        'The FDA informed us that the November 14, 2025 PDUFA date for Zelvora will not be met.',
      ).map((t) => t[3]),
    ).to.deep.equal(['lapsed'])
    expect(
      targets(
        'The PDUFA date for Zelvora was November 14, 2025; the FDA will provide a new action date later.',
      ).filter((t) => t[3] === null),
    ).to.deep.equal([])
  })

  it('an extension that may happen leaves the date set; one that happened extends it', () => {
    expect(
      targets(
        'The FDA accepted the NDA for Zelvora, and the PDUFA goal date of November 14, 2025 may be extended if we submit a major amendment.',
      ),
    ).to.deep.equal([['date_set', '2025-11-14', 'Zelvora', null]])
    expect(
      targets(
        'The PDUFA date for Zelvora is November 14, 2025; any extension of the review would delay a decision.',
      ),
    ).to.deep.equal([['date_set', '2025-11-14', 'Zelvora', null]])
    expect(
      targets(
        'The FDA extended the PDUFA goal date for Zelvora to November 14, 2025 following a major amendment.',
      ).map((t) => t[0]),
    ).to.deep.equal(['date_extended'])
  })

  describe('lists of products with their dates', () => {
    const rows: Array<[string, string, Array<[string, string]>]> = [
      [
        'an application list, "respectively"',
        'The FDA accepted the NDAs for Zelvora and Ostrelva, with PDUFA goal dates of March 3, 2026 and April 9, 2026, respectively.',
        [
          ['2026-03-03', 'Zelvora'],
          ['2026-04-09', 'Ostrelva'],
        ],
      ],
      [
        'a coordinated subject, "respectively"',
        'Zelvora and Ostrelva have PDUFA dates of March 3, 2026 and April 9, 2026, respectively.',
        [
          ['2026-03-03', 'Zelvora'],
          ['2026-04-09', 'Ostrelva'],
        ],
      ],
      [
        'each code with its date in parentheses',
        "Norvale's NV-1182 (PDUFA date of November 14, 2025) and NV-2040 (PDUFA date of January 23, 2026) are both under priority review.",
        [
          ['2025-11-14', 'NV-1182'],
          ['2026-01-23', 'NV-2040'],
        ],
      ],
      [
        'labelled items between semicolons',
        'Zelvora: PDUFA November 14, 2025; Ostrelva: PDUFA January 9, 2026.',
        [
          ['2025-11-14', 'Zelvora'],
          ['2026-01-09', 'Ostrelva'],
        ],
      ],
    ]
    for (const [name, text, pairs] of rows)
      it(name, () => {
        expect(
          targets(text)
            .filter((t) => t[3] === null)
            .map((t) => [t[1], t[2]]),
        ).to.deep.equal(pairs)
      })

    it('a combination partner after "and" is not a list item of its own', () => {
      expect(
        targets(
          'The FDA accepted the sBLA for Zelvora and Ostrelva in combination for first-line NSCLC, with a PDUFA date of March 3, 2026.',
        ),
      ).to.deep.equal([['date_set', '2026-03-03', 'Zelvora', null]])
    })
  })

  it('a capital "May" inside a sentence is the month, not a hedge', () => {
    expect(
      targets('The BLA for Zelvora (accepted in May) has a PDUFA goal date of March 14, 2026.').map(
        (t) => t[3],
      ),
    ).to.deep.equal([null])
  })

  it('an adjective in an application slot is no drug ("accepted the NDA for substantive review")', () => {
    expect(
      targets(
        'Kestrel submitted its NDA for KST-204 in March 2025. Today, the Company announced the FDA has accepted the NDA for substantive review. The FDA has assigned a PDUFA goal date of May 5, 2026.',
      ).map((t) => t[2]),
    ).to.deep.equal(['KST-204'])
  })

  it('an FDA decision awaited by a deadline binds, and is hedged under a fronted condition', () => {
    expect(
      targets('Norvale expects a decision from the FDA on the BLA for V731 by March 14, 2026.'),
    ).to.deep.equal([['date_set', '2026-03-14', 'V731', null]])
    expect(
      targets(
        'If the NDA is accepted, Kestrel expects a decision from the FDA on Zelvora by March 14, 2026.',
      ).map((t) => t[3]),
    ).to.deep.equal(['hedged'])
    expect(
      targets('Kestrel expects a decision from the EMA on Zelvora by March 14, 2026.'),
    ).to.deep.equal([])
  })

  describe('two dates of one drug keep their own indications; a list item after "and for" is its own drug', () => {
    const withIndication = (text: string) =>
      extract(text)
        .filter((a) => a.publishable)
        .map((a) => [a.pdufa_date, a.drug_name, a.indication])

    it('each date with the disease in parentheses after it', () => {
      expect(
        withIndication(
          'PDUFA dates for Zelvora are November 14, 2025 (atopic dermatitis) and March 3, 2026 (prurigo nodularis).',
        ),
      ).to.deep.equal([
        ['2025-11-14', 'Zelvora', 'atopic dermatitis'],
        ['2026-03-03', 'Zelvora', 'prurigo nodularis'],
      ])
    })

    it('each date with "in <disease> (it) is" before it', () => {
      expect(
        withIndication(
          'For zelrafenib, the PDUFA goal date in melanoma is October 17, 2025, and in thyroid cancer it is January 23, 2026.',
        ),
      ).to.deep.equal([
        ['2025-10-17', 'zelrafenib', 'melanoma'],
        ['2026-01-23', 'zelrafenib', 'thyroid cancer'],
      ])
    })

    it('"and for Ostrelva it is" names the second drug, not an indication', () => {
      expect(
        withIndication(
          'The PDUFA date for Zelvora is November 14, 2025, and for Ostrelva it is January 9, 2026.',
        ),
      ).to.deep.equal([
        ['2025-11-14', 'Zelvora', null],
        ['2026-01-09', 'Ostrelva', null],
      ])
    })
  })

  describe('a list of dates each followed by its drug or its indication', () => {
    const readings = (text: string) =>
      extract(text)
        .filter((a) => a.publishable)
        .map((a) => [a.pdufa_date, a.drug_name, a.indication])

    it('each date with its drug in parentheses, separated by commas', () => {
      expect(
        readings(
          'PDUFA target action dates are November 14, 2025 (Zelvora), January 9, 2026 (Ostrelva) and February 6, 2026 (tavolimab).',
        ),
      ).to.deep.equal([
        ['2025-11-14', 'Zelvora', null],
        ['2026-01-09', 'Ostrelva', null],
        ['2026-02-06', 'tavolimab', null],
      ])
    })

    it('"D for <disease acronym>" is an indication, not a drug', () => {
      expect(
        readings(
          'Tavolimab has PDUFA target action dates of February 6, 2026 for first-line NSCLC and May 15, 2026 for adjuvant NSCLC.',
        ),
      ).to.deep.equal([
        ['2026-02-06', 'Tavolimab', 'first-line NSCLC'],
        ['2026-05-15', 'Tavolimab', 'adjuvant NSCLC'],
      ])
    })

    it('a date in a lapse sentence does not lend its clause to the name ("Ostrelva passed without action")', () => {
      expect(
        extract(
          'Halden said the PDUFA date of November 14 for Ostrelva passed without action.',
        ).map((a) => a.drug_name),
      ).to.deep.equal(['Ostrelva'])
    })
  })

  it('dates assigned "to X and Y, respectively"', () => {
    expect(
      targets(
        'The FDA has assigned PDUFA target action dates of March 3, 2026 and April 9, 2026 to Zelvora and Ostrelva, respectively.',
      ),
    ).to.deep.equal([
      ['date_set', '2026-03-03', 'Zelvora', null],
      ['date_set', '2026-04-09', 'Ostrelva', null],
    ])
  })

  it('the product a development or royalty noun is about', () => {
    expect(
      targets(
        'The FDA informed us that it is not currently planning to hold an advisory committee meeting for Zelvora, and the PDUFA target action date continues to be November 14, 2025.',
      ),
    ).to.deep.equal([['date_set', '2025-11-14', 'Zelvora', null]])
    expect(
      targets(
        'Kestrel holds a royalty interest in Vantrexa. Orvion has announced a PDUFA date of January 15, 2026.',
      ),
    ).to.deep.equal([['date_set', '2026-01-15', 'Vantrexa', null]])
    expect(
      targets('Kestrel is a partner to Norvale; the PDUFA date is January 15, 2026.').map(
        (t) => t[2],
      ),
    ).to.deep.equal([null])
  })

  it('a code after a heading of its own name is no company suffix ("About NV-1182 NV-1182 is")', () => {
    expect(
      targets(
        'The NDA for NV-1182 is under review with a target action date of September 26, 2025. About NV-1182 NV-1182 is a potassium binder.',
      ),
    ).to.deep.equal([['date_set', '2025-09-26', 'NV-1182', null]])
  })
})

describe("another company's product named with a description between owner and name", () => {
  it('is held as a competitor', () => {
    const text =
      "Marrowind Therapeutics reported Phase 3 data for MW-118. Vantel Pharma's complement inhibitor Sylfora has a PDUFA date of September 9, 2025."
    expect(extract(text).map((a) => [a.drug_name, a.reason])).to.deep.equal([
      ['Sylfora', 'competitor'],
    ])
  })
})

describe('a lower-case noun before a company closing word', () => {
  it('is no company ("the same age group"), so the filer stays the first company', () => {
    const text =
      'Ravelin Bio Announces FDA Approval of Tobrexa for Children\n- Tobrexa received a positive CHMP opinion for the same age group in Europe\nWALTHAM, Mass., June 24, 2025 -- Ravelin Bio, Inc. today announced that the FDA has approved Tobrexa for children aged 2 through 5.'
    expect(
      extract(text, '2025-06-24')
        .filter((a) => a.publishable)
        .map((a) => [a.kind, a.drug_name]),
    ).to.deep.equal([['approval', 'Tobrexa']])
  })
})

describe('a product the next sentence says would compete with ours', () => {
  it("is another sponsor's", () => {
    const text =
      'On August 1, 2025, Trellis Bio announced that the FDA had accepted its BLA for tremolimab with a PDUFA target action date of May 2, 2026. If approved, tremolimab would compete with our product candidate, ALD-404.'
    expect(extract(text, '2025-08-13').map((a) => [a.drug_name, a.reason])).to.deep.equal([
      ['tremolimab', 'competitor'],
    ])
  })
})
