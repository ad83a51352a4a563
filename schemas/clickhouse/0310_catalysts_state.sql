-- Internal state of the catalysts stage (the single writer of 0300's tables). Nothing here is
-- served directly; coverage reads assertion_filings and the review CLI reads review_queue.
-- Every table is ReplacingMergeTree keyed by what makes a row unique, versioned by the stage's
-- deterministic counters, so a replay of the topics writes the same rows.

-- What each applied assertion said about a catalyst's identity (filer, tickers, drug names,
-- application number, dates): the served identity is derived from it, and an unmerge needs it.
CREATE TABLE IF NOT EXISTS {db:Identifier}.catalyst_state
(
    catalyst_id UInt64,
    version UInt64,
    contributions String                -- JSON array of Contribution (services/catalysts/types.ts)
)
ENGINE = ReplacingMergeTree(version)
ORDER BY catalyst_id;

-- One row per merged-away catalyst: which events moved or were deleted, so an unmerge can undo it.
CREATE TABLE IF NOT EXISTS {db:Identifier}.catalyst_merges
(
    loser_catalyst_id UInt64,
    survivor_catalyst_id UInt64,
    version UInt64,
    active UInt8,                       -- 0 after an unmerge
    reason LowCardinality(String),      -- application_number, drug_identity, operator
    moved_event_ids Array(UInt64),
    deleted_event_ids Array(UInt64),
    moved_contribution_keys Array(String),
    trigger String,                     -- accession of the bridging filing, or REVIEW-<review_id>
    at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(version)
ORDER BY loser_catalyst_id;

-- Extractions an operator must look at: authority llm_medium/llm_low or failed grounding
-- (needs_review), or an automated change aimed at a human-locked catalyst (locked).
CREATE TABLE IF NOT EXISTS {db:Identifier}.review_queue
(
    accession String,
    assertion_index UInt16,
    version UInt64,
    status LowCardinality(String),      -- pending, approved, rejected
    reason LowCardinality(String),      -- needs_review, locked
    catalyst_id Nullable(UInt64),       -- the catalyst it would apply to (a hint; approval re-resolves it)
    cik String,
    company Nullable(String),
    tickers Array(String),
    form String,
    filed_date Date,
    source_url String,
    extracted_at DateTime64(3, 'UTC'),
    kind LowCardinality(String),
    drug_name Nullable(String),
    drug_aliases Array(String),
    indication Nullable(String),
    application_number Nullable(String),
    pdufa_date Nullable(Date),
    prior_date Nullable(Date),
    outcome Nullable(String),
    quote String,
    confidence LowCardinality(String),
    authority LowCardinality(String),
    date_confidence LowCardinality(String),
    role LowCardinality(String),
    reviewed_by Nullable(String),
    review_note Nullable(String),
    reviewed_at Nullable(DateTime64(3, 'UTC'))
)
ENGINE = ReplacingMergeTree(version)
ORDER BY (accession, assertion_index);

-- Every filing the extractor reported on (one ExtractedAssertions record, even with no assertion):
-- the fallback for coverage's filings-seen counts and the source of its actionable counts.
CREATE TABLE IF NOT EXISTS {db:Identifier}.assertion_filings
(
    accession String,
    version UInt64,
    cik String,
    company Nullable(String),
    form String,
    filed_date Date,
    actionable UInt8,                   -- a PDUFA date (date_set, resubmission_date_set, date_extended) was extracted
    assertions UInt16,
    published_assertions UInt16,        -- applied automatically (the rest went to the review queue)
    extracted_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(version)
ORDER BY accession;

-- Inputs already applied, keyed by accession + content hash or review id: a redelivery is a no-op.
-- seq is the position in the stage's total input order (assertions and reviews merged by time).
CREATE TABLE IF NOT EXISTS {db:Identifier}.processed_inputs
(
    input_key String,
    seq UInt64,
    kind LowCardinality(String),        -- assertions, review
    result LowCardinality(String),      -- applied, rejected (dead-lettered)
    note String,
    at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(seq)
ORDER BY input_key;

-- Small counters of the stage: how far events were mirrored onto the events topic.
CREATE TABLE IF NOT EXISTS {db:Identifier}.catalyst_stage_state
(
    key String,
    value UInt64,
    version UInt64
)
ENGINE = ReplacingMergeTree(version)
ORDER BY key;
