-- The FDA's own record of decisions (Drugs@FDA approvals, published complete response letters),
-- written from the fda-decisions topic, so a replay of the topic rebuilds the same rows. One row
-- per decision (application, source, submission, action date); a re-import of the same action
-- replaces its row.
CREATE TABLE IF NOT EXISTS {db:Identifier}.fda_decisions
(
    decision_key String,
    application_number String,
    submission Nullable(String),
    sponsor_name Nullable(String),
    brand_name Nullable(String),
    generic_name Nullable(String),
    action_date Date,
    outcome LowCardinality(String),
    source LowCardinality(String),
    submission_class Nullable(String),
    review_priority Nullable(String),
    source_url Nullable(String),
    record_updated Nullable(String),
    imported_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(imported_at)
ORDER BY decision_key;
