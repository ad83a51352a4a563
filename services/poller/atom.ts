/**
 * EDGAR's latest-filings Atom feed (`/cgi-bin/browse-edgar?action=getcurrent&type=8-K&...&output=atom`):
 * request URLs and the parse of the feed. Pure functions, no sockets.
 *
 * `type=` is a prefix match (`type=8-K` also brings `8-K12B`), so entries are filtered on their
 * `<category term>`. A filing with several parties appears once per party (same accession, another
 * CIK in the link): `groupAtomEntries` folds them by accession. `<updated>` is the acceptance time in
 * Eastern time with an explicit offset.
 */
import { Parser } from 'htmlparser2'
import { toUtcIso } from './archives.js'
import { isDiscoveryForm } from './phrases.js'

export const ATOM_PAGE_SIZE = 100

export function atomFeedUrl(base: string, type: string, start = 0, count = ATOM_PAGE_SIZE): string {
  const url = new URL('/cgi-bin/browse-edgar', base)
  url.searchParams.set('action', 'getcurrent')
  url.searchParams.set('type', type)
  url.searchParams.set('company', '')
  url.searchParams.set('dateb', '')
  url.searchParams.set('owner', 'include')
  url.searchParams.set('start', String(start))
  url.searchParams.set('count', String(count))
  url.searchParams.set('output', 'atom')
  return url.toString()
}

export interface AtomEntry {
  accession: string
  form: string
  company: string
  cik: string
  role: string | null
  indexUrl: string
  filedDate: string | null
  acceptedAt: string | null
  items: string[]
}

export class AtomFormatError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AtomFormatError'
  }
}

/** Parses a feed page. Entries without an accession are skipped; a document that is not a feed throws. */
export function parseAtomFeed(xml: string): AtomEntry[] {
  const entries: AtomEntry[] = []
  let sawFeed = false
  let entry:
    | (Partial<Record<'title' | 'summary' | 'updated' | 'id', string>> & {
        link?: string
        term?: string
      })
    | null = null
  let field: 'title' | 'summary' | 'updated' | 'id' | null = null
  let buffer = ''
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const local = name.replace(/^.*:/, '')
        if (local === 'feed') sawFeed = true
        if (local === 'entry') {
          entry = {}
          return
        }
        if (!entry) return
        if (local === 'link' && attribs.href && (!attribs.rel || attribs.rel === 'alternate'))
          entry.link = attribs.href
        else if (local === 'category' && attribs.term) entry.term = attribs.term
        else if (
          local === 'title' ||
          local === 'summary' ||
          local === 'updated' ||
          local === 'id'
        ) {
          field = local
          buffer = ''
        }
      },
      ontext(text) {
        if (field) buffer += text
      },
      onclosetag(name) {
        const local = name.replace(/^.*:/, '')
        if (entry && field && local === field) {
          entry[field] = buffer
          field = null
          return
        }
        if (local === 'entry' && entry) {
          const parsed = toEntry(entry)
          if (parsed) entries.push(parsed)
          entry = null
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  )
  parser.write(xml)
  parser.end()
  if (!sawFeed) throw new AtomFormatError('not an Atom feed')
  return entries
}

function toEntry(raw: {
  title?: string
  summary?: string
  updated?: string
  id?: string
  link?: string
  term?: string
}): AtomEntry | null {
  const title = (raw.title ?? '').replace(/\s+/g, ' ').trim()
  const summary = raw.summary ?? ''
  const accession =
    /accession-number=(\d{10}-\d{2}-\d{6})/.exec(raw.id ?? '')?.[1] ??
    /AccNo:\s*(?:<\/b>)?\s*(\d{10}-\d{2}-\d{6})/.exec(summary)?.[1] ??
    /(\d{10}-\d{2}-\d{6})-index\.html?/.exec(raw.link ?? '')?.[1]
  if (!accession) return null
  // "8-K - Biohaven Ltd. (0001935979) (Filer)"
  const t = /^(.+?) - (.*) \((\d{10})\) \(([^)]*)\)$/.exec(title)
  const form = (raw.term ?? t?.[1] ?? '').trim()
  const cik = t?.[3] ?? /\/data\/(\d+)\//.exec(raw.link ?? '')?.[1]?.padStart(10, '0') ?? ''
  const text = summary.replace(/<[^>]+>/g, ' ')
  return {
    accession,
    form,
    company: t?.[2]?.trim() ?? '',
    cik,
    role: t?.[4] ?? null,
    indexUrl: raw.link ?? '',
    filedDate: /Filed:\s*(\d{4}-\d{2}-\d{2})/.exec(text)?.[1] ?? null,
    acceptedAt: raw.updated ? toUtcIso(raw.updated.trim()) : null,
    items: [...text.matchAll(/Item\s+(\d+\.\d+)/g)].map((m) => m[1]!),
  }
}

export interface AtomFiling {
  accession: string
  form: string
  company: string
  /** The filer first (role Filer), then the other parties. */
  ciks: string[]
  /** Index URL of the filer's copy. */
  indexUrl: string
  filedDate: string | null
  acceptedAt: string | null
}

/** Keeps 8-K/6-K (and amendments) by category term and folds the per-party entries by accession, newest first. */
export function groupAtomEntries(entries: readonly AtomEntry[]): AtomFiling[] {
  const byAccession = new Map<string, AtomFiling>()
  for (const e of entries) {
    if (!isDiscoveryForm(e.form)) continue
    const existing = byAccession.get(e.accession)
    if (!existing) {
      byAccession.set(e.accession, {
        accession: e.accession,
        form: e.form,
        company: e.company,
        ciks: e.cik ? [e.cik] : [],
        indexUrl: e.indexUrl,
        filedDate: e.filedDate,
        acceptedAt: e.acceptedAt,
      })
      continue
    }
    if (e.cik && !existing.ciks.includes(e.cik)) {
      if (e.role === 'Filer') {
        existing.ciks.unshift(e.cik)
        existing.company = e.company
        existing.indexUrl = e.indexUrl
      } else existing.ciks.push(e.cik)
    }
  }
  return [...byAccession.values()]
}
