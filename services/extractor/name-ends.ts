/**
 * Where a name ends after a brand, in the words the lexicon gives: a short mixed-case abbreviation goes on with it
 * ("Kestrel hGH"), a device after it ends it ("Zentrova Autoinjector", "X RESCUE PEN"). Read by drug-names.ts.
 */
import { MIXED_CASE_ABBREVIATION } from './lexicon/descriptors.js'
import { DEVICE_FORMS } from './lexicon/products.js'

/**
 * "Kestrel hGH", "Norva mAb", "Tavrel rhPTH": a short abbreviation in mixed case (lower-case letters, then a capital)
 * right after a brand is part of its name; an ordinary lower-case word ("Kestrel has", "Kestrel for") never is, nor a
 * molecule's kind ("Kestrel mRNA", lexicon/descriptors.ts).
 */
export function mixedCaseAbbreviation(word: string): boolean {
  return MIXED_CASE_WORD.test(word)
}
const MIXED_CASE_WORD = new RegExp(String.raw`^${MIXED_CASE_ABBREVIATION}$`)

/** A device noun, or a device qualifier right before one ("rescue pen"). */
export function deviceAt(lower: string, after: string): boolean {
  const kind = Object.hasOwn(DEVICE_FORMS, lower)
    ? DEVICE_FORMS[lower as keyof typeof DEVICE_FORMS]
    : null
  if (kind === 'device') return true
  if (kind !== 'qualifier') return false
  const next = /^\s+([\w-]{1,20})/.exec(after)?.[1]?.toLowerCase() ?? ''
  return (
    Object.hasOwn(DEVICE_FORMS, next) &&
    DEVICE_FORMS[next as keyof typeof DEVICE_FORMS] === 'device'
  )
}
