/**
 * The shapes of the text between a target phrase and its date (phrase-bindings.ts): the connectors that end a gap
 * ("of", "is", "set for", "moved to"), labels and list items ("PDUFA Date: D", ": Zelvora – D1"), appositions and the
 * asides of telling, and what stands before a date that premodifies a phrase ("its June 5, 2025 PDUFA date").
 */
import { DEFINITE_DETERMINERS, determiners, determinersOf } from './lexicon/determiners.js'
import { keepingWords, LENGTHENING_NOUNS, moveParticiples, MOVING_VERBS } from './lexicon/moves.js'
import { givingForms, participlesOf } from './lexicon/assignment.js'
import { tellingParticiples, tellingVerbsOf, toldPast } from './lexicon/telling.js'
import { conditionWords } from './lexicon/hedges.js'
import { modalsOf } from './lexicon/modals.js'
import { ANY_CLOSED_WORD, closedWords } from './lexicon/function-words.js'
import { decisionNouns } from './lexicon/review.js'
import { filingVerbs } from './lexicon/applications.js'
import { dateQualifiers, partsOfPeriod, scheduleWords } from './lexicon/qualifiers.js'
import { productNouns, receiptVerbs } from './lexicon/products.js'
import { otherEvents } from './lexicon/events.js'
import type { Phrase } from './target-phrases.js'
import { type DateMention } from './dates.js'
import { dayWithinPeriod } from './date-periods.js'

/** "(" between a period and the day it names, and ")" right after the day. */
const PERIOD_THEN_DAY = /^\s*\(\s*$/
const DAY_CLOSED = /^\s*\)/

/**
 * "in the first quarter of 2027 (March 4, 2027)", "in March 2027 (March 18, 2027)": the day in parentheses right after
 * a period, within it, which a target phrase binds in the period's place ("in" before the period is then the phrase's
 * connector); undefined when `period` is a day or names none.
 */
export function dayNamingPeriod(
  sentence: string,
  period: DateMention | undefined,
  nextDate: (after: number) => DateMention | undefined,
): DateMention | undefined {
  if (period === undefined || period.precision === 'day') return undefined
  const day = nextDate(period.end)
  return day !== undefined &&
    PERIOD_THEN_DAY.test(sentence.slice(period.end, day.start)) &&
    DAY_CLOSED.test(sentence.slice(day.end)) &&
    dayWithinPeriod(period, day)
    ? day
    : undefined
}

export const SET_ASSIGNED_ESTABLISHED = participlesOf('set', 'assign', 'establish')

/** A determiner or possessor right before a bare "PDUFA": "a PDUFA", "Zelvora's PDUFA", "its PDUFA". */
export const BARE_HEAD_BEFORE = new RegExp(
  String.raw`(?:\b${determiners('the', 'a', 'its', 'our', 'their')}|[\w-]+['’]s)\s+$`,
  'i',
)

/**
 * "Upcoming milestones: Zelvora PDUFA on Sept. 14", "Zelvora PDUFA on Sept. 14 and Ostrelva PDUFA on Oct. 2": a
 * product's name right before the bare act's name, opening a list item, makes "PDUFA" the head noun of its date.
 */
export const BARE_NAME_HEAD =
  /(?:^|[:;,\u2022\u2013-]\s*|\band\s+)[A-Z][a-z][\w-]*[\u00AE\u2122]?\s+$/

/** "moved", "extended", "reset": a gap that ends in a move verb's participle ends in a connector. */
export const MOVED_PARTICIPLES = moveParticiples(MOVING_VERBS)

/** " is unchanged from " in "the PDUFA date for X is unchanged from D": the date stands (no move from it). */
export const STANDING_FROM = String.raw`${keepingWords('unchanged', 'unaffected')}\s+from`

/** A gap ending in "from" (the replaced date follows), but not "unchanged from". */
export const FROM_ONLY_END = new RegExp(
  String.raw`(?<!\b${keepingWords('unchanged', 'unaffected')}\s+)\bfrom\s*$`,
  'i',
)

/** " on or before " in "a decision date on or before D": the deadline's idiom binds a phrase to its date as "on" does. */
const ON_OR_BEFORE = String.raw`on\s+or\s+before`

/** " for a decision by " in "a target action date for a decision by D": the decision the date is for, then its deadline's "by". */
const DECISION_BY = String.raw`for\s+(?:${decisionNouns('approval')}|${closedWords('a', 'an', 'the')}\s+${decisionNouns('decision')}|action)\s+by`

// " for the Ostrelva NDA is " in "the PDUFA date for the Ostrelva NDA is D": a strong phrase's gap ends in a connector.
export const CONNECTOR_END = new RegExp(
  String.raw`(?:\b(?:${ON_OR_BEFORE}|${closedWords('of', 'is', 'was', 'are', 'to', 'as', 'on', 'for', 'at', 'than', 'be', 'until', 'about', 'around')}|remains?|${closedWords('is', 'was', 'remains')}still|${dateQualifiers('still', 'now', 'currently')}|${participlesOf('set', 'schedule')}|${MOVED_PARTICIPLES}|confirmed\s+as|approximately|${STANDING_FROM}|${DECISION_BY})|[:=(-])\s*$`,
  'i',
)

// ": Zelvora – " in "PDUFA target action dates: Zelvora – D1; Ostrelva – D2": the first item's label (case-sensitive).
export const LIST_ITEM_GAP = /^\s*:\s*[A-Z][\w-]*(?:\s+[A-Z0-9][\w-]*)?\s*[\u2013\u2014:-]\s*$/

// ": " in "PDUFA Date: March 3, 2026": a label, nothing but marks between the phrase and its date.
export const LABEL_GAP = /^[\s:=-]*$/

// " of " in "a target date of D", "has a PDUFA of D": the one-word gap a weak or bare phrase binds across.
export const SHORT_CONNECTOR = new RegExp(
  String.raw`^[\s=(-]*(?:(?:${ON_OR_BEFORE}|${closedWords('of', 'is', 'was', 'on', 'at')})\s*)?$`,
  'i',
)

// " for Zelquari is ", " is slated for ", " remains scheduled for ", " falls on ": the predicate of "PDUFA" as a determined head noun ("The
// PDUFA for X is D"), its object (one name or a short noun phrase) before it.
export const HEADED_BARE_GAP = new RegExp(
  String.raw`^\s+(?:for\s+[^,;:.()]{1,60}?\s+)?(?:(?:${closedWords('is', 'was')}|${keepingWords('remains')}|will\s+be)\s+(?:${dateQualifiers('still', 'now', 'currently')}\s+)?(?:(?:${participlesOf('set', 'schedule')}|${scheduleWords('slated')})\s+for\s+|on\s+)?|falls\s+on\s+)$`,
  'i',
)

// " for Zelvora delayed to ", " delayed three months to ", " was extended to ": the act's name as a heading noun moved to a
// date (a headline drops the auxiliary: "PDUFA for Zelvora delayed to D").
export const MOVED_BARE_GAP = new RegExp(
  String.raw`^\s+(?:for\s+[^,;:.()]{1,60}?\s+)?(?:(?:${closedWords('is', 'was', 'has', 'had')}\s+)?(?:been\s+)?)${MOVED_PARTICIPLES}(?:\s+[\w-]+){0,3}?\s+(?:to|until)\s+$`,
  'i',
)

// "under the ", "of the ", "per the " before "PDUFA": the act as the frame of something else, not a date.
export const ACT_AS_FRAME_BEFORE = new RegExp(
  String.raw`\b(?:${closedWords('under', 'of', 'with', 'by')}|per)\s+(?:the\s+)?$`,
  'i',
)

// " Unchanged; Still " in "PDUFA Date Unchanged; Still March 3": a headline that says the phrase stands, then restates
// its date after a semicolon, comma or dash ("still", "remains", "is still" opening the second part).
export const STANDING_THEN_STILL = new RegExp(
  String.raw`^\s+(?:is\s+|${keepingWords('remains')}\s+)?${keepingWords('unchanged', 'unaffected', 'maintained')}\s*[;,\u2013\u2014-]\s*(?:${dateQualifiers('still')}|${keepingWords('remains')}|is\s+still)\s+$`,
  'i',
)

// " Unchanged", " Remains", " is unchanged", " on track" right after a phrase (or after its product, " for Zelvora
// Reaffirmed"): the phrase said to stand.
export const STANDING_AFTER = new RegExp(
  String.raw`^(?:\s+for\s+[A-Z][\w-]*[\u00AE\u2122]?)?\s+(?:${keepingWords('unchanged', 'remains', 'maintained', 'unaffected', 'stands')}|is\s+(?:still\s+)?${keepingWords('unchanged', 'unaffected')}|on\s+track|reaffirmed|confirmed)\b`,
  'i',
)

// " for Velmora NDA", " for tazorelin cream, 0.2%, for ...": the product the phrase names right after it, or the end of
// the item, when a date opening its item or its clause premodifies the phrase ("March 12, 2027 PDUFA target action date
// for Velmora NDA", "Velmora NDA under FDA review; March 12, 2027 PDUFA date": a results release's highlight bullet;
// date-then-phrase.ts).
export const OWN_PRODUCT_AFTER = new RegExp(
  String.raw`^(?:\s+for\s+(?:${determiners('the', 'its', 'our')}\s+)?[A-Za-z][\w-]|\s*[.;]?\s*$)`,
  'i',
)
/** "; " right before a date: the date opens a clause of its item ("Velmora NDA under FDA review; March 12, 2027 ..."). */
export const CLAUSE_START = /;\s*$/

/** " will be on ", " is on ", " remains on ": the target phrase's own copula before "on" and its date. */
export const COPULA_ON = new RegExp(
  String.raw`\b(?:${closedWords('is', 'was', 'be')}|remains)\s+(?:${closedWords('on', 'at')})\s*$`,
  'i',
)

/**
 * ", as previously announced,", ", as disclosed on D0,", "(submitted in May 2026)", "(accepted on D0)": an aside that says
 * when the text told, filed or had something accepted, closed by its comma or parenthesis.
 */
export const TOLD_ASIDE = new RegExp(
  String.raw`,\s+as\s+(?:previously\s+|first\s+)?${toldPast([...tellingVerbsOf('publishes'), 'communicate', 'state'])}\b[^,;:()]{0,60},|\(\s*(?:${filingVerbs('submitted', 'filed', 'resubmitted')}|accepted|${toldPast([...tellingVerbsOf('publishes')])})\b[^()]{0,60}\)`,
  'gi',
)

/** Verbs of telling: "announced the PDUFA date on D" dates the telling, not the target. */
export const TELLING_BEFORE =
  /\b(?:announc\w*|disclos\w*|report\w*|inform\w*|notif\w*|communicat\w*|learn\w*|receiv\w*|discuss\w*|provid\w*|publish\w*|confirm\w*|told|advis\w*)\b/i

/**
 * ", confirming the " right before a target phrase: a present participle of telling set off by a comma, its object the
 * phrase (at most a determiner and two words between), which TELLING_BEFORE reads as a verb of telling.
 */
export const PARTICIPLE_TELLING = new RegExp(
  String.raw`,\s+${tellingParticiples('confirming', 'announcing', 'disclosing', 'communicating', 'providing')}\s+(?:${determiners('the', 'a', 'an', 'its', 'their')}\s+)?(?:[\w()-]+\s+){0,2}$`,
  'i',
)

/** ", which is the new " between a date and its phrase: "established D as the PDUFA action date". */
// " marks the " in "D marks the PDUFA date for X": the date as the subject of a copula or of "marks".
// " as per the " in "set a date of D as per the PDUFA target action date" (s20 r61, a wire's rewording): "as" itself.
export const DATE_THEN_PHRASE_COPULA = new RegExp(
  String.raw`^\s*,?\s*(?:which\s+)?(?:${closedWords('as', 'is', 'was')}|as\s+per|will\s+be|marks|has\s+been\s+${SET_ASSIGNED_ESTABLISHED}\s+as)\s+${determinersOf('definite', 'indefinite', 'possessive')}\s+(?:(?:${dateQualifiers('new', 'updated', 'revised', 'extended', 'current', 'anticipated', 'expected', 'original', 'initial', 'previous', 'prior')}|fda'?s?|agency'?s?)\s+)*["“']?$`,
  'i',
)

/** ", the " between a date and a target phrase in apposition: "by June 5, 2025, the PDUFA target action date". */
export const APPOSITION_GAP = new RegExp(
  String.raw`^\s*,\s*(?:or\s+)?${DEFINITE_DETERMINERS}\s+(?:(?:${dateQualifiers('new', 'updated', 'revised', 'current', 'assigned', 'scheduled')}|so-called|fda'?s?)\s+)*$`,
  'i',
)

/** What may follow a phrase in apposition: the sentence's end, or the close of the apposition before another clause. */
export const APPOSITION_END = new RegExp(
  String.raw`^\s*(?:[.;)]|$|,\s+${closedWords('and', 'but', 'while', 'which', 'when')}\b)`,
  'i',
)

/** " for the advisory committee meeting" right after a date: the event the date is for, which is not the decision. */
export const OTHER_EVENT_AFTER = new RegExp(
  String.raw`^\s*,?\s*for\s+(?:an?|${DEFINITE_DETERMINERS})\s+(?:[\w-]+\s+){0,2}${otherEvents('advisory', 'committee', 'meeting', 'adcomm', 'hearing', 'conference', 'presentation', 'readout', 'launch', 'inspection', 'webcast', 'call')}\b`,
  'i',
)

// ", is now " after the aside's date: the phrase's own predicate gives the current date.
export const NOW_AFTER_FORMERLY = new RegExp(
  String.raw`^\s*\)?\s*,\s*(?:is|has\s+been\s+(?:${moveParticiples(['extend', 'move', 'change', 'reset', 'revise'])})\s+to|was\s+(?:${moveParticiples(['extend', 'move', 'change', 'reset', 'revise'])})\s+to)\s+(?:now\s+)?$`,
  'i',
)

// "is now", "is now expected by": the phrase's predicate restating the date that replaced it.
export const NOW_PREDICATE = new RegExp(String.raw`\b${closedWords('is', 'are')}\s+now\b`, 'i')

// ", " or " for X, " between a phrase and the date in apposition to it: only the phrase's product between them, and the
// indication it is for ("The FDA's action date for X as a treatment for Crohn's disease, D, remains unchanged").
export const APPOSITION_OPENING = new RegExp(
  String.raw`^\s*(?:${closedWords('for', 'of')}\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,3}(?:\s+(?:${closedWords('in')}|as\s+an?\s+${productNouns('treatment')}\s+${closedWords('for')}|${closedWords('for')}\s+(?:the\s+)?${productNouns('treatment')}\s+${closedWords('of')})\s+[\w'’-]+(?:\s+[\w'’-]+){0,5})?\s*)?,\s*$`,
  'i',
)

// "falls three months after the original date", "is three months later than the initial goal": the predicate measures the
// date past the one it replaced.
export const LATER_THAN_EARLIER = new RegExp(
  String.raw`^\s*,[^,;.]{0,30}?\b(?:\w+|\d+)[- ](?:months?|weeks?|days?)\s+(?:after|later\s+than|beyond)\s+(?:the|its)\s+${dateQualifiers('original', 'previous', 'prior', 'initial')}\b`,
  'i',
)

// ", falls three months after" after "the new goal date for X, D,": the closing comma of the apposition, then the subject's
// own predicate (a verb in the present or past), so the date between the commas is the phrase's.
export const APPOSITION_THEN_PREDICATE = new RegExp(
  String.raw`^\s*,\s+(?:${closedWords('is', 'was', 'are', 'were', 'has', 'had', 'will', 'would')}|[a-z]+(?:s|ed))\s+(?!${closedWords('and', 'or')}\b)`,
)

// ", fall in" after "Both PDUFA dates, D1 and D2": the closing comma of a list of dates in apposition, then the plural
// subject's own predicate (an auxiliary, a verb with its ending, or a bare verb: any word no closed class holds).
export const LIST_APPOSITION_THEN_PREDICATE = new RegExp(
  String.raw`^\s*,\s+(?:both\s+|all\s+|now\s+|still\s+)?(?:${closedWords('are', 'were', 'have', 'had', 'will', 'would')}\b|(?!(?:${ANY_CLOSED_WORD})\b)[a-z]+\s+(?!${closedWords('and', 'or')}\b))`,
)

// ", " or " and " between two dates of a coordinated list ("D1, D2 and D3"); the group holds "and", the list's last link.
export const DATE_LIST_LINK = new RegExp(String.raw`^\s*,?\s*(?:(${closedWords('and')})\s+)?$`, 'i')

/** "..., and for X is D2" / "and X's is D2" / "and D2" / "D1 for X and D2 for Y": the same phrase again, for another drug or application. */
// Also with the first date's indication in parentheses ("D1 (atopic dermatitis) and D2 (prurigo)"), an indication
// as the second item ("..., and in thyroid cancer it is D2"), and a comma after an item's parenthesis ("D1 (X), D2 (Y)").
export const CONTINUATION = new RegExp(
  String.raw`^\s*(?:,\s*|\([^()]{1,60}\)\s*,\s*|for\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s*,\s*|(?:(?:for|in)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,7}\s*)?(?:\([^()]{1,60}\)\s*)?,?\s*${closedWords('and', 'while', 'whereas')}\s+(?:(?:(?:the\s+(?:one\s+|date\s+)?)?(?:for|in)\s+[^,;()]{1,60}?|[\w-]+['’]s)\s+(?:it\s+)?(?:${closedWords('is', 'of', 'on')}|will\s+be)\s+|(?:on\s+)?)|;\s*[A-Z][\w-]*(?:\s+[A-Z0-9][\w-]*)?\s*[\u2013\u2014:-]\s*)$`,
)

/**
 * "its June 5, 2025 PDUFA date", "receives June 5, 2025 PDUFA goal date", "On Track for June 2 PDUFA Date" (a headline's
 * standing date, no article): what stands before a date premodifying a phrase.
 */
export const ATTRIBUTIVE_LEAD = new RegExp(
  String.raw`\b${determiners('the', 'a', 'an', 'its', 'our', 'their', 'his', 'her', 'this')}\s+$|'s\s+$|\b(?:${givingForms('sets', 'assigns', 'gives', 'establishes')}|with|${receiptVerbs('receives', 'secures', 'obtains', 'gets')}|announces|on\s+(?:track|schedule)\s+for)\s+$`,
  'i',
)

/**
 * "FDA Sets March 3, 2027 as Action Date for X" (a headline drops the article after "as"): a verb of setting right
 * before the date, which "as" then equates with the phrase. Only the agency's verbs of giving a date; a company's
 * "targets D as ..." is no assignment.
 */
export const SET_AS_LEAD = new RegExp(
  String.raw`\b${givingForms('sets', 'set', 'assigns', 'assigned', 'establishes', 'established')}\s+$`,
  'i',
)

/** "as" alone between a date and its phrase, no article: the headline's equation ("Sets D as Action Date"). */
export const BARE_AS_GAP = /^\s*as\s+$/i

/** ": ", " – " between a date and the phrase after it: the date labels a list item. */
export const DATE_LABEL_GAP = /^\s*[:\u2013\u2014-]\s*$/

/** Nothing but a bullet before the date: it opens its item. */
export const ITEM_START = /^\s*(?:[-*\u2022\u00b7\u2013\u2014]\s*)?$/

/**
 * " in ", " set for the ", " is expected in " between a phrase and a time after it: the phrase names its own time
 * ("PDUFA action date in October 2018"), so a date before it is no label of it ("4 April 2018 - PDUFA action date in
 * October 2018" opens with the line's dateline).
 */
export const OWN_TIME_GAP = new RegExp(
  String.raw`^\s*(?:${closedWords('is', 'was')}\s+)?(?:(?:${dateQualifiers('expected', 'anticipated', 'scheduled')}|${participlesOf('set')}|targeted)\s+)?${closedWords('in', 'during', 'by', 'for', 'of', 'around')}\s+(?:${determiners('the')}\s+)?(?:${partsOfPeriod('end', 'beginning', 'start', 'middle')}\s+of\s+(?:${determiners('the')}\s+)?)?$`,
  'i',
)

/** "an extension of " right before a date: the date is the object of the move. */
export const LENGTHENING_OF = new RegExp(
  String.raw`\b${LENGTHENING_NOUNS}\s+of\s+(?:${determiners('the', 'its', 'their', 'our')}\s+)?$`,
  'i',
)

/** "may", "could", "possible", "if" before it: a move that may come. */
export const MAY_COME = new RegExp(
  String.raw`\b(?:${modalsOf('possibility', 'ability', 'condition')}|possible|potential|${conditionWords('if')})\b`,
  'i',
)

/** "to", "until", "through" closing a gap: the date after it is where the move goes. */
export const TO_END = new RegExp(String.raw`\b${closedWords('to', 'until', 'through')}\s*$`, 'i')

/**
 * "PDUFA" as the head noun of its own phrase: after a determiner or a possessive ("Zelvora's PDUFA is D", "has a PDUFA of
 * D"), after a name opening a headline or a list item ("Zelvora PDUFA on D"), or with its object after it in a gap that
 * moves it ("PDUFA for Zelvora delayed to D"); not the act a thing is under ("the meeting under the PDUFA").
 */
export function headsItsPhrase(
  sentence: string,
  phrase: Pick<Phrase, 'start'>,
  gap: string,
): boolean {
  if (ACT_AS_FRAME_BEFORE.test(sentence.slice(Math.max(0, phrase.start - 12), phrase.start)))
    return false
  return (
    BARE_HEAD_BEFORE.test(sentence.slice(0, phrase.start)) ||
    BARE_NAME_HEAD.test(sentence.slice(Math.max(0, phrase.start - 60), phrase.start)) ||
    movedObject(gap)
  )
}
/** " for Zelvora delayed to ": the bare act's object after it, then the move. */
export function movedObject(gap: string): boolean {
  return /^\s+for\s/i.test(gap) && MOVED_BARE_GAP.test(gap)
}
