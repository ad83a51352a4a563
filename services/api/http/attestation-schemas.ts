/**
 * The attestation routes' shapes (spec 4.6): body fields the spec does not show; these are the service's
 * (services/attest). Part of the HTTP contract; import it from schemas.ts.
 */
import { z } from 'zod'
import { nonNegativeInt, timestamp } from '../../shared/wire-scalars.js'
import { envelope, named } from './schema-registry.js'

const hex = (bytes: number) => z.string().regex(new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`))
const uint64Text = z.string().regex(/^\d+$/).describe('A 64-bit integer as a decimal string.')

export const SignedOffchainAttestation = named(
  'SignedOffchainAttestation',
  z.object({
    version: z.literal(2),
    uid: hex(32),
    domain: z.object({
      name: z.literal('EAS Attestation'),
      version: z.string(),
      chainId: uint64Text,
      verifyingContract: hex(20),
    }),
    primaryType: z.literal('Attest'),
    types: z.object({ Attest: z.array(z.object({ name: z.string(), type: z.string() })) }),
    message: z.object({
      version: z.literal(2),
      schema: hex(32),
      recipient: hex(20),
      time: uint64Text,
      expirationTime: uint64Text,
      revocable: z.boolean(),
      refUID: hex(32),
      data: z.string().regex(/^0x([0-9a-fA-F]{2})*$/),
      salt: hex(32),
    }),
    signature: z.object({ v: z.int(), r: hex(32), s: hex(32) }),
  }),
  'An Ethereum Attestation Service off-chain attestation, version 2, exactly as the EAS SDK signs it ' +
    '(Offchain.signOffchainAttestation), 64-bit integers as decimal strings: `Offchain.verifyOffchainAttestationSignature(signer, attestation)` verifies it unchanged.',
)

export const AttestationAnchor = named(
  'AttestationAnchor',
  z.object({
    status: z.enum(['anchored', 'pending']),
    root: hex(32)
      .nullable()
      .describe('Merkle root of the batch holding the uid; null until batched.'),
    proof: z
      .array(hex(32))
      .nullable()
      .describe(
        'OpenZeppelin StandardMerkleTree proof, leaf encoding ["bytes32"]: StandardMerkleTree.verify(root, ["bytes32"], [uid], proof).',
      ),
    chain_id: z.int().nullable(),
    contract: hex(20)
      .nullable()
      .describe('The EAS contract the root was timestamped through (timestamp / multiTimestamp).'),
    tx_hash: hex(32).nullable(),
    block_number: z.int().nullable(),
    timestamp: z
      .int()
      .nullable()
      .describe(
        "Unix seconds: the anchoring block's timestamp, which getTimestamp(root) on the EAS contract returns.",
      ),
  }),
  "Where the attestation's uid is anchored on chain; `pending` until its batch root is timestamped.",
)

export const AttestationVerification = named(
  'AttestationVerification',
  z.object({
    uid: hex(32),
    kind: z.enum(['event', 'catalyst', 'accuracy']),
    subject: z.string().describe('event:{event_id}, catalyst:{catalyst_id} or accuracy:{feed_id}.'),
    schema: z.string().describe('The EAS schema string that `attestation.message.data` encodes.'),
    attestation: SignedOffchainAttestation,
    fields: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .describe('The attested values, decoded from the data.'),
    signer: hex(20).describe(
      "The service's signer (also in /v1/meta and the README): compare with the address you pinned.",
    ),
    anchor: AttestationAnchor,
  }),
  'A signed attestation plus its anchor proof.',
)
export type AttestationVerification = z.infer<typeof AttestationVerification>

export const AttestationResponse = envelope('AttestationResponse', AttestationVerification)

export const FeedAccuracyFiguresSigned = named(
  'FeedAccuracyFiguresSigned',
  z.object({
    decisions_matched: nonNegativeInt,
    matched_crls: nonNegativeInt,
    median_delta_days: z.number().nullable(),
    within_7_days: z.number().min(0).max(1).nullable(),
    within_30_days: z.number().min(0).max(1).nullable(),
  }),
)

export const FeedAccuracyAttestation = named(
  'FeedAccuracyAttestation',
  z.object({
    feed_id: z.enum(['upcoming', 'events']),
    available: z
      .boolean()
      .describe('False while no accuracy report exists (then nothing is signed).'),
    generated_at: timestamp.nullable(),
    figures: FeedAccuracyFiguresSigned.nullable(),
    figures_source: z
      .string()
      .nullable()
      .describe('Where in the accuracy report (/v1/accuracy) the figures come from.'),
    report_hash: hex(32)
      .nullable()
      .describe(
        'keccak256 of the canonical JSON of {feed_id, generated_at, figures}: the attested `reportHash`.',
      ),
    attestation_uid: hex(32).nullable(),
    attestation: SignedOffchainAttestation.nullable(),
    signer: hex(20).nullable(),
    anchor: AttestationAnchor.nullable(),
  }),
  'The accuracy figures of one paid feed, signed as an EAS off-chain attestation (schema in /v1/meta `attestation.schemas.feed_accuracy`).',
)
export const FeedAccuracyResponse = envelope('FeedAccuracyResponse', FeedAccuracyAttestation)

export const AttestationStatusSchema = named(
  'AttestationStatus',
  z.object({
    signer: hex(20)
      .nullable()
      .describe(
        'The address that signs every attestation: pin it once. Null before the signer first started.',
      ),
    domain: z
      .object({
        name: z.string(),
        version: z.string(),
        chain_id: z.int(),
        verifying_contract: hex(20),
      })
      .nullable(),
    schemas: z.object({
      served_date: z.object({ uid: hex(32), definition: z.string() }),
      feed_accuracy: z.object({ uid: hex(32), definition: z.string() }),
    }),
    anchoring: z.object({
      enabled: z.boolean(),
      chain_id: z.int().nullable(),
      contract: hex(20).nullable(),
      unanchored: nonNegativeInt.describe(
        'Signed attestations whose batch root is not yet timestamped on chain.',
      ),
      oldest_unanchored_signed_at: timestamp.nullable(),
      lag_seconds: nonNegativeInt.describe(
        'Seconds since the oldest unanchored attestation was signed; 0 when none waits.',
      ),
      last_anchored_at: timestamp.nullable(),
      last_attempt_at: z.string().nullable(),
      last_error: z
        .string()
        .nullable()
        .describe(
          "The last pass's failure: the RPC's host and a reason code; null after a success.",
        ),
      failing_since: z
        .string()
        .nullable()
        .describe('The first failed pass since the last success; null while anchoring succeeds.'),
    }),
  }),
  'Beyond the spec: the attestation signer and the anchoring lag.',
)
