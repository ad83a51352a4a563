/**
 * The grounding gate, applied to every assertion whatever produced it (regex or LLM).
 *
 * A date can publish only if (1) its quote is found in the filing text under the comparison fold
 * (typographic punctuation to ASCII, whitespace collapsed, case folded) and (2) the quote itself states
 * that date: the date grammar finds, inside the quote, a day-precision date with a written year and an
 * unambiguous day/month order equal to it. Otherwise date_confidence is `estimated` and it never publishes.
 * The gate only ever lowers an assertion; it never raises one.
 */
import type { Assertion, Authority } from '../../schemas/avro/types.js'
import { explicitIso, findDateMentions } from './dates.js'
import { foldForGrounding, foldForParsing } from './text-fold.js'

/** Authorities allowed to auto-publish (spec 2.2: llm_medium and llm_low never reach the feed). */
const PUBLISHING_AUTHORITIES: ReadonlySet<Authority> = new Set<Authority>(['human_lock', 'llm_high', 'regex'])

export function quoteStatesDate(quote: string, iso: string): boolean {
  return findDateMentions(foldForParsing(quote)).some((m) => !m.ambiguousOrder && explicitIso(m) === iso)
}

export interface GateResult {
  quoteFound: boolean
  statesDate: boolean
}

/** `foldedText` lets a caller gating many assertions of one text fold it once. */
export function checkGrounding(text: string, assertion: Pick<Assertion, 'quote' | 'pdufa_date'>, foldedText = foldForGrounding(text)): GateResult {
  const foldedQuote = foldForGrounding(assertion.quote)
  const quoteFound = foldedQuote.length > 0 && foldedText.includes(foldedQuote)
  const statesDate = assertion.pdufa_date === null || quoteStatesDate(assertion.quote, assertion.pdufa_date)
  return { quoteFound, statesDate }
}

export function applyGroundingGate(text: string, assertion: Assertion, foldedText = foldForGrounding(text)): Assertion {
  const { quoteFound, statesDate } = checkGrounding(text, assertion, foldedText)
  const gated: Assertion = { ...assertion }
  // A previous date the quote does not state is dropped rather than served unverified.
  if (gated.prior_date !== null && !(quoteFound && quoteStatesDate(gated.quote, gated.prior_date))) gated.prior_date = null
  if (!quoteFound || !statesDate) {
    gated.confidence = 'low'
    gated.date_confidence = 'estimated'
    gated.publishable = false
    return gated
  }
  gated.publishable = gated.publishable && gated.confidence === 'high' && PUBLISHING_AUTHORITIES.has(gated.authority)
  return gated
}
