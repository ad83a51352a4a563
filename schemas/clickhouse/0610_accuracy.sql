-- Accuracy reports (spec 2.5), one row per scoring run. The API serves the newest valid one
-- (whole corpus, at least as many decisions as the committed fallback); older rows stay as the
-- history of the published track record.
CREATE TABLE IF NOT EXISTS {db:Identifier}.accuracy_reports
(
    generated_at DateTime64(3, 'UTC'),
    run_trigger LowCardinality(String),     -- daily, import, on_demand
    whole_corpus UInt8,                     -- 1 when every prediction and FDA decision was read
    decisions_matched UInt32,
    report String                           -- the full accuracy document as JSON (paid_endpoints empty)
)
ENGINE = MergeTree
ORDER BY generated_at;
