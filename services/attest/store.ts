/**
 * The attestation tables (schemas/clickhouse/0700_attest.sql): writes of signed attestations and
 * anchor batches, and the reads behind /attest/verify, the anchorer and the lag in /v1/meta.
 */
import type { Hex } from 'viem'
import type { Store } from '../shared/store/clickhouse.js'
import type { SignedAttestation } from './sign.js'

export interface AttestationRow {
  uid: string
  kind: 'event' | 'catalyst' | 'accuracy'
  subject: string
  schema_uid: string
  signer: string
  /** JSON of the SignedAttestation. */
  attestation: string
  /** JSON of the attested field values. */
  fields: string
}

export interface AnchorRow {
  root: string
  uids: string[]
  status: 'pending' | 'anchored'
  chain_id: number
  contract: string
  tx_hash: string | null
  block_number: number | null
  block_timestamp: number | null
  attempts: number
  last_error: string | null
  created_at: string
  updated_at: string
}

export interface ProofRow {
  uid: string
  root: string
  leaf_index: number
  proof: string[]
}

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
    `SELECT uid, kind, subject, schema_uid, signer, attestation, fields
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
    `SELECT uid, root, leaf_index, proof FROM {db:Identifier}.attestation_proofs FINAL
    WHERE uid = {uid:String} LIMIT 1`,
    { uid },
  )
  return row ?? null
}

const anchorColumns = `root, uids, status, chain_id, contract, tx_hash, block_number, block_timestamp, attempts, last_error,
  created_at, updated_at`

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
