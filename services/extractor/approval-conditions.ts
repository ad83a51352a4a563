/**
 * An approval told as a condition of something else (a loan's tranche, a warrant's vesting, a payment), not as a
 * decision: read by findApprovals (approvals.ts) before an approval is proposed.
 */
import { conditionWords, conditionalBases, whetherIfLeads } from './lexicon/hedges.js'
import { usAgencyNouns } from './lexicon/agencies.js'

/**
 * An approval inside a condition still open before it: "provided that if on or before D the Company receives evidence
 * that it has received FDA approval for X, the period will be extended", "available based upon having received FDA
 * approval of the NDA for X by D" (a loan's or a licence's term, not a decision told). The condition opens within the
 * 220 characters before the verb, with no semicolon or sentence end between; "if" in the sense of "whether" ("unclear
 * if") opens none.
 */
const CONDITION_OPEN_BEFORE = new RegExp(
  String.raw`(?:(?<!\b${whetherIfLeads('unclear', 'uncertain', 'know', 'known', 'see', 'ask', 'asked', 'determine', 'as')}\s)\b${conditionWords('if', 'unless', 'provided that')}\b|\bprovided,\s*however,\s+that\b|\bin\s+the\s+event\s+that\b|\b${conditionalBases('based', 'conditioned', 'contingent', 'dependent')}\s+(?:up)?on\s+(?:the\s+)?(?:having\s+|receiving\b|receipt\b|obtaining\b))[^;.]{0,220}$`,
  'i',
)

/** The agency as the subject right after a comma ("If you recall, the FDA approved X"): a main clause, the condition closed. */
const AGENCY_OPENS_MAIN_CLAUSE = new RegExp(
  String.raw`,\s+(?:the\s+)?(?:U\.S\.\s+)?(?:${usAgencyNouns('fda', 'agency')})(?:\s+(?:has|had))?\s*$`,
  'i',
)
export function conditionOpenBefore(masked: string, start: number, match: string): boolean {
  const before = masked.slice(Math.max(0, start - 220), start)
  if (!CONDITION_OPEN_BEFORE.test(before)) return false
  // The match may open on the agency itself ("FDA approved"): then the words before it end on the comma.
  const agencyFirst = /^(?:the\s+)?(?:U\.S\.\s+)?FDA\b/.test(match)
  return !(
    AGENCY_OPENS_MAIN_CLAUSE.test(before) ||
    (agencyFirst && /,\s*(?:the\s+)?$/i.test(before))
  )
}
