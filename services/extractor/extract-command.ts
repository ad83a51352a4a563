/**
 * The `npm run extract` protocol: JSON lines in, one JSON line out per good input line.
 *
 * Input line: {"id", "text", "filed_date"?, "company"?, "cik"?, "form"?}. A bad line (not JSON, wrong shape)
 * is reported on the error channel with its line number and skipped; the others are still processed.
 * Output line: {"id", "assertions": [...]} with every Assertion field of the Avro contract.
 */
import { z } from 'zod'
import type { Assertion } from '../../schemas/avro/types.js'
import { isIsoDate } from './calendar-days.js'
import { extractText } from './extract.js'
import { requestLlmCandidates, type LlmCandidate, type LlmClientOptions } from './llm-extractor.js'

const inputSchema = z.object({
  id: z.union([z.string().min(1), z.number()]),
  text: z.string(),
  filed_date: z
    .string()
    .refine(isIsoDate, 'filed_date must be a YYYY-MM-DD date')
    .nullable()
    .optional(),
  company: z.string().nullable().optional(),
  cik: z.union([z.string(), z.number()]).nullable().optional(),
  form: z.string().nullable().optional(),
})

export type InputLine = z.infer<typeof inputSchema>

export interface OutputLine {
  id: string | number
  assertions: Assertion[]
}

export type ParsedLine = { ok: true; input: InputLine } | { ok: false; error: string }

export function parseInputLine(line: string): ParsedLine {
  let json: unknown
  try {
    json = JSON.parse(line)
  } catch (error) {
    return {
      ok: false,
      error: `not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    }
  }
  const parsed = inputSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? `"${issue.path.join('.')}"` : 'line'
    return { ok: false, error: `${where}: ${issue?.message ?? 'invalid'}` }
  }
  return { ok: true, input: parsed.data }
}

export interface CommandIo {
  write(line: string): void
  error(message: string): void
}

export interface CommandOptions {
  llm: LlmClientOptions | null
}

/** Runs the protocol over `lines`; resolves to the number of bad input lines. */
export async function runExtractCommand(
  lines: AsyncIterable<string>,
  io: CommandIo,
  options: CommandOptions,
): Promise<number> {
  let lineNumber = 0
  let badLines = 0
  for await (const raw of lines) {
    lineNumber++
    if (raw.trim().length === 0) continue
    // A byte-order mark on the first line is an encoding artefact, not bad input.
    const parsed = parseInputLine(lineNumber === 1 ? raw.replace(/^\uFEFF/, '') : raw)
    if (!parsed.ok) {
      badLines++
      io.error(`line ${lineNumber}: ${parsed.error}`)
      continue
    }
    const { input } = parsed
    let llmCandidates: LlmCandidate[] | null = null
    if (options.llm !== null) {
      try {
        llmCandidates = await requestLlmCandidates(
          input.text,
          options.llm,
          input.filed_date ?? null,
        )
      } catch (error) {
        io.error(
          `line ${lineNumber}: LLM extraction failed, regex result only (${error instanceof Error ? error.message : String(error)})`,
        )
      }
    }
    const output: OutputLine = {
      id: input.id,
      assertions: extractText(input.text, {
        referenceDate: input.filed_date ?? null,
        filer: input.company ?? null,
        llmCandidates,
      }),
    }
    io.write(JSON.stringify(output))
  }
  return badLines
}
