/**
 * What shows that the words a product slot holds name a condition, not a product: a disease's head noun after them
 * (DISEASE_NOUN_AFTER), a capitalised word the text writes elsewhere as a condition's eponym (writtenAsEponym), a
 * biomarker's population ("ALK-positive", BIOMARKER_WORD) and a short acronym of capitals with no product's form,
 * indication or salt after it (diseaseAcronymOnly). Apart from drug-names.ts because they are one question (is it the
 * disease's?) that captureName, the drug lexicon and the coined-name and heading readings all ask; how the slot's words
 * are read into a name stays in drug-names.ts.
 */
import { closedWords } from './lexicon/function-words.js'
import { intents, salts } from './lexicon/products.js'
import { diseaseNouns } from './lexicon/conditions.js'
import { releaseProfiles } from './lexicon/products.js'
import { bodyParts, hyphenatedQualifiers } from './lexicon/descriptors.js'
import { DOSAGE_FORM_WORDS } from './dosage-forms.js'

/**
 * A condition's name by its ending, capitalised or not: "Thrombocytopenia", "Neutropenia", "Psoriasis", "Hyperkalemia",
 * "Neuropathy", "Fibromyalgia" ... (the endings drug-aliases.ts reads an indication in lower case by, and -penia): no
 * product's name, in a headline's capitals or in a coined word (name-admission.ts, coined-names.ts).
 */
export const CONDITION_ENDING =
  /^(?=[A-Za-z][a-z-]{3,})[A-Za-z][a-z-]*(?:itis|iasis|osis|emia|aemia|penia|pathy|algia|trophy|plasia|somnia|epsy)$/

/** The head noun of a disease or condition, after the word that names it: "Smith-Magenis syndrome", "IgA nephropathy". */
export const DISEASE_NOUN_AFTER =
  // "thyroid eye disease", "sickle cell disease": an organ or tissue word between the name and the disease noun.
  new RegExp(
    String.raw`^\s+(?:${bodyParts('eye', 'cell', 'kidney', 'liver', 'lung', 'heart', 'bone', 'skin', 'bowel', 'muscle', 'nerve', 'blood', 'joint', 'brain')}\s+)?(?:${diseaseNouns('syndrome', 'disease', 'disorder', 'deficiency', 'nephropathy', 'neuropathy', 'dystrophy', 'atrophy', 'carcinoma', 'lymphoma', 'leukemia', 'melanoma', 'sarcoma', 'myeloma', 'cancer', 'infection', 'virus', 'hypertension')}|tumou?rs?)\b`,
    'i',
  )

// "Halbrook syndrome", "Halbrook's disease": a condition's own head nouns after its capitalised eponym.
const EPONYM_CONDITION = new RegExp(
  String.raw`(?<![\w-])([A-Z][a-z]{2,})(?:['’]s)?\s+${diseaseNouns('syndrome', 'disease', 'disorder', 'deficiency')}\b`,
  'gi',
)

// The eponyms of the last text asked about (a text's names are asked about many times, always with the same string).
let eponymText: string | null = null
let eponyms: ReadonlySet<string> = new Set()

/**
 * The text writes the capitalised word elsewhere as a condition's eponym ("patients with Halbrook syndrome"): the word
 * names the condition, never a drug, wherever else it stands ("a target action date of June 15 for the Halbrook
 * application"). A code, a lower-case name or a word of several capitals is never read so. The text is scanned once.
 */
export function writtenAsEponym(folded: string, word: string): boolean {
  if (!/^[A-Z][a-z]{2,}$/.test(word)) return false
  if (folded !== eponymText) {
    eponymText = folded
    eponyms = new Set(
      [...folded.matchAll(EPONYM_CONDITION)]
        .map((m) => m[1]!)
        .filter((w) => /^[A-Z][a-z]+$/.test(w)),
    )
  }
  return eponyms.has(word)
}

/** "ALK-positive", "BRCA-mutated": a population, never part of a product's name. */
export const BIOMARKER_WORD = new RegExp(
  String.raw`-${hyphenatedQualifiers('positive', 'negative', 'mutant', 'mutated', 'deficient', 'expressing', 'amplified', 'refractory', 'resistant', 'naive', 'naïve', 'low', 'high', 'eligible', 'based', 'treated', 'induced', 'associated', 'containing', 'experienced', 'related', 'dependent', 'sparing', 'intolerant', 'targeted', 'directed')}$`,
  'i',
)

/**
 * What follows a product's acronym and never a disease's: its dosage form (after a release profile: "LMTR
 * extended-release tablets"), or the indication it treats. A salt in parentheses is SALT_IN_PARENTHESES.
 */
const PRODUCT_AFTER_ACRONYM = new RegExp(
  String.raw`^\s+(?:${releaseProfiles('extended', 'delayed', 'modified', 'immediate', 'sustained', 'controlled')}[- ]release\s+)?(?:(?:${[...DOSAGE_FORM_WORDS].join('|')})\b|${closedWords('for', 'in', 'as')}\s+(?:the\s+|an?\s+)?(?:potential\s+)?${intents('treatment', 'therapy', 'prevention', 'management')}\b)`,
  'i',
)
/** "LMTR (sodium lorvate)": a salt or an ester named in parentheses, which only a product has (a disease's is its expansion). */
/** "DCCR (diazoxide choline) extended-release tablets": a nonproprietary name in parentheses, then the product's form. */
const NAME_IN_PARENTHESES_THEN_FORM = new RegExp(
  String.raw`^\s*\(\s*[a-z][a-z-]{3,}(?:\s+[a-z][a-z-]{3,})?\s*\)\s+(?:${releaseProfiles('extended', 'delayed', 'modified', 'immediate', 'sustained', 'controlled')}[- ]release\s+)?(?:${[...DOSAGE_FORM_WORDS].join('|')})\b`,
  'i',
)
const SALT_IN_PARENTHESES = new RegExp(
  String.raw`^\s*\(\s*${salts('sodium', 'potassium', 'calcium', 'magnesium', 'lithium', 'zinc', 'ferric', 'ferrous')}\s+[a-z][a-z-]{3,}\s*\)|^\s*\(\s*[a-z][a-z-]{3,}\s+${salts('hydrochloride', 'hcl', 'sodium', 'potassium', 'mesylate', 'maleate', 'tartrate', 'citrate', 'sulfate', 'succinate', 'fumarate', 'acetate', 'phosphate', 'besylate', 'bromide', 'chloride', 'hydrobromide', 'tosylate')}\s*\)`,
  'i',
)

/** A name that is a short acronym of capitals alone, with no form or indication after it (see captureName). */
export function diseaseAcronymOnly(
  tokens: ReadonlyArray<{ word: string; start: number; end: number }>,
  text: string,
): boolean {
  return (
    tokens.length === 1 &&
    /^[A-Z]{2,5}$/.test(tokens[0]!.word) &&
    // "as the review goal date for QLTX": a target date is a product's, whatever its name looks like.
    !/\b(?:date|dates)\s+for\s+$/i.test(
      text.slice(Math.max(0, tokens[0]!.start - 30), tokens[0]!.start),
    ) &&
    !PRODUCT_AFTER_ACRONYM.test(text.slice(tokens[0]!.end)) &&
    !SALT_IN_PARENTHESES.test(text.slice(tokens[0]!.end)) &&
    !NAME_IN_PARENTHESES_THEN_FORM.test(text.slice(tokens[0]!.end))
  )
}
