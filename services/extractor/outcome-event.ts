/**
 * What an outcome reading of a sentence says (OutcomeEvent), the agency as the subject of its decision, and the date bound
 * to a decision's verb ("approved X on D", "On D, the Company received ..."), which approvals.ts and
 * complete-response-letters.ts share.
 */
import { determiners } from './lexicon/determiners.js'
import type { DateMention } from './dates.js'
import { DATE_KINDS, dateNouns } from './lexicon/date-nouns.js'
import { toldPast, toldPastOrPresent } from './lexicon/telling.js'
import { closedWords } from './lexicon/function-words.js'
import { otherEvents } from './lexicon/events.js'
import { studyNouns } from './lexicon/studies.js'
import { legalForms } from './lexicon/company-forms.js'
import { decisionAdverbs } from './lexicon/outcome-idioms.js'
import { applicationNouns } from './lexicon/applications.js'
import { intents, populations } from './lexicon/products.js'
import { FDA_ASIDE, FDA_COMMA_ASIDE, foreignMarkets } from './lexicon/agencies.js'
import { WEEKDAY_NAMES } from './lexicon/calendar.js'

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
  /**
   * "Trosadine was approved on D", "... approved in the U.S. on D": a passive approval that names no agency, and the name
   * written as its subject. Read as an approval only when that name is the decision's drug and the text names the FDA
   * or the U.S. (outcome-candidates.ts).
   */
  agentlessSubject?: string
  /**
   * "• Approved by the FDA on D" under a heading "Zelvora:": an item with no subject of its own, whose product is its
   * heading's only (list-items.ts, itemHeading); under no product's heading it has none.
   */
  headingOnly?: boolean
}

/**
 * The most approvals, and the most complete response letters, one sentence is read for. A sentence tells a handful; a
 * stranger's "sentence" repeating "the FDA approved X" hundreds of times would be read decision by decision, each
 * reading (its drug, its clause, its owner) looking over the whole sentence, which is quadratic in it. Past this many
 * of a kind, the sentence's later decisions of that kind are not read (its earlier ones are, and name the same drug).
 */
export const MAX_EVENTS_PER_SENTENCE = 16

// "the U.S. Food and Drug Administration ("FDA")", "... (the “FDA”)" (FDA_ASIDE), "..., or FDA," (FDA_COMMA_ASIDE, after the full name only), "the agency's", "regulators", "the U.S. health regulator" (wire
// copy): the agency as a subject.
// The country may be spelled out before the agency's name: "approved by the United States Food and Drug Administration";
// a wire's or a round-up's ampersand may join its words ("US Food & Drug Administration approves X").
export const FDA = String.raw`(?:u\.s\.?\s+|us\s+|united\s+states\s+)?(?:fda|food\s+(?:and|&)\s+drug\s+administration|agency|(?:health\s+)?regulators?)(?:'s)?(?:\s*${FDA_ASIDE}|(?<=administration)${FDA_COMMA_ASIDE})?`

/**
 * "India's drug regulator approved X", "the U.K. health regulator", "Brazil's regulators": a generic agency noun after a
 * country or its adjective is that country's regulator, not the FDA (read just before the match).
 */
const COUNTRY_BEFORE = new RegExp(
  String.raw`\b(?:${foreignMarkets('europe', 'eu', 'european', 'asia', 'israel', 'argentina', 'brazil', 'mexico', 'taiwan', 'japan', 'japanese', 'korea', 'korean', 'india', 'australia', 'canada', 'switzerland', 'uk', 'germany', 'france', 'italy', 'spain', 'russia', 'singapore', 'turkey', 'china', 'chinese')}|u\.k\.)(?:['’]s)?\s+(?:[\w-]+\s+){0,2}$`,
  'i',
)
/** The agency named by a generic noun ("regulator", "the agency", "health regulator") rather than by its name. */
const GENERIC_AGENCY = /^(?:health\s+)?(?:regulators?|agency)\b/i

/** Whether a match that opens on a generic agency noun names another country's regulator. */
export function foreignRegulator(text: string, matchStart: number): boolean {
  return (
    GENERIC_AGENCY.test(text.slice(matchStart, matchStart + 24)) &&
    COUNTRY_BEFORE.test(text.slice(Math.max(0, matchStart - 40), matchStart))
  )
}

/**
 * What may stand between the agency and the verb of its decision: a masked weekday or date ("the FDA on Thursday
 * rejected", "late Friday"), a bare weekday (wire style: "the FDA Friday approved X"; the date forms read a weekday only
 * after "on", "this", "next", "last", so it is left unmasked), an adverb ("recently granted", "has officially given",
 * "have again rejected"), an auxiliary.
 */
export const AGENCY_ADJUNCT = String.raw`(?:(?:(?:on|late)\s+)?#+,?\s+|(?:late\s+)?(?:${WEEKDAY_NAMES.join('|')})\s+|${decisionAdverbs('today', 'yesterday', 'recently', 'finally', 'formally', 'officially', 'also', 'again')}\s+)?(?:has\s+|have\s+|had\s+)?(?:${decisionAdverbs('recently', 'finally', 'formally', 'officially', 'also', 'again', 'now', 'only')}\s+)?`

/**
 * A prepositional phrase set off by commas between a subject and its verb: "the FDA, for the second time, has rejected",
 * "regulators, as expected, approved", "the agency, after a priority review, approved". At most 40 characters with no
 * clause end or comma inside: an aside on the decision, never a clause of its own.
 */
const PREPOSITIONAL_ASIDE = String.raw`,\s+(?:${closedWords('for', 'in', 'after', 'as', 'at')})\s+[^,.;\n]{1,40}?,\s+`

/**
 * The agency telling its own decision, wire style: "The Food and Drug Administration said on Monday it had approved X",
 * "the FDA announced that it has approved X"; its weekday may stand before the telling verb ("the FDA on Friday announced that it has cleared X"). The telling's weekday, before
 * or after its verb, is the telling's, never the decision's (weekday-decisions.ts reads a weekday only right before the
 * decision's verb), and the backshifted "had" is the report's tense.
 */
const AGENCY_TELLS_IT = String.raw`(?:\s+(?:(?:on|late)\s+)?(?:#+|${WEEKDAY_NAMES.join('|')}),?)?\s+${toldPastOrPresent(['say', 'announce'])}\s+(?:(?:(?:on|late)\s+)?(?:#+|${WEEKDAY_NAMES.join('|')}),?\s+|${decisionAdverbs('today', 'yesterday')}\s+)?(?:that\s+)?it\s+`

/** The agency's noun to its decision's verb: a space, a prepositional aside or its own telling, then the adjunct. */
export const AGENCY_TO_VERB = String.raw`(?:${PREPOSITIONAL_ASIDE}|${AGENCY_TELLS_IT}|\s+)${AGENCY_ADJUNCT}`

const ON_GOAL_DATE = new RegExp(
  String.raw`\bon\s+${determiners('the', 'its', 'their')}\s+(?:${dateNouns('pdufa', 'goal', 'action')}|prescription\s+drug\s+user\s+fee\s+act|target\s+action)\s+(?:${DATE_KINDS}\s+)?date\s*(?:,|of)?\s*$`,
  'i',
)

/**
 * An announcement, a relative clause or another event between an outcome and a date (a trial begun, a launch): the date
 * is not the decision's.
 * A dosage form's "extended-release" is no press release. A launch, an expiry or a time "ago" between them is another
 * event's ("approved X for gout and launched it on D", "approved X years ago for gout; its patent expires on D").
 * A "who" clause of the indication's people is the indication's, no other event's ("approved X for patients with renal
 * cell carcinoma who have received prior therapy on D", a calendar's outcome line).
 */
const NOT_THE_DECISION_DATE_GAP = new RegExp(
  String.raw`\b(?:announc\w*|${toldPast(['say'])}|report\w*|(?<!-)release|disclos\w*|submitt?\w*|accept\w*|${closedWords('which', 'that', 'whose')}|(?<!\b${populations('adults', 'adolescents', 'children', 'patients', 'people')}(?:\s+with\s+[^,;#.]{1,60}?)?\s+)${closedWords('who')}|designat\w*|grant\w*|fil(?:e|ed|ing)|present\w*|publish\w*|initiat\w*|complet\w*|start\w*|began|begin\w*|launch\w*|expir\w*|ago|${studyNouns('trial', 'trials', 'study', 'studies')}|enrol\w*|dos(?:e|ed|ing)|${otherEvents('meeting', 'call', 'conference', 'webcast', 'event')}|host\w*)\b|[;]|\n(?=[A-Z])`,
  'i',
)

/**
 * "approved Zelvora for the treatment of adults with moderately to severely active ulcerative colitis on D", "approved
 * X, under brand name Y, for overactive bladder, on D", "approved X as first-line treatment of adults with Y on D"
 * (calendar and wire copy), "granted accelerated approval for X, under brand name Y, to reduce Z in adults with W, on
 * D" (the noun's object after "for"): the object, a brand apposition and one
 * indication phrase, then "on D". Such a gap may run past the 90 characters any other gap is held to. The approval
 * received may name its agency first: "received approval from the U.S. Food and Drug Administration (FDA) for X (y) for
 * the treatment of Z on D" (a results release telling its product's approval again, dated: history when long past). The
 * object may follow the application it was filed under, and up to three more words may follow its first (a two-word
 * nonproprietary name and its kind, "X Y gene therapy"; "for X, under brand name Y,"): "issued a complete response
 * letter to the Company's BLA for X gene therapy for severe hemophilia A on D".
 */
/** "from the U.S. Food and Drug Administration (FDA)", "from the FDA": the agency an approval is received from. */
const AGENCY_SOURCE = String.raw`from\s+(?:the\s+)?(?:U\.S\.\s+)?(?:FDA|Food\s+and\s+Drug\s+Administration(?:\s*\(\s*["“]?FDA["”]?\s*\))?)`

/**
 * The application a decision answers, named before its product: "a complete response letter to the Company's biologics
 * license application for X", "approved Kestrel's new drug application (NDA) for X": up to five words ending in the
 * application's noun, an acronym in parentheses, then "for".
 */
const APPLICATION_FOR = String.raw`(?:${closedWords('to', 'for', 'regarding')}\s+)?(?:[\w'’-]+\s+){0,5}?${applicationNouns('application', 'supplement', 'resubmission')}\s+(?:\([^()#]{1,12}\)\s+)?for\s+`

const OBJECT_AND_INDICATION_GAP = new RegExp(
  String.raw`^\s*(?:(?:${AGENCY_SOURCE}\s+)?for\s+|${APPLICATION_FOR})?[^\s,;#]{2,40}(?:\s+[a-z][\w-]{1,20}){0,3}?(?:\s+\([^()#]{1,40}\))?(?:,\s+under\s+(?:the\s+)?brand\s+name\s+[^\s,;#]{2,40},)?\s+${closedWords('for', 'to', 'in', 'as')}\s+[^,;#\n]{3,200},?\s+on\s+$`,
  'i',
)

/**
 * "Zelvora tablets were approved by the U.S. Food and Drug Administration (FDA) for the treatment of opioid-induced
 * constipation (OIC) in adults with chronic non-cancer pain on D": after a passive approval's agency no object follows,
 * only the indication phrase, however many words it takes before its own "in adults", then "on D".
 */
const INDICATION_ONLY_GAP = new RegExp(
  String.raw`^\s*for\s+the\s+${intents('treatment', 'prevention', 'management', 'reduction')}\s+of\s+[^,;#\n]{3,200},?\s+on\s+$`,
  'i',
)

/**
 * "approved X for patients with Y (MPS IVA; Morquio A syndrome) on D": a semicolon or comma inside a short parenthesis
 * separates a condition's other names, never two clauses, so the gap is read with them blanked.
 */
function aliasSeparatorsBlanked(gap: string): string {
  return gap.replace(/\([^()#\n]{1,80}\)/g, (aside) => aside.replace(/[;,]/g, ' '))
}

/**
 * A day inside an outcome's match right after "on" ("the FDA on May 13th approved X"): the agency adjunct's day, the
 * decision's. Never a day that ends the match (the object's day is decisionDateAfter's).
 */
export function dayInsideAfterOn(
  sentence: string,
  dates: readonly DateMention[],
  start: number,
  end: number,
): DateMention | null {
  return (
    dates.find(
      (d) => d.start > start && d.end < end && /\bon\s+$/i.test(sentence.slice(start, d.start)),
    ) ?? null
  )
}

/**
 * "rejected X on the Sept. 18 PDUFA date", "approved X on its March 3 goal date": the decision fell on a goal date the
 * written day premodifies (the determiner before the day, the goal noun right after it).
 */
const DETERMINER_BEFORE_DAY = new RegExp(
  String.raw`\bon\s+${determiners('the', 'its', 'their')}\s+$`,
  'i',
)
const GOAL_NOUN_AFTER_DAY = new RegExp(
  String.raw`^\s+(?:${dateNouns('pdufa', 'goal', 'action')}|prescription\s+drug\s+user\s+fee\s+act|target\s+action)\s+(?:(?:${DATE_KINDS}|action)\s+)?date\b`,
  'i',
)
function onPremodifiedGoalDate(gap: string, afterDate: string): boolean {
  return DETERMINER_BEFORE_DAY.test(gap) && GOAL_NOUN_AFTER_DAY.test(afterDate)
}

export function decisionDateAfter(
  sentence: string,
  dates: readonly DateMention[],
  from: number,
): DateMention | null {
  const date = dates.find((d) => d.start >= from)
  if (date === undefined || date.start - from > 260) return null
  const gap = aliasSeparatorsBlanked(sentence.slice(from, date.start))
  if (
    date.start - from > 90 &&
    !OBJECT_AND_INDICATION_GAP.test(gap) &&
    !INDICATION_ONLY_GAP.test(gap)
  )
    return null
  // "... from the U.S. Food and Drug Administration ("FDA") on May 9, 2023"; nothing about an announcement in between.
  // Nor a relative clause or another event: "approved X, which was designated a Breakthrough Therapy on D".
  // "approved X on its PDUFA date, May 23, 2025", "... on its PDUFA date of D": the decision fell on the goal date.
  const onGoalDate = ON_GOAL_DATE.test(gap) || onPremodifiedGoalDate(gap, sentence.slice(date.end))
  // "approved effective D", "effective as of D": the approval letter's own dating of its decision.
  if (
    (!/\b(?:on|dated|effective(?:\s+as\s+of)?)\s+$/i.test(gap) && !onGoalDate) ||
    NOT_THE_DECISION_DATE_GAP.test(gap)
  )
    return null
  return date
}

/** ", Inc.", ", Ltd": the legal form of the subject's company name, set off by its comma. */
const LEGAL_FORM_AFTER_COMMA = new RegExp(
  String.raw`,\s+(?:${legalForms('Inc', 'Corp', 'Ltd', 'LLC', 'plc', 'AG', 'SA', 'NV', 'A/S', 'GmbH')})\b\.?`,
  'g',
)

/** ' (the "Company")', ' ("Kestrel")': the short name a filing defines for its subject, in parentheses and quotes. */
const DEFINED_NAME = /\s*\(\s*(?:the\s+)?["“][\w.'’ -]{1,40}["”]\s*\)/g
/** ", or the “FDA,”": the agency's abbreviation defined between commas after its full name (FDA_COMMA_ASIDE). */
const DEFINED_AGENCY_ALIAS = new RegExp(FDA_COMMA_ASIDE, 'gi')

/** "(FDA)", "(the FDA)": the agency's acronym in parentheses after its spelled-out name. */
const AGENCY_ACRONYM_ASIDE = /\s*\(\s*(?:the\s+)?(?:U\.S\.\s+)?FDA\s*\)/g
export function decisionDateBefore(
  sentence: string,
  dates: readonly DateMention[],
  verbStart: number,
): DateMention | null {
  const date = [...dates].reverse().find((d) => d.end <= verbStart)
  if (date === undefined || verbStart - date.end > 70) return null
  const lead = sentence.slice(Math.max(0, date.start - 40), date.start)
  // "On May 9, 2023, Kestrel Bio, Inc. received ...": the company's legal form is part of the subject, and so is the name
  // it defines for itself ("Kestrel Bio, Inc. (the "Company") received ...") or the agency's ("the U.S. Food and Drug
  // Administration, or the “FDA,” issued ...").
  const gap = sentence
    .slice(date.end, verbStart)
    .replace(LEGAL_FORM_AFTER_COMMA, '')
    .replace(DEFINED_NAME, '')
    .replace(DEFINED_AGENCY_ALIAS, '')
    // "On May 28, 2027, the U.S. Food & Drug Administration (FDA) has issued ...": the agency's acronym after its name.
    .replace(AGENCY_ACRONYM_ASIDE, '')
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
    !/^,?\s+(?:the\s+)?[\w.'&\s-]{0,50}$/i.test(gap) ||
    /^,?\s*that\b/i.test(gap) ||
    /\b(?:announc\w*|said|report\w*|release)\b/i.test(gap)
  )
    return null
  return date
}
