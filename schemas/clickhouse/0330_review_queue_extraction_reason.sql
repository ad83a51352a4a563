-- review_queue.extraction_reason: why the extractor held the assertion back (no_drug, hedged, weak_phrase, ...;
-- the Avro Assertion.reason), so an operator sees what to check. Null for rows queued before it existed and for
-- assertions held back by authority alone (an LLM below high).
ALTER TABLE {db:Identifier}.review_queue ADD COLUMN IF NOT EXISTS extraction_reason Nullable(String) DEFAULT NULL;
