/**
 * One filing read from EDGAR: its complete submission text file fetched in one request (under the
 * fetch caps), the primary document and its EX-99.x exhibits kept and cleaned to text, the PDUFA
 * phrase looked for, and the `Filing` record built (filer first among its CIKs, cut to fit the
 * filings topic). The outcome is data (`Fetched`): published, or why not; nothing here stores or
 * publishes.
 */
import type { Clock } from '../shared/clock.js'
import { errorMessage } from '../shared/errors.js'
import type { Logger } from '../shared/logger.js'
import type { Filing, FilingDocument } from '../../schemas/avro/types.js'
import { topics } from '../../topology/topics.js'
import {
  documentUrl,
  filingIndexUrl,
  publicSecOrigin,
  publicSecUrl,
  selectDocuments,
  type IndexDocument,
} from './archives.js'
import type { Candidate } from './candidate.js'
import { fitFiling } from './fit-filing.js'
import { documentTextYielding } from './html-text.js'
import { isPdufaPhrase, matchPhrase } from './phrases.js'
import { SecRequestError, type SecClient } from './sec-client.js'
import { decodeBody } from './sec-body.js'
import type { SecPriority } from './sec-pacing.js'
import {
  parseSubmissionText,
  submissionIndex,
  submissionTextUrl,
  type SubmissionText,
} from './submission-text.js'

/**
 * Fetch caps. A filing's submission file is read to at most MAX_FILING_BYTES (graphics and XBRL included: EDGAR's
 * 8-K/6-K files are mostly well under 10 MB); each kept document (the primary and its EX-99.x) to at most
 * MAX_DOCUMENT_CHARS before cleaning. Both sit well above a long legitimate release (3-5 MB with its date late in
 * it publishes whole); a cut is logged and recorded on the filing (`truncation`).
 */
export const MAX_FILING_BYTES = 64 * 1024 * 1024
export const MAX_DOCUMENT_CHARS = 8 * 1024 * 1024

export interface DocumentFetchDeps {
  client: SecClient
  clock: Clock
  /** The pipeline's logger: a cut at the caps is logged with the filing's accession. */
  log: Logger
  wwwUrl: string
}

/** What reading one filing came to: a record to publish, or the status it is recorded with and why. */
export type Fetched =
  | { status: 'published'; filing: Filing; phrase: string | null; matched: boolean }
  | {
      status: 'no_match' | 'not_found' | 'failed' | 'refused'
      error: string | null
      company?: string | null
      form?: string
      filedDate?: string | null
      acceptedAt?: string | null
    }

/**
 * A filing the Atom lane just saw is fetched ahead of background work (backfill, form indexes,
 * full-text scans, retries) in the SEC client's one queue: it is what the feed's freshness waits on.
 */
export function fetchPriority(candidate: Pick<Candidate, 'lane'>, retrying: boolean): SecPriority {
  return candidate.lane === 'atom' && !retrying ? 'urgent' : 'background'
}

/**
 * Reads one candidate: a missing filing is `not_found`, a failed request `failed`, a filing with no
 * readable document `not_found`, one outside the universe with no phrase `no_match`; else the record.
 */
export async function fetchDocuments(
  deps: DocumentFetchDeps,
  candidate: Candidate,
  signal: AbortSignal | undefined,
  priority: SecPriority,
): Promise<Fetched> {
  const cik = candidate.ciks[0]!
  // One request: the complete submission text file holds the header (form, dates, parties) and every document.
  const submissionUrl = submissionTextUrl(deps.wwwUrl, cik, candidate.accession)
  let submission: SubmissionText
  let fileCut = false
  try {
    const res = await deps.client.get(submissionUrl, {
      signal,
      maxBytes: MAX_FILING_BYTES,
      priority,
    })
    submission = parseSubmissionText(decodeBody(res.body, res.contentType))
    fileCut = res.cut === true
  } catch (error) {
    const notFound = error instanceof SecRequestError && error.kind === 'not_found'
    return { status: notFound ? 'not_found' : 'failed', error: errorMessage(error) }
  }
  const index = submissionIndex(submission)
  let picked: IndexDocument[] = selectDocuments(index)
  if (picked.length === 0 && candidate.documents?.length)
    picked = index.documents.filter((d) => candidate.documents!.some((c) => c.name === d.name))
  const cuts: string[] = []
  if (fileCut)
    cuts.push(`submission file read to its first ${MAX_FILING_BYTES} bytes; later documents unread`)
  const documents: FilingDocument[] = []
  for (const doc of picked) {
    let body = submission.documents[index.documents.indexOf(doc)]?.body ?? ''
    if (body.length > MAX_DOCUMENT_CHARS) {
      cuts.push(`${doc.name} cut at ${MAX_DOCUMENT_CHARS} of ${body.length} characters`)
      body = body.slice(0, MAX_DOCUMENT_CHARS)
    }
    documents.push({
      name: doc.name,
      doc_type: doc.type || (doc.seq === 1 ? candidate.form : ''),
      url: publicSecUrl(documentUrl(deps.wwwUrl, cik, candidate.accession, doc.name)),
      text: await documentTextYielding(doc.name, body),
    })
  }
  const truncation = cuts.length > 0 ? cuts.join('; ') : null
  if (truncation !== null)
    deps.log.warn({ accession: candidate.accession, truncation }, 'filing cut at the fetch caps')
  const meta = {
    company: index.filers[0]?.name ?? candidate.company,
    form: index.form ?? candidate.form,
    filedDate: index.filedDate ?? candidate.filedDate,
    acceptedAt: index.acceptedAt ?? candidate.acceptedAt ?? null,
  }
  if (documents.length === 0)
    return { status: 'not_found', error: 'no readable document in the filing index', ...meta }
  const textPhrase = matchPhrase(documents.map((d) => d.text).join('\n\n'))
  const phrase = candidate.phrase ?? textPhrase
  const matched =
    textPhrase !== null || (candidate.phrase !== null && isPdufaPhrase(candidate.phrase))
  if (phrase === null && !candidate.universe) return { status: 'no_match', error: null, ...meta }
  // The filer (role Filer on the index page) first: a form index lists a filing's parties in name order.
  const filer =
    index.filers.find((f) => f.role === 'Filer' && candidate.ciks.includes(f.cik)) ??
    index.filers.find((f) => f.role === 'Filer')
  const ciks = filer
    ? [filer.cik, ...candidate.ciks.filter((c) => c !== filer.cik)]
    : [...candidate.ciks]
  for (const f of index.filers) if (!ciks.includes(f.cik)) ciks.push(f.cik)
  const filerCik = ciks[0]!
  const whole: Filing = {
    accession: candidate.accession,
    cik: filerCik,
    ciks,
    company:
      (filerCik === candidate.ciks[0] ? candidate.company : null) ||
      filer?.name ||
      index.filers[0]?.name ||
      candidate.company ||
      null,
    form: meta.form,
    filed_date: meta.filedDate ?? '',
    accepted_at: meta.acceptedAt,
    source_url: filingIndexUrl(publicSecOrigin, filerCik, candidate.accession),
    documents,
    discovery_lane: candidate.lane,
    query_matched: phrase,
    discovered_at: deps.clock.now().toISOString().replace('Z', '+00:00'),
    truncation,
  }
  const filing = fitFiling(whole, topics.filings.maxMessageBytes ?? Number.MAX_SAFE_INTEGER)
  if (filing !== whole)
    deps.log.warn(
      { accession: candidate.accession, truncation: filing.truncation },
      "filing cut to fit the filings topic's record limit",
    )
  return { status: 'published', filing, phrase, matched }
}
