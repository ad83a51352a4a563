-- Payments (x402). Two tables, both written only by services/payments.
--
-- payment_nonces: one row per reservation of a payment authorisation (EVM: network + payer + EIP-3009
-- nonce; Solana: network + transaction message hash). A key is single-use: the earliest reservation
-- (reserved_at, then reservation_id) wins and every later one is refused as already used. reserved_at
-- is filled by the ClickHouse server, so replicas of the API share one ordering. Rows outlive the
-- authorisation's validity by a week, then TTL drops them (an expired authorisation cannot verify).
CREATE TABLE IF NOT EXISTS {db:Identifier}.payment_nonces
(
    nonce_key String,
    reservation_id String,
    network LowCardinality(String),
    route LowCardinality(String),
    reserved_at DateTime64(6, 'UTC') DEFAULT now64(6),
    expires_at DateTime('UTC')
)
ENGINE = MergeTree
ORDER BY (nonce_key, reserved_at, reservation_id)
TTL expires_at + INTERVAL 7 DAY;

-- payment_audit: every payment the gate saw with a payment header: verified, settled, refused
-- (invalid, replayed, wrong price), not_charged (the handler answered >= 400) and failed (settlement or
-- facilitator failure). Never the signature or the payment header: payment_id is a sha256 of the
-- nonce key, to correlate the rows of one payment.
CREATE TABLE IF NOT EXISTS {db:Identifier}.payment_audit
(
    at DateTime64(3, 'UTC'),
    payment_id String,
    route LowCardinality(String),
    network LowCardinality(String),
    scheme LowCardinality(String),
    payer String,
    pay_to String,
    asset String,
    amount UInt64,
    transaction String,
    outcome LowCardinality(String),
    reason String,
    http_status UInt16
)
ENGINE = MergeTree
PARTITION BY toYYYYMM(at)
ORDER BY (at, outcome, route);
