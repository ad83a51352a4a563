/**
 * The discovery phrases: what makes an 8-K/6-K worth reading for a PDUFA date. The same list drives
 * the full-text-search queries (one query per phrase, so each discovered filing knows which phrase
 * matched) and the text filter of the Atom lane.
 */
export const discoveryPhrases = [
  'PDUFA',
  'Prescription Drug User Fee Act',
  'target action date',
  'goal date',
  'Complete Response Letter',
] as const

export type DiscoveryPhrase = (typeof discoveryPhrases)[number]

/** The forms the feed reads; EFTS `forms=8-K,6-K` matches root forms, so amendments come along. */
export const discoveryForms = ['8-K', '8-K/A', '6-K', '6-K/A'] as const

export function isDiscoveryForm(form: string): boolean {
  return (discoveryForms as readonly string[]).includes(form.trim().toUpperCase())
}

function phrasePattern(phrase: string): RegExp {
  // Word-bounded, case-insensitive, any run of whitespace (incl. no-break spaces) between words,
  // and the possessive/hyphenated variants the press releases use ("PDUFA-date").
  const words = phrase.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`(?<![A-Za-z0-9])${words.join('[\\s\\u00A0\\u2000-\\u200B\\u202F-]+')}(?![A-Za-z0-9])`, 'i')
}

const patterns = discoveryPhrases.map((phrase) => ({ phrase, re: phrasePattern(phrase) }))

/** The first discovery phrase found in the text, in list order; null when none. */
export function matchPhrase(text: string): DiscoveryPhrase | null {
  for (const { phrase, re } of patterns) if (re.test(text)) return phrase
  return null
}
