/**
 * The phrasing corpus (pure): invented sentences, one JSON line each, with what a reader of the feed must get from
 * them. Files are grouped by the behaviour a line exercises (extension, restated, negated, lapsed, competitor, table,
 * list, outcome, ...); `npm run eval -- --corpus` and the corpus test both run them through `checkCorpusCase`.
 *
 * A line: `{text, filed, filer?, expect, held?, from}`.
 * - `expect`: every assertion the extractor publishes, as `{kind, date, prior?, drug}` (order free, nothing more,
 *   nothing less); `[]` is "publishes nothing".
 * - `held`: when present, every assertion it holds back, as `{reason, kind, date}`, exactly.
 * - A row may add further fields of the assertion to check (`confidence`, `date_confidence`, `drug_aliases`,
 *   `indication`, `role`, `year_inferred`, `outcome`, `application_number`, `quote`); the same fields are then
 *   compared on every row of the line.
 * - `from`: where the case came from (the test it was first written for).
 */
import { z } from 'zod'
import type { Assertion } from '../../schemas/avro/types.js'

const CHECKABLE = {
  confidence: z.string(),
  date_confidence: z.string(),
  drug_aliases: z.array(z.string()),
  indication: z.string().nullable(),
  role: z.string(),
  year_inferred: z.boolean(),
  outcome: z.string().nullable(),
  application_number: z.string().nullable(),
  quote: z.string(),
}
type CheckableField = keyof typeof CHECKABLE
const CHECKABLE_FIELDS = Object.keys(CHECKABLE) as CheckableField[]

const publishedRow = z
  .object({
    kind: z.string(),
    date: z.string().nullable(),
    prior: z.string().optional(),
    drug: z.string().nullable(),
    ...partial(CHECKABLE),
  })
  .strict()
const heldRow = z
  .object({
    reason: z.string().nullable(),
    kind: z.string(),
    date: z.string().nullable(),
    ...partial(CHECKABLE),
  })
  .strict()

const corpusLine = z
  .object({
    text: z.string().min(1),
    filed: z.string().nullable(),
    filer: z.string().nullish(),
    expect: z.array(publishedRow),
    held: z.array(heldRow).optional(),
    from: z.string(),
  })
  .strict()

export type CorpusLine = z.infer<typeof corpusLine>
export interface CorpusCase extends CorpusLine {
  /** `file:line`, for a reader to find the case. */
  where: string
}

function partial<T extends Record<string, z.ZodType>>(
  shape: T,
): { [K in keyof T]: z.ZodOptional<T[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>
  }
}

/** Parses a corpus file; a malformed line is an error naming the file and line. */
export function parseCorpus(jsonl: string, file: string): CorpusCase[] {
  const cases: CorpusCase[] = []
  jsonl.split('\n').forEach((raw, index) => {
    if (raw.trim().length === 0) return
    const where = `${file}:${index + 1}`
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch (error) {
      throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`)
    }
    const parsed = corpusLine.safeParse(json)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      throw new Error(`${where}: ${issue?.path.join('.')}: ${issue?.message}`)
    }
    cases.push({ ...parsed.data, where })
  })
  return cases
}

/** The further fields a line compares: those any of its rows names. */
function fieldsOf(line: CorpusLine): CheckableField[] {
  const rows: Array<Record<string, unknown>> = [...line.expect, ...(line.held ?? [])]
  return CHECKABLE_FIELDS.filter((field) => rows.some((row) => field in row))
}

function publishedView(a: Assertion, fields: readonly CheckableField[]): Record<string, unknown> {
  const row: Record<string, unknown> = { kind: a.kind, date: a.pdufa_date }
  if (a.prior_date !== null) row.prior = a.prior_date
  row.drug = a.drug_name
  for (const field of fields) row[field] = a[field]
  return row
}

function heldView(a: Assertion, fields: readonly CheckableField[]): Record<string, unknown> {
  const row: Record<string, unknown> = { reason: a.reason, kind: a.kind, date: a.pdufa_date }
  for (const field of fields) row[field] = a[field]
  return row
}

/** Rows as a sorted list of their JSON, with keys in a fixed order, so that two readings compare as multisets. */
function canonical(
  rows: ReadonlyArray<Record<string, unknown>>,
  order: readonly string[],
): string[] {
  return rows
    .map((row) =>
      JSON.stringify(Object.fromEntries(order.filter((k) => k in row).map((k) => [k, row[k]]))),
    )
    .sort()
}

/** What differs between a line and the extractor's assertions on its text; empty when the line holds. */
export function checkCorpusCase(line: CorpusLine, assertions: readonly Assertion[]): string[] {
  const fields = fieldsOf(line)
  const problems: string[] = []
  const publishedOrder = ['kind', 'date', 'prior', 'drug', ...fields]
  const want = canonical(line.expect, publishedOrder)
  const got = canonical(
    assertions.filter((a) => a.publishable).map((a) => publishedView(a, fields)),
    publishedOrder,
  )
  if (want.join('\n') !== got.join('\n'))
    problems.push(`published: expected [${want.join(', ')}], got [${got.join(', ')}]`)
  if (line.held !== undefined) {
    const heldOrder = ['reason', 'kind', 'date', ...fields]
    const wantHeld = canonical(line.held, heldOrder)
    const gotHeld = canonical(
      assertions.filter((a) => !a.publishable).map((a) => heldView(a, fields)),
      heldOrder,
    )
    if (wantHeld.join('\n') !== gotHeld.join('\n'))
      problems.push(`held: expected [${wantHeld.join(', ')}], got [${gotHeld.join(', ')}]`)
  }
  return problems
}
