/**
 * Entity-resolution keys: which FDA decision an assertion is about. Pure string functions, no
 * lists of known drugs (unseen drugs must resolve too).
 *
 * - Drug identity: every name a filing gives the drug (brand, generic, code; `drug_aliases` plus the
 *   parts of `drug_name`) folded to a key: lower case, trademark signs and the 4-letter biologic
 *   suffix ("-tftv") dropped, formulation words ("injection", "tablets") dropped, punctuation
 *   removed, so "PRX‑102" = "PRX-102" = "prx102". A companion drug ("+ nivolumab", "in combination
 *   with BCG", "plus BCG") is not the drug's identity and yields no key.
 * - Application number: "NDA 123456", "sBLA 761234"; a supplement is its own decision, so "sNDA 1"
 *   and "NDA 1" are different keys.
 * - Indication: compared by content words (overlap coefficient), so a rephrasing matches and a
 *   different disease does not (indications.ts).
 */
import { isInnName } from '../extractor/inn-stems.js'

const TRADEMARKS = /[\u2122\u00ae\u00a9]|\(r\)|\(tm\)/gi
// Hyphens and dashes of every Unicode flavour (non-breaking hyphen in "PRX‑102", en dash...).
const DASHES = /[\u2010-\u2015\u2212\ufe63\uff0d]/g

/** Words that describe a formulation, a route or a filing type, never the drug itself. */
const FORM_WORDS = new Set([
  'injection',
  'injections',
  'injectable',
  'for',
  'oral',
  'tablet',
  'tablets',
  'capsule',
  'capsules',
  'suspension',
  'solution',
  'inhalation',
  'intravitreal',
  'intravenous',
  'subcutaneous',
  'topical',
  'ophthalmic',
  'delayed',
  'extended',
  'release',
  'sustained',
  'modified',
  'sodium',
  'hydrochloride',
  'hcl',
  'mg',
  'ml',
  'mcg',
  'kit',
  'sprinkle',
  // A route said of who gives the dose ("Self-Injectable Formulation", "self-administered"): no drug's name.
  'self',
  'administered',
  'nda',
  'snda',
  'bla',
  'sbla',
  'anda',
  'supplement',
  'supplemental',
  'efficacy',
  'application',
  'the',
  'a',
  'an',
  'and',
  'of',
  'second',
  'new',
  'drug',
  'product',
  'candidate',
  'therapy',
  'photodynamic',
  'formulation',
  'powder',
  'lyophilized',
  'dose',
  'doses',
  'single',
  'vial',
  'prefilled',
  'syringe',
  'pen',
  'autoinjector',
  'cream',
  'gel',
  'ointment',
  'patch',
  'spray',
  'nasal',
  'film',
  'xr',
  'er',
  'sr',
  'dr',
])

/** Separators after which a name is a companion drug (a partner, not this drug). */
const COMPANION =
  /\s*(?:\+|\bplus\b|\bin combination with\b|\bcombined with\b|\bwith\b|\band\b|\bfollowed by\b)\s*/i

export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .replace(TRADEMARKS, ' ')
    .replace(DASHES, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
}

/** One name to its key, or null when nothing name-like remains. */
export function drugNameKey(name: string): string | null {
  const words = fold(name)
    .replace(/-[a-z]{4}\b(?![-\d])/g, (suffix, offset: number, whole: string) =>
      offset > 0 && /[a-z]/.test(whole[offset - 1]!) ? '' : suffix,
    )
    .split(/[\s/]+/)
    .map((w) => w.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, ''))
    .filter(
      (w) => w.length > 0 && !FORM_WORDS.has(w) && !/^\d+(?:\.\d+)?(?:mg|ml|mcg|g|%)?$/.test(w),
    )
    // "Delayed-Release" is two formulation words; "N-803" is one code whose parts are kept.
    .map((w) =>
      w
        .split('-')
        .filter((part) => !FORM_WORDS.has(part))
        .join(''),
    )
  const key = words.join('').replace(/[^a-z0-9]/g, '')
  return key.length >= 3 && /[a-z]/.test(key) ? key : null
}

/** Splits "A (B, C) + D (E)" into segments with their parenthesised names kept on their segment. */
function primaryNames(drugName: string): string[] {
  const text = fold(drugName)
  // Parenthesised groups belong to the segment before them; cut companions outside parentheses only.
  const segments: string[] = []
  let depth = 0
  let current = ''
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (ch === '(' || ch === '[') depth++
    if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1)
    if (depth === 0) {
      const rest = text.slice(i)
      const match = COMPANION.exec(rest)
      if (match && match.index === 0 && (ch === '+' || /\s/.test(ch))) {
        segments.push(current)
        current = ''
        i += match[0].length - 1
        continue
      }
    }
    current += ch
  }
  segments.push(current)
  const primary = segments[0] ?? ''
  const names: string[] = []
  const outside = primary.replace(/[([][^)\]]*[)\]]/g, ' ').trim()
  if (outside) names.push(outside)
  for (const group of primary.matchAll(/[([]([^)\]]*)[)\]]/g)) {
    for (const part of group[1]!.split(/[,;]|\balso known as\b|\bformerly\b|\baka\b/))
      if (part.trim()) names.push(part.trim())
  }
  return names
}

/** Every identity key of a drug as one assertion names it: sorted, unique. */
export function drugKeys(drugName: string | null, aliases: readonly string[] = []): string[] {
  const keys = new Set<string>()
  if (drugName)
    for (const name of primaryNames(drugName)) {
      const k = drugNameKey(name)
      if (k) keys.add(k)
    }
  for (const alias of aliases) {
    const k = drugNameKey(alias)
    if (k) keys.add(k)
  }
  return [...keys].sort()
}

/**
 * The key of the name a drug is called by (the name outside parentheses: "Zelvora (belotinib)" -> "zelvora"), when it
 * reads as a brand: written with a capital, no digit (a code such as "KB-101" is what a programme is called before it
 * has a brand, and links to it). Null otherwise.
 */
export function brandKey(drugName: string | null): string | null {
  if (!drugName) return null
  const head = primaryNames(drugName)[0]
  // As written: a brand is capitalised ("dehydrated" and "treprostinil" in lower case are substances).
  const written = drugName.trimStart()
  if (!head || !/^\p{Lu}/u.test(written)) return null
  const key = drugNameKey(head)
  return key !== null && !/\d/.test(key) ? key : null
}

/** The words of the name a drug is called by, without form words ("Zelvora DPI Inhalation Powder" -> zelvora, dpi, powder). */
function brandWords(drugName: string | null): string[] {
  const head = drugName ? primaryNames(drugName)[0] : undefined
  if (!head) return []
  return fold(head)
    .split(/[\s/]+/)
    .map((w) => w.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, ''))
    .filter((w) => w.length > 0 && !FORM_WORDS.has(w))
}

/**
 * Two brands that share only their substance are two products ("Zelvora (belotinib)" inhaled and "Ostrelva
 * (belotinib)" as a patch are one company's two applications): a shared substance links them only when one side's
 * brand is among the other's names, or one brand's word holds the other's (a mark fused to it, "ZELVORATM"), or the
 * name it goes by is the substance itself with a route or form ("subcutaneous belotinib" holds "belotinib"). A brand
 * with a word of its own after the other ("Zelvora" and "Zelvora DPI") is another product.
 */
export function brandsDiffer(
  a: { drugName: string | null; aliasKeys: readonly string[] },
  b: { drugName: string | null; aliasKeys: readonly string[] },
): boolean {
  const brandA = brandKey(a.drugName)
  const brandB = brandKey(b.drugName)
  if (brandA === null || brandB === null) return false
  // "Tyvaso" and "Tyvaso DPI": a brand with a word of its own after the family name is another product (another
  // application); a name fused to its mark ("ZELVORATM") is the same one.
  const wordsA = brandWords(a.drugName)
  const wordsB = brandWords(b.drugName)
  const [shorter, longer] = wordsA.length <= wordsB.length ? [wordsA, wordsB] : [wordsB, wordsA]
  if (shorter.length < longer.length && shorter.every((w, i) => w === longer[i])) return true
  const holds = (x: string, y: string) => x.includes(y) || y.includes(x)
  if (b.aliasKeys.some((k) => holds(k, brandA)) || a.aliasKeys.some((k) => holds(k, brandB)))
    return false
  // The name either side goes by is a shared name with words around it (a route, a form): no brand of its own.
  const shared = a.aliasKeys.filter((k) => b.aliasKeys.includes(k))
  return !shared.some((k) => brandA.includes(k) || brandB.includes(k))
}

/**
 * Two drugs told apart by names of one sort, when no name links them: each has a nonproprietary name (by its USAN/INN
 * stem: "tamsorimab", "belotinib"), or each has a brand (brandKey, not a nonproprietary name capitalised at a
 * sentence's start), and no name of one holds a name of the other ("Zelvora" and "Zelvora Hytrana", "tamsorimab alfa"
 * and "tamsorimab alfa and hyaluronidase" may be one product's forms: not told apart here). A product has one
 * nonproprietary name and one brand, so these are two products. A code ("HLV-217") or one side's brand beside the
 * other's nonproprietary name ("Zentrova" and "tamsorimab") tells nothing: a programme's code gives way to its names, a
 * brand is first written at its approval.
 */
export function namedApart(
  record: readonly { drugName: string | null; aliasKeys: readonly string[] }[],
  c: { drugName: string | null; aliasKeys: readonly string[] },
): boolean {
  const inn = (keys: readonly string[]) => keys.some((k) => !/\d/.test(k) && isInnName(k))
  const brand = (x: { drugName: string | null }) => {
    const key = brandKey(x.drugName)
    return key !== null && !isInnName(key)
  }
  const sameSort =
    (inn(c.aliasKeys) && record.some((x) => inn(x.aliasKeys))) || (brand(c) && record.some(brand))
  if (!sameSort) return false
  const theirs = record.flatMap((x) => x.aliasKeys)
  const holds = (a: string, b: string) => a.includes(b) || b.includes(a)
  return !c.aliasKeys.some((k) => theirs.some((t) => holds(k, t)))
}

/** A code name's key: letters and digits ("brs123", "n803"), what a programme is called before it has its names. */
const isCode = (key: string) => /\d/.test(key) && /[a-z]/.test(key)

/**
 * Two drugs named by codes that differ ("BRS-123" and "BRS-456"): a company numbers each programme apart, so two codes
 * are two products whatever else the two share (a date, a use, a filer), unless one code holds the other ("BRS-123"
 * and "BRS-123 ER"). A code and a brand or a nonproprietary name are one product only when a filing ties them (an
 * assertion carrying both links by drug identity); this reads only code against code.
 */
export function codesDiffer(
  record: readonly { aliasKeys: readonly string[] }[],
  c: { aliasKeys: readonly string[] },
): boolean {
  const mine = c.aliasKeys.filter(isCode)
  const theirs = record.flatMap((x) => x.aliasKeys).filter(isCode)
  if (mine.length === 0 || theirs.length === 0) return false
  return !mine.some((k) => theirs.some((t) => k.includes(t) || t.includes(k)))
}

/**
 * One side is named by a brand alone and the other has no brand ("Zentrova" and "tamsorimab", "Quellarix" and
 * "BRS-123"): the rename an approval (or its letter) first writes, the brand given at the decision to a product the
 * company had named by its code or its nonproprietary name. The filer group may link such a pair by nearness in time
 * (matching.ts rule 3, the group's one candidate); two names of one sort never (namedApart, codesDiffer).
 */
export function brandFirstWritten(
  record: readonly { kind: string; drugName: string | null; aliasKeys: readonly string[] }[],
  c: { drugName: string | null; aliasKeys: readonly string[] },
  cIsOutcome: boolean,
): boolean {
  const outcome = (x: { kind: string }) => x.kind === 'approval' || x.kind === 'crl'
  const brand = (x: { drugName: string | null }) => {
    const key = brandKey(x.drugName)
    return key !== null && !isInnName(key)
  }
  const brandOnly = (x: { drugName: string | null; aliasKeys: readonly string[] }) =>
    brand(x) && !x.aliasKeys.some((k) => isCode(k) || (!/\d/.test(k) && isInnName(k)))
  // The outcome's side is the brand: an outcome read after the decision's date, or (backfill order) an outcome tracked
  // alone that a date read later finds.
  return cIsOutcome
    ? brandOnly(c) && record.length > 0 && !record.some(brand)
    : !brand(c) && record.length > 0 && record.every((x) => outcome(x) && brandOnly(x))
}

/**
 * A name of one drug holds a name of the other, written out longer or shorter ("tamsorimab" and "tamsorimab alfa",
 * "BRS-123" and "BRS-123 ER"): the names tie the two as one product's forms, as a shared name would. The shorter
 * name has five characters at least (a fragment ties nothing). Two brands, one with a word of its own, are told apart
 * by the caller (matching.ts otherBrand).
 */
export function namesHold(
  record: readonly { aliasKeys: readonly string[] }[],
  c: { aliasKeys: readonly string[] },
): boolean {
  const holds = (a: string, b: string) =>
    Math.min(a.length, b.length) >= 5 && (a.includes(b) || b.includes(a))
  const theirs = record.flatMap((x) => x.aliasKeys)
  return c.aliasKeys.some((k) => theirs.some((t) => holds(k, t)))
}

/** "nda 021234", "BLA761234", "sNDA 21-234" -> "NDA 021234" / "BLA 761234" / "sNDA 21234"; null when not one. */
export function normaliseApplicationNumber(value: string | null | undefined): string | null {
  if (!value) return null
  const match = /^\s*(s?)(NDA|BLA|ANDA)\s*(?:no\.?|number|#)?\s*([\d][\d-]{3,9})\s*$/i.exec(
    fold(value),
  )
  if (!match) return null
  const digits = match[3]!.replace(/-/g, '')
  return `${match[1] ? 's' : ''}${match[2]!.toUpperCase()} ${digits}`
}
