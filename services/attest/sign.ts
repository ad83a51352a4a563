/**
 * Signing an attestation subject (subjects.ts) as an EAS off-chain attestation, version 2: the
 * EIP-712 `Attest` message under the domain {name "EAS Attestation", version = the EAS contract's
 * version(), chainId, verifyingContract = the EAS contract}. The result is the object the EAS SDK's
 * `Offchain.signOffchainAttestation` returns (version, uid, domain, primaryType, types, message,
 * signature {v, r, s}) in its JSON form, 64-bit integers as decimal strings, so any EAS client
 * verifies it unchanged. ECDSA signing is deterministic (RFC 6979): the same subject, key and
 * domain always give the same bytes.
 */
import { getAddress, parseSignature, type Hex, type PrivateKeyAccount } from 'viem'
import { fromHex, keccakBytes, toHex } from './hash.js'
import { ATTEST_TYPES, OFFCHAIN_VERSION, type AttestMessage } from './schema.js'
import type { AttestationSubject } from './subjects.js'

export const EIP712_NAME = 'EAS Attestation'

export interface AttestDomain {
  /** The EAS contract's version() (1.3.0 for the eas-contracts npm artifacts). */
  version: string
  chainId: number
  /** The EAS contract; checksummed. */
  verifyingContract: Hex
}

/** The signed off-chain attestation as served (JSON; the EAS SDK shape). */
export interface SignedAttestation {
  version: number
  uid: Hex
  domain: { name: string; version: string; chainId: string; verifyingContract: Hex }
  primaryType: 'Attest'
  types: typeof ATTEST_TYPES
  message: SignedMessage
  signature: { v: number; r: Hex; s: Hex }
}

/** The `Attest` message as signed attestations carry it in JSON: 64-bit integers as decimal strings. */
export type SignedMessage = Omit<AttestMessage, 'time' | 'expirationTime'> & {
  time: string
  expirationTime: string
}

export function typedDataDomain(domain: AttestDomain) {
  return {
    name: EIP712_NAME,
    version: domain.version,
    chainId: domain.chainId,
    verifyingContract: getAddress(domain.verifyingContract),
  }
}

const utf8Hash = (text: string) => keccakBytes(Buffer.from(text, 'utf8'))
const DOMAIN_TYPE_HASH = utf8Hash(
  'EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)',
)
const ATTEST_TYPE_HASH = utf8Hash(
  `Attest(${ATTEST_TYPES.Attest.map((f) => `${f.type} ${f.name}`).join(',')})`,
)

function word(value: bigint | number | boolean): Buffer {
  const out = Buffer.alloc(32)
  out.writeBigUInt64BE(BigInt(value), 24)
  return out
}
const address32 = (address: string) => Buffer.concat([Buffer.alloc(12), fromHex(address)])

export function domainSeparator(domain: AttestDomain): Buffer {
  return keccakBytes(
    Buffer.concat([
      DOMAIN_TYPE_HASH,
      utf8Hash(EIP712_NAME),
      utf8Hash(domain.version),
      word(domain.chainId),
      address32(domain.verifyingContract),
    ]),
  )
}

/**
 * The EIP-712 digest of an `Attest` message (what viem's hashTypedData computes, checked in
 * test/attest), written out because the generic encoder costs ~0.8 ms and a replay signs every row.
 */
export function attestDigest(separator: Buffer, m: AttestMessage): Hex {
  const struct = keccakBytes(
    Buffer.concat([
      ATTEST_TYPE_HASH,
      word(m.version),
      fromHex(m.schema),
      address32(m.recipient),
      word(m.time),
      word(m.expirationTime),
      word(m.revocable),
      fromHex(m.refUID),
      keccakBytes(fromHex(m.data)),
      fromHex(m.salt),
    ]),
  )
  return toHex(keccakBytes(Buffer.concat([Buffer.from([0x19, 0x01]), separator, struct])))
}

const separators = new WeakMap<AttestDomain, Buffer>()

export async function signSubject(
  subject: AttestationSubject,
  account: PrivateKeyAccount,
  domain: AttestDomain,
): Promise<SignedAttestation> {
  const m = subject.message
  const typed = typedDataDomain(domain)
  let separator = separators.get(domain)
  if (!separator) separators.set(domain, (separator = domainSeparator(domain)))
  const signature = await account.sign({ hash: attestDigest(separator, m) })
  const { r, s, v, yParity } = parseSignature(signature)
  return {
    version: OFFCHAIN_VERSION,
    uid: subject.uid,
    domain: { ...typed, chainId: String(domain.chainId) },
    primaryType: 'Attest',
    types: ATTEST_TYPES,
    message: {
      version: m.version,
      schema: m.schema,
      recipient: m.recipient,
      time: m.time.toString(),
      expirationTime: m.expirationTime.toString(),
      revocable: m.revocable,
      refUID: m.refUID,
      data: m.data,
      salt: m.salt,
    },
    signature: { v: Number(v ?? BigInt(27 + (yParity ?? 0))), r, s },
  }
}
