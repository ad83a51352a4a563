/**
 * Rule 2b of "Whose word counts" (authority.ts `namedOwner`), read from an established filer's own grounding quote:
 * the quote gives the drug to a company in the possessive ("the decision is due on Northbay Bio's tavelimab",
 * "Northbay's investigational tavelimab", "the FDA accepted Northbay's NDA for tavelimab"). That filer's word says
 * the product is that company's: the owner may then speak for it, though a stranger's roundup (a trade item, a
 * competitor's pipeline page) created the record first. Only an established filer's words count, never the newcomer's
 * own ("our partner Northbay's tavelimab" in the newcomer's filing is a claim nobody confirmed), and only a
 * possessive standing right before one of the record's drug names (a few describing words between, or its
 * application's words and "for"), never one before another drug or a person ("Northbay's chief executive"). Tokens,
 * bounded: the 120 characters before each of the drug's mentions, at most 8 mentions per quote.
 */

/** Describing words a possessive may stand before the drug's name across ("Acme's investigational Xyz"). */
const DESCRIBING = new Set([
  'investigational',
  'experimental',
  'lead',
  'drug',
  'candidate',
  'product',
  'therapy',
  'new',
  'novel',
])

/** The words of an application the possessive may own before "for" the drug ("Acme's NDA for Xyz", "Acme's Biologics
 * License Application for Xyz", "Acme's resubmission for Xyz"): the FDA's application, at most four words. */
const APPLICATION = new Set([
  'nda',
  'bla',
  'snda',
  'sbla',
  'new',
  'drug',
  'biologics',
  'biologic',
  'license',
  'supplemental',
  'application',
  'submission',
  'resubmission',
])

/** "Acme's", "Acme Bio’s", "Halvors'" (the bare apostrophe only after an s): the name before it. */
const POSSESSIVE = /^(.+?)['’](s?)[,.;:]?$/

/** The companies a quote gives `drug` to in the possessive right before its mentions (authority.ts, rule 2b). */
export function possessiveOwners(quote: string, drug: string): string[] {
  const owners: string[] = []
  const text = quote.slice(0, 4000)
  const lower = text.toLowerCase()
  const d = drug.toLowerCase()
  if (d.length < 3) return owners
  let mentions = 0
  for (let at = lower.indexOf(d); at >= 0 && mentions < 8; at = lower.indexOf(d, at + 1)) {
    mentions++
    if (at > 0 && /[a-z0-9]/.test(lower[at - 1]!)) continue
    if (/[a-z0-9]/.test(lower[at + d.length] ?? '')) continue
    const tokens = text
      .slice(Math.max(0, at - 120), at)
      .split(/\s+/)
      .filter(Boolean)
    let k = tokens.length - 1
    for (
      let skipped = 0;
      k >= 0 && skipped < 2 && DESCRIBING.has(tokens[k]!.toLowerCase());
      skipped++
    )
      k--
    // "Acme's NDA for Xyz": the application's words between the possessive and "for".
    if (k > 0 && tokens[k]!.toLowerCase() === 'for') {
      let words = 0
      for (k--; k >= 0 && words < 4 && APPLICATION.has(tokens[k]!.toLowerCase()); words++) k--
      if (words === 0) continue
    }
    const owner = k >= 0 ? POSSESSIVE.exec(tokens[k]!) : null
    if (!owner || (owner[2] === '' && !/s$/i.test(owner[1]!))) continue
    // The capitalised run the possessive closes ("Northbay Bio, Inc.'s"): at most six words.
    const name = [owner[1]!.replace(/,$/, '')]
    for (let j = k - 1; j >= 0 && name.length < 6 && /^(?:[A-Z&]|plc\b)/.test(tokens[j]!); j--)
      name.unshift(tokens[j]!.replace(/,$/, ''))
    if (/^[A-Z&]/.test(name[0]!) || /^[A-Z]/.test(owner[1]!)) owners.push(name.join(' '))
  }
  return owners
}
