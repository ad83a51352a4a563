/**
 * Whether a reading names the product a shared case is about (pure). A right date on another product is a wrong
 * record for a user of the feed, so the eval counts it apart from date recall. A case names its product one way
 * ("Zelvora (zelvotinib)", "KB-101/KB-102"); the reading names it by one of the text's names for it (its brand, its
 * nonproprietary name, its code: `drug_name` and `drug_aliases`). The two agree when one of the case's parts and one of
 * the reading's names are the same words, or one holds the other whole (a brand with its strength or form).
 */
import type { Assertion } from '../../schemas/avro/types.js'

const comparable = (name: string): string =>
  name
    .replace(/[®™©*]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase()

// The case's name split where it lists other names of the same product: parentheses, slashes, commas, "and", "or", a plus sign.
const partsOf = (caseName: string): string[] =>
  caseName
    .split(/[()/,;+]|\s(?:and|or)\s/i)
    .map(comparable)
    .filter((part) => part.length >= 3)

const holds = (longer: string, shorter: string): boolean =>
  shorter.length >= 4 && ` ${longer} `.includes(` ${shorter} `)

export function namesCaseProduct(caseName: string | null, reading: Assertion): boolean | null {
  if (caseName === null) return null
  const parts = partsOf(caseName)
  if (parts.length === 0) return null
  const names = [reading.drug_name, ...reading.drug_aliases]
    .filter((n): n is string => n !== null)
    .map(comparable)
    .filter((n) => n.length > 0)
  return parts.some((part) =>
    names.some((name) => name === part || holds(name, part) || holds(part, name)),
  )
}
