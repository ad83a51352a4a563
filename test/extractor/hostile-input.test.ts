/**
 * Hostile filing text, family by family (test/support/hostile-filings.ts): every text step finishes and reads what a
 * reader would. How the time grows with the input is measured by `npm run bench` (hostile); asserted here only as a ratio
 * of CPU times at 2n and n, for a family once quadratic.
 */
import { expect } from 'chai'
import type { ExtractedAssertions } from '../../schemas/avro/types.js'
import { MAX_DATES_PER_SENTENCE } from '../../services/extractor/document.js'
import { htmlToText, plainText } from '../../services/poller/html-text.js'
import { hostileFamilies } from '../support/hostile-filings.js'
import { runHostileStep } from '../support/hostile-steps.js'

const family = (name: string) => hostileFamilies.find((f) => f.name === name)!
const extracted = (name: string, size: number) =>
  runHostileStep('extract', family(name).build(size)) as ExtractedAssertions

describe('hostile filing text', () => {
  it('every family runs through its step at a test size without throwing', () => {
    for (const f of hostileFamilies) {
      const size = Math.max(1, Math.round(f.benchSize / 50))
      const out = runHostileStep(f.step, f.build(size))
      expect(out, f.name).to.not.equal(undefined)
    }
  })

  it('a sentence naming one owner thousands of times is read in time linear in its length', () => {
    // CPU time at 2n over time at n, the median of five passes (the bench's figure, test/bench/hostile.ts): about 2 for
    // a linear step, 4 for the quadratic neighbour search this family once hit. A ratio, not a time: the machine's speed
    // and load fall on both sides.
    const cpuMs = (text: string) => {
      const before = process.cpuUsage()
      runHostileStep('extract', text)
      const used = process.cpuUsage(before)
      return (used.user + used.system) / 1000
    }
    const f = family('repeated_owner_names')
    cpuMs(f.build(6_000))
    const ratios: number[] = []
    for (let pass = 0; pass < 5; pass++) {
      const small = f.build(6_000)
      const large = f.build(12_000)
      ratios.push(cpuMs(large) / Math.max(1, cpuMs(small)))
    }
    ratios.sort((a, b) => a - b)
    expect(ratios[2]).to.be.below(3)
    expect(
      extracted('repeated_owner_names', 2_000).assertions.map((a) => a.pdufa_date),
    ).to.deep.equal(['2027-03-03'])
  })

  it('a sentence repeating an approval, a complete response letter or a standing date is read in time linear in its length', () => {
    // As above: CPU time at 2n over time at n, the median of five passes; about 2 for a linear read, 4 for the read of the
    // whole sentence per repetition these families once hit.
    const cpuMs = (text: string) => {
      const before = process.cpuUsage()
      runHostileStep('extract', text)
      const used = process.cpuUsage(before)
      return (used.user + used.system) / 1000
    }
    for (const name of [
      'repeated_approvals',
      'repeated_crls',
      'repeated_negated_crls',
      'repeated_received_approvals',
      'repeated_agentless_approvals',
      'repeated_revised_dates',
    ]) {
      const f = family(name)
      const n = f.benchSize >> 1
      cpuMs(f.build(n))
      const ratios: number[] = []
      for (let pass = 0; pass < 5; pass++) {
        const small = f.build(n)
        const large = f.build(2 * n)
        ratios.push(cpuMs(large) / Math.max(1, cpuMs(small)))
      }
      ratios.sort((a, b) => a - b)
      expect(ratios[2], name).to.be.below(3)
    }
    // Still read: one approval, one letter, each of the one drug the sentence names.
    const approval = extracted('repeated_approvals', 400).assertions
    expect(approval.map((a) => [a.kind, a.drug_name])).to.deep.equal([['approval', 'Zelvora']])
    const letter = extracted('repeated_crls', 400).assertions
    expect(letter.map((a) => [a.kind, a.drug_name])).to.deep.equal([['crl', 'Zelvora']])
    expect(extracted('repeated_negated_crls', 400).assertions).to.deep.equal([])
  })

  it('a sentence of thousands of dates is read for its first dates only, once each', () => {
    const text = family('repeated_dates').build(3_000)
    const record = runHostileStep('extract', text) as ExtractedAssertions
    expect(record.assertions.length).to.be.within(1, MAX_DATES_PER_SENTENCE)
    expect(record.assertions.map((a) => a.pdufa_date)).to.include('2027-01-01')
    // Each reading quotes the sentence: the record holds tens of copies of it, never thousands.
    expect(JSON.stringify(record).length).to.be.below((MAX_DATES_PER_SENTENCE + 1) * text.length)
  })

  it('many sentences each stating a target date are each read', () => {
    const record = extracted('repeated_phrases', 200)
    const dates = new Set(record.assertions.map((a) => a.pdufa_date))
    expect(dates.has('2027-01-01')).to.equal(true)
    expect(dates.has('2027-11-06')).to.equal(true)
  })

  it('runs of spaces and no-break spaces collapse or stay as the filing has them, and lines are trimmed', () => {
    const spaced = htmlToText(family('whitespace_run_html').build(50_000))
    expect(spaced.startsWith('The PDUFA date is March 3, 2027.')).to.equal(true)
    const nbsp = htmlToText(family('nbsp_run_html').build(10_000))
    expect(nbsp.startsWith(`The PDUFA${'\u00a0'.repeat(10_000)}date`)).to.equal(true)
    // A table cell of only no-break spaces and spaces is trimmed to its word.
    expect(nbsp.endsWith('\n\nx')).to.equal(true)
    expect(htmlToText(`<p>${'\u00a0'.repeat(30_000)}</p><p>next</p>`)).to.equal('next')
    expect(plainText(family('whitespace_run_plain').build(40_000))).to.match(
      /^The PDUFA[ \t]+date is March 3, 2027\.\nx$/,
    )
  })

  it('a target date after a long no-break-space run still publishes with its drug', () => {
    const record = extracted('nbsp_run_text', 50_000)
    expect(record.assertions.map((a) => a.pdufa_date)).to.deep.equal(['2027-03-03'])
  })

  it('markup nested a hundred thousand deep still gives its text', () => {
    const text = htmlToText(family('deep_nesting').build(100_000))
    expect(text).to.equal('The PDUFA date is March 3, 2027.')
  })

  it('nesting within the usual depth reads as one write does', () => {
    const html = `${'<div>'.repeat(200)}<p>One&nbsp;${'<span>x</span>'.repeat(3000)}</p>${'</div>'.repeat(200)}`
    expect(htmlToText(html)).to.equal(`One\u00a0${'x'.repeat(3000)}`)
  })

  it('a huge table keeps one line per row', () => {
    const text = htmlToText(family('huge_table').build(5_000))
    const lines = text.split('\n')
    expect(lines).to.have.length(5_000)
    expect(lines[4_999]).to.equal('Zelmivant 4999\tPDUFA March 16, 2027')
  })

  it('binary junk gives no assertion and no error', () => {
    expect(extracted('binary_junk', 200_000).assertions).to.deep.equal([])
    expect(htmlToText(family('binary_junk_html').build(200_000))).to.be.a('string')
  })

  it('a multi-megabyte document is read to its end', () => {
    const text = family('large_document').build(3_000_000)
    const record = runHostileStep(
      'extract',
      `${text}\n\nKestrel Pharma announced that the FDA assigned a PDUFA target action date of December 30, 2029 for ostravimab.`,
    ) as ExtractedAssertions
    expect(record.assertions.map((a) => a.pdufa_date)).to.include('2029-12-30')
  })
})
