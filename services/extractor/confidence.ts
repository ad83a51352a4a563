/**
 * How an extraction maps to confidence / date_confidence / publishable (spec 2.2).
 *
 * The spec defines `confirmed` as "human-reviewed or a grounded high-confidence extraction", `reported`
 * as "quoted verbatim but automated confidence medium", `estimated` as "low confidence, regex fallback,
 * or no verbatim grounding quote", and lets only `high` auto-publish. It also ranks authority
 * `regex` above `llm_medium`, so a regex extraction is expected to publish sometimes.
 *
 * We read "regex fallback" as a loose pattern hit, a date found near a keyword without the grammar
 * binding it. The deterministic extractor here does not do that: it publishes only what a full grammar
 * binds, so its output is graded by the strength of that binding, not by the fact that it is rule-based:
 *
 * - high / confirmed / publishable: the quote is found verbatim and states the date; the date is a day
 *   with a written year and an unambiguous day/month order; it is bound to a target phrase or decision
 *   verb through a connector the grammar knows, in the assertive voice (not hedged, not a reference to
 *   another date, not the previous date); the drug is resolved; the date is plausible against the filing
 *   date (a target date not in the past, within 30 months; a decision date within the last 120 days).
 * - medium / reported / not publishable: the quote states the date verbatim but one of the above fails
 *   (hedged "we expect a PDUFA date of", a past date under "ahead of its PDUFA date", a dotted 06.05.2022 no
 *   other date decides, no drug,
 *   implausible, or superseded within the same filing). A human can confirm these.
 * - a day whose year is not written next to it ("a goal date of Nov. 14") takes the year of the same month
 *   and day written elsewhere in the text, else the first such day on or after the filing date; read that
 *   way with everything else strong it is high / confirmed and records `year_inferred`. A year-less day
 *   with no filing date to count from is low / estimated (`year_unknown`).
 * - low / estimated / not publishable: the quote fails the grounding gate, or the outcome rests only on
 *   indirect wording.
 *
 * Every result that does not publish names its reason (`reason`), so that nothing is held back silently.
 *
 * Only `high` publishes, and the grounding gate (grounding.ts) can only lower a result.
 */
import type { Confidence, DateConfidence } from '../../schemas/avro/types.js'

export interface ExtractionEvidence {
  hasDate: boolean
  /** Day precision with a year: written in the quote, or inferred (see `yearInferred`). */
  dateWritten: boolean
  yearInferred: boolean
  dateAmbiguous: boolean
  /** What the grammar holds against the reading; null when it is bound in the assertive voice. */
  held: string | null
  drugResolved: boolean
  plausible: boolean
  /** Indirect evidence only (e.g. a CRL known only from "the letter ..." sentences). */
  indirect: boolean
}

export interface Grade {
  confidence: Confidence
  date_confidence: DateConfidence
  publishable: boolean
}

export interface RegexGrade extends Grade {
  /** Why it does not publish; null when it does. */
  reason: string | null
}

const HIGH: Grade = { confidence: 'high', date_confidence: 'confirmed', publishable: true }
const MEDIUM: Grade = { confidence: 'medium', date_confidence: 'reported', publishable: false }
const LOW: Grade = { confidence: 'low', date_confidence: 'estimated', publishable: false }

export function gradeRegexExtraction(evidence: ExtractionEvidence): RegexGrade {
  if (evidence.indirect) return { ...LOW, reason: 'indirect' }
  // What the grammar holds against the reading says more than a missing year.
  if (evidence.hasDate && !evidence.dateWritten)
    return { ...LOW, reason: evidence.held ?? 'year_unknown' }
  const reason =
    evidence.held ??
    (!evidence.drugResolved
      ? 'no_drug'
      : !evidence.plausible
        ? 'implausible'
        : evidence.hasDate && evidence.dateAmbiguous
          ? 'ambiguous_date'
          : null)
  return reason === null ? { ...HIGH, reason } : { ...MEDIUM, reason }
}

/** The LLM states its own confidence; the authority follows it, the grounding gate decides the rest. */
export function gradeLlmExtraction(confidence: Confidence): Grade {
  if (confidence === 'high') return HIGH
  return confidence === 'medium' ? MEDIUM : LOW
}

export const DEMOTED: Grade = MEDIUM
