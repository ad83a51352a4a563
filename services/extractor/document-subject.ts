/**
 * The document's subject: the product a release is about when none of the name patterns read one. A release writes
 * its product as the object of the application it announces ("its New Drug Application for intravenous (IV)
 * bromelodine", "the sNDA for the use of FELSTRIX for the treatment of ...", a release set in lower case) or as what is
 * "under FDA review"; its date sentences then name no product at all ("The agency has established a PDUFA goal date of
 * D."), or a fact sheet labels it ("Product: X"). Read only when the text yields no product otherwise: a release that names several keeps binding each date to
 * the nearest one (drug-resolution.ts).
 */
import { parentheticalAliases } from './drug-aliases.js'
import type { Capture } from './captured-names.js'
import { cachedPattern, escapeRegExp } from './name-search.js'
import { CAPITAL_STOP } from './lexicon/capital-stops.js'
import { PHRASE_STOP } from './lexicon/name-bounds.js'
import { COMMON_LOWERCASE } from './lexicon/common-words.js'
import {
  approvalKinds,
  dosageForms,
  dosingProfiles,
  nameKinds,
  releaseProfiles,
} from './lexicon/products.js'
import { populations, productNouns, substanceHeads } from './lexicon/products.js'
import { labelScopes, productModifiers } from './lexicon/descriptors.js'
import { decisionNouns, reviewKinds } from './lexicon/review.js'
import { applicationNouns, BIOLOGICS_LICENSE } from './lexicon/applications.js'
import { companyRoles } from './lexicon/company-forms.js'
import { hedgeWords } from './lexicon/hedges.js'
import { determiners } from './lexicon/determiners.js'
import { closedWords } from './lexicon/function-words.js'

/** Route, dosage-form and release words a release puts before the substance: "intravenous (IV)", "long-acting". */
const FORM_WORDS = String.raw`(?:(?:${dosageForms('intravenous', 'iv', 'oral', 'topical', 'subcutaneous', 'inhaled', 'intranasal', 'injectable', 'ophthalmic', 'transdermal', 'sublingual')}|${dosingProfiles('long-acting', 'once-daily')}|${releaseProfiles('extended', 'sustained')}-release|${productModifiers('novel', 'investigational', 'proposed')})\s+(?:\([a-z]{1,5}\)\s+)?)`
/** "the oral tablet of X", "a new formulation of X": a dosage form the substance follows. */
const FORM_OF = String.raw`(?:(?:the\s+|an?\s+|its\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:tablets?|capsules?|formulation|${dosageForms('injection', 'suspension', 'solution')})\s+of\s+)`

/** A drug's marketing application by name (not a bare "application", whose object may be a listing or a grant). */
const DRUG_APPLICATION = String.raw`(?:(?:supplemental\s+)?(?:new\s+drug|${BIOLOGICS_LICENSE})\s+applications?|s?NDAs?|s?BLAs?|efficacy\s+supplement|marketing\s+application)`

const APPLICATION_OBJECT = new RegExp(
  String.raw`\b${DRUG_APPLICATION}(?:\s*\([^()]{1,24}\))?\s+(?:for|of)\s+(?:the\s+use\s+of\s+|its\s+|our\s+|the\s+)?${FORM_OF}?(${FORM_WORDS}*)([A-Za-z][A-Za-z0-9-]{3,})(?=\s*(?:[,.;:)]|$|\s+(?:${closedWords('for', 'in', 'to', 'as', 'by', 'with', 'was', 'is', 'has', 'and', 'which')}|\()))`,
  'gi',
)
/** "Kestrel's (KSTL) Velorant is currently under FDA review": the product named as what the agency reviews. */
const UNDER_REVIEW = new RegExp(
  String.raw`\b([A-Z][a-z][a-z0-9-]{3,})\s+is\s+(?:currently\s+|now\s+)?under\s+(?:FDA|the\s+FDA['’]s|U\.S\.\s+FDA|${reviewKinds('priority', 'regulatory')})\s+review\b`,
  'g',
)

/** A word of an application and its review, never a product: "the approval", "a supplemental application", "both". */
const FILING_WORD = new RegExp(
  String.raw`^(?:${productNouns('treatment', 'product', 'drug', 'candidate', 'therapy', 'combination')}|${labelScopes('use', 'indication', 'supplemental', 'expanded', 'label', 'labeling')}|${decisionNouns('approval')}|review|patients?|adults?|${populations('children')}|${companyRoles('company')}|${productModifiers('new')}|${approvalKinds('marketing', 'accelerated', 'full')}|${reviewKinds('priority', 'standard')}|${hedgeWords('potential')}|${applicationNouns('resubmission', 'application')}|${determiners('both', 'each', 'this', 'that', 'these', 'those', 'all', 'one', 'two')}|${closedWords('which')})$`,
  'i',
)

/**
 * "Product: zelvora", "Product Name: ZELVORA", "Drug candidate: KB-101" at the start of a line or table cell: a fact
 * sheet's label names its product, whatever the case it is written in.
 */
const LABELLED_PRODUCT = new RegExp(
  String.raw`(?<=^|[\n|]\s*)(?:investigational\s+|drug\s+|product\s+)?${productNouns('product', 'drug', 'candidate', 'compound')}(?:\s+name)?\s*:\s*([A-Za-z][A-Za-z0-9-]{2,})(?=[\s,.;:(|]|$)`,
  'gi',
)

/**
 * "accepted a Biologics License Application (BLA) for a human anti-rabies immunoglobulin (IgG) therapy": the application's
 * product named only by what it is, a biological substance's head noun (lexicon `SUBSTANCE_HEADS`) after one to three
 * lower-case words that qualify it; the description is the product's name (its abbreviation in parentheses an alias).
 * Read only when the text yields no product by any other reading (an indefinite article: the release's one application).
 */
const DESCRIBED_SUBSTANCE = new RegExp(
  String.raw`\b${DRUG_APPLICATION}(?:\s*\([^()]{1,24}\))?\s+for\s+(?:an?\s+)(?:${productModifiers('novel', 'investigational', 'proposed')}\s+)?((?:[a-z][a-z0-9-]*\s+){1,3}${substanceHeads('immunoglobulin', 'albumin', 'antithrombin', 'fibrinogen', 'antitoxin', 'antivenom', 'insulin')})(?=\s*(?:\([A-Za-z0-9-]{2,8}\)\s*)?(?:${productNouns('therapy', 'product', 'treatment')}\b|[,.;)]|\s+${closedWords('for', 'and', 'in', 'to', 'from', 'was', 'is', 'has')}\b))`,
  'gi',
)

/** Words a slot can hold that are never a product: English, filing vocabulary, a company's own words. */
function isNoProduct(word: string, companies: ReadonlySet<string>): boolean {
  const lower = word.toLowerCase()
  return (
    COMMON_LOWERCASE.has(lower) ||
    CAPITAL_STOP.has(lower) ||
    PHRASE_STOP.has(lower) ||
    companies.has(lower) ||
    FILING_WORD.test(lower)
  )
}

/**
 * The one product the text presents as its application's object or as under review, or null when it names none or
 * more than one (then no date is bound by this reading).
 */
export interface Subject extends Capture {
  /** The name with the route or form words the text put before it ("IV X", "intravenous X"): other names of it. */
  qualified: string[]
}

/** "intravenous (IV) X", "sublingual X": the route or form words a name can carry before it, read off the front. */
const ROUTE_PREFIX = new RegExp(String.raw`^${FORM_WORDS}+(?=\S)`, 'i')

/** The name without the route or form words before it ("sublingual orvanicline" -> "orvanicline"), or null. */
export function bareName(name: string): string | null {
  const m = ROUTE_PREFIX.exec(name)
  if (m === null) return null
  const rest = name.slice(m[0].length)
  return rest.length >= 4 && /^[A-Za-z]/.test(rest) ? rest : null
}

/** A dosage form or route word, never another name: "tablets (X)", "injection (X)". */
const FORM_NOUN = new RegExp(
  String.raw`^(?:tablets?|capsules?|${dosageForms('injection', 'injectable', 'suspension', 'solution', 'cream', 'gel', 'spray', 'film', 'patch', 'oral', 'intravenous', 'topical', 'subcutaneous')}|${productNouns('formulation')}|${nameKinds('generic', 'brand')}|name)$`,
)

/** "will be marketed under the brand name Y", "the proposed trade name Y", "intends to market as Y": its brand. */
const BRAND_NAME = [
  new RegExp(
    String.raw`\b(?:proposed\s+)?${nameKinds('brand', 'trade', 'proprietary')}\s+name\s+(?:of\s+)?([A-Za-z][A-Za-z0-9-]{3,})`,
    'gi',
  ),
  // Case matters here: "sold as part of" is no brand, "to be marketed as Orvanza" is.
  /\b(?:[Mm]arket(?:ed|s)?|[Ss]old|[Ss]ells?|[Cc]ommerciali[sz](?:ed|es?))\s+(?:it\s+)?as\s+([A-Z][A-Za-z0-9-]{3,})/g,
]

/**
 * Every other name the document gives its subject, wherever it writes it (not only at the application that named it):
 * "(Y)" after any of its mentions, "Y (X)" with the subject in the parentheses, and the brand "under the brand name Y"
 * in a sentence that names it. Other filings of the decision may write the product by any of them; the assertion carries
 * them all so the filings land on one catalyst.
 */
export function subjectAliases(
  folded: string,
  name: string,
  companies: ReadonlySet<string>,
): string[] {
  const aliases = new Set<string>()
  const lowerName = name.toLowerCase()
  const keep = (alias: string) => {
    const lower = alias.toLowerCase()
    if (lower !== lowerName && !isNoProduct(alias, companies) && !FORM_NOUN.test(lower))
      aliases.add(alias)
  }
  // Compiled once per name (the lexicon asks twice per text, and a filing's texts share their subject); a cached pattern
  // is handed over with lastIndex 0 and given back so.
  const mention = cachedPattern(String.raw`(?<![\w-])${escapeRegExp(name)}(?![\w-])`)
  mention.lastIndex = 0
  try {
    readAliasesAt(folded, mention, keep)
  } finally {
    mention.lastIndex = 0
  }
  const bare = bareName(name)
  if (bare !== null) keep(bare)
  return [...aliases]
}

/** The aliases written around each of the first 200 mentions `mention` finds (see subjectAliases). */
function readAliasesAt(folded: string, mention: RegExp, keep: (alias: string) => void): void {
  let seen = 0
  for (let m = mention.exec(folded); m !== null && seen < 200; m = mention.exec(folded), seen++) {
    const end = m.index + m[0].length
    for (const alias of parentheticalAliases(folded, end)) keep(alias)
    // "orvanza (delnaprine)": the word before the parentheses that hold the subject names it too (in any case).
    const opened = /\(\s*$/.exec(folded.slice(Math.max(0, m.index - 4), m.index))
    if (opened !== null && /^\s*\)/.test(folded.slice(end, end + 4))) {
      const before = /([A-Za-z][A-Za-z0-9-]{3,})[\u00AE\u2122]?\s*$/.exec(
        folded.slice(Math.max(0, m.index - 4 - 40), m.index - 4 + opened.index),
      )
      if (before !== null) keep(before[1]!)
    }
    // The sentence around the mention, for the brand it will be sold as.
    const from = Math.max(0, folded.lastIndexOf('.', m.index) + 1, m.index - 300)
    const sentenceEnd = folded.indexOf('.', end)
    const to =
      sentenceEnd < 0 ? Math.min(folded.length, end + 300) : Math.min(sentenceEnd, end + 300)
    for (const pattern of BRAND_NAME)
      for (const brand of folded.slice(from, to).matchAll(pattern)) keep(brand[1]!)
  }
}

export function documentSubject(folded: string, companies: ReadonlySet<string>): Subject | null {
  const found: Subject[] = []
  for (const pattern of [APPLICATION_OBJECT, UNDER_REVIEW, LABELLED_PRODUCT]) {
    pattern.lastIndex = 0
    for (let m = pattern.exec(folded); m !== null; m = pattern.exec(folded)) {
      const name = pattern === APPLICATION_OBJECT ? m[2]! : m[1]!
      if (isNoProduct(name, companies)) continue
      const start = m.index + m[0].length - name.length
      // "intravenous (IV) X": the product is also written "IV X" and "intravenous X" by other filings of the decision.
      const forms = pattern === APPLICATION_OBJECT ? (m[1] ?? '') : ''
      const qualified = [...forms.matchAll(/([a-z-]+)\s+(?:\(([a-z]{1,5})\)\s+)?/gi)].flatMap((f) =>
        [f[1]!, f[2]].filter((w): w is string => w !== undefined).map((w) => `${w} ${name}`),
      )
      found.push({ name, start, end: start + name.length, qualified })
    }
  }
  if (found.length === 0) return describedSubstance(folded, companies)
  // "the NDA for delnaprine" and "Orvanza (delnaprine) is under FDA review": two names the text gives one product.
  const first = found[0]!
  const sameProduct = new Set(
    [first.name, ...subjectAliases(folded, first.name, companies)].map((n) => n.toLowerCase()),
  )
  return found.every((c) => sameProduct.has(c.name.toLowerCase())) ? first : null
}

/** The one substance the text's applications are for, named by a description (DESCRIBED_SUBSTANCE), or null. */
function describedSubstance(folded: string, companies: ReadonlySet<string>): Subject | null {
  let one: Subject | null = null
  DESCRIBED_SUBSTANCE.lastIndex = 0
  for (let m = DESCRIBED_SUBSTANCE.exec(folded); m !== null; m = DESCRIBED_SUBSTANCE.exec(folded)) {
    const name = m[1]!.replace(/\s+/g, ' ')
    // Its qualifiers are plain English ("human", "recombinant"): only a word of the filing or a company's is refused.
    if (
      name
        .split(' ')
        .some((w) => !/^[a-z]/.test(w) || FILING_WORD.test(w) || companies.has(w.toLowerCase()))
    )
      continue
    if (one !== null && one.name.toLowerCase() !== name.toLowerCase()) return null
    const start = m.index + m[0].length - m[1]!.length
    one ??= { name, start, end: start + m[1]!.length, qualified: [] }
  }
  return one
}
