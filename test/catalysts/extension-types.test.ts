/**
 * An extension is served as a `date_extension` with the date it replaced whenever the text states that date, names the
 * standard three-month move, or the feed held the replaced date when the extension was filed; also when the stage
 * reads the extension late (after the outcome, in backfill order), where it is recorded as history. Each text
 * extracted as the service extracts a filing, through one core. Sentences written for this test, invented names.
 */
import { expect } from 'chai'
import { accessionOnDay, extractedFiling } from './support/extracted-filing.js'
import { CoreHarness } from './support/harness.js'

const CIK = '0009990041'
const FILER = 'Maridel Therapeutics, Inc.'

async function fileInOrder(texts: Array<[filed: string, text: string]>): Promise<CoreHarness> {
  const h = new CoreHarness(async () => null)
  for (const [filed, text] of texts)
    await h.assertions(
      extractedFiling(text, {
        accession: accessionOnDay(CIK, filed),
        cik: CIK,
        filer: FILER,
        filed,
      }),
    )
  return h
}

const onlyCatalyst = (h: CoreHarness) => {
  const live = [...h.state.catalysts.values()].filter((c) => c.live)
  expect(live).to.have.length(1)
  return live[0]!.id
}

const SET: [string, string] = [
  '2024-03-04',
  'Maridel Therapeutics, Inc. announced that the FDA accepted its New Drug Application for Torvexa for the treatment of chronic cough and assigned a PDUFA target action date of November 8, 2024.',
]
const EXTENSION_THREE_MONTHS: [string, string] = [
  '2024-09-20',
  'Maridel Therapeutics, Inc. announced that the FDA has extended the review of the New Drug Application for Torvexa for the treatment of chronic cough by three months. The new PDUFA goal date is February 8, 2025.',
]
const EXTENSION_BARE: [string, string] = [
  '2024-09-20',
  'Maridel Therapeutics, Inc. announced that the FDA has extended the PDUFA goal date for its New Drug Application for Torvexa for the treatment of chronic cough to February 10, 2025.',
]
const APPROVAL: [string, string] = [
  '2025-02-07',
  'Maridel Therapeutics, Inc. announced that the FDA has approved Torvexa for the treatment of chronic cough.',
]

describe('the type of an extension through the core', () => {
  it('an extension that names the three-month move beside its new date, on a new catalyst: a date_extension from three months back', async () => {
    const h = await fileInOrder([EXTENSION_THREE_MONTHS])
    expect(h.timeline(onlyCatalyst(h))).to.deep.equal(['date_extension:2024-11-08>2025-02-08'])
  })

  it('read after the outcome (backfill order), the same extension is the move of the decided cycle, with its replaced date', async () => {
    const h = await fileInOrder([APPROVAL, EXTENSION_THREE_MONTHS])
    const id = onlyCatalyst(h)
    // Filed before the approval, the extension is served before it: the approval is emitted again after it.
    expect(h.timeline(id)).to.deep.equal([
      'decision_outcome:>:approved',
      'date_extension:2024-11-08>2025-02-08',
      'decision_outcome:>:approved',
    ])
    expect(h.events(id).map((e) => [e.applied, e.delta_days])).to.deep.equal([
      [0, null],
      [1, 92],
      [1, null],
    ])
    expect(h.row(id)).to.include({ stage: 'resolved', pdufa_date: '2025-02-08' })
  })

  it('read after the outcome, an extension that states no replaced date moves the date the timeline held when it was filed', async () => {
    const h = await fileInOrder([SET, APPROVAL, EXTENSION_BARE])
    const id = onlyCatalyst(h)
    expect(h.timeline(id)).to.deep.equal([
      'new_date_assigned:>2024-11-08',
      'decision_outcome:>:approved',
      'date_extension:2024-11-08>2025-02-10',
      'decision_outcome:>:approved',
    ])
    expect(h.events(id).map((e) => e.applied)).to.deep.equal([1, 0, 1, 1])
    expect(h.row(id)).to.include({ stage: 'resolved', pdufa_date: '2025-02-10' })
  })

  it('a date filed after the extension is not the date it replaced', async () => {
    const h = await fileInOrder([
      APPROVAL,
      [
        '2024-12-01',
        'Maridel Therapeutics, Inc. said the PDUFA target action date for Torvexa for the treatment of chronic cough is February 10, 2025.',
      ],
      EXTENSION_BARE,
    ])
    const id = onlyCatalyst(h)
    expect(h.timeline(id)).to.deep.equal([
      'decision_outcome:>:approved',
      'new_date_assigned:>2025-02-10',
      'decision_outcome:>:approved',
    ])
  })

  it('in filing order, the bare extension moves the pending date', async () => {
    const h = await fileInOrder([SET, EXTENSION_BARE, APPROVAL])
    expect(h.timeline(onlyCatalyst(h))).to.deep.equal([
      'new_date_assigned:>2024-11-08',
      'date_extension:2024-11-08>2025-02-10',
      'decision_outcome:>:approved',
    ])
  })
})
