/**
 * The words that describe a medicine rather than name it, declared once: the nouns of a product ("the drug", "a
 * candidate", "an antibody"), its intent ("for the treatment of"), its dosage forms and routes ("buccal film",
 * "subcutaneous injection"), its release profile ("extended-release"), the salts and units written with a substance
 * ("sodium", "mg"), the patients it is for, and the verbs that name it ("a drug called X"). None of them is ever a drug's
 * name.
 */
import { pickerOf } from './compile.js'

export const PRODUCT_NOUNS = {
  drug: 'medicine',
  drugs: 'medicine',
  medicine: 'medicine',
  pill: 'medicine',
  product: 'medicine',
  products: 'medicine',
  therapy: 'medicine',
  therapies: 'medicine',
  therapeutic: 'medicine',
  treatment: 'medicine',
  treatments: 'medicine',
  candidate: 'medicine',
  candidates: 'medicine',
  compound: 'medicine',
  agent: 'medicine',
  formulation: 'medicine',
  version: 'medicine',
  combination: 'medicine',
  biologic: 'class',
  antibody: 'class',
  antibodies: 'class',
  vaccine: 'class',
  antibiotic: 'class',
  // "its nasal spray antidepressant Zelvora": a therapeutic class as the head noun before a brand.
  antidepressant: 'class',
  antipsychotic: 'class',
  anticoagulant: 'class',
  antitoxin: 'class',
  antivenom: 'class',
  inhibitor: 'class',
  inhibitors: 'class',
  antagonist: 'class',
  agonist: 'class',
  agonists: 'class',
  ADC: 'class',
  conjugate: 'class',
  peptide: 'class',
  cure: 'medicine',
  option: 'medicine',
} as const

/** "for the treatment of", "prevention", "management", "reduction": what a product is for. */
export const INTENTS = {
  treatment: 'intent',
  therapy: 'intent',
  prevention: 'intent',
  management: 'intent',
  reduction: 'intent',
  diagnosis: 'diagnostic',
  detection: 'diagnostic',
  imaging: 'diagnostic',
} as const

export const DOSAGE_FORMS = {
  injection: 'form',
  injectable: 'form',
  infusion: 'form',
  implant: 'form',
  tablet: 'form',
  capsule: 'form',
  solution: 'form',
  suspension: 'form',
  cream: 'form',
  ointment: 'form',
  gel: 'form',
  foam: 'form',
  lotion: 'form',
  spray: 'form',
  film: 'form',
  patch: 'form',
  powder: 'form',
  oral: 'route',
  topical: 'route',
  subcutaneous: 'route',
  intravenous: 'route',
  nasal: 'route',
  buccal: 'route',
  ophthalmic: 'route',
  sublingual: 'route',
  transdermal: 'route',
  intranasal: 'route',
  inhaled: 'route',
  /** "intravenous (IV)": the route's abbreviation. */
  iv: 'route',
} as const

/**
 * The device a drug is given with, after its name: "Zentrova autoinjector", "X Rescue Pen". Its nouns end a name, and a
 * qualifier ends it before one ("rescue pen"); a wire brief in capitals names the whole "X <DEVICE BRAND> RESCUE PEN".
 */
export const DEVICE_FORMS = {
  pen: 'device',
  pens: 'device',
  autoinjector: 'device',
  'auto-injector': 'device',
  injector: 'device',
  syringe: 'device',
  inhaler: 'device',
  rescue: 'qualifier',
  prefilled: 'qualifier',
  'pre-filled': 'qualifier',
} as const

/** "extended-release", "delayed-release": a profile, never a move of a date. */
export const RELEASE_PROFILES = {
  extended: 'release',
  delayed: 'release',
  modified: 'release',
  immediate: 'release',
  sustained: 'release',
  controlled: 'release',
} as const

/** "long-acting", "once-daily": how long a dose acts and how often it is taken, written before the substance. */
/**
 * The nouns of a product a contract or a filing defines as a term after its name ('KB-114 (the "Licensed Product")',
 * '(the "Product Candidate")'), capitalised as the term is written, and the words that qualify such a noun.
 */
export const DEFINED_TERM_NOUNS = {
  Product: 'product',
  Products: 'product',
  Candidate: 'product',
  Compound: 'product',
  Drug: 'product',
} as const
export const DEFINED_TERM_QUALIFIERS = {
  Licensed: 'contract',
  Licenced: 'contract',
  Collaboration: 'contract',
  Partnered: 'contract',
  Royalty: 'contract',
  Covered: 'contract',
  Lead: 'stage',
  Product: 'stage',
} as const

/**
 * The second part of a hyphenated word of a formulation's make, written before the substance ("sub-micron",
 * "nano-particle", "preservative-free", "extended-release", "long-acting", "low-dose"): the product's make, never its name.
 */
export const FORMULATION_MAKES = {
  release: 'release',
  acting: 'duration',
  micron: 'particle',
  particle: 'particle',
  free: 'content',
  dose: 'strength',
  strength: 'strength',
} as const

export const DOSING_PROFILES = {
  'long-acting': 'duration',
  'once-daily': 'frequency',
} as const

/**
 * How often a dose is taken and how much a container holds, the parts of "Once-Monthly", "twice-weekly", "single-dose",
 * "multi-dose": how a product is dosed, never its name (dosage-forms.ts).
 */
export const DOSE_SCHEDULES = {
  once: 'times',
  twice: 'times',
  thrice: 'times',
  daily: 'period',
  nightly: 'period',
  weekly: 'period',
  monthly: 'period',
  quarterly: 'period',
  yearly: 'period',
  annually: 'period',
  day: 'period',
  week: 'period',
  month: 'period',
  year: 'period',
  single: 'count',
  multi: 'count',
  multiple: 'count',
  unit: 'count',
} as const
export const doseSchedules = pickerOf(DOSE_SCHEDULES)

/** "a drug called X", "named", "dubbed", "designated": the verbs that give a name. */
export const NAMING_VERBS = {
  called: 'name',
  named: 'name',
  dubbed: 'name',
  designated: 'name',
  // "which Kestrel Bio Inc. is calling X": the progressive of a company naming its own product (s21-subject).
  calling: 'name',
  naming: 'name',
  // "which the Company calls X", "which it names X": the present of a company naming its own product.
  calls: 'name',
  names: 'name',
  'refers to as': 'name',
  'referred to as': 'name',
} as const

/**
 * "the application covers X", "the sBLA concerns X": the verbs that tell what an application is for, its product as
 * their object (the wire's way of naming the product of an application told first without it, r42).
 */
export const COVERING_VERBS = {
  covers: 'scope',
  covered: 'scope',
  concerns: 'scope',
} as const

/** "to be sold as X", "marketed under the brand name X", "branded as X": the verbs that give the name a product sells under. */
export const SELLING_VERBS = {
  sold: 'sale',
  marketed: 'sale',
  branded: 'sale',
  // "which Kestrel markets as X", "that it sells as X".
  markets: 'sale',
  sells: 'sale',
  // "With the FDA's approval, X will be prescribed ...": what only an approved product is.
  prescribed: 'sale',
} as const

/**
 * What an approval lets its holder do with the product, named after it: "approval for marketing X", "approval to market
 * X", "approved for sale ...", "approval to commercialize X" (a foreign issuer's and a translated release's way); and
 * the launch it allows ("allows the company to launch its therapy under the brand name X").
 */
export const MARKETING_PURPOSES = {
  launch: 'market',
  marketing: 'market',
  market: 'market',
  commercialize: 'market',
  commercialise: 'market',
  commercialization: 'market',
  commercialisation: 'market',
  sell: 'sale',
  sale: 'sale',
} as const

/** The kinds of a product's name: "the brand name", "the proposed trade name", "its proprietary name", "a generic". */
export const NAME_KINDS = {
  brand: 'brand',
  trade: 'brand',
  proprietary: 'brand',
  generic: 'generic',
} as const

/** Who a product is for: "adult patients", "pediatric", "children". */
export const POPULATIONS = {
  adult: 'age',
  pediatric: 'age',
  paediatric: 'age',
  elderly: 'age',
  adults: 'people',
  adolescents: 'people',
  children: 'people',
  child: 'people',
  patients: 'people',
  people: 'people',
} as const

/** The kinds of approval: "full approval", "accelerated approval", "marketing approval". */
export const APPROVAL_KINDS = {
  full: 'kind',
  accelerated: 'kind',
  traditional: 'kind',
  regular: 'kind',
  marketing: 'kind',
  conditional: 'kind',
  /** "gave final approval for X": the approval that follows a tentative one (the tentative one is none: approval-guards.ts). */
  final: 'kind',
  /** "won early FDA approval for X" (ahead of its goal date): the approval had, its timing before the noun. */
  early: 'timing',
} as const

/**
 * "received", "granted", "obtained", "secured", "gained", "won", "got": an approval (or a letter) had; "receives", "gets",
 * "to obtain": had or sought.
 */
export const RECEIPT_VERBS = {
  received: 'had',
  granted: 'had',
  obtained: 'had',
  secured: 'had',
  gained: 'had',
  won: 'had',
  // "earned FDA approval", "GW earned the voucher when X was approved".
  earned: 'had',
  // Trade press: "bagged FDA approval", "nabbed", "landed".
  bagged: 'had',
  nabbed: 'had',
  landed: 'had',
  // "Keytruda picked up another FDA approval, this one for X" (the trade press's receipt of one more approval).
  'picked up': 'had',
  'picks up': 'has',
  // A results release's highlight: "Achieved U.S. Approval of X in Y".
  achieved: 'had',
  achieves: 'has',
  receives: 'has',
  // A headline's present: "X Wins FDA Nod", "X Earns Approval", "X Lands FDA Decision Date".
  wins: 'has',
  earns: 'has',
  lands: 'has',
  bags: 'has',
  secures: 'has',
  obtains: 'has',
  gets: 'has',
  got: 'had',
  // The infinitive of a bid: "its bid to win approval to treat X" (the other base forms are below).
  win: 'have',
  // A letter had, in the trade press: "X has been hit with a CRL".
  'hit with': 'had',
  'slapped with': 'had',
  // "drew a CRL", "drawing a complete response letter with their BLA" (the press's letter drawn by an application; the
  // base "draw" is left out: "could draw a CRL" is a letter foretold).
  drew: 'had',
  drawn: 'had',
  draws: 'has',
  drawing: 'has',
  receive: 'have',
  // "expects to get / to have an answer from the FDA on X by D", "will get a response": the base forms of an answer had.
  get: 'have',
  have: 'have',
  gain: 'have',
  obtain: 'have',
  secure: 'have',
} as const

/**
 * The chemical classes of an antibiotic ("its macrolide antibiotic Zelvora"): a class, never the product; a class word
 * before a name and no name in itself (english-non-names.ts).
 */
export const ANTIBIOTIC_CLASSES = [
  'macrolide',
  'cephalosporin',
  'fluoroquinolone',
  'aminoglycoside',
  'carbapenem',
  'glycopeptide',
  'lipopeptide',
  'oxazolidinone',
] as const

/**
 * A therapeutic class written before a product's name as its description, in lower case ("Kestrel's antiepileptic
 * tovalene oral solution", "its anticoagulant Zelvora"): never the name's own word. The class nouns of PRODUCT_NOUNS
 * (antidepressant, antipsychotic, anticoagulant, antibiotic) and the adjectives of a class.
 */
export const THERAPEUTIC_CLASS_WORDS: ReadonlySet<string> = new Set([
  'antidepressant',
  'antipsychotic',
  'anticoagulant',
  'antibiotic',
  'antiepileptic',
  'antiseizure',
  'anticonvulsant',
  'antiviral',
  'antifungal',
  'antibacterial',
  'antiemetic',
  'antimalarial',
  'antiretroviral',
  'antidiabetic',
  'antihypertensive',
  'analgesic',
  ...ANTIBIOTIC_CLASSES,
])

/**
 * The head nouns of a biological substance named by what it is, not by a name: "a human anti-rabies immunoglobulin", "a
 * recombinant antithrombin", "an equine antitoxin" (document-subject.ts reads such a description as the product of the
 * one application a text announces when it names no product otherwise).
 */
export const SUBSTANCE_HEADS = {
  immunoglobulin: 'plasma protein',
  albumin: 'plasma protein',
  antithrombin: 'plasma protein',
  fibrinogen: 'plasma protein',
  antitoxin: 'antiserum',
  antivenom: 'antiserum',
  insulin: 'hormone',
} as const

export const substanceHeads = pickerOf(SUBSTANCE_HEADS)
export const productNouns = pickerOf(PRODUCT_NOUNS)
export const intents = pickerOf(INTENTS)
export const dosageForms = pickerOf(DOSAGE_FORMS)
export const releaseProfiles = pickerOf(RELEASE_PROFILES)
export const definedTermNouns = pickerOf(DEFINED_TERM_NOUNS)
export const definedTermQualifiers = pickerOf(DEFINED_TERM_QUALIFIERS)
export const formulationMakes = pickerOf(FORMULATION_MAKES)
export const dosingProfiles = pickerOf(DOSING_PROFILES)
export const namingVerbs = pickerOf(NAMING_VERBS)
export const coveringVerbs = pickerOf(COVERING_VERBS)
export const nameKinds = pickerOf(NAME_KINDS)
export const sellingVerbs = pickerOf(SELLING_VERBS)
export const marketingPurposes = pickerOf(MARKETING_PURPOSES)
export const populations = pickerOf(POPULATIONS)
export const approvalKinds = pickerOf(APPROVAL_KINDS)
export const receiptVerbs = pickerOf(RECEIPT_VERBS)

/** The units of a strength written after a number ("10 mg", "0.5 mL"): never part of a name. */
export const UNITS = { mg: 'mass', mcg: 'mass', g: 'mass', ml: 'volume', percent: 'ratio' } as const

export const units = pickerOf(UNITS)

/**
 * The salts and acids written after a substance ("zelvarine hydrochloride", "obeticholic acid") or before it ("sodium
 * zelvarate"): `cation` and `anion` parts of a salt, and `acid`.
 */
export const SALTS = {
  sodium: 'cation',
  disodium: 'cation',
  potassium: 'cation',
  calcium: 'cation',
  magnesium: 'cation',
  lithium: 'cation',
  zinc: 'cation',
  ferric: 'cation',
  ferrous: 'cation',
  // An amino acid or amine as the counter-ion: "tovapenem lysine", "velgadol meglumine".
  lysine: 'cation',
  meglumine: 'cation',
  tromethamine: 'cation',
  hydrochloride: 'anion',
  hcl: 'anion',
  hbr: 'anion',
  hydrobromide: 'anion',
  mesylate: 'anion',
  besylate: 'anion',
  tosylate: 'anion',
  maleate: 'anion',
  tartrate: 'anion',
  fumarate: 'anion',
  succinate: 'anion',
  citrate: 'anion',
  sulfate: 'anion',
  acetate: 'anion',
  phosphate: 'anion',
  carbonate: 'anion',
  bromide: 'anion',
  chloride: 'anion',
  propionate: 'anion',
  dipropionate: 'anion',
  furoate: 'anion',
  palmitate: 'anion',
  lactate: 'anion',
  gluconate: 'anion',
  acid: 'acid',
} as const

/** The words before "acid" or a salt that name no drug: "hydrochloric acid", "nucleic acid", "essential". */
export const NOT_SALT_HEADS = {
  hydrochloric: 'acid',
  sulfuric: 'acid',
  nucleic: 'acid',
  ribonucleic: 'acid',
  deoxyribonucleic: 'acid',
  hyaluronic: 'acid',
  ascorbic: 'acid',
  citric: 'acid',
  lactic: 'acid',
  acetic: 'acid',
  phosphoric: 'acid',
  carbonic: 'acid',
  nitric: 'acid',
  organic: 'kind',
  inorganic: 'kind',
  synthetic: 'kind',
  essential: 'kind',
} as const

export const salts = pickerOf(SALTS)
export const notSaltHeads = pickerOf(NOT_SALT_HEADS)
