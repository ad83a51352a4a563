/**
 * The hedge and negation layer of one sentence: where its modal and hedging words ("expected", "would", "potential") and
 * its negations ("not", "never", "unable to") stand, found once over the whole sentence (dates already masked, so that
 * "May 31" never reads as the modal "may"). The target grammar (target-voice.ts) asks the layer whether a cue stands in a
 * range of the sentence; which ranges count (the clause before a phrase, the gap to its date, the words after a
 * presupposing preposition) is the grammar's decision, not this layer's.
 */
import { DEFINITE_DETERMINERS, determiners } from './lexicon/determiners.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import { modalsOf } from './lexicon/modals.js'
import { DENIED_MOVE_VERBS, MOVED_OBJECT_VERBS } from './lexicon/moves.js'
import { DECISION_DATE_NAMES, deadlineNouns } from './lexicon/date-nouns.js'
import { HEDGE_WORD_FORMS, conditionWords, hedgeWordForms, hedgeWords } from './lexicon/hedges.js'
import { NEGATION_WORDS } from './lexicon/negations.js'
import { closedWords } from './lexicon/function-words.js'
import { productNouns } from './lexicon/products.js'
import { bearingVerbs, decisionNouns, decisionVerbs } from './lexicon/review.js'
import { applicationNouns } from './lexicon/applications.js'
import { tellingVerbsOf, toldPast } from './lexicon/telling.js'
import { anyOf } from './lexicon/compile.js'
import { ordinals } from './lexicon/numbers.js'
import { yearParts } from './lexicon/calendar.js'
import { dateQualifiers } from './lexicon/qualifiers.js'
import { participlesOf } from './lexicon/assignment.js'

export interface CueSpan {
  start: number
  end: number
}

export interface HedgeSpan extends CueSpan {
  /** "targeting an action date of D": the verb names the target, it does not hedge it. */
  namesTarget: boolean
  /** "an anticipated PDUFA date": the adjective right before a target noun (no hedge when the agency assigned the date). */
  beforeTarget: boolean
  /** Inside a noun-phrase aside (", Kestrel's lead candidate and a potential first-in-class therapy,"): it describes the product. */
  inAside: boolean
}

export interface CueLayer {
  /** Hedges outside idioms that only look like one ("by approximately three months" hedges an amount, not a date). */
  hedges: readonly HedgeSpan[]
  /** Negations outside idioms ("no later than", "not only"). */
  negations: readonly CueSpan[]
  /** Hedges and negations as written, idioms included: for a gap read literally. */
  literalHedges: readonly HedgeSpan[]
  literalNegations: readonly CueSpan[]
  /** The end of a fronted condition ("If the FDA accepts the NDA, ..."), or -1 when the sentence opens with none. */
  conditionEnd: number
}

/** "would", "could", "may", "might", "should": the modals that hedge a date. */
const HEDGING_MODAL = modalsOf('possibility', 'condition', 'obligation')
// "expected", "anticipates", "believes", "calculated", "would", "potentially", "subject to", "if": the
// speaker is not asserting (or is computing the date, not reporting the agency's).
export const HEDGE = new RegExp(String.raw`\b(?:${HEDGE_WORD_FORMS}|${HEDGING_MODAL})\b`, 'i')
// "not", "has yet to", "failed to", "unable to": the clause is denied.
export const NEGATION = new RegExp(String.raw`\b${NEGATION_WORDS}\b`, 'i')

/** The amount of a move ("by approximately three months"): its hedge is about the amount, not the date. */
export const AMOUNT = String.raw`\bby\s+(?:up\s+to\s+|approximately\s+|about\s+|around\s+|roughly\s+|an\s+additional\s+|a\s+further\s+)?(?:\w+|\d+)(?:[- ]\w+)?\s+(?:months?|weeks?|days?)\b`

/** The verbs by which the agency's intention to move a date would be told: "indicated", "said", "communicated", "informed". */
const TOLD_INTENT = tellingVerbsOf('states', 'affirms', 'quotes', 'informs')
/**
 * "did not extend", "was not extended", "has not been changed", "does not alter": a move denied. So is a move whose
 * telling is denied: "the FDA has not indicated it would extend the PDUFA date of D", "did not say that the agency will
 * delay", "has not informed the company that it plans to extend" (the date stands; nothing was said to move it).
 */
const NEGATED_MOVE_ALL = new RegExp(
  String.raw`(?:\bnot|n['’]t)\s+(?:been\s+|be\s+)?(?:${DENIED_MOVE_VERBS}|(?:considered|deemed|classified\s+as)\s+an?\s+major\s+amendment)\b|(?:\bnot|n['’]t)\s+(?:yet\s+)?(?:${toldPast(TOLD_INTENT)}|${anyOf(TOLD_INTENT)})\s+(?:\w+\s+){0,2}?(?:that\s+)?(?:it|they|${closedWords('the')}\s+(?:fda|agency))\s+(?:${modalsOf('condition', 'future', 'possibility')}|(?:plans?|intends?)\s+to)\s+(?:${DENIED_MOVE_VERBS})\b`,
  'gi',
)

/** The text with every denied move ("did not extend", "wasn't extended") blanked, so that no move is read from it. */
export function withoutDeniedMoves(text: string): string {
  return text.replace(NEGATED_MOVE_ALL, ' ')
}

/** "could possibly miss", "might miss": a possibility modal before "miss" (target-voice.ts reads the miss as no look back). */
export const POSSIBLE_MISS_SOURCE = String.raw`\b${modalsOf('possibility')}\s+(?:(?:possibly|well|${dateQualifiers('still')})\s+)?(?=miss(?:es)?\b)`
const POSSIBLE_MISS_ALL = new RegExp(POSSIBLE_MISS_SOURCE, 'gi')

/** "is not expected to ", "does not " before a verb that bears on a date ("impact", "affect", "change", "alter"). */
const DENIED_BEARING = String.raw`\b(?:${closedWords('is', 'are', 'was', 'were')}\s+not\s+(?:${hedgeWordForms('expect', 'anticipate')}|${hedgeWords('likely')})\s+to|${closedWords('does', 'did', 'will', 'would')}\s+not)\s+(?=${bearingVerbs('impact', 'affect', 'change', 'alter')}\b)`
/**
 * "The major amendment does not affect the PDUFA goal date": the sentence denies that what it names moves the date, so
 * naming an amendment or an extension there tells no move.
 */
const DENIED_BEARING_ON_DATE = new RegExp(
  String.raw`${DENIED_BEARING}\w+\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,3}?(?:${DECISION_DATE_NAMES})\b`,
  'i',
)
export function deniesBearingOnDate(sentence: string): boolean {
  return DENIED_BEARING_ON_DATE.test(sentence)
}

/**
 * "The FDA informed the Company that the PDUFA date would be extended to D", "was notified by the FDA that the goal date
 * would be moved", "the Company was advised that the agency would extend ...": the agency's decision told to the company,
 * its "would" the future of the past in reported speech, not a hedge. Not when the told clause holds a hedge or a condition
 * of its own ("... that it may extend ...", "that any major amendment would ...", "that if ..."), nor when another than the
 * agency tells it ("believes the FDA would", "was informed by its partner that").
 */
const AGENCY = usAgencyNouns('fda', 'agency')
const INFORMED = toldPast(tellingVerbsOf('informs'))
const TOLD_CLAUSE_GUARD = String.raw`\b(?:${HEDGE_WORD_FORMS}|${modalsOf('possibility', 'obligation')}|${conditionWords('if', 'unless', 'whether')}|${determiners('any')})\b`
const AGENCY_TOLD_WOULD = new RegExp(
  // "would" first, then what stands before it (read only where "would" stands).
  String.raw`\bwould\b(?<=\b(?:${AGENCY}\s+(?:has\s+|had\s+)?${INFORMED}\s+(?:\w+\s+){1,3}?that|${closedWords('was', 'were')}\s+${INFORMED}\s+by\s+the\s+${AGENCY}\s+that|${closedWords('was', 'were')}\s+${INFORMED}\s+that(?=\s+(?:the\s+)?${AGENCY}\b))\s+(?:(?!${TOLD_CLAUSE_GUARD})[^,;.]){1,100}?would)`,
  'gi',
)

/**
 * "As a result, the review would be extended by three months, to D", "the PDUFA date of D0 would be pushed back by three
 * months, to D1": a move measured by its amount and landing on a day the sentence writes is a move told (the future of
 * the past, its teller the agency's notice before it), not one that may come. Not when a condition stands anywhere in
 * the sentence ("If the FDA deems ..., the review would ...", "..., if the FDA classifies ..."), nor with another modal
 * ("could be extended"). Read on the sentence with its dates masked (an "x" run), bounded both ways.
 */
const MOVE_CONDITION = String.raw`\b(?:${conditionWords('if', 'unless', 'whether', 'once', 'assuming', 'provided that', 'should')}|in\s+the\s+event)\b`
const MEASURED_MOVE_WOULD = new RegExp(
  String.raw`(?<!${MOVE_CONDITION}[^.;]{0,200})\bwould(?=\s+(?:also\s+|now\s+)?be\s+${MOVED_OBJECT_VERBS}\s+${AMOUNT}\s*,?\s+${closedWords('to', 'until')}\s+x{2,}(?![^.;]{0,200}${MOVE_CONDITION}))`,
  'gi',
)

/**
 * "The FDA has established a goal of a standard 10-month review such that the target action date would be D": the date
 * a consequence clause ("such that") draws from the review goal the agency set in the same sentence, its "would" the
 * consequence's, not a hedge (a condition anywhere in the sentence keeps it one). Read on the date-masked sentence.
 */
const CONSEQUENCE_WOULD = new RegExp(
  String.raw`(?<!${MOVE_CONDITION}[^.;]{0,200})(?<=\b${AGENCY}\s+(?:has\s+|had\s+)?${participlesOf('set', 'establish', 'assign')}\b[^.;]{0,120}?\bsuch\s+that\b[^.;]{0,100}?)\bwould(?=\s+be\s+x{2,}(?![^.;]{0,200}${MOVE_CONDITION}))`,
  'gi',
)

/** The sentence with the "would" of every move the agency told the company of blanked (offsets kept): a move told, not one that may come. */
export function withoutAgencyToldWould(sentence: string): string {
  return sentence.replace(AGENCY_TOLD_WOULD, (m) => ' '.repeat(m.length))
}

// "no later than D" is a deadline, "not only" an addition, "whether or not" a question, "by approximately three months" an amount: no cue inside.
// "no change to the PDUFA date", "has not communicated any change to": the date is denied a change, not denied.
const IDIOMS = [
  /\bno\s+later\s+than\b/gi,
  /\bnot\s+only\b/gi,
  // "to make a decision about whether or not to approve X by D": the two sides of a question, neither denied.
  /\bwhether\s+or\s+not\b/gi,
  // Before the amount is blanked: it reads the amount.
  MEASURED_MOVE_WOULD,
  CONSEQUENCE_WOULD,
  new RegExp(AMOUNT, 'gi'),
  new RegExp(
    String.raw`\b(?:no|not\s+(?:\w+\s+){0,2}any)\s+(?:\w+\s+)?(?:changes?|delays?|extensions?)\s+${closedWords('to', 'in', 'of')}\b`,
    'gi',
  ),
  // "the FDA did not extend the PDUFA date, which remains D", "was not extended and remains D": a move denied leaves the
  // date standing.
  NEGATED_MOVE_ALL,
  // "there can be no assurance that the FDA will approve X by its PDUFA date of D": doubt about the approval, which a
  // forward reference leaves the date standing under; no denial that the date exists.
  /\b(?:no|not\s+(?:\w+\s+){0,2}any)\s+(?:assurance|guarantee)s?\b|\bcan(?:not|['’]t)\s+(?:\w+\s+)?(?:assure|guarantee|be\s+(?:certain|sure))\b/gi,
  // "the agency said it may be unable to meet the D goal date", "might not be able to complete its review by D": a doubt
  // that the agency will meet the date presupposes the date; only a refusal ("will not act by D") lapses it.
  new RegExp(
    String.raw`\b${closedWords('may', 'might', 'could')}\s+(?:possibly\s+)?(?:not\s+(?:be\s+able\s+to\s+)?|be\s+unable\s+to\s+)(?=(?:${decisionVerbs('meet', 'finish', 'complete', 'act', 'make')}|take\s+action)\b)`,
    'gi',
  ),
  // "the FDA could possibly miss the D goal date": a miss that may come is the same doubt, and presupposes D the same way.
  POSSIBLE_MISS_ALL,
  // "put off the deadline on possible approval of X", "a decision on potential approval": the approval the deadline decides
  // on, whose outcome is open; the deadline itself is not hedged.
  new RegExp(
    String.raw`(?<=\b(?:${deadlineNouns('deadline', 'date')}|${decisionNouns('decision')})\s+${closedWords('on', 'for', 'regarding')}\s+(?:the\s+)?)${hedgeWords('possible', 'potential')}(?=\s+${decisionNouns('approval')}\b)`,
    'gi',
  ),
  // "the amendment is not expected to impact the PDUFA date of D", "does not affect the goal date": a bearing on the date
  // denied leaves it standing (expected, "is anticipated to impact the date of D", it lapses: lapsed-deadlines.ts).
  new RegExp(DENIED_BEARING, 'gi'),
  AGENCY_TOLD_WOULD,
  // "The NDA is subject to a PDUFA goal date of D", "will be subject to a PDUFA action date of D": the application governed
  // by its date, no condition on it (not "subject to FDA approval by D", whose object is the approval).
  new RegExp(
    String.raw`\b${hedgeWords('subject to')}(?=\s+(?:${closedWords('a', 'an', 'the', 'its')})\s+(?:[\w-]+\s+){0,3}?(?:${DECISION_DATE_NAMES})\b)`,
    'gi',
  ),
]
// "targeting an action date", "targets the PDUFA date": the target named; so is "is targeting September 2, 2009 as the
// action date" (the day first, then what it is; the target grammar reads its sentence with each date masked as an "x"
// run, bounded here).
const NAMES_TARGET = new RegExp(
  String.raw`^(?:target(?:s|ing)|aiming\s+(?:for|at))\s+(?:x{2,40}\s+as\s+)?(?:an?|the|its)\s+(?=(?:${DECISION_DATE_NAMES}|fda)\b)`,
  'i',
)
// ... but not the sponsor's own aim: "Kestrel Bio is targeting a PDUFA date of D", "we are targeting an action date of
// D" (the company as the subject of "targeting"), or "plans to submit the NDA ..., targeting an action date of D" (a
// date aimed at from a submission still to come): the company projects the date, no agency gave it.
const SPONSOR_AIMS =
  /\b(?:we|the\s+company|our\s+company)\s+(?:is|are)\s+(?:now\s+|currently\s+|still\s+)?$|\b(?:plans?|planning|intends?|expects?)\s+to\s+(?:re)?submit\b|\bwill\s+(?:re)?submit\b/i
const NAMED_SUBJECT_AIMS =
  /((?:\b[A-Z][\w&.-]*\s+){1,4})(?:is|are)\s+(?:now\s+|currently\s+|still\s+)?$/
const NOT_THE_SPONSOR = new RegExp(
  String.raw`\b(?:${usAgencyNouns('fda', 'agency', 'administration')}|${applicationNouns('application')}|[Ss]?(?:NDA|BLA))\s*$`,
  'i',
)
function sponsorAims(before: string): boolean {
  if (SPONSOR_AIMS.test(before)) return true
  const subject = NAMED_SUBJECT_AIMS.exec(before)?.[1]
  return subject !== undefined && !NOT_THE_SPONSOR.test(subject)
}
// "anticipated PDUFA date", "expected goal date", "the expected decision date": an adjective on the target noun.
const BEFORE_TARGET = new RegExp(
  String.raw`^(?:anticipated|expected)\s+(?=${DECISION_DATE_NAMES}\b|${decisionNouns('approval', 'decision')}\s+date|date\s+for\s+(?:the\s+)?(?:u\.s\.\s+)?(?:fda|agency)\s+to\b)`,
  'i',
)

/** ", Kestrel's lead candidate and a potential first-in-class therapy,": a noun-phrase aside with no verb of its own. */
const NOUN_PHRASE_ASIDE = new RegExp(
  String.raw`,\s+(?:${DEFINITE_DETERMINERS}|an?|[A-Z][\w-]*['’]s)\s+(?![^,;]*\b(?:${toldPast(['say', 'announce'])}|says|${closedWords('is', 'was', 'were', 'are', 'be', 'been', 'has', 'have', 'had', 'will', 'would', 'may', 'might', 'could', 'should', 'can', 'which', 'that', 'who')}|expects?|${dateQualifiers('expected', 'anticipated')}|anticipates?|plans?|intends?|if)\b)[^,;]{1,80},`,
  'g',
)

/**
 * ", which would be the earliest date at which approval could occur," and "(the date the FDA expects to complete its
 * review)": an aside that defines the target, whose modals are its own; so is ", the date by which the FDA is expected to
 * take action," (a date noun and the relative clause that defines it).
 */
const RELATIVE_OR_PARENTHESISED_ASIDE = new RegExp(
  String.raw`,\s+(?:which|that)\s+${closedWords('would', 'is', 'will')}\b[^,;()]*,|,\s+${closedWords('the', 'a')}\s+date\s+(?:${closedWords('by', 'on')}\s+which|${closedWords('when', 'that')})\s+[^,;()]*,|\((?:the|a)\s+[^()]*\)|\b(?:as\s+)?an?\s+potential\s+(?:new\s+)?${productNouns('treatment', 'therapy', 'cure', 'option')}\b`,
  'gi',
)

/**
 * "with two NDA submissions anticipated in the second half of 2025", "topline data expected by year-end": a participle of
 * expectation right after a noun that is no decision, date or review, timed by a period of its own, hedges that noun's
 * event, not a date the sentence goes on to state. A decision or date so timed ("approval expected in 2026", "a PDUFA
 * date anticipated in the first quarter") stays a hedge; so does a participle with no period ("expected to be D"). The
 * target grammar masks a period mention as an "x" run: read after "in" or "during" only (a day is never "in" a time).
 */
const OWN_TIMED_EXPECTATION = new RegExp(
  String.raw`\b(?!(?:${decisionNouns('decision', 'action', 'approval', 'answer', 'response', 'ruling', 'verdict')}|${deadlineNouns('date', 'deadline')}|review)s?\b|pdufa\b)[a-z][\w-]{0,30}\s+${dateQualifiers('anticipated', 'expected')}\s+(?:(?:${closedWords('in', 'during')}|later\s+in)\s+(?:the\s+)?x{4,40}(?![\w,])|(?:${closedWords('in', 'during', 'by', 'for', 'around')}|later\s+in)\s+(?:the\s+)?(?:(?:${ordinals('first', 'second', 'third', 'fourth')})\s+(?:half|quarter)(?:\s+of)?(?:\s+(?:19|20)\d{2})?|[1-4]Q(?:\s*(?:19|20)?\d{2})?|Q[1-4](?:\s+(?:19|20)\d{2})?|[12]H(?:\s*(?:19|20)?\d{2})?|H[12](?:\s+(?:19|20)\d{2})?|(?:${yearParts('early', 'mid', 'late')})[\s-](?:19|20)\d{2}|year[\s-]end|(?:19|20)\d{2})\b)`,
  'gi',
)

const HEDGE_ALL = new RegExp(HEDGE.source, 'gi')
const NEGATION_ALL = new RegExp(NEGATION.source, 'gi')

/** The sentence with every idiom blanked to spaces of its own length, so that offsets stay those of the sentence. */
function blankIdioms(sentence: string): string {
  let blanked = sentence
  for (const idiom of IDIOMS) blanked = blanked.replace(idiom, (m) => ' '.repeat(m.length))
  return blanked
}

function spansOf(pattern: RegExp, text: string): CueSpan[] {
  const spans: CueSpan[] = []
  pattern.lastIndex = 0
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    spans.push({ start: m.index, end: m.index + m[0].length })
    if (m[0].length === 0) pattern.lastIndex++
  }
  return spans
}

export function findCues(sentence: string): CueLayer {
  const blanked = blankIdioms(sentence)
  const asides = [
    ...spansOf(NOUN_PHRASE_ASIDE, sentence),
    ...spansOf(RELATIVE_OR_PARENTHESISED_ASIDE, sentence),
    ...spansOf(OWN_TIMED_EXPECTATION, sentence),
  ]
  const withRoles = (span: CueSpan): HedgeSpan => {
    const rest = sentence.slice(span.start)
    return {
      ...span,
      namesTarget: NAMES_TARGET.test(rest) && !sponsorAims(sentence.slice(0, span.start)),
      beforeTarget: BEFORE_TARGET.test(rest),
      inAside: asides.some((a) => span.start >= a.start && span.end <= a.end),
    }
  }
  const hedges = spansOf(HEDGE_ALL, blanked).filter(notTheMonth(sentence)).map(withRoles)
  const negations = spansOf(NEGATION_ALL, blanked)
  // Most sentences hold no idiom: blanked is the sentence, and its literal cues are the same spans (copies, so that no
  // reader of one list changes the other).
  const same = blanked === sentence
  return {
    hedges,
    negations,
    literalHedges: same
      ? hedges.map((h) => ({ ...h }))
      : spansOf(HEDGE_ALL, sentence).filter(notTheMonth(sentence)).map(withRoles),
    literalNegations: same ? negations.map((n) => ({ ...n })) : spansOf(NEGATION_ALL, sentence),
    conditionEnd: frontedConditionEnd(sentence),
  }
}

/**
 * A capital "May" inside a sentence is the month ("which the FDA accepted in May"), not the modal: a month written
 * without a day or a year is no date mention, so masking dates does not hide it.
 */
const notTheMonth =
  (sentence: string) =>
  (span: CueSpan): boolean =>
    !(sentence.startsWith('May', span.start) && continuesBefore(sentence, span.start))

/**
 * The last character before `end` that is no space is a word character, a comma, a semicolon, an opening bracket or a
 * dash (`/[\w,;(\u2013\u2014-]\s*$/` on the text before `end`, read backwards: that regex searched the whole prefix for
 * every "May", quadratic in a sentence of thousands of them).
 */
function continuesBefore(sentence: string, end: number): boolean {
  let i = end - 1
  while (i >= 0 && /\s/.test(sentence[i]!)) i--
  return i >= 0 && /[\w,;(\u2013\u2014-]/.test(sentence[i]!)
}

/**
 * A condition fronted before the main clause ("If the FDA accepts the NDA, ...", "Assuming a standard review, ...",
 * "Should the FDA accept the filing, ...", "Once the NDA is accepted, ..."): what the main clause states is conditional.
 * "Once"/"when" with a past tense tells a time ("Once the NDA was accepted, the FDA set ..."), not a condition.
 */
const FRONTED_CONDITION = new RegExp(
  String.raw`^\s*(?:${conditionWords('if', 'assuming', 'should', 'unless', 'provided that')}|in\s+the\s+event(?:\s+that)?|once\s+[^,;]{1,80}?\b(?:is|are)\b)\b[^;]{0,160}?,`,
  'i',
)

/** The end of a fronted condition, or -1 when the sentence opens with none. */
export function frontedConditionEnd(sentence: string): number {
  const m = FRONTED_CONDITION.exec(sentence)
  return m === null ? -1 : m[0].length
}

/** A cue wholly inside one of the ranges ([start, end) offsets of the sentence). */
export function cueWithin(
  spans: readonly CueSpan[],
  ...ranges: ReadonlyArray<readonly [number, number]>
): boolean {
  return spans.some((s) => ranges.some(([from, to]) => s.start >= from && s.end <= to))
}
