/**
 * The decision step of the extractor: grades each candidate (confidence.ts), attaches application number and indication,
 * passes it through the grounding gate (grounding.ts), marks targets that the text itself supersedes, and keeps one
 * assertion per fact (one-assertion-per-fact.ts).
 */
import type { Assertion } from '../../schemas/avro/types.js'
import { gradeRegexExtraction, type ExtractionEvidence } from './confidence.js'
import { lapsedTargetSentences, withdrawalSentences } from './context.js'
import { filerRole } from './filer-role.js'
import { applyGroundingGate } from './grounding.js'
import { sourceSpan } from './surface-forms.js'
import { KIND_SPECIFICITY, dedupe } from './one-assertion-per-fact.js'
import { type Candidate, entityOf } from './candidate-record.js'
import { type Document, type GroundedDocument } from './document.js'
import { daysBetween } from './calendar-days.js'
import {
  holdEarlierApplicationApprovals,
  holdApprovalsToldWithTheirLaunch,
  holdApprovalsOfAHistory,
  holdApprovalsRetoldInARelativeClause,
  holdApprovalsBeforeAStandingDate,
} from './outcome-discipline.js'
import { approvableLetterEntities, holdLettersRecalledAfterAPlan } from './earlier-cycle-letters.js'
import { holdApplicationApprovalsToldAsAcceptance } from './acceptance-approvals.js'
import { inventoryDrug, readProductInventory, type ProductInventory } from './product-inventory.js'
import { ACTIVE_MOVE_VERBS, FURTHER_MOVE_VERBS } from './lexicon/moves.js'
import { closedWords } from './lexicon/function-words.js'
import { reviewKinds } from './lexicon/review.js'
import { approvalKinds } from './lexicon/products.js'
import {
  approvedIndicationOf,
  differentIndications,
  indicationFor,
  supplementIndicationOf,
} from './indications.js'

/**
 * "On January 6 the FDA granted X accelerated approval ... The PDUFA action date for full approval is D": the date of the
 * confirmatory application that turns an accelerated approval into a full one, which the accelerated decision leaves
 * standing. The date's sentence names the full approval sought; the decision's, the accelerated one.
 */
const FULL_APPROVAL_SOUGHT = new RegExp(
  String.raw`\b${approvalKinds('full', 'traditional', 'regular')}\s+approval\b`,
  'i',
)
const ACCELERATED_APPROVAL = new RegExp(
  String.raw`\b${approvalKinds('accelerated')}\s+approval`,
  'i',
)

/** "further extended", "further delayed": a later move on top of an earlier one. */
const FURTHER_MOVE = new RegExp(String.raw`\bfurther\s+${FURTHER_MOVE_VERBS}`, 'i')
/**
 * A move told before a decision the text tells: in the pluperfect ("had extended", "had earlier pushed back", "had been
 * extended") or as a plan told in the past ("was going to delay").
 */
const MOVE_TOLD_AS_EARLIER = new RegExp(
  String.raw`\bhad\s+(?:[a-z]+\s+){0,2}?${ACTIVE_MOVE_VERBS}|\b(?:was|were)\s+going\s+to\s+${ACTIVE_MOVE_VERBS}`,
  'i',
)

/** The first of `usable` written within [start, end) (a module function: an arrow per call costs a __name under tsx). */
function applicationWithin(
  usable: readonly Document['applications'][number][],
  start: number,
  end: number,
): Document['applications'][number] | undefined {
  return usable.find((a) => a.start >= start && a.end <= end)
}

function applicationNumberFor(doc: Document, candidate: Candidate): string | null {
  const usable = doc.applications.filter((a) => a.type !== 'ANDA')
  const inQuote = applicationWithin(usable, candidate.quoteStart, candidate.quoteEnd)
  if (inQuote !== undefined) return inQuote.normalized
  if (candidate.drug !== null) {
    const named = doc.sentences[candidate.drug.sentence]
    const inDrugSentence =
      named === undefined ? undefined : applicationWithin(usable, named.start, named.end)
    if (inDrugSentence !== undefined) return inDrugSentence.normalized
  }
  const distinct = new Set(usable.map((a) => a.normalized))
  return distinct.size === 1 && doc.lexicon.entityNames.length <= 1 ? [...distinct][0]! : null
}

function toAssertion(
  doc: GroundedDocument,
  candidate: Candidate,
  role: Assertion['role'],
  inventory: ProductInventory,
): Assertion {
  // The name the fact publishes under, weighed against the products the whole text presents (product-inventory.ts).
  const drug = inventoryDrug(inventory, candidate.drug, candidate.kind, candidate.sentence)
  const evidence: ExtractionEvidence = {
    hasDate: candidate.date !== null,
    dateWritten: (candidate.date?.written || candidate.date?.yearInferred) ?? false,
    yearInferred: candidate.date?.yearInferred ?? false,
    dateAmbiguous: candidate.date?.ambiguous ?? false,
    held: candidate.held,
    // A name found only in a later sentence is a guess unless it is the text's only drug.
    drugResolved:
      drug !== null &&
      (drug.via !== 'next' || drug.nextIsApplicationObject === true || drug.nextIsSubject === true),
    plausible: candidate.plausible,
    indirect: candidate.indirect,
  }
  const grade = gradeRegexExtraction(evidence)
  const assertion: Assertion = {
    kind: candidate.kind,
    drug_name: drug ? asWritten(doc, drug.name) : null,
    indication: asWrittenOrNull(doc, indicationFor(doc, candidate)),
    application_number: applicationNumberFor(doc, candidate),
    pdufa_date: candidate.date?.iso ?? null,
    prior_date: candidate.prior?.iso ?? null,
    outcome: candidate.kind === 'approval' ? 'approved' : candidate.kind === 'crl' ? 'crl' : null,
    // Cut from the text as written, never the normalised one: a quote is always a verbatim slice of the filing.
    quote: doc.source.slice(...sourceSpan(doc, candidate.quoteStart, candidate.quoteEnd)),
    confidence: grade.confidence,
    authority: 'regex',
    date_confidence: grade.date_confidence,
    publishable: grade.publishable,
    role,
    drug_aliases: (drug?.aliases ?? []).map((alias) => asWritten(doc, alias)),
    reason: grade.reason,
    year_inferred: candidate.date?.yearInferred ?? false,
  }
  if (doc.groundingFolded === null)
    throw new Error(
      'a candidate reached the decision step without the grounding fold the pipeline writes for it',
    )
  return applyGroundingGate(
    doc.source,
    assertion,
    doc.groundingFolded,
    // A numeric date whose order the text decided (resolveDate) states that day.
    candidate.date !== null && !candidate.date.ambiguous,
    doc.reference,
  )
}

/**
 * A name, an alias or an indication as the text writes it: a line in capitals is read in normal case (surface-forms.ts
 * `recaseLines`), so a phrase is given back as the text writes it where the text as read first has it ("Zelvora" read
 * in "FDA APPROVES ZELVORA" is "ZELVORA").
 */
function asWritten(doc: Pick<Document, 'text' | 'source' | 'toSource'>, name: string): string {
  if (doc.text === doc.source) return name
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const first = new RegExp(String.raw`(?<![A-Za-z0-9])${escaped}(?![A-Za-z0-9])`).exec(doc.text)
  if (first === null) return name
  const written = doc.source.slice(...sourceSpan(doc, first.index, first.index + name.length))
  return written.toLowerCase() === name.toLowerCase() ? written : name
}

function asWrittenOrNull(
  doc: Pick<Document, 'text' | 'source' | 'toSource'>,
  phrase: string | null,
): string | null {
  return phrase === null ? null : asWritten(doc, phrase)
}

/** "remains under FDA review", "is still pending": the application of the date's sentence is undecided. */
const STILL_UNDER_REVIEW = new RegExp(
  String.raw`\b(?:remains?|is|are)\s+(?:still\s+)?(?:under\s+(?:${reviewKinds('priority', 'standard', 'fda', 'regulatory')}\s+)*review|pending)\b`,
  'i',
)

/** "in response to the NDA resubmission", "... to the New Drug Application (NDA) resubmission": a letter that answers a resubmission. */
const ANSWERS_RESUBMISSION = new RegExp(
  String.raw`\b(?:in\s+response\s+to|${closedWords('regarding', 'concerning', 'for', 'on')})\s+(?:the\s+|its\s+|their\s+|our\s+)?(?:[\w()-]+\s+){0,5}?resubmi(?:ssion|tted)\b`,
  'i',
)

/**
 * The decision step: reads the candidates against each other and the text (a lapsed target, a target superseded by an
 * extension or by the decision the text announces), grades each, gates it, and keeps one assertion per fact.
 */

export function decide(
  doc: GroundedDocument,
  targets: Candidate[],
  outcomes: Candidate[],
): Assertion[] {
  // Nothing proposed, nothing asserted: what follows only grades and holds candidates (and reads the lexicon to do it).
  if (targets.length === 0 && outcomes.length === 0) return []
  const live = doc.sentenceTexts.filter((_, i) => !doc.boilerplate[i])
  const dated = targets
  // The FDA let the date pass and set none: earlier dates in the text are history, not a target. A sentence that names
  // its drug lapses that drug's dates ("The PDUFA date of D for X no longer applies. Separately, ... Y ... D2": Y's
  // stands); one that names none, every drug's.
  // Boilerplate is read as empty (each sentence is read alone, and an empty one reports nothing): its lapses are dropped
  // anyway, and it is much of a release.
  const lapses = lapsedTargetSentences(
    doc.sentenceTexts.map((text, i) => (doc.boilerplate[i] ? '' : text)),
  ).filter((i) => !doc.boilerplate[i])
  if (lapses.length > 0) {
    const named = lapses.map((i) => doc.lexicon.mentionsBySentence[i] ?? [])
    const all = named.some((mentions) => mentions.length === 0)
    const entities = new Set(named.flat().map((m) => m.entity))
    for (const c of dated)
      if (
        c.kind !== 'date_extended' &&
        (all || (c.drug !== null && entities.has(entityOf(c.drug))))
      )
        c.held = 'lapsed'
  }
  // An application withdrawn: its drug's dates lapse (every drug's, when the sentence names none).
  const withdrawn = withdrawalSentences(doc.sentenceTexts).filter((i) => !doc.boilerplate[i])
  if (withdrawn.length > 0) {
    const named = withdrawn.map((i) => doc.lexicon.mentionsBySentence[i] ?? [])
    const all = named.some((mentions) => mentions.length === 0)
    const entities = new Set(named.flat().map((m) => m.entity))
    for (const c of dated)
      if (all || (c.drug !== null && entities.has(entityOf(c.drug)))) c.held = 'lapsed'
  }
  // "In March we received a CRL for X. ... the FDA set a PDUFA goal date for the Class 2 resubmission": a letter the
  // text's own resubmission of the drug answers is the earlier cycle's, not news; also when the text recalls it after the
  // new date ("... a new PDUFA date of D. Pellham received a complete response letter on July 17, 2025 ..."), dated weeks
  // before the filing.
  const recalled = (o: Candidate) =>
    o.date?.iso != null && doc.reference !== null && daysBetween(o.date.iso, doc.reference) > 14
  // Not a letter "in response to the new drug application resubmission": that is the resubmission's own decision.
  const answersResubmission = (o: Candidate) =>
    ANSWERS_RESUBMISSION.test(doc.sentenceTexts[o.sentence] ?? '')
  for (const o of outcomes)
    if (
      o.kind === 'crl' &&
      o.held === null &&
      !answersResubmission(o) &&
      dated.some(
        (c) =>
          c.kind === 'resubmission_date_set' &&
          c.held === null &&
          (c.sentence > o.sentence || recalled(o)) &&
          entityOf(c.drug) === entityOf(o.drug),
      )
    )
      o.held = 'earlier_cycle'
  holdEarlierApplicationApprovals(doc, dated, outcomes)
  holdApprovalsToldWithTheirLaunch(doc, outcomes)
  holdApprovalsOfAHistory(doc, outcomes)
  holdApprovalsRetoldInARelativeClause(doc, outcomes)
  holdApprovalsBeforeAStandingDate(doc, dated, outcomes)
  holdApplicationApprovalsToldAsAcceptance(doc, outcomes)
  const recalledLetters = holdLettersRecalledAfterAPlan(doc, outcomes)
  // A decision of an earlier cycle ("received a CRL on its original NDA on D", implausible as news) decides nothing now.
  // A letter recalled after the text's plan to resubmit still ended the cycle whose goal date the text tells: that date
  // is background to it, as to a decision told as news.
  const decisions = [
    ...outcomes.filter((o) => !o.indirect && o.held === null && o.plausible),
    ...recalledLetters,
  ]
  // An approvable or not approvable letter told issued (before August 2008) ended its cycle too, though no outcome
  // publishes (earlier-cycle-letters.ts).
  const decided = new Set([
    ...decisions.map((o) => entityOf(o.drug)),
    ...approvableLetterEntities(doc),
  ])
  const extendedTo = new Map<number, Candidate>()
  // Only a move to a date that can still be the target: "had been extended previously by 3 months to D0" with D0 behind
  // the filing is the history of an earlier cycle.
  for (const c of dated)
    if (c.kind === 'date_extended' && c.held === null && c.plausible && c.date?.iso)
      extendedTo.set(entityOf(c.drug), c)
  // "extended from D0 to D1 ... further extended the goal date to D2": a move's new date that a later move replaced.
  for (const c of dated)
    if (
      c.kind === 'date_extended' &&
      c.held === null &&
      dated.some(
        (later) =>
          later !== c &&
          later.kind === 'date_extended' &&
          later.held === null &&
          entityOf(later.drug) === entityOf(c.drug) &&
          later.sentence > c.sentence &&
          (later.prior?.iso === c.date?.iso ||
            FURTHER_MOVE.test(doc.sentenceTexts[later.sentence] ?? '')),
      )
    )
      c.held = 'superseded'
  for (const candidate of dated) {
    const entity = entityOf(candidate.drug)
    // An extended date stays: in a decision release it is the goal date the decision met or missed ("In early May, the
    // FDA changed the action date to D1"). Not a move told as the decision's own past, in the pluperfect or as a plan
    // told in the past ("The FDA approved X ... The agency had pushed back its decision date for the drug from D0 to D1",
    // "the agency said it was going to delay its target date from D0 to D1"): background like any other date.
    if (
      candidate.kind === 'date_extended' &&
      !MOVE_TOLD_AS_EARLIER.test(doc.sentenceTexts[candidate.sentence] ?? '')
    )
      continue
    // In a decision release the target date is background; after an extension in the same text, the old date is superseded.
    // Not a date whose own sentence says its application is still under review ("Separately, the sBLA for X in Y remains
    // under FDA review, with a PDUFA date of D"): another application of the drug than the one decided.
    // Nor a date whose sentence names another indication than every decision on the drug ("The FDA approved X for Crohn's
    // disease. The FDA has set a PDUFA date of D for the sBLA in ulcerative colitis."): another application. Indications
    // are read only for a drug the text decides.
    const otherIndication = () => {
      const dateIndication = supplementIndicationOf(doc, candidate.sentence)
      return (
        dateIndication !== null &&
        decisions.every(
          (o) =>
            (entityOf(o.drug) !== entity && entityOf(o.drug) !== -1) ||
            differentIndications(approvedIndicationOf(doc, o.sentence), dateIndication),
        )
      )
    }
    const fullAfterAccelerated = () =>
      FULL_APPROVAL_SOUGHT.test(doc.sentenceTexts[candidate.sentence] ?? '') &&
      decisions.every(
        (o) =>
          (entityOf(o.drug) !== entity && entityOf(o.drug) !== -1) ||
          (o.kind === 'approval' && ACCELERATED_APPROVAL.test(doc.sentenceTexts[o.sentence] ?? '')),
      )
    if (
      (decided.has(entity) || decided.has(-1)) &&
      !STILL_UNDER_REVIEW.test(doc.sentenceTexts[candidate.sentence] ?? '') &&
      !otherIndication() &&
      !fullAfterAccelerated()
    )
      candidate.held ??= 'superseded_by_outcome'
    const extension = extendedTo.get(entity)
    const newDate = extension?.date?.iso ?? undefined
    // A resubmission's goal date after the moved one is the next cycle's, not the date the move replaced.
    const laterCycle =
      candidate.kind === 'resubmission_date_set' &&
      newDate !== undefined &&
      (candidate.date?.iso ?? '') > newDate
    // "extended the action date for X as a treatment for UC to D1 ... The action date for X as a treatment for Crohn's
    // disease, D2, remains unchanged": a date of another indication than the move's is another application's, which the
    // move leaves standing.
    const otherApplication = () =>
      extension !== undefined &&
      differentIndications(
        indicationFor(doc, extension)?.toLowerCase() ?? null,
        indicationFor(doc, candidate)?.toLowerCase() ?? null,
      )
    if (
      newDate !== undefined &&
      candidate.date?.iso !== newDate &&
      !laterCycle &&
      !otherApplication()
    )
      candidate.held ??= 'superseded'
  }

  const role = filerRole(live.join(' '))
  // Read over the whole text, so only when some fact is to be named.
  const inventory =
    dated.length + outcomes.length === 0 ? { products: [] } : readProductInventory(doc.text)
  const items = [...dated, ...outcomes].map((candidate) => ({
    candidate,
    assertion: toAssertion(doc, candidate, role, inventory),
  }))
  return dedupe(items)
    .sort(
      (a, b) =>
        a.candidate.quoteStart - b.candidate.quoteStart ||
        KIND_SPECIFICITY[a.assertion.kind] - KIND_SPECIFICITY[b.assertion.kind],
    )
    .map(({ assertion }) => assertion)
}
