/**
 * Two products coordinated in one approval verb, each with its own use ("The FDA approved X for A and Y for B"), the
 * shape of a results release's regulatory highlights (s18-check, r36). Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

const FILED = '2026-03-20'

describe('a second product coordinated in one approval (session 18, s18-check)', () => {
  for (const [text, rows] of [
    [
      'The FDA approved Zelvora for gout and Ostrelva for lupus.',
      [
        ['approval', null, 'Zelvora'],
        ['approval', null, 'Ostrelva'],
      ],
    ],
    [
      'On Monday the FDA approved Zelvora for gout and ZL-044 for lupus nephritis, Kestrel Bio said.',
      [
        ['approval', '2026-03-16', 'Zelvora'],
        ['approval', '2026-03-16', 'ZL-044'],
      ],
    ],
    [
      'The FDA approved Zelvora (tovaline) for gout and Ostrelva (pelrafib) for lupus, while Pexolin missed its trial goal.',
      [
        ['approval', null, 'Zelvora'],
        ['approval', null, 'Ostrelva'],
      ],
    ],
  ] as const)
    it(`reads both products: ${text}`, () => expect(published(text, FILED)).to.deep.equal(rows))

  for (const text of [
    // The second has a predicate of its own: another clause, not the approval's second object.
    'The FDA approved Zelvora for gout and Ostrelva for lupus is expected by June 30, 2026.',
    'The FDA approved Zelvora for gout and Ostrelva remains under review for lupus.',
    // A company, not a product: named as one elsewhere, or its "use" owned ("for its partner programme").
    'Halvern Inc. said the FDA approved Zelvora for gout and Halvern for launch.',
    'The FDA approved Zelvora for gout and Halvern for its partner programme.',
    'The FDA approved Zelvora for adults and Kestrel Bio for the US market.',
    // A partner in the first product's use is no second approval.
    'The FDA approved Zelvora in combination with Ostrelva for gout.',
  ])
    it(`trap: only the first product is approved: ${text}`, () =>
      expect(published(text, FILED)).to.deep.equal([['approval', null, 'Zelvora']]))

  it('trap: a received approval told as its own clause is no second object of this one', () =>
    expect(
      published(
        'The FDA approved Zelvora for gout and Ostrelva for lupus received approval in 2024.',
        FILED,
      ).map((row) => row[2]),
    ).to.not.include('Ostrelva'))
  it('trap: another agency approves the second product', () =>
    expect(
      published(
        'The FDA approved Zelvora for gout and the EMA approved Ostrelva for lupus.',
        FILED,
      ).map((row) => row[2]),
    ).to.not.include('Ostrelva'))
  it('trap: a hypothetical approval reads neither', () =>
    expect(
      published(
        'If approved, Zelvora for gout and Ostrelva for lupus would launch in 2027.',
        FILED,
      ),
    ).to.deep.equal([]))
})

describe("a roundup's dated lead dates the approvals it counts (session 18, s18-check)", () => {
  it('dates the undated approval right after "On D, the agency granted two approvals."', () =>
    expect(
      published(
        "On March 16, the FDA granted two approvals. Kestrel's Zelvora was cleared for gout. Halvern's Ostrelva received accelerated approval to treat lupus.",
        FILED,
      ),
    ).to.deep.include(['approval', '2026-03-16', 'Ostrelva']))
  it('dates it by the lead\'s weekday ("On Monday, the agency approved two new therapies.")', () =>
    expect(
      published(
        "On Monday, the agency approved two new therapies. Halvern's Ostrelva received approval to treat lupus.",
        FILED,
      ),
    ).to.deep.include(['approval', '2026-03-16', 'Ostrelva']))
  for (const text of [
    // The decision has a time of its own.
    'On March 16, the FDA granted two approvals. Ostrelva received approval to treat lupus in 2024.',
    'On March 16, the FDA granted two approvals. Ostrelva previously received approval to treat lupus.',
    "On March 16, the FDA granted two approvals. In February, Halvern's Ostrelva received approval to treat lupus.",
    "On March 16, the FDA granted two approvals. Halvern's Ostrelva received approval to treat lupus last week.",
    // More sentences after the lead than it counts.
    'On March 16, the FDA granted two approvals. Zelvora is under review. Pexolin is in a trial. Ostrelva received approval to treat lupus.',
    // No lead: a year, not a fronted day; a lead after the decision dates nothing before it.
    'In 2025 the FDA granted two approvals. Ostrelva received approval to treat lupus.',
    'Ostrelva received approval to treat lupus. On March 16, the FDA granted two approvals.',
    // A count of something else than decisions.
    'On March 16, the FDA granted two meetings. Ostrelva received approval to treat lupus.',
  ])
    it(`trap: no lead dates it: ${text}`, () =>
      expect(
        published(text, FILED).filter((row) => row[0] === 'approval' && row[1] !== null),
      ).to.deep.equal([]))
})
