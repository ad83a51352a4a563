/**
 * EDGAR's complete submission text file (`{accession}.txt`): every document of a filing in one answer, so a filing
 * costs one request instead of an index page plus one per document. Pure functions, no sockets.
 *
 * The file is an SGML header (`<SEC-HEADER>`: acceptance time as Eastern `YYYYMMDDHHMMSS`, tab-separated labels, one
 * block per party: `FILER:`, `SUBJECT COMPANY:`, `FILED BY:`, each with `COMPANY CONFORMED NAME` and `CENTRAL INDEX
 * KEY`) and then one `<DOCUMENT>` per document (`<TYPE>`, `<SEQUENCE>`, `<FILENAME>`, `<DESCRIPTION>`, the body between
 * `<TEXT>` and `</TEXT>`). Read by index scans only (no regex over a document body), so a document of any size costs
 * its length once.
 */
import { easternToUtcIso, type FilingIndex } from './archives.js'

export interface SubmissionParty {
  name: string
  /** 10-digit CIK. */
  cik: string
  /** `Filer`, `Subject`, `Filed by` (as the index page names them). */
  role: string
}

export interface SubmissionDocument {
  type: string
  sequence: number | null
  filename: string
  description: string
  /** The document as filed (HTML, plain text, or uuencoded bytes for a graphic). */
  body: string
}

export interface SubmissionText {
  accession: string | null
  form: string | null
  filedDate: string | null
  /** ISO-8601 UTC with +00:00 (the file gives Eastern local time). */
  acceptedAt: string | null
  parties: SubmissionParty[]
  documents: SubmissionDocument[]
}

const PARTY_ROLES: Record<string, string> = {
  'FILER:': 'Filer',
  'SUBJECT COMPANY:': 'Subject',
  'FILED BY:': 'Filed by',
  'ISSUER:': 'Issuer',
  'REPORTING-OWNER:': 'Reporting',
}

function headerValue(header: string, label: string): string | null {
  const at = header.indexOf(label)
  if (at === -1) return null
  const end = header.indexOf('\n', at)
  const value = header.slice(at + label.length, end === -1 ? undefined : end).trim()
  return value === '' ? null : value
}

function yyyymmdd(value: string | null): string | null {
  return value !== null && /^\d{8}$/.test(value)
    ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`
    : null
}

function parseParties(header: string): SubmissionParty[] {
  const parties: SubmissionParty[] = []
  let current: SubmissionParty | null = null
  for (const raw of header.split('\n')) {
    const line = raw.replace(/\r$/, '')
    const role = PARTY_ROLES[line.trim()]
    if (role !== undefined && !/^\s/.test(line)) {
      current = { name: '', cik: '', role }
      parties.push(current)
      continue
    }
    if (current === null) continue
    const [label, ...rest] = line.trim().split(/\t+/)
    const value = rest.join(' ').trim()
    if (label === 'COMPANY CONFORMED NAME:') current.name = value
    else if (label === 'CENTRAL INDEX KEY:') current.cik = value.padStart(10, '0')
  }
  return parties.filter((p) => p.cik !== '')
}

/** The value of a one-line tag (`<TYPE>EX-99.1`) inside a document's head. */
function tagValue(head: string, tag: string): string {
  const at = head.indexOf(`<${tag}>`)
  if (at === -1) return ''
  const end = head.indexOf('\n', at)
  return head.slice(at + tag.length + 2, end === -1 ? undefined : end).trim()
}

export function parseSubmissionText(text: string): SubmissionText {
  const headerEnd = text.indexOf('</SEC-HEADER>')
  const firstDocument = text.indexOf('<DOCUMENT>')
  const header = text.slice(
    0,
    headerEnd !== -1
      ? headerEnd
      : firstDocument !== -1
        ? firstDocument
        : Math.min(text.length, 65_536),
  )
  const accepted = /<ACCEPTANCE-DATETIME>(\d{14})/.exec(header)
  const documents: SubmissionDocument[] = []
  let at = firstDocument
  while (at !== -1) {
    const close = text.indexOf('</DOCUMENT>', at)
    const end = close === -1 ? text.length : close
    const textOpen = text.indexOf('<TEXT>', at)
    const bodyStart = textOpen !== -1 && textOpen < end ? textOpen + '<TEXT>'.length : end
    const head = text.slice(at, Math.min(bodyStart, end))
    const textClose = text.lastIndexOf('</TEXT>', end)
    const bodyEnd = textClose >= bodyStart ? textClose : end
    const sequence = Number(tagValue(head, 'SEQUENCE'))
    documents.push({
      type: tagValue(head, 'TYPE'),
      sequence: Number.isInteger(sequence) && sequence > 0 ? sequence : null,
      filename: tagValue(head, 'FILENAME'),
      description: tagValue(head, 'DESCRIPTION'),
      body: text
        .slice(bodyStart, bodyEnd)
        .replace(/^\r?\n/, '')
        .replace(/\r?\n$/, ''),
    })
    at = close === -1 ? -1 : text.indexOf('<DOCUMENT>', close)
  }
  return {
    accession: headerValue(header, 'ACCESSION NUMBER:'),
    form: headerValue(header, 'CONFORMED SUBMISSION TYPE:'),
    filedDate: yyyymmdd(headerValue(header, 'FILED AS OF DATE:')),
    acceptedAt: accepted ? easternToUtcIso(accepted[1]!) : null,
    parties: parseParties(header),
    documents,
  }
}

/** The submission file as the filing index it replaces: what selectDocuments and the filer rules read. */
export function submissionIndex(submission: SubmissionText): FilingIndex {
  return {
    form: submission.form,
    filedDate: submission.filedDate,
    acceptedAt: submission.acceptedAt,
    periodOfReport: null,
    filers: submission.parties.map((p) => ({ name: p.name, cik: p.cik, role: p.role })),
    documents: submission.documents.map((d) => ({
      seq: d.sequence,
      description: d.description,
      name: d.filename,
      href: d.filename,
      type: d.type,
      size: d.body.length,
    })),
  }
}

/** `…/{cik}/{acc_nodash}/{acc}.txt`. */
export function submissionTextUrl(base: string, cik: string, accession: string): string {
  return new URL(
    `/Archives/edgar/data/${Number(cik)}/${accession.replace(/-/g, '')}/${accession}.txt`,
    base,
  ).toString()
}
