/**
 * FDA approvals told in a sentence as news: the finder (findApprovals) that runs the patterns (approval-patterns.ts),
 * drops a match its guards read as no approval of a product by the FDA today (approval-guards.ts), and binds the
 * decision's date (after the verb, before it, an item's day, an attributive day, an agency line's date).
 */
import type { DateMention } from './dates.js'
import { matchesOf } from './regexp-matches.js'
import { mayMatchIn, patternCues } from './pattern-cues.js'
import { asciiLowerCase } from './name-search.js'
import { receiptVerbs } from './lexicon/products.js'
import { determiners } from './lexicon/determiners.js'
import { attributiveOpeners } from './lexicon/qualifiers.js'
import { conditionOpenBefore } from './approval-conditions.js'
import {
  MAX_EVENTS_PER_SENTENCE,
  type OutcomeEvent,
  decisionDateAfter,
  decisionDateBefore,
  dayInsideAfterOn,
  foreignRegulator,
} from './outcome-event.js'
import { deviceDecided } from './name-ends.js'
import { isNameLikeToken } from './name-tokens.js'
import {
  AGENTLESS_APPROVAL,
  APPROVED_IN_THE_US,
  APPOSED_APPROVAL,
  COUNTED_APPROVAL,
  PRESUPPOSED_APPROVAL,
  WITH_THE_AGENCYS_APPROVAL_THEN_SUBJECT,
  HEADLINE_APPROVED_IN_THE_US,
  AGENT_AFTER_DAY,
  ANNOUNCED_APPROVAL,
  ITEM_RECEIPT,
  BULLET_UNDER_HEADING,
} from './named-approval-patterns.js'
import { APPROVAL_PATTERNS } from './approval-patterns.js'
import {
  NOT_AN_APPROVAL,
  STANDING_STATUS_BEFORE,
  NOT_A_PRODUCT_APPROVAL,
  TOLD_TENTATIVE,
  FINAL_APPROVAL,
  finalApprovalOfAGeneric,
  OBJECT_NOT_A_PRODUCT,
  SERVICE_ROLE_OBJECT,
  APPROVAL_FOR_NOT_A_PRODUCT,
  APPROVED_FOR_STUDY,
  PRIVILEGE_EARNED_WHEN,
  COUNTRYS_COMPANY,
  NATIONALITY_OF_A_COMPANY,
  DATELINE_COUNTRY,
  TIME_ZONE_OF_A_DAY,
  EXPLICIT_FDA,
  FOREIGN_DATELINE,
  ANY_US_AGENCY,
  CLEARED_NO_PRODUCT,
  CLEARED_NO_PRODUCT_BEFORE,
  CLEARING,
  FOREIGN_APPROVAL,
  OCCASION_OF_RECEIPT_BEFORE,
  DEVICE_NAMED_OBJECT,
  AFTER_A_SPAN_BEFORE,
  ANIMAL_PATIENT_AFTER,
  VETERINARY_MARK,
  USE_ALLOWED,
  USE_ALLOWED_IN_A_STUDY,
} from './approval-guards.js'

/** "approval of Zelvora in the United States, which occurred on ", "... that was granted on ": right before its date. */

/**
 * "an FDA approved test", "a U.S. FDA approved drug", "the only FDA approved treatment": the agency and "approved" after
 * an indefinite article or "only"/"first", read as an adjective of the noun after it (an approval of no product here).
 */
const ATTRIBUTIVE_APPROVED = new RegExp(
  String.raw`\b${attributiveOpeners('a', 'an', 'any', 'no', 'only', 'first')}\s+(?:u\.?s\.?\s+)?fda\s+approved\s+[a-z]`,
  'i',
)

const APPROVAL_THAT_OCCURRED = new RegExp(
  String.raw`\b[Aa]pproval\s+of\s+(?=[A-Z])[^.;#]{1,80}?,?\s+(?:which|that)\s+(?:occurred|took\s+place|was\s+${receiptVerbs('granted', 'received', 'obtained')})\s+on\s+$`,
)

/**
 * "September 23, 2016 - FDA approves X": a line that opens on its date, then a dash, then the agency as the subject of
 * its decision (the agency's own list of announcements). The date is the decision's. Not a release's dateline, whose
 * subject is the company ("June 21, 2019 - Kestrel Bio announced today that the FDA has approved X": the shared data
 * reads no decision date there, and the agency often acted the day before).
 */
function agencyLineDate(
  masked: string,
  dayDates: readonly DateMention[],
  start: number,
): DateMention | null {
  const date = [...dayDates].reverse().find((d) => d.end <= start)
  if (date === undefined) return null
  if (!/(?:^|\n)\s*$/.test(masked.slice(Math.max(0, date.start - 20), date.start))) return null
  return /^\s*[-\u2013\u2014:]\s*(?:the\s+)?$/.test(masked.slice(date.end, start)) ? date : null
}

/** Each of APPROVAL_PATTERNS' words (pattern-cues.ts) as one key; a pattern with none (always run) a key of its own. */
const APPROVAL_PATTERN_CUES = APPROVAL_PATTERNS.map(
  ([pattern], k) => patternCues(pattern)?.join('|') ?? `#${k}`,
)

/** The approvals a sentence tells (`masked`: its dates blanked with '#'; `dayDates`: its day mentions). */
export function findApprovals(
  masked: string,
  dates: readonly DateMention[],
  dayDates: readonly DateMention[],
): OutcomeEvent[] {
  const events: OutcomeEvent[] = []
  // Read once per sentence, when a match first asks (a sentence repeating a pattern would read it whole per match); read
  // in place where asked (an arrow made per sentence costs a __name call under tsx).
  let notProduct: boolean | undefined
  let generic: boolean | undefined
  let tentative: boolean | undefined
  // A pattern the sentence holds none of the words of (pattern-cues.ts: "approved" or "approval", "green", "authori",
  // ...) matches nowhere in it: not run (most sentences read here hold one decision word, which half the patterns lack).
  // Patterns of the same words have the same answer: asked once per sentence (a dozen answers for the table's patterns).
  const lowered = asciiLowerCase(masked)
  const mayMatchByCues = new Map<string, boolean>()
  for (let k = 0; k < APPROVAL_PATTERNS.length; k++) {
    const [pattern, strength] = APPROVAL_PATTERNS[k]!
    if (pattern === AGENTLESS_APPROVAL && events.length > 0) break
    const cues = APPROVAL_PATTERN_CUES[k]!
    let may = mayMatchByCues.get(cues)
    if (may === undefined) mayMatchByCues.set(cues, (may = mayMatchIn(pattern, lowered)))
    if (!may) continue
    const headline = pattern === HEADLINE_APPROVED_IN_THE_US
    const subjectKept =
      pattern === AGENTLESS_APPROVAL ||
      pattern === APPROVED_IN_THE_US ||
      pattern === APPOSED_APPROVAL ||
      pattern === COUNTED_APPROVAL ||
      pattern === PRESUPPOSED_APPROVAL ||
      pattern === WITH_THE_AGENCYS_APPROVAL_THEN_SUBJECT ||
      headline
    const agentNamedAfter = subjectKept ? AGENT_AFTER_DAY : null
    for (const m of matchesOf(pattern, masked)) {
      const start = m.index ?? 0
      const end = start + m[0].length
      // An approval the text already told by a stronger reading of the same words ("highlighted by the FDA approval of
      // X" is also the noun's weak reading) is told once.
      if (strength === 'weak' && events.some((e) => e.anchor.start < end && start < e.anchor.end))
        continue
      // The words around the verb, not across a line that opens on a capital (a bullet or headline run into the next line:
      // "- X received a positive CHMP opinion in Europe\nThe FDA has approved X").
      // Only the 60 characters before the verb and the 40 after it are read: a line start or end farther off does not
      // move the clause, and reading the whole sentence per match is quadratic in a sentence repeating the pattern.
      const from = Math.max(0, start - 60)
      const lineStart = masked.slice(from, start).search(/\n(?=[A-Z])[^\n]*$/)
      // A headline item's clause is its own: the item before it in a flattened list ("... Approved in Europe o X
      // Approved in the U.S.") is another product's.
      const clauseStart = headline
        ? start
        : Math.max(from, lineStart < 0 ? 0 : from + lineStart + 1)
      const lineEnd = masked.slice(end, end + 41).search(/\n(?=[A-Z])/)
      // "The FDA approved X; launch is expected in the first quarter": a semicolon after the verb's object ends its clause,
      // and what the next clause expects is no hedge of the approval (s19 r38).
      const semicolon = masked.slice(end, end + 41).indexOf(';')
      const clauseEnd = Math.min(
        masked.length,
        end + 40,
        lineEnd < 0 ? masked.length : end + lineEnd,
        semicolon < 0 ? masked.length : end + semicolon,
      )
      const clause = masked.slice(clauseStart, clauseEnd)
      // "announced FDA approval of pediatric oral suspension labeling": a lower-case object before a dosage form is a
      // name only when no English word is.
      if (pattern === ANNOUNCED_APPROVAL) {
        const word = /^[a-z][a-z-]*/.exec(masked.slice(end, end + 32))?.[0]
        if (word !== undefined && !isNameLikeToken(word, 'lowercase')) continue
      }
      if (
        NOT_AN_APPROVAL.test(
          EXPLICIT_FDA.test(m[0])
            ? clause
                .replace(COUNTRYS_COMPANY, ' ')
                .replace(NATIONALITY_OF_A_COMPANY, ' ')
                .replace(DATELINE_COUNTRY, ' ')
                .replace(TIME_ZONE_OF_A_DAY, ' ')
            : clause,
        ) ||
        (notProduct ??= NOT_A_PRODUCT_APPROVAL.test(masked)) ||
        (tentative ??= TOLD_TENTATIVE.test(masked) && !FINAL_APPROVAL.test(masked)) ||
        (generic ??= finalApprovalOfAGeneric(masked)) ||
        (OBJECT_NOT_A_PRODUCT.test(masked.slice(end, end + 160)) &&
          // "approved Zelvora with a REMS": an object that opens on a name is the product.
          !/^\s*(?:[A-Z][a-z][\w-]*|[A-Z]{1,5}-?\d[\w-]*)\b/.test(masked.slice(end, end + 30))) ||
        SERVICE_ROLE_OBJECT.test(masked.slice(end, end + 160)) ||
        FOREIGN_APPROVAL.test(clause) ||
        DEVICE_NAMED_OBJECT.test(masked.slice(end, end + 120)) ||
        deviceDecided(masked.slice(Math.max(0, start - 40), start), masked.slice(end, end + 160)) ||
        // Read from a preposition the match itself ends on ("announced FDA approval for X to begin a Phase 3 study"):
        // what the approval is for is the guard's to read, not the match's.
        APPROVAL_FOR_NOT_A_PRODUCT.test(masked.slice(end - trailingPreposition(m[0]), end + 160)) ||
        APPROVED_FOR_STUDY.test(masked.slice(end, end + 160)) ||
        (USE_ALLOWED.test(m[0]) && USE_ALLOWED_IN_A_STUDY.test(masked.slice(end, end + 160))) ||
        PRIVILEGE_EARNED_WHEN.test(masked.slice(Math.max(0, start - 300), start)) ||
        // "X remains FDA approved for use in adults": a standing status, no decision.
        STANDING_STATUS_BEFORE.test(masked.slice(Math.max(0, start - 30), start)) ||
        // "Three weeks after the FDA approved X, the EMA ...": the approval a span is measured from, told as history.
        AFTER_A_SPAN_BEFORE.test(masked.slice(Math.max(0, start - 40), start)) ||
        // "approved X, an oral liquid to stimulate appetite in dogs", "two new canine medications were approved": an
        // animal drug's approval, no decision under PDUFA.
        animalDrugApproved(masked, start, end) ||
        conditionOpenBefore(masked, start, m[0]) ||
        foreignRegulator(masked, start) ||
        (FOREIGN_DATELINE.test(masked) && !ANY_US_AGENCY.test(masked)) ||
        (CLEARING.test(m[0]) &&
          (CLEARED_NO_PRODUCT.test(masked.slice(end, end + 80)) ||
            CLEARED_NO_PRODUCT_BEFORE.test(masked.slice(clauseStart, start)))) ||
        /\bfda-approved\b/i.test(masked.slice(start, end)) ||
        // "detected by an FDA approved test", "the first FDA approved therapy": the participle unhyphenated but
        // attributive, after an article or an ordinal that cannot open a clause on the agency; no decision.
        ATTRIBUTIVE_APPROVED.test(masked.slice(Math.max(0, start - 12), end + 3)) ||
        (agentNamedAfter !== null && agentNamedAfter.test(masked.slice(end, end + 120)))
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
        decisionDateAfter(masked, dayDates, end) ??
        decisionDateBefore(masked, dayDates, start) ??
        // "the FDA on May 13th approved X", "regulators on March 2, 2027 approved X": a day between the agency and its
        // verb, right after "on", is the decision's, as a weekday there is (weekday-decisions.ts) and as a letter's is.
        dayInsideAfterOn(masked, dayDates, start, end) ??
        // "- X – FDA approval received D": the item's day right after the participle.
        (pattern === ITEM_RECEIPT
          ? (dayDates.find((d) => d.start >= end && /^\s+$/.test(masked.slice(end, d.start))) ??
            null)
          : null)
      let dateStrength: 'strong' | 'weak' = 'strong'
      const attributive = dayDates.find(
        (d) =>
          /^\s*approval\b/i.test(masked.slice(d.end, d.end + 12)) &&
          /(?:'s|\b(?:its|the|an?))\s+$/i.test(masked.slice(Math.max(0, d.start - 8), d.start)),
      )
      if (decisionDate === null && attributive !== undefined) decisionDate = attributive
      if (
        decisionDate === null &&
        EXPLICIT_FDA.test(m[0].slice(0, 40)) &&
        /^(?:u\.?s\.?\s+)?(?:fda|food\s+and\s+drug\s+administration)\b/i.test(m[0])
      )
        decisionDate = agencyLineDate(masked, dayDates, start)
      if (
        decisionDate === null &&
        attributive === undefined &&
        OCCASION_OF_RECEIPT_BEFORE.test(masked.slice(Math.max(0, start - 160), start))
      )
        continue
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
        ...(subjectKept ? { agentlessSubject: m[1]! } : {}),
        ...(pattern === BULLET_UNDER_HEADING ? { headingOnly: true } : {}),
      })
      if (events.length >= MAX_EVENTS_PER_SENTENCE) break
    }
    if (events.length >= MAX_EVENTS_PER_SENTENCE) break
  }
  // "the regulatory approval of Zelvora in the United States which occurred on D": an approval named by its noun and told
  // as done by a relative clause that dates it (a milestone or royalty note).
  for (const d of dayDates) {
    const lead = masked.slice(Math.max(0, d.start - 140), d.start)
    const m = APPROVAL_THAT_OCCURRED.exec(lead)
    if (m === null || NOT_AN_APPROVAL.test(m[0]) || FOREIGN_APPROVAL.test(m[0])) continue
    const start = d.start - lead.length + m.index
    const end = start + 'approval'.length
    const told = events.findIndex((e) => e.anchor.start < end && start < e.anchor.end)
    const event: OutcomeEvent = {
      kind: 'approval',
      anchor: { start, end },
      strength: 'strong',
      decisionDate: d,
      dateStrength: 'strong',
    }
    if (told >= 0) events[told] = { ...event, anchor: events[told]!.anchor }
    else events.push(event)
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
  return events
}

const TRAILING_PREPOSITION = new RegExp(
  String.raw`\s(?:for|of)\s+(?:${determiners('its', 'their', 'our')}\s+)?$`,
  'i',
)
/** The length of the "for " / "of " (and its owner's determiner) a match ends on, 0 when it ends on none. */
function trailingPreposition(match: string): number {
  const tail = TRAILING_PREPOSITION.exec(match)
  return tail === null ? 0 : tail[0].length - 1
}

/** The match's clause (semicolon to semicolon) tells an animal drug's approval (approval-guards.ts). */
function animalDrugApproved(masked: string, start: number, end: number): boolean {
  const to = masked.indexOf(';', end)
  const clauseEnd = to < 0 ? masked.length : to
  if (ANIMAL_PATIENT_AFTER.test(masked.slice(end, Math.min(clauseEnd, end + 200)))) return true
  return VETERINARY_MARK.test(masked.slice(masked.lastIndexOf(';', start) + 1, clauseEnd))
}
