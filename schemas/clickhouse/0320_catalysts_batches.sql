-- Atomic batches of the catalysts stage (services/catalysts/batches.ts). Every row a batch writes
-- carries the batch's number; the one-row INSERT into catalyst_batches is written last and is the
-- commit: readers take, per key, the latest version among rows of committed batches
-- (batch <= max(catalyst_batches.batch)), so a batch interrupted before its marker is never seen.
-- `batch` joins the sorting key of every table whose rows are rewritten, so a background merge never
-- collapses a committed row into an uncommitted newer version (which a crash would then lose).
-- Rows written before this migration have batch 0: committed.
CREATE TABLE IF NOT EXISTS {db:Identifier}.catalyst_batches
(
    batch UInt64,
    inputs UInt32,
    events UInt32,                      -- new events the batch emitted
    last_event_id UInt64,               -- the highest of their ids (0 without)
    committed_at DateTime64(3, 'UTC')   -- wall clock of the commit (not replayed)
)
ENGINE = ReplacingMergeTree
ORDER BY batch;

ALTER TABLE {db:Identifier}.catalysts ADD COLUMN IF NOT EXISTS batch UInt64, MODIFY ORDER BY (catalyst_id, batch);

ALTER TABLE {db:Identifier}.events ADD COLUMN IF NOT EXISTS batch UInt64, MODIFY ORDER BY (event_id, batch);

ALTER TABLE {db:Identifier}.catalyst_state ADD COLUMN IF NOT EXISTS batch UInt64, MODIFY ORDER BY (catalyst_id, batch);

ALTER TABLE {db:Identifier}.catalyst_merges ADD COLUMN IF NOT EXISTS batch UInt64, MODIFY ORDER BY (loser_catalyst_id, batch);

ALTER TABLE {db:Identifier}.review_queue ADD COLUMN IF NOT EXISTS batch UInt64, MODIFY ORDER BY (accession, assertion_index, batch);

ALTER TABLE {db:Identifier}.assertion_filings ADD COLUMN IF NOT EXISTS batch UInt64, MODIFY ORDER BY (accession, batch);

-- Never rewritten (a redelivered input is a duplicate): the column only, the key stays.
ALTER TABLE {db:Identifier}.processed_inputs ADD COLUMN IF NOT EXISTS batch UInt64;
