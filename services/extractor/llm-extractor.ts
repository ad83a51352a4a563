/**
 * Optional LLM extractor behind an OpenAI-compatible chat-completions API (POST {base}/v1/chat/completions,
 * JSON response format). Configuration arrives as a plain options object; nothing here reads the environment.
 *
 * The model's answer is only a proposal: each assertion is graded by the confidence the model states
 * (high -> llm_high, medium -> llm_medium, low -> llm_low) and then passes the same grounding gate as the
 * regex extractor. Only llm_high with a grounded quote that states the date can publish.
 */
import { z } from 'zod'
import type {
  Assertion,
  Authority,
  Confidence,
  FilerRole,
  Filing,
} from '../../schemas/avro/types.js'
import { AssertionKindValues, ConfidenceValues } from '../../schemas/avro/types.js'
import { gradeLlmExtraction } from './confidence.js'
import { isIsoDate } from './calendar-days.js'
import { applyGroundingGate } from './grounding.js'
import { foldForGrounding } from './text-fold.js'

export interface LlmClientOptions {
  /** LLM_BASE_URL, e.g. http://127.0.0.1:8080 or https://api.example.com/v1 */
  baseUrl: string
  /** LLM_MODEL */
  model: string
  /** LLM_API_KEY; sent as a bearer token when present. */
  apiKey?: string | null
  /** Per-request time limit. Default 60 s. */
  timeoutMs?: number
  /** Injected for tests of failure paths; defaults to the global fetch. */
  fetch?: typeof fetch
}

export class LlmExtractionError extends Error {
  override readonly name = 'LlmExtractionError'
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
  }
}

const isoOrNull = z.union([z.string().refine(isIsoDate, 'not a YYYY-MM-DD date'), z.null()])
const candidateSchema = z.object({
  kind: z.enum(AssertionKindValues),
  drug_name: z.string().nullable().default(null),
  drug_aliases: z.array(z.string()).default([]),
  indication: z.string().nullable().default(null),
  application_number: z.string().nullable().default(null),
  pdufa_date: isoOrNull.default(null),
  prior_date: isoOrNull.default(null),
  outcome: z.enum(['approved', 'crl']).nullable().default(null),
  quote: z.string().min(1),
  confidence: z.enum(ConfidenceValues),
})
/** What the model proposes for one assertion: the Avro Assertion's fields the model can state, named by the schema. */
export type LlmCandidate = Pick<Assertion, keyof typeof candidateSchema.shape>
// What the schema parses must be such a candidate: a field the Avro record retypes breaks the build here.
const schemaOutputIsCandidate: z.output<typeof candidateSchema> extends LlmCandidate
  ? true
  : never = true
void schemaOutputIsCandidate // read once: the check is its type, and noUnusedLocals would drop it otherwise
const answerSchema = z.object({ assertions: z.array(candidateSchema) })

const chatCompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ role: z.string(), content: z.string().nullable() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
})

const SYSTEM_PROMPT = `You extract FDA decision-cycle facts from one SEC filing text (8-K/6-K press release).
Return JSON only: {"assertions": [ ... ]}, one object per fact, with these keys:
- kind: "date_set" (a PDUFA/goal/target action date assigned for a new application), "resubmission_date_set" (date assigned after a resubmission following a complete response letter, class 1 or 2), "date_extended" (the FDA moved the date; give prior_date when stated), "approval" (FDA approved the product), "crl" (FDA issued a complete response letter).
- drug_name: as the text names it; drug_aliases: other names the text gives it (brand, generic, code).
- indication, application_number (e.g. "NDA 214383", "BLA 761234"; null when not stated).
- pdufa_date: YYYY-MM-DD target action date (for approval/crl: the decision date when stated, else null).
- prior_date: YYYY-MM-DD previous target date on extensions, else null.
- outcome: "approved" or "crl" on approval/crl, else null.
- quote: the exact sentence(s) of the text that assert the fact, copied character for character.
- confidence: "high" only when the quote itself states the exact day, month and year; otherwise "medium" or "low".
Never output a date that is only a month, quarter, half-year or weekday, an advisory committee date, a trial readout, a date not yet assigned, a date computed by you, an ANDA/generic or biosimilar matter, or anything from forward-looking-statement boilerplate. An "approvable" or tentative approval is not an approval. When the text states no fact, return {"assertions": []}.`

/** The chat-completions request body (pure; exposed for tests of the wire format). */
export function buildChatRequest(
  text: string,
  model: string,
  referenceDate: string | null,
): Record<string, unknown> {
  const dateLine = referenceDate === null ? '' : `Filing date: ${referenceDate}\n\n`
  return {
    model,
    temperature: 0,
    response_format: { type: 'json_object' },
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: `${dateLine}Filing text:\n"""\n${text}\n"""` },
    ],
  }
}

/** Reads a chat-completions response body into candidates; throws LlmExtractionError on any deviation. */
export function parseChatResponse(body: unknown): LlmCandidate[] {
  const completion = chatCompletionSchema.safeParse(body)
  if (!completion.success)
    throw new LlmExtractionError(
      `not a chat completion: ${completion.error.issues[0]?.message ?? 'invalid shape'}`,
    )
  const content = completion.data.choices[0]?.message.content ?? ''
  let json: unknown
  try {
    json = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''))
  } catch (error) {
    throw new LlmExtractionError('model content is not JSON', { cause: error })
  }
  const answer = answerSchema.safeParse(json)
  if (!answer.success) {
    const issue = answer.error.issues[0]
    throw new LlmExtractionError(
      `model JSON does not match the assertion shape at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
    )
  }
  return answer.data.assertions
}

export function chatCompletionsUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '')
  return /\/v1$/.test(trimmed) ? `${trimmed}/chat/completions` : `${trimmed}/v1/chat/completions`
}

/** One call to the model for one text. I/O: network. */
export async function requestLlmCandidates(
  text: string,
  options: LlmClientOptions,
  referenceDate: string | null = null,
): Promise<LlmCandidate[]> {
  const send = options.fetch ?? fetch
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  }
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`
  let response: Response
  try {
    response = await send(chatCompletionsUrl(options.baseUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify(buildChatRequest(text, options.model, referenceDate)),
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    })
  } catch (error) {
    throw new LlmExtractionError(
      `LLM request failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 200)
    throw new LlmExtractionError(
      `LLM answered HTTP ${response.status}${detail ? `: ${detail}` : ''}`,
    )
  }
  let body: unknown
  try {
    body = await response.json()
  } catch (error) {
    throw new LlmExtractionError('LLM response body is not JSON', { cause: error })
  }
  return parseChatResponse(body)
}

const AUTHORITY_OF: Readonly<Record<Confidence, Authority>> = {
  high: 'llm_high',
  medium: 'llm_medium',
  low: 'llm_low',
}

function normalizedApplicationNumber(raw: string | null): string | null {
  if (raw === null) return null
  const m = /\b(s?NDA|s?BLA)\s*(?:No\.?|#)?\s*(\d{5,6})\b/i.exec(raw)
  if (m === null) return null
  const type = (m[1] ?? '')
    .replace(/^S/, 's')
    .replace(/^(s?)(nda|bla)$/i, (_all, s: string, t: string) => `${s}${t.toUpperCase()}`)
  return `${type} ${(m[2] ?? '').padStart(6, '0')}`
}

/** Grades the model's proposals and puts each through the grounding gate (pure). */
export function llmCandidatesToAssertions(
  text: string,
  candidates: readonly LlmCandidate[],
  role: FilerRole = 'unknown',
): Assertion[] {
  const foldedText = foldForGrounding(text)
  return candidates.map((candidate) => {
    const grade = gradeLlmExtraction(candidate.confidence)
    const outcome =
      candidate.kind === 'approval' ? 'approved' : candidate.kind === 'crl' ? 'crl' : null
    const assertion: Assertion = {
      kind: candidate.kind,
      drug_name: candidate.drug_name,
      indication: candidate.indication,
      application_number: normalizedApplicationNumber(candidate.application_number),
      pdufa_date: candidate.pdufa_date,
      prior_date: candidate.kind === 'date_extended' ? candidate.prior_date : null,
      outcome,
      quote: candidate.quote,
      confidence: grade.confidence,
      authority: AUTHORITY_OF[candidate.confidence],
      date_confidence: grade.date_confidence,
      publishable: grade.publishable && candidate.confidence === 'high',
      role,
      drug_aliases: candidate.drug_aliases,
      reason: null,
      year_inferred: false,
    }
    return applyGroundingGate(text, assertion, foldedText)
  })
}

/** Model proposals for each extractable document of a filing, keyed by document name. I/O: network. */
export async function requestLlmCandidatesForFiling(
  filing: Filing,
  options: LlmClientOptions,
  isExtractable: (docType: string) => boolean,
): Promise<Map<string, LlmCandidate[]>> {
  const byDocument = new Map<string, LlmCandidate[]>()
  for (const document of filing.documents) {
    if (!isExtractable(document.doc_type)) continue
    byDocument.set(
      document.name,
      await requestLlmCandidates(document.text, options, filing.filed_date),
    )
  }
  return byDocument
}
