/**
 * The shapes of the text around a fact that `resolveDrug` (drug-resolution.ts) reads to tell which named drug the fact
 * is about: the gap from a date or a target phrase to its own object, the head of "BRAND (generic)", a clause boundary
 * or a relative aside that puts a name in another clause, an anaphor ("the latter", "the candidate"), a later sentence
 * that opens another matter or names the product of an application left undescribed, and the next sentence's subject.
 * Apart from drug-resolution.ts, which holds the order in which the places are tried: these answer one question each
 * about a stretch of text and know nothing of that order.
 */
import { type DrugMention } from './drug-lexicon.js'
import { closedWords } from './lexicon/function-words.js'
import {
  BIOLOGICS_LICENSE,
  applicationAcronyms,
  applicationNouns,
  filingVerbs,
} from './lexicon/applications.js'
import { intentionForms } from './lexicon/hedges.js'
import { CLASS_BEFORE_NAME } from './product-slot-phrases.js'
import { productNouns } from './lexicon/products.js'
import { companyRoles } from './lexicon/company-forms.js'
import { sellingParticiples } from './lexicon/selling.js'
import { otherness } from './lexicon/qualifiers.js'
import { determiners } from './lexicon/determiners.js'

/**
 * Of "BRAND (generic)" (its mark written as a sign or as "(tm)"), "BRAND, also known as CODE" or "BRAND, formerly known as
 * CODE", the head name BRAND (a former name is never the head); in "BRAND (generic; CODE)" the parts a semicolon parts
 * lead back to BRAND as well.
 */
export function headName(
  mentions: readonly DrugMention[],
  chosen: DrugMention,
  folded: string,
): DrugMention {
  let head = chosen
  for (let i = mentions.indexOf(chosen) - 1; i >= 0; i--) {
    const outer = mentions[i]!
    const between = folded.slice(outer.end, head.start)
    if (
      outer.entity !== head.entity ||
      !/^\s*(?:[\u00AE\u2122]|\((?:TM|tm)\)|\(R\))?\s*(?:\(\s*(?:(?:formerly|previously)\s+(?:(?:known\s+as|called|named)\s+)?)?|\([^()]*\)\s*,?\s*(?:also\s+known\s+as|formerly(?:\s+known\s+as)?|previously\s+(?:known\s+as|called|named))\s+|\)?\s*,\s*(?:also\s+known\s+as|formerly(?:\s+known\s+as)?|previously\s+(?:known\s+as|called|named))\s+|;\s*)$/i.test(
        between,
      )
    )
      break
    head = outer
  }
  return head
}

/**
 * The next sentence opening on a definite description of a product that it names in apposition: "... rejected its new
 * drug application for a lung disease therapy. The treatment, Velmora, is ...": the description takes up the product
 * the sentence before spoke of without naming it, so the name is that sentence's object, not a guess.
 */
/**
 * The fact's object is an application whose product it leaves unnamed ("rejected its new drug application for a lung
 * disease therapy", "its NDA for a migraine drug"): only then does the next sentence's description name that product.
 * An approval of "the first drug to stimulate appetite in dogs" is of no application the text speaks of.
 */
export const APPLICATION_RIGHT_AFTER = new RegExp(
  String.raw`^\s+(?:${determiners('its', 'the', 'their', 'our')}\s+)?(?:[\w'’-]+\s+){0,4}?(?:${applicationNouns('application')}|${applicationAcronyms('nda', 'bla')})\b`,
  'i',
)

/**
 * Or an owner's product the fact leaves unnamed ("approved Kestrel Co Ltd's treatment for adults with Y", "approved its
 * drug for Y", "approved Kestrel Bio Inc's drug as a broad treatment for Y", the wire's "approved Danish firm Kestrel
 * Bio's drug to treat Y"): a product noun right after the owner, no name after it. The next sentence's definite
 * description names it ("The label for the treatment, Zelvora, includes ..."), or the name opening it as the subject
 * the brand is told of ("Tavrunosin, to be sold under the brand name Zelvora, becomes the first ...").
 */
export const OWNED_PRODUCT_RIGHT_AFTER = new RegExp(
  String.raw`^\s+(?:${determiners('its', 'their')}|(?:[A-Z][a-z]+\s+)?(?:${companyRoles('firm', 'drugmaker', 'company', 'developer')}\s+)?(?:[A-Z][\w.&-]*\s+){0,4}[A-Z][\w.&-]*['’]s?)\s+${productNouns('drug', 'medicine', 'therapy', 'treatment')}\s+(?:${closedWords('for', 'to', 'as')})\s+[a-z]`,
)

/** ", a rival therapy", ", a competing drug from Y": an apposition that tells the name as a rival's product. */
export const RIVAL_APPOSITION =
  /^(?:\s*\([^()]{1,60}\))?\s*,\s+(?:an?|the)\s+(?:[\w-]+\s+)?(?:compet(?:ing|itor['’]s)|rival(?:['’]s)?)\b/i
/** ", to be sold under the brand name Zelvora,", ", to be marketed as Zelvora,": the name the product will be sold under. */
export const BRAND_TOLD_AFTER = new RegExp(
  String.raw`^\s*,\s+to\s+be\s+${sellingParticiples('sold', 'marketed', 'branded', 'commercialized', 'commercialised')}\s+(?:${closedWords('under', 'as')})\b`,
)

export const DEFINITE_DESCRIPTION_NAMED = new RegExp(
  String.raw`(?:^|[.!?]["”’]?\s+)(?:the|this)\s+(?!${otherness('other', 'another', 'second', 'competing', 'rival', 'former', 'prior', 'older')}\b)(?:[\w-]+\s+){0,3}?${productNouns('drug', 'medicine', 'product', 'therapy', 'treatment', 'candidate')}\s*,\s*$`,
  'i',
)

/** "The latter has", "the former's": an anaphor before the fact, in its sentence. */
export const ANAPHOR_BEFORE = /\bthe\s+(former|latter)(?:['’]s)?\b[^.;!?]*$/i

/**
 * "The candidate has", "the drug's", "The vaccine won approval", "the application": a singular product noun before the
 * fact in its sentence, which takes up one product named before. Where the nearest naming sentence names two, it points
 * at neither.
 */
export const SINGULAR_ANAPHOR = new RegExp(
  String.raw`\b${closedWords('the', 'this')}\s+(?:${productNouns('drug', 'medicine', 'product', 'therapy', 'treatment', 'candidate', 'compound', 'vaccine', 'biologic', 'pill')}|${applicationNouns('application')})(?:['’]s)?\b[^.;!?]*$`,
  'i',
)

/**
 * "It was approved by the FDA on D": "It" opening the fact's sentence as its subject, a pronoun no less singular than
 * "the drug" ("Kestrel develops X for gout and Y for lupus. It was approved on D" tells which by nothing the rules
 * read). Not the impersonal "It is expected that ...", nor "its" (the agency's "its March 2012 letter" as often).
 */
export const PRONOUN_SUBJECT = new RegExp(
  String.raw`(?:^|[.!?;]["”’]?\s+|\n\s*)It\s+(?!is\s+(?:${intentionForms('expected', 'anticipated')})\b)[^.;!?]*$`,
)

/** "The agency set a D goal date for it", "a decision on it": the pronoun as the object of the fact's own phrase. */
export const SINGULAR_ANAPHOR_AFTER = new RegExp(
  String.raw`^[^.;!?]{0,60}?\b${closedWords('for', 'on', 'of')}\s+it\b`,
  'i',
)

/**
 * " for gout and Prevatra for lupus" right after a name: another capitalised word coordinated in the same "for" frame,
 * a second product (the indications in lower case; not a company, whose words are capitalised: "and Halvern Bio").
 */
export const COORDINATED_SECOND =
  /^(?:\s*\([^()]{1,40}\))?\s+for\s+(?:[a-z][\w'’-]*\s+){1,4}?and\s+[A-Z][a-z][\w-]*[a-z](?:\s*\([^()]{1,40}\))?\s+for\s+[a-z]/

/** ", which outperformed ZL-044 in both trials,": a relative clause set off by commas. */
export const RELATIVE_ASIDE = new RegExp(
  String.raw`,\s+${closedWords('which', 'who', 'that')}\b[^,;.]*,`,
  'g',
)

/** A coordinated or semicolon clause between two places: "; ", ", and Kestrel plans", ", while". */
export const CLAUSE_BOUNDARY = new RegExp(
  String.raw`;|,\s+${closedWords('and', 'but', 'while', 'whereas', 'although')}\s`,
  'i',
)

/** The gap from a date to the product right after it: "D for X", "D (X)", "D2 for the NDA for X". */
export const DIRECTLY_AFTER_GAP = new RegExp(
  String.raw`^\s*(?:,?\s*(?:for|of)\s+(?:the\s+)?(?:(?:s?NDA|s?BLA|(?:new\s+drug|${BIOLOGICS_LICENSE}|supplemental)\s+application|application)\s+(?:for|of)\s+(?:the\s+)?)?|\(\s*)$`,
  'i',
)

/**
 * The words from a target phrase to its own object's name (`toName`, the name's `nameLength` characters last): "for X", "for the X", and past a class that describes the name after
 * it ("for its SGLT-2 inhibitor X": product-slot-phrases.ts, CLASS_BEFORE_NAME).
 */
export function phraseObjectGap(toName: string, nameLength: number): boolean {
  const lead = /^\s*(?:for|of)\s+/i.exec(toName)
  if (lead === null) return false
  const rest = toName.slice(lead[0].length)
  const gap = rest.length - nameLength
  return (
    /^(?:the\s+)?$/i.test(rest.slice(0, gap)) || CLASS_BEFORE_NAME.exec(rest)?.[0].length === gap
  )
}

/**
 * A later sentence that opens another matter ("Separately, ...", "In other news, ...") between the fact and a name, or
 * that tells the name's application is not filed yet ("the NDA for X remains in preparation", "is expected to be
 * submitted", "plans to submit"): that name is no object of the fact's date, which has no drug.
 */
const OTHER_MATTER_OPENING =
  /[.!?]\s+(?:separately|unrelated(?:ly)?|in\s+(?:a\s+)?separate\s+\w+|in\s+other\s+news)\b/i

const NOT_YET_FILED = new RegExp(
  String.raw`\b(?:in\s+preparation|${intentionForms('plan', 'plans', 'intend', 'intends', 'expect', 'expects', 'anticipate', 'anticipates')}\s+to\s+${filingVerbs('submit', 'file')}|${closedWords('is', 'are', 'was', 'were')}\s+${intentionForms('expected', 'planned', 'intended')}\s+to\s+be\s+${filingVerbs('submitted', 'filed')}|not\s+yet\s+(?:been\s+)?${filingVerbs('submitted', 'filed')})\b`,
  'i',
)

/** Whether a name in a sentence after the fact's is told as another matter (above). */
export function toldApart(folded: string, factEnd: number, mention: DrugMention): boolean {
  if (mention.start < factEnd) return false
  // The opening of the name's sentence or the one before it (300 characters: a long text is not read once per fact).
  if (
    OTHER_MATTER_OPENING.test(folded.slice(Math.max(factEnd, mention.start - 300), mention.start))
  )
    return true
  const rest = folded.slice(mention.end, mention.end + 200)
  const end = rest.search(/[.!?](?:\s|$)/)
  return NOT_YET_FILED.test(end < 0 ? rest : rest.slice(0, end))
}

/** An application for a product told by its owner and a product noun, not by a name: "the BLA for our gene therapy". */
const DESCRIBED_APPLICATION_OBJECT = new RegExp(
  String.raw`\b(?:s?NDA|s?BLA|(?:[Nn]ew\s+[Dd]rug|[Bb]iologics?\s+[Ll]icense)\s+[Aa]pplication)(?:\s*\([^()]{1,12}\))?\s+for\s+(?:[A-Z][\w&.-]*['’]s|${closedWords('our', 'its', 'their')})\s+(?:[a-z][\w-]*\s+){0,3}?${productNouns('therapy', 'candidate', 'treatment', 'vaccine', 'drug', 'product', 'medicine')}\b`,
)

/** Whether the clause before `at` names its application's product by a description only (DESCRIBED_APPLICATION_OBJECT). */
export function describesItsApplication(folded: string, at: number): boolean {
  const clause =
    folded
      .slice(Math.max(0, at - 240), at)
      .split(/[.;!?]\s/)
      .pop() ?? ''
  return DESCRIBED_APPLICATION_OBJECT.test(clause)
}

/**
 * The next sentence opening on a name as its subject, the name then told of by a copula or its status ("Zelvora
 * (tavrunosin) is an oral therapy", "Zelvora, an oral therapy for gout, is currently under review", "Zelvora has been
 * granted Fast Track designation"): the sentence is about that product.
 */
export const OPENS_AS_SUBJECT = /(?:^|[.!?]["”’]?\s+|\n\s*)$/

export const SUBJECT_PREDICATE = new RegExp(
  String.raw`^[\u00AE\u2122]?(?:\s*\([^()]{1,60}\))?(?:\s*,\s+${determiners('a', 'an', 'the', 'its', 'our')}\s+[^,;.()]{1,80},)?\s+(?:${closedWords('is', 'was', 'remains')}|${closedWords('has', 'had')}\s+been|${closedWords('will', 'would')}\s+be)\s`,
)

/** A rival's product: "a competing therapy", "a rival drug", "competitor" (the product is not the release's own). */
export const RIVAL_WORDS = /\b(?:compet(?:ing|itors?|es|ed)|rivals?)\b/i
