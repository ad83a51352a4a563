/**
 * The operator's review commands (`npm run review -- <command>`). Each action is published as one
 * Review record on the reviews topic, with who and why, so it replays like any other input; the
 * catalysts stage applies it. A command validates its arguments (zod) and checks against the store
 * that the ids exist and the action applies before publishing anything: a refusal prints why and
 * changes nothing.
 *
 *   queue [--all] [--limit N]                      the review queue (pending by default)
 *   show <catalyst_id>                             one catalyst and its events
 *   approve <accession> <index> [--catalyst ID]    apply a queued extraction (becomes human_lock, confirmed)
 *   reject <accession> <index>                     drop a queued extraction
 *   relate <accession> <index> [--catalyst ID]     the filer of an extraction held for its standing is related to the
 *                                                  catalyst: apply it as extracted (the record stays unlocked)
 *   correct <catalyst_id> <YYYY-MM-DD>             repair a date (a `corrected` event; locks the record)
 *   lock <catalyst_id> | unlock <catalyst_id>      hold a record against automated changes, or release it
 *   merge <survivor_id> <merged_away_id>           one FDA decision: the second id is retracted into the first
 *   unmerge <merged_away_id>                       undo a merge: the id is restored
 * Every action takes --actor (who) and --reason (why). The arguments and their checks are
 * review-arguments.ts.
 */
import { randomUUID } from 'node:crypto'
import type { Review } from '../../schemas/avro/types.js'
import { topics } from '../../topology/topics.js'
import type { Bus } from '../shared/bus/types.js'
import type { Clock } from '../shared/clock.js'
import { errorMessage } from '../shared/errors.js'
import type { Store } from '../shared/store/clickhouse.js'
import { HELD_FOR_STANDING } from './authority.js'
import { catalystsTable, eventsTable, mergesTable, queueTable } from './tables.js'
import { committedRows } from '../shared/store/batched.js'
import { catalystSelect, eventSelect, queueSelect } from './persistence.js'
import type { CatalystRow, EventRow, QueueRow } from './types.js'
import { checkReviewArguments, type ReviewCommandResult } from './review-arguments.js'

export interface ReviewCommandDeps {
  store: Store
  bus: Bus
  clock: Clock
  newReviewId?: () => string
}

export class ReviewRefusal extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ReviewRefusal'
  }
}

async function catalyst(store: Store, id: number): Promise<CatalystRow> {
  const [row] = await store.query<CatalystRow>(
    `SELECT ${catalystSelect} FROM ${committedRows(catalystsTable)} WHERE catalyst_id = {id:UInt64}`,
    { id },
  )
  if (!row) throw new ReviewRefusal(`catalyst ${id} does not exist`)
  return row
}

async function liveCatalyst(store: Store, id: number): Promise<CatalystRow> {
  const row = await catalyst(store, id)
  if (row.live !== 1)
    throw new ReviewRefusal(
      `catalyst ${id} is retracted (merged into ${row.merged_into}); act on ${row.merged_into} instead`,
    )
  return row
}

async function pendingEntry(store: Store, acc: string, index: number): Promise<QueueRow> {
  const [row] = await store.query<QueueRow>(
    `SELECT ${queueSelect} FROM ${committedRows(queueTable)}
    WHERE accession = {acc:String} AND assertion_index = {index:UInt16}`,
    { acc, index },
  )
  if (!row)
    throw new ReviewRefusal(
      `no extraction ${acc} #${index} in the review queue (see: npm run review -- queue)`,
    )
  if (row.status !== 'pending')
    throw new ReviewRefusal(
      `extraction ${acc} #${index} was already ${row.status} by ${row.reviewed_by ?? 'an operator'}`,
    )
  return row
}

function formatQueue(rows: QueueRow[]): string {
  if (rows.length === 0) return 'the review queue is empty'
  return rows
    .map((q) =>
      [
        `${q.accession} #${q.assertion_index}  ${q.status}  (${q.reason}${q.extraction_reason ? `: ${q.extraction_reason}` : ''}${q.catalyst_id !== null ? `, catalyst ${q.catalyst_id}` : ''})`,
        `  ${q.company ?? q.cik} filed ${q.filed_date}: ${q.kind} ${q.drug_name ?? '?'} ${q.pdufa_date ?? ''}${q.prior_date ? ` (was ${q.prior_date})` : ''} [${q.authority}, ${q.confidence}]`,
        `  "${q.quote.replace(/\s+/g, ' ').slice(0, 300)}"`,
        `  ${q.source_url}`,
      ].join('\n'),
    )
    .join('\n')
}

function formatCatalyst(row: CatalystRow, events: EventRow[]): string {
  const head =
    `catalyst ${row.catalyst_id}${row.live ? '' : ` (retracted into ${row.merged_into})`}: ${row.drug_name ?? '?'} | ${row.company ?? '?'} [${row.tickers.join(', ')}]` +
    `\n  ${row.stage} ${row.pdufa_date ?? 'no date'} | ${row.authority ?? '-'} ${row.human_locked ? '(locked)' : ''} | ${row.indication ?? ''}` +
    `\n  source ${row.source_accession ?? '-'}: "${(row.source_quote ?? '').replace(/\s+/g, ' ').slice(0, 200)}"`
  const lines = events.map(
    (e) =>
      `  #${e.event_id} ${e.event_type} ${e.prior_date ?? ''}${e.prior_date ? ' -> ' : ''}${e.new_date ?? ''} ${e.outcome ?? ''} filed ${e.filed_at} (${e.accession})`,
  )
  return [head, ...lines].join('\n')
}

/** Runs one review command. Never throws: refusals and failures come back as a code and a message. */
export async function runReviewCommand(
  argv: readonly string[],
  deps: ReviewCommandDeps,
): Promise<ReviewCommandResult> {
  const checked = checkReviewArguments(argv)
  if ('answer' in checked) return checked.answer
  const { name, args } = checked
  const { store } = deps
  try {
    if (name === 'queue') {
      const rows = await store.query<QueueRow>(
        `SELECT ${queueSelect} FROM ${committedRows(queueTable)}
        ${args.all ? '' : "WHERE status = 'pending'"} ORDER BY filed_date, accession, assertion_index LIMIT {n:UInt32}`,
        { n: args.limit ?? 50 },
      )
      return { code: 0, output: formatQueue(rows) }
    }
    if (name === 'show') {
      const id = args.positional[0] as number
      const row = await catalyst(store, id)
      const events = await store.query<EventRow>(
        `SELECT ${eventSelect} FROM ${committedRows(eventsTable)}
        WHERE catalyst_id = {id:UInt64} ORDER BY event_id`,
        { id },
      )
      return { code: 0, output: formatCatalyst(row, events) }
    }
    const base = {
      review_id: (deps.newReviewId ?? randomUUID)(),
      catalyst_id: null,
      other_catalyst_id: null,
      accession: null,
      assertion_index: null,
      new_date: null,
      actor: args.actor!,
      reason: args.reason!,
      at: deps.clock.now().toISOString(),
    }
    let review: Review
    let key: string
    let summary: string
    switch (name) {
      case 'approve':
      case 'reject': {
        const [acc, index] = args.positional as [string, number]
        const entry = await pendingEntry(store, acc, index)
        if (name === 'approve' && args.catalyst !== undefined)
          await liveCatalyst(store, args.catalyst)
        review = {
          ...base,
          action: name,
          accession: acc,
          assertion_index: index,
          catalyst_id: args.catalyst ?? null,
        }
        key = acc
        summary = `${name} ${acc} #${index} (${entry.kind} ${entry.drug_name ?? '?'} ${entry.pdufa_date ?? ''})`
        break
      }
      case 'relate': {
        const [acc, index] = args.positional as [string, number]
        const entry = await pendingEntry(store, acc, index)
        if (!HELD_FOR_STANDING.has(entry.reason))
          throw new ReviewRefusal(
            `${acc} #${index} is held for ${entry.reason}, not for its filer's standing: approve or reject it`,
          )
        const id = args.catalyst ?? entry.catalyst_id
        if (id === null || id === undefined)
          throw new ReviewRefusal(`${acc} #${index} names no catalyst: pass --catalyst ID`)
        await liveCatalyst(store, id)
        // The established side of an owner conflict is already applied: relate the other side.
        const [applied] = await store.query<{ n: number }>(
          `SELECT count() AS n FROM ${committedRows(eventsTable)} WHERE accession = {acc:String} AND catalyst_id = {id:UInt64}`,
          { acc, id },
        )
        if (entry.reason === 'owner_conflict' && Number(applied?.n ?? 0) > 0)
          throw new ReviewRefusal(
            `${acc} #${index} is already applied (the established side of an owner conflict): relate the other filer's reading, or approve (locks) or reject this one`,
          )
        review = {
          ...base,
          action: 'relate',
          accession: acc,
          assertion_index: index,
          catalyst_id: args.catalyst ?? null,
        }
        key = acc
        summary = `relate ${entry.company ?? entry.cik} to catalyst ${id} via ${acc} #${index} (${entry.kind} ${entry.drug_name ?? '?'} ${entry.pdufa_date ?? ''})`
        break
      }
      case 'correct': {
        const [id, date] = args.positional as [number, string]
        const row = await liveCatalyst(store, id)
        if (row.pdufa_date === date)
          throw new ReviewRefusal(`catalyst ${id} already has ${date}; nothing to correct`)
        review = { ...base, action: 'correct', catalyst_id: id, new_date: date }
        key = String(id)
        summary = `correct catalyst ${id}: ${row.pdufa_date ?? 'no date'} -> ${date}`
        break
      }
      case 'lock':
      case 'unlock': {
        const id = args.positional[0] as number
        const row = await liveCatalyst(store, id)
        if ((row.human_locked === 1) === (name === 'lock'))
          throw new ReviewRefusal(`catalyst ${id} is already ${name}ed`)
        review = { ...base, action: name, catalyst_id: id }
        key = String(id)
        summary = `${name} catalyst ${id}`
        break
      }
      case 'merge': {
        const [survivor, loser] = args.positional as [number, number]
        if (survivor === loser) throw new ReviewRefusal('cannot merge a catalyst into itself')
        await liveCatalyst(store, survivor)
        await liveCatalyst(store, loser)
        review = { ...base, action: 'merge', catalyst_id: survivor, other_catalyst_id: loser }
        key = String(loser)
        summary = `merge catalyst ${loser} into ${survivor}`
        break
      }
      case 'unmerge': {
        const loser = args.positional[0] as number
        const row = await catalyst(store, loser)
        if (row.live === 1)
          throw new ReviewRefusal(`catalyst ${loser} is live: it is not merged into anything`)
        const [merge] = await store.query<{ survivor_catalyst_id: number; active: number }>(
          `SELECT survivor_catalyst_id, active FROM ${committedRows(mergesTable)} WHERE loser_catalyst_id = {id:UInt64}`,
          { id: loser },
        )
        if (!merge || merge.active !== 1)
          throw new ReviewRefusal(`catalyst ${loser} has no active merge to undo`)
        const survivor = await catalyst(store, merge.survivor_catalyst_id)
        if (survivor.live !== 1)
          throw new ReviewRefusal(
            `catalyst ${loser} was merged into ${survivor.catalyst_id}, which is itself retracted: unmerge ${survivor.catalyst_id} first`,
          )
        review = {
          ...base,
          action: 'unmerge',
          catalyst_id: survivor.catalyst_id,
          other_catalyst_id: loser,
        }
        key = String(loser)
        summary = `unmerge catalyst ${loser} from ${survivor.catalyst_id}`
        break
      }
    }
    await deps.bus.publish(topics.reviews, [{ key, value: review }])
    return {
      code: 0,
      output: `published review ${review.review_id}: ${summary}\n(applied by the catalysts stage; check with: npm run review -- show <id>)`,
      published: review,
    }
  } catch (error) {
    if (error instanceof ReviewRefusal)
      return { code: 2, output: `refused: ${error.message}; nothing was published` }
    return { code: 1, output: `failed: ${errorMessage(error)}; nothing was published` }
  }
}
