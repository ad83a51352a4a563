/**
 * Moves told by a verb ("extended the PDUFA date ... to D", "the review period was extended by three months, to D", "the
 * PDUFA date of D0 will be extended ... to D1"): the date a verb of moving moves to and the one it replaced, and the
 * move vocabulary the phrase readings share (from/to, "previously", advances, requests). The shapes that presuppose a
 * date without moving it ("ahead of", "an extension of") are presupposed-dates.ts's.
 */
import { determiners } from './lexicon/determiners.js'
import { cueWithin } from './cues.js'
import { type DateMention } from './dates.js'
import { GAP_DISQUALIFIER, REGULATORY_CONTEXT, clauseStart } from './clause-shapes.js'
import { ACTIVE_MOVE_VERBS, MOVE_IN_GAP_VERBS } from './lexicon/moves.js'
import { participlesOf } from './lexicon/assignment.js'
import { DATE_KINDS, DECISION_DATE_NOUNS } from './lexicon/date-nouns.js'
import { matchesOf } from './regexp-matches.js'
import { closedWords } from './lexicon/function-words.js'
import { hedgeWords } from './lexicon/hedges.js'
import { approvalKinds } from './lexicon/products.js'
import { notProductObjects } from './lexicon/approval-objects.js'
import { otherEvents } from './lexicon/events.js'
import { reviewProcesses, reviewSpanNouns } from './lexicon/review.js'
import { decisionNouns } from './lexicon/review.js'
import { advancingParticles, advancingStems, keepingWords } from './lexicon/moves.js'
import { dateQualifiers } from './lexicon/qualifiers.js'
import { earlierAdverbs, partsOfPeriod, scheduleWords } from './lexicon/qualifiers.js'
import { usAgencyNouns } from './lexicon/agencies.js'
import { bindingOf } from './target-binding.js'
import type { TargetReading } from './target-reading.js'
import { clauseCore, hasTopicComma } from './clause-core.js'
import { passiveSubject } from './passive-move-subjects.js'

// "extended" in "the FDA extended the PDUFA goal date for Ostrelva to D"; also "pushed back", "moved out", "postponed".
const EXTENSION_VERB = new RegExp(String.raw`\b${ACTIVE_MOVE_VERBS}\b(?![- ]release)`, 'gi')

/** "the FDA extended its review of X, moving": the agency as the subject of a move before the phrase. */
export const AGENCY_THEN_MOVE = new RegExp(
  String.raw`\b(?:${usAgencyNouns('fda', 'agency')})\s+(?:has\s+|had\s+)?${ACTIVE_MOVE_VERBS}\b(?![- ]release)`,
  'i',
)

// " has been extended to " in "the PDUFA date for Ostrelva has been extended to D": the gap itself says the date moved.
// A release profile is a formulation, not a move ("the review of extended-release ostrelvine is D"), here and in EXTENSION_VERB.
export const EXTENSION_IN_GAP = new RegExp(String.raw`\b${MOVE_IN_GAP_VERBS}\b(?![- ]release)`, 'i')

// "review" in "will extend its review of the Ostrelva NDA by three months to D": what an active verb of moving moves.
// "put off the deadline on possible approval of X", "pushed back the date for a response to X's application": a deadline
// or date named by the agency's decision on the application (a deadline for comments or for the company's answer is not).
const EXTENSION_OBJECT = new RegExp(
  String.raw`\b(?:pdufa|review(?:\s+(?:${reviewSpanNouns('period', 'clock', 'timeline', 'cycle')}|goal))?|${DATE_KINDS}\s+dates?|${dateQualifiers('expected', 'anticipated', 'target')}\s+approval\s+dates?|decision|user\s+fee|(?:deadline|date)\s+${closedWords('on', 'for')}\s+(?:(?:${closedWords('a', 'an', 'the', 'its')}|${hedgeWords('possible', 'potential')}|${approvalKinds('final')})\s+){0,2}(?:${decisionNouns('approval', 'action')}|response\s+to\s+(?:[\w'’.-]+\s+){0,3}?(?:application|s?nda|s?bla)))\b`,
  'i',
)

/** " date to ", " dates until ": a bare date noun as the whole object before the new date. */
const BARE_DATE_OBJECT = new RegExp(String.raw`^\s+dates?\s+${closedWords('to', 'until')}\s+$`, 'i')
/** "FDA ", "the agency ": the agency as the subject right before the verb. */
const AGENCY_RIGHT_BEFORE = new RegExp(
  String.raw`\b${usAgencyNouns('fda', 'agency')}\s+(?:now\s+|has\s+)?$`,
  'i',
)

/** After "extended to D": the object the verb moves, shifted after its date ("its review of", "the decision on"). */
// "delays by three months (until D) a decision on X": after a parenthesised new date, the indefinite object too.
const SHIFTED_OBJECT = new RegExp(
  String.raw`^(?:\s*,?\s+${determiners('its', 'the', 'their')}|\s*\)\s*,?\s+(?:${determiners('its', 'the', 'their')}|${closedWords('a', 'an')}))\s+(?:[\w-]+\s+){0,2}?${EXTENSION_OBJECT.source}`,
  'i',
)
/**
 * "its decision on the citizen petition about X", "a decision on the advisory committee for X": a shifted object that is
 * another matter than the application (read in the object's first words, up to a comma; "after a major amendment" is
 * the move's reason, not its object).
 */
const SHIFTED_OTHER_MATTER = new RegExp(
  String.raw`^[^;:.,]{0,60}?\b(?:${notProductObjects('petition', 'dispute', 'appeal', 'request', 'waiver', 'spa', 'ind')}|${otherEvents('advisory', 'committee', 'adcomm', 'adcom', 'panel', 'hearing', 'meeting', 'inspection')})\b`,
  'i',
)
/** " to ", " until ", " by three months (until ": from an agency's verb to a new date its object follows. */
const TO_BEFORE_SHIFTED_OBJECT = new RegExp(
  String.raw`^\s+(?:by\s+(?:about\s+|approximately\s+|an\s+additional\s+)?(?:\w+|\d+)(?:[- ]\w+)?\s+(?:months?|weeks?|days?)\s*[(,]?\s*)?(?:to|until)\s+$`,
  'i',
)

// " for Ostrelva will be " in "the PDUFA date of D0 for Ostrelva will be extended ... to D": a bound date's phrase as passive subject.
// Not across a clause of its own: "D1, while the PDUFA date for Y has been extended to D2" moves Y's date, not D1.
// The lookahead is bounded: a match is under 80 characters before its spaces, and an unbounded one read the whole
// text before the verb once per verb (quadratic on a run of one sentence repeated).
const PASSIVE_AUXILIARY = new RegExp(
  String.raw`^(?![^;:.]{0,120}\b${closedWords('while', 'whereas', 'but')}\b)[^;:.]{0,45}?\b${closedWords('has', 'have', 'had', 'was', 'were', 'is', 'are', 'will', 'would', 'shall')}\s+(?:also\s+|now\s+|officially\s+)?${closedWords('been', 'be', 'being')}\s+$`,
  'i',
)

// " by three months to " in "... will be extended by three months to D": from the verb to the new date.
const TO_NEW_DATE = new RegExp(
  String.raw`^\s*(?:,\s*)?(?:by\s+the\s+(?:u\.s\.\s+)?(?:fda|agency)\s+)?(?:by\s+(?:up\s+to\s+|approximately\s+|about\s+|an\s+additional\s+|a\s+further\s+)?(?:\w+|\d+)(?:[- ]\w+)?\s+(?:months?|weeks?|days?)\s*,?\s+)?${closedWords('to', 'until', 'through')}\s+$`,
  'i',
)

/**
 * "the review period for the X NDA was ", "the FDA's review will be ": the review as the subject of a passive move; the
 * move under way too ("the review of X is now being extended by three months to D", the trade press's progressive).
 */
const PASSIVE_REVIEW_SUBJECT = new RegExp(
  String.raw`\breview(?:\s+${reviewSpanNouns('period', 'clock', 'timeline', 'cycle')})?\b[^;:.]{0,100}?\b(?:${closedWords('has', 'have', 'had')}\s+(?:also\s+|now\s+)?been|${closedWords('was', 'were', 'is', 'are')}(?:\s+(?:also|now))?(?:\s+${closedWords('being')})?|${closedWords('will', 'would')}\s+(?:also\s+|now\s+)?be)\s+$`,
  'i',
)

/**
 * "The process is now being extended by three months to D", "the FDA's review process was extended to D": the review
 * told as its process (the trade press, after a sentence on the decision due), as the subject of a passive move. Only the
 * review's or approval's process, or the bare "The process" opening its sentence (the one the text spoke of), right before
 * the auxiliary: "the enrollment process is being extended" or "The process of enrolling patients ..." is no review.
 */
const PROCESS_SUBJECT_OF_MOVE = new RegExp(
  String.raw`(?:^\s*[Tt]he\s+|\b(?:the|its)\s+(?:(?:${usAgencyNouns('fda')}|agency)['’]s\s+)?${reviewProcesses('review', 'approval', 'regulatory')}\s+)process\s+(?:${closedWords('has', 'have', 'had')}\s+(?:also\s+|now\s+)?been|${closedWords('was', 'were', 'is', 'are')}(?:\s+(?:also|now))?(?:\s+${closedWords('being')})?|${closedWords('will', 'would')}\s+(?:also\s+|now\s+)?be)\s+$`,
  'i',
)

/**
 * "the decision on the X NDA was ", "the FDA's decision on X has been ": the decision as the subject of a passive move;
 * "the FDA decision on X has ", "the decision on X ": of an intransitive one ("has slipped to D", "shifted to D"). Read
 * only when the subject names the agency or an application ("the decision on the partnership was delayed" is not).
 */
const DECISION_SUBJECT_OF_MOVE = new RegExp(
  // A calendar's outcome cell or a headline, the agency's decision opening its line with the participle right after it
  // ("FDA decision postponed to Apr.27, 2027").
  String.raw`(?:^|\n)[ \t]*${usAgencyNouns('fda')}\s+${decisionNouns('decision')}\s+$|` +
    String.raw`\b(?:${closedWords('the', 'its', 'an', 'a')}|(?:fda|agency)['’]s)\s+(?:(?:${usAgencyNouns('fda')}|final|${decisionNouns('approval')}|regulatory)\s+)?${decisionNouns('decision')}\s+on\b[^;:.]{0,100}?\b(?:${closedWords('has', 'have', 'had')}\s+(?:also\s+|now\s+)?been|${closedWords('was', 'were', 'is', 'are')}(?:\s+(?:also|now))?|will\s+(?:also\s+|now\s+)?be|${closedWords('has', 'have', 'had')}(?:\s+(?:also|now))?)?\s+$`,
  'i',
)

/** "shifting the expected approval date from D0 to D1": the target named by the approval it expects. */
const EXPECTED_APPROVAL_DATE = new RegExp(
  String.raw`\b${dateQualifiers('expected', 'anticipated', 'target')}\s+approval\s+dates?\b`,
  'gi',
)

/** A move to an earlier date ("moved up", "brought forward"): not an extension, and too rare to publish unread. */
export const ADVANCE = new RegExp(
  String.raw`\b${advancingStems('mov', 'push', 'pull', 'bring', 'brought', 'advanc')}\w*\s+(?:[\w.'()-]+\s+){0,6}?${advancingParticles('up', 'forward', 'ahead')}\b|\baccelerat\w*(?!\s+approval)\b|\bto\s+an\s+earlier\s+date\b`,
  'i',
)

/** A move asked for, not made: "requested that the FDA extend the PDUFA date ...", "proposed to move the date". */
export const REQUESTED =
  /\b(?:request\w*|ask(?:s|ed|ing)?|propos\w*|urg(?:e|es|ed|ing)|petition\w*|seek(?:s|ing)?|sought|wants?|wish\w*)\b[^.;]{0,40}$/i

// " for Ostrelva from " in "extended the PDUFA date for Ostrelva from D0 to D": the gap before the replaced date; "from
// the end of " before a coarse one ("from the end of the first quarter to D").
export const FROM_END = new RegExp(
  // Not "unchanged from D": the date stands (STANDING_FROM, phrase-gaps.ts).
  String.raw`(?<!\b${keepingWords('unchanged', 'unaffected')}\s+)\bfrom\s+(?:the\s+|its\s+)?(?:${partsOfPeriod('beginning', 'start', 'middle', 'end', 'close')}\s+of\s+(?:the\s+)?)?(?:previously\s+(?:announced|${participlesOf('schedule', 'set', 'assign')})\s+|original(?:ly)?\s+(?:scheduled\s+|assigned\s+)?|previous\s+|prior\s+|initial\s+)?(?:${DECISION_DATE_NOUNS}\s+)*(?:date\s+)?(?:of\s+)?$`,
  'i',
)

// ", previously " in "the PDUFA date for X, previously D0, is now D1": the replaced date in an aside.
export const FORMERLY_END = new RegExp(
  String.raw`,\s*(?:(?:which\s+(?:had\s+been|was)\s+)?${earlierAdverbs('previously', 'originally', 'formerly', 'initially')}\s+(?:set\s+for\s+|scheduled\s+for\s+|${scheduleWords('slated')}\s+for\s+|${scheduleWords('due')}\s+(?:on\s+)?)?|which\s+(?:had\s+been|was)\s+)$`,
  'i',
)

// " to a new PDUFA date of " in "moved from D0 to a new PDUFA date of D": between the old date and the new.
export const THEN_TO = /^\s*,?\s*(?:to|until)\s+(?:a\s+new\s+(?:\w+\s+){0,3}date\s+of\s+)?$/i

/** EXTENSION_VERB without the global flag, for a plain test. */
export const EXTENSION_VERB_ANY = new RegExp(EXTENSION_VERB.source, 'i')

/** From a date to the passive move of the phrase it belongs to: " PDUFA date for X was ", " has been ", " will be ". */
const MOVED_SUBJECT_GAP = new RegExp(
  String.raw`^(?![^;:.]{0,120}\b${closedWords('while', 'whereas', 'but', 'and')}\b)[^;:.]{0,45}?\b(?:${closedWords('has', 'have', 'had')}\s+(?:also\s+|now\s+)?been|${closedWords('was', 'were', 'is', 'are')}(?:\s+(?:also|now))?|${closedWords('will', 'would', 'shall')}\s+(?:also\s+|now\s+)?be)\s+$`,
  'i',
)

/** The gap from a move's verb to the date it moves to, within its clause ("by three months to ", " until "). */
const MOVE_DESTINATION_GAP = new RegExp(
  String.raw`^[^;.]{0,120}?\b${closedWords('to', 'until', 'through')}\s+$`,
  'i',
)

const TO_END_SPACED = new RegExp(String.raw`\b${closedWords('to', 'until', 'through')}\s+$`, 'i')

/** Moves told by a verb of moving ("extended ... to D", passive or active): bound, or read into the phrase's binding of the same date. */
export function bindMoveVerbs(reading: TargetReading): void {
  const { sentence, dates, cues, phrases, bindings, priorDates, claimed } = reading
  for (const verb of matchesOf(EXTENSION_VERB, sentence)) {
    const verbStart = verb.index ?? 0
    const verbEnd = verbStart + verb[0].length
    const clause = clauseStart(sentence, verbStart)
    if (cueWithin(cues.negations, [clause, verbStart])) continue
    // "The PDUFA date of D0 has been extended; ...", "the D0 PDUFA date for X was extended after ...": the date of the
    // passive move's subject, when the move names no new date in its own clause, is only the date it replaced.
    const movedSubject = bindings.find(
      (b) =>
        b.role === 'current' &&
        !b.extension &&
        b.priorDate === null &&
        b.date.end <= verbStart &&
        MOVED_SUBJECT_GAP.test(sentence.slice(b.date.end, verbStart)),
    )
    const destination = firstDateFrom(dates, verbEnd)
    if (
      movedSubject !== undefined &&
      (destination === undefined ||
        !MOVE_DESTINATION_GAP.test(sentence.slice(verbEnd, destination.start)))
    )
      movedSubject.role = 'prior'
    let date = firstDateFrom(dates, verbEnd)
    // The verb's reach is its clause: what the object embeds (parentheses, appositions, relative clauses, the indication)
    // does not count against it.
    if (date === undefined || clauseCore(sentence.slice(verbEnd, date.start)).length > 140) continue
    let prior: DateMention | null = null
    let span = sentence.slice(verbEnd, date.start)
    // Active, object after the verb: "will extend its review of the NDA for X by three months to D".
    // "* FDA extends date to July 16, 2027" (a wire brief's bullet): the agency moving a bare "date" moves its own date.
    let objectAfter =
      EXTENSION_OBJECT.test(span) ||
      (BARE_DATE_OBJECT.test(span) &&
        AGENCY_RIGHT_BEFORE.test(sentence.slice(Math.max(0, verbStart - 24), verbStart)))
    if (FROM_END.test(span) && objectAfter) {
      // "... extended the PDUFA date for X from D0 to D1".
      const then = firstDateFrom(dates, date.end)
      if (then === undefined || !THEN_TO.test(sentence.slice(date.end, then.start))) continue
      prior = date
      date = then
      span = sentence.slice(verbEnd, date.start)
    }
    // "... extended the target action date for X, previously scheduled for D0, to D1": the replaced date in an aside.
    if (prior === null && objectAfter && FORMERLY_END.test(span)) {
      const then = firstDateFrom(dates, date.end)
      if (
        then !== undefined &&
        /^\s*,\s*(?:to|until)\s+$/i.test(sentence.slice(date.end, then.start))
      ) {
        prior = date
        date = then
        // The aside is read as the replaced date, not as a topic comma that weakens the verb's reach.
        span = `${span.replace(FORMERLY_END, ' ')}to `
      }
    }
    // Passive, object before the verb: "the PDUFA date of D0 for X will be extended by three months to D1".
    const subject =
      prior === null
        ? bindings.find(
            (b) =>
              b.role === 'current' &&
              b.date.end <= verbStart &&
              PASSIVE_AUXILIARY.test(sentence.slice(b.date.end, verbStart)),
          )
        : undefined
    if (subject !== undefined && TO_NEW_DATE.test(sentence.slice(verbEnd, date.start))) {
      prior = subject.date
      objectAfter = true
      bindings.splice(bindings.indexOf(subject), 1)
    }
    // Passive, the phrase itself the subject: "the PDUFA target action date for the NDA for X for the treatment of Y has been
    // extended by three months to D1" (no date, nothing but the phrase's complement between it and the verb).
    const passive =
      !objectAfter && prior === null
        ? passiveSubject(sentence, cues, phrases, dates, verbStart)
        : null
    if (passive !== null && (TO_NEW_DATE.test(span) || FROM_END.test(span))) {
      objectAfter = true
      prior = passive.prior
      if (prior === null && FROM_END.test(span)) {
        const then = firstDateFrom(dates, date.end)
        if (then === undefined || !THEN_TO.test(sentence.slice(date.end, then.start))) continue
        prior = date
        date = then
        span = sentence.slice(verbEnd, date.start)
      }
    }
    // "the FDA has extended to June 7 its review of the BLA for X", "the FDA delays by three months (until D) a decision on
    // whether to approve X": the object shifted past the new date (a long object after a short "to D"); the agency the
    // subject of the verb.
    if (
      !objectAfter &&
      prior === null &&
      TO_BEFORE_SHIFTED_OBJECT.test(span) &&
      SHIFTED_OBJECT.test(sentence.slice(date.end, date.end + 60)) &&
      !SHIFTED_OTHER_MATTER.test(sentence.slice(date.end, date.end + 70)) &&
      AGENCY_THEN_MOVE.test(sentence.slice(clause, verbEnd))
    )
      objectAfter = true
    // "The PDUFA date was initially set for D0. ... the FDA extended it to D1": the agency moving "it", the date the text
    // spoke of.
    if (
      !objectAfter &&
      prior === null &&
      /^\s+it\s+(?:by\s+[^;:.]{1,40}?\s+)?(?:to|until)\s+$/i.test(span) &&
      /\b(?:fda|agency)\b[^;:.]{0,30}$/i.test(sentence.slice(clause, verbStart))
    )
      objectAfter = true
    // Passive, the review itself the subject: "the review period for the X NDA was extended by three months, to D"; the
    // decision the subject of a passive or intransitive move: "the FDA decision on X has slipped to D".
    if (
      !objectAfter &&
      prior === null &&
      (PASSIVE_REVIEW_SUBJECT.test(sentence.slice(clause, verbStart)) ||
        PROCESS_SUBJECT_OF_MOVE.test(sentence.slice(clause, verbStart)) ||
        (DECISION_SUBJECT_OF_MOVE.test(sentence.slice(clause, verbStart)) &&
          REGULATORY_CONTEXT.test(sentence.slice(clause, verbStart)))) &&
      TO_NEW_DATE.test(span)
    )
      objectAfter = true
    // The disqualifying words are looked for in the clause's own words: "who have received prior therapy" in the
    // indication, "(Tokyo:4599; Osaka:4599)" after the sponsor, are the object's, not another event's. "the expected
    // approval date" is the moved target itself, not an approval's date.
    if (
      !objectAfter ||
      !TO_END_SPACED.test(span) ||
      GAP_DISQUALIFIER.test(clauseCore(span).replace(EXPECTED_APPROVAL_DATE, ' '))
    )
      continue
    if (prior !== null) {
      claimed.add(prior)
      priorDates.add(prior)
    }
    const advance = ADVANCE.test(sentence.slice(verbStart, date.start))
    const requested = REQUESTED.test(sentence.slice(clause, verbStart))
    const core = clauseCore(span)
    const verbStrength =
      core.length <= 120 && !hasTopicComma(core) && (!advance || prior !== null) ? 'strong' : 'weak'
    const existing = bindings.find((b) => b.date === date)
    if (existing !== undefined) {
      existing.extension = true
      // The verb's own reading decides the strength of a date its phrase reached only from afar.
      if (requested) existing.modal = true
      if (advance) {
        existing.advance = true
        if (prior === null && existing.priorDate === null) existing.strength = 'weak'
      } else if (verbStrength === 'strong' && existing.role === 'current')
        existing.strength = 'strong'
      existing.priorDate = existing.priorDate ?? prior
      continue
    }
    if (date.precision !== 'day') {
      reading.inexactTargets++
      continue
    }
    bindings.push(
      bindingOf(
        date,
        { start: verbStart, end: verbEnd },
        {
          strength: verbStrength,
          extension: true,
          // "... the BLA for X as a potential treatment for Y to D": an adjective in a noun-phrase aside describes the product.
          // "shifting the expected approval date from D0 to D1": an adjective on the moved target is no hedge of the move.
          modal:
            requested ||
            cueWithin(
              cues.hedges.filter((h) => !h.inAside && !(h.beforeTarget && h.start > verbStart)),
              [clause, date.end],
            ),
          advance,
          priorDate: prior,
        },
      ),
    )
  }
}

/** The first of `dates` starting at or after `after` (a module function: an arrow made per call costs a __name under tsx). */
function firstDateFrom(dates: readonly DateMention[], after: number): DateMention | undefined {
  return dates.find((d) => d.start >= after)
}
