/**
 * Candidate readings of a document: target dates bound by the grammar of a sentence (sentence-targets.ts; a table's "PDUFA
 * date" column is table-candidates.ts) and outcomes (outcomes.ts), each with its drug, its dates, its plausibility against
 * the filing date and what the grammar holds against it (`held`; whose fact it is, ownership.ts). Nothing here decides
 * what is published: decide.ts does.
 */
import { DEFINITE_DETERMINERS, determiners } from './lexicon/determiners.js'
import type { AssertionKind } from '../../schemas/avro/types.js'
import {
  citesExtension,
  isNotAPdufaMatter,
  onlyAnotherProgramme,
  reportsResubmission,
} from './context.js'
import { daysBetween, type DateMention } from './dates.js'
import { type DrugMention } from './drug-lexicon.js'
import type { ResolvedDrug } from './drug-resolution.js'
import { anotherCompanysDecision, isCompetitors } from './ownership.js'
import {
  type OutcomeEvent,
  approvalToldAgainAbroad,
  findOutcomeEvents,
  mentionsCrlContent,
  mentionsEarlierCrl,
} from './outcomes.js'
import { deniedDeadlines, mayDenyDeadline, reviewRunsPast } from './lapsed-deadlines.js'
import { findTargetDates, mayBindTargetDates } from './sentence-targets.js'
import { tellsApplicationReview } from './target-phrases.js'
import type { TargetBinding } from './target-binding.js'
import {
  type Document,
  type DatedText,
  type OutcomeProposals,
  type TargetProposal,
  type ResolvedDate,
  coinedOf,
  contextEntity,
  datesOf,
  drugOfOutcome,
  drugOfSentence,
  drugOfTarget,
  readingOf,
} from './document.js'
import { LENGTHENING_VERBS, moveParticiples, STANDARD_MOVE } from './lexicon/moves.js'
import { holdReasonOf, kindOf, type HoldReason } from './target-rules.js'
import { matchesOf } from './regexp-matches.js'
import { closedWords } from './lexicon/function-words.js'
import { lapseVerbs, applicationNouns, decisionStems } from './lexicon/review.js'
import { applicationAcronyms } from './lexicon/review.js'
import { productNouns } from './lexicon/products.js'
import { romanNumerals } from './lexicon/numbers.js'
import { dateNouns, dateNounsOf, deadlineNouns } from './lexicon/date-nouns.js'
import { otherEvents } from './lexicon/events.js'
import { dateQualifiers } from './lexicon/qualifiers.js'
import { participlesOf } from './lexicon/assignment.js'

export interface Candidate {
  kind: AssertionKind
  drug: ResolvedDrug | null
  sentence: number
  quoteStart: number
  quoteEnd: number
  date: ResolvedDate | null
  prior: ResolvedDate | null
  /** What the grammar holds against the reading (null: assertive, strongly bound). */
  held: HoldReason | null
  /** The date mention's offsets in its sentence (target readings), so that two dates of one sentence keep their own indications. */
  dateSpan?: { start: number; end: number }
  plausible: boolean
  indirect: boolean
  /** Read from a pluperfect ("the FDA had assigned D"): superseded when the text gives the drug another date. */
  pluperfect?: boolean
}

interface PriorMention {
  sentence: number
  date: ResolvedDate
  entity: number | null
}

/** A target date more than 30 months after the filing is not a PDUFA date (reviews run 6 to 15 months). */
const MAX_TARGET_AHEAD_DAYS = 913
const MAX_DECISION_BEHIND_DAYS = 120

/** Verbs that can only lengthen a review: with one of them, a new date before the old one is a misreading. */
const LENGTHENING = new RegExp(String.raw`\b${LENGTHENING_VERBS}\b`, 'i')

export function targetPlausible(
  date: ResolvedDate,
  prior: ResolvedDate | null,
  reference: string | null,
  sentence = '',
): boolean {
  if (date.iso === null) return false
  if (
    prior?.iso != null &&
    (prior.iso === date.iso || (prior.iso > date.iso && LENGTHENING.test(sentence)))
  )
    return false
  if (reference === null) return true
  const ahead = daysBetween(reference, date.iso)
  return ahead >= -1 && ahead <= MAX_TARGET_AHEAD_DAYS
}

function decisionPlausible(date: ResolvedDate, reference: string | null): boolean {
  if (date.iso === null) return false
  if (reference === null) return true
  const behind = daysBetween(date.iso, reference)
  return behind >= -2 && behind <= MAX_DECISION_BEHIND_DAYS
}

export function entityOf(drug: ResolvedDrug | null): number {
  return drug?.entity ?? -1
}

const appliesTo = (entities: ReadonlySet<number>, entity: number) =>
  entities.has(entity) || entities.has(-1) || (entity === -1 && entities.size > 0)

/** A move of the drug told within six sentences before, and no resubmission or letter told after that move. */
function extensionSinceResubmission(doc: Document, sentence: number, entity: number): boolean {
  let moved = -1
  for (let i = Math.max(0, sentence - 6); i < sentence; i++)
    if (
      !doc.boilerplate[i] &&
      citesExtension(doc.sentenceTexts[i] ?? '') &&
      // Any drug the move's sentence names ("extended the review of X and of Y"); a sentence that names none moves its
      // topic's, or every drug's when it speaks of several ("extended the review of its gene therapies").
      ((doc.lexicon.mentionsBySentence[i] ?? []).some((m) => m.entity === entity) ||
        ((doc.lexicon.mentionsBySentence[i] ?? []).length === 0 &&
          (appliesTo(new Set([contextEntity(doc, i)]), entity) ||
            SEVERAL_PRODUCTS.test(doc.sentenceTexts[i] ?? ''))))
    )
      moved = i
  if (moved < 0) return false
  for (let i = moved + 1; i < sentence; i++) {
    const text = doc.sentenceTexts[i] ?? ''
    if (reportsResubmission(text) || /\bcomplete\s+response\b|\bCRL\b/.test(text)) return false
  }
  return true
}

/** "its gene therapies", "the NDAs": a sentence that speaks of several products or applications. */
const SEVERAL_PRODUCTS = new RegExp(
  String.raw`\b(?:${applicationNouns('applications')}|${productNouns('therapies', 'products', 'candidates', 'drugs')}|${applicationAcronyms('nda', 'bla')}s)\b`,
  'i',
)

/** Drugs whose accepted resubmission the text reports (-1 when a report names no drug). */
function resubmittedEntities(doc: Document): Set<number> {
  const entities = new Set<number>()
  // An application filed again after a refuse-to-file letter starts a first review: only a resubmission that answers a
  // complete response letter (a class 1 or class 2 resubmission) sets a resubmission goal date.
  if (REFUSE_TO_FILE.test(doc.folded) && !ANSWERS_A_CRL.test(doc.folded)) return entities
  doc.sentenceTexts.forEach((text, i) => {
    if (doc.boilerplate[i] || !reportsResubmission(text)) return
    // The drug named right before the word "resubmission", in its clause: "BLA for X accepted; Y NDA resubmission under
    // review" resubmits Y, not X.
    const at = doc.sentences[i]!.start + text.search(/resubmi/i)
    const before = (doc.lexicon.mentionsBySentence[i] ?? []).filter(
      (m) => m.end <= at && at - m.end <= 25 && !/[;,\n]/.test(doc.folded.slice(m.end, at)),
    )
    entities.add(before.length > 0 ? before[before.length - 1]!.entity : contextEntity(doc, i))
  })
  return entities
}

const REFUSE_TO_FILE = /\brefus\w*[- ]to[- ]file\b|\bRTF\b/i
// "complete response letter", not an oncology "complete response rate".
const ANSWERS_A_CRL = new RegExp(
  String.raw`\bcomplete\s+response\s+(?:letter|to)\b|\bCRL\b|\bclass\s+(?:1|2|${determiners('one', 'two')}|${romanNumerals('i', 'ii')})\b`,
  'i',
)

/** "the revised PDUFA goal dates for X and Y": dates in the plural. */
const SEVERAL_DEADLINES = new RegExp(
  String.raw`\b(?:${deadlineNouns('date', 'deadline')}|${dateNouns('goal')})s\b`,
  'i',
)

/**
 * "Their target action dates are D1 and D2", "The two PDUFA dates are ...": the plural dates opening their sentence refer
 * back to the products of the sentence before, as "respectively" would.
 */
const PLURAL_SUBJECT_OPENS = new RegExp(
  String.raw`^\s*${determiners('their', 'these', 'those', 'both', 'the')}\s`,
  'i',
)

/** The sentence's dates written one after the other ("D1 and D2", "D1, D2 and D3"), in the order they stand. */
function coordinatedDates(text: string, sortedBindings: readonly TargetBinding[]): boolean {
  return sortedBindings
    .slice(1)
    .every((b, i) =>
      /^\s*,?\s*(?:and\s+|&\s+)?$/i.test(text.slice(sortedBindings[i]!.date.end, b.date.start)),
    )
}

/**
 * A list of dates read as an implicit "respectively": the dates in the plural ("goal dates") and written one after the
 * other. `refersBack` when the plural dates open the sentence ("Their target action dates are D1 and D2").
 */
function impliedList(
  text: string,
  bindings: readonly TargetBinding[],
): { refersBack: boolean } | null {
  if (bindings.length < 2) return null
  const plural = SEVERAL_DEADLINES.exec(text)
  if (plural === null) return null
  const sorted = [...bindings].sort((a, b) => a.date.start - b.date.start)
  if (!coordinatedDates(text, sorted)) return null
  const opening = text.slice(0, plural.index)
  return {
    refersBack: opening.length <= 60 && PLURAL_SUBJECT_OPENS.test(opening) && !/\d/.test(opening),
  }
}

/** "the advisory committee meeting", "an AdCom", "the hearing": an event whose date is no target date. */
const MEETING_NOUN = new RegExp(
  String.raw`\b${otherEvents('advisory', 'committee', 'adcom', 'adcomm', 'panel', 'hearing', 'meeting')}s?\b`,
  'i',
)
/** "the PDUFA date", "its target action date", "the goal date": the head of a target date in a list of events. */
const TARGET_HEAD = new RegExp(
  String.raw`\b(?:${dateNounsOf('act', 'kind')})\b|\b${deadlineNouns('date', 'deadline')}s?\b`,
  'i',
)

/**
 * "the advisory committee meeting and the PDUFA date for X on D1 and D2": dates written one after the other for a list
 * of events, one of them a meeting. The dates of the meeting's places (`meeting`) are no target dates; when the events
 * cannot be counted against the dates (`unreadable`), no date of the list is given to a product. Null when the clause
 * before the dates names no meeting.
 */
function meetingsInList(
  text: string,
  bindings: readonly TargetBinding[],
): { meeting: Set<TargetBinding>; unreadable: boolean } | null {
  if (bindings.length < 2) return null
  const sorted = [...bindings].sort((a, b) => a.date.start - b.date.start)
  const before = text.slice(0, sorted[0]!.date.start)
  const clause = before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf(':')) + 1)
  if (!MEETING_NOUN.test(clause) || !coordinatedDates(text, sorted)) return null
  const events = clause
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/i)
    .map((item) =>
      MEETING_NOUN.test(item)
        ? TARGET_HEAD.test(item)
          ? 'both'
          : 'meeting'
        : TARGET_HEAD.test(item)
          ? 'target'
          : null,
    )
    .filter((kind) => kind !== null)
  if (events.length !== sorted.length || events.includes('both'))
    return { meeting: new Set(), unreadable: true }
  return {
    meeting: new Set(sorted.filter((_, k) => events[k] === 'meeting')),
    unreadable: false,
  }
}

/**
 * "assigned each a PDUFA date of D", "X and Y each have a PDUFA date of D", "both X and Y have ...": the other drugs the
 * sentence names share the date. Only "each"/"both" bound to the coordinated drugs or the verb that assigns the date:
 * "in both first-line and second-line settings" shares nothing.
 */
/** "approved the NDA", "a complete response letter for the BLA": the decision's object is an application already named. */
const APPLICATION_AS_OBJECT = new RegExp(
  String.raw`^\s*(?:${closedWords('of', 'for', 'on', 'regarding')}\s+)?${DEFINITE_DETERMINERS}\s+(?:s?NDA|s?BLA|(?:new\s+drug|biologics\s+license)\s+application|${applicationNouns('application', 'resubmission', 'supplement')})\b`,
  'i',
)
const PARTNER_LEAD = new RegExp(
  String.raw`\b(?:combination\s+with|combined\s+with|${closedWords('plus', 'versus', 'after', 'following', 'than')}|vs\.?|compared\s+(?:with|to)|response\s+to|failed|refractory\s+to|intoleran\w+\s+(?:to|of)|outperformed)\s+(?:(?:both|either|${closedWords('the', 'a', 'an')})\s+)?(?:[\w-]+\s+(?:and|or)\s+)?$`,
  'i',
)
const EACH_SHARES_THE_DATE = new RegExp(
  String.raw`\b(?:assign\w*|${participlesOf('set', 'give')}|grant\w*|gave)\s+(?:them\s+)?each\b|\band\s+[A-Za-z][\w-]*\s+(?:each|both)\s+(?:${closedWords('have', 'has', 'had', 'were', 'was', 'are')}|received)\b|\bboth\s+[A-Za-z][\w-]*\s+and\s+[A-Za-z][\w-]*\s+(?:${closedWords('have', 'had', 'were', 'are')}|received)\b|\beach\s+of\s+(?:the\s+)?(?:NDAs|BLAs|${applicationNouns('applications')})\b`,
  'i',
)
function otherDrugsOfEach(
  doc: Document,
  sentence: number,
  text: string,
  drug: ResolvedDrug | null,
): ResolvedDrug[] {
  if (drug === null || !EACH_SHARES_THE_DATE.test(text)) return []
  const others = new Map<number, DrugMention>()
  // Partners and descriptions ("in combination with pembrolizumab", "failed both methotrexate and ...") share nothing;
  // the other item of "X and Y" does.
  const start = doc.sentences[sentence]!.start
  for (const m of doc.lexicon.mentionsBySentence[sentence] ?? []) {
    const lead = doc.folded.slice(Math.max(start, m.start - 50), m.start)
    if (m.entity !== drug.entity && !PARTNER_LEAD.test(lead) && !others.has(m.entity))
      others.set(m.entity, m)
  }
  return [...others.values()].map((m) => ({
    entity: m.entity,
    name: m.name,
    aliases: (doc.lexicon.entityNames[m.entity] ?? []).filter(
      (n) => n.toLowerCase() !== m.name.toLowerCase(),
    ),
    sentence,
    via: 'same' as const,
  }))
}

/** "X and Y have PDUFA dates of D1 and D2, respectively": the n-th drug goes with the n-th date. */
function respectiveDrugs(
  doc: Document,
  sentence: number,
  bindings: readonly TargetBinding[],
  listOfEvents = false,
): Map<TargetBinding, ResolvedDrug> | null {
  const text = doc.sentenceTexts[sentence] ?? ''
  if (bindings.length < 2) return null
  // Every name counts here, companions included: "the NDAs for X and Y ... respectively".
  // "... the NDA for X for <a long indication>, and the BLA for Y for Z. The FDA assigned goal dates of D1 and D2,
  // respectively.": a sentence that names no product takes its items from the sentence before.
  const own = doc.lexicon.mentionsBySentence[sentence] ?? []
  const implied = impliedList(text, bindings)
  const fromPrevious =
    own.length === 0 &&
    sentence > 0 &&
    (/\brespectively\b/i.test(text) || implied?.refersBack === true)
  const mentions = fromPrevious ? (doc.lexicon.mentionsBySentence[sentence - 1] ?? []) : own
  const ordered: typeof mentions = []
  for (const m of mentions) if (!ordered.some((o) => o.entity === m.entity)) ordered.push(m)
  if (ordered.length !== bindings.length) return null
  const sortedBindings = [...bindings].sort((a, b) => a.date.start - b.date.start)
  // Without "respectively": "the revised PDUFA goal dates for X and Y are D1 and D2", the names all before the dates,
  // the dates coordinated one after the other.
  const sentenceStart = doc.sentences[sentence]!.start
  // Or a list the plural dates refer back to: "the NDA for X ... and the BLA for Y. Their target action dates are D1 and
  // D2."
  // Or the dates of a list of events ("the advisory committee meeting, the PDUFA date for X and the PDUFA date for Y on
  // D0, D1 and D2"), the meeting's date left out.
  const coordinated =
    (implied !== null || listOfEvents) &&
    (fromPrevious ||
      ordered.every((m) => m.end - sentenceStart <= sortedBindings[0]!.date.start) ||
      // "target action dates of D1 and D2 for X and Y": the names all after the dates.
      ordered.every((m) => m.start - sentenceStart >= sortedBindings.at(-1)!.date.end))
  if (!/\brespectively\b/i.test(text) && !coordinated) return null
  const pairs = new Map<TargetBinding, ResolvedDrug>()
  sortedBindings.forEach((binding, i) => {
    const m = ordered[i]!
    pairs.set(binding, {
      entity: m.entity,
      name: m.name,
      sentence: m.sentence,
      via: fromPrevious ? 'previous' : 'same',
      aliases: (doc.lexicon.entityNames[m.entity] ?? []).filter(
        (n) => n.toLowerCase() !== m.name.toLowerCase(),
      ),
    })
  })
  return pairs
}

/**
 * "for Zelvora (plaque psoriasis) and for Ostrelva (atopic dermatitis); PDUFA goal dates are D1 and D2, respectively":
 * a list whose names no slot read (no lexicon mention in the sentence or the one before) pairs its dates with the coined
 * names of the sentence, else of the sentence before, in order, when there are as many as dates.
 */
function respectiveCoinedNames(
  doc: Document,
  sentence: number,
  bindings: readonly TargetBinding[],
): Map<TargetBinding, ResolvedDrug> | null {
  const text = doc.sentenceTexts[sentence] ?? ''
  if (bindings.length < 2) return null
  // Without "respectively", only plural dates opening their sentence refer back to the sentence before ("The two PDUFA
  // dates are D1 and D2").
  const respectively = /\brespectively\b/i.test(text)
  const implied = respectively ? null : impliedList(text, bindings)
  if (!respectively && implied?.refersBack !== true) return null
  const mentioned = (i: number) => (doc.lexicon.mentionsBySentence[i] ?? []).length > 0
  if (mentioned(sentence) || (sentence > 0 && mentioned(sentence - 1))) return null
  for (const i of sentence > 0
    ? respectively
      ? [sentence, sentence - 1]
      : [sentence - 1]
    : [sentence]) {
    const names = coinedOf(doc, i, 'inOrder')
    if (names.length === 0) continue
    if (names.length !== bindings.length) return null
    const sorted = [...bindings].sort((a, b) => a.date.start - b.date.start)
    return new Map(
      sorted.map((b, k) => [b, { ...names[k]!, via: i === sentence ? 'same' : 'previous' }]),
    )
  }
  return null
}

/**
 * The date is told as past ("Lorvanta's PDUFA date was Feb. 20; the FDA has not yet acted", "the goal date of March 31
 * lapsed"): a year-less one is read back from the filing, not forward into next year (it then holds as past). "was set
 * for Nov. 14" tells when the setting happened, not the date.
 */
function toldAsPast(text: string, binding: TargetBinding): boolean {
  const between =
    binding.anchor.end <= binding.date.start
      ? text.slice(binding.anchor.end, binding.date.start)
      : ''
  return (
    // "said that its new target date was Aug. 14": reported speech shifts the tense, a new date still lies ahead.
    (PAST_COPULA.test(between) && !binding.newModifier) ||
    PAST_VERB.test(between) ||
    PAST_AFTER_DATE.test(text.slice(binding.date.end, binding.date.end + 60)) ||
    NOT_YET_ACTED.test(text)
  )
}
const PAST_COPULA = new RegExp(
  String.raw`\b(?:was|were|had\s+been)\b(?!\s+(?:${participlesOf('set', 'assign', 'schedule', 'establish', 'give')}|${moveParticiples(['move', 'extend', 'change', 'reset', 'revise', 'push'])}|confirmed)\b)`,
  'i',
)
/** "lapsed on March 31": the date's own past verb before it. */
const PAST_VERB = new RegExp(String.raw`\b${lapseVerbs('lapsed', 'passed', 'expired')}\b`, 'i')
const PAST_AFTER_DATE = new RegExp(
  String.raw`^\s*,?\s*(?:which\s+)?(?:has\s+|had\s+)?(?:${lapseVerbs('passed', 'lapsed', 'expired')}|came\s+and\s+went)\b`,
  'i',
)
const NOT_YET_ACTED =
  /\b(?:has|have)\s+not\s+(?:yet\s+)?(?:acted|taken\s+action|issued)|\b(?:has|have)\s+yet\s+to\s+(?:act|take\s+action|issue)/i

/** A decision dated only by a month or year before the filing's year ("received a CRL for X in 2022"): history. */
function datedInAnEarlierYear(dates: readonly DateMention[], reference: string | null): boolean {
  if (reference === null) return false
  const year = Number(reference.slice(0, 4))
  return (
    !dates.some((d) => d.precision === 'day') &&
    dates.some(
      (d) =>
        (d.precision === 'year' || d.precision === 'month') && d.year !== null && d.year < year,
    )
  )
}

const PDUFA_NAMED = /\bpdufa\b|prescription\s+drug\s+user\s+fee/i
/** Where a sentence's clauses part: a semicolon, or a comma before a coordinating conjunction. */
const CLAUSE_SPLIT = new RegExp(
  String.raw`;|,\s+${closedWords('and', 'but', 'while', 'whereas')}\s`,
  'i',
)
const CLAUSE_SPLIT_ALL = new RegExp(CLAUSE_SPLIT.source, 'gi')
/** The clause of a sentence (between CLAUSE_SPLIT boundaries) that holds `offset`. */
function clauseHolding(text: string, offset: number): string {
  let start = 0
  for (const m of matchesOf(CLAUSE_SPLIT_ALL, text)) {
    const at = m.index ?? 0
    if (at >= offset) return text.slice(start, at)
    start = at + m[0].length
  }
  return text.slice(start)
}

/** The part of a sentence between semicolons that holds `offset`. */
/** The clause holding an offset: between semicolons, and apart from a contrasting ", while ..." / ", whereas ...". */
function clauseAround(text: string, offset: number): string {
  const breaks = [...matchesOf(/;|,\s+(?:while|whereas)\b/gi, text)].map((m) => m.index ?? 0)
  const start = Math.max(0, ...breaks.filter((b) => b < offset))
  const end = Math.min(text.length, ...breaks.filter((b) => b > offset))
  return text.slice(start, end)
}

/**
 * The target proposals layer: per sentence, the dates the grammar binds to a target phrase, an extension verb or a
 * decision frame (sentence-targets.ts), before any drug is read. Most sentences are passed over by their words alone.
 */
export function proposeTargets(doc: DatedText): Array<TargetProposal | undefined> {
  const proposals: Array<TargetProposal | undefined> = []
  doc.sentences.forEach((_, i) => {
    const text = doc.sentenceTexts[i] ?? ''
    // A sentence without a target phrase or an extension verb binds no date: its dates are not looked for here.
    if (doc.boilerplate[i] || !mayBindTargetDates(text)) return
    // Another programme's matter (an ANDA, a GDUFA date) rules the sentence out, unless the sentence also gives a PDUFA
    // date in a clause of its own: then only the clauses of the other programme are out.
    const otherProgramme = isNotAPdufaMatter(text)
    if (otherProgramme && !(PDUFA_NAMED.test(text) && CLAUSE_SPLIT.test(text))) return
    const dates = datesOf(doc, i)
    if (dates.length === 0) return
    // The sentence right before telling the FDA's review of an application ties a bare "target date" to it.
    const reviewBefore =
      i > 0 && !doc.boilerplate[i - 1] && tellsApplicationReview(doc.sentenceTexts[i - 1] ?? '')
    const { bindings: all } = findTargetDates(text, dates, reviewBefore)
    const bindings = otherProgramme
      ? all.filter((b) => !isNotAPdufaMatter(clauseHolding(text, b.date.start)))
      : all
    proposals[i] = { dates, bindings }
  })
  return proposals
}

export function targetCandidates(doc: Document): {
  candidates: Candidate[]
  priors: PriorMention[]
} {
  // Asked only of a date that no move of its own sentence explains (most texts bind no date at all).
  let resubmitted: Set<number> | undefined
  const candidates: Candidate[] = []
  const priors: PriorMention[] = []
  doc.sentences.forEach((sentence, i) => {
    const proposal = doc.targetProposals[i]
    if (proposal === undefined) return
    const text = doc.sentenceTexts[i] ?? ''
    const { bindings } = proposal
    const current = bindings.filter((b) => b.role !== 'prior' && b.negated !== true)
    // "the advisory committee meeting and the PDUFA date for X on D1 and D2": the meeting's date is none of X's.
    const meetings = meetingsInList(text, current)
    const listed = current.filter((b) => meetings?.meeting.has(b) !== true)
    const respective =
      respectiveDrugs(doc, i, listed, meetings !== null) ?? respectiveCoinedNames(doc, i, listed)
    // "respectively" over dates that cannot be paired with the several products around them (three names, two dates):
    // no date is given to one product by proximity; each stays held as no_drug. One product with two dates (two
    // indications, "respectively") keeps them.
    // The same for a list read as an implicit "respectively" (plural dates written one after the other) whose products
    // do not pair with its dates: a held date is better than every date given to one product.
    const implied = respective === null ? impliedList(text, listed) : null
    const unpaired =
      meetings?.unreadable === true ||
      (respective === null &&
      listed.length >= 2 &&
      (/\brespectively\b/i.test(text) || implied !== null || meetings !== null)
        ? new Set(
            ((doc.lexicon.mentionsBySentence[i] ?? []).length > 0
              ? doc.lexicon.mentionsBySentence[i]!
              : /\brespectively\b/i.test(text) || implied?.refersBack === true
                ? (doc.lexicon.mentionsBySentence[i - 1] ?? [])
                : []
            ).map((m) => m.entity),
          ).size >= 2
        : false)
    for (const [k, binding] of bindings.entries()) {
      if (meetings?.meeting.has(binding) === true) continue
      const reading = readingOf(doc, i, binding.date)
      const date = toldAsPast(text, binding) ? reading.behind : reading.ahead
      // A "respectively" pairing first, else the drug the drugs layer gives the date, else the coined word near it.
      const drug = unpaired
        ? null
        : (respective?.get(binding) ?? drugOfTarget(doc, i, k) ?? coinedOf(doc, i, 'near'))
      // A date the sentence calls earlier ("the original PDUFA date was D") is said as `prior`, never published; a later
      // move in the text may take it as its previous date.
      if (binding.role === 'prior') priors.push({ sentence: i, date, entity: drug?.entity ?? null })
      const prior =
        binding.priorDate === null
          ? null
          : priorBefore(readingOf(doc, i, binding.priorDate).ahead, date.iso)
      const entity = entityOf(drug)
      const kind = kindOf({
        binding,
        prior,
        text,
        clause: clauseAround(text, binding.date.start),
        movedSinceResubmission: () => extensionSinceResubmission(doc, i, entity),
        resubmitted: () => appliesTo((resubmitted ??= resubmittedEntities(doc)), entity),
      })
      const candidate: Candidate = {
        kind,
        drug,
        sentence: i,
        quoteStart: sentence.start,
        quoteEnd: sentence.end,
        date,
        prior,
        dateSpan: { start: binding.date.start, end: binding.date.end },
        held: holdReasonOf({ doc, sentence: i, text, binding, kind, drug }),
        plausible: targetPlausible(date, prior, doc.reference, text),
        indirect: false,
        ...(binding.pluperfect === true ? { pluperfect: true } : {}),
      }
      candidates.push(candidate)
      // "accepted the NDAs for X and Y and assigned each a PDUFA date of D": one date, each drug's.
      if (current.length === 1)
        for (const other of otherDrugsOfEach(doc, i, text, drug))
          candidates.push({ ...candidate, drug: other })
    }
  })
  // "The FDA will not be ready to take an action by D. ... In July, the FDA assigned a PDUFA goal date of D": a date
  // the agency said it will not act by has lapsed wherever the text states it again.
  // A denial names its drug or none: then it lapses that date of that drug, else that date of every drug.
  const lapsed = candidates
    .filter((c) => c.held === 'lapsed' && c.date?.iso)
    .map((c) => ({ iso: c.date!.iso!, entities: c.drug === null ? null : [entityOf(c.drug)] }))
  doc.sentenceTexts.forEach((text, i) => {
    // Only a sentence with a denial, or a review said to run past a date, can deny a deadline: most sentences are passed
    // over before their dates are read.
    const runsPast = /\b(?:beyond|past)\b/i.test(text)
    if (doc.boilerplate[i] || !(mayDenyDeadline(text) || runsPast)) return
    const dates = datesOf(doc, i)
    const named = [...new Set((doc.lexicon.mentionsBySentence[i] ?? []).map((m) => m.entity))]
    const denied = deniedDeadlines(text, dates)
    if (runsPast)
      denied.push(...dates.filter((d) => !denied.includes(d) && reviewRunsPast(text, d)))
    for (const date of denied) {
      const iso = readingOf(doc, i, date).ahead.iso
      if (iso !== null) lapsed.push({ iso, entities: named.length > 0 ? named : null })
    }
  })
  for (const candidate of candidates)
    if (
      candidate.held === null &&
      lapsed.some(
        (l) =>
          l.iso === candidate.date?.iso &&
          (l.entities === null ||
            l.entities.includes(entityOf(candidate.drug)) ||
            // The date restated in a sentence that names no product: its drug is only the nearest name.
            (candidate.drug !== null && candidate.drug.sentence !== candidate.sentence)),
      )
    )
      candidate.held = 'lapsed'
  supersedePluperfectDates(doc, candidates)
  return { candidates, priors }
}

/**
 * "The FDA had assigned a PDUFA goal date of D": the tense alone does not replace the date. It is superseded only when
 * the text gives the drug another date or tells its move; a letter (a complete response, a refusal to file) or a
 * resubmission anywhere in the text makes it an earlier cycle's. The text is read for them only when such a date exists.
 */
function supersedePluperfectDates(doc: Document, candidates: Candidate[]): void {
  if (!candidates.some((c) => c.pluperfect === true)) return
  const told = (pattern: RegExp) =>
    doc.sentenceTexts.some((t, i) => !doc.boilerplate[i] && pattern.test(t))
  const letterTold = told(/\bcomplete\s+response\b|\bCRL\b/i)
  const laterCycle =
    told(/\bcomplete\s+response\b|\bCRL\b|\bre-?submi|\brefus\w*\s+to\s+file\b/i) ||
    doc.sentenceTexts.some((t, i) => !doc.boilerplate[i] && reportsResubmission(t))
  const movedDrug = (entity: number) =>
    doc.sentenceTexts.some(
      (t, i) =>
        !doc.boilerplate[i] &&
        citesExtension(t) &&
        appliesTo(new Set([contextEntity(doc, i)]), entity),
    )
  for (const candidate of candidates)
    if (candidate.pluperfect === true && candidate.held === null && letterTold)
      candidate.held = 'superseded_by_outcome'
    else if (
      candidate.pluperfect === true &&
      (laterCycle ||
        movedDrug(entityOf(candidate.drug)) ||
        candidates.some(
          (other) =>
            other.pluperfect !== true &&
            other.date?.iso != null &&
            other.date.iso !== candidate.date?.iso &&
            entityOf(other.drug) === entityOf(candidate.drug),
        ))
    )
      candidate.held = 'superseded'
}

/** "approved", "authorization", "complete response", "rejects", "declined": the words of a decision, a cheap first test. */
const DECISION_WORDS = new RegExp(
  String.raw`${decisionStems('approv', 'reject', 'declin')}|authori[sz]ation|complete\s+response|\bcrl\b`,
  'i',
)

/**
 * The outcome proposals layer: the decisions each sentence tells (outcomes.ts), before any drug is read; with none, the
 * sentence that reports only a letter's content, if any.
 */
export function proposeOutcomes(doc: DatedText): OutcomeProposals {
  const events: Array<readonly OutcomeEvent[] | undefined> = []
  let told = false
  for (let i = 0; i < doc.sentences.length; i++) {
    const text = doc.sentenceTexts[i] ?? ''
    // The decision's words first: most sentences have none, and that test is the cheaper.
    if (doc.boilerplate[i]) continue
    if (!DECISION_WORDS.test(text)) continue
    if (isNotAPdufaMatter(text)) continue
    const found = findOutcomeEvents(text, datesOf(doc, i)).filter(
      (event) => !approvalToldAgainAbroad(text, event, doc.sentenceTexts[i - 1] ?? ''),
    )
    if (found.length === 0) continue
    events[i] = found
    told = true
  }
  // A release about a generic's (or a device's) application only: its letters and approvals are not PDUFA decisions. The
  // whole text is asked that once a sentence tells a decision (most texts tell none).
  if (told)
    return onlyAnotherProgramme(doc.text)
      ? { events: [], anotherProgramme: true, letterContent: -1 }
      : { events, anotherProgramme: false, letterContent: -1 }
  // Only the letter's content is reported ("In the letter, the FDA ..."): a CRL, known indirectly.
  const live = doc.sentenceTexts
    .map((text, i) => ({ text, i }))
    .filter(({ i }) => !doc.boilerplate[i])
  const none = { events, anotherProgramme: null, letterContent: -1 }
  if (live.some(({ text, i }) => mentionsEarlierCrl(text, () => datesOf(doc, i)))) return none
  const content = live.find(({ text }) => mentionsCrlContent(text))
  if (content === undefined) return none
  return onlyAnotherProgramme(doc.text)
    ? { events, anotherProgramme: true, letterContent: -1 }
    : { events, anotherProgramme: false, letterContent: content.i }
}

/** Whether the proposals hold a reading: a bound target date, a told decision, a letter's content. */
export function proposesReading(
  doc: Pick<Document, 'targetProposals' | 'outcomeProposals'>,
): boolean {
  return (
    doc.targetProposals.some((p) => p !== undefined && p.bindings.length > 0) ||
    doc.outcomeProposals.events.some((e) => e !== undefined) ||
    doc.outcomeProposals.letterContent >= 0
  )
}

export function outcomeCandidates(doc: Document): Candidate[] {
  const candidates: Candidate[] = []
  doc.sentences.forEach((sentence, i) => {
    const events = doc.outcomeProposals.events[i]
    if (events === undefined) return
    const text = doc.sentenceTexts[i] ?? ''
    for (const [k, event] of events.entries()) {
      const date =
        event.decisionDate === null ? null : readingOf(doc, i, event.decisionDate).behindOfFiling
      // A decision told in a sentence that names its own object, right after the decision, by a word no slot read
      // ("announced FDA approval of its product Kelvarix") is that object's, not the drug another sentence names.
      const resolved = drugOfOutcome(doc, i, k)
      const coined = resolved !== null && resolved.sentence !== i ? coinedOf(doc, i, 'own') : null
      // Not when the decision's object is the application another sentence names ("approved the NDA, a milestone for
      // Medicare patients", "a CRL for the BLA citing ..."): then the decision is that drug's.
      const ofTheApplication = APPLICATION_AS_OBJECT.test(text.slice(event.anchor.end))
      const drug = coined !== null && !ofTheApplication ? coined : resolved
      candidates.push({
        kind: event.kind,
        drug,
        sentence: i,
        quoteStart: sentence.start,
        quoteEnd: sentence.end,
        date,
        prior: null,
        held: event.anticipated
          ? 'hedged'
          : event.strength !== 'strong' || (date !== null && event.dateStrength !== 'strong')
            ? 'weak_phrase'
            : isCompetitors(text) || anotherCompanysDecision(doc, text)
              ? 'competitor'
              : null,
        plausible:
          (date === null || decisionPlausible(date, doc.reference)) &&
          !datedInAnEarlierYear(datesOf(doc, i), doc.reference),
        indirect: false,
      })
    }
  })
  if (candidates.length > 0) return candidates
  const letter = doc.outcomeProposals.letterContent
  if (letter < 0) return candidates
  const sentence = doc.sentences[letter]!
  candidates.push({
    kind: 'crl',
    drug: drugOfSentence(doc, letter),
    sentence: letter,
    quoteStart: sentence.start,
    quoteEnd: sentence.end,
    date: null,
    prior: null,
    held: 'indirect',
    plausible: true,
    indirect: true,
  })
  return candidates
}

/**
 * "extended ... to April 25, 2025 from January 25": the replaced day without its year lies before the new date, within a
 * year of it (the last such day before it), whatever the filing date would give.
 */
function priorBefore(prior: ResolvedDate, newIso: string | null): ResolvedDate {
  if (!prior.yearInferred || prior.iso === null || newIso === null) return prior
  const year = Number(newIso.slice(0, 4)) - (prior.iso.slice(5) < newIso.slice(5) ? 0 : 1)
  return { ...prior, iso: `${year}${prior.iso.slice(4)}` }
}

/** How many sentences after a move a date the text gives the same drug may be the date it replaced. */
const LATER_TARGET_REACH = 4
/**
 * A date a few days before the new one is that date adjusted ("extended to May 28. Due to the holiday weekend, the
 * action date will be May 25"), not the date a move replaced: the FDA moves a goal date by months.
 */
const MIN_MOVE_DAYS = 28

/** "now", "new", "revised": the sentence tells its date as the one that replaced another. */
const NOW_OR_NEW = new RegExp(
  String.raw`\b${dateQualifiers('now', 'new', 'revised', 'updated')}\b`,
  'i',
)

/** Extensions whose previous date sits in an earlier sentence ("originally had ... July 6, 2018. ... changed the action date to ..."). */
export function attachEarlierPriors(
  doc: Document,
  candidates: Candidate[],
  priors: readonly PriorMention[],
): void {
  // A date set for the same drug just before the extension ("The FDA set a PDUFA date of D0. ... extended the PDUFA date to D1").
  const earlierTargets: PriorMention[] = candidates
    .filter(
      (c) =>
        c.kind !== 'date_extended' && c.drug !== null && c.date?.written && c.date.iso !== null,
    )
    .map((c) => ({ sentence: c.sentence, date: c.date!, entity: c.drug!.entity }))
  for (const candidate of candidates) {
    // "The FDA now expects to act by D1. A decision had previously been expected by D0.": a date the text tells as the
    // current one ("now", "new") beside a date it calls the earlier one, for the same drug, is the moved date (also in
    // one sentence: "an extension of the D0 PDUFA date; the agency now expects to act by D1").
    if (
      candidate.kind === 'date_set' &&
      candidate.prior === null &&
      candidate.date?.iso != null &&
      candidate.held === null &&
      priors.some(
        (p) =>
          // "now", "new" on the date; or the sentence right before moved the date it calls replaced ("The FDA extended the
          // D0 goal date for X. The agency expects to complete its review by D1.").
          (NOW_OR_NEW.test(doc.sentenceTexts[candidate.sentence] ?? '') ||
            (p.sentence === candidate.sentence - 1 &&
              citesExtension(doc.sentenceTexts[p.sentence] ?? ''))) &&
          Math.abs(p.sentence - candidate.sentence) <= 2 &&
          p.date.iso !== null &&
          p.date.iso < candidate.date!.iso! &&
          daysBetween(p.date.iso, candidate.date!.iso!) <= 200 &&
          (p.entity === null || candidate.drug === null || p.entity === candidate.drug.entity),
      )
    )
      candidate.kind = 'date_extended'
    // A replaced date told only coarsely ("from the end of the first quarter to D1") leaves the day to another sentence.
    if (
      candidate.kind !== 'date_extended' ||
      candidate.prior?.iso != null ||
      candidate.date?.iso == null
    )
      continue
    const sameDrugTarget = earlierTargets.filter(
      (p) => candidate.drug !== null && p.entity === candidate.drug.entity,
    )
    // A prior said as such, or a date of the same drug, up to two sentences before; a date the same drug was given
    // further back ("accepted the NDA for X with a PDUFA date of D0. <background> The FDA has extended the PDUFA date
    // for X by three months to D1") when it lies within a move's reach (six months) of the new one.
    const farBack = new Set(
      sameDrugTarget.filter(
        (p) =>
          p.sentence >= candidate.sentence - 8 &&
          p.date.iso !== null &&
          p.date.iso < candidate.date!.iso! &&
          daysBetween(p.date.iso, candidate.date!.iso!) <= 200,
      ),
    )
    const earlier = [...priors, ...sameDrugTarget]
      .filter(
        (p) =>
          // A date its own sentence calls the replaced one, beside the move ("an extension of the D0 date; ... D1").
          (p.sentence < candidate.sentence ||
            (p.sentence === candidate.sentence && priors.includes(p))) &&
          (p.sentence >= candidate.sentence - 2 || farBack.has(p)) &&
          p.date.iso !== null &&
          p.date.iso < candidate.date!.iso!,
      )
      .filter(
        (p) => p.entity === null || candidate.drug === null || p.entity === candidate.drug.entity,
      )
      .sort((a, b) => b.sentence - a.sentence)[0]
    // "The FDA extended the PDUFA date for X to D1. The original PDUFA date was D0.": a date the next sentence calls the
    // earlier one (a prior, never a target read again) is the replaced date.
    // Else a date the text gives the same drug a few sentences after the move, a month to a move's reach before its new
    // date ("The extended PDUFA date is D1. ... the FDA had assigned the resubmitted NDA for X a PDUFA date of D0."): the
    // date the move replaced, told as background after the news.
    const later =
      earlier === undefined
        ? (priors.find(
            (p) =>
              p.sentence > candidate.sentence &&
              p.sentence <= candidate.sentence + 2 &&
              p.date.iso !== null &&
              p.date.iso < candidate.date!.iso! &&
              (p.entity === null || candidate.drug === null || p.entity === candidate.drug.entity),
          ) ??
          sameDrugTarget.find(
            (p) =>
              p.sentence > candidate.sentence &&
              p.sentence <= candidate.sentence + LATER_TARGET_REACH &&
              p.date.iso !== null &&
              daysBetween(p.date.iso, candidate.date!.iso!) >= MIN_MOVE_DAYS &&
              daysBetween(p.date.iso, candidate.date!.iso!) <= 200,
          ))
        : undefined
    if (later !== undefined) {
      candidate.prior = priorBefore(later.date, candidate.date!.iso)
      candidate.quoteEnd = doc.sentences[later.sentence]!.end
      candidate.plausible = targetPlausible(candidate.date!, candidate.prior, doc.reference)
      continue
    }
    if (earlier === undefined) {
      widenToStandardMove(doc, candidate, candidates)
      continue
    }
    candidate.prior = priorBefore(earlier.date, candidate.date!.iso)
    candidate.quoteStart = doc.sentences[earlier.sentence]!.start
    candidate.plausible = targetPlausible(candidate.date!, candidate.prior, doc.reference)
  }
}

/** "by three months", "a three-month extension", "deemed a major amendment": the text names the standard move. */
export const STANDARD_MOVE_PATTERN = new RegExp(STANDARD_MOVE, 'i')
/** How many sentences away from an extension's date a sentence naming its standard move may sit. */
const STANDARD_MOVE_REACH = 2

/**
 * An extension that writes no replaced date, beside a sentence that says the move was the standard one ("The FDA has
 * extended the review by three months. The new PDUFA goal date is D."; "... which the FDA deemed a major amendment"):
 * the quote takes that sentence in, so that whoever reads the quote knows the replaced date (D three months back) as
 * the text tells it. Only a sentence that writes no other day and lies where no other drug's date is read.
 */
function widenToStandardMove(
  doc: Document,
  candidate: Candidate,
  candidates: readonly Candidate[],
): void {
  if (STANDARD_MOVE_PATTERN.test(doc.text.slice(candidate.quoteStart, candidate.quoteEnd))) return
  const at = candidate.sentence
  const otherDrugBetween = (from: number, to: number) =>
    candidates.some(
      (c) =>
        c.sentence >= from &&
        c.sentence <= to &&
        c.drug !== null &&
        candidate.drug !== null &&
        c.drug.entity !== candidate.drug.entity,
    )
  const [month, day] = [
    Number(candidate.date!.iso!.slice(5, 7)),
    Number(candidate.date!.iso!.slice(8, 10)),
  ]
  // A day other than the extension's own that may be a replaced date ("from D0"): then the text writes the replaced
  // date, and the standard move is no reading of it. The release's own date and days before it (a dateline, an earlier
  // letter) replace nothing pending.
  const writesOtherDay = (i: number) =>
    datesOf(doc, i).some((d) => {
      if (d.precision !== 'day' || (d.month === month && d.day === day)) return false
      if (d.year === null || doc.reference === null) return true
      const iso = `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`
      return iso > doc.reference
    })
  for (const step of [-1, 1, -2, 2]) {
    const i = at + step
    if (i < 0 || i >= doc.sentences.length || step > STANDARD_MOVE_REACH) continue
    if (!STANDARD_MOVE_PATTERN.test(doc.sentenceTexts[i] ?? '') || writesOtherDay(i)) continue
    if (otherDrugBetween(Math.min(at, i), Math.max(at, i))) continue
    if (i < at) candidate.quoteStart = Math.min(candidate.quoteStart, doc.sentences[i]!.start)
    else candidate.quoteEnd = Math.max(candidate.quoteEnd, doc.sentences[i]!.end)
    return
  }
}
