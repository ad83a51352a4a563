/**
 * A name the text tells as the product's current one (pure): "selatrocin -- now known as Zelvora --", "selatrocin, now
 * called Zelvora,", "Selatrocin, which goes by the brand name Zelvora, was approved". The later name is the brand the
 * product carries now, so the row names it first whichever of the two the fact's clause wrote (the earlier name stays
 * an alias). Not "formerly", "also known as" or a parenthesis: those keep the first name as the head (drug-aliases.ts).
 */
import { namingVerbs, productNouns, sellingVerbs } from './lexicon/products.js'

/** A name, a comma or a dash, a renaming phrase and a capitalised name: the earlier name and the current one. */
const RENAMING = new RegExp(
  String.raw`(?<![\w-])([A-Za-z][\w-]*[A-Za-z0-9])(?:\s*[\u00AE\u2122])?\s*(?:,|--|[\u2013\u2014])\s*(?:which\s+(?:now\s+)?goes\s+by\s+the\s+(?:brand\s+|trade\s+)?name|now\s+(?:known\s+as|${namingVerbs('called', 'named')}|branded(?:\s+as)?|marketed\s+as))\s+([A-Z][\w-]*[A-Za-z0-9])(?:\s*[\u00AE\u2122])?`,
  'g',
)

/**
 * "The drug, chemically known as olezarsen and branded as Tryngolza, ...": the nonproprietary name and, coordinated with
 * it, the brand the product is sold as (s21-subject).
 */
const KNOWN_AND_BRANDED = new RegExp(
  String.raw`\bknown\s+as\s+([A-Za-z][\w-]*[A-Za-z0-9])\s+and\s+(?:${sellingVerbs('branded', 'marketed', 'sold')})\s+as\s+([A-Z][\w-]*[A-Za-z0-9])`,
  'g',
)

/** Whether the text may hold a renaming phrase (a cheap prefilter). */
const RENAMING_WORD = new RegExp(
  String.raw`\bnow\s+(?:known\s+as|${namingVerbs('called', 'named')}|branded|marketed\s+as)\b|\bgoes\s+by\b`,
  'i',
)

/** Every renaming of the text, in text order, as [earlier name, current name]. */
export function renamings(folded: string): Array<readonly [string, string]> {
  const found: Array<readonly [string, string]> = []
  KNOWN_AND_BRANDED.lastIndex = 0
  for (const m of folded.matchAll(KNOWN_AND_BRANDED))
    if (m[1]!.toLowerCase() !== m[2]!.toLowerCase()) found.push([m[1]!, m[2]!])
  if (!RENAMING_WORD.test(folded)) return found
  RENAMING.lastIndex = 0
  for (let m = RENAMING.exec(folded); m !== null; m = RENAMING.exec(folded))
    if (m[1]!.toLowerCase() !== m[2]!.toLowerCase()) found.push([m[1]!, m[2]!])
  return found
}

/**
 * "The drug, which Kestrel Bio Inc. is calling Zelvora, ...", "The therapy, to be sold as Zelvora, ...": a definite
 * product noun, the release's one product taken up, and the brand a company gives it now (s21-subject). Only the brand:
 * which product "the drug" is, the lexicon tells (the text's one product, or none).
 */
const DESCRIPTION_BRANDED = new RegExp(
  String.raw`\b[Tt]he\s+${productNouns('drug', 'medicine', 'therapy', 'treatment', 'vaccine')}\s*,\s*(?:which\s+(?:[A-Z][\w.&-]*\s+){1,5}(?:is|are)\s+(?:now\s+)?${namingVerbs('calling')}|to\s+be\s+${sellingVerbs('sold', 'marketed', 'branded')}\s+as)\s+([A-Z][\w-]*[A-Za-z0-9])`,
  'g',
)

/** The brands the text gives "the drug" it takes up (DESCRIPTION_BRANDED), in text order. */
export function brandsOfTheDescribed(folded: string): string[] {
  return [...folded.matchAll(DESCRIPTION_BRANDED)].map((m) => m[1]!)
}
