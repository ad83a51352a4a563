/**
 * The trade press's decision told by its noun: "The approval makes X the first ..." after a headline on the FDA's
 * decision (named-approval-patterns.ts `PRESUPPOSED_APPROVAL`), and a move whose subject is the review told as its process
 * ("The process is now being extended by three months to D", move-verbs.ts `PROCESS_SUBJECT_OF_MOVE`), and the trade
 * press's "okayed" after any agency word (the cheap decision-word test, outcome-candidates.ts). Sentences written for
 * this test, invented names.
 */
import { expect } from 'chai'
import { published } from './readings.js'

describe('an approval presupposed by its definite noun', () => {
  for (const text of [
    'FDA clears oral gout drug. The approval makes Zelvora the first oral therapy the biotech has brought to market.',
    "The FDA approved Kestrel's gout pill. This approval made Zelvora the second oral therapy for the disease.",
    'FDA nod for Kestrel. The U.S. approval makes Zelvora the first wholly owned medicine the biotech has sold.',
  ])
    it(text, () => expect(published(text)).to.deep.equal([['approval', null, 'Zelvora']]))
  for (const text of [
    // An approval still hoped for, another market's, a trial's clearance, a company made the first: none.
    "Kestrel awaits the FDA's decision on Zelvora. An approval would make Zelvora the first oral therapy for gout.",
    "Kestrel awaits the FDA's decision on Zelvora. The approval would make Zelvora the first oral therapy for gout.",
    "The European Commission cleared Kestrel's gout drug. The approval makes Zelvora the first oral therapy in Europe.",
    'If the FDA approves Zelvora, the approval makes Zelvora the first oral drug for gout.',
    "The FDA cleared Kestrel's trial. The approval makes Zelvora the first oral drug for gout to enter Phase 3.",
    'The FDA met Kestrel on its trial. The approval makes Kestrel the first gout drug developer in Ohio.',
    "With the FDA's approval of the trial design, Zelvora will enter a Phase 3 study.",
    "With FDA approval, Zelvora would compete with Merrow's Ostavia in gout.",
  ])
    it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
})

describe('the review told as its process, the subject of a passive move', () => {
  for (const text of [
    'The FDA had promised to render a decision on Zelvora by March 21, 2025. The process is now being extended by three months to June 21, 2025, Kestrel said.',
    "Kestrel's NDA for Zelvora had a PDUFA date of March 21, 2025. The FDA's review process has been extended by three months to June 21, 2025.",
  ])
    it(text, () =>
      expect(published(text, '2025-03-12')).to.deep.include([
        'date_extended',
        '2025-06-21',
        'Zelvora',
      ]),
    )
  for (const text of [
    // A trial's, a merger's, a process of something else: no move of a goal date.
    'Kestrel expects topline data from its trial of Zelvora by March 21, 2025. The enrollment process is now being extended by three months to June 21, 2025.',
    'Kestrel is enrolling patients in a trial of Zelvora, which the FDA is reviewing. The process of enrolling patients is being extended by three months to June 21, 2025.',
    'Kestrel agreed to merge with Merrow by March 21, 2025. The process is now being extended by three months to June 21, 2025, the companies said.',
    'Kestrel began a Phase 3 trial of Zelvora, with data due by March 21, 2025. The process is now being extended by three months to June 21, 2025.',
  ])
    it(`trap: ${text}`, () => expect(published(text, '2025-03-12')).to.deep.equal([]))
})

describe("the trade press's okayed after any agency word", () => {
  for (const text of [
    "U.S. regulators okayed Zelvora, Kestrel's gout pill, on Friday.",
    "The agency OK'd Zelvora, Kestrel's gout pill, late Friday.",
  ])
    it(text, () => expect(published(text)).to.deep.equal([['approval', null, 'Zelvora']]))
  for (const text of [
    // A trial's start, another market's regulators, a board, a supposition: none.
    'U.S. regulators okayed the start of a Phase 3 trial of Zelvora on Friday.',
    "European regulators okayed Zelvora, Kestrel's gout pill, on Friday.",
    "Japan's regulators okayed Zelvora on Friday.",
    "Kestrel's board okayed the sale of Zelvora on Friday.",
    'Kestrel said U.S. regulators could have okayed Zelvora on Friday.',
  ])
    it(`trap: ${text}`, () => expect(published(text)).to.deep.equal([]))
})
