/**
 * The EAS schemas the service attests with, and the pure parts of an EAS off-chain attestation
 * (version 2): schema uid, data encoding, deterministic salt and the attestation uid. No key and no
 * chain here: the uid depends only on the attested content, so the API computes the
 * `attestation_uid` of a served row from the row itself, and it is the uid the signer stored.
 *
 * EAS facts used (eas-sdk 2.10 `Offchain`, eas-contracts 1.x):
 * - schema uid = keccak256(abi.encodePacked(string schema, address resolver, bool revocable));
 * - data = abi.encode of the schema's fields (what `SchemaEncoder.encodeData` produces);
 * - uid = keccak256(abi.encodePacked(uint16 2, bytes utf8(schemaUid as "0x…" text), address recipient,
 *   address(0), uint64 time, uint64 expirationTime, bool revocable, bytes32 refUID, bytes data,
 *   bytes32 salt, uint32 0)) — the schema uid enters as the UTF-8 bytes of its hex string.
 */
import { encodePacked, keccak256, type Hex } from 'viem'
import { fromHex, keccakBytes, toHex } from './hash.js'

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000' as const
export const ZERO_BYTES32 = `0x${'0'.repeat(64)}` as const
/** EAS off-chain attestation format version 2 (salted). */
export const OFFCHAIN_VERSION = 2

/** EIP-712 types of a version 2 off-chain attestation, in the order the EAS SDK checks them. */
export const ATTEST_TYPES = {
  Attest: [
    { name: 'version', type: 'uint16' },
    { name: 'schema', type: 'bytes32' },
    { name: 'recipient', type: 'address' },
    { name: 'time', type: 'uint64' },
    { name: 'expirationTime', type: 'uint64' },
    { name: 'revocable', type: 'bool' },
    { name: 'refUID', type: 'bytes32' },
    { name: 'data', type: 'bytes' },
    { name: 'salt', type: 'bytes32' },
  ],
} as const

export interface AttestSchema {
  /** Short name used in storage and responses. */
  readonly name: 'served_date' | 'feed_accuracy'
  /** The EAS schema string (what `SchemaRegistry.register` takes). */
  readonly definition: string
  readonly uid: Hex
}

/** Nothing revokes an attestation: a wrong date is repaired by a new, separately signed event. */
export const REVOCABLE = false

export function schemaUid(
  definition: string,
  resolver: Hex = ZERO_ADDRESS,
  revocable = REVOCABLE,
): Hex {
  return keccak256(encodePacked(['string', 'address', 'bool'], [definition, resolver, revocable]))
}

const servedDateDefinition =
  'uint64 catalystId,uint64 eventId,string eventType,string drugName,string applicationNumber,' +
  'string date,string stage,string sourceAccession,bytes32 sourceQuoteHash'
const feedAccuracyDefinition =
  'string feedId,string generatedAt,uint64 decisionsMatched,uint64 matchedCrls,' +
  'string medianDeltaDays,string within7Days,string within30Days,bytes32 reportHash'

/** One served date: an event that sets a date, or a catalyst's current served state. */
export const servedDateSchema: AttestSchema = {
  name: 'served_date',
  definition: servedDateDefinition,
  uid: schemaUid(servedDateDefinition),
}
/** The accuracy figures of one feed, from the accuracy report. */
export const feedAccuracySchema: AttestSchema = {
  name: 'feed_accuracy',
  definition: feedAccuracyDefinition,
  uid: schemaUid(feedAccuracyDefinition),
}

export const schemas = [servedDateSchema, feedAccuracySchema] as const

/** The fields of a served-date attestation (null strings are attested as ""). */
export interface ServedDateFields {
  catalystId: number
  /** 0 for a catalyst's served state (not one event). */
  eventId: number
  /** The event type, or `catalyst_state` for a catalyst's served state. */
  eventType: string
  drugName: string
  applicationNumber: string
  /** YYYY-MM-DD. */
  date: string
  /** The stage the event sets or the catalyst holds; "" when the event leaves the stage as it was. */
  stage: string
  sourceAccession: string
  /** keccak256 of the UTF-8 source quote; zero when there is no quote. */
  sourceQuoteHash: Hex
}

/** The accuracy figures of one feed; fractions and the median as decimal text ("" when null). */
export interface FeedAccuracyFields {
  feedId: string
  generatedAt: string
  decisionsMatched: number
  matchedCrls: number
  medianDeltaDays: string
  within7Days: string
  within30Days: string
  /** keccak256 of the canonical JSON of the figures served beside the attestation. */
  reportHash: Hex
}

type AbiType = 'uint64' | 'string' | 'bytes32'

function typesOf(definition: string): AbiType[] {
  return definition.split(',').map((field) => field.trim().split(' ')[0] as AbiType)
}

const servedDateTypes = typesOf(servedDateDefinition)
const feedAccuracyTypes = typesOf(feedAccuracyDefinition)

function word(value: bigint): Buffer {
  const out = Buffer.alloc(32)
  out.writeBigUInt64BE(value, 24)
  return out
}

/**
 * abi.encode of a flat tuple of uint64, string and bytes32 values: what viem's encodeAbiParameters
 * and the EAS SDK's SchemaEncoder produce (checked against both in test/attest), written directly
 * because the API encodes every served row once and the generic encoders cost ~30 µs a row.
 */
export function abiEncode(
  types: readonly AbiType[],
  values: ReadonlyArray<string | number | bigint>,
): Buffer {
  const head: Buffer[] = []
  const tail: Buffer[] = []
  let tailBytes = types.length * 32
  types.forEach((type, i) => {
    const value = values[i]!
    if (type === 'uint64') {
      const n = BigInt(value)
      if (n < 0n || n >= 1n << 64n) throw new RangeError(`uint64 out of range: ${n}`)
      head.push(word(n))
    } else if (type === 'bytes32') {
      const bytes = fromHex(String(value))
      if (bytes.length !== 32) throw new RangeError(`bytes32 expected: ${String(value)}`)
      head.push(bytes)
    } else {
      const bytes = Buffer.from(String(value), 'utf8')
      head.push(word(BigInt(tailBytes)))
      const padded = Buffer.alloc(Math.ceil(bytes.length / 32) * 32)
      bytes.copy(padded)
      tail.push(word(BigInt(bytes.length)), padded)
      tailBytes += 32 + padded.length
    }
  })
  return Buffer.concat([...head, ...tail])
}

export function encodeServedDateBytes(f: ServedDateFields): Buffer {
  return abiEncode(servedDateTypes, [
    f.catalystId,
    f.eventId,
    f.eventType,
    f.drugName,
    f.applicationNumber,
    f.date,
    f.stage,
    f.sourceAccession,
    f.sourceQuoteHash,
  ])
}

export function encodeServedDate(f: ServedDateFields): Hex {
  return toHex(encodeServedDateBytes(f))
}

export function encodeFeedAccuracy(f: FeedAccuracyFields): Hex {
  return toHex(
    abiEncode(feedAccuracyTypes, [
      f.feedId,
      f.generatedAt,
      f.decisionsMatched,
      f.matchedCrls,
      f.medianDeltaDays,
      f.within7Days,
      f.within30Days,
      f.reportHash,
    ]),
  )
}

export function quoteHash(quote: string | null): Hex {
  return quote === null || quote === ''
    ? ZERO_BYTES32
    : toHex(keccakBytes(Buffer.from(quote, 'utf8')))
}

/** The message of an off-chain attestation (EIP-712 `Attest`), 64-bit integers as bigint. */
export interface AttestMessage {
  version: number
  schema: Hex
  recipient: Hex
  time: bigint
  expirationTime: bigint
  revocable: boolean
  refUID: Hex
  data: Hex
  salt: Hex
}

const SALT_TAG = 'catalyst-feed/attestation-salt/v1/'

/**
 * A salt derived from what is attested and whom it is about (`subject`, e.g. "event:42"):
 * keccak256(utf8(SALT_TAG + subject) ++ data). Signing the same content again (a retry, a replay of
 * the topics) gives the same uid, while two subjects with equal content still get different uids.
 */
export function deterministicSalt(subject: string, data: Hex): Hex {
  return toHex(keccakBytes(Buffer.concat([Buffer.from(SALT_TAG + subject, 'utf8'), fromHex(data)])))
}

export function attestMessage(
  schema: AttestSchema,
  subject: string,
  data: Hex,
  timeSeconds: number,
): AttestMessage {
  return {
    version: OFFCHAIN_VERSION,
    schema: schema.uid,
    recipient: ZERO_ADDRESS,
    time: BigInt(Math.max(0, Math.floor(timeSeconds))),
    expirationTime: 0n,
    revocable: REVOCABLE,
    refUID: ZERO_BYTES32,
    data,
    salt: deterministicSalt(subject, data),
  }
}

/** The EAS off-chain uid (version 2) of a message: what `Offchain.getOffchainUID` computes. */
export function offchainUid(m: AttestMessage): Hex {
  const u16 = Buffer.alloc(2)
  u16.writeUInt16BE(m.version)
  const u64 = (n: bigint) => {
    const b = Buffer.alloc(8)
    b.writeBigUInt64BE(n)
    return b
  }
  return toHex(
    keccakBytes(
      Buffer.concat([
        u16,
        Buffer.from(m.schema, 'utf8'),
        fromHex(m.recipient),
        fromHex(ZERO_ADDRESS),
        u64(m.time),
        u64(m.expirationTime),
        Buffer.from([m.revocable ? 1 : 0]),
        fromHex(m.refUID),
        fromHex(m.data),
        fromHex(m.salt),
        Buffer.alloc(4),
      ]),
    ),
  )
}

const fixedParts = {
  recipientAndAttester: Buffer.alloc(40),
  expiration: Buffer.alloc(8),
  revocable: Buffer.from([REVOCABLE ? 1 : 0]),
  refUID: Buffer.alloc(32),
  tail: Buffer.alloc(4),
}

/**
 * The uid of the attestation `attestMessage(schema, subject, data, time)` would make, straight from
 * the data bytes: what the API computes for every served row (no hex round trips; equal to
 * offchainUid(attestMessage(...)), checked in test/attest).
 */
export function uidOfData(
  schema: AttestSchema,
  subject: string,
  data: Buffer,
  timeSeconds: number,
): Hex {
  const salt = keccakBytes(Buffer.concat([Buffer.from(SALT_TAG + subject, 'utf8'), data]))
  const head = Buffer.alloc(2)
  head.writeUInt16BE(OFFCHAIN_VERSION)
  const time = Buffer.alloc(8)
  time.writeBigUInt64BE(BigInt(Math.max(0, Math.floor(timeSeconds))))
  return toHex(
    keccakBytes(
      Buffer.concat([
        head,
        Buffer.from(schema.uid, 'utf8'),
        fixedParts.recipientAndAttester,
        time,
        fixedParts.expiration,
        fixedParts.revocable,
        fixedParts.refUID,
        data,
        salt,
        fixedParts.tail,
      ]),
    ),
  )
}

/** A uid as stored and looked up: 0x + 64 lower-case hex, or null when the text is not a uid. */
export function normaliseUid(text: string): Hex | null {
  const match = /^(?:0[xX])?([0-9a-fA-F]{64})$/.exec(text)
  return match ? `0x${match[1]!.toLowerCase()}` : null
}
