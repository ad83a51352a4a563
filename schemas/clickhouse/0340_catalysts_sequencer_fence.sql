-- The fenced single sequencer of the catalysts stage (services/catalysts/fence.ts).
-- catalyst_sequencers: one row per epoch (fencing token) a stage instance claimed at start; the
-- newest epoch is the only writer allowed. A claim is an INSERT with the deduplication token
-- `catalysts-epoch-<n>`, so two instances claiming the same number cannot both get it.
CREATE TABLE IF NOT EXISTS {db:Identifier}.catalyst_sequencers
(
    epoch UInt64,
    writer String,                      -- host, pid and a random id of the claiming instance
    claimed_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree
ORDER BY epoch
SETTINGS non_replicated_deduplication_window = 100000;

-- A commit marker now names its position in the chain (`seq`) and its writer's epoch; the batch
-- id every row carries is epoch * 2^32 + seq. The marker is inserted with the deduplication token
-- `catalysts-seq-<seq>`: the first marker of a position wins, a later one (a zombie's, or a racing
-- newer instance's) is dropped, and its writer reads back that it lost. Markers written before this
-- migration are epoch 0 and seq = batch.
ALTER TABLE {db:Identifier}.catalyst_batches ADD COLUMN IF NOT EXISTS seq UInt64 DEFAULT batch, ADD COLUMN IF NOT EXISTS epoch UInt64 DEFAULT 0;

ALTER TABLE {db:Identifier}.catalyst_batches MODIFY SETTING non_replicated_deduplication_window = 100000;
