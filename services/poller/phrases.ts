/**
 * Phrases, in two roles:
 *
 * - `pdufaPhrases`: what makes a filing a PDUFA filing. A filing whose text carries one is `matched`
 *   in `poller_filings` (the coverage count `pdufa_filings_seen`, spec 2.4) and brings its CIKs into
 *   the issuer universe. Reading a filing never depends on them: the universe's filings are read
 *   whatever their words.
 * - `searchPhrases`: the full-text-search lane, which finds filers outside the universe (partners,
 *   royalty holders). One EFTS query per phrase, sent quoted: EFTS matches a quoted phrase on
 *   tokens, so "action date" also finds "target action date", and punctuation between words does not
 *   matter ("Administration (FDA) has approved" holds "FDA has approved"). A bare "approved" or
 *   "decision by" would hit a large share of all 8-Ks (shareholder votes, board decisions), so the
 *   approval and decision wordings are anchored on the FDA or on the review.
 */
export const pdufaPhrases = [
  'PDUFA',
  'Prescription Drug User Fee Act',
  'target action date',
  'action date',
  'goal date',
  'user fee goal',
  'Complete Response Letter',
] as const

export const searchPhrases = [
  'PDUFA',
  'action date', // finds "target action date" too
  'goal date',
  'user fee', // finds "Prescription Drug User Fee Act" too
  'complete response',
  'extended the review',
  'extension of the review',
  'review extension',
  'make a decision by',
  'FDA decision',
  'FDA approval',
  'FDA approved',
  'FDA has approved',
  'approved by the FDA',
  'approved by the U.S. Food and Drug Administration',
] as const

/** The forms the feed reads; EFTS `forms=8-K,6-K` matches root forms, so amendments come along. */
export const discoveryForms = ['8-K', '8-K/A', '6-K', '6-K/A'] as const

export function isDiscoveryForm(form: string): boolean {
  return (discoveryForms as readonly string[]).includes(form.trim().toUpperCase())
}

function phrasePattern(phrase: string): RegExp {
  // Word-bounded, case-insensitive, any run of whitespace (incl. no-break spaces) between words,
  // and the possessive/hyphenated variants the press releases use ("PDUFA-date").
  const words = phrase.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(
    `(?<![A-Za-z0-9])${words.join('[\\s\\u00A0\\u2000-\\u200B\\u202F-]+')}(?![A-Za-z0-9])`,
    'i',
  )
}

const pdufaPatterns = pdufaPhrases.map((phrase) => ({ phrase, re: phrasePattern(phrase) }))

/** The first PDUFA phrase found in the text, in list order; null when none. */
export function matchPhrase(text: string): string | null {
  for (const { phrase, re } of pdufaPatterns) if (re.test(text)) return phrase
  return null
}

export function isPdufaPhrase(phrase: string): boolean {
  return (pdufaPhrases as readonly string[]).some((p) => p.toLowerCase() === phrase.toLowerCase())
}
