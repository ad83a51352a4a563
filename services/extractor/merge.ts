/**
 * Deterministic merge of the regex and LLM readings of one text.
 *
 * Two assertions are about the same fact when they have the same kind family (a target date, an approval,
 * a CRL) and the same drug (names or aliases overlap after folding, or one side names none).
 *
 * 1. Agreement (same fact, same pdufa_date): one assertion. The higher authority in the spec's order
 *    (human_lock > llm_high > regex > llm_medium > llm_low) supplies authority, confidence, date_confidence,
 *    publishable and quote; fields the winner leaves null are filled from the other.
 * 2. Disagreement (same fact, both dated, different dates): both are kept and neither publishes (confidence
 *    medium, date_confidence reported unless already estimated). Two automated readers that disagree on a
 *    date need a human. Exception: when one side's date is the other side's stated prior date, only the
 *    superseded (older) reading is withheld.
 * 3. A fact only one side found is kept as that side graded it.
 *
 * The output order is the regex order, then LLM-only assertions in the order the model gave them.
 */
import type { Assertion, AssertionKind, Authority } from '../../schemas/avro/types.js'
import { AuthorityValues } from '../../schemas/avro/types.js'
import { assertionDrugKeys } from './regex-extractor.js'

const FAMILY: Readonly<Record<AssertionKind, string>> = {
  date_set: 'target',
  resubmission_date_set: 'target',
  date_extended: 'target',
  approval: 'approval',
  crl: 'crl',
}
const KIND_SPECIFICITY: Readonly<Record<AssertionKind, number>> = {
  date_set: 0,
  resubmission_date_set: 1,
  date_extended: 2,
  crl: 0,
  approval: 0,
}

function rank(authority: Authority): number {
  return AuthorityValues.length - AuthorityValues.indexOf(authority)
}

function sameDrug(a: Assertion, b: Assertion): boolean {
  const keysA = assertionDrugKeys(a)
  const keysB = assertionDrugKeys(b)
  if (keysA.size === 0 || keysB.size === 0) return true
  for (const key of keysA) if (keysB.has(key)) return true
  return false
}

function sameFact(a: Assertion, b: Assertion): boolean {
  return FAMILY[a.kind] === FAMILY[b.kind] && sameDrug(a, b)
}

function combine(winner: Assertion, other: Assertion): Assertion {
  const kind =
    KIND_SPECIFICITY[other.kind] > KIND_SPECIFICITY[winner.kind] ? other.kind : winner.kind
  return {
    ...winner,
    kind,
    drug_name: winner.drug_name ?? other.drug_name,
    indication: winner.indication ?? other.indication,
    application_number: winner.application_number ?? other.application_number,
    prior_date: winner.prior_date ?? (other.quote === winner.quote ? other.prior_date : null),
    outcome: winner.outcome ?? other.outcome,
    drug_aliases: [...new Set([...winner.drug_aliases, ...other.drug_aliases])].filter(
      (n) => n.toLowerCase() !== (winner.drug_name ?? other.drug_name ?? '').toLowerCase(),
    ),
    role: winner.role === 'unknown' ? other.role : winner.role,
  }
}

function withheld(assertion: Assertion): Assertion {
  if (!assertion.publishable && assertion.confidence !== 'high') return assertion
  return {
    ...assertion,
    confidence: 'medium',
    date_confidence: assertion.date_confidence === 'estimated' ? 'estimated' : 'reported',
    publishable: false,
  }
}

export function mergeAssertions(
  regexAssertions: readonly Assertion[],
  llmAssertions: readonly Assertion[],
): Assertion[] {
  const merged: Assertion[] = [...regexAssertions]
  const withheldIndexes = new Set<number>()
  const llmOnly: Assertion[] = []
  for (const proposal of llmAssertions) {
    const agreeing = merged.findIndex(
      (a) => sameFact(a, proposal) && a.pdufa_date === proposal.pdufa_date,
    )
    if (agreeing !== -1) {
      const current = merged[agreeing]!
      merged[agreeing] =
        rank(proposal.authority) > rank(current.authority)
          ? combine(proposal, current)
          : combine(current, proposal)
      continue
    }
    const related = merged
      .map((a, index) => ({ a, index }))
      .filter(
        ({ a }) => sameFact(a, proposal) && a.pdufa_date !== null && proposal.pdufa_date !== null,
      )
    if (related.length === 0) {
      llmOnly.push(proposal)
      continue
    }
    // The proposal's date is the one the text says was replaced: superseded, it cannot publish.
    if (related.some(({ a }) => a.prior_date === proposal.pdufa_date)) {
      llmOnly.push(withheld(proposal))
      continue
    }
    // The regex date is the one the model says was replaced.
    const superseded = related.filter(({ a }) => proposal.prior_date === a.pdufa_date)
    if (superseded.length === related.length) {
      for (const { index } of superseded) withheldIndexes.add(index)
      llmOnly.push(proposal)
      continue
    }
    for (const { index } of related) withheldIndexes.add(index)
    llmOnly.push(withheld(proposal))
  }
  return [...merged.map((a, index) => (withheldIndexes.has(index) ? withheld(a) : a)), ...llmOnly]
}
