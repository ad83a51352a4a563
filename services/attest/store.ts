/**
 * The attestation tables (schemas/clickhouse/0700_attest.sql): writes of signed attestations and
 * anchor batches, and the reads behind /attest/verify, the anchorer and the lag in /v1/meta.
 */
import type { Hex } from 'viem'
import type { Store } from '../shared/store/clickhouse.js'
import { col, selectList, table, type RowOf } from '../shared/store/columns.js'
import type { SignedAttestation } from './sign.js'

const instant = "DateTime64(3, 'UTC')" as const

/** `attestations`: one signed attestation per uid. */
export const attestationsTable = table(
  'attestations',
  {
    uid: col('String'),
    kind: col('LowCardinality(String)').as<'event' | 'catalyst' | 'accuracy'>(),
    subject: col('String'),
    schema_uid: col('String'),
    signer: col('String'),
    /** JSON of the SignedAttestation. */
    attestation: col('String'),
    /** JSON of the attested field values. */
    fields: col('String'),
  },
  // Filled by the column's DEFAULT (the write's wall clock).
  { signed_at: col(instant) },
)
export type AttestationRow = RowOf<typeof attestationsTable.columns>

/** `attestation_anchors`: one batch of uids and the state of its root's timestamping. */
export const anchorsTable = table('attestation_anchors', {
  root: col('String'),
  uids: col('Array(String)'),
  status: col('LowCardinality(String)').as<'pending' | 'anchored'>(),
  chain_id: col('UInt64'),
  contract: col('String'),
  tx_hash: col('Nullable(String)'),
  block_number: col('Nullable(UInt64)'),
  block_timestamp: col('Nullable(UInt64)'),
  attempts: col('UInt32'),
  last_error: col('Nullable(String)'),
  created_at: col(instant),
  updated_at: col(instant),
})
export type AnchorRow = RowOf<typeof anchorsTable.columns>

/** `attestation_proofs`: where each batched uid sits in its batch's tree. */
export const proofsTable = table('attestation_proofs', {
  uid: col('String'),
  root: col('String'),
  leaf_index: col('UInt32'),
  proof: col('Array(String)'),
})
export type ProofRow = RowOf<typeof proofsTable.columns>

/** Every attestation table, for the DDL test. */
export const attestTables = [attestationsTable, anchorsTable, proofsTable] as const

export interface StoredAttestation {
  uid: Hex
  kind: AttestationRow['kind']
  subject: string
  signer: Hex
  attestation: SignedAttestation
  fields: Record<string, string | number>
}

export async function insertAttestations(
  store: Store,
  rows: readonly AttestationRow[],
): Promise<void> {
  await store.insert('attestations', rows)
}

export async function readAttestation(
  store: Store,
  uid: string,
): Promise<StoredAttestation | null> {
  const [row] = await store.query<AttestationRow>(
    `SELECT ${selectList(attestationsTable)}
    FROM {db:Identifier}.attestations FINAL WHERE uid = {uid:String} LIMIT 1`,
    { uid },
  )
  if (!row) return null
  return {
    uid: row.uid as Hex,
    kind: row.kind,
    subject: row.subject,
    signer: row.signer as Hex,
    attestation: JSON.parse(row.attestation) as SignedAttestation,
    fields: JSON.parse(row.fields) as Record<string, string | number>,
  }
}

/** Which of these uids are stored. */
export async function storedUids(store: Store, uids: readonly string[]): Promise<Set<string>> {
  if (uids.length === 0) return new Set()
  const rows = await store.query<{ uid: string }>(
    'SELECT DISTINCT uid FROM {db:Identifier}.attestations WHERE uid IN {uids:Array(String)}',
    { uids },
  )
  return new Set(rows.map((r) => r.uid))
}

export async function readProof(store: Store, uid: string): Promise<ProofRow | null> {
  const [row] = await store.query<ProofRow>(
    `SELECT ${selectList(proofsTable)} FROM {db:Identifier}.attestation_proofs FINAL
    WHERE uid = {uid:String} LIMIT 1`,
    { uid },
  )
  return row ?? null
}

const anchorColumns = selectList(anchorsTable)

export async function readAnchor(store: Store, root: string): Promise<AnchorRow | null> {
  const [row] = await store.query<AnchorRow>(
    `SELECT ${anchorColumns} FROM {db:Identifier}.attestation_anchors FINAL
    WHERE root = {root:String} LIMIT 1`,
    { root },
  )
  return row ?? null
}

export async function pendingAnchors(store: Store): Promise<AnchorRow[]> {
  return store.query<AnchorRow>(`SELECT ${anchorColumns} FROM {db:Identifier}.attestation_anchors FINAL
    WHERE status = 'pending' ORDER BY created_at, root`)
}

export async function writeAnchor(store: Store, row: AnchorRow): Promise<void> {
  await store.insert('attestation_anchors', [row])
}

export async function writeProofs(store: Store, rows: readonly ProofRow[]): Promise<void> {
  await store.insert('attestation_proofs', rows)
}

/** Signed uids not yet in any batch, oldest first. */
export async function unbatchedUids(store: Store, limit: number): Promise<string[]> {
  const rows = await store.query<{ uid: string }>(
    `SELECT uid, min(signed_at) AS first FROM {db:Identifier}.attestations
    WHERE uid NOT IN (SELECT uid FROM {db:Identifier}.attestation_proofs)
    GROUP BY uid ORDER BY first, uid LIMIT {n:UInt32}`,
    { n: limit },
  )
  return rows.map((r) => r.uid)
}

export interface AnchorLag {
  /** Signed attestations whose root is not yet timestamped on chain (batched or not). */
  unanchored: number
  /** When the oldest of them was signed (ISO), or null. */
  oldest_unanchored_signed_at: string | null
  /** The block timestamp of the newest anchor (ISO), or null. */
  last_anchored_at: string | null
}

/** Uids whose batch root is timestamped on chain. */
const anchoredUids = `SELECT arrayJoin(uids) FROM {db:Identifier}.attestation_anchors FINAL WHERE status = 'anchored'`

export async function readAnchorLag(store: Store): Promise<AnchorLag> {
  const [row] = await store.query<{
    unanchored: number
    oldest: string | null
    last: number | null
  }>(`SELECT
      (SELECT count() FROM (SELECT DISTINCT uid FROM {db:Identifier}.attestations WHERE uid NOT IN (${anchoredUids}))) AS unanchored,
      (SELECT if(count() = 0, NULL, toString(min(signed_at))) FROM {db:Identifier}.attestations WHERE uid NOT IN (${anchoredUids})) AS oldest,
      (SELECT if(count() = 0, NULL, max(block_timestamp)) FROM {db:Identifier}.attestation_anchors FINAL WHERE status = 'anchored') AS last`)
  const iso = (text: string) =>
    new Date(`${text.replace(' ', 'T')}Z`).toISOString().replace('Z', '+00:00')
  return {
    unanchored: Number(row?.unanchored ?? 0),
    oldest_unanchored_signed_at: row?.oldest ? iso(row.oldest) : null,
    last_anchored_at: row?.last
      ? new Date(Number(row.last) * 1000).toISOString().replace('Z', '+00:00')
      : null,
  }
}
