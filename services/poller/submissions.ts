/**
 * data.sec.gov submissions (`/submissions/CIK##########.json`): the URL and the parse of the few
 * facts the issuer universe needs (name, SIC code, entity type). Pure functions, no sockets.
 *
 * `cik` is a string, zero-padded in current records and unpadded in older ones; `sic` is a string
 * ("2834") and is "" for filers without one (individuals, funds).
 */
import { padCik } from './efts.js'

export function submissionsUrl(base: string, cik: string): string {
  return new URL(`/submissions/CIK${padCik(cik)}.json`, base).toString()
}

export interface FilerProfile {
  cik: string
  name: string
  sic: string
  sicDescription: string
  entityType: string
}

export class SubmissionsFormatError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SubmissionsFormatError'
  }
}

const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : ''

/** Throws SubmissionsFormatError when the JSON is not a submissions record. */
export function parseSubmissions(json: unknown): FilerProfile {
  const root = json as Record<string, unknown> | null
  if (!root || typeof root !== 'object' || Array.isArray(root))
    throw new SubmissionsFormatError('submissions: not an object')
  if (root.cik === undefined || root.cik === null || root.cik === '')
    throw new SubmissionsFormatError('submissions: no cik')
  const sic = text(root.sic)
  if (sic && !/^\d{3,4}$/.test(sic))
    throw new SubmissionsFormatError(
      `submissions: sic ${JSON.stringify(root.sic)} is not a SIC code`,
    )
  return {
    cik: padCik(text(root.cik)),
    name: text(root.name),
    sic: sic ? sic.padStart(4, '0') : '',
    sicDescription: text(root.sicDescription),
    entityType: text(root.entityType),
  }
}
