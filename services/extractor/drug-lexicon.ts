/**
 * Where to look for drug names in a text, and the drugs it names: names come only from grammatical slots that name a
 * product (the object of an application, of an approval or of a designation; a brand followed by its generic in
 * parentheses; trademark symbols; development codes; INN stems), grouped into one entity per drug (brand, generic and
 * code names the text ties together), then every occurrence indexed by sentence. Nothing is looked up in a list of known
 * drugs: unseen drugs must work. What a name is: drug-names.ts; which drug a fact is about: drug-resolution.ts.
 */
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from './dates.js'
import { continuesName } from './inn-stems.js'
import type { Sentence } from './sentences.js'
import {
  ALIAS_PHRASE,
  aliasNameEnds,
  aliasesAfter,
  mayEndAt,
  nameBeforeParenthesis,
  parentheticalAliases,
} from './drug-aliases.js'
import {
  type SlotMode,
  BIOMARKER_WORD,
  CAPITAL_STOP,
  DOSAGE_FORM_WORDS,
  COMPANY_AFTER_NAME,
  COMPANY_TOKENS,
  type Capture,
  PHRASE_STOP,
  SALT_MARKER,
  SALT_NAME,
  TOKEN_NAMED,
  TOKEN_NONE,
  captureName,
  companyNames,
  continuesBrand,
  drugKey,
  isDrugLike,
  isNameLikeToken,
  isSaltHead,
  stripMarks,
  tokenKind,
} from './drug-names.js'
import { NextMatch, asciiLowerCase, edgesReadAlike, occurrences } from './name-search.js'

export interface DrugMention {
  entity: number
  /** The name exactly as written at this place in the text. */
  name: string
  /** Offsets in the full (folded) text. */
  start: number
  end: number
  sentence: number
  /** Named as a partner of another drug ("in combination with nivolumab"). */
  companion: boolean
  /** Named as the object of an application ("NDA for X", "BLA resubmission of X"): the drug a date of that application is about. */
  applicationObject: boolean
}

export interface DrugLexicon {
  /** Names per entity in first-seen order (surface forms). */
  entityNames: string[][]
  mentionsBySentence: DrugMention[][]
  /** The first mention when the text names exactly one drug. */
  onlyDrug: DrugMention | null
  /** The one product a release presents under an "About X" heading (companies excluded), if exactly one. */
  featured: DrugMention | null
  /** Companies the text names with a suffix or a listing, lower case, in the order first named (the filer first, mostly). */
  companies: readonly string[]
}

// The mark may sit on the next line of a hard-wrapped text ("Lunexa\n®").
const TRADEMARK =
  /([A-Z][\w-]*(?:[ ]+[A-Z0-9][A-Z0-9-]*){0,2}|[A-Z]{2,}(?:[ ]+[A-Z]{2,}){0,2})\s?(?:\u00AE|\u2122|\u2120|\([Rr]\)|\((?:TM|tm)\))/g

// "New Drug Application", "sBLA", "efficacy supplement", "resubmission": the application a slot is the object of.
const APPLICATION_NOUN = String.raw`(?:(?:supplemental\s+)?(?:new\s+drug|biologics?\s+license|marketing)\s+applications?|s?NDAs?|s?BLAs?|efficacy\s+supplement|resubmission|applications?)`
// ", for the proposed treatment of", " in the prevention of": the indication that follows a product.
const TREATMENT_OF = String.raw`\s*,?\s+(?:for|in)\s+(?:the\s+)?(?:(?:proposed|potential|possible|chronic|acute|long-term|maintenance|first-line|adjunctive)\s+)*(?:treatment|prevention|management|reduction|diagnosis|detection|imaging|visuali[sz]ation)\s+of\b`
/** A written calendar date, as the slots need it (the date grammar proper is in dates.ts): "Tues., March 3, 2026", "3rd of March 2026", "2026-03-03", "03/03/2026", "03-Mar-2026". */
const WRITTEN_DATE = String.raw`(?:(?:[A-Za-z]{3,9}\.?,?\s+)?[A-Za-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[A-Za-z]{3,9}\.?,?\s+\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2}[./-]\d{1,2}[./-]\d{4}|\d{1,2}-[A-Za-z]{3,9}-\d{4})`
/** The same, each letter in either case, for a pattern that must stay case-sensitive elsewhere. */
const MONTH_ANY_CASE = String.raw`(?:${[...MONTH_NAMES, ...MONTH_ABBREVIATIONS]
  .map((name) => [...name].map((c) => `[${c.toUpperCase()}${c}]`).join(''))
  .join('|')})\.?`
/** A day by its month, with or without a year: "March 3, 2026", "14 November", "Nov. 14" (month in either case). */
const DATE_OF_A_LIST_ANY_CASE = String.raw`\b(?:${MONTH_ANY_CASE}\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_ANY_CASE}(?:,?\s+\d{4})?)\b`
/** "<name> for the treatment of" (see PRODUCT_SLOTS). */
const TREATMENT_SLOT = new RegExp(
  String.raw`(?:\b(?:for|of|with|and)|['’]s?)\s+(?:the\s+)?(?=[a-z][a-z-]{5,}(?:\s*\([^()]{1,60}\))?${TREATMENT_OF})`,
  'g',
)
/** "New Drug Application (NDA) for X", "sBLA, for X", "NDA or BLA for X", "BLA resubmission of X": an application's object. */
const APPLICATION_SLOT = String.raw`\b${APPLICATION_NOUN}(?:\s*\([^)]{1,24}\))?(?:\s*,?\s*or\s+s?(?:NDA|BLA)\s*,?)?(?:\s+resubmission)?\s+(?:for|of)\s+`
/** Nouns of a product's development or commerce, whose "for/of/on X" names the product (see PRODUCT_SLOTS). */
// Not "data", "results", "trials" or "rights": their object is as often a company ("the trials for Kestrel").
const TOPIC_NOUNS = [
  'meeting',
  'committee',
  'designation',
  'labell?ing',
  'royalt(?:y|ies)(?:\\s+interests?)?',
]
const firstLetterEitherCase = (word: string) =>
  `[${word[0]!.toUpperCase()}${word[0]!}]${word.slice(1)}`
/** Slots that hold a product. */
const PRODUCT_SLOTS: ReadonlyArray<readonly [RegExp, SlotMode]> = [
  [new RegExp(APPLICATION_SLOT, 'gi'), 'lowercase'],
  // "seeking accelerated approval of zelrafib"
  [
    /\bseek(?:s|ing)?\s+(?:(?:accelerated|full|traditional|marketing|u\.s\.|conditional)\s+)*approvals?\s+(?:of|for)\s+/gi,
    'lowercase',
  ],
  // "requesting FDA approval of tamrilimab", "a bid for approval of Zelvora"
  [/\b(?:requests?|requesting|bid\s+for)\s+(?:fda\s+)?approval\s+(?:of|for)\s+/gi, 'lowercase'],
  // "the agency approval for Ostavia"
  [/\b(?:fda|agency)\s+approval\s+(?:of|for)\s+/gi, 'lowercase'],
  // "Priority Review for the NDA for zelrafib", "Fast Track designation to tamrilimab"
  [
    /\b(?:priority\s+review|breakthrough\s+therapy(?:\s+designation)?|fast\s+track(?:\s+designation)?)\s+(?:for|to)\s+(?:the\s+)?(?:(?:s?NDA|s?BLA|new\s+drug\s+application|biologics\s+license\s+application)\s+for\s+)?/gi,
    'lowercase',
  ],
  // "the Food and Drug Administration ("FDA") today approved Zelvora"
  [
    /\b(?:fda|agency|administration)(?:\s*\("?fda"?\))?\s+(?:on\s+\w+\s+|today\s+|has\s+|had\s+)?approved\s+/gi,
    'capital',
  ],
  // "the investigational antibody tamrilimab"
  [/\b(?:drug|compound|candidate|therapy|antibody|biologic)\s+(?=[a-z][a-z-]{4,}\b)/g, 'capital'],
  // "its psoriasis pill Zelvora", "the gene therapy Velmira": a brand after its lower-case head noun.
  [
    /\b(?:drug|pill|therapy|treatment|candidate|medicine|injection|vaccine)\s+(?=[A-Z])/g,
    'product',
  ],
  // "approved Zelvora", "approval of Ostavia"
  [/\b(?:approved|approves|approve|approval\s+of)\s+(?=[A-Z])/g, 'capital'],
  // Appositions: "the drug, voxelotor (Oxbryta), ...", "The treatment, Yupelri here, is ...".
  [
    /\b(?:drug|treatment|therapy|medicine|product|candidate|antibody),\s+(?=[A-Za-z])/g,
    'lowercase',
  ],
  // "the PDUFA (target action) date for zelrafib": a target date is a product's.
  [
    // "the Prescription Drug User Fee Act (PDUFA) date for Zelvora", "the target date for a decision on Zelvora".
    /\b(?:pdufa\)?|target|goal|action|decision)(?:\s*\(pdufa\))?\s+(?:(?:target|goal|action|review|decision)\s+){0,2}dates?(?:\s*\(pdufa\))?(?:\s+under\s+(?:the\s+)?(?:pdufa|prescription\s+drug\s+user\s+fee\s+act))?(?:\s*,\s*or\s+(?:the\s+)?[\w\s]{1,30}?dates?\s*,)?(?:\s+(?:assigned|set|established)\s+by\s+the\s+(?:fda|agency))?(?:\s+for\s+(?:a|an|the)\s+(?:final\s+)?decision\s+on|\s+for|\s+of)\s+/gi,
    'product',
  ],
  // "a PDUFA date of September 30, 2025 for zelrafib", "... of D has been set for Zelvora": the drug right after a target
  // phrase's date.
  [
    new RegExp(
      String.raw`\b(?:pdufa|target|goal|action)\s+(?:(?:target|goal|action|review|decision)\s+){0,2}dates?(?:\s+under\s+(?:the\s+)?(?:pdufa|prescription\s+drug\s+user\s+fee\s+act))?\s+(?:of|is|was|on)\s+${WRITTEN_DATE}\s*,?\s+(?:(?:has\s+been|had\s+been|was|is)\s+(?:set|assigned|established)\s+)?for\s+(?:the\s+)?`,
      'gi',
    ),
    'product',
  ],
  // "the PDUFA date for Zelvora is D1, and for Ostrelva it is D2": the next item of a list of target dates.
  [/\b(?:and|while|whereas)\s+for\s+(?=[A-Z][\w-]*(?:\s+it)?\s+(?:is|will\s+be)\s)/g, 'product'],
  // "the advisory committee meeting for Zelvora", "Breakthrough Therapy designation for X", "royalties on net sales of
  // Ostrelva": the product a regulatory or royalty noun is about. A mixed-case name or a code only (not "for COPD"); not a partner's
  // or an equity interest's object, which is as often a company.
  [
    new RegExp(
      String.raw`\b(?:${TOPIC_NOUNS.map(firstLetterEitherCase).join('|')})\s+(?:[Ff]or|[Oo]f|[Oo]n|[Ii]n|[Tt]o)\s+(?:(?:net\s+)?sales\s+of\s+)?(?=[A-Z][a-z]|[A-Z]{1,5}-?\d)`,
      'g',
    ),
    'product',
  ],
  // "the FDA has agreed to review Zelvora": the object of the agency's verb.
  [/\b(?:agreed\s+to|will|to)\s+review\s+(?=[A-Z])/g, 'product'],
  // "to complete its review of Ostrelva": the object of the agency's review.
  [
    /\b(?:complete|completing|conclude|finish)\s+(?:its|the)\s+review\s+of\s+(?:the\s+)?/gi,
    'product',
  ],
  // "a November 14, 2025 PDUFA for Zelvora": the bare act's name as the date.
  [/\bpdufa\s+for\s+(?:the\s+)?/gi, 'product'],
  // "a decision from the FDA on Zelvora", "the FDA is due to rule on Zelvora": the object of the agency's decision.
  [
    /\b(?:decision|ruling|rule|decide|verdict|action)\s+(?:(?:from|of|by)\s+(?:the\s+)?(?:u\.?s\.?\s+)?(?:fda|agency)\s+)?(?:on|regarding|concerning|about)\s+(?:the\s+)?(?:approval\s+of\s+)?/gi,
    'product',
  ],
  // "a decision is expected by October 2, 2026 for selatrocin", "PDUFA dates of March 3, 2026 for Zelvora and April 9,
  // 2026 for Ostrelva", "a goal date of 14 November for Ostrelva": the drug right after a date is the date's.
  [new RegExp(String.raw`\bby\s+${WRITTEN_DATE}\s*,?\s+for\s+(?:the\s+)?`, 'gi'), 'product'],
  // Any other date ("on D for", "D (X)", "dates of D1 and D2 to X and Y"): a mixed-case name or a code only ("approved on March 3, 2024 for plaque
  // psoriasis", "D for first-line NSCLC" name no drug).
  // (Case-sensitive, so that the lookahead's capital is one: the month names are written in either case.)
  [
    new RegExp(
      String.raw`${DATE_OF_A_LIST_ANY_CASE}(?:\s*,?\s+[Ff]or\s+(?:the\s+)?|\s*\(\s*|\s+to\s+(?!${MONTH_ANY_CASE}))(?=[A-Z][a-z]|[A-Z]{1,5}-\d|[A-Z]{2,5}\d)`,
      'g',
    ),
    'product',
  ],
  // "<name> for the treatment of": "of tapinarof for the treatment of", "for zelrafib (ZRF-1) for the proposed treatment of".
  [TREATMENT_SLOT, 'shaped'],
  // "review of olipudase", "approval of dornase": the object of a regulatory step.
  [
    /\b(?:review|approval|acceptance|resubmission|submission|extension|launch|filing)\s+(?:period\s+)?(?:of|for)\s+(?:the\s+)?/gi,
    'stem',
  ],
]
/** "granted tovorafenib Priority Review": the name sits between the verb and the designation. */
const GRANTED_NAME =
  /\b(?:granted|grants|given|assigned|assigns|gave)\s+([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)\s+(?:priority\s+review|breakthrough|fast\s+track|orphan|accelerated\s+approval|an?\s+(?:pdufa|prescription\s+drug\s+user\s+fee\s+act|target\s+action|goal|action)\s+(?:\w+\s+){0,2}date)/gi
/**
 * "Tovorafenib NDA", "Golodirsen New Drug Application", "the Tarvello application", "the Tarvello new drug application":
 * a capitalised name modifying the application noun, whatever the noun's case.
 */
const NAME_BEFORE_APPLICATION =
  /([A-Z][\w-]*(?:\s+[A-Z0-9][\w-]*)?)(?:\u00AE|\u2122|\(R\))?\s+(?:s?NDA|s?BLA|[Nn]ew\s+[Dd]rug\s+[Aa]pplication|[Bb]iologics?\s+[Ll]icen[cs]e\s+[Aa]pplication|(?:[Mm]arketing\s+|[Ss]upplemental\s+)?[Aa]pplication)\b/g
// "remains under priority review", "has a PDUFA goal date": a predicate only a product under review takes.
const REVIEW_PREDICATE = String.raw`(?:(?:remains?|is|was|continues\s+to\s+be)\s+under\s+(?:(?:priority|standard|FDA|regulatory|the\s+FDA['’]s)\s+)*review|(?:has|had|have)\s+(?:an?\s+|its\s+|their\s+)?(?:PDUFA|Prescription\s+Drug\s+User|target\s+action|goal)\b)`
// "'s PDUFA target action date", "'s PDUFA is": the same, as a possessive.
const REVIEW_POSSESSIVE = String.raw`['’]s\s+(?:(?:PDUFA|Prescription\s+Drug\s+User\s+Fee\s+Act|target\s+action|goal)\s+(?:\(PDUFA\)\s+)?(?:\w+\s+){0,2}date|PDUFA\s+(?:is|was|of)\b)`
/**
 * A brand as the subject of a regulatory predicate: "Quorvia remains under priority review", "Belvanta has a PDUFA goal
 * date", "Belvanta's PDUFA date". The predicate, not the word, makes it a product.
 */
// Between the subject and its predicate, a relative pronoun or a partner aside: "Zelvora, which has a PDUFA date",
// "Zelvora, partnered with Kestrel, is under FDA review".
const SUBJECT_LINK = String.raw`(?:\s+|\s*,\s+which\s+|\s*,\s+(?:partnered|licensed|sublicensed|developed|co-developed|marketed|in-licensed)\s+(?:with|by|to|from|in)\s+[^,;]{1,40},\s+)`
const SUBJECT_OF_REVIEW = new RegExp(
  String.raw`\b([A-Z][\w-]{2,}(?:[ ][A-Z]{2,5})?)(?:\u00AE|\u2122|\(R\))?${SUBJECT_LINK}${REVIEW_PREDICATE}|\b([A-Z][\w-]{2,})${REVIEW_POSSESSIVE}`,
  'g',
)
/**
 * An apposition whose head noun is a kind of medicine: "Ostavia, a once-weekly injection for osteoporosis", "Velcor, our
 * oral inhibitor of ...". The head noun, not the word, makes it a product.
 */
const PRODUCT_APPOSITION =
  /\b([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122|\(R\))?,\s+(?:a|an|its|our|their|the\s+company['’]s)\s+(?:[\w-]+\s+){0,5}?(?:injection|injectable|tablets?|capsules?|therapy|therapeutic|treatment|drug|medicine|candidate|formulation|inhibitor|antagonist|agonist|antibody|vaccine|biologic|infusion|implant|gel|cream|spray|solution|suspension|product)\b/g

class NameGroups {
  private readonly parent = new Map<string, string>()
  readonly surface = new Map<string, string>()
  readonly order: string[] = []

  add(written: string): string {
    // "Halvorex Halvorex": a heading run into its paragraph names the product once.
    const twice = /^(\S+) \1$/.exec(written)
    const name = twice === null ? written : twice[1]!
    const key = drugKey(name)
    if (key.length < 2) return key
    if (!this.parent.has(key)) {
      this.parent.set(key, key)
      this.surface.set(key, name)
      this.order.push(key)
    }
    return key
  }

  find(key: string): string {
    let root = key
    while (this.parent.get(root) !== root && this.parent.has(root)) root = this.parent.get(root)!
    return root
  }

  union(a: string, b: string): void {
    if (!this.parent.has(a) || !this.parent.has(b)) return
    const rootA = this.find(a)
    const rootB = this.find(b)
    if (rootA === rootB) return
    // The name seen first stays the representative.
    if (this.order.indexOf(rootA) <= this.order.indexOf(rootB)) this.parent.set(rootB, rootA)
    else this.parent.set(rootA, rootB)
  }
}

/** "About Velocet" as a heading of its own (up to three words, the line ends there). */
const ABOUT_HEADING = /^\s*About\s+([A-Z][\w-]*(?:[ ]+[\w-]+){0,2}[\u00AE\u2122]?)\s*$/

/** The same predicates with a lower-case subject ("Madrigal said resmetirom remains under priority review"): a name only when shaped like one. */
const SHAPED_SUBJECT_OF_REVIEW = new RegExp(
  String.raw`\b([a-z][a-z-]{5,})(?:\s+${REVIEW_PREDICATE}|${REVIEW_POSSESSIVE})`,
  'g',
)
/** "the Zelvora PDUFA date", "its tamrilimab target action date", "the Zelvora review period": a name premodifying a target phrase or the review. */
// Also with no determiner where a headline or a list item starts, or after "update on": "; Zelvora PDUFA Date Is D",
// "• Zelvora PDUFA date – D" (a title-case "Date" too); and a bare "PDUFA" right before its date ("Zelvora PDUFA Nov. 14").
const NAME_BEFORE_TARGET =
  /(?:\b(?:[Tt]he|[Ii]ts|[Tt]heir|[Oo]ur)\s+|(?:^|[;:\u2022*]|\b(?:[Uu]pdate\s+on|[Ff]or))\s*)([A-Za-z][\w-]{2,})(?:\u00AE|\u2122|\(R\))?\s+(?:(?:PDUFA|[Pp]rescription\s+[Dd]rug\s+[Uu]ser\s+[Ff]ee\s+[Aa]ct|[Tt]arget\s+[Aa]ction|[Gg]oal)\s+(?:\w+\s+)?[Dd]ates?|review\s+(?:period|clock|timeline|cycle)|PDUFA(?=\s*[:\u2013\u2014(-]?\s*(?:[A-Z][a-z]{2,8}\.?\s+\d|\d)))\b/g
/**
 * "Zelvora, with a PDUFA date of D", "1. Zelvora — NDA under review; PDUFA target action date D", ": Zelvora – D1;
 * Ostrelva – D2" in a sentence of target dates: a product labelling its own item of a list.
 */
const NAME_WITH_TARGET = new RegExp(
  String.raw`\b([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122)?,\s+with\s+(?:a|an|its)\s+(?:PDUFA|[Pp]rescription\s+[Dd]rug|target\s+action|goal)\b|(?:^\s*(?:\d{1,2}[.)]\s*)?|[:;]\s*)([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122)?\s*[\u2013\u2014:-]\s*(?:[^;]{0,60};\s*(?=PDUFA|[Pp]rescription|[Tt]arget\s+[Aa]ction|[Gg]oal)|(?=${MONTH_ANY_CASE}\s+\d|\d{1,2}\s+${MONTH_ANY_CASE}))`,
  'g',
)
/** "Zelvora (PDUFA: November 14, 2025)", "KST-204 (target action date January 9, 2026)": a product with its date in parentheses. */
const NAME_BEFORE_PARENTHESISED_TARGET =
  /\b([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122)?\s*\(\s*(?:PDUFA|[Pp]rescription\s+[Dd]rug|[Tt]arget\s+[Aa]ction|[Gg]oal\s+[Dd]ate)\b/g
/**
 * "Zelvora, for which the FDA has set a PDUFA date", "a royalty on Vantrexa, for which Orvion announced a PDUFA date":
 * the antecedent of a relative clause that gives a target date.
 */
const ANTECEDENT_OF_TARGET =
  /\b([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122|\(R\))?,\s+for\s+which\b(?=[^.;]{0,80}\b(?:PDUFA|[Pp]rescription\s+[Dd]rug|target\s+action|goal\s+date))/g
/** "Zelvora – PDUFA date March 3, 2026", "Zelvora (tamrilimab): PDUFA ...", "...; Ostrelva: PDUFA ...": a headline or list item labelled by its product. */
const LABEL_BEFORE_TARGET =
  /(?:^|[;|:\u2022])\s*([A-Z][\w-]{2,})(?:\u00AE|\u2122)?\s*(?:\([^()]{1,40}\))?\s*[\u2013\u2014:|-]\s*(?:PDUFA|[Pp]rescription\s+[Dd]rug\s+[Uu]ser|[Tt]arget\s+[Aa]ction|[Gg]oal\s+[Dd]ate|FDA\s+(?:[Dd]ecision|[Aa]ction))/g
/** The patterns that read a name from the words around it (a designation, an application noun, a predicate, a label). */
/**
 * "Ostrelva was approved by the FDA in 2019": a brand as the subject of a passive approval. Mixed case only (an acronym
 * there is as often the disease: "FAP was ..."), and not the object of a preposition ("approved for FAP").
 */
const SUBJECT_OF_APPROVAL =
  /(?<!\b(?:for|of|in|with|to|and|treat|treating)\s+)\b([A-Z][a-z][\w-]*[a-z][\w-]*)(?:\u00AE|\u2122|\(R\))?\s+(?:is|was|has\s+been|had\s+been)\s+(?:(?:first|previously|already|initially|recently)\s+)?(?:FDA[- ])?approved\b/g
/**
 * A plain-English product named by what it protects against: "the Marburg virus vaccine", "its Lassa fever vaccine", "an
 * RSV vaccine". The head noun makes it a product, the capitalised pathogen or disease before it makes it this one.
 */
const PLAIN_PRODUCT =
  /\b((?:[A-Z][\w-]*[ ]){1,2}(?:(?:virus|fever|disease|toxin)[ ])?(?:vaccine|antitoxin|antivenom))\b/g
const PLAIN_PRODUCT_MARKER = /vaccine|antitoxin|antivenom/
/** "V731, its investigational " / "Zelvora, the company's " right before a plain-English product name. */
const APPOSED_BEFORE_PLAIN =
  /\b([A-Z][\w-]*\d[\w-]*|[A-Z][a-z][\w-]*)(?:\u00AE|\u2122)?,\s+(?:its|their|our|the\s+company['’]s|an?|[A-Z][\w-]*['’]s)\s+(?:(?:investigational|experimental|novel|prophylactic|preventive|live|attenuated)\s+)*$/
const NAME_PATTERNS = [
  GRANTED_NAME,
  NAME_BEFORE_APPLICATION,
  SUBJECT_OF_REVIEW,
  PRODUCT_APPOSITION,
  SHAPED_SUBJECT_OF_REVIEW,
  NAME_BEFORE_TARGET,
  LABEL_BEFORE_TARGET,
  SUBJECT_OF_APPROVAL,
  ANTECEDENT_OF_TARGET,
  NAME_BEFORE_PARENTHESISED_TARGET,
  NAME_WITH_TARGET,
] as const
/** How each name pattern reads the words it captured. */
const NAME_PATTERN_MODE = new Map<RegExp, SlotMode>([
  [GRANTED_NAME, 'lowercase'],
  [SHAPED_SUBJECT_OF_REVIEW, 'shaped'],
  [NAME_BEFORE_TARGET, 'product'],
  [LABEL_BEFORE_TARGET, 'product'],
])

/**
 * For a pattern that starts at every capital letter or every "for"/"of" (slow to run over a whole text), a plain literal
 * that each of its matches holds, lookahead included: a sentence without it cannot match, and the literal is quick to
 * look for. Literals have no assertions, so any occurrence inside a sentence is one in the whole text.
 */
const MARKERS = new Map<RegExp, RegExp>([
  [TRADEMARK, /[\u00AE\u2122\u2120]|\([Rr]\)|\((?:TM|tm)\)/g],
  [NAME_BEFORE_APPLICATION, /NDA|BLA|[Aa]pplication/g],
  [SUBJECT_OF_REVIEW, /review|PDUFA|Prescription|target|goal/g],
  [SHAPED_SUBJECT_OF_REVIEW, /review|PDUFA|Prescription|target|goal/g],
  [SUBJECT_OF_APPROVAL, /approved/g],
  [NAME_BEFORE_TARGET, /PDUFA|[Pp]rescription|[Tt]arget|[Gg]oal|review/g],
  [ANTECEDENT_OF_TARGET, /for which/g],
  [NAME_BEFORE_PARENTHESISED_TARGET, /\(\s*(?:PDUFA|[Pp]rescription|[Tt]arget|[Gg]oal)/g],
  [NAME_WITH_TARGET, /[\u2013\u2014:-]|, with/g],
  [LABEL_BEFORE_TARGET, /PDUFA|[Pp]rescription|[Tt]arget|[Gg]oal|FDA/g],
  [PRODUCT_APPOSITION, /, (?:an?|its|our|their|the)\s/gi],
  [TREATMENT_SLOT, /treatment|prevention|management|reduction/g],
])

/** A word as the stem-name scan reads it; NEXT_WORD: the same, at a given place. */
const WORD = /[A-Za-z][\w-]*[A-Za-z0-9]/g
const NEXT_WORD = new RegExp(WORD.source, 'y')

/** The dosage-form words right after a name (see DOSAGE_FORM_WORDS in drug-names.ts). */
const DOSAGE_FORM_AFTER = new RegExp(
  String.raw`^(?:\s+(?:${[...DOSAGE_FORM_WORDS].sort((a, b) => b.length - a.length).join('|')})\b)+`,
  'i',
)
/** ", and " / " and " / ", " after a name: another item of the same list follows. */
const CONJUNCTION_AFTER = /^(?:\s*,\s*(?:and\s+)?|\s+and\s+)/
/** A capitalised name (or code) and a conjunction right before a name: "Zelvora and " in "Zelvora and Ostrelva have". */
const CONJUNCT_BEFORE =
  /(?:^|[\s(])([A-Z][\w-]*[a-z0-9][\w-]*|[A-Z]{2,}-?\d[\w-]*)(?:\u00AE|\u2122)?(?:\s*,\s*(?:and\s+)?|\s+and\s+)$/

/**
 * The other items of a coordinated list whose one item a slot or a predicate named: "the NDAs for Zelvora and Ostrelva",
 * "Zelvora and Ostrelva have PDUFA dates". Each item must itself read as a name where the slot stands (up to three more).
 */
function conjunctsOf(text: string, capture: Capture, mode: SlotMode): Capture[] {
  const found: Capture[] = []
  let end = capture.end
  for (let k = 0; k < 3; k++) {
    const link = CONJUNCTION_AFTER.exec(text.slice(end))
    if (link === null) break
    const next = captureName(text, end + link[0].length, mode === 'lowercase' ? 'capital' : mode)
    if (next === null) break
    found.push(next)
    end = next.end
  }
  const before = CONJUNCT_BEFORE.exec(text.slice(Math.max(0, capture.start - 60), capture.start))
  if (before !== null && isNameLikeToken(before[1]!, 'capital')) {
    const start = capture.start - before[0].length + before[0].indexOf(before[1]!)
    found.push({ name: stripMarks(before[1]!), start, end: start + before[1]!.length })
  }
  return found
}

/**
 * A title-case headline ending on its product: "... Provides Regulatory Update on Tremvanta", "... Extension of NDA
 * Review for Praxenta", "... Mid-Cycle Communication for Velquara". Most of its longer words are capitalised.
 */
// After a regulatory noun only: "... Approval of X (generic) for Hypercholesterolemia" ends on the disease.
const HEADLINE_TOPIC =
  /\b(?:[Uu]pdate|[Rr]eview|[Cc]ommunication|[Ee]xtension|[Dd]ate|[Ss]ubmission|[Aa]pplication|s?NDA|s?BLA|[Aa]cceptance|[Dd]esignation|[Ll]etter|[Dd]ecision|[Mm]eeting|[Rr]esubmission)\s+(?:on|for|of)\s+([A-Z][\w-]*[a-z0-9][\w-]*)(?:\u00AE|\u2122)?\s*[.!]?\s*$/
/**
 * An all-caps headline naming its product before the regulatory noun: "... UPDATE ON ZELVORA PDUFA DATE OF ...",
 * "... ACCEPTANCE OF NDA FOR KST-204". Read in title case ("Zelvora"), a code as written.
 */
const CAPS_HEADLINE_NAME =
  /\b(?:ON|FOR|OF)\s+([A-Z][A-Z0-9-]{3,})(?:\u00AE|\u2122)?(?:\s+(?:PDUFA|S?NDA|S?BLA|NEW\s+DRUG|BIOLOGICS|TARGET\s+ACTION|GOAL|APPROVAL|REVIEW)\b|\s*$)/g
function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '')
  return letters.length >= 20 && letters.replace(/[^a-z]/g, '').length <= letters.length * 0.05
}
function titleCased(word: string): string {
  return /\d/.test(word) ? word : word[0]! + word.slice(1).toLowerCase()
}

function isTitleCase(text: string): boolean {
  const words = text.match(/\b[A-Za-z][\w-]{3,}\b/g) ?? []
  return words.length >= 4 && words.filter((w) => /^[A-Z]/.test(w)).length >= words.length * 0.7
}

function shiftCapture(capture: Capture, offset: number): Capture {
  return { name: capture.name, start: capture.start + offset, end: capture.end + offset }
}

/** Collects every name the text gives a drug, then indexes each occurrence by sentence. */
export function buildDrugLexicon(folded: string, sentences: readonly Sentence[]): DrugLexicon {
  const groups = new NameGroups()
  const companies = companyNames(folded)
  const addWithAliases = (capture: Capture) => {
    if (capture.name.split(' ').some((w) => BIOMARKER_WORD.test(w))) return
    if (COMPANY_AFTER_NAME.test(folded.slice(capture.end, capture.end + 40))) return
    if (capture.name.split(' ').some((w) => companies.has(w.toLowerCase()))) return
    const key = groups.add(capture.name)
    // "Ostrelva Oral Suspension (ostrelvine)": the alias follows the dosage form the name stopped before.
    const form = DOSAGE_FORM_AFTER.exec(folded.slice(capture.end, capture.end + 80))
    for (const alias of parentheticalAliases(folded, capture.end + (form?.[0].length ?? 0))) {
      if (alias.toLowerCase() === capture.name.toLowerCase()) continue
      groups.union(key, groups.add(alias))
    }
  }

  // Most slots match in few sentences of a text: where each next matches in the whole text tells which sentences to pass over.
  const slotsNext = PRODUCT_SLOTS.map(([slot]) => new NextMatch(MARKERS.get(slot) ?? slot, folded))
  const namesNext = NAME_PATTERNS.map(
    (pattern) => new NextMatch(MARKERS.get(pattern) ?? pattern, folded),
  )
  const trademarkNext = new NextMatch(MARKERS.get(TRADEMARK)!, folded)
  const saltNext = new NextMatch(SALT_MARKER, folded)
  // "About Velocet" on a line of its own: the product a press release presents (an "About <company>" is no product).
  const featuredKeys = new Set<string>()
  for (const sentence of sentences) {
    const heading = ABOUT_HEADING.exec(folded.slice(sentence.start, sentence.end))
    if (heading === null) continue
    const name = stripMarks(heading[1]!)
    const words = name.split(' ')
    if (
      words.length > 3 ||
      !isNameLikeToken(words[0]!, 'capital') ||
      words.some((w) => COMPANY_TOKENS.has(w.toLowerCase()) || companies.has(w.toLowerCase()))
    )
      continue
    const start = sentence.start + heading.index + heading[0].indexOf(heading[1]!)
    addWithAliases({ name, start, end: start + heading[1]!.length })
    featuredKeys.add(drugKey(name))
  }
  for (const sentence of sentences) {
    const text = folded.slice(sentence.start, sentence.end)
    // Sentence offsets to text offsets (a module function: an arrow made here per sentence costs a closure, and under tsx a __name call, each time).
    const offset = sentence.start
    const skippable = edgesReadAlike(folded, sentence.start, sentence.end)
    for (let k = 0; k < PRODUCT_SLOTS.length; k++) {
      const [slot, mode] = PRODUCT_SLOTS[k]!
      if (skippable && !slotsNext[k]!.startsIn(sentence.start, sentence.end)) continue
      slot.lastIndex = 0
      let m: RegExpExecArray | null
      while ((m = slot.exec(text)) !== null) {
        const capture = captureName(text, m.index + m[0].length, mode)
        if (capture !== null) {
          addWithAliases(shiftCapture(capture, offset))
          for (const conjunct of conjunctsOf(text, capture, mode))
            addWithAliases(shiftCapture(conjunct, offset))
        }
        if (m[0].length === 0) slot.lastIndex++
      }
    }
    for (let k = 0; k < NAME_PATTERNS.length; k++) {
      const pattern = NAME_PATTERNS[k]!
      if (skippable && !namesNext[k]!.startsIn(sentence.start, sentence.end)) continue
      pattern.lastIndex = 0
      let m: RegExpExecArray | null
      while ((m = pattern.exec(text)) !== null) {
        const raw = m[1] ?? m[2] ?? ''
        const words = raw.split(/\s+/)
        // Keep the name-like tail: "Day One's Tovorafenib" is not a name, "Tovorafenib" is; a brand keeps its
        // formulation word ("Ostrelva XR has a PDUFA date").
        const tail: string[] = []
        const last = words.length - 1
        const formulation =
          last >= 1 &&
          continuesBrand(words[last - 1]!, words[last]!) &&
          isNameLikeToken(words[last - 1]!, 'capital')
        if (formulation) tail.unshift(words[last]!)
        for (let i = formulation ? last - 1 : last; i >= 0; i--) {
          const word = words[i] ?? ''
          if (!isNameLikeToken(word, NAME_PATTERN_MODE.get(pattern) ?? 'capital')) break
          tail.unshift(word)
        }
        if (tail.length === 0) continue
        const name = tail.join(' ')
        const start = m.index + m[0].indexOf(name)
        const capture = { name: stripMarks(name), start, end: start + name.length }
        addWithAliases(shiftCapture(capture, offset))
        const mode = NAME_PATTERN_MODE.get(pattern) ?? 'capital'
        for (const conjunct of conjunctsOf(text, capture, mode))
          addWithAliases(shiftCapture(conjunct, offset))
      }
    }
    if (!skippable || trademarkNext.startsIn(sentence.start, sentence.end)) {
      TRADEMARK.lastIndex = 0
      let tm: RegExpExecArray | null
      while ((tm = TRADEMARK.exec(text)) !== null) {
        const words = stripMarks(tm[1] ?? '').split(' ')
        while (
          words.length > 0 &&
          (CAPITAL_STOP.has(words[0]!.toLowerCase()) || PHRASE_STOP.has(words[0]!.toLowerCase()))
        )
          words.shift()
        if (words.length === 0) continue
        const name = words.join(' ')
        const start = tm.index + tm[0].indexOf(name)
        addWithAliases(shiftCapture({ name, start, end: tm.index + tm[0].length }, offset))
      }
    }
    if (isAllCaps(text)) {
      CAPS_HEADLINE_NAME.lastIndex = 0
      for (let c = CAPS_HEADLINE_NAME.exec(text); c !== null; c = CAPS_HEADLINE_NAME.exec(text)) {
        const name = titleCased(c[1]!)
        if (CAPITAL_STOP.has(name.toLowerCase()) || !isNameLikeToken(name, 'capital')) continue
        const start = c.index + c[0].indexOf(c[1]!)
        addWithAliases(shiftCapture({ name, start, end: start + name.length }, offset))
      }
    }
    const topic = isTitleCase(text) ? HEADLINE_TOPIC.exec(text) : null
    if (topic !== null && isNameLikeToken(topic[1]!, 'capital')) {
      const start = topic.index + topic[0].indexOf(topic[1]!)
      addWithAliases(
        shiftCapture({ name: topic[1]!, start, end: start + topic[1]!.length }, offset),
      )
    }
    if (PLAIN_PRODUCT_MARKER.test(text)) {
      PLAIN_PRODUCT.lastIndex = 0
      for (let p = PLAIN_PRODUCT.exec(text); p !== null; p = PLAIN_PRODUCT.exec(text)) {
        const words = p[1]!.split(' ')
        // "The", "FDA", "Company": a capital that opens the sentence or names an agency is no part of the name.
        while (words.length > 1 && CAPITAL_STOP.has(words[0]!.toLowerCase())) words.shift()
        if (words.length < 2 || !/^[A-Z]/.test(words[0]!)) continue
        const name = words.join(' ')
        const start = p.index + p[0].length - name.length
        addWithAliases(shiftCapture({ name, start, end: start + name.length }, offset))
        // "V731, its investigational Marburg vaccine": the plain name in apposition is another name of the product.
        const apposed = APPOSED_BEFORE_PLAIN.exec(text.slice(Math.max(0, start - 80), start))
        if (apposed !== null && isNameLikeToken(apposed[1]!, 'capital'))
          groups.union(groups.add(stripMarks(apposed[1]!)), groups.add(name))
      }
    }
    // Stem names and codes anywhere; a name of two words read whole ("obecabtagene autoleucel", "olipudase alfa").
    // The words of /[A-Za-z][\w-]*[A-Za-z0-9]/g one at a time (no array of every word's match): a word that can start a name
    // looks at the words after it with the same pattern, sticky, where only spaces separate them.
    WORD.lastIndex = 0
    for (let w = WORD.exec(text); w !== null; w = WORD.exec(text)) {
      const token = w[0]
      const kind = tokenKind(token)
      const named = kind === TOKEN_NAMED
      if (kind === TOKEN_NONE) continue
      const start = w.index
      let current = token
      let end = start + token.length
      let extended = false
      for (;;) {
        let gap = end
        while (text.charCodeAt(gap) === 32) gap++
        if (gap === end) break
        NEXT_WORD.lastIndex = gap
        const next = NEXT_WORD.exec(text)
        if (next === null || !continuesName(current, next[0])) break
        current = next[0]
        end = gap + current.length
        extended = true
      }
      // An enzyme word or a gene-therapy head alone is not a name: "kinase", "oncogene".
      if (!named && !extended) continue
      addWithAliases(shiftCapture({ name: text.slice(start, end), start, end }, offset))
      WORD.lastIndex = end
    }
    if (saltNext.startsIn(sentence.start, sentence.end)) {
      SALT_NAME.lastIndex = 0
      for (let s = SALT_NAME.exec(text); s !== null; s = SALT_NAME.exec(text)) {
        if (isSaltHead(s[1]!))
          addWithAliases(
            shiftCapture({ name: s[0], start: s.index, end: s.index + s[0].length }, offset),
          )
      }
    }
    // "(tovorafenib)" after a brand or code names the brand too.
    if (text.includes('('))
      for (const paren of text.matchAll(/\(([^()]{2,60})\)/g)) {
        const inner = (paren[1] ?? '').split(/\s*,\s*/)[0] ?? ''
        if (!isDrugLike(inner) && !groups.surface.has(drugKey(inner))) continue
        const outer = nameBeforeParenthesis(text, paren.index ?? 0)
        if (outer === null || outer.name.toLowerCase() === inner.toLowerCase()) continue
        const outerKey = groups.add(outer.name)
        groups.union(outerKey, groups.add(stripMarks(inner)))
      }
  }

  // "ZENTRIVA (zentrivamab), also known as ZNT-101": the other name of the same drug.
  // Cheap prefilter: without one of the alias phrases in the text, no name's alias pattern can match.
  // Compiling a pattern per name is the costly part: compile it only for a name that can end right before an alias phrase.
  const aliasEnds = ALIAS_PHRASE.test(folded) ? aliasNameEnds(folded) : null
  // The text with only A-Z lowered (offsets unchanged), where a one-word ASCII name is found with indexOf.
  const asciiLower = asciiLowerCase(folded)
  if (aliasEnds !== null)
    for (const key of [...groups.order]) {
      const name = groups.surface.get(key) ?? key
      if (!mayEndAt(folded, name, aliasEnds)) continue
      for (const other of aliasesAfter(folded, asciiLower, name)) {
        if (CAPITAL_STOP.has(other.toLowerCase()) || PHRASE_STOP.has(other.toLowerCase())) continue
        groups.union(key, groups.add(other))
      }
    }

  // A name inside a longer one is the same drug: "tisotumab" in "tisotumab vedotin", "pegcetacoplan" in "intravitreal pegcetacoplan".
  // Each key padded once, not once per pair it is compared in.
  const padded = groups.order.map((key) => ` ${key} `)
  for (let i = 0; i < groups.order.length; i++) {
    const shorter = groups.order[i]!
    for (let j = 0; j < groups.order.length; j++) {
      const longer = groups.order[j]!
      if (shorter !== longer && longer.length > shorter.length && padded[j]!.includes(padded[i]!))
        groups.union(shorter, longer)
    }
  }

  const entityOfRoot = new Map<string, number>()
  const entityNames: string[][] = []
  for (const key of groups.order) {
    const root = groups.find(key)
    let entity = entityOfRoot.get(root)
    if (entity === undefined) {
      entity = entityNames.length
      entityOfRoot.set(root, entity)
      entityNames.push([])
    }
    entityNames[entity]!.push(groups.surface.get(key) ?? key)
  }

  const mentionsBySentence = indexMentions(folded, asciiLower, sentences, groups, entityOfRoot)
  const all = mentionsBySentence.flat()
  const onlyDrug = all.length > 0 && all.every((m) => m.entity === all[0]!.entity) ? all[0]! : null
  const featuredEntities = new Set(
    [...featuredKeys]
      .map((key) => entityOfRoot.get(groups.find(key)))
      .filter((e): e is number => e !== undefined),
  )
  const featured =
    featuredEntities.size === 1 ? (all.find((m) => featuredEntities.has(m.entity)) ?? null) : null
  return { entityNames, mentionsBySentence, onlyDrug, featured, companies: [...companies] }
}

// What ends right before an application's object: "the NDA for its ", "seeking full approval of ".
const APPLICATION_OBJECT_LEAD = new RegExp(
  String.raw`${APPLICATION_SLOT}(?:the\s+|its\s+|our\s+)?$|\bseek(?:s|ing)?\s+(?:(?:accelerated|full|traditional|marketing|u\.s\.)\s+)*approvals?\s+(?:of|for)\s+$`,
  'i',
)

function indexMentions(
  folded: string,
  asciiLower: string,
  sentences: readonly Sentence[],
  groups: NameGroups,
  entityOfRoot: Map<string, number>,
): DrugMention[][] {
  const mentionsBySentence: DrugMention[][] = sentences.map(() => [])
  const taken: Array<[number, number]> = []
  const names = [...groups.order]
    .map((key) => groups.surface.get(key) ?? key)
    .filter((n) => n.length >= 3)
  names.sort((a, b) => b.length - a.length)
  for (const name of names) {
    const entity = entityOfRoot.get(groups.find(drugKey(name)))
    if (entity === undefined) continue
    for (const m of occurrences(folded, asciiLower, name)) {
      const start = m.index
      const end = start + m[0].length
      if (taken.some(([s, e]) => start < e && s < end)) continue
      const sentence = sentenceAt(sentences, start)
      if (sentence === -1) continue
      taken.push([start, end])
      const lead = folded.slice(Math.max(0, start - 60), start)
      const applicationObject = APPLICATION_OBJECT_LEAD.test(lead)
      mentionsBySentence[sentence]!.push({
        entity,
        name: m[0],
        start,
        end,
        sentence,
        companion: false,
        applicationObject,
      })
    }
  }
  for (const [index, mentions] of mentionsBySentence.entries()) {
    mentions.sort((a, b) => a.start - b.start)
    const sentence = sentences[index]!
    // A companion is named right after the drug it goes with: "RP1 (...) in combination with nivolumab", "X and Y".
    for (const mention of mentions) {
      const previous = [...mentions]
        .reverse()
        .find((other) => other.end <= mention.start && other.entity !== mention.entity)
      if (previous === undefined || previous.end < sentence.start) continue
      const between = folded.slice(previous.end, mention.start)
      if (
        between.length <= 60 &&
        // A parenthesis that gives the first its own date ("X (PDUFA date of D) and Y") makes them two items, not a pair.
        /^\)?\s*(?:\((?![^)]*(?:\bpdufa\b|\bdate\b|\d{4}))[^)]*\))?\s*,?\s*(?:in\s+combination\s+with|combined\s+with|plus|along\s+with|together\s+with|added\s+to|on\s+top\s+of|with|and|\+)\s*$/i.test(
          between,
        )
      ) {
        mention.companion = true
      }
    }
  }
  return mentionsBySentence
}

function sentenceAt(sentences: readonly Sentence[], offset: number): number {
  let low = 0
  let high = sentences.length - 1
  while (low <= high) {
    const mid = (low + high) >> 1
    const s = sentences[mid]!
    if (offset < s.start) high = mid - 1
    else if (offset >= s.end) low = mid + 1
    else return mid
  }
  return -1
}
