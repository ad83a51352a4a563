/**
 * Writes blind-format sets (one JSON line per passage: {"text","filed","filer"?,"expect":[...],"from"}, the format of
 * test/extractor/blind/) as a data dir in the shared files' schema, so the whole service runs on them as it runs on
 * the shared data (test/e2e/real-files-run.ts, test/e2e/check-real-run.ts):
 *
 *   tsx test/e2e/blind-sets-to-data.ts <out dir> <set.jsonl>... [--filer-named | --filer-per-set]
 *
 * Each passage becomes one case `<set name>:<line>` filed by its line's "filer"; a line that names none is filed by:
 * - with `--filer-named` (the choice closest to EDGAR, use it): the company the passage itself names first (a name
 *   before a listing tag "(NASDAQ: X)", a legal form "Inc."/"plc"/"A/S", a sector word "Pharmaceuticals", or before
 *   "announced"/"said"; `namedFiler` in ./blind-filers.ts), one filer per company across every set (its key: the
 *   name's first distinctive word), so a company's releases in several sets are one filer's, a partner company's are
 *   its own, and the authority rule (no filer moves a decision it has no tie to) meets strangers as it does on EDGAR;
 *   a passage that names no company is filed by its product's owner: the company the other passages of the product
 *   name (a passage expecting one of its drugs, or whose text names one, or whose drug its text names: "Vibegron,
 *   under brand name Xyz"; those about that product alone first, as a roundup names another company first), else one
 *   invented `Owner of <drug>` per product (a company's own text says "the Company"; a trade item that names nobody
 *   is given to the drug's owner: passages of one product are never strangers to each other only because none names
 *   its company); a trap naming no company is its own filer's (a company of its own, made by the run from the case
 *   id). A dateline's place ("KENILWORTH (NJ)", "NEW YORK (AP)"), a byline's writer on the line above, "There's" and
 *   an appositive's place ("Acme, based in Ohio, said") name no company. Run it with `real-files-run.ts --lines br`: a
 *   calendar row's lines ("Acme Inc.", "Xyz (NDA)", "01/31/2027") are its layout on EDGAR (table cells, line breaks),
 *   and joined into one line they read as no sentence (the extractor alone reads the lines);
 * - with `--filer-per-set`: one invented `Filer of <set name>` per set (the runs of session 15: one filer holds many
 *   companies' products, and the same product in two sets is a stranger's);
 * - else: a company of its own per passage.
 * It is filed on its "filed" date, the passage its exhibit; its first expected row is the case's kind
 * and dates (a trap, `expect` [], is kind `none`), decision_group null (a blind set does not say which passages tell of
 * one decision). The whole `expect` of every case is kept beside, in `blind-expect.jsonl`, for
 * test/e2e/compare-blind-service.ts. The out dir is meant to be outside the repository: real text never enters it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { parseCorpus } from '../../services/extractor/corpus.js'
import { namedFilers } from './blind-filers.js'

export interface BlindExpectRow {
  kind: string
  date: string | null
  drug: string | null
  prior?: string | null
}

export interface BlindCaseExpect {
  case_id: string
  set: string
  filed: string
  filer: string | null
  expect: BlindExpectRow[]
}

function main(): void {
  const args = process.argv.slice(2)
  // One invented company files every passage of a set that names no filer (else each passage is its own company's):
  // the passages of one product across a set are then one filer's, as a company's own releases are, and the
  // catalysts stage's filer-group rules meet a filer with many products.
  const filerPerSet = args.includes('--filer-per-set')
  const filerNamed = args.includes('--filer-named')
  if (filerPerSet && filerNamed)
    throw new Error('--filer-named and --filer-per-set exclude each other')
  const [outDir, ...files] = args.filter((a) => !a.startsWith('--'))
  if (!outDir || files.length === 0)
    throw new Error('usage: blind-sets-to-data.ts <out dir> <set.jsonl>...')
  mkdirSync(outDir, { recursive: true })
  const cases: string[] = []
  const expects: string[] = []
  const sets = files.map((file) => ({
    file,
    set: basename(file).replace(/\.jsonl$/, ''),
    lines: parseCorpus(readFileSync(file, 'utf8'), file),
  }))
  // Every set's passages at once: one company, one filer, whichever set names it first.
  const named = filerNamed
    ? namedFilers(
        sets.flatMap(({ lines }) =>
          lines.map((l) => ({
            text: l.text,
            drugs: l.expect.flatMap((row) =>
              (row as BlindExpectRow).drug ? [(row as BlindExpectRow).drug!] : [],
            ),
          })),
        ),
      )
    : null
  let n = 0
  for (const { set, lines } of sets) {
    lines.forEach((line, i) => {
      const case_id = `${set}:${i + 1}`
      const first = line.expect[0] as BlindExpectRow | undefined
      const filer =
        line.filer ?? (filerPerSet ? `Filer of ${set}` : named ? (named[n] ?? null) : null)
      n++
      cases.push(
        JSON.stringify({
          case_id,
          company: filer,
          ticker: null,
          cik: null,
          form: '8-K',
          filed_date: line.filed,
          release_date: line.filed,
          passage: line.text,
          quote: line.text,
          kind: first?.kind ?? 'none',
          pdufa_date: first?.date ?? null,
          prior_date: first?.prior ?? null,
          prior_date_in_passage: first?.prior ? true : null,
          drug_name: first?.drug ?? null,
          decision_group: null,
          fda_outcome: null,
        }),
      )
      expects.push(
        JSON.stringify({
          case_id,
          set,
          filed: line.filed ?? '',
          // The line's own filer, as test/support/blind-set-figures.ts reads it.
          filer: line.filer ?? null,
          expect: line.expect,
        } satisfies BlindCaseExpect),
      )
    })
  }
  writeFileSync(join(outDir, 'pdufa-dev-cases.jsonl'), `${cases.join('\n')}\n`)
  writeFileSync(join(outDir, 'pdufa-more-cases.jsonl'), '')
  writeFileSync(join(outDir, 'pdufa-cases-b.jsonl'), '')
  writeFileSync(join(outDir, 'blind-expect.jsonl'), `${expects.join('\n')}\n`)
  process.stderr.write(`wrote ${cases.length} cases from ${files.length} sets to ${outDir}\n`)
}

main()
