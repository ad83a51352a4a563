/**
 * The document's product inventory: the names the text itself introduces as products, read once over the whole text,
 * and what the decision step makes of a fact's name with it (decide.ts, `inventoryDrug`).
 *
 * Why a layer of its own: on unseen text the commonest error left was a wrong name, a word the slot took that the text
 * never presents as a product ("an antidepressant", an INN where the text gives the brand beside it) or no name at all
 * where the text names its one product elsewhere ("approved a topical acne gel ... its Aczone gel"). The slots read a
 * sentence; the inventory reads how the whole text marks its products:
 * - a trademark sign ("Zelvora®", "ZELVORATM", "Zelvora(R)");
 * - a brand beside its nonproprietary name ("Zelvora (tavrunosin)", the trade press's "Zelvora tavrunosin", or
 *   "Zelvora tavrunone gel" before a dosage form);
 * - a product noun or therapeutic class in apposition to a name ("the new antidepressant, tavrunoxetine,");
 * - a coined capitalised word the approval verb takes as its subject ("Zelvora had been granted FDA approval").
 * It never reads a company, a place or a target: each mark needs a nonproprietary name, a sign or an approval verb, and a
 * word the text uses as an agent or owner is left out.
 */
import type { ResolvedDrug } from './drug-resolution.js'
import { isInnName, looksLikeNonproprietaryName } from './inn-stems.js'
import { DOSAGE_FORM_ALTERNATION } from './dosage-forms.js'
import { isCodeName } from './name-tokens.js'
import { COMPANY_TOKENS } from './company-names.js'
import { PRODUCT_NOUNS, receiptVerbs, THERAPEUTIC_CLASS_WORDS } from './lexicon/products.js'
import { toldPastOrPresent } from './lexicon/telling.js'

/** "said", "announced", "reports": a word the text makes their subject is an agent, a company. */
const TOLD = toldPastOrPresent(['say', 'announce', 'report'])

export interface InventoryProduct {
  /** The name the text presents the product by (the brand when it gives one). */
  name: string
  /** Its nonproprietary name, when the text writes it beside the brand. */
  inn: string | null
  /** The class noun an apposition gives it ("antidepressant"). */
  classNoun: string | null
  /**
   * Written "Zelvora tavrunosin", brand and name side by side with no parentheses (the trade press's shape): the brand
   * is what a fact published under the nonproprietary name is called. With parentheses the slots already choose.
   */
  bare?: boolean
  /**
   * Marked by a sign, by the bare juxtaposition or as the approval verb's subject: enough to name a decision of another
   * sentence. "Zelvora (tavrunosin)" alone is not: a brand named only by that shape is its own sentence's ("The first
   * such approval was granted in 2006 for an extract marketed as Veltrene (sinecatechol)" names no product of today's).
   */
  standsAlone?: boolean
}

export interface ProductInventory {
  products: InventoryProduct[]
}

const SIGNED = /\b([A-Z][A-Za-z0-9-]{2,}?)(?:®|™|\((?:R|TM)\)|TM\b)/g
/** "Zelvora (tavrunosin)" and the trade press's "Zelvora tavrunosin": a brand-shaped word, then a lower-case name. */
const BRAND_BESIDE_NAME = /\b([A-Z][a-z]{3,}|[A-Z]{4,})\s+\(?([a-z][a-z-]{5,})\)?/g
const BEFORE_FORM = new RegExp(String.raw`^\s+${DOSAGE_FORM_ALTERNATION}\b`, 'i')
/** "the new antidepressant, tavrunoxetine,": a class noun in apposition to the product's name. */
const APPOSED =
  /\bthe\s+(?:[a-z]+\s+)?([a-z][a-z-]{4,}),\s+([a-z][a-z-]{5,}|[A-Z][A-Za-z0-9-]{3,}),/g
/** "Zelvora had been granted FDA approval", "Zelvora was approved". */
const APPROVAL_SUBJECT = new RegExp(
  String.raw`(?<=[a-z,]\s+)([A-Z][a-z]{3,})\s+(?:had|has)\s+(?:been\s+)?${receiptVerbs('granted', 'received', 'won')}\s+(?:FDA\s+|U\.S\.\s+)?approval\b`,
  'g',
)

function add(products: InventoryProduct[], product: InventoryProduct): void {
  const same = products.find((p) => p.name.toLowerCase() === product.name.toLowerCase())
  if (same === undefined) products.push(product)
  else {
    same.inn ??= product.inn
    same.classNoun ??= product.classNoun
    same.bare ||= product.bare
    same.standsAlone ||= product.standsAlone
  }
}

/** What follows a company's name: an owner's "'s", a verb of telling, or the next word (a company word: "Inc", "Pharma"). */
const AFTER_A_NAME = new RegExp(String.raw`['’]s\b|\s+${TOLD}\b|\s+([\w&]+)`, 'y')

/**
 * A word the text uses as an agent ("X said") or an owner ("X's") or names a company by ("X Inc", "X Pharma"). Found by
 * `indexOf` (every name starts with a letter, so a word boundary before it is a non-word character or the text's
 * start), then what follows read in place: one pass of the text per word, no pattern compiled per word.
 */
function writtenAsCompany(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (at > 0 && /\w/.test(text[at - 1]!)) continue
    AFTER_A_NAME.lastIndex = at + word.length
    const m = AFTER_A_NAME.exec(text)
    if (m === null) continue
    if (m[1] === undefined) return true
    if (COMPANY_TOKENS.has(m[1].toLowerCase())) return true
  }
  return false
}

export function readProductInventory(text: string): ProductInventory {
  const products: InventoryProduct[] = []
  // Each candidate word scans the whole text once at most, however often the text marks it.
  const companies = new Map<string, boolean>()
  const actsAsCompany = (word: string): boolean => {
    let answer = companies.get(word)
    if (answer === undefined) companies.set(word, (answer = writtenAsCompany(text, word)))
    return answer
  }
  for (const m of text.matchAll(SIGNED)) {
    const name = m[1]!
    if (!actsAsCompany(name)) add(products, { name, inn: null, classNoun: null, standsAlone: true })
  }
  for (const m of text.matchAll(BRAND_BESIDE_NAME)) {
    const [whole, brand, inn] = m as unknown as [string, string, string]
    const parenthesised = whole.includes('(')
    // Without parentheses only a nonproprietary name by its stem, or a name-shaped word before a dosage form
    // ("Fortesta testosterone gel"), makes the capitalised word before it a brand.
    const innLike =
      isInnName(inn) ||
      (looksLikeNonproprietaryName(inn) &&
        (parenthesised || BEFORE_FORM.test(text.slice(m.index + whole.length))))
    if (!innLike || isInnName(brand) || actsAsCompany(brand)) continue
    add(products, {
      name: brand,
      inn,
      classNoun: null,
      bare: !parenthesised,
      standsAlone: !parenthesised,
    })
  }
  for (const m of text.matchAll(APPOSED)) {
    const [, classNoun, name] = m as unknown as [string, string, string]
    if (!isCommonWord(classNoun)) continue
    if (!isInnName(name) && !isCodeName(name) && !/^[A-Z]/.test(name)) continue
    add(products, { name, inn: null, classNoun })
  }
  for (const m of text.matchAll(APPROVAL_SUBJECT)) {
    const name = m[1]!
    if (!actsAsCompany(name)) add(products, { name, inn: null, classNoun: null, standsAlone: true })
  }
  return { products }
}

/** A product noun or a therapeutic class ("drug", "antidepressant"): what a product is, never its name. */
function isCommonWord(name: string): boolean {
  const lower = name.toLowerCase()
  return (
    /^[a-z][a-z-]+$/.test(name) &&
    (Object.hasOwn(PRODUCT_NOUNS, lower) || THERAPEUTIC_CLASS_WORDS.has(lower))
  )
}

function asResolved(product: InventoryProduct, sentence: number, aliases: string[]): ResolvedDrug {
  return {
    entity: -1000 - product.name.length,
    name: product.name,
    aliases: [...new Set(aliases.filter((a) => a.toLowerCase() !== product.name.toLowerCase()))],
    sentence,
    via: 'only',
  }
}

/**
 * The name a fact publishes under, with the inventory as evidence:
 * - a common word the slot took ("antidepressant") is refused: the product the text sets in apposition to it, else the
 *   inventory's one product, else none;
 * - a nonproprietary name the text gives a brand beside is published under the brand ("Keytruda pembrolizumab");
 * - a decision with no name takes the inventory's one product (only an approval or a letter: a date's drug stays the
 *   slots' to find).
 */
export function inventoryDrug(
  inventory: ProductInventory,
  drug: ResolvedDrug | null,
  kind: string,
  sentence: number,
): ResolvedDrug | null {
  const { products } = inventory
  if (drug === null) {
    if (
      (kind === 'approval' || kind === 'crl') &&
      products.length === 1 &&
      products[0]!.standsAlone === true
    )
      return asResolved(products[0]!, sentence, products[0]!.inn === null ? [] : [products[0]!.inn])
    return null
  }
  if (isCommonWord(drug.name)) {
    const apposed = products.find((p) => p.classNoun?.toLowerCase() === drug.name.toLowerCase())
    const only = products.length === 1 ? products[0] : undefined
    const chosen = apposed ?? only
    return chosen === undefined ? null : asResolved(chosen, drug.sentence, [...drug.aliases])
  }
  const branded = products.find(
    (p) => p.bare === true && p.inn !== null && p.inn.toLowerCase() === drug.name.toLowerCase(),
  )
  if (
    branded !== undefined &&
    drug.aliases.some((a) => a.toLowerCase() === branded.name.toLowerCase())
  )
    return {
      ...drug,
      name: branded.name,
      aliases: [
        drug.name,
        ...drug.aliases.filter((a) => a.toLowerCase() !== branded.name.toLowerCase()),
      ],
    }
  return drug
}
