/**
 * The words written around a drug's name that describe it, its patients or its disease rather than name it, declared
 * once: the nouns a name premodifies ("corplatin chemotherapy", "a Quorvix biosimilar"), the words after a hyphen that
 * make a name an attribute ("ALK-positive", "platinum-refractory"), the adjectives before a product noun ("its
 * investigational vaccine"), the organ before a disease noun ("thyroid eye disease"), the line and course of a therapy
 * ("adjuvant treatment"), what an approval covers ("expand the label") and the second words of a nonproprietary name ("dornase
 * alfa"). In lower case; the rules that read them ignore case.
 */
import { anyOf, pickerOf } from './compile.js'

/**
 * Nouns after a drug named as an attribute of something else: a regimen it is part of ("corplatin chemotherapy"), a
 * copy of it ("a Quorvix biosimilar", "therapeutic equivalent") or what it acts on or how ("a Zentavo receptor", "a
 * kinase degrader"). The classes of medicine ("inhibitor", "agonist") are product nouns (products.ts).
 */
export const ATTRIBUTE_NOUNS = {
  chemotherapy: 'regimen',
  induction: 'regimen',
  regimen: 'regimen',
  biosimilar: 'copy',
  equivalent: 'copy',
  receptor: 'target',
  pathway: 'target',
  degrader: 'mechanism',
  modulator: 'mechanism',
  blocker: 'mechanism',
} as const

/**
 * Words after a hyphen that make the word before it an attribute of patients or of another product, never part of a
 * name: a marker's status ("ALK-positive", "BRCA-mutated"), a history of treatment ("platinum-refractory",
 * "treatment-naive") and a relation to a substance ("platinum-based", "opioid-induced", "steroid-sparing").
 */
export const HYPHENATED_QUALIFIERS = {
  // "HER3-targeted", "CD19-directed": what a molecule is aimed at, a description, never its name.
  targeted: 'target',
  directed: 'target',
  positive: 'marker',
  negative: 'marker',
  mutant: 'marker',
  mutated: 'marker',
  deficient: 'marker',
  expressing: 'marker',
  amplified: 'marker',
  low: 'marker',
  high: 'marker',
  refractory: 'history',
  resistant: 'history',
  naive: 'history',
  naïve: 'history',
  experienced: 'history',
  intolerant: 'history',
  eligible: 'history',
  treated: 'history',
  based: 'relation',
  containing: 'relation',
  induced: 'relation',
  associated: 'relation',
  mediated: 'relation',
  related: 'relation',
  dependent: 'relation',
  sparing: 'relation',
} as const

/** Organs and tissues written between a disease's name and its noun: "thyroid eye disease", "sickle cell disease". */
export const BODY_PARTS = {
  eye: 'organ',
  kidney: 'organ',
  liver: 'organ',
  lung: 'organ',
  heart: 'organ',
  brain: 'organ',
  bowel: 'organ',
  skin: 'tissue',
  bone: 'tissue',
  muscle: 'tissue',
  nerve: 'tissue',
  blood: 'tissue',
  joint: 'tissue',
  cell: 'tissue',
} as const

/**
 * Adjectives and nouns before a product noun that tell its stage, novelty, use or make: "its lead drug candidate",
 * "the investigational antibody", "a novel prophylactic vaccine", "a live attenuated vaccine".
 */
export const PRODUCT_MODIFIERS = {
  investigational: 'stage',
  experimental: 'stage',
  lead: 'stage',
  development: 'stage',
  clinical: 'stage',
  /** "the proposed treatment", "the proposed trade name": not yet approved. */
  proposed: 'stage',
  novel: 'novelty',
  new: 'novelty',
  prophylactic: 'use',
  preventive: 'use',
  live: 'make',
  attenuated: 'make',
  inactivated: 'make',
  recombinant: 'make',
  adjuvanted: 'make',
  purified: 'make',
  concentrated: 'make',
} as const

/**
 * Where in a course of treatment a therapy is given and for how long: "for the adjuvant treatment of", "maintenance
 * therapy", "first-line treatment", "the chronic management of".
 */
export const THERAPY_SETTINGS = {
  adjuvant: 'line',
  adjunctive: 'line',
  maintenance: 'line',
  'first-line': 'line',
  'second-line': 'line',
  chronic: 'course',
  acute: 'course',
  'long-term': 'course',
} as const

/** What an approved product's approval covers, which a supplement expands: "expand its label", "a new indication". */
export const LABEL_SCOPES = {
  label: 'scope',
  labeling: 'scope',
  indication: 'scope',
  indications: 'scope',
  use: 'scope',
  uses: 'scope',
  /** "an expanded label", "a supplemental indication": the scope changed. */
  expanded: 'change',
  supplemental: 'change',
} as const

/**
 * Second words that only a nonproprietary name takes: the Greek letter of a glycoform ("dornase alfa", "epoetin beta"),
 * the word of a pegylated protein ("pegvaliase pegol"), an ester's or prodrug's modifier and a conjugate's payload.
 */
export const NAME_SECOND_WORDS = {
  alfa: 'letter',
  beta: 'letter',
  gamma: 'letter',
  delta: 'letter',
  epsilon: 'letter',
  zeta: 'letter',
  pegol: 'pegylation',
  // The modifying word of a two-word nonproprietary name: an ester, a conjugated toxin, a prodrug's carrier
  // ("velileukin diftitox", "tovaprazole lauroxil", "velaprostene bunod", "zelbigatran etexilate").
  diftitox: 'modifier',
  lauroxil: 'modifier',
  bunod: 'modifier',
  etexilate: 'modifier',
  medoxomil: 'modifier',
  mofetil: 'modifier',
  axetil: 'modifier',
  pivoxil: 'modifier',
  proxetil: 'modifier',
  marboxil: 'modifier',
  cilexetil: 'modifier',
  // The payload or chelator word of an antibody conjugate that carries no stem of its own ("tovalizumab tesirine",
  // "zelatuzumab ozogamicin"; "vedotin", "deruxtecan", "govitecan" end in stems and join as stem words).
  tesirine: 'conjugate',
  talirine: 'conjugate',
  ozogamicin: 'conjugate',
  pasudotox: 'conjugate',
  sudotox: 'conjugate',
  tiuxetan: 'conjugate',
  pendetide: 'conjugate',
} as const

/**
 * First words that only a nonproprietary name of two words takes: an insulin analogue is named "insulin" and its own word
 * ("insulin degludec", "insulin icodec", "insulin aspart"), which has no stem of its own. Lower case, as the name is
 * written (the scan compares the word's letters in either case).
 */
export const NAME_FIRST_WORDS = {
  insulin: 'protein',
} as const

/**
 * The nouns after such a first word that make it the body's own substance, never a product: "for insulin resistance",
 * "insulin sensitivity", "insulin levels", "an insulin pump" (the condition, the measure, the device).
 */
export const OWN_SUBSTANCE_NOUNS = {
  resistance: 'condition',
  sensitivity: 'condition',
  deficiency: 'condition',
  dependence: 'condition',
  secretion: 'measure',
  production: 'measure',
  level: 'measure',
  levels: 'measure',
  pump: 'device',
  pumps: 'device',
} as const

/**
 * Abbreviations in mixed case that name a kind of molecule, never a product: "Kestrel mRNA", "its siRNA platform". A
 * mixed-case abbreviation after a brand is otherwise part of its name ("Kestrel hGH", "Norva mAb": drug-names.ts). As
 * they are spelled (the case is what makes them abbreviations).
 */
export const MOLECULE_KIND_ABBREVIATIONS = {
  mRNA: 'nucleic acid',
  siRNA: 'nucleic acid',
  miRNA: 'nucleic acid',
  shRNA: 'nucleic acid',
  tRNA: 'nucleic acid',
  cDNA: 'nucleic acid',
  gDNA: 'nucleic acid',
  ctDNA: 'nucleic acid',
  iPSC: 'cell',
  iPSCs: 'cell',
} as const

/** A short abbreviation in mixed case, lower-case letters then a capital ("hGH", "mAb", "rhPTH"), that is no molecule's kind. */
export const MIXED_CASE_ABBREVIATION = String.raw`(?!(?:${Object.keys(MOLECULE_KIND_ABBREVIATIONS).join('|')})\b)[a-z]{1,3}[A-Z][A-Za-z0-9]{0,4}\b`

export const attributeNouns = pickerOf(ATTRIBUTE_NOUNS)
export const hyphenatedQualifiers = pickerOf(HYPHENATED_QUALIFIERS)
export const bodyParts = pickerOf(BODY_PARTS)
export const productModifiers = pickerOf(PRODUCT_MODIFIERS)
/** All the settings of a therapy, one alternation: what may stand before the intent of an indication. */
export const THERAPY_SETTING_WORDS = anyOf(Object.keys(THERAPY_SETTINGS))
export const labelScopes = pickerOf(LABEL_SCOPES)
export const nameSecondWords = pickerOf(NAME_SECOND_WORDS)

/**
 * Participles that tell what a product is for, each with the particle it takes: ", aimed at treating children with Y,",
 * ", designed to treat Y,", ", intended for adults with Y,", ", proposed for Y,". An aside opening on one describes the
 * product's use (its indication), never a change of topic; the clause goes on about the product before it.
 */
export const PURPOSE_PARTICIPLES = {
  aimed: 'at',
  designed: 'to|for',
  intended: 'to|for',
  proposed: 'for|as',
  indicated: 'for',
  used: 'to|for|in',
} as const

/** "aimed at", "designed to", "intended for": every purpose participle with its particles, as one alternation. */
export const PURPOSE_PHRASE = anyOf(
  Object.entries(PURPOSE_PARTICIPLES).flatMap(([word, particles]) =>
    particles.split('|').map((particle) => `${word} ${particle}`),
  ),
).replace(/ /g, String.raw`\s+`)

/**
 * How a product is presented, written capitalised before a device or a vial in a headline ("Approval of Needle-Free
 * Injector Product for Administration of X", "Single-Dose Vial of X"): a qualifier of the presentation, never a name.
 */
export const PRESENTATION_QUALIFIERS = [
  'needle-free',
  'single-dose',
  'multi-dose',
  'single-use',
  'pre-filled',
  'prefilled',
  'ready-to-use',
  'ready-to-dilute',
  'preservative-free',
] as const
