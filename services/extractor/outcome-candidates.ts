/**
 * Outcome candidates: the decisions a text tells (outcomes.ts), proposed per sentence before any drug is read, then
 * read as candidates with their drug, their decision date's plausibility against the filing date and what holds them
 * back; with no decision told, the sentence that reports only a letter's content.
 */
import { DEFINITE_DETERMINERS } from './lexicon/determiners.js'
import { isNotAPdufaMatter, onlyAnotherProgramme } from './context.js'
import { daysBetween } from './calendar-days.js'
import type { DateMention } from './dates.js'
import {
  anotherCompanyDecides,
  anotherCompanysDecision,
  isCompetitors,
  rivalToTheFilers,
  ownedByAnUnlistedRival,
} from './ownership.js'
import { approvalToldAgainAbroad } from './approval-guards.js'
import {
  mentionsCrlContent,
  mentionsEarlierCrl,
  retellsTheLetter,
  tellsLetterToldBefore,
} from './crl-mentions.js'
import { type OutcomeEvent, findOutcomeEvents } from './outcomes.js'
import {
  type Document,
  type DatedText,
  type OutcomeProposals,
  type ResolvedDate,
  coinedOf,
  datesOf,
  drugOfOutcome,
  drugOfSentence,
  readingOf,
} from './document.js'
import type { Candidate } from './candidate-record.js'
import { secondApprovalOf, secondOfPluralApplications } from './coordinated-approvals.js'
import { roundupLeadOf } from './roundup-leads.js'
import { closedWords } from './lexicon/function-words.js'
import { matchesOf } from './regexp-matches.js'
import { earlierAdverbs, pastYears } from './lexicon/qualifiers.js'
import { toldMonthsBack } from './retold-months.js'
import { weekdayDecisionDate } from './weekday-decisions.js'
import { messageNouns, tellingVerbsOf, toldPast, toldPastOrPresent } from './lexicon/telling.js'
import { applicationNouns, decisionStems, BIOLOGICS_LICENSE } from './lexicon/review.js'

/** "approved the NDA", "a complete response letter for the BLA": the decision's object is an application already named. */
const APPLICATION_AS_OBJECT = new RegExp(
  String.raw`^\s*(?:${closedWords('of', 'for', 'on', 'regarding')}\s+)?${DEFINITE_DETERMINERS}\s+(?:s?NDA|s?BLA|(?:new\s+drug|${BIOLOGICS_LICENSE})\s+application|${applicationNouns('application', 'resubmission', 'supplement')})\b`,
  'i',
)

/** A decision more than four months before the filing is not the news of it. */
const MAX_DECISION_BEHIND_DAYS = 120

function decisionPlausible(date: ResolvedDate, reference: string | null): boolean {
  if (date.iso === null) return false
  if (reference === null) return true
  const behind = daysBetween(date.iso, reference)
  return behind >= -2 && behind <= MAX_DECISION_BEHIND_DAYS
}

/**
 * A decision with no day of its own dated only by a month or a year before the filing's year ("received a CRL for X in
 * 2022"), or by a part of such a year told after its words ("approved X for psoriasis in the fourth quarter of 2024"; one
 * before them may be another event's: "worked through a letter issued in late 2023 as the FDA has approved X"): history.
 * Another verb's day in the same clause ("approved X for psoriasis in 2024 and accepted the sBLA on January 5, 2027")
 * dates that verb, not the decision; the decision's own day ("approved X on January 5, 2027, adding to its 2024
 * approval") is read instead.
 */
function datedInAnEarlierYear(
  dates: readonly DateMention[],
  reference: string | null,
  event: Pick<OutcomeEvent, 'anchor' | 'decisionDate'>,
): boolean {
  if (reference === null || event.decisionDate !== null) return false
  const year = Number(reference.slice(0, 4))
  return dates.some(
    (d) =>
      (d.precision === 'year' ||
        d.precision === 'month' ||
        ((d.precision === 'quarter' || d.precision === 'half') &&
          d.explicitYear &&
          d.start >= event.anchor.end)) &&
      d.year !== null &&
      d.year < year,
  )
}

/**
 * "approved X for psoriasis in fiscal 2024", "in fiscal year 2024": a fiscal year no date form reads, after the decision's
 * words in its clause, two years or more before the filing's: history, as a calendar year is (a fiscal year named by the
 * year it starts in, April to March, may end in the filing's year, so the year before is not counted; a decision with a
 * day of its own is read by its day).
 */
const FISCAL_YEAR = /\bin\s+fiscal\s+(?:year\s+)?((?:19|20)\d{2})\b/gi
function toldInAnEarlierFiscalYear(
  text: string,
  event: Pick<OutcomeEvent, 'anchor' | 'decisionDate'>,
  reference: string | null,
): boolean {
  if (reference === null || event.decisionDate !== null) return false
  const { end } = clauseOf(text, event.anchor)
  const year = Number(reference.slice(0, 4))
  return matchesOf(FISCAL_YEAR, text.slice(event.anchor.end, end)).some(
    (m) => Number(m[1]) < year - 1,
  )
}

/**
 * "The FDA had approved X for psoriasis", "X had received a complete response letter": the pluperfect places a decision
 * before another past time, as the text's history, unless a verb of telling or the news told carries it as reported news
 * ("announced that the FDA had approved X", "said it had received a CRL", "responded to the news that the FDA had approved
 * X"). Read from the auxiliary right before the decision's words (or
 * inside them: "the FDA had approved") to the decision's end, of a decision with no day of its own (a day bound to it is
 * measured against the filing date as any other).
 */
const PLUPERFECT = String.raw`\b${closedWords('had')}\s+(?:${earlierAdverbs('previously', 'already', 'first', 'originally', 'initially')}\s+)?(?:${closedWords('been')}\s+)?`
const PLUPERFECT_BEFORE = new RegExp(String.raw`${PLUPERFECT}$`, 'i')
/** The auxiliary inside the decision's words, before its verb ("the FDA had approved"). */
const PLUPERFECT_INSIDE = new RegExp(String.raw`${PLUPERFECT}[a-z]+\b`, 'i')
const TELLING_BEFORE = new RegExp(
  String.raw`\b(?:${toldPastOrPresent(tellingVerbsOf('publishes', 'states', 'affirms', 'quotes', 'informs'))}|${messageNouns('news', 'announcement', 'report', 'reports', 'word')}\s+${closedWords('that')})\b`,
  'i',
)
function toldInThePluperfect(text: string, anchor: { start: number; end: number }): boolean {
  const { start } = clauseOf(text, anchor)
  const pluperfect =
    PLUPERFECT_BEFORE.test(text.slice(Math.max(start, anchor.start - 40), anchor.start)) ||
    PLUPERFECT_INSIDE.test(text.slice(Math.max(anchor.start, anchor.end - 40), anchor.end))
  // The telling may be the decision's own words ("the FDA said on Monday it had approved X": AGENCY_TO_VERB).
  return pluperfect && !TELLING_BEFORE.test(text.slice(0, anchor.end))
}

/**
 * "On May 6, 2009, the Company announced that the FDA had approved X", in a later year's report: a decision with no day
 * of its own, told by a telling verb dated more than four months before the filing, is as old as its telling (a
 * decision is never told before it is made). Only the day of a fronted "On D, <teller> <verb> that" reads so.
 */
const TELLING_AFTER_DAY = new RegExp(
  String.raw`^,?\s+(?:[\w’'.&-]+\s+){1,5}?(?:had\s+|has\s+)?${toldPast(tellingVerbsOf('publishes', 'states', 'affirms'))}\s+(?:that\s+)?`,
  'i',
)
/**
 * The lines of a sentence that tell its decision, in a text with no filer given: up to the end of the decision's line when
 * the sentence runs on to a line that opens with a capital ("FDA denied approval for Belmidex ... on May 9, 2026-\nKestrel
 * Bio Inc."): a calendar's next row, whose sponsor is no owner of this decision. A wrapped line that goes on in lower case
 * or opens a parenthesis ("\n(a product of Ironbridge Pharma)") is the decision's own.
 */
function ownDecisionLines(doc: Document, text: string, anchorEnd: number): string {
  if (doc.lexicon.filerNames.length > 0) return text
  const newline = text.indexOf('\n', anchorEnd)
  return newline >= 0 && NEXT_ROW_LINE.test(text.slice(newline + 1)) ? text.slice(0, newline) : text
}
const NEXT_ROW_LINE = /^[ \t\u00a0]*[A-Z]/

function toldOnAnOldDay(doc: Document, i: number, text: string, event: OutcomeEvent): boolean {
  if (event.decisionDate !== null || doc.reference === null) return false
  return datesOf(doc, i).some((d) => {
    if (d.precision !== 'day' || d.end > event.anchor.start) return false
    if (!/\bon\s+$/i.test(text.slice(Math.max(0, d.start - 4), d.start))) return false
    const between = text.slice(d.end, event.anchor.start)
    const told = TELLING_AFTER_DAY.exec(between)
    // The telling verb opens the decision's clause: nothing but its subject between "that" and the decision's words.
    if (told === null || between.length - told[0].length > 40) return false
    const iso = readingOf(doc, i, d).behindOfFiling.iso
    return iso !== null && daysBetween(iso, doc.reference!) > MAX_DECISION_BEHIND_DAYS
  })
}

/** Where a sentence's clauses part: a semicolon, or a comma before a coordinating conjunction. */
const CLAUSE_BOUNDARY = new RegExp(
  String.raw`;|,\s+${closedWords('and', 'but', 'while', 'whereas')}\s`,
  'gi',
)

/**
 * The dates of the clause that tells a decision: "In 2024 the FDA approved X for narcolepsy, and it is now reviewing an
 * sNDA with a PDUFA date of D" dates the approval by its year alone, whatever day the next clause gives.
 */
function clauseDates(
  text: string,
  dates: readonly DateMention[],
  anchor: { start: number; end: number },
): DateMention[] {
  const { start, end } = clauseOf(text, anchor)
  return dates.filter((d) => d.start >= start && d.end <= end)
}

/** "The FDA rejected the company's vaccine last year": a decision its clause dates a year or more back is history. */
const PAST_YEAR = new RegExp(
  String.raw`\b${pastYears('last year', 'a year ago', 'years ago', 'the previous year', 'the prior year')}\b`,
  'i',
)
function toldAYearBack(text: string, anchor: { start: number; end: number }): boolean {
  const { start, end } = clauseOf(text, anchor)
  return PAST_YEAR.test(text.slice(start, end))
}

/** The clause of a sentence that holds a decision's words (CLAUSE_BOUNDARY). */
function clauseOf(
  text: string,
  anchor: { start: number; end: number },
): { start: number; end: number } {
  let start = 0
  let end = text.length
  for (const m of matchesOf(CLAUSE_BOUNDARY, text)) {
    const at = m.index ?? 0
    if (at + m[0].length <= anchor.start) start = at + m[0].length
    else if (at >= anchor.end) {
      end = at
      break
    }
  }
  return { start, end }
}

/** "approved", "authorization", "complete response", "rejects", "declined": the words of a decision, a cheap first test. */
const DECISION_WORDS = new RegExp(
  String.raw`${decisionStems('approv', 'reject', 'declin', 'greenl', 'green-l', 'the nod', 'its nod', 'fda nod', "fda's nod", 'fda’s nod', 'fda ok', 'fda okay', 'okayed', "ok'd", 'ok’d', 'thumbs', 'green light', 'signed off', 'cleared', 'clears', 'allowed the use', 'allows the use', 'clearance', 'turned down', 'turns down', 'shot down', 'shoots down', 'rebuff', 'knocked back', 'denied', 'denies', 'expand', 'broaden')}|authori[sz]ation|complete\s+response|\bcrl\b`,
  'i',
)

/**
 * "The FDA has refused to accept the application", "a refuse-to-file letter": the agency would not review it. A
 * "rejects" in the same text names that refusal ("Shares sink as FDA rejects BLA"), not a complete response letter.
 */
const REFUSAL_TO_FILE = /\brefus(?:ed|es|al)?\s+to\s+(?:file|accept)\b|\brefuse[\s-]to[\s-]file\b/i
/** A letter named as one: what a refusal to file never is. */
const LETTER_NAMED = /\bcomplete\s+response\b|\bcrl\b/i

/**
 * The outcome proposals layer: the decisions each sentence tells (outcomes.ts), before any drug is read; with none, the
 * sentence that reports only a letter's content, if any.
 */
export function proposeOutcomes(doc: DatedText): OutcomeProposals {
  const events: Array<readonly OutcomeEvent[] | undefined> = []
  let told = false
  // The first sentence that tells a letter as told before ("previously announced that it had received a CRL"): a later
  // definite "the CRL" is that letter again.
  let letterToldBefore = -1
  for (let i = 0; i < doc.sentences.length; i++) {
    const text = doc.sentenceTexts[i] ?? ''
    // The decision's words first: most sentences have none, and that test is the cheaper.
    if (doc.boilerplate[i]) continue
    if (!DECISION_WORDS.test(text)) continue
    if (isNotAPdufaMatter(text, true)) continue
    const retold = letterToldBefore >= 0
    if (letterToldBefore < 0 && tellsLetterToldBefore(text)) letterToldBefore = i
    const found = findOutcomeEvents(text, datesOf(doc, i)).filter(
      (event) =>
        !approvalToldAgainAbroad(text, event, doc.sentenceTexts[i - 1] ?? '') &&
        !(event.kind === 'crl' && retold && retellsTheLetter(text, event.anchor)) &&
        !(event.kind === 'crl' && !LETTER_NAMED.test(text) && REFUSAL_TO_FILE.test(doc.text)),
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

/** The text names the agency or its market: "FDA", "Food and Drug Administration", "FDA-approved", "U.S.". */
const NAMES_THE_FDA =
  /\bFDA\b|\bFood\s+and\s+Drug\s+Administration\b|\bU\.S\.(?!\w)|\bUnited\s+States\b/

/** Whether sentence `later` tells a decision dated on a day other than `day` (both days known). */
function decidedOnAnotherDay(doc: Document, later: number, day: string | null): boolean {
  if (day === null) return false
  return (doc.outcomeProposals.events[later] ?? []).some((event) => {
    if (event.decisionDate === null) return false
    const other = readingOf(doc, later, event.decisionDate).behindOfFiling.iso
    return other !== null && other !== day
  })
}

export function outcomeCandidates(doc: Document): Candidate[] {
  const candidates: Candidate[] = []
  doc.sentences.forEach((sentence, i) => {
    const events = doc.outcomeProposals.events[i]
    if (events === undefined) return
    const text = doc.sentenceTexts[i] ?? ''
    // Read once per sentence (a sentence may tell many decisions).
    let rivalToFilers: boolean | undefined
    for (const [k, event] of events.entries()) {
      // A decision dated by its weekday alone ("on Friday won approval of X"): the latest such day (weekday-decisions.ts).
      const ownDate =
        event.decisionDate === null
          ? event.anticipated
            ? null
            : weekdayDecisionDate(text, event.anchor, doc.reference)
          : readingOf(doc, i, event.decisionDate).behindOfFiling
      // "On D, the agency granted two approvals. X received approval ...": the roundup's lead dates it (roundup-leads.ts).
      const lead =
        ownDate === null && event.kind === 'approval' && !event.anticipated
          ? roundupLeadOf(doc, i)
          : null
      const date = ownDate ?? lead?.date ?? null
      // A decision told in a sentence that names its own object, right after the decision, by a word no slot read
      // ("announced FDA approval of its product Kelvarix") is that object's, not the drug another sentence names.
      // A name read from a later sentence that tells a decision of its own on another day ("On D1, X received FDA
      // approval. Y was approved by the FDA on D2", X unread) is that decision's object, never this one's: no drug,
      // unless this sentence's own coined word names it. (A decision told again later on the same day, or undated, may
      // be this one: a headline's letter and the body's.)
      const read = drugOfOutcome(doc, i, k)
      const resolved =
        read !== null &&
        read.sentence > i &&
        decidedOnAnotherDay(doc, read.sentence, date?.iso ?? null)
          ? null
          : read
      const coined = read !== null && read.sentence !== i ? coinedOf(doc, i, 'own') : null
      // Not when the decision's object is the application another sentence names ("approved the NDA, a milestone for
      // Medicare patients", "a CRL for the BLA citing ..."): then the decision is that drug's.
      const ofTheApplication = APPLICATION_AS_OBJECT.test(text.slice(event.anchor.end))
      const drug = coined !== null && !ofTheApplication ? coined : resolved
      // "X was approved on D" (no agency): X must be the drug read, and the text must name the FDA or the U.S.
      const agentlessUnsure =
        event.agentlessSubject !== undefined &&
        (drug === null ||
          drug.sentence !== i ||
          ![drug.name, ...drug.aliases].some(
            (n) => n.toLowerCase() === event.agentlessSubject!.toLowerCase(),
          ) ||
          !NAMES_THE_FDA.test(doc.text))
      const candidate: Candidate = {
        kind: event.kind,
        drug,
        sentence: i,
        quoteStart: lead === null ? sentence.start : doc.sentences[lead.sentence]!.start,
        quoteEnd: sentence.end,
        date,
        prior: null,
        held: event.anticipated
          ? 'hedged'
          : event.strength !== 'strong' ||
              (date !== null && event.dateStrength !== 'strong') ||
              agentlessUnsure
            ? 'weak_phrase'
            : isCompetitors(text) ||
                (rivalToFilers ??= rivalToTheFilers(doc, text)) ||
                anotherCompanysDecision(doc, ownDecisionLines(doc, text, event.anchor.end)) ||
                anotherCompanyDecides(text, event.anchor.start) ||
                ownedByAnUnlistedRival(doc, text, drug)
              ? 'competitor'
              : null,
        plausible:
          (date === null || decisionPlausible(date, doc.reference)) &&
          !datedInAnEarlierYear(
            clauseDates(text, datesOf(doc, i), event.anchor),
            doc.reference,
            event,
          ) &&
          !toldAYearBack(text, event.anchor) &&
          !toldMonthsBack(
            text,
            clauseOf(text, event.anchor),
            clauseDates(text, datesOf(doc, i), event.anchor),
            doc.reference,
            event,
          ) &&
          !toldInAnEarlierFiscalYear(text, event, doc.reference) &&
          !(event.decisionDate === null && toldInThePluperfect(text, event.anchor)) &&
          !toldOnAnOldDay(doc, i, text, event),
        indirect: false,
      }
      candidates.push(candidate)
      // "approved X for A and Y for B": the same decision of a second product (coordinated-approvals.ts).
      const second =
        secondApprovalOf(doc, i, event, candidate) ??
        secondOfPluralApplications(doc, i, event, candidate)
      if (second !== null) candidates.push(second)
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
