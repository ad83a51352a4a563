/**
 * FDA application numbers, normalised to "NDA 214383", "BLA 761234", "sNDA 214383", "sBLA 125827".
 * ANDA numbers are recognised only so that generic matters can be excluded.
 */
import { matchesOf } from './regexp-matches.js'
import { BIOLOGICS_LICENSE } from './lexicon/applications.js'

export type ApplicationType = 'NDA' | 'BLA' | 'sNDA' | 'sBLA' | 'ANDA'

export interface ApplicationNumber {
  type: ApplicationType
  normalized: string
  start: number
  end: number
}

// " No. 214567", ": 761234", " #21-526": the number (captured) after an application's name.
const NUMBER = String.raw`(?:No\.?|Number|#)?\s*:?\s*(\d{2}-\d{3,4}|\d{5,6})(?![\d-])`
// "NDA 214567", "sBLA No. 761234", "ANDA 21-526"
const SHORT_FORM = new RegExp(String.raw`\b(s?NDA|s?BLA|ANDA)\s*${NUMBER}`, 'gi')
// "New Drug Application (NDA) No. 214567", "supplemental Biologics License Application 761234"
const LONG_FORM = new RegExp(
  String.raw`\b(supplemental\s+|abbreviated\s+)?(new\s+drug|${BIOLOGICS_LICENSE})\s+application(?:\s*\(\s*(?:s?NDA|s?BLA|ANDA)\s*\))?\s*${NUMBER}`,
  'gi',
)

function typeOf(token: string): ApplicationType {
  const upper = token.toUpperCase()
  if (upper === 'ANDA') return 'ANDA'
  if (upper === 'SNDA') return 'sNDA'
  if (upper === 'SBLA') return 'sBLA'
  return upper === 'BLA' ? 'BLA' : 'NDA'
}

/** Old-style "21-526" is NDA 021526; five digits are zero-padded to six. */
function digitsOf(raw: string): string {
  if (raw.includes('-')) {
    const [head = '', tail = ''] = raw.split('-')
    return (head + tail).padStart(6, '0')
  }
  return raw.padStart(6, '0')
}

export function findApplicationNumbers(text: string): ApplicationNumber[] {
  const found: ApplicationNumber[] = []
  for (const m of matchesOf(SHORT_FORM, text)) {
    const type = typeOf(m[1] ?? 'NDA')
    found.push({
      type,
      normalized: `${type} ${digitsOf(m[2] ?? '')}`,
      start: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
    })
  }
  for (const m of matchesOf(LONG_FORM, text)) {
    const start = m.index ?? 0
    if (found.some((f) => f.start < start + m[0].length && start < f.end)) continue
    const modifier = (m[1] ?? '').trim().toLowerCase()
    const biologic = /biologic/i.test(m[2] ?? '')
    const type: ApplicationType =
      modifier === 'abbreviated'
        ? 'ANDA'
        : biologic
          ? modifier === 'supplemental'
            ? 'sBLA'
            : 'BLA'
          : modifier === 'supplemental'
            ? 'sNDA'
            : 'NDA'
    found.push({
      type,
      normalized: `${type} ${digitsOf(m[3] ?? '')}`,
      start,
      end: start + m[0].length,
    })
  }
  return found.sort((a, b) => a.start - b.start)
}
