/**
 * The words of what a product treats, declared once: the head nouns of a disease or condition ("syndrome",
 * "nephropathy", "tumor"; a condition a word names alone, kind `named`: "gout"), the eponyms cancers and conditions are
 * named by ("Hodgkin", "Kaposi"), and the sets compiled from them. A condition's words are never a drug's name; the
 * words that describe a medicine itself are products.ts.
 */
import { anyOf, pickerOf } from './compile.js'

/** The head nouns of a disease or condition ("Smith-Magenis syndrome", "IgA nephropathy"): what a product treats. */
export const DISEASE_NOUNS = {
  syndrome: 'condition',
  disease: 'condition',
  disorder: 'condition',
  deficiency: 'condition',
  infection: 'condition',
  pain: 'condition',
  hypertension: 'condition',
  fever: 'condition',
  nephropathy: 'organ',
  neuropathy: 'organ',
  dystrophy: 'organ',
  atrophy: 'organ',
  cancer: 'cancer',
  carcinoma: 'cancer',
  lymphoma: 'cancer',
  leukemia: 'cancer',
  melanoma: 'cancer',
  sarcoma: 'cancer',
  myeloma: 'cancer',
  // "a rare joint tumor", "solid tumours": a growth named by its head noun, benign or not.
  tumor: 'cancer',
  tumour: 'cancer',
  virus: 'agent',
  toxin: 'agent',
  // A condition named by one word, no head noun after it: "FDA Approval for Gout" (the indication, never a product).
  gout: 'named',
  psoriasis: 'named',
  asthma: 'named',
  eczema: 'named',
  acne: 'named',
  rosacea: 'named',
  vitiligo: 'named',
  alopecia: 'named',
  lupus: 'named',
  migraine: 'named',
  obesity: 'named',
  diabetes: 'named',
  epilepsy: 'named',
  narcolepsy: 'named',
  schizophrenia: 'named',
  depression: 'named',
  insomnia: 'named',
  anemia: 'named',
  hemophilia: 'named',
  angioedema: 'named',
  glaucoma: 'named',
  endometriosis: 'named',
  osteoporosis: 'named',
} as const

export const diseaseNouns = pickerOf(DISEASE_NOUNS)

/**
 * The eponyms a cancer or a condition of an organ is named by ("Hodgkin lymphoma", "Kaposi sarcoma", "Merkel cell
 * carcinoma"): a capitalised word before such a disease noun that is the disease's own, never a product's, even before a
 * product noun ("its Hodgkin lymphoma treatment"). In lower case.
 */
export const CONDITION_EPONYMS: ReadonlySet<string> = new Set([
  'hodgkin',
  'burkitt',
  'kaposi',
  'ewing',
  'merkel',
  'wilms',
  'waldenstrom',
  'hurthle',
  'castleman',
  'barrett',
  'mantle',
  'hairy',
  'graves',
  'bowen',
  'paget',
  'krukenberg',
  'pancoast',
  'wilson',
  'berger',
  'charcot',
])
/** The conditions a disease noun names (every kind but an agent: "Toxin" may end a product's name). */
export const CONDITION_NOUNS: ReadonlySet<string> = new Set(
  Object.entries(DISEASE_NOUNS).flatMap(([word, kind]) => (kind === 'agent' ? [] : [word])),
)
/** The conditions named by one word alone ("gout", "psoriasis"), compiled. */
export const NAMED_CONDITIONS = anyOf(
  Object.entries(DISEASE_NOUNS).flatMap(([word, kind]) => (kind === 'named' ? [word] : [])),
)
