-- Attestations (spec 1.5, 4.6). Written only by services/attest (the catalysts stage signs through
-- it in the batch that writes the rows; the attest service anchors).
--
-- attestations: one signed EAS off-chain attestation per uid (the uid is a function of the attested
-- content, so signing the same content again writes the same row). `attestation` is the served JSON
-- (the EAS SDK's signed off-chain attestation); `fields` the attested values, decoded. signed_at is
-- wall-clock time of the write, for the anchoring lag in /v1/meta.
CREATE TABLE IF NOT EXISTS {db:Identifier}.attestations
(
    uid String,
    kind LowCardinality(String),          -- event | catalyst | accuracy
    subject String,                        -- event:{id} | catalyst:{id} | accuracy:{feed_id}
    schema_uid String,
    signer String,
    attestation String,
    fields String,
    signed_at DateTime64(3, 'UTC') DEFAULT now64(3)
)
ENGINE = ReplacingMergeTree
ORDER BY uid;

-- attestation_anchors: one batch of uids whose Merkle root (OpenZeppelin StandardMerkleTree, leaf
-- encoding bytes32) is timestamped through the EAS contract. status pending until the transaction
-- is mined, then anchored with its hash, block and the block's timestamp (= getTimestamp(root)).
CREATE TABLE IF NOT EXISTS {db:Identifier}.attestation_anchors
(
    root String,
    uids Array(String),
    status LowCardinality(String),
    chain_id UInt64,
    contract String,
    tx_hash Nullable(String),
    block_number Nullable(UInt64),
    block_timestamp Nullable(UInt64),
    attempts UInt32,
    last_error Nullable(String),
    created_at DateTime64(3, 'UTC'),
    updated_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(updated_at)
ORDER BY root;

-- attestation_proofs: where each batched uid sits in its batch's tree.
CREATE TABLE IF NOT EXISTS {db:Identifier}.attestation_proofs
(
    uid String,
    root String,
    leaf_index UInt32,
    proof Array(String)
)
ENGINE = ReplacingMergeTree
ORDER BY uid;
