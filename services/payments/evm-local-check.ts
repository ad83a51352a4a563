/**
 * What an EVM "exact" payment must be before it may cost a chain call, checked without one.
 *
 * Why: @x402/evm reads the chain (the payer's code twice, the token's code once) before it looks at
 * the signature, so a stream of payloads with random signatures spent RPC quota on every request. And
 * it verifies and settles a `permit2Authorization` whenever one is present, while the challenge only
 * offers EIP-3009 (`transferWithAuthorization`); our single-use key is built from `authorization`,
 * so a payload carrying both let one Permit2 signature buy any number of responses.
 *
 * The rule, in order (the first failure is the answer; reasons are the library's own codes):
 *  1. the payload's method is the one the challenge offers: exactly `{ authorization, signature }`
 *     (a `permit2Authorization` or any other member is `unsupported_payload_type`), every field in
 *     its wire shape;
 *  2. the authorisation pays what the challenge asks: `to` is the pay-to address, `value` the price,
 *     and the payload names the challenge's asset;
 *  3. the validity window holds now, and ends no later than the challenge's timeout allows (plus
 *     clock skew), so a settlement that is late can always be proven dead by that instant;
 *  4. the signature: a 65-byte signature that recovers (EIP-712, `TransferWithAuthorization` in
 *     the token's domain) to `from` is the payer's own (`ecdsa`). Anything else can only be a
 *     contract wallet's (ERC-1271): a 65-byte one that recovers elsewhere (`unrecovered`: a wallet
 *     whose owner signs the wallet's own hash, or a forgery), or one of another length
 *     (`contract`, possibly ERC-6492-wrapped). Which it is needs the payer's code: the gate reads it
 *     through the facilitator's per-payer cache before any other chain call (chain-access.ts), and
 *     refuses a payer without code as `invalid_exact_evm_signature`.
 *
 * Pure: no I/O. The only cost is one secp256k1 recovery.
 */
import { recoverTypedDataAddress, type Hex } from 'viem'

export interface EvmRequirements {
  network: string
  asset: string
  payTo: string
  amount: string
  maxTimeoutSeconds: number
  extra?: Record<string, unknown>
}

export interface EvmAuthorization {
  from: Hex
  to: Hex
  value: string
  validAfter: string
  validBefore: string
  nonce: Hex
}

/**
 * Who can have signed: `ecdsa`, the payer's own key (proven here); `unrecovered`, a 65-byte
 * signature that does not recover to the payer; `contract`, a signature of another length. The last
 * two are valid only if the payer is a contract wallet that says so (ERC-1271).
 */
export type EvmSigner = 'ecdsa' | 'unrecovered' | 'contract'

export type EvmLocalVerdict =
  { ok: true; authorization: EvmAuthorization; signer: EvmSigner } | { ok: false; reason: string }

/** Clock skew allowed between a client and us on the end of the validity window. */
export const VALIDITY_SKEW_SECONDS = 60
/** The library's own margin: an authorisation ending within 6 s is refused as expired. */
const MIN_REMAINING_SECONDS = 6
/** An ERC-6492 signature carries a factory call; anything longer than this is not a payment. */
const MAX_SIGNATURE_HEX = 2 * 8_192

const address = /^0x[0-9a-fA-F]{40}$/
const uint = /^\d{1,78}$/
const bytes32 = /^0x[0-9a-fA-F]{64}$/
const hexBytes = /^0x(?:[0-9a-fA-F]{2})+$/

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const authorizationTypes = {
  TransferWithAuthorization: [
    { name: 'from', type: 'address' },
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'validAfter', type: 'uint256' },
    { name: 'validBefore', type: 'uint256' },
    { name: 'nonce', type: 'bytes32' },
  ],
} as const

/** The authorisation of an EIP-3009 payload, or null when the payload is not exactly that method. */
export function eip3009Authorization(
  inner: unknown,
): { authorization: EvmAuthorization; signature: Hex } | { refusal: string } {
  if (!isRecord(inner)) return { refusal: 'invalid_payload' }
  const members = Object.keys(inner).sort()
  if (members.length !== 2 || members[0] !== 'authorization' || members[1] !== 'signature')
    return {
      refusal:
        'authorization' in inner || 'permit2Authorization' in inner
          ? 'unsupported_payload_type'
          : 'invalid_payload',
    }
  const { authorization: a, signature } = inner
  if (
    !isRecord(a) ||
    typeof signature !== 'string' ||
    signature.length > MAX_SIGNATURE_HEX ||
    !hexBytes.test(signature)
  )
    return { refusal: 'invalid_payload' }
  const fields = ['from', 'to', 'value', 'validAfter', 'validBefore', 'nonce'] as const
  if (Object.keys(a).length !== fields.length) return { refusal: 'invalid_payload' }
  const shapes = {
    from: address,
    to: address,
    value: uint,
    validAfter: uint,
    validBefore: uint,
    nonce: bytes32,
  }
  for (const field of fields) {
    const value = a[field]
    if (typeof value !== 'string' || !shapes[field].test(value))
      return { refusal: 'invalid_payload' }
  }
  return { authorization: a as unknown as EvmAuthorization, signature: signature as Hex }
}

const same = (x: string, y: string) => x.toLowerCase() === y.toLowerCase()

/** Checks an EVM exact payload against the requirements it was matched to (see the file comment). */
export async function checkEvmPayment(
  payload: { accepted?: { asset?: unknown; network?: unknown }; payload?: unknown },
  requirements: EvmRequirements,
  nowSeconds: number,
): Promise<EvmLocalVerdict> {
  const parsed = eip3009Authorization(payload.payload)
  if ('refusal' in parsed) return { ok: false, reason: parsed.refusal }
  const { authorization: auth, signature } = parsed
  const name = requirements.extra?.name
  const version = requirements.extra?.version
  if (typeof name !== 'string' || typeof version !== 'string')
    return { ok: false, reason: 'invalid_exact_evm_missing_eip712_domain' }
  if (
    String(payload.accepted?.network ?? '') !== requirements.network ||
    !same(String(payload.accepted?.asset ?? ''), requirements.asset)
  )
    return { ok: false, reason: 'invalid_exact_evm_asset_mismatch' }
  if (!same(auth.to, requirements.payTo))
    return { ok: false, reason: 'invalid_exact_evm_recipient_mismatch' }
  if (BigInt(auth.value) !== BigInt(requirements.amount))
    return { ok: false, reason: 'invalid_exact_evm_payload_authorization_value_mismatch' }
  const validBefore = BigInt(auth.validBefore)
  if (validBefore < BigInt(nowSeconds + MIN_REMAINING_SECONDS))
    return { ok: false, reason: 'invalid_exact_evm_payload_authorization_valid_before' }
  if (validBefore > BigInt(nowSeconds + requirements.maxTimeoutSeconds + VALIDITY_SKEW_SECONDS))
    return { ok: false, reason: 'invalid_exact_evm_payload_authorization_valid_before_too_late' }
  if (BigInt(auth.validAfter) > BigInt(nowSeconds))
    return { ok: false, reason: 'invalid_exact_evm_payload_authorization_valid_after' }
  // 65 bytes: an ECDSA signature, the payer's own if it recovers to `from`. Any other length: a contract's.
  if (signature.length !== 132) return { ok: true, authorization: auth, signer: 'contract' }
  const chainId = Number(requirements.network.split(':')[1])
  let recovered: string
  try {
    recovered = await recoverTypedDataAddress({
      domain: { name, version, chainId, verifyingContract: requirements.asset as Hex },
      types: authorizationTypes,
      primaryType: 'TransferWithAuthorization',
      message: {
        from: auth.from,
        to: auth.to,
        value: BigInt(auth.value),
        validAfter: BigInt(auth.validAfter),
        validBefore,
        nonce: auth.nonce,
      },
      signature,
    })
  } catch {
    // r, s or v out of range: not an ECDSA signature at all. A wallet's 65-byte signature is its
    // owner's ECDSA signature (of the wallet's own hash), so this is no one's.
    return { ok: false, reason: 'invalid_exact_evm_signature' }
  }
  return {
    ok: true,
    authorization: auth,
    signer: same(recovered, auth.from) ? 'ecdsa' : 'unrecovered',
  }
}
