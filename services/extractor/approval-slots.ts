/**
 * The product slots of an outcome's object (APPROVAL_SLOTS, in PRODUCT_SLOTS's order, which spreads them after the
 * application's slot): what the agency approved, granted, expanded, authorised, designated or refused, and what a
 * company sought, received or won approval for, including the product the agency's passive approval is about. Apart
 * from product-slots.ts because they are one kind of slot (the object of a decision) and the table passed ~400 lines;
 * the slots of a target date, a review, a letter and a product's description stay there, with the shared phrases in
 * product-slot-phrases.ts.
 * The table is read in one order, and its first part stands here: the product a panel advised on, a company sought or
 * bid for, or is to sell under a brand, a letter's finding, the object of an approval's noun ("FDA approval for X",
 * "U.S. approval of X", "approval to market X", "approval to expand the label for X") and the answer awaited. The
 * decision itself told by its verb or its receipt (the FDA approved, granted, extended, cleared or rejected X; X was
 * approved by the FDA; a company received or won approval for X) is decided-product-slots.ts, spread in at the end:
 * apart because the table passed ~400 lines again.
 */
import type { SlotMode } from './name-tokens.js'
import { determiners } from './lexicon/determiners.js'
import { closedWords } from './lexicon/function-words.js'
import { FDA_ASIDE, FDA_COMMA_ASIDE, usAgencyNouns } from './lexicon/agencies.js'
import { expandingVerbs, clearanceNouns, recommendingVerbs } from './lexicon/outcome-idioms.js'
import {
  productNouns,
  approvalKinds,
  nameKinds,
  sellingVerbs,
  receiptVerbs,
  marketingPurposes,
} from './lexicon/products.js'
import { labelScopes } from './lexicon/descriptors.js'
import { notProductObjects } from './lexicon/approval-objects.js'
import { applicationNouns } from './lexicon/applications.js'
import { REFUSAL_LETTER, letterFindingVerbs } from './lexicon/letters.js'
import { toldPastOrPresent } from './lexicon/telling.js'
import { APPLICATION_NOUN } from './product-slot-phrases.js'
import { DECIDED_PRODUCT_SLOTS } from './decided-product-slots.js'

export const APPROVAL_SLOTS: ReadonlyArray<readonly [RegExp, SlotMode]> = [
  // "voted 10-3 against recommending that Zelvora be approved for ...", "urged that Zelvora not be approved": the product of
  // a panel's advice, named in its subjunctive object clause (a capitalised name of up to three words right before "be").
  [
    new RegExp(
      String.raw`\b${recommendingVerbs('recommend', 'recommends', 'recommended', 'recommending', 'urge', 'urges', 'urged', 'urging', 'advise', 'advised', 'advising', 'voted', 'votes', 'vote')}\s+that\s+(?:the\s+fda\s+)?(?=[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2}(?:\s*\([^()]{1,40}\))?\s+(?:not\s+)?be\s+approved\b)`,
      'g',
    ),
    'capital',
  ],
  // "seeking accelerated approval of zelrafib", "its request for “accelerated approval of zelrafib for ...”" (a company's
  // request for the product's approval is its application)
  [
    new RegExp(
      String.raw`\b(?:seek(?:s|ing)?|(?:${notProductObjects('request')}|${applicationNouns('application')})s?\s+for)\s+["“]?(?:(?:${approvalKinds('accelerated', 'full', 'traditional', 'marketing', 'conditional')}|u\.s\.)\s+)*approvals?\s+(?:of|for)\s+`,
      'gi',
    ),
    'lowercase',
  ],
  // "FDA approves expanded indications for Ilvara", "approved a new indication for Zelvora": the product whose scope an
  // approval widens, after the scope noun
  [
    new RegExp(
      String.raw`\b(?:approv(?:ed|es)|grant(?:ed|s))\s+(?:an?\s+|the\s+)?(?:${labelScopes('expanded', 'supplemental')}|new|additional)\s+${labelScopes('indication', 'indications', 'use', 'uses')}\s+(?:for|of)\s+(?=[A-Z])`,
      'g',
    ),
    'capital',
  ],
  // "approved the twice-daily inhaler, to be sold as Pelvoria Breeze, for ...", "which will be marketed under the brand
  // name Zelvora": the brand the product of today's news will be sold under, named by the sales clause rather than as the
  // verb's object. Only with its future auxiliary: "the first approval, in 2006, of an extract marketed as Veltrene" is
  // an earlier product's name, told as history, and would give today's approval another product. The participle alone
  // in apposition to the bare product noun is the same future's ("The therapy, sold under the brand name Zelvora, will
  // launch in May", after "regulators approved Kestrel's enzyme therapy"): the noun takes up the product just decided.
  [
    new RegExp(
      String.raw`\b(?:(?:to|will)\s+be\s+|(?:[Tt]he|[Ii]ts)\s+${productNouns('drug', 'medicine', 'product', 'therapy', 'treatment', 'vaccine', 'biologic', 'antibody')}\s*,\s+)${sellingVerbs('sold', 'marketed', 'branded')}\s+(?:as|under\s+the\s+${nameKinds('brand', 'trade')}\s+names?)\s+(?=[A-Z])`,
      'g',
    ),
    'capital',
  ],
  // "The approval allows the company to launch its first commercial therapy under the brand name Zelvora": the same
  // future told by a launching verb's infinitive or future (a few words of its object between), the brand today's
  // decided product will be launched under ("launched under the brand name X in 2006" is history: no "to" or "will").
  [
    new RegExp(
      String.raw`\b(?:to|will)\s+${marketingPurposes('launch', 'market', 'sell', 'commercialize', 'commercialise')}\s+(?:[\w'’-]+\s+){0,5}?under\s+the\s+${nameKinds('brand', 'trade')}\s+names?\s+(?=[A-Z])`,
      'g',
    ),
    'capital',
  ],
  // "Under the brand name Zelvora, the drug's approval came early": a sentence opened by the brand its product noun is
  // sold under, the noun right after the comma taking up the product the sentence before decided (wire copy that names
  // the approved drug only after telling the approval). Only with that noun after the comma: "Under the brand name
  // Veltrene, Kestrel sold an earlier extract" names another matter.
  [
    new RegExp(
      String.raw`(?:^|[.!?]\s+)[Uu]nder\s+the\s+${nameKinds('brand', 'trade')}\s+name\s+(?=[A-Z][\w-]{1,30}(?:\s+[A-Z][\w-]{1,30})?\s*,\s+(?:the|its)\s+${productNouns('drug', 'medicine', 'product', 'therapy', 'treatment', 'vaccine', 'biologic', 'antibody')}\b)`,
      'g',
    ),
    'capital',
  ],
  // "turned down its bid to receive approval to treat patients with ACS with Zelvora": the product a bid for a use names
  // last, after the condition ("with" before a capital, the last of its clause: the condition's own "with" comes first).
  [
    new RegExp(
      String.raw`\b(?:bid|${applicationNouns('application')})\s+to\s+${receiptVerbs('receive', 'win', 'gain', 'obtain')}\s+(?:(?:fda|u\.s\.)\s+)?approval\s+to\s+treat\s+[^.;,]{1,80}\s+with\s+(?=[A-Z])`,
      'gi',
    ),
    'capital',
  ],
  // "The second letter from the FDA says that tovaline (Zelquin) was not effective enough": what the agency's letter finds
  // of is the product it refuses (the letter told the sentence before as a rejection of an application unnamed). Only a
  // name with its other name in parentheses (a nonproprietary name and its brand, either way round): "said that Kestrel
  // must run another trial" names the company.
  [
    new RegExp(
      String.raw`\b(?:${REFUSAL_LETTER}|letter)\s+from\s+(?:the\s+)?(?:u\.s\.\s+)?${usAgencyNouns('fda', 'agency')}\s+(?:${toldPastOrPresent(['say'])}|${letterFindingVerbs('stated', 'indicated', 'concluded', 'found', 'determined')})\s+that\s+(?=[a-z][a-z-]{3,30}\s*\([A-Z]|[A-Z][\w-]{2,30}\s*\([a-z])`,
      'gi',
    ),
    'lowercase',
  ],
  // "requesting FDA approval of tamrilimab", "a bid for approval of Zelvora", "its request for accelerated approval of
  // tamrilimab" (the request's kind of approval, and a quotation opened before it: "request for \"accelerated approval
  // of tamrilimab for ...\"", s19 r38)
  [
    new RegExp(
      String.raw`\b(?:requests?|requesting|bid\s+for|request\s+for)\s+["“]?(?:fda\s+)?(?:${approvalKinds('accelerated', 'full', 'traditional', 'regular', 'marketing', 'conditional')}\s+)?approval\s+(?:of|for)\s+`,
      'gi',
    ),
    'lowercase',
  ],
  // "the agency approval for Ostavia", "received Food and Drug Administration approval for Ostavia" (the agency's full
  // name as the noun's modifier, its abbreviation in parentheses or none: "Food and Drug Administration (FDA) approval
  // for Ostavia"; the trade press's "FDA clearance for its new pill Ostavia")
  [
    new RegExp(
      String.raw`\b(?:fda|agency|drug\s+administration)(?:\s*${FDA_ASIDE})?\s+(?:approval|${clearanceNouns('clearance')})\s+(?:of|for)\s+`,
      'gi',
    ),
    'lowercase',
  ],
  // "announcing the approval by the U.S. Food and Drug Administration of Ostavia": the agency as the noun's agent between
  // it and its object (its abbreviation in parentheses or between commas after "or"); a capitalised name only.
  [
    new RegExp(
      String.raw`\bapproval\s+by\s+(?:the\s+)?(?:u\.s\.\s+)?(?:fda|food\s+and\s+drug\s+administration)(?:\s*${FDA_ASIDE}|${FDA_COMMA_ASIDE})?\s+of\s+(?=[A-Z])`,
      'gi',
    ),
    'capital',
  ],
  // "approved the use of Ostavia in adults", "approval of the use of Ostavia": the product whose use is approved
  [/\bapprov(?:ed|es|al\s+of)\s+the\s+use\s+of\s+(?=[A-Z])/gi, 'capital'],
  // "received FDA approval for marketing Ostavia", "approval to market Ostavia", "approved for sale the company's
  // Ostavia": the product whose marketing the approval allows, a capitalised name after the purpose (lexicon/products.ts
  // MARKETING_PURPOSES; "approval to market the drug in Europe" names none)
  [
    new RegExp(
      String.raw`\b(?:approval|approved)\s+(?:for|to)\s+${marketingPurposes('marketing', 'market', 'sell', 'sale', 'commercialize', 'commercialise', 'commercialization', 'commercialisation')}\s+(?:of\s+)?(?:(?:the\s+company['’]s|${determiners('its', 'their', 'our')})\s+)?(?=[A-Z])`,
      'gi',
    ),
    'capital',
  ],
  // "Achieved U.S. Approval of Corvenza in ...", "received U.S. approval for Ostavia": the market named for its agency; a
  // capitalised name only ("U.S. approval for the treatment of" names the indication).
  [/\bu\.s\.\s+approval\s+(?:of|for)\s+/gi, 'capital'],
  // "highlighted by ..., regulatory approval for Corvenza in adults in the U.S.": the approval's regulatory modifier, a
  // capitalised name only ("regulatory approval for the treatment of" names the indication).
  [/\bregulatory\s+approval\s+(?:of|for)\s+/gi, 'capital'],
  // "gave final approval for its Ostavia once-daily tablet": the approval's object after a possessive, a name only (not
  // "approval for its indication"; "approval for the treatment of" is the indication's: TREATMENT_SLOT)
  [
    new RegExp(
      String.raw`\b(?:${approvalKinds('final', 'full', 'accelerated', 'traditional', 'marketing')}\s+)?approval\s+for\s+(?:its|their)\s+(?=[A-Z])`,
      'g',
    ),
    'capital',
  ],
  // "granted final approval to expand the label for Ostavia XR", "approval to broaden the indication of X", "turned down
  // its bid to expand the use of X": the product whose scope the approval (or the bid refused) expands
  [
    new RegExp(
      String.raw`\b(?:approval|bid)\s+to\s+${expandingVerbs('expand', 'broaden', 'widen')}\s+(?:the|its)\s+(?:${labelScopes('label', 'labeling', 'indication', 'use')})\s+(?:for|of)\s+(?=[A-Z])`,
      'gi',
    ),
    'capital',
  ],
  // "approved Kestrel's supplemental Biologics License Application for an expanded indication for its Ostavia", "...
  // (sBLA) that supports expanded use of Ostavia": the application's object past the scope it asks for (a relative
  // clause's verb in its third person between them)
  [
    new RegExp(
      String.raw`\b${APPLICATION_NOUN}(?:\s*\([^)]{1,24}\))?\s+(?:for\s+an?|${closedWords('that', 'which')}\s+[a-z]{3,12}s(?:\s+an?|\s+the)?)\s+(?:${labelScopes('expanded', 'supplemental')}|new|additional)\s+(?:${labelScopes('indication', 'label', 'use')})\s+(?:for|of)\s+(?:its\s+|the\s+)?(?=[A-Z])`,
      'gi',
    ),
    'capital',
  ],
  // "set to hear back from the FDA on whether selvorant ... is good enough for approval": what the agency's answer is on
  // (decision-frame-patterns.ts, HEARS_BACK_AFTER_DAY).
  [
    new RegExp(
      String.raw`\bhear\s+(?:back\s+)?from\s+(?:the\s+)?(?:fda|agency)\s+(?:${closedWords('on', 'about', 'regarding')}\s+)?whether\s+`,
      'gi',
    ),
    'lowercase',
  ],
  ...DECIDED_PRODUCT_SLOTS,
]
