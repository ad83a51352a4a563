/**
 * What the attestation routes and /v1/meta read: one attestation with its anchor proof
 * (/attest/verify), and the signer plus the anchoring lag (/v1/meta). Reads only the store, so an
 * API process needs neither the key nor the chain.
 */
import type { Hex } from 'viem'
import type { Store } from '../shared/store/clickhouse.js'
import type { AnchorerStatus } from './anchor.js'
import { feedAccuracySchema, servedDateSchema } from './schema.js'
import type { AttestDomain, SignedAttestation } from './sign.js'
import { readAnchor, readAnchorLag, readAttestation, readProof } from './store.js'
import { reduceUrls } from '../shared/redact.js'

export interface AnchorProof {
  status: 'anchored' | 'pending'
  /** Merkle root of the uid's batch; null until the uid is batched. */
  root: Hex | null
  /** OpenZeppelin StandardMerkleTree proof, leaf encoding ["bytes32"]; null until batched. */
  proof: Hex[] | null
  chain_id: number | null
  contract: Hex | null
  tx_hash: Hex | null
  block_number: number | null
  /** Unix seconds: the anchoring block's timestamp, which the contract's getTimestamp(root) returns. */
  timestamp: number | null
}

export interface VerifiedAttestation {
  uid: Hex
  /** event | catalyst | accuracy */
  kind: string
  /** event:{event_id} | catalyst:{catalyst_id} | accuracy:{feed_id} */
  subject: string
  /** The EAS schema string the attestation's data encodes. */
  schema: string
  attestation: SignedAttestation
  /** The attested values, decoded from `attestation.message.data`. */
  fields: Record<string, string | number>
  signer: Hex
  anchor: AnchorProof
}

const schemaByUid = new Map<string, string>([
  [servedDateSchema.uid, servedDateSchema.definition],
  [feedAccuracySchema.uid, feedAccuracySchema.definition],
])

/** The attestation of a normalised uid with its anchor proof, or null when unknown. */
export async function lookupAttestation(
  store: Store,
  uid: string,
): Promise<VerifiedAttestation | null> {
  const stored = await readAttestation(store, uid)
  if (!stored) return null
  const proof = await readProof(store, uid)
  const anchor = proof ? await readAnchor(store, proof.root) : null
  const onChain = anchor && anchor.chain_id !== 0
  return {
    uid: stored.uid,
    kind: stored.kind,
    subject: stored.subject,
    schema: schemaByUid.get(stored.attestation.message.schema) ?? '',
    attestation: stored.attestation,
    fields: stored.fields,
    signer: stored.signer,
    anchor: {
      status: anchor?.status === 'anchored' ? 'anchored' : 'pending',
      root: (proof?.root ?? null) as Hex | null,
      proof: (proof?.proof ?? null) as Hex[] | null,
      chain_id: onChain ? Number(anchor.chain_id) : null,
      contract: onChain ? (anchor.contract as Hex) : null,
      tx_hash: (anchor?.tx_hash ?? null) as Hex | null,
      block_number:
        anchor?.status === 'anchored' && anchor.block_number !== null
          ? Number(anchor.block_number)
          : null,
      timestamp:
        anchor?.status === 'anchored' && anchor.block_timestamp !== null
          ? Number(anchor.block_timestamp)
          : null,
    },
  }
}

/** The attestation block of /v1/meta. */
export interface AttestationStatus {
  /** The address that signs every attestation: pin it once. Null before the signer first started. */
  signer: Hex | null
  /** EIP-712 domain the attestations are signed under. */
  domain: { name: string; version: string; chain_id: number; verifying_contract: Hex } | null
  schemas: {
    served_date: { uid: Hex; definition: string }
    feed_accuracy: { uid: Hex; definition: string }
  }
  anchoring: {
    enabled: boolean
    chain_id: number | null
    contract: Hex | null
    /** Signed attestations whose root is not yet timestamped on chain. */
    unanchored: number
    oldest_unanchored_signed_at: string | null
    /** Seconds since the oldest unanchored attestation was signed; 0 when none waits. */
    lag_seconds: number
    last_anchored_at: string | null
    last_attempt_at: string | null
    last_error: string | null
    /** The first failed anchoring pass since the last success; null while the RPC answers. */
    failing_since: string | null
  }
}

export const ATTEST_STATE_SERVICE = 'attest'

/** Written by the signer (key `signer`, `domain`) and the anchorer (key `anchoring`). */
export function stateRows(
  values: { signer?: Hex; domain?: AttestDomain; anchoring?: AnchorerStatus },
  at: Date,
): Array<{ service: string; key: string; value: string; updated_at: string }> {
  const rows = []
  const updated_at = at.toISOString()
  if (values.signer)
    rows.push({ service: ATTEST_STATE_SERVICE, key: 'signer', value: values.signer, updated_at })
  if (values.domain)
    rows.push({
      service: ATTEST_STATE_SERVICE,
      key: 'domain',
      value: JSON.stringify(values.domain),
      updated_at,
    })
  if (values.anchoring)
    rows.push({
      service: ATTEST_STATE_SERVICE,
      key: 'anchoring',
      value: JSON.stringify(values.anchoring),
      updated_at,
    })
  return rows
}

export async function writeAttestState(
  store: Store,
  values: Parameters<typeof stateRows>[0],
  at: Date,
): Promise<void> {
  await store.insert('service_state', stateRows(values, at))
}

export async function readAttestationStatus(store: Store, now: Date): Promise<AttestationStatus> {
  const [state, lag] = await Promise.all([
    store.query<{ key: string; value: string }>(
      `SELECT key, argMax(value, updated_at) AS value FROM {db:Identifier}.service_state
      WHERE service = {service:String} GROUP BY key`,
      { service: ATTEST_STATE_SERVICE },
    ),
    readAnchorLag(store),
  ])
  const get = (key: string) => state.find((r) => r.key === key)?.value ?? null
  const domain = get('domain') ? (JSON.parse(get('domain')!) as AttestDomain) : null
  const anchoring = get('anchoring') ? (JSON.parse(get('anchoring')!) as AnchorerStatus) : null
  const oldest = lag.oldest_unanchored_signed_at
  return {
    signer: get('signer') as Hex | null,
    domain: domain
      ? {
          name: 'EAS Attestation',
          version: domain.version,
          chain_id: domain.chainId,
          verifying_contract: domain.verifyingContract,
        }
      : null,
    schemas: {
      served_date: { uid: servedDateSchema.uid, definition: servedDateSchema.definition },
      feed_accuracy: { uid: feedAccuracySchema.uid, definition: feedAccuracySchema.definition },
    },
    anchoring: {
      enabled: anchoring?.enabled ?? false,
      chain_id: anchoring?.chain_id ?? null,
      contract: (anchoring?.contract ?? null) as Hex | null,
      unanchored: lag.unanchored,
      oldest_unanchored_signed_at: oldest,
      lag_seconds: oldest
        ? Math.max(0, Math.round((now.getTime() - Date.parse(oldest)) / 1000))
        : 0,
      last_anchored_at: lag.last_anchored_at,
      last_attempt_at: anchoring?.last_attempt_at ?? null,
      // Cut again on the way out: a status stored by an older version may quote a keyed RPC URL.
      last_error: anchoring?.last_error ? reduceUrls(anchoring.last_error) : null,
      failing_since: anchoring?.last_error ? (anchoring.failing_since ?? null) : null,
    },
  }
}
