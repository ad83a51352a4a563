/**
 * The extractor and the catalysts core together on the real `tune` passages of the three shared files (read at test
 * time from ../shared/data, never copied): each passage extracted as the service extracts a filing (its company as the
 * filer, its filing or release date as the reference), every record through one core in filing order. What a client of
 * the feed would check: no outcome event from a filing that announces no decision, every extension whose replaced date
 * the extractor read served as a `date_extension` with its prior date and delta, and no decision split over two live
 * catalysts. (On the extractor of 2.4.0 the first check failed twice: a letter counted in the plural and "issues in the
 * CRL" published complete response letters no passage announced.)
 */
import { expect } from 'chai'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ExtractedAssertions } from '../../schemas/avro/types.js'
import { EXTRACTOR_VERSION, extractText } from '../../services/extractor/extract.js'
import { namedCompanies } from '../../services/extractor/named-companies.js'
import { parseCases, referenceDateOf, type DevCase } from '../../services/extractor/evaluation.js'
import { accessionOf, cikOf, edgarIndexUrl } from './support/cases.js'
import { CoreHarness } from './support/harness.js'

/** ../shared/data beside the checkout, or beside a folder above it (a second working tree). */
function sharedData(): string {
  let dir = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
  for (let depth = 0; depth < 3; depth++) {
    const candidate = resolve(dir, '..', 'shared', 'data')
    if (existsSync(candidate)) return candidate
    dir = dirname(dir)
  }
  throw new Error('shared data not found beside the repository')
}

type Case = DevCase & {
  decision_group?: string | null
  cik?: string | null
  ticker?: string | null
}

function tuneCases(): Case[] {
  const dir = sharedData()
  return ['pdufa-dev-cases.jsonl', 'pdufa-more-cases.jsonl', 'pdufa-cases-b.jsonl']
    .flatMap((file) => {
      const text = readFileSync(resolve(dir, file), 'utf8')
      const raw = text
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as Record<string, unknown>)
      // The answer fields the core needs beside what the extractor reads (group, CIK, ticker).
      return parseCases(text).map((c, i) => ({ ...raw[i], ...c }) as Case)
    })
    .filter((c) => c.split === 'tune' && referenceDateOf(c) !== null)
    .sort((a, b) =>
      referenceDateOf(a)! < referenceDateOf(b)!
        ? -1
        : referenceDateOf(a)! > referenceDateOf(b)!
          ? 1
          : a.case_id < b.case_id
            ? -1
            : 1,
    )
}

describe('extractor and catalysts on real passages (tune split of the three shared files)', function () {
  const cases = tuneCases()
  const h = new CoreHarness(async () => null)
  const caseOf = new Map<string, Case>()
  const extracted = new Map<string, ExtractedAssertions>()

  before(async function () {
    for (const [i, c] of cases.entries()) {
      const filed = referenceDateOf(c)!
      const core = c as unknown as Parameters<typeof accessionOf>[0]
      let accession = accessionOf(core, filed)
      // Two passages of one filing (a deliberate duplicate in another rendering) are two filings here.
      if (caseOf.has(accession))
        accession = `${accession.slice(0, -2)}${String(i % 100).padStart(2, '0')}`
      const record: ExtractedAssertions = {
        accession,
        cik: cikOf(core),
        company: c.company ?? null,
        form: '8-K',
        filed_date: filed,
        source_url: edgarIndexUrl(cikOf(core), accession),
        extractor: EXTRACTOR_VERSION,
        extracted_at: new Date(Date.UTC(2030, 0, 1) + i * 60_000).toISOString(),
        assertions: extractText(c.passage, {
          referenceDate: filed,
          filer: c.company ?? null,
          llmCandidates: null,
        }),
        named_companies: namedCompanies(c.passage),
      }
      caseOf.set(accession, c)
      extracted.set(accession, record)
      await h.assertions(record)
    }
  })

  it('has enough passages to mean something', function () {
    expect(cases.length).to.be.greaterThan(140)
  })

  it('no outcome event comes from a passage that announces no decision', function () {
    const unannounced = h
      .events()
      .filter((e) => e.event_type === 'decision_outcome')
      .map((e) => caseOf.get(e.accession!)!)
      .filter((c) => c.kind !== 'approval' && c.kind !== 'crl')
      .map((c) => c.case_id)
    expect(unannounced).to.deep.equal([])
  })

  it('an extension whose replaced date the extractor read is served as a date_extension with its delta', function () {
    const untyped: string[] = []
    let typed = 0
    for (const [accession, record] of extracted) {
      for (const a of record.assertions) {
        if (!a.publishable || a.kind !== 'date_extended' || a.prior_date === null) continue
        const event = h
          .events()
          .find((e) => e.accession === accession && e.new_date === a.pdufa_date)
        // A date the core already served (restated by a later passage of the decision) gives no event.
        if (event === undefined) continue
        if (
          event.event_type === 'date_extension' &&
          event.prior_date !== null &&
          event.delta_days !== null &&
          event.delta_days > 0
        )
          typed++
        else untyped.push(`${caseOf.get(accession)!.case_id}: ${event.event_type}`)
      }
    }
    expect(untyped).to.deep.equal([])
    expect(typed).to.be.greaterThan(4)
  })

  it('no decision is split over two live catalysts', function () {
    const holder = new Map<string, number>()
    for (const record of h.state.catalysts.values())
      if (record.live) for (const k of record.contributions) holder.set(k.accession, record.id)
    const groups = new Map<string, Set<number>>()
    for (const [accession, c] of caseOf) {
      if (!c.decision_group || !holder.has(accession)) continue
      groups.set(
        c.decision_group,
        (groups.get(c.decision_group) ?? new Set()).add(holder.get(accession)!),
      )
    }
    // A group that holds a complete response letter and a later approval spans two review cycles: the letter decides
    // one, the resubmission's approval the next (two decisions, two catalysts).
    const twoCycles = (group: string) => {
      const kinds = new Set(
        [...caseOf.values()].filter((c) => c.decision_group === group).map((c) => c.kind),
      )
      return kinds.has('crl') && kinds.has('approval')
    }
    expect(
      [...groups].filter(([g, ids]) => ids.size > 1 && !twoCycles(g)).map(([g]) => g),
    ).to.deep.equal([])
  })
})
