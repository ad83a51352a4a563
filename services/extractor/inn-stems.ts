/**
 * Nonproprietary drug names (USAN / INN) recognised by their shape, never by a list of drug names.
 *
 * Three tiers, from the most to the least self-evident:
 *
 * - **Stems** (`isInnName`): the USAN/WHO stem endings (-mab, -nib, -tide, -vir, -siran, -leucel, ...). A word
 *   with one is a drug wherever it occurs, unless it is an English or biochemistry word that happens to end the
 *   same way ("concept", "cancel", "thermostat", "peptide", "cholesterol"). A few stems that English uses
 *   often (-cel, -cept, -stat) count only in lower case, so that a company ("Vericel") is not a drug.
 * - **Weak stems** (`isWeakStemName`): -ase (enzymes) and -kin (interleukins) end far too many English and
 *   biochemistry words ("database", "release", "kinase", "skin"). They name a drug only in a drug position
 *   (the object of an application, an approval, a review) or with a second word that only drugs take
 *   ("olipudase alfa", "pegvaliase pegol").
 * - **Lower-case words in a drug position** (`looksLikeNonproprietaryName`): a word with no known stem, in a
 *   slot that holds a product ("the PDUFA date for zelrafib", "of tapinarof for the treatment of"), is a name
 *   when it is shaped like one: one lower-case word of six letters or more, not an English word by the stop
 *   list, and without an English ending (-tion, -ment, -ing, -ed, -ity, -ous, ...).
 *
 * Gene and cell therapies and antibody-drug conjugates have two-word names ("onasemnogene abeparvovec",
 * "obecabtagene autoleucel", "zanidatamab zovodotin"): `secondWordOf` tells which words continue a name.
 *
 * The stems, the words that only look like stem names and the English words a drug position may hold are data, in
 * lexicon/stems.ts and lexicon/english-non-names.ts; this file holds the tests that read them.
 */
import { nameSecondWords } from './lexicon/descriptors.js'
import { STEMS, STEM_LOOKALIKES, WEAK_STEM_LOOKALIKES } from './lexicon/stems.js'
import { ENGLISH_NON_NAMES } from './lexicon/english-non-names.js'

// A long stem needs one letter before it ("epoetin"), a short one three ("zelrafib"): "mab" or "vir" alone end too much.
const STEM_PATTERN = new RegExp(
  `^(?:[a-z][a-z-]*(?:${STEMS.filter((s) => s.length >= 5).join('|')})|[a-z][a-z-]{2,}(?:${STEMS.filter((s) => s.length < 5).join('|')}))$`,
)
/** Stems that English ends words with often enough that a capitalised word with one is more likely a company ("Vericel") or a
 * person ("Pedersen"); a capitalised drug name with one is still read where a slot names a product. */
const LOWERCASE_ONLY_STEM = /(?:cel|cept|stat|rsen)$/
// ... except drug-only endings among them: "Tarvoleucel", "Zelvotacept", "Roxadustat" are names capitalised too.
const LOWERCASE_ONLY_EXCEPT = /(?:leucel|temcel|ercept|tacept|nacept|inostat|lestat|mostat|dustat)$/

// "polypeptides", "oligonucleotide", "phytosterol": biochemistry that ends like -tide or -terol.
const LOOKALIKE_ENDINGS = /(?:peptides?|nucleotides?|sterol|sterols)$/

// "a tyrosine kinase", "the protease", "a database", "skin": -ase and -kin words that name a class or are English.
const ENZYME_CLASS =
  /(?:ease|base|case|phrase|chase|vase|kinase|protease|proteinase|lipase|polymerase|transferase|reductase|synthase|synthetase|oxidase|oxygenase|phosphatase|diesterase|esterase|nuclease|helicase|ligase|integrase|transcriptase|peptidase|hydrolase|isomerase|mutase|lyase|dehydrogenase|deaminase|methylase|acetylase|telomerase|amylase|lactase|sucrase|urease|catalase|caspase|elastase|cyclase|aromatase|convertase|gyrase|primase|recombinase|dismutase|carboxylase|hydroxylase|sulfatase|glycosylase|ribonuclease|topoisomerase|skin)$/

/**
 * Second words that only a drug name takes: "dornase alfa", "pegvaliase pegol", "efgartigimod alfa", and the modifying
 * word of an ester or a conjugate ("velileukin diftitox", "tovaprazole lauroxil", "velaprostene bunod"), and the payload
 * or chelator word of an antibody conjugate that carries no stem ("tovalizumab tesirine", "zelatuzumab ozogamicin").
 */
const NAME_CONTINUATION = new RegExp(
  String.raw`^${nameSecondWords('alfa', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'pegol', 'diftitox', 'lauroxil', 'bunod', 'etexilate', 'medoxomil', 'mofetil', 'axetil', 'pivoxil', 'proxetil', 'marboxil', 'cilexetil', 'tesirine', 'talirine', 'ozogamicin', 'pasudotox', 'sudotox', 'tiuxetan', 'pendetide')}(?:-[a-z]{4})?$`,
  'i',
)

/** English endings that a nonproprietary name does not have: "resubmission", "treatment", "approvable", "submitted". */
const ENGLISH_ENDING =
  /(?:tion|sion|ment|ness|ity|ing|ance|ence|able|ible|ous|ive|ic|al|ally|ly|ful|less|ship|ism|ist|ize|ise|ed|er|ary|ory|ure|ogy|ward|wise|hood|ant|ent|ate|ile|day|ues?|[^aeiousy]s|[^aeiou]es)$/

function bareLower(word: string): string {
  // A biologic's four-letter suffix is not part of the stem (tafasitamab-cxix), nor a cell product's one-letter
  // variant (remestemcel-L).
  return (
    word
      .replace(/-[A-Z]$/, '')
      // A botulinum toxin's serotype letter (daxibotulinumtoxinA) is not part of the stem either.
      .replace(/(?<=toxin)[A-F]$/, '')
      .toLowerCase()
      .replace(/[\u00AE\u2122]/g, '')
      .replace(/-[a-z]{4}$/, '')
  )
}

function isLookalike(lower: string): boolean {
  return STEM_LOOKALIKES.has(lower) || LOOKALIKE_ENDINGS.test(lower) || ENZYME_CLASS.test(lower)
}

/** A nonproprietary name by its stem, wherever it occurs. */
export function isInnName(word: string): boolean {
  const lower = bareLower(word)
  if (lower.length < 6 || isLookalike(lower) || !STEM_PATTERN.test(lower)) return false
  if (
    LOWERCASE_ONLY_STEM.test(lower) &&
    !LOWERCASE_ONLY_EXCEPT.test(lower) &&
    /[A-Z]/.test(
      word
        .replace(/-[a-z]{4}$/, '')
        .replace(/-[A-Z]$/, '')
        .replace(/(?<=toxin)[A-F]$/, ''),
    )
  )
    return false
  return true
}

/** An enzyme (-ase) or interleukin (-kin) name: a drug only in a drug position or with a second word such as "alfa". */
export function isWeakStemName(word: string): boolean {
  const lower = bareLower(word)
  if (lower.length < 7 || !/^[a-z][a-z-]{3,}(?:ase|kin)$/.test(lower)) return false
  return !WEAK_STEM_LOOKALIKES.has(lower) && !isLookalike(lower) && !ENGLISH_NON_NAMES.has(lower)
}

/** A gene-therapy first word ("onasemnogene"): a name only together with its vector or cell word. */
export function isGeneTherapyHead(word: string): boolean {
  const lower = word.toLowerCase()
  return (
    lower.length >= 8 &&
    /^[a-z]{3,}(?:gene)$/.test(lower) &&
    !/(?:transgene|oncogene|polygene|antigene|pathogene|homogene|nitrogene)$/.test(lower)
  )
}

/** Index of the three ASCII letters before `end`, compared without case; -1 when they are not three letters. */
function lastThreeLetters(word: string, end: number): number {
  return lastThreeLettersIn(word, 0, end)
}
/** lastThreeLetters of text.slice(start, end), read in place. */
function lastThreeLettersIn(text: string, start: number, end: number): number {
  if (end - start < 3) return -1
  let key = 0
  for (let i = end - 3; i < end; i++) {
    let c = text.charCodeAt(i)
    if (c >= 65 && c <= 90) c += 32
    if (c < 97 || c > 122) return -1
    key = key * 26 + (c - 97)
  }
  return key
}

/** The last three letters of every stem, of the weak stems and of "gene". */
const STEM_WORD_ENDS = new Uint8Array(26 * 26 * 26)
for (const ending of [...STEMS, 'ase', 'kin', 'gene'])
  STEM_WORD_ENDS[lastThreeLetters(ending, ending.length)] = 1

/**
 * False when the word can be none of a stem name, a weak-stem name or a gene-therapy head: each ends (as bareLower
 * reads it, without a biologic's "-cxix"; the gene head as written) in one of their endings. No allocation: a quick
 * way to pass over the ordinary words of a text before the tests above. `word`: ASCII only (lower-casing some other
 * letters gives ASCII ones, which the character codes read here would miss).
 */
export function mayBeStemWord(word: string): boolean {
  return mayBeStemWordIn(word, 0, word.length)
}

/** mayBeStemWord(text.slice(start, end)), read in place (the stem-name scan asks it of most long words of a text). */
export function mayBeStemWordIn(text: string, start: number, end: number): boolean {
  const n = end - start
  if (STEM_WORD_ENDS[lastThreeLettersIn(text, start, end)] === 1) return true
  if (
    n < 8 ||
    text.charCodeAt(end - 5) !== 45 ||
    lastThreeLettersIn(text, start, end) === -1 ||
    !isAsciiLetter(text.charCodeAt(end - 4))
  )
    return false
  return STEM_WORD_ENDS[lastThreeLettersIn(text, start, end - 5)] === 1
}

function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
}

/** A word that continues the drug name before it: "alfa", "pegol", or another stem word ("zanidatamab zovodotin"). */
export function continuesName(previous: string, word: string): boolean {
  if (NAME_CONTINUATION.test(word))
    return isInnName(previous) || isWeakStemName(previous) || isGeneTherapyHead(previous)
  return continuesKnownName(previous, word)
}

/** "alfa" or "pegol" after a word shaped like a nonproprietary name with no known stem: "efanesoctocog alfa". */
export function continuesShapedName(previous: string, word: string): boolean {
  return (
    continuesName(previous, word) ||
    (NAME_CONTINUATION.test(word) && looksLikeNonproprietaryName(previous))
  )
}

function continuesKnownName(previous: string, word: string): boolean {
  if (isGeneTherapyHead(previous))
    return /(?:vec|cel)(?:-[a-z]{4})?$/i.test(word) && isInnName(word)
  return (
    isInnName(previous) &&
    isInnName(word) &&
    word.toLowerCase() === word &&
    // "Tovatuzumab govitecan" opening a line or a sentence: the first word's capital is the place's.
    /^[A-Za-z][a-z-]*$/.test(previous)
  )
}

/**
 * A lower-case word in a drug position that is shaped like a nonproprietary name although it has no known stem:
 * six letters or more, not English by the stop list, no English ending.
 */
export function looksLikeNonproprietaryName(word: string): boolean {
  if (!/^[a-z][a-z]{5,}(?:-[a-z]{4}|-[A-Za-z]|(?<=toxin)[A-F])?$/.test(word)) return false
  const lower = bareLower(word)
  if (isInnName(lower) || isWeakStemName(lower)) return true
  if (isLookalike(lower) || ENGLISH_NON_NAMES.has(lower)) return false
  return !ENGLISH_ENDING.test(lower)
}
