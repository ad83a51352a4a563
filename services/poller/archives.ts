/**
 * EDGAR Archives: filing-folder URLs and the parse of the filing index page
 * (`{acc}-index.htm`), which is the one listing that names each document's type (index.json only
 * has icon names). Pure functions, no sockets.
 *
 * From the index: form, filing date, acceptance time (Eastern local on the page, converted to UTC),
 * the filer(s), and the documents: the primary document (Seq 1, its `/ix?doc=` prefix stripped) and
 * every EX-99.x exhibit.
 */
import { Parser } from 'htmlparser2'

export function accessionNoDashes(accession: string): string {
  return accession.replace(/-/g, '')
}

export function cikInt(cik: string): string {
  return String(Number(cik))
}

/**
 * Where EDGAR documents live for the public: every URL the feed publishes (source_url, document
 * urls) uses this origin, whatever mirror or test server SEC_WWW_URL points the fetches at, because
 * the spec fixes the shape of source_url and a client must be able to open it.
 */
export const publicSecOrigin = 'https://www.sec.gov'

/** The same path on the public EDGAR origin. */
export function publicSecUrl(fetchedUrl: string): string {
  const url = new URL(fetchedUrl)
  return new URL(`${url.pathname}${url.search}`, publicSecOrigin).toString()
}

/** `https://www.sec.gov/Archives/edgar/data/{cik}/{acc_nodash}/{acc}-index.htm`: the spec's source_url shape. */
export function filingIndexUrl(base: string, cik: string, accession: string): string {
  return new URL(
    `/Archives/edgar/data/${cikInt(cik)}/${accessionNoDashes(accession)}/${accession}-index.htm`,
    base,
  ).toString()
}

export function filingFolderUrl(base: string, cik: string, accession: string): string {
  return new URL(
    `/Archives/edgar/data/${cikInt(cik)}/${accessionNoDashes(accession)}/`,
    base,
  ).toString()
}

export function documentUrl(base: string, cik: string, accession: string, name: string): string {
  return new URL(
    `/Archives/edgar/data/${cikInt(cik)}/${accessionNoDashes(accession)}/${encodeURIComponent(name)}`,
    base,
  ).toString()
}

export interface IndexDocument {
  seq: number | null
  description: string
  name: string
  /** Path as linked on the page (inline-XBRL viewer prefix removed). */
  href: string
  type: string
  size: number | null
}

export interface FilingIndex {
  form: string | null
  filedDate: string | null
  /** Acceptance time as ISO-8601 UTC with +00:00 (the page shows Eastern local time). */
  acceptedAt: string | null
  periodOfReport: string | null
  filers: Array<{ name: string; cik: string; role: string | null }>
  documents: IndexDocument[]
}

/** Offset of America/New_York from UTC at an instant, in minutes (−300 or −240). */
let easternFormat: Intl.DateTimeFormat | null = null
function easternOffsetMinutes(at: Date): number {
  easternFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    timeZoneName: 'longOffset',
  })
  const part =
    easternFormat.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT-05:00'
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(part)
  if (!m) return -300
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]))
}

/** `2026-03-06 16:11:25` Eastern local (or `20260306161125`) → `2026-03-06T21:11:25.000+00:00`. */
export function easternToUtcIso(local: string): string | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})[ T]?(\d{2}):?(\d{2}):?(\d{2})$/.exec(local.trim())
  if (!m) return null
  const asUtc = Date.UTC(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4]),
    Number(m[5]),
    Number(m[6]),
  )
  // The offset at the guessed instant, then re-checked at the corrected one (DST edges).
  let offset = easternOffsetMinutes(new Date(asUtc - -300 * 60_000))
  offset = easternOffsetMinutes(new Date(asUtc - offset * 60_000))
  return new Date(asUtc - offset * 60_000).toISOString().replace('Z', '+00:00')
}

/** Any ISO timestamp with an offset (Atom `<updated>`) → ISO UTC with +00:00. */
export function toUtcIso(timestamp: string): string | null {
  const ms = Date.parse(timestamp)
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().replace('Z', '+00:00')
}

/** Parses `{acc}-index.htm`. Tolerates missing sections: absent facts are null, absent tables give no documents. */
export function parseFilingIndex(html: string): FilingIndex {
  const info = new Map<string, string>()
  const filers: FilingIndex['filers'] = []
  const documents: IndexDocument[] = []
  let form: string | null = null

  let pendingHead: string | null = null
  let capture: 'formName' | 'infoHead' | 'info' | 'companyName' | null = null
  let captureDepth = 0
  let depth = 0
  let buffer = ''
  let inDocTable = false
  let tableDepth = 0
  let row: { cells: string[]; hrefs: Array<string | null> } | null = null
  let cell: { text: string; href: string | null } | null = null

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        depth++
        const cls = attribs.class ?? ''
        if (!capture) {
          capture =
            attribs.id === 'formName'
              ? 'formName'
              : /\binfoHead\b/.test(cls)
                ? 'infoHead'
                : /\binfo\b/.test(cls) && pendingHead
                  ? 'info'
                  : /\bcompanyName\b/.test(cls)
                    ? 'companyName'
                    : null
          if (capture) {
            captureDepth = depth
            buffer = ''
          }
        }
        if (name === 'br' && capture) buffer += '\n'
        if (name === 'table') {
          tableDepth++
          if (
            /\btableFile\b/.test(cls) &&
            /Document Format Files/i.test(attribs.summary ?? 'Document Format Files')
          )
            inDocTable = tableDepth === 1 || inDocTable
        }
        if (inDocTable && name === 'tr') row = { cells: [], hrefs: [] }
        if (inDocTable && row && (name === 'td' || name === 'th')) cell = { text: '', href: null }
        if (cell && name === 'a' && attribs.href && cell.href === null) cell.href = attribs.href
      },
      ontext(text) {
        if (capture) buffer += text
        if (cell) cell.text += text
      },
      onclosetag(name) {
        if (VOIDS.has(name)) {
          depth--
          return
        }
        if (cell && (name === 'td' || name === 'th')) {
          row?.cells.push(clean(cell.text))
          row?.hrefs.push(cell.href)
          cell = null
        }
        if (row && name === 'tr') {
          if (row.cells.length >= 4 && row.cells[0] !== 'Seq') {
            const [seq, description, document, type, size] = row.cells
            const href = row.hrefs[2] ?? null
            const fileName = href
              ? decodeURIComponent(
                  href
                    .replace(/^\/ix\?doc=/, '')
                    .split('/')
                    .pop() ?? '',
                )
              : ((document ?? '').split(/\s/)[0] ?? '')
            if (fileName) {
              documents.push({
                seq: seq && /^\d+$/.test(seq) ? Number(seq) : null,
                description: description ?? '',
                name: fileName,
                href: href ? href.replace(/^\/ix\?doc=/, '') : fileName,
                type: (type ?? '').trim(),
                size: size && /^\d+$/.test(size) ? Number(size) : null,
              })
            }
          }
          row = null
        }
        if (name === 'table') {
          tableDepth--
          if (tableDepth === 0) inDocTable = false
        }
        if (capture && depth === captureDepth) {
          const text = buffer
          if (capture === 'formName') form = /Form\s+(\S+)/.exec(clean(text))?.[1] ?? null
          else if (capture === 'infoHead') pendingHead = clean(text)
          else if (capture === 'info' && pendingHead) {
            info.set(pendingHead, text.trim())
            pendingHead = null
          } else if (capture === 'companyName') {
            const m = /^(.*?)\s*\(([^)]*)\)\s*CIK\s*:?\s*(\d{1,10})/s.exec(clean(text))
            if (m)
              filers.push({
                name: m[1]!.trim(),
                role: m[2]!.trim() || null,
                cik: m[3]!.padStart(10, '0'),
              })
          }
          capture = null
        }
        depth--
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  )
  parser.write(html)
  parser.end()

  const date = (v: string | undefined) =>
    v && /^\d{4}-\d{2}-\d{2}$/.test(clean(v)) ? clean(v) : null
  const accepted = info.get('Accepted')
  return {
    form,
    filedDate: date(info.get('Filing Date')),
    acceptedAt: accepted ? easternToUtcIso(clean(accepted)) : null,
    periodOfReport: date(info.get('Period of Report')),
    filers,
    documents,
  }
}

const VOIDS = new Set(['br', 'img', 'hr', 'meta', 'link', 'input', 'col', 'area', 'base', 'wbr'])

function clean(text: string): string {
  return text.replace(/[\s\u00A0]+/g, ' ').trim()
}

/** EX-99, EX-99.1, EX-99.01, EX-99.2 ... (not EX-991 or EX-10.1). */
export function isPressExhibit(type: string): boolean {
  return /^EX-99(\.\d+)?$/i.test(type.trim())
}

const TEXT_DOCUMENT = /\.(x?html?|txt)$/i

/** The documents the feed reads: the primary document (Seq 1) and every EX-99.x exhibit, text formats only. */
export function selectDocuments(index: FilingIndex): IndexDocument[] {
  const primary = index.documents.find((d) => d.seq === 1) ?? index.documents[0]
  const picked = index.documents.filter((d) => d === primary || isPressExhibit(d.type))
  return picked.filter((d) => TEXT_DOCUMENT.test(d.name))
}
