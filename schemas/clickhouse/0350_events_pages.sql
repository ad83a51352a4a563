-- Event pages read from the store as cheaply as from a replica's head cache (issue 31).
--
-- 1. `attestation_uid`: the served uid of the row (services/attest/subjects.ts eventAttestationUid),
--    computed once by the catalysts stage when it writes the row (persistence.ts
--    withAttestationUids), so a page hashes nothing. '' on rows written before this migration and
--    on an event without a date (its uid is null): the API computes the uid of such a row when it
--    serves it, so older rows need no rewrite.
ALTER TABLE {db:Identifier}.events ADD COLUMN IF NOT EXISTS attestation_uid String DEFAULT '';

-- 2. The table rebuilt with small granules, a projection by record and a skip index, copying every
--    existing row, then swapped in under its name (an atomic EXCHANGE):
--    - index_granularity 256 (the default, 8192, cannot be changed on a table): a page of 500 by
--      primary key decompresses ~4 granules of 256 rows instead of one of ~7,000 rows of every
--      column, most of a page read's cost;
--    - projection `by_record`, the rows again ordered by (catalyst_id, event_id): a ticker-filtered
--      page reads only the events of the records the ticker exposes from the cursor on, at any
--      depth, instead of scanning every id above the cursor. ReplacingMergeTree allows a
--      projection only with `deduplicate_merge_projection_mode` set: 'rebuild' rebuilds it when a
--      merge collapses rows, so it always holds the part's rows;
--    - a minmax skip index on `merged_into`: a ticker's `retracted` markers (merged into a record it
--      exposes) are found by skipping every granule without such a marker (most of them).
--    Run by `npm run migrate` / start-up before any writer starts (as every migration): a row
--    inserted between the copy and the swap would be left behind in the old table.
DROP TABLE IF EXISTS {db:Identifier}.events_paged;

CREATE TABLE {db:Identifier}.events_paged
ENGINE = ReplacingMergeTree(version, deleted)
ORDER BY (event_id, batch)
SETTINGS index_granularity = 256, deduplicate_merge_projection_mode = 'rebuild'
EMPTY AS SELECT * FROM {db:Identifier}.events;

ALTER TABLE {db:Identifier}.events_paged MODIFY COLUMN attestation_uid String DEFAULT '';

ALTER TABLE {db:Identifier}.events_paged ADD INDEX IF NOT EXISTS merged_into_minmax merged_into TYPE minmax GRANULARITY 1;

ALTER TABLE {db:Identifier}.events_paged ADD PROJECTION IF NOT EXISTS by_record (SELECT * ORDER BY catalyst_id, event_id);

INSERT INTO {db:Identifier}.events_paged SELECT * FROM {db:Identifier}.events;

EXCHANGE TABLES {db:Identifier}.events AND {db:Identifier}.events_paged;

DROP TABLE {db:Identifier}.events_paged;
