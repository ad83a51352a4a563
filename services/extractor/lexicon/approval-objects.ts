/**
 * What the agency approves that is no product's marketing application, declared once: a protocol or its amendment, a
 * payment conditioned on an approval ("CVR"), the company's request, an application's transfer to a new holder, an IND, a REMS, a Special Protocol Assessment, a
 * citizen petition, a formal dispute (the agency's decision on one is no approval decision), another maker's generic copy; the kinds of programme
 * that give access before approval ("expanded access"); and the words that make a supplier or a site another one ("an
 * alternative supplier", "an additional manufacturing site"). In lower case; the rules that read them ignore case.
 */
import { pickerOf } from './compile.js'

export const NOT_PRODUCT_OBJECTS = {
  protocol: 'plan',
  amendment: 'plan',
  rems: 'plan',
  ind: 'application',
  'investigational new drug': 'application',
  spa: 'agreement',
  'special protocol assessment': 'agreement',
  petition: 'request',
  dispute: 'appeal',
  appeal: 'appeal',
  request: 'request',
  waiver: 'request',
  // "a response from the FDA on its questions / on the study design / on the development plan" (an answer awaited on what is
  // no application: decision-frames.ts).
  question: 'request',
  questions: 'request',
  inquiry: 'request',
  inquiries: 'request',
  design: 'plan',
  plan: 'plan',
  proposal: 'plan',
  pathway: 'plan',
  cvr: 'payment',
  // "approved the transfer of the Zelvora NDA to the Company": a change of the application's holder, no decision on it.
  transfer: 'ownership',
  // "approved the Halvern Septal Occluder device": a device's approval is no PDUFA decision (a PMA, not an NDA or BLA).
  device: 'device',
  devices: 'device',
  // "the FDA approved the first generic of Zelvora", "approved generics of X": another maker's copy of X, approved on an
  // abbreviated application (no PDUFA date, no decision on X itself).
  generic: 'copy',
  generics: 'copy',
} as const

/**
 * The marks of a generic's approval (an ANDA's), in lower case: "phenytoin chewable tablets USP", "a generic version",
 * "bioequivalent to the reference listed drug", "to manufacture and market", "in the 50 mg strength". A generic maker's
 * "final approval" (after its tentative one) is told with them (approval-guards.ts, `finalApprovalOfAGeneric`).
 */
export const GENERIC_MARKS = {
  usp: 'pharmacopoeia',
  generic: 'generic',
  generics: 'generic',
  anda: 'application',
  'abbreviated new drug application': 'application',
  bioequivalent: 'generic',
  'therapeutically equivalent': 'generic',
  'reference listed drug': 'generic',
  rld: 'generic',
  'to manufacture and market': 'formula',
  strength: 'strength',
  strengths: 'strength',
} as const

export const genericMarks = pickerOf(GENERIC_MARKS)

/** "early access", "expanded access", "managed access": a programme that gives a product before its approval. */
export const ACCESS_PROGRAMMES = {
  early: 'access',
  expanded: 'access',
  managed: 'access',
} as const

/** "an additional supplier", "an alternate site", "a new manufacturer": another one besides the approved. */
export const ADDED_WORDS = {
  additional: 'added',
  new: 'added',
  // "approved X for further study in clinical trials".
  further: 'added',
  continued: 'added',
  alternate: 'substitute',
  alternative: 'substitute',
} as const

/**
 * What the agency clears that is no product's marketing application: "cleared the way for", "cleared the IND", "cleared
 * its investigational new drug application", a device's 510(k) or De Novo clearance, a clinical hold lifted.
 */
export const CLEARED_NON_PRODUCTS = {
  // "cleared the way / the path / the road for": an idiom of enabling, no approval.
  way: 'path',
  path: 'path',
  road: 'path',
  ind: 'application',
  'investigational new drug': 'application',
  '510(k)': 'device',
  'de novo': 'device',
  device: 'device',
  devices: 'device',
  hold: 'hold',
  trial: 'study',
  trials: 'study',
  study: 'study',
  protocol: 'study',
  // "the FDA cleared X for clinical development / for human testing": an IND's clearance told by its purpose, no product
  // approved.
  'clinical development': 'study',
  'clinical testing': 'study',
  'human testing': 'study',
  'first-in-human': 'study',
} as const

/**
 * What an approval earns its sponsor besides the market: a priority review voucher ("PRV"), an exclusivity. A sentence
 * about one tells the approval that earned it as its history ("sold the voucher it received when the FDA approved X").
 */
export const EARNED_PRIVILEGES = {
  voucher: 'voucher',
  vouchers: 'voucher',
  prv: 'voucher',
  prvs: 'voucher',
  exclusivity: 'exclusivity',
} as const

/**
 * The roles a party is approved in that make no product's approval: "FDA approval of Orrin Industries as contract
 * manufacturer for the Zelvora cartridges", "approved Halden Labs as a second supplier of the API". Read after "as".
 */
export const SERVICE_ROLES = {
  manufacturer: 'maker',
  manufacturers: 'maker',
  'manufacturing site': 'site',
  'manufacturing partner': 'maker',
  supplier: 'supplier',
  suppliers: 'supplier',
  packager: 'maker',
  distributor: 'supplier',
  vendor: 'supplier',
} as const

export const serviceRoles = pickerOf(SERVICE_ROLES)
export const clearedNonProducts = pickerOf(CLEARED_NON_PRODUCTS)
export const earnedPrivileges = pickerOf(EARNED_PRIVILEGES)
export const notProductObjects = pickerOf(NOT_PRODUCT_OBJECTS)

/**
 * The head nouns of a medical device's name ("the VisuMax Femtosecond Laser", "the Halvern Aortic Valve", "an Orrin
 * Coronary Stent", "the Velmora infusion pump", "the Kestrel assay", "the Orrin app"): an object named so is a device,
 * whose approval (a PMA, a 510(k), a De Novo) is no PDUFA decision, and the name before it no drug's. Not the forms a drug
 * is given with (a pen, an inhaler, an autoinjector, a prefilled syringe: `DEVICE_FORMS` in products.ts), which a drug's
 * approval names: a drug-device combination is reviewed as the drug's application. A `carrier` may hold a drug as its
 * dosage form (an intravitreal or a subdermal implant is a drug's NDA), so only a name of capitals ending on it reads as
 * a device. A `kit` is a device's unless it is one "for the preparation of" a radiopharmaceutical (the rule reads that).
 */
export const DEVICE_HEADS = {
  laser: 'device',
  lasers: 'device',
  stent: 'device',
  stents: 'device',
  valve: 'device',
  valves: 'device',
  occluder: 'device',
  implant: 'carrier',
  implants: 'carrier',
  catheter: 'device',
  catheters: 'device',
  pacemaker: 'device',
  defibrillator: 'device',
  neurostimulator: 'device',
  scanner: 'device',
  pump: 'device',
  pumps: 'device',
  monitor: 'device',
  monitors: 'device',
  sensor: 'device',
  sensors: 'device',
  assay: 'device',
  assays: 'device',
  test: 'device',
  tests: 'device',
  kit: 'device',
  kits: 'device',
  app: 'device',
  apps: 'device',
  analyzer: 'device',
  analyser: 'device',
  ventilator: 'device',
  nebulizer: 'device',
  meter: 'device',
  diagnostic: 'device',
  diagnostics: 'device',
  software: 'device',
  platform: 'device',
  'delivery system': 'device',
  'infusion system': 'device',
  'monitoring system': 'device',
  'imaging system': 'device',
  'surgical system': 'device',
  'test system': 'device',
} as const
/** The heads that always name a device, whatever the words of the name before them (not a `carrier`). */
export const DEVICE_ONLY_HEADS: readonly string[] = Object.entries(DEVICE_HEADS)
  .filter(([, kind]) => kind === 'device')
  .map(([word]) => word)
export const deviceHeads = pickerOf(DEVICE_HEADS)
/**
 * The words by which a text calls what was cleared a device without its own head noun ("its Velmora system, a
 * drug-delivery device"): read before a drug's noun in a clearance's object (approval-patterns.ts), never as a head.
 */
export const DEVICE_KIND_NOUNS = {
  device: 'device',
  devices: 'device',
  system: 'device',
  systems: 'device',
} as const
export const deviceKindNouns = pickerOf(DEVICE_KIND_NOUNS)
export const accessProgrammes = pickerOf(ACCESS_PROGRAMMES)
export const addedWords = pickerOf(ADDED_WORDS)

/**
 * The animals a veterinary drug is approved for (`species`: "to stimulate appetite in dogs", "for the control of itching
 * in horses") and the words that mark a product or its maker as one (`mark`: "a canine medication", "its Animal Health
 * Division", "a New Animal Drug Application", the agency's Center for Veterinary Medicine): the approval of an animal
 * drug is no decision on a human drug's marketing application under PDUFA, however the press words it (2.78.0).
 */
export const ANIMAL_PATIENTS = {
  dogs: 'species',
  puppies: 'species',
  cats: 'species',
  kittens: 'species',
  horses: 'species',
  cattle: 'species',
  cows: 'species',
  pigs: 'species',
  swine: 'species',
  poultry: 'species',
  chickens: 'species',
  sheep: 'species',
  pets: 'species',
  'companion animals': 'species',
  livestock: 'species',
  canine: 'mark',
  feline: 'mark',
  equine: 'mark',
  veterinary: 'mark',
  'animal health': 'mark',
  'new animal drug': 'mark',
} as const
export const animalPatients = pickerOf(ANIMAL_PATIENTS)
