-- Poller issuer universe (services/poller/universe.ts). Owned by services/poller.

-- What each filer's submissions record (data.sec.gov/submissions/CIK##########.json) says, learned
-- the first time the filer shows up with an 8-K/6-K in the Atom feed or a form index, and read
-- again when older than SIC_REFRESH_DAYS. `found` = 0: the SEC has no submissions record for the
-- CIK (404), which is remembered like a profile. Newest `fetched_at` wins.
CREATE TABLE IF NOT EXISTS {db:Identifier}.filer_profiles
(
    cik String,
    name String,
    sic String,
    sic_description String,
    entity_type String,
    found UInt8,
    fetched_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(fetched_at)
ORDER BY cik;

-- CIKs in the universe for a reason other than their SIC code: `pdufa_filing` (a filing of theirs,
-- as filer or co-filer, carried a PDUFA phrase: partners and royalty holders found by full-text
-- search). Configured additions (UNIVERSE_CIKS) and CIKs of catalysts are read where they live.
CREATE TABLE IF NOT EXISTS {db:Identifier}.universe_members
(
    cik String,
    reason LowCardinality(String),
    accession String,
    added_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(added_at)
ORDER BY (cik, reason);
