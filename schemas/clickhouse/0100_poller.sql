-- Poller (SEC EDGAR discovery and fetch). Owned by services/poller.

-- Issuers from the SEC ticker files, one row per CIK (10-digit), refreshed daily; newest wins.
CREATE TABLE IF NOT EXISTS {db:Identifier}.issuers
(
    cik String,
    name String,
    tickers Array(String),
    exchanges Array(String),
    updated_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(updated_at)
ORDER BY cik;

-- Every filing the poller discovered, one row per accession; the row with the highest version is
-- the current one. `matched` = 1 when a discovery phrase matched (full-text search hit, or the
-- Atom lane's text filter): these count as pdufa_filings_seen for /v1/coverage whatever the
-- extractor later finds. `status`: pending, published, not_found (403 AccessDenied/404, final),
-- failed (transient, retried), no_match (Atom filing whose text has no phrase).
CREATE TABLE IF NOT EXISTS {db:Identifier}.poller_filings
(
    accession String,
    cik String,
    ciks Array(String),
    company Nullable(String),
    form LowCardinality(String),
    filed_date Date,
    accepted_at Nullable(DateTime64(3, 'UTC')),
    source_url String,
    lane LowCardinality(String),
    query_matched Nullable(String),
    matched UInt8,
    status LowCardinality(String),
    attempts UInt32,
    last_error Nullable(String),
    discovered_at DateTime64(3, 'UTC'),
    published_at Nullable(DateTime64(3, 'UTC')),
    version UInt64
)
ENGINE = ReplacingMergeTree(version)
ORDER BY accession;

-- Every sighting of a filing by a lane (append-only): which lanes found what, and when.
CREATE TABLE IF NOT EXISTS {db:Identifier}.poller_discoveries
(
    accession String,
    lane LowCardinality(String),
    phrase Nullable(String),
    seen_at DateTime64(3, 'UTC')
)
ENGINE = MergeTree
ORDER BY (accession, seen_at);
