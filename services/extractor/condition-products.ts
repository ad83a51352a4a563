/**
 * A product named before the condition it treats and a product noun ("its Zelvora leukemia treatment", "Kestrel's
 * Ostrelva kidney cancer drug"), as captureName (drug-names.ts) and the subject of a receipt (name-patterns.ts) read it;
 * never a cancer's eponym ("Hodgkin lymphoma treatment").
 */
import { bodyParts } from './lexicon/descriptors.js'
import { CONDITION_EPONYMS, NAMED_CONDITIONS, diseaseNouns } from './lexicon/conditions.js'
import { productNouns } from './lexicon/products.js'

/**
 * "its Zelvora leukemia treatment", "Kestrel's Ostrelva kidney cancer drug": a name before a cancer's or an organ's
 * condition and then a noun of a kind of product is the product's, the condition what it treats (not the eponym of
 * "Hodgkin lymphoma": CONDITION_EPONYMS; nor before a syndrome, a disease, a disorder or a deficiency, whose capitalised
 * word is an eponym as a rule).
 */
export const CONDITION_BEFORE_PRODUCT_NOUN = String.raw`(?:${bodyParts('eye', 'cell', 'kidney', 'liver', 'lung', 'heart', 'bone', 'skin', 'bowel', 'muscle', 'nerve', 'blood', 'joint', 'brain')}\s+)?(?:${diseaseNouns('nephropathy', 'neuropathy', 'dystrophy', 'atrophy', 'carcinoma', 'lymphoma', 'leukemia', 'melanoma', 'sarcoma', 'myeloma', 'cancer', 'infection', 'hypertension', 'pain')}|tumou?r|${NAMED_CONDITIONS})\s+${productNouns('drug', 'therapy', 'treatment', 'vaccine', 'pill', 'medicine')}s?\b`
const CONDITION_THEN_PRODUCT_NOUN = new RegExp(String.raw`^\s+${CONDITION_BEFORE_PRODUCT_NOUN}`)
/** The eponyms of cancers, capitalised, for a case-sensitive pattern. */
export const CAPITALISED_CONDITION_EPONYMS = [...CONDITION_EPONYMS]
  .map((word) => word[0]!.toUpperCase() + word.slice(1))
  .join('|')

/**
 * The text writes the capitalised word elsewhere before a condition with no product noun after it ("patients with
 * Halbrook lymphoma"): the word is the condition's eponym there, so "Kestrel's Halbrook lymphoma treatment" is no name.
 * Asked only of a word before a condition and a product noun (rare), so the pattern is built for the word.
 */
function writtenBeforeConditionAlone(text: string, word: string): boolean {
  if (!/^[A-Z][a-z]+$/.test(word)) return false
  return new RegExp(
    String.raw`\b${word}\s+(?:${bodyParts('eye', 'cell', 'kidney', 'liver', 'lung', 'heart', 'bone', 'skin', 'bowel', 'muscle', 'nerve', 'blood', 'joint', 'brain')}\s+)?(?:${diseaseNouns('nephropathy', 'neuropathy', 'dystrophy', 'atrophy', 'carcinoma', 'lymphoma', 'leukemia', 'melanoma', 'sarcoma', 'myeloma', 'cancer', 'infection', 'hypertension')}|tumou?r)\b(?!\s+${productNouns('drug', 'therapy', 'treatment', 'vaccine', 'pill', 'medicine')})`,
  ).test(text)
}

/**
 * The capitalised word right before `afterName` (" leukemia treatment ...") names the product: a cancer's or an organ's
 * condition and a product noun follow it, and it is no cancer's eponym, listed or written so in the same text.
 */
export function namesProductBeforeCondition(
  text: string,
  word: string,
  afterName: string,
): boolean {
  return (
    /^[A-Z][a-z]/.test(word) &&
    CONDITION_THEN_PRODUCT_NOUN.test(afterName) &&
    !CONDITION_EPONYMS.has(word.toLowerCase()) &&
    !writtenBeforeConditionAlone(text, word)
  )
}
