-- Catalysts: one row per FDA decision cycle, the current served state. Written only by the
-- catalysts stage (the single writer); every change writes a new row with a higher `version`, so
-- `FINAL` (or argMax by version) reads the current state and a replay rebuilds the same rows.
CREATE TABLE IF NOT EXISTS {db:Identifier}.catalysts
(
    catalyst_id UInt64,
    version UInt64,
    drug_name Nullable(String),
    drug_key String,                    -- normalised drug identity for entity resolution
    company Nullable(String),
    ticker Nullable(String),
    tickers Array(String),
    cik Nullable(String),
    indication Nullable(String),
    application_number Nullable(String),
    pdufa_date Nullable(Date),
    stage LowCardinality(String),
    confidence Nullable(String),
    date_confidence Nullable(String),
    authority Nullable(String),
    source_quote Nullable(String),
    source_accession Nullable(String),
    source_url Nullable(String),
    last_updated Nullable(DateTime64(3, 'UTC')),  -- time of the input that last changed the served fields (record time, not wall clock)
    live UInt8,                         -- 0 once retracted (merged away)
    published UInt8,                    -- 1 when the row may be served (authority allows auto-publish, or human_lock)
    merged_into Nullable(UInt64),
    exposed_ciks Array(String),         -- every filer CIK that disclosed this decision (ticker filters)
    human_locked UInt8                  -- 1 while an operator lock holds (authority shows human_lock)
)
ENGINE = ReplacingMergeTree(version)
ORDER BY catalyst_id;

-- Events: the append-only change stream served on /v1/events. event_id comes from one sequencer
-- (the catalysts stage) and ascends in the order events become visible: each batch of new events is
-- one INSERT, in id order, after the previous one returned. A merge re-parents a loser's events by
-- writing a new version of the row (catalyst_id = survivor, origin_catalyst_id unchanged); a
-- duplicate loser row (same filing, same event type) gets a new version with deleted = 1, which
-- FINAL drops. Read with FINAL (or argMax by version), always `deleted = 0`.
CREATE TABLE IF NOT EXISTS {db:Identifier}.events
(
    event_id UInt64,
    version UInt64,
    deleted UInt8,
    catalyst_id UInt64,
    origin_catalyst_id UInt64,          -- the catalyst the event was first emitted on (unmerge moves it back)
    event_type LowCardinality(String),
    drug_name Nullable(String),
    company Nullable(String),
    ticker Nullable(String),
    tickers Array(String),
    cik Nullable(String),
    exposed_ciks Array(String),
    indication Nullable(String),
    application_number Nullable(String),
    prior_date Nullable(Date),
    new_date Nullable(Date),
    delta_days Nullable(Int32),
    merged_into Nullable(UInt64),
    outcome Nullable(String),
    confidence Nullable(String),
    date_confidence Nullable(String),
    authority Nullable(String),
    source_quote Nullable(String),
    detected_at DateTime64(3, 'UTC'),
    filed_at Date,
    applied UInt8,
    date_changed UInt8,
    accession String,
    source_url Nullable(String)
)
ENGINE = ReplacingMergeTree(version, deleted)
ORDER BY event_id;
