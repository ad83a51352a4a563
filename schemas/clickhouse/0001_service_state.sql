-- Small durable state that stages keep between runs: poll cursors, last successful scan per lane,
-- importer watermarks. One row per (service, key); the newest write wins. Also what /v1/meta reads
-- for freshness, so an upstream outage shows as an old timestamp, never as an error.
CREATE TABLE IF NOT EXISTS {db:Identifier}.service_state
(
    service LowCardinality(String),
    key String,
    value String,
    updated_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(updated_at)
ORDER BY (service, key);
