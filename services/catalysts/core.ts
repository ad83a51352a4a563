/**
 * The catalysts core: a pure function from (state, one input) to a decision, the rows and events
 * that input causes. No I/O and no clock: every timestamp comes from the input (the assertion
 * record's `extracted_at`, the review's `at`), ids come from the sequencer in the state, so the same
 * inputs in the same order give the same decisions, which is what makes a replay rebuild identical
 * tables.
 *
 * A catalyst's served row is derived, never edited in place:
 * - identity (lead filer, tickers, drug name, application number, drug key) from its contributions
 *   (what each applied assertion said about the drug and the filer);
 * - date state (pdufa_date, stage, indication, source quote/accession/URL, confidences) from the fold
 *   of its event timeline (mirror.ts), the same fold a client runs on the stream;
 * - an operator lock overrides the authority (human_lock, confirmed, high).
 * A write happens only when the derived row differs from the last written one, so `last_updated`
 * moves only when the record changes.
 *
 * Precedence: an assertion that is not auto-publishable (llm_medium, llm_low, failed grounding, no
 * quote) goes to the review queue and never touches a catalyst; a human-locked catalyst takes no
 * automated change (the assertion is queued with reason `locked`); an assertion from a filing older
 * than the filing behind the current state is history, not news, and emits nothing. Before any of
 * that, a filer with no standing on the catalyst (authority.ts) changes nothing: it is queued.
 */
import { applyFacts } from './apply.js'
import {
  establishedCiks,
  ownsApplication,
  refusal,
  standingOn,
  type FilerIdentity,
} from './authority.js'
import {
  canonicalInstant,
  contributionFrom,
  dateKinds,
  inputKey,
  isAutoPublishable,
  isIsoDate,
  isRescuable,
  factsFrom,
  validateAssertion,
} from './facts.js'
import { findTarget } from './matching.js'
import { drugKeys } from './identity.js'
import { queueOwnerConflict, replayHeld } from './held.js'
import { resolveDuplicates } from './merges.js'
import { queue } from './queue.js'
import { decideReview } from './reviews.js'
import { sameView, serve, stripRow } from './served.js'
import type { AssertionsInput, CatalystState, CoreInput, Decision, Sequencer } from './state.js'
import type { CatalystRecord, CatalystRow, ProcessedRow } from './types.js'
import { Work } from './work.js'

export {
  CatalystState,
  commitDecision,
  type AssertionsInput,
  type CatalystView,
  type CoreInput,
  type Decision,
  type ReviewInput,
  type Sequencer,
} from './state.js'
export { canonicalInstant, inputKey, isAutoPublishable, isIsoDate } from './facts.js'
export { identityOf, serve } from './served.js'
export { DATE_PROXIMITY_DAYS, OUTCOME_RESTATEMENT_DAYS } from './match-windows.js'

function emptyDecision(
  key: string,
  result: Decision['result'],
  note: string,
  seq: Sequencer,
): Decision {
  return {
    inputKey: key,
    result,
    note,
    events: [],
    eventRewrites: [],
    catalysts: [],
    catalystRows: [],
    stateRows: [],
    queueRows: [],
    mergeRows: [],
    mergeNotices: [],
    filingRows: [],
    frozen: [],
    deletedEvents: { add: [], remove: [] },
    processed: null,
    seq,
  }
}

/** Decides one input against the state. Pure: the state is not modified (see commitDecision). */
export function decide(state: CatalystState, input: CoreInput): Decision {
  const key = inputKey(input)
  if (state.processed.has(key))
    return emptyDecision(key, 'duplicate', 'already processed', state.seq)
  const at = canonicalInstant(input.kind === 'review' ? input.review.at : input.record.extracted_at)
  if (at === null)
    return finishRejected(
      state,
      key,
      input,
      `timestamp ${input.kind === 'review' ? input.review.at : input.record.extracted_at} does not parse`,
    )
  const work = new Work(state, at)
  const problem =
    input.kind === 'review' ? decideReview(work, input.review) : decideAssertions(work, input)
  if (problem !== null) return finishRejected(state, key, input, problem, at)
  return finish(
    work,
    key,
    input.kind === 'review' ? 'review' : 'assertions',
    'applied',
    work.notes.join('; '),
  )
}

/** The decision for an input the core could not handle (a defect): dead-lettered, remembered as processed. */
export function rejectInput(state: CatalystState, input: CoreInput, note: string): Decision {
  const at =
    canonicalInstant(input.kind === 'review' ? input.review.at : input.record.extracted_at) ??
    undefined
  return finishRejected(state, inputKey(input), input, note, at)
}

function finishRejected(
  state: CatalystState,
  key: string,
  input: CoreInput,
  note: string,
  at?: string,
): Decision {
  // A rejected input is remembered too, so a redelivery is a duplicate rather than a second dead letter.
  const work = new Work(state, at ?? '1970-01-01T00:00:00.000Z')
  return finish(work, key, input.kind === 'review' ? 'review' : 'assertions', 'rejected', note)
}

function decideAssertions(work: Work, input: AssertionsInput): string | null {
  const r = input.record
  if (!r.accession.trim()) return 'record without accession'
  if (!/^\d{10}$/.test(r.cik)) return `cik ${r.cik} is not 10 digits`
  if (!isIsoDate(r.filed_date)) return `filed_date ${r.filed_date} is not a date`
  const issuer = input.issuers.get(r.cik) ?? null
  const tickers = issuer?.tickers ?? []
  const company = r.company ?? issuer?.name ?? null
  const filing = { ...r, company }
  // Who the filer is, for the authority rule: the names it files under (the filing's, the issuer
  // table's: a former name and the current one) and its tickers.
  const filer: FilerIdentity = {
    cik: r.cik,
    names: [...new Set([r.company, issuer?.name].filter((n): n is string => !!n))],
    tickers,
  }
  const named = r.named_companies ?? []
  let actionable = false
  let published = 0
  // A filing that announces an approval often recounts an earlier CRL of the same drug: the
  // approval is the news, so it is applied first and the recounted CRL then finds the cycle decided.
  const order = r.assertions.map((a, index) => ({ a, index }))
  if (r.assertions.some((a) => a.kind === 'approval'))
    order.sort(
      (x, y) => Number(x.a.kind === 'crl') - Number(y.a.kind === 'crl') || x.index - y.index,
    )
  // An outcome that names no product (no drug key, no application: a headline's "FDA Approves Self-Injectable
  // Formulation") is applied after the filing's named outcomes, so it finds the decision the filing named
  // (matching.ts, a retelling) rather than closing whichever of the filer's decisions is open.
  const nameless = (a: (typeof r.assertions)[number]) =>
    (a.kind === 'approval' || a.kind === 'crl') &&
    !a.application_number &&
    drugKeys(a.drug_name, a.drug_aliases).length === 0
  if (r.assertions.some(nameless))
    // A stable sort: the order above holds within each side.
    order.sort((x, y) => Number(nameless(x.a)) - Number(nameless(y.a)))
  order.forEach(({ a, index }) => {
    const problem = validateAssertion(a)
    if (problem) {
      work.notes.push(`assertion ${index}: ${problem}`)
      return
    }
    if (dateKinds.includes(a.kind)) actionable = true
    const c = contributionFrom(`${r.accession}#${index}`, filing, a, tickers)
    if (named.length > 0) c.named = named
    const facts = factsFrom(a, r, work.at, false)
    if (!isAutoPublishable(a)) {
      if (isRescuable(a))
        queue(
          work,
          filing,
          index,
          a,
          tickers,
          'needs_review',
          findTarget(work, c, facts)?.id ?? null,
        )
      return
    }
    const claim = { quote: a.quote, filedDate: r.filed_date }
    const hasStanding = (record: CatalystRecord) => standingOn(record, filer, claim) !== null
    let target = findTarget(work, c, facts, undefined, filer)
    // Whose word counts (authority.ts): a filer with no standing on the catalyst its reading fits
    // best changes nothing there. The reading goes to the best fit among the catalysts its word
    // counts on (a company's own record of a drug that shares a generic name with a competitor's),
    // and with none it waits for an operator.
    if (target && !hasStanding(target)) {
      const own = findTarget(work, c, facts, hasStanding, filer)
      if (own === null) {
        // A filer whose own text owns the application against a record others established: either
        // may be the impostor, so both readings go to the queue (held.ts); nothing served changes.
        const conflict = ownsApplication(a.role)
        const reason = conflict ? 'owner_conflict' : refusal(target, a.role, named)
        queue(work, filing, index, a, tickers, reason, target.id)
        if (conflict) queueOwnerConflict(work, target)
        work.notes.push(`assertion ${index}: ${reason} on catalyst ${target.id}`)
        return
      }
      target = own
    }
    if (target?.locked) {
      queue(work, filing, index, a, tickers, 'locked', target.id)
      return
    }
    published++
    // Whether this reading gives its filer standing it did not have (vouched or co-filed, a first
    // filing on the record): its own earlier readings held there can apply then.
    const newcomer = target !== null && !establishedCiks(target).has(r.cik)
    const record = applyFacts(work, target, c, facts)
    resolveDuplicates(work, record.id, {
      accession: r.accession,
      filedAt: r.filed_date,
      detectedAt: work.at,
    })
    // The filing names companies in relationship frames, or its filer just gained standing:
    // readings held on this record whose filers have standing now apply (a partner's extension
    // read before the sponsor's release that names it).
    if (named.length > 0 || newcomer) {
      const replayed = replayHeld(work, record.id)
      if (replayed > 0) work.notes.push(`assertion ${index}: ${replayed} held reading(s) replayed`)
    }
  })
  const previous = work.state.seq.inputSeq
  work.filings.push({
    accession: r.accession,
    version: previous + 1,
    cik: r.cik,
    company,
    form: r.form,
    filed_date: r.filed_date,
    actionable: actionable ? 1 : 0,
    assertions: r.assertions.length,
    published_assertions: published,
    extracted_at: work.at,
  })
  return null
}

function finish(
  work: Work,
  key: string,
  kind: ProcessedRow['kind'],
  result: 'applied' | 'rejected',
  note: string,
): Decision {
  const seq: Sequencer = { ...work.seq, inputSeq: work.seq.inputSeq + 1 }
  const decision = emptyDecision(key, result, note, seq)
  decision.processed = {
    input_key: key,
    seq: seq.inputSeq,
    kind,
    result,
    note: note.slice(0, 2000),
    at: work.at,
  }
  if (result === 'rejected') return decision
  for (const [id, touched] of [...work.touched.entries()].sort((a, b) => a[0] - b[0])) {
    const base = work.state.catalysts.get(id)
    let record = touched
    const frozen = work.frozenView(id)
    const view = serve(record, frozen)
    if (!record.row || !sameView(stripRow(record.row), view)) {
      const row: CatalystRow = {
        ...view,
        version: (record.row?.version ?? 0) + 1,
        last_updated: work.at,
      }
      record = { ...record, row }
      decision.catalystRows.push(row)
    }
    if (!base || base.contributions !== record.contributions) {
      record = { ...record, stateVersion: record.stateVersion + 1 }
      decision.stateRows.push({
        catalyst_id: id,
        version: record.stateVersion,
        contributions: JSON.stringify(record.contributions),
      })
    }
    decision.catalysts.push(record)
  }
  // An event created and then re-parented (or deleted) within one input is written once, in its final form.
  const created = new Set(work.events.map((e) => e.event_id))
  decision.events = work.events.map((e) => work.rewrites.get(e.event_id) ?? e)
  decision.eventRewrites = [...work.rewrites.values()]
    .filter((e) => !created.has(e.event_id))
    .sort((a, b) => a.event_id - b.event_id)
  decision.queueRows = [...work.queue.values()]
  decision.mergeRows = [...work.merges.values()]
  decision.mergeNotices = work.notices
  decision.filingRows = work.filings
  decision.frozen = [...work.frozen.entries()].map(([id, view]) => ({ id, view }))
  decision.deletedEvents = { add: [...work.deletedAdd.values()], remove: [...work.deletedRemove] }
  return decision
}
