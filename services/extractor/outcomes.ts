/**
 * Decision outcomes in one sentence: an FDA approval or a complete response letter (CRL), as an event the
 * filing reports now, with the decision date when the sentence binds one to the decision itself.
 *
 * Not outcomes: "approvable" letters, tentative approvals, hypotheses ("if approved", "may receive a CRL"),
 * approvals by other agencies, drugs that are already on the market ("currently approved"), definitions
 * ("a complete response letter is ..."), and CRLs of an earlier cycle ("response to the December 2023 CRL").
 * A date bound to the announcement ("announced on August 1, 2020 that the FDA has approved") is not the
 * decision date.
 */
import { ARTICLES, POSSESSIVES, determiners } from './lexicon/determiners.js'
import type { DateMention } from './dates.js'
import { DATE_KINDS, dateNouns } from './lexicon/date-nouns.js'
import { PUBLISHED, toldPast } from './lexicon/telling.js'
import { matchesOf } from './regexp-matches.js'
import { closedWords } from './lexicon/function-words.js'
import { conditionWords } from './lexicon/hedges.js'
import { modalsOf } from './lexicon/modals.js'
import { dateQualifiers } from './lexicon/qualifiers.js'
import { partsOfDay } from './lexicon/qualifiers.js'
import { productNouns } from './lexicon/products.js'
import { approvalKinds } from './lexicon/products.js'
import { receiptVerbs } from './lexicon/products.js'
import { usAgencyNouns, foreignMarkets, foreignAgencies } from './lexicon/agencies.js'
import { otherEvents } from './lexicon/events.js'
import { applicationNouns } from './lexicon/review.js'
import { givingForms } from './lexicon/assignment.js'
import { companyRoles } from './lexicon/company-forms.js'
import { accessProgrammes, addedWords, notProductObjects } from './lexicon/approval-objects.js'
import { ordinals } from './lexicon/numbers.js'
import { topicNouns } from './lexicon/topics.js'
import { hedgeWords } from './lexicon/hedges.js'
import { raisingVerbs } from './lexicon/review.js'

export interface OutcomeEvent {
  kind: 'approval' | 'crl'
  anchor: { start: number; end: number }
  strength: 'strong' | 'weak'
  decisionDate: DateMention | null
  /** The decision date is bound to the verb by "on D" or "D approval" (as opposed to a table cell). */
  dateStrength: 'strong' | 'weak'
  /**
   * The text expects the decision rather than tells it ("expects to receive a complete response letter by the goal
   * date", "believes the FDA will issue a CRL"): read, held as hedged, and never a decision of the cycle.
   */
  anticipated?: boolean
}

// "the U.S. Food and Drug Administration ("FDA")", "the agency's", "regulators": the agency as a subject.
const FDA = String.raw`(?:u\.s\.\s+|us\s+)?(?:fda|food\s+and\s+drug\s+administration|agency|regulators?)(?:'s)?(?:\s*\(\s*"?fda"?\s*\))?`

const APPROVAL_PATTERNS: ReadonlyArray<readonly [RegExp, 'strong' | 'weak']> = [
  // "Kestrel Announces FDA Approval of ZOLTIVA (pemrastat) for ...", "Receives U.S. FDA Accelerated Approval for X": a
  // release announcing its own approval.
  [
    // Case-sensitive so that the product's capital is one; the words in either case or in capitals.
    new RegExp(
      String.raw`\b(?:[Aa]nnounce[sd]?|ANNOUNCES|[Rr]eceive[sd]?|RECEIVES)\s+(?:U\.S\.\s+)?(?:FDA|[Ff]ood\s+and\s+[Dd]rug\s+[Aa]dministration)\s+(?:(?:[Ff]ull|[Aa]ccelerated|[Tt]raditional|FULL|ACCELERATED)\s+)?(?:[Aa]pproval|APPROVAL)\s+(?:${closedWords('of', 'for')}|OF|FOR)\s+(?=[A-Z])`,
      'g',
    ),
    'strong',
  ],
  // The FDA (on Monday) approved / has approved / approves X
  [
    new RegExp(
      String.raw`\b${FDA}\s+(?:#+,?\s+|today\s+|has\s+|have\s+|had\s+|formally\s+|officially\s+)?(?:approved|approves)\b`,
      'gi',
    ),
    'strong',
  ],
  // The FDA granted / handed / gave (accelerated) approval
  [
    new RegExp(
      String.raw`\b${FDA}\s+(?:has\s+|have\s+)?${givingForms('granted', 'grants', 'handed', 'hands', 'gave', 'gives', 'awarded', 'issued')}\s+(?:[\w-]+\s+){0,4}?(?:${approvalKinds('full', 'accelerated', 'traditional', 'regular', 'marketing', 'conditional')}\s+)?approval\b`,
      'gi',
    ),
    'strong',
  ],
  // "• Ostrelva (tavolimab) approved by the FDA on April 17, 2025": a highlight bullet drops the auxiliary (dated, at the
  // start of its line, so that "drugs approved by the FDA for X" is no event).
  [
    /^\s*(?:[\u2022*\u2013-]\s*)?[A-Z][\w-]*(?:\s*[\u00AE\u2122])?(?:\s*\([^()]{1,40}\))?\s+approved\s+by\s+(?:the\s+)?(?:u\.s\.\s+)?(?:fda|food\s+and\s+drug\s+administration)(?=\s+on\b)/gi,
    'strong',
  ],
  // X was / has been approved by the FDA
  [
    new RegExp(
      String.raw`\b(?:was|were|has\s+been|have\s+been|is\s+now)\s+(?:(?:granted\s+)?${approvalKinds('full', 'accelerated', 'traditional')}\s+)?approved\s+(?:\w+\s+){0,4}?by\s+(?:the\s+)?${FDA}`,
      'gi',
    ),
    'strong',
  ],
  // FDA approval of X was received / has been granted
  [
    new RegExp(
      String.raw`\b(?:(?:u\.s\.\s+)?fda\s+|u\.s\.\s+)?approval\s+(?:of|for)\s+[^.;#]{1,80}?\s+(?:was|has\s+been)\s+${receiptVerbs('received', 'granted', 'obtained', 'secured')}\b`,
      'gi',
    ),
    'strong',
  ],
  // "The approval was granted on D" (the approval named in the sentence before)
  [
    new RegExp(
      String.raw`\b(?:${closedWords('the', 'this')}|fda)\s+approval\s+(?:was|has\s+been)\s+${receiptVerbs('received', 'granted', 'obtained', 'secured')}\b`,
      'gi',
    ),
    'strong',
  ],
  // received / won / obtained U.S. FDA approval; the receipt of marketing approval. An inflected verb only: the bare
  // "obtain"/"receive" is a goal ("Our strategy: Obtain approval of X", "to receive approval").
  [
    new RegExp(
      String.raw`\b(?:receiv(?:es|ed)|receipt\s+of|won|wins|obtain(?:s|ed)|secur(?:es|ed)|gain(?:s|ed))\s+(?:(?:u\.s\.|us|${usAgencyNouns('fda')}|regulatory|${approvalKinds('marketing', 'accelerated', 'full', 'traditional')}|${closedWords('the')}|an?|fda's)\s+){0,4}approval\b`,
      'gi',
    ),
    'strong',
  ],
  // received marketing authorisation from the FDA (an authorisation from another agency is excluded below)
  [
    new RegExp(
      String.raw`\b(?:receiv(?:es|ed)|receipt\s+of|won|obtain(?:s|ed)|grant(?:s|ed)?)\s+(?:(?:u\.s\.|us|${approvalKinds('marketing', 'accelerated', 'full')}|the|an?)\s+){0,3}authori[sz]ation\s+(?:\w+\s+){0,3}?from\s+(?:the\s+)?${FDA}`,
      'gi',
    ),
    'strong',
  ],
  // "following the FDA approval of X" (a milestone or royalty release): the approval named, not narrated; read, not published
  [/\b(?:[Tt]he\s+)?(?:U\.S\.\s+)?(?:FDA|fda)(?:'s)?\s+approval\s+of\s+(?=[A-Z])/g, 'weak'],
  // "* Approved Sarepta Therapeutics' Exondys 51" (agency bulletins), "FDA Approval: 10/5/2018" (tables)
  [/^\s*approved\s+(?=[A-Z])/g, 'weak'],
  [/^\s*(?:fda\s+)?approval(?:\s+date)?\s*[:\t]?\s*(?=#)/gi, 'weak'],
]

// "if approved", "tentative approval", "previously approved", "the EMA approved", "no drug has received FDA approval to
// treat this disease": no approval of the FDA today.
const NOT_AN_APPROVAL = new RegExp(
  String.raw`\b(?:approvable|tentative(?:ly)?|if\s+approved|upon\s+approval|potential(?:ly)?|seek(?:s|ing)?|pending|${closedWords('should', 'would', 'could', 'may', 'might')}|expect(?:s|ed)?|anticipat\w*|plan(?:s|ned)?|not\s+(?:yet\s+)?(?:been\s+)?approved|unable\s+to\s+approve|cannot\s+approve|declin\w+\s+to\s+approve|refus\w+\s+to\s+approve|previously\s+approved|currently\s+approved|already\s+approved|first\s+approved|originally\s+approved|${foreignMarkets('european', 'china', 'chinese')}|${foreignAgencies('EMA', 'CHMP', 'MHRA', 'PMDA', 'NMPA', 'Swissmedic', 'TGA')}|health\s+canada|japan\w*|to\s+${receiptVerbs('gain', 'obtain', 'receive', 'secure')}|hope\w*|path\s+to|${closedWords('toward')}|no\s+(?:other\s+)?(?:drugs?|therap(?:y|ies)|treatments?|products?|medicines?)\s+${closedWords('has', 'have', 'had')}\b)\b`,
  'i',
)

/**
 * What the agency approves that is not a product's marketing application: a proprietary name, a study plan, a protocol,
 * or its amendment, an early or expanded access programme, cost recovery, the company's request; a manufacturing
 * supplement or site; and a payment conditioned on an approval ("if the FDA approves").
 */
const NOT_A_PRODUCT_APPROVAL = new RegExp(
  String.raw`\b(?:proprietary\s+name|trade\s*name|(?:pediatric\s+)?study\s+plan|${notProductObjects('protocol', 'amendment')}|manufacturing\s+(?:${applicationNouns('supplement')}|site|change)|if\s+(?:the\s+)?(?:fda|agency)\s+approves|contingent\s+value\s+right|${notProductObjects('cvr')}|${accessProgrammes('early', 'expanded', 'managed')}[\s-]+access|compassionate[\s-]+use|named[\s-]+patient|cost[\s-]+recovery|(?:company|sponsor)['’]s\s+request|(?:company['’]s|${POSSESSIVES})\s+other\s+(?:[\w-]+\s+)?products?)\b`,
  'i',
)
/**
 * What "approved" takes as its object when it is no product: "approved our IND", "approved our request for a Type A
 * meeting", "approved the REMS design", "approved our manufacturing facility", "approved two other GLP-1 agonists",
 * "approved our partner's sNDA", "approved a label change for our marketed product". Read right after the verb only:
 * "approved Zelvora with a REMS" is Zelvora's approval.
 */
const OBJECT_NOT_A_PRODUCT = new RegExp(
  String.raw`^\s*(?:${determiners('the', 'our', 'its', 'their', 'a', 'an', 'two', 'three', 'several')}\s+){0,2}(?:${companyRoles('company', 'sponsor', 'partner', 'licensee')}['’]s\s+|(?:collaboration\s+)?partner['’]s\s+)?(?:[\w'’-]+\s+){0,6}?(?:${notProductObjects('request', 'ind', 'rems')}|risk\s+evaluation|(?:manufacturing\s+)?facilit(?:y|ies)|fill[\s-]+finish|(?:contract\s+)?manufacturer['’]?s?|companion\s+diagnostics?|label(?:ing)?\s+change|other\s+(?:[\w-]+\s+){0,3}?${productNouns('drugs', 'products', 'therapies', 'treatments', 'agonists', 'inhibitors', 'antibodies')}|(?:[\w-]+\s+)?products?\s+(?:of|from)\s+another|(?:${addedWords('additional', 'alternate', 'alternative', 'new')}|${ordinals('second')})\s+(?:[\w-]+\s+){0,3}(?:suppliers?|manufacturers?|manufacturing\s+sites?|sources?))\b|^\s*(?:${POSSESSIVES}|the\s+company['’]s)\s+(?:(?:collaboration\s+)?partner['’]s\b|(?:${ordinals('first', 'second')}|${determiners('other')}|marketed)\s+products?\b)`,
  'i',
)
/** Another country's regulator, named. */
const FOREIGN_AGENCY = new RegExp(
  String.raw`\b(?:japan\w*|${foreignAgencies('MHLW', 'PMDA', 'EMA', 'CHMP', 'MHRA', 'Swissmedic', 'TGA', 'ANVISA', 'NMPA', 'MFDS')}|health\s+ministry|ministry\s+of\s+health|european\s+(?:commission|medicines\s+agency)|health\s+canada|${foreignMarkets('china', 'chinese')}|korea\w*)\b`,
  'i',
)
/**
 * "Japan's health ministry approved X. The approval was granted to our partner.": an approval told again by its noun
 * after a sentence naming another country's regulator is that regulator's.
 */
export function approvalToldAgainAbroad(
  sentence: string,
  event: Pick<OutcomeEvent, 'anchor'>,
  previous: string,
): boolean {
  return (
    /^(?:the|this)\s+approval\b/i.test(sentence.slice(event.anchor.start, event.anchor.end)) &&
    FOREIGN_AGENCY.test(previous)
  )
}
// "received marketing approval in Israel", "approved by regulators in Argentina": another country's approval.
const FOREIGN_APPROVAL = new RegExp(
  String.raw`\b(?:approv\w*|authori[sz]\w*)\s+(?:\w+\s+){0,3}?in\s+(?:the\s+)?(?:${foreignMarkets('europe', 'eu', 'israel', 'argentina', 'brazil', 'mexico', 'taiwan', 'india', 'australia', 'canada', 'switzerland', 'uk', 'germany', 'france', 'italy', 'spain', 'russia', 'singapore', 'turkey', 'asia')}|european\s+union|(?:south\s+)?korea|united\s+kingdom|hong\s+kong|saudi\s+arabia|latin\s+america)\b|\bregulators?\s+in\s+(?!the\s+u\.?s\b|the\s+united\s+states|u\.?s\b)[a-z]`,
  'i',
)

// "a complete response letter", "the CRL".
const CRL_PHRASE = String.raw`(?:complete\s+response\s+letter|crl)`
const CRL_PATTERNS: ReadonlyArray<readonly [RegExp, 'strong' | 'weak']> = [
  // "Norvale received a complete response letter (CRL) from the FDA", "the FDA issued a CRL"
  [
    new RegExp(
      String.raw`\b(?:receiv(?:e|es|ed|ing)|receipt\s+of|issu(?:e|es|ed|ing)|sent|deliver(?:s|ed)?|got)\s+(?:[\w"'().,-]+\s+){0,8}?(?:a\s+|an\s+|the\s+|second\s+)*${CRL_PHRASE}`,
      'gi',
    ),
    'strong',
  ],
  // "A complete response letter (CRL) for the Zelvora NDA was issued"
  [
    new RegExp(
      String.raw`\b${CRL_PHRASE}\b(?:\s*\(\s*"?crl"?\s*\))?\s+(?:\w+\s+){0,6}?(?:was|were|has\s+been|had\s+been)\s+(?:issued|${receiptVerbs('received')}|sent)`,
      'gi',
    ),
    'strong',
  ],
  // "the FDA has declined to approve the BLA for tamrilimab"
  [
    new RegExp(
      String.raw`\b${FDA}\s+(?:has\s+|have\s+)?(?:rejected|declined\s+to\s+approve|refused\s+to\s+approve)\b`,
      'gi',
    ),
    'strong',
  ],
  // "the agency, citing manufacturing, declined to approve Zelvora"
  [/\bdeclin(?:ed|es|ing)\s+to\s+approve\b/gi, 'strong'],
  // "the FDA has provided a complete response to its BLA": the letter without its noun (never the clinical "complete response rate")
  [
    new RegExp(
      String.raw`\b${FDA}\s+(?:has\s+|had\s+)?${givingForms('provided', 'issued', 'sent', 'delivered')}\s+(?:a\s+|its\s+)?complete\s+response\s+${closedWords('to', 'regarding', 'for', 'on')}\b`,
      'gi',
    ),
    'strong',
  ],
  // "Kestrel received a complete response from the FDA regarding its NDA"
  [
    new RegExp(
      String.raw`\breceiv(?:e|es|ed|ing)\s+(?:a\s+)?complete\s+response\s+from\s+(?:the\s+)?${FDA}`,
      'gi',
    ),
    'strong',
  ],
]
// "if the FDA issues a CRL", "in response to the CRL", "the previously received CRL": no CRL issued now.
const CRL_TO_ANOTHER = new RegExp(
  String.raw`^s?\s*(?:\([^)]*\)\s*)?(?:to|for)\s+(?:our\s+${companyRoles('partner', 'licensor', 'licensee', 'collaborator')}|(?:\w+\s+)?other\s+${companyRoles('sponsors', 'companies', 'applicants', 'manufacturers')})\b`,
  'i',
)
/**
 * What makes a letter one the filer expects, not one it has: a verb of expectation or belief, a forecast, or the future
 * ("the FDA will issue a CRL") in the clause before the letter.
 */
const ANTICIPATED_LETTER = new RegExp(
  String.raw`\b(?:expect\w*|anticipat\w*|believ\w*|likely|probabl[ey]|predict\w*|foresee\w*|forecast\w*|${closedWords('will', 'shall')}|going\s+to)\b[^.;]*$`,
  'i',
)
const NOT_A_CRL = new RegExp(
  String.raw`\b(?:${conditionWords('if', 'should', 'whether')}|${closedWords('could', 'would', 'may', 'might')}|potential(?:ly)?|${topicNouns('risk', 'likelihood')}|${hedgeWords('possible')}|possibility|in\s+the\s+event|such\s+as|previous(?:ly)?|${dateQualifiers('prior', 'earlier', 'first', 'initial')}|original(?:ly)?|response\s+to|responding\s+to|${closedWords('following', 'after', 'since')}|address(?:es|ed|ing)?|resolv\w+|resubmi\w+)\b`,
  'i',
)
/** "issues in the CRL", "issues cited by the FDA": the noun "issues", not the verb of a letter. */
const ISSUES_NOUN = new RegExp(
  String.raw`^issues\s+(?:${closedWords('in', 'with', 'of', 'regarding', 'concerning', 'that')}|${raisingVerbs('raised', 'cited', 'identified', 'described', 'outlined', 'listed')}|${toldPast(['note'])}|related|relating)\b`,
  'i',
)
// "A complete response letter is issued when ...": a definition, no event.
const DEFINITION = new RegExp(
  String.raw`\ban?\s+${CRL_PHRASE}\s+is\b|\b${CRL_PHRASE}s?\s+(?:are|is)\s+(?:issued|a\s+communication|a\s+document)`,
  'i',
)
// "today announced", "has received", "received a CRL from the FDA": the sentence reports the letter as news.
const CURRENT_FRAME = new RegExp(
  String.raw`\b(?:today|announc\w+|has\s+received|have\s+received|has\s+issued|has\s+been\s+issued|this\s+${partsOfDay('morning', 'afternoon', 'evening', 'week')}|receives|received\s+${ARTICLES}\s+(?:\w+\s+){0,3}(?:complete\s+response\s+letter|crl)\s+from\s+the\s+(?:u\.s\.\s+)?(?:fda|food))\b`,
  'i',
)

const ON_GOAL_DATE = new RegExp(
  String.raw`\bon\s+${determiners('the', 'its', 'their')}\s+(?:${dateNouns('pdufa', 'goal', 'action')}|prescription\s+drug\s+user\s+fee\s+act|target\s+action)\s+(?:${DATE_KINDS}\s+)?date\s*(?:,|of)?\s*$`,
  'i',
)

const TOLD_AGAIN = new RegExp(
  String.raw`\bas\s+(?:previously\s+)?${PUBLISHED}\b|^\s*(?:for\s+(?:example|instance)|in\s+the\s+past)\b`,
  'i',
)
/** The subject of the letter is an earlier cycle's application: "the original BLA", "our initial NDA submission". */
const EARLIER_APPLICATION = new RegExp(
  String.raw`\b${dateQualifiers('original', 'initial', 'previous', 'prior', 'earlier', 'first')}\s+(?:s?NDA|s?BLA|new\s+drug\s+application|biologics\s+license\s+application|application|submission|review\s+cycle)\b`,
  'i',
)

/** An announcement, a relative clause or another event between an outcome and a date: the date is not the decision's. */
const NOT_THE_DECISION_DATE_GAP = new RegExp(
  String.raw`\b(?:announc\w*|${toldPast(['say'])}|report\w*|release|disclos\w*|submitt?\w*|accept\w*|${closedWords('which', 'that', 'who', 'whose')}|designat\w*|grant\w*|fil(?:e|ed|ing)|present\w*|publish\w*|initiat\w*|complet\w*|start\w*|began|enrol\w*|dos(?:e|ed|ing)|${otherEvents('meeting', 'call', 'conference', 'webcast', 'event')}|host\w*)\b|[;]|\n(?=[A-Z])`,
  'i',
)

function decisionDateAfter(
  sentence: string,
  dates: readonly DateMention[],
  from: number,
): DateMention | null {
  const date = dates.find((d) => d.start >= from)
  if (date === undefined || date.start - from > 90) return null
  const gap = sentence.slice(from, date.start)
  // "... from the U.S. Food and Drug Administration ("FDA") on May 9, 2023"; nothing about an announcement in between.
  // Nor a relative clause or another event: "approved X, which was designated a Breakthrough Therapy on D".
  // "approved X on its PDUFA date, May 23, 2025", "... on its PDUFA date of D": the decision fell on the goal date.
  const onGoalDate = ON_GOAL_DATE.test(gap)
  if ((!/\b(?:on|dated)\s+$/i.test(gap) && !onGoalDate) || NOT_THE_DECISION_DATE_GAP.test(gap))
    return null
  return date
}

function decisionDateBefore(
  sentence: string,
  dates: readonly DateMention[],
  verbStart: number,
): DateMention | null {
  const date = [...dates].reverse().find((d) => d.end <= verbStart)
  if (date === undefined || verbStart - date.end > 70) return null
  const lead = sentence.slice(Math.max(0, date.start - 40), date.start)
  const gap = sentence.slice(date.end, verbStart)
  // "On May 9, 2023, the Company received ...". Not "announced on August 1, 2020 that the FDA has approved":
  // there the date belongs to the announcement, and "that" opens the clause holding the decision.
  // "reported that on D it received ...": after "that" the date belongs to the reported event again.
  if (
    !/\bon\s+$/i.test(lead) ||
    /\b(?:announc\w*|said|report\w*|disclos\w*|publish\w*|stat\w*|release\w*|confirm\w*)\s+(?:(?!that\b)\w+\s+)?on\s+$/i.test(
      lead,
    )
  )
    return null
  if (
    !/^,?\s+(?:the\s+)?[\w.'\s-]{0,50}$/i.test(gap) ||
    /^,?\s*that\b/i.test(gap) ||
    /\b(?:announc\w*|said|report\w*|release)\b/i.test(gap)
  )
    return null
  return date
}

/** "a complete response to the BLA": the agency's answer to an application, told as a phrase of its own. */
const COMPLETE_RESPONSE_TO = new RegExp(
  String.raw`complete\s+response\s+${closedWords('to', 'regarding', 'for', 'on')}\b`,
  'i',
)
/** "if", "may", "could" around a letter: one that may come. */
const MAY_OR_IF = new RegExp(
  String.raw`\b(?:${conditionWords('if')}|${modalsOf('possibility', 'condition')})\b`,
  'i',
)
/** "Other companies in this field have received": someone else's letters. */
const OTHER_COMPANIES_HAVE = new RegExp(
  String.raw`\b${determiners('other', 'several', 'many')}\s+${companyRoles('companies', 'sponsors', 'applicants')}\s+(?:in\s+[\w\s]{1,30}?\s+)?${closedWords('have', 'has', 'had')}\s+(?:also\s+)?(?:been\s+)?$`,
  'i',
)

export function findOutcomeEvents(sentence: string, dates: readonly DateMention[]): OutcomeEvent[] {
  const events: OutcomeEvent[] = []
  // Dates are blanked with '#' so that "May 9" never reads as the modal "may"; offsets are unchanged.
  const masked = dates.reduce(
    (text, d) => text.slice(0, d.start) + '#'.repeat(d.end - d.start) + text.slice(d.end),
    sentence,
  )
  const dayDates = dates.filter((d) => d.precision === 'day')

  for (const [pattern, strength] of APPROVAL_PATTERNS) {
    for (const m of matchesOf(pattern, masked)) {
      const start = m.index ?? 0
      const end = start + m[0].length
      // The words around the verb, not across a line that opens on a capital (a bullet or headline run into the next line:
      // "- X received a positive CHMP opinion in Europe\nThe FDA has approved X").
      const lineStart = masked.slice(0, start).search(/\n(?=[A-Z])[^\n]*$/)
      const clauseStart = Math.max(0, start - 60, lineStart < 0 ? 0 : lineStart + 1)
      const lineEnd = masked.slice(end).search(/\n(?=[A-Z])/)
      const clauseEnd = Math.min(
        masked.length,
        end + 40,
        lineEnd < 0 ? masked.length : end + lineEnd,
      )
      const clause = masked.slice(clauseStart, clauseEnd)
      if (
        NOT_AN_APPROVAL.test(clause) ||
        NOT_A_PRODUCT_APPROVAL.test(masked) ||
        (OBJECT_NOT_A_PRODUCT.test(masked.slice(end, end + 160)) &&
          // "approved Zelvora with a REMS": an object that opens on a name is the product.
          !/^\s*(?:[A-Z][a-z][\w-]*|[A-Z]{1,5}-?\d[\w-]*)\b/.test(masked.slice(end, end + 30))) ||
        FOREIGN_APPROVAL.test(clause) ||
        /\bfda-approved\b/i.test(masked.slice(start, end))
      )
        continue
      // A month or year after the verb dates an earlier approval, not today's news: right after it ("approved in May
      // 2020"), or bound to it by "in" within its clause ("approved the NDA for X in December 2024").
      if (
        dates.some(
          (d) =>
            d.precision !== 'day' &&
            d.precision !== 'weekday' &&
            d.start >= end &&
            (d.start - end < 12 ||
              /^[^,;#]{0,80}\b(?:in|during)\s+$/i.test(masked.slice(end, d.start))),
        )
      )
        continue
      let decisionDate =
        decisionDateAfter(masked, dayDates, end) ?? decisionDateBefore(masked, dayDates, start)
      let dateStrength: 'strong' | 'weak' = 'strong'
      const attributive = dayDates.find(
        (d) =>
          /^\s*approval\b/i.test(masked.slice(d.end, d.end + 12)) &&
          /(?:'s|\b(?:its|the|an?))\s+$/i.test(masked.slice(Math.max(0, d.start - 8), d.start)),
      )
      if (decisionDate === null && attributive !== undefined) decisionDate = attributive
      if (strength === 'weak' && decisionDate === null) {
        decisionDate = dayDates.find((d) => d.start >= end && d.start - end < 4) ?? null
        dateStrength = 'weak'
      }
      events.push({
        kind: 'approval',
        anchor: { start, end },
        strength,
        decisionDate,
        dateStrength,
      })
    }
  }
  // "The ... therapy's Feb. 17 approval of the priority NDA came ...": an approval named by its date.
  if (!events.some((e) => e.kind === 'approval')) {
    for (const d of dayDates) {
      if (
        /^\s*approval\s+of\b/i.test(masked.slice(d.end, d.end + 16)) &&
        /(?:'s|\b(?:its|the))\s+$/i.test(masked.slice(Math.max(0, d.start - 8), d.start)) &&
        !NOT_AN_APPROVAL.test(masked)
      ) {
        events.push({
          kind: 'approval',
          anchor: { start: d.start, end: d.end + 9 },
          strength: 'strong',
          decisionDate: d,
          dateStrength: 'strong',
        })
      }
    }
  }

  if (!DEFINITION.test(masked)) {
    for (const [pattern, strength] of CRL_PATTERNS) {
      for (const m of matchesOf(pattern, masked)) {
        const start = m.index ?? 0
        const end = start + m[0].length
        // "no safety issues in the CRL": the noun, not the verb; "received two complete response letters": a count of
        // letters is history, not one letter of this cycle.
        if (
          ISSUES_NOUN.test(masked.slice(start, start + 24)) ||
          /^s\b/i.test(masked.slice(end, end + 2))
        )
          continue
        // '(see "Kestrel Receives Second CRL for X")': another article's headline, cited.
        if (/\(\s*see\b[^()]*$/i.test(masked.slice(Math.max(0, start - 120), start))) continue
        const before = masked.slice(Math.max(0, start - 80), start)
        const around = masked.slice(Math.max(0, start - 40), Math.min(masked.length, end + 10))
        if (
          NOT_A_CRL.test(before.slice(-50)) ||
          // "The original BLA, which had a PDUFA date of D, received a CRL": an earlier cycle's letter; "As disclosed on
          // D, the FDA issued a CRL", "For example, ... issued a CRL": one told again or as an example.
          EARLIER_APPLICATION.test(masked.slice(0, start)) ||
          TOLD_AGAIN.test(masked.slice(0, start)) ||
          NOT_A_CRL.test(masked.slice(start, end).replace(COMPLETE_RESPONSE_TO, ' ')) ||
          MAY_OR_IF.test(around) ||
          // "The FDA did not issue a CRL", "we do not expect to receive a CRL": no letter.
          /(?:\bnot|n['’]t|\bnever)\s+(?:\w+\s+){0,3}$/i.test(before) ||
          // "issued a complete response letter to our partner", "... to two other sponsors", "Other companies in this
          // field have received complete response letters": someone else's letter.
          CRL_TO_ANOTHER.test(masked.slice(end, end + 60)) ||
          OTHER_COMPANIES_HAVE.test(before)
        )
          continue
        // "In December 2023, the FDA issued a CRL": a dated earlier cycle, unless the sentence frames it as news.
        const dated = dates.some(
          (d) =>
            (d.precision === 'month' || d.precision === 'year') && Math.abs(d.start - start) < 80,
        )
        if (dated && !CURRENT_FRAME.test(masked)) continue
        if (events.some((e) => e.kind === 'crl' && start < e.anchor.end && e.anchor.start < end))
          continue
        const decisionDate =
          decisionDateAfter(masked, dayDates, end) ?? decisionDateBefore(masked, dayDates, start)
        events.push({
          kind: 'crl',
          anchor: { start, end },
          strength,
          decisionDate,
          dateStrength: 'strong',
          anticipated: ANTICIPATED_LETTER.test(before.slice(-60)),
        })
      }
    }
  }
  return events
}

/** A sentence that speaks about a CRL already in hand ("The CRL indicates ...", "In the letter, the FDA ..."). */
const CRL_CONTENT = new RegExp(
  String.raw`\b(?:in\s+(?:the|its)\s+(?:complete\s+response\s+)?letter,?\s+the\s+(?:fda|agency)|the\s+(?:crl|complete\s+response\s+letter|fda(?:'s)?\s+letter)\s+(?:also\s+|generally\s+)?(?:indicates?|states?|cites?|${raisingVerbs('cited')}|did\s+not|does\s+not|raised?|requests?|${raisingVerbs('requested')}|identif\w+|notes?|${toldPast(['note'])}|${raisingVerbs('questioned', 'listed')}))\b`,
  'i',
)

export function mentionsCrlContent(sentence: string): boolean {
  return CRL_CONTENT.test(sentence)
}

/** CRL_PHRASE anywhere, compiled once rather than per call. */
const CRL_PHRASE_ANY = new RegExp(CRL_PHRASE, 'i')

/**
 * A CRL of an earlier cycle named in the text ("In December 2023, the FDA issued a CRL", "response to its ... CRL").
 * `dates`: the sentence's date mentions, asked for only when the sentence names a CRL (finding them is the costly part).
 */
/** "following the complete response letter", "a prior CRL": a letter of an earlier cycle. */
const EARLIER_CRL = new RegExp(
  String.raw`\b(?:response\s+to|${closedWords('following', 'after', 'since')}|previous(?:ly)?|${dateQualifiers('prior', 'earlier', 'first')})\b[^.]{0,60}\b(?:complete\s+response\s+letter|crl)\b`,
  'i',
)

export function mentionsEarlierCrl(sentence: string, dates: () => readonly DateMention[]): boolean {
  if (!CRL_PHRASE_ANY.test(sentence)) return false
  if (EARLIER_CRL.test(sentence)) return true
  return (
    dates().some((d) => d.precision === 'month' || d.precision === 'year') &&
    !CURRENT_FRAME.test(sentence)
  )
}
