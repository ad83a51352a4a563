/**
 * The tables the catalysts stage writes (schemas/clickhouse/03xx_*.sql), each declared once: its
 * columns with their ClickHouse types, from which the row types and the SELECT lists are derived
 * (services/shared/store/columns.ts). test/shared/table-columns.test.ts checks every declaration
 * against the migrated DDL. Column order is the DDL's.
 *
 * Every batched table also has `batch` (services/shared/store/batched.ts): written by `writeBatch` at insert time, carried
 * by no row.
 */
import type {
  AssertionKind,
  Authority,
  Confidence,
  DateConfidence,
  FilerRole,
} from '../../schemas/avro/types.js'
import { batchedTable } from '../shared/store/batched.js'
import { col, flag, selectList, table, type RowOf } from '../shared/store/columns.js'

/** The stage of a catalyst (the `stage` column). */
export const stages = ['set', 'extended', 'resolved', 'crl'] as const
export type Stage = (typeof stages)[number]
/** The `status` of a review-queue row. */
export type QueueStatus = 'pending' | 'approved' | 'related' | 'rejected'
/**
 * needs_review: authority or grounding does not allow auto-publishing; locked: the target catalyst is human-locked;
 * unrelated_filer: the filer has no standing on the catalyst it names; unconfirmed_relation: the filer claims a tie to
 * it that no established filer confirms; owner_conflict: the filer's own text owns the application ("our NDA") and the
 * catalyst was established by filers it has no standing with: both sides are queued, the owner's reading held and the
 * reading behind the catalyst's served state for confirmation (authority.ts, held.ts).
 */
export type QueueReason =
  'needs_review' | 'locked' | 'unrelated_filer' | 'unconfirmed_relation' | 'owner_conflict'

const instant = "DateTime64(3, 'UTC')" as const

/**
 * `catalyst_batches`: the commit marker of one batch (batches.ts). `batch` is batchId(epoch, seq);
 * `events` and `last_event_id`: the new events the batch emitted and the highest of their ids (0
 * without); `committed_at`: wall clock of the commit (not replayed).
 */
export const batchesTable = table('catalyst_batches', {
  batch: col('UInt64'),
  inputs: col('UInt32'),
  events: col('UInt32'),
  last_event_id: col('UInt64'),
  committed_at: col(instant),
  seq: col('UInt64'),
  epoch: col('UInt64'),
})
export type BatchMarkerRow = RowOf<typeof batchesTable.columns>

/** `catalysts`: the served state of one catalyst, one row per version. */
export const catalystsTable = batchedTable(
  'catalysts',
  {
    catalyst_id: col('UInt64'),
    version: col('UInt64'),
    drug_name: col('Nullable(String)'),
    drug_key: col('String'),
    company: col('Nullable(String)'),
    ticker: col('Nullable(String)'),
    tickers: col('Array(String)'),
    cik: col('Nullable(String)'),
    indication: col('Nullable(String)'),
    application_number: col('Nullable(String)'),
    pdufa_date: col('Nullable(Date)'),
    stage: col('LowCardinality(String)').as<Stage>(),
    confidence: col('Nullable(String)'),
    date_confidence: col('Nullable(String)'),
    authority: col('Nullable(String)'),
    source_quote: col('Nullable(String)'),
    source_accession: col('Nullable(String)'),
    source_url: col('Nullable(String)'),
    last_updated: col(`Nullable(${instant})`),
    live: flag(),
    published: flag(),
    merged_into: col('Nullable(UInt64)'),
    exposed_ciks: col('Array(String)'),
    human_locked: flag(),
  },
  { chain: batchesTable, key: 'catalyst_id', version: 'version' },
)
/** A row of `catalysts`. */
export type CatalystRow = RowOf<typeof catalystsTable.columns>

/**
 * `events`: the event as served and published (the fields of the Avro CatalystEvent; a type test
 * in test/shared/table-columns.test.ts keeps them equal), with booleans stored as 0/1 and the
 * row's own bookkeeping (version, deleted, origin_catalyst_id, exposed_ciks).
 */
export const eventsTable = batchedTable(
  'events',
  {
    event_id: col('UInt64'),
    version: col('UInt64'),
    deleted: flag(),
    catalyst_id: col('UInt64'),
    /** The catalyst the event was first emitted on; differs from catalyst_id after a merge re-parented it. */
    origin_catalyst_id: col('UInt64'),
    event_type: col('LowCardinality(String)'),
    drug_name: col('Nullable(String)'),
    company: col('Nullable(String)'),
    ticker: col('Nullable(String)'),
    tickers: col('Array(String)'),
    cik: col('Nullable(String)'),
    exposed_ciks: col('Array(String)'),
    indication: col('Nullable(String)'),
    application_number: col('Nullable(String)'),
    prior_date: col('Nullable(Date)'),
    new_date: col('Nullable(Date)'),
    delta_days: col('Nullable(Int32)'),
    merged_into: col('Nullable(UInt64)'),
    outcome: col('Nullable(String)'),
    confidence: col('Nullable(String)'),
    date_confidence: col('Nullable(String)'),
    authority: col('Nullable(String)'),
    source_quote: col('Nullable(String)'),
    detected_at: col(instant),
    filed_at: col('Date'),
    applied: flag(),
    date_changed: flag(),
    accession: col('String'),
    source_url: col('Nullable(String)'),
  },
  // attestation_uid: the served uid, computed once by writeBatch (persistence.ts); '' on rows
  // written before it existed (schemas/clickhouse/0350_events_attestation_uid.sql).
  { chain: batchesTable, key: 'event_id', version: 'version', deletable: true },
  { attestation_uid: col('String') },
)
/** A row of `events`. Dates YYYY-MM-DD, instants ISO with Z. */
export type EventRow = RowOf<typeof eventsTable.columns>

/** `catalyst_state`: what each applied assertion said about a catalyst's identity. */
export const catalystStateTable = batchedTable(
  'catalyst_state',
  {
    catalyst_id: col('UInt64'),
    version: col('UInt64'),
    /** JSON array of Contribution (types.ts). */
    contributions: col('String'),
  },
  { chain: batchesTable, key: 'catalyst_id', version: 'version' },
)
export type CatalystStateRow = RowOf<typeof catalystStateTable.columns>

/** `catalyst_merges`: one merge, kept so it can be undone. */
export const mergesTable = batchedTable(
  'catalyst_merges',
  {
    loser_catalyst_id: col('UInt64'),
    survivor_catalyst_id: col('UInt64'),
    version: col('UInt64'),
    active: flag(),
    reason: col('LowCardinality(String)'),
    moved_event_ids: col('Array(UInt64)'),
    deleted_event_ids: col('Array(UInt64)'),
    moved_contribution_keys: col('Array(String)'),
    trigger: col('String'),
    at: col(instant),
  },
  { chain: batchesTable, key: 'loser_catalyst_id', version: 'version' },
)
export type MergeRow = RowOf<typeof mergesTable.columns>

/**
 * `review_queue`: one extraction waiting for (or decided by) an operator. The extraction's fields
 * are typed as the Avro Assertion's; the rest says where it came from and where it stands.
 */
export const queueTable = batchedTable(
  'review_queue',
  {
    accession: col('String'),
    assertion_index: col('UInt16'),
    version: col('UInt64'),
    status: col('LowCardinality(String)').as<QueueStatus>(),
    reason: col('LowCardinality(String)').as<QueueReason>(),
    catalyst_id: col('Nullable(UInt64)'),
    cik: col('String'),
    company: col('Nullable(String)'),
    tickers: col('Array(String)'),
    form: col('String'),
    filed_date: col('Date'),
    source_url: col('String'),
    extracted_at: col(instant),
    kind: col('LowCardinality(String)').as<AssertionKind>(),
    drug_name: col('Nullable(String)'),
    drug_aliases: col('Array(String)'),
    indication: col('Nullable(String)'),
    application_number: col('Nullable(String)'),
    pdufa_date: col('Nullable(Date)'),
    prior_date: col('Nullable(Date)'),
    outcome: col('Nullable(String)'),
    quote: col('String'),
    confidence: col('LowCardinality(String)').as<Confidence>(),
    authority: col('LowCardinality(String)').as<Authority>(),
    date_confidence: col('LowCardinality(String)').as<DateConfidence>(),
    role: col('LowCardinality(String)').as<FilerRole>(),
    reviewed_by: col('Nullable(String)'),
    review_note: col('Nullable(String)'),
    reviewed_at: col(`Nullable(${instant})`),
    /** Why the extractor held the assertion back (the Avro Assertion.reason): what the operator should check. */
    extraction_reason: col('Nullable(String)'),
  },
  { chain: batchesTable, key: 'accession, assertion_index', version: 'version' },
)
export type QueueRow = RowOf<typeof queueTable.columns>

/** `assertion_filings`: one filing the extractor read, for coverage counts. */
export const assertionFilingsTable = batchedTable(
  'assertion_filings',
  {
    accession: col('String'),
    version: col('UInt64'),
    cik: col('String'),
    company: col('Nullable(String)'),
    form: col('String'),
    filed_date: col('Date'),
    actionable: flag(),
    assertions: col('UInt16'),
    published_assertions: col('UInt16'),
    extracted_at: col(instant),
  },
  { chain: batchesTable, key: 'accession', version: 'version' },
)
export type AssertionFilingRow = RowOf<typeof assertionFilingsTable.columns>

/** `processed_inputs`: an input already applied (idempotency under redelivery). */
export const processedTable = batchedTable(
  'processed_inputs',
  {
    input_key: col('String'),
    seq: col('UInt64'),
    kind: col('LowCardinality(String)').as<'assertions' | 'review'>(),
    result: col('LowCardinality(String)').as<'applied' | 'rejected'>(),
    note: col('String'),
    at: col(instant),
  },
  { chain: batchesTable, key: 'input_key', version: 'seq' },
)
export type ProcessedRow = RowOf<typeof processedTable.columns>

/** `catalyst_stage_state`: small counters of the stage (how far events were mirrored). */
export const stageStateTable = table('catalyst_stage_state', {
  key: col('String'),
  value: col('UInt64'),
  version: col('UInt64'),
})
export type StageStateRow = RowOf<typeof stageStateTable.columns>

/** `catalyst_sequencers`: one epoch (fencing token) a stage instance claimed (fence.ts). */
export const sequencersTable = table('catalyst_sequencers', {
  epoch: col('UInt64'),
  /** Host, pid and a random id of the claiming instance. */
  writer: col('String'),
  claimed_at: col(instant),
})
export type SequencerRow = RowOf<typeof sequencersTable.columns>

/** Every table of the stage, for the DDL test. */
export const catalystsStageTables = [
  catalystsTable,
  eventsTable,
  catalystStateTable,
  mergesTable,
  queueTable,
  assertionFilingsTable,
  processedTable,
  stageStateTable,
  batchesTable,
  sequencersTable,
] as const

/** Every column of `events` as read back (the drain, the replay comparison, the mirror catch-up). */
export const eventSelect = selectList(eventsTable)
export const catalystSelect = selectList(catalystsTable)
export const queueSelect = selectList(queueTable)
