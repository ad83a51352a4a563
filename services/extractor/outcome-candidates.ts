/**
 * Outcome candidates: the decisions a text tells (outcomes.ts), proposed per sentence before any drug is read, then
 * read as candidates with their drug, their decision date's plausibility against the filing date and what holds them
 * back; with no decision told, the sentence that reports only a letter's content.
 */
import { DEFINITE_DETERMINERS } from './lexicon/determiners.js'
import { isNotAPdufaMatter, onlyAnotherProgramme } from './other-programmes.js'
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
  coinedOf,
  datesOf,
  drugOfOutcome,
  drugOfSentence,
  readingOf,
} from './document.js'
import type { Candidate } from './candidate-record.js'
import { othersOfPluralApplications, secondApprovalOf } from './coordinated-approvals.js'
import { roundupLeadOf } from './roundup-leads.js'
import { closedWords } from './lexicon/function-words.js'
import { toldMonthsBack } from './retold-months.js'
import { weekdayDecisionDate } from './weekday-decisions.js'
import { decisionStems } from './lexicon/review.js'
import { applicationNouns, BIOLOGICS_LICENSE } from './lexicon/applications.js'
import {
  clauseDates,
  clauseOf,
  datedInAnEarlierYear,
  decisionPlausible,
  ownDecisionLines,
  toldAYearBack,
  toldInAnEarlierFiscalYear,
  toldInThePluperfect,
  toldOnAnOldDay,
} from './decision-history.js'

/** "approved the NDA", "a complete response letter for the BLA": the decision's object is an application already named. */
const APPLICATION_AS_OBJECT = new RegExp(
  String.raw`^\s*(?:${closedWords('of', 'for', 'on', 'regarding')}\s+)?${DEFINITE_DETERMINERS}\s+(?:s?NDA|s?BLA|(?:new\s+drug|${BIOLOGICS_LICENSE})\s+application|${applicationNouns('application', 'resubmission', 'supplement')})\b`,
  'i',
)

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
      // "the applications for X, Y and Z": the same decision of each listed product.
      const second = secondApprovalOf(doc, i, event, candidate)
      if (second !== null) candidates.push(second)
      else candidates.push(...othersOfPluralApplications(doc, i, event, candidate))
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
