/**
 * The pipeline's layers (services/extractor/pipeline.ts, document.ts, resolved-drugs.ts): the date layers written once,
 * before the proposals, for every sentence (the whole text's dates only when a sentence holds a mention read against
 * them); every date mention resolved right after them; the drug of every fact the proposals hold resolved right after the
 * lexicon. The components after the layers only read them: a frozen record reads the same, and their modules reach no
 * resolver. Sentences written for this test (invented names).
 */
import { expect } from 'chai'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { repoRoot } from '../support/test-kinds.js'
import {
  COMPONENTS,
  readAssertions,
  readDocument,
  type ObserveComponent,
} from '../../services/extractor/pipeline.js'
import { readDates, readText } from '../../services/extractor/document.js'

describe('pipeline layers: dates', () => {
  it('reads every sentence for its dates, whichever component will ask', () => {
    const doc = readDocument(
      'Tavrelo Bio reported results for the third quarter. ' +
        'The board met on Monday. ' +
        'No date is given here. ' +
        'The FDA assigned a PDUFA date of September 5, 2026 for Ostrelva.',
      '2026-02-10',
    )
    expect(doc.sentenceDates).to.have.length(doc.sentences.length)
    expect(doc.sentenceDates.map((dates) => dates.map((d) => d.text))).to.deep.equal([
      ['third quarter'],
      ['on Monday'],
      [],
      ['September 5, 2026'],
    ])
  })

  it('skips the whole text dates when every date is written with its year and an unambiguous order', () => {
    const doc = readDocument(
      'On January 6, 2026, Kestrel Therapeutics submitted its NDA. ' +
        'The FDA assigned a PDUFA date of September 5, 2026 for Ostrelva.',
      '2026-02-10',
    )
    expect(doc.wholeText).to.equal(null)
    expect(readAssertions(doc).map((a) => a.pdufa_date)).to.deep.equal(['2026-09-05'])
  })

  it('reads the whole text dates for a year-less day, and resolves the day by the same day written with its year', () => {
    const text = readText(
      'Kestrel Therapeutics will host a call on September 5, 2027. ' +
        'The FDA assigned a PDUFA goal date of September 5 for Ostrelva.',
      '2026-02-10',
    )
    const dates = readDates(text)
    expect(dates.wholeText?.written).to.include('2027-09-05')
    const doc = readDocument(text.text, '2026-02-10')
    const [assertion] = readAssertions(doc)
    expect(assertion?.pdufa_date).to.equal('2027-09-05')
    expect(assertion?.year_inferred).to.equal(true)
  })

  it('reads the numeric order of the whole text for a numeric date of ambiguous order', () => {
    const doc = readDocument(
      'The meeting was held on 15.01.2026. The FDA assigned a PDUFA date of 05.09.2026 for Ostrelva.',
      '2026-02-10',
    )
    expect(doc.wholeText?.numericOrder).to.equal('day-first')
    expect(readAssertions(doc).map((a) => a.pdufa_date)).to.deep.equal(['2026-09-05'])
  })
})

/** The record with every object and array in it frozen: a component that writes a layer after the pipeline throws. */
function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (value === null || typeof value !== 'object' || seen.has(value)) return value
  seen.add(value)
  for (const inner of Object.values(value)) deepFreeze(inner, seen)
  return Object.freeze(value)
}

describe('pipeline layers: resolution', () => {
  it('resolves every date mention of every sentence after the dates layer, each way a reading asks', () => {
    const doc = readDocument(
      'On May 25, 2025, Kestrel Therapeutics announced that the FDA assigned a PDUFA goal date of November 3 for ' +
        'Ostrelva. The board met on Monday. The FDA approved Zelvora on January 30, 2026.',
      '2026-02-10',
    )
    expect(doc.resolvedDates.map((readings) => readings.length)).to.deep.equal(
      doc.sentenceDates.map((dates) => dates.length),
    )
    const [written, yearLess] = doc.resolvedDates[0]!
    // A date written with its year reads one way whatever asks.
    expect(new Set(Object.values(written!).map((d) => d.iso))).to.deep.equal(
      new Set(['2025-05-25']),
    )
    // A year-less day: from the time the sentence gives itself (forward, back), or from the filing date.
    expect(yearLess).to.deep.include({
      ahead: { iso: '2025-11-03', written: false, yearInferred: true, ambiguous: false },
      behind: { iso: '2024-11-03', written: false, yearInferred: true, ambiguous: false },
      aheadOfFiling: { iso: '2026-11-03', written: false, yearInferred: true, ambiguous: false },
    })
    expect(doc.resolvedDates[2]!.map((r) => r.behindOfFiling.iso)).to.deep.equal(['2026-01-30'])
  })

  it('resolves the drug of every fact the proposals hold after the lexicon, and of every sentence from its start', () => {
    const doc = readDocument(
      'Kestrel Therapeutics announced that the FDA assigned a PDUFA goal date of November 3, 2026 for Ostrelva. ' +
        'The review continues. The FDA approved Zelvora on January 30, 2026.',
      '2026-02-10',
      'Kestrel Therapeutics',
    )
    const name = (drug: { name: string } | null | undefined) => drug?.name ?? null
    expect(doc.drugs.ofTargets.map((drugs) => drugs?.map(name))).to.deep.equal([['Ostrelva']])
    expect(doc.drugs.ofOutcomes.map((drugs) => drugs?.map(name))).to.deep.equal([
      undefined,
      undefined,
      ['Zelvora'],
    ])
    // A sentence that names no drug is about the one named before it.
    expect(doc.drugs.ofSentence.map(name)).to.deep.equal(['Ostrelva', 'Ostrelva', 'Zelvora'])
    // Every target date's drug was read by the lexicon: no sentence is read for coined names.
    expect(doc.drugs.coined.filter((c) => c !== undefined)).to.deep.equal([])
  })

  it('reads the coined names only for a sentence whose goal date the lexicon gives no drug', () => {
    const doc = readDocument(
      'If approved, Zelvora would be the first oral therapy for the condition. Kestrel Therapeutics said the review ' +
        'is on track. The PDUFA goal date is November 3, 2026.',
      '2026-02-10',
      'Kestrel Therapeutics',
    )
    const at = doc.sentences.length - 1
    expect(doc.drugs.ofTargets[at]).to.deep.equal([null])
    const readFor = Array.from(doc.drugs.coined, (c, i) => (c === undefined ? null : i))
    expect(readFor.filter((i) => i !== null)).to.deep.equal([at])
    expect(doc.drugs.coined[at]?.near?.name).to.equal('Zelvora')
    expect(readAssertions(doc).map((a) => [a.drug_name, a.pdufa_date])).to.deep.equal([
      ['Zelvora', '2026-11-03'],
    ])
  })

  it('gives a text that proposes no reading no drug lexicon and no drugs layer', () => {
    const doc = readDocument(
      'Kestrel Therapeutics reported revenue of $4 million for the quarter ended September 30, 2026 from Ostrelva.',
      '2026-11-10',
      'Kestrel Therapeutics',
    )
    expect(doc.lexicon.entityNames).to.deep.equal([])
    expect(doc.drugs).to.deep.equal({ ofSentence: [], ofTargets: [], ofOutcomes: [], coined: [] })
    expect(readAssertions(doc)).to.deep.equal([])
  })

  // Each a reading of another component: sentence targets, a move with its replaced date in the sentence before,
  // "respectively" over coined names, a table column, a headed list, a decision, a letter's content only.
  const filings = [
    'The FDA accepted the NDA for Ostrelva and assigned a PDUFA goal date of November 3, 2026.',
    'The FDA assigned Ostrelva a PDUFA date of June 5, 2026. Kestrel Therapeutics submitted a major amendment. ' +
      'The FDA extended the PDUFA date for Ostrelva to September 5, 2026.',
    'Kestrel Therapeutics filed for Zelvora (plaque psoriasis) and for Ostravo (atopic dermatitis); the PDUFA ' +
      'goal dates are June 5, 2026 and July 9, 2026, respectively.',
    'Pipeline update:\nProduct | Status | PDUFA Date\nOstrelva | NDA under review | 09/30/2026\n' +
      'Zelvora | BLA under review | 10/15/2026\n',
    'Upcoming PDUFA dates:\n\u2022 Ostrelva (NDA) \u2013 April 8, 2026\n\u2022 Zelvora (sNDA) \u2013 June 22, 2026\n',
    'Kestrel Therapeutics announced that the FDA approved Ostrelva on January 30, 2026.',
    'Kestrel Therapeutics received a letter on Ostrelva. In the letter, the FDA asked for an additional study ' +
      'before the application may be approved.',
  ]

  /**
   * Runs the pipeline on `text` with the record frozen after each component: a component that wrote a layer already
   * written, or any part of one, would throw. Returns the components in the order they ran, what each added to the
   * record, and the assertions.
   */
  function walk(text: string) {
    const ran: Array<{ component: string; added: string[] }> = []
    let before: Record<string, unknown> = {}
    const observe: ObserveComponent = (component, record) => {
      const now = record as Record<string, unknown>
      // Every layer written before is still there, the same value (not written again).
      for (const [key, value] of Object.entries(before)) expect(now[key], key).to.equal(value)
      ran.push({ component, added: Object.keys(now).filter((key) => !(key in before)) })
      before = { ...now }
      return deepFreeze(record)
    }
    const doc = readDocument(text, '2026-02-10', 'Kestrel Therapeutics', observe)
    const assertions = readAssertions(doc, observe)
    return { ran, assertions }
  }

  it('a walk of one filing runs each component once, in the pipeline order, each writing its own layers once', () => {
    for (const text of filings) {
      const { ran, assertions } = walk(text)
      expect(
        ran.map((r) => r.component),
        text,
      ).to.deep.equal(COMPONENTS.map((c) => c.name))
      for (const [k, { added }] of ran.entries())
        expect([...added].sort(), ran[k]!.component).to.deep.equal(
          [...COMPONENTS[k]!.writes].sort(),
        )
      // The readings and the decision, on a record frozen after every component, read as the unobserved pipeline does.
      expect(assertions, text).to.not.deep.equal([])
      expect(assertions, text).to.deep.equal(
        readAssertions(readDocument(text, '2026-02-10', 'Kestrel Therapeutics')),
      )
    }
  })

  it('a text that proposes no reading passes the same components, its lexicon, drugs and numbers empty', () => {
    const { ran, assertions } = walk(
      'Kestrel Therapeutics reported revenue of $4 million for the quarter from Ostrelva.',
    )
    expect(ran.map((r) => r.component)).to.deep.equal(COMPONENTS.map((c) => c.name))
    expect(assertions).to.deep.equal([])
  })
})

/** The modules `file` imports a value from (type-only imports left out), as repository paths, and theirs, transitively. */
function valueImportsFrom(file: string, seen = new Set<string>()): Set<string> {
  const source = readFileSync(join(repoRoot, file), 'utf8')
  for (const m of source.matchAll(/^import\s+(type\s+)?([\s\S]*?)\s*from\s+'(\.{1,2}\/[^']+)'/gm)) {
    if (m[1] !== undefined) continue
    // "{ type A, type B }": only types.
    const names = /^\{([\s\S]*)\}$/
      .exec(m[2]!.trim())?.[1]
      ?.split(',')
      .map((n) => n.trim())
    if (names !== undefined && names.filter(Boolean).every((n) => n.startsWith('type '))) continue
    const target = resolve(dirname(join(repoRoot, file)), m[3]!.replace(/\.js$/, '.ts'))
    if (!existsSync(target)) continue
    const path = relative(repoRoot, target)
    if (seen.has(path)) continue
    seen.add(path)
    valueImportsFrom(path, seen)
  }
  return seen
}

describe('pipeline layers: a walk of one filing', () => {
  // The components after the layers (candidates, table and list readings, decision) reach no resolver: the date, the
  // drug and the coined name of every fact are in the layers before them, so following one filing passes each once.
  const RESOLVERS = [
    'services/extractor/resolved-dates.ts',
    'services/extractor/drug-resolution.ts',
    'services/extractor/coined-names.ts',
    'services/extractor/resolved-drugs.ts',
    'services/extractor/pipeline.ts',
  ]
  for (const reader of [
    'services/extractor/candidates.ts',
    'services/extractor/table-candidates.ts',
    'services/extractor/outcome-candidates.ts',
    'services/extractor/decide.ts',
  ])
    it(`${reader} reads the resolution layers and calls no resolver`, () => {
      const reached = valueImportsFrom(reader)
      expect(reached.has('services/extractor/document.ts')).to.equal(true)
      expect(RESOLVERS.filter((r) => reached.has(r))).to.deep.equal([])
    })

  it('resolves a date only in the resolved dates layer', () => {
    const document = readFileSync(join(repoRoot, 'services/extractor/resolved-dates.ts'), 'utf8')
    // Not exported: no module but resolved-dates.ts can call it; there, only the layer's readings (readingsOf) do.
    expect(document).to.match(/^function resolveDate\(/m)
    const start = document.indexOf('function readingsOf(')
    const end = document.indexOf('\n}\n', start)
    const calls = (text: string) => [...text.matchAll(/\bresolveDate\(/g)].length
    expect(calls(document.slice(start, end))).to.be.greaterThan(0)
    expect(calls(document.slice(0, start) + document.slice(end))).to.equal(1)
  })
})
