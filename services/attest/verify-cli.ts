/**
 * `npm run verify-attestation -- <uid> --signer ADDRESS [--base URL] [--rpc URL]`: checks one
 * served attestation without trusting the server's word.
 *   1. the attestation is an EAS off-chain attestation v2 (domain "EAS Attestation", type Attest);
 *   2. the uid recomputed from the signed message equals the uid asked for;
 *   3. the EIP-712 signature recovers to the pinned --signer address;
 *   4. the data decodes under the schema whose uid the message names;
 *   5. the Merkle proof leads from the uid to the anchor root (OpenZeppelin StandardMerkleTree, bytes32);
 *   6. the EAS contract on the chain at --rpc has timestamped that root (getTimestamp(root) != 0),
 *      at the time the server states.
 * Exit 0 only when all hold; 1 when a check fails; 2 on a usage error; 3 when a check could not be
 * made (anchor still pending, no --rpc, server or chain unreachable). Progress on stderr, the
 * verdict as JSON on stdout.
 */
import { StandardMerkleTree } from '@openzeppelin/merkle-tree'
import {
  createPublicClient,
  decodeAbiParameters,
  encodePacked,
  getAddress,
  http,
  isAddress,
  keccak256,
  parseAbi,
  parseAbiParameters,
  recoverTypedDataAddress,
  stringToHex,
  type Hex,
} from 'viem'
import { ATTEST_TYPES } from './schema.js'
import type { SignedMessage } from './sign.js'

const usage =
  'usage: npm run verify-attestation -- <uid> --signer ADDRESS [--base URL] [--rpc URL] [--contract ADDRESS]'
const help = `${usage}

Checks one attestation served at BASE/attest/verify?uid=<uid> (BASE default http://localhost:8080):
the uid recomputed from the signed EAS message, the EIP-712 signature against the pinned --signer
address (publish it once: /v1/meta attestation.signer, README), the Merkle proof of the uid to its
anchor root, and the root's timestamp on the chain at --rpc (EAS getTimestamp) as the EAS contract
--contract says it (default the Base predeploy 0x4200000000000000000000000000000000000021; the
server's word on the contract is not taken).
Exit 0 only when every check holds; 1 a check failed; 2 bad arguments; 3 something could not be checked.
`

export const BASE_EAS = '0x4200000000000000000000000000000000000021'

export interface VerifyArgs {
  uid: string
  signer: Hex
  base: string
  rpc: string | null
  contract: Hex
}

export function parseArgs(
  argv: readonly string[],
): VerifyArgs | { help: true } | { error: string } {
  let uid: string | null = null
  const opts: Record<string, string> = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--help' || arg === '-h') return { help: true }
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined]
      if (!['signer', 'base', 'rpc', 'contract'].includes(name))
        return { error: `unknown option --${name}` }
      const value = inline ?? argv[++i]
      if (value === undefined || value.startsWith('--')) return { error: `--${name} needs a value` }
      opts[name] = value
    } else if (uid === null) uid = arg
    else return { error: `unexpected argument ${JSON.stringify(arg)}` }
  }
  if (uid === null) return { error: 'missing <uid>' }
  if (!/^(0[xX])?[0-9a-fA-F]{64}$/.test(uid))
    return { error: `${JSON.stringify(uid)} is not a uid (0x + 64 hex digits)` }
  if (!opts.signer) return { error: 'missing --signer ADDRESS (the service signer you pinned)' }
  if (!isAddress(opts.signer, { strict: false }))
    return { error: `--signer ${JSON.stringify(opts.signer)} is not an address` }
  if (opts.contract && !isAddress(opts.contract, { strict: false }))
    return { error: `--contract ${JSON.stringify(opts.contract)} is not an address` }
  for (const name of ['base', 'rpc']) {
    if (opts[name] && !/^https?:\/\/\S+$/.test(opts[name]!))
      return { error: `--${name} ${JSON.stringify(opts[name])} is not an http(s) URL` }
  }
  return {
    uid: `0x${uid.replace(/^0[xX]/, '').toLowerCase()}`,
    signer: getAddress(opts.signer),
    base: (opts.base ?? 'http://localhost:8080').replace(/\/+$/, ''),
    rpc: opts.rpc ?? null,
    contract: getAddress(opts.contract ?? BASE_EAS),
  }
}

export interface Check {
  name: string
  status: 'ok' | 'failed' | 'unchecked'
  detail: string
}

interface Served {
  uid: string
  schema?: string
  attestation: {
    version: number
    uid: string
    primaryType: string
    domain: { name: string; version: string; chainId: string | number; verifyingContract: Hex }
    types: { Attest: Array<{ name: string; type: string }> }
    message: SignedMessage
    signature: { v: number; r: Hex; s: Hex }
  }
  anchor: {
    status: string
    root: Hex | null
    proof: Hex[] | null
    chain_id: number | null
    contract: Hex | null
    timestamp: number | null
    tx_hash: Hex | null
  }
}

function offchainUid(m: Served['attestation']['message']): Hex {
  return keccak256(
    encodePacked(
      [
        'uint16',
        'bytes',
        'address',
        'address',
        'uint64',
        'uint64',
        'bool',
        'bytes32',
        'bytes',
        'bytes32',
        'uint32',
      ],
      [
        m.version,
        stringToHex(m.schema),
        m.recipient,
        '0x0000000000000000000000000000000000000000',
        BigInt(m.time),
        BigInt(m.expirationTime),
        m.revocable,
        m.refUID,
        m.data,
        m.salt,
        0,
      ],
    ),
  )
}

/** Every check on one served body (`data` of /attest/verify); the chain is read through `rpc` when given. */
export async function verifyServed(
  args: VerifyArgs,
  served: Served,
  progress: (line: string) => void = () => undefined,
): Promise<Check[]> {
  const checks: Check[] = []
  const add = (name: string, status: Check['status'], detail: string) => {
    checks.push({ name, status, detail })
    progress(`${status.padEnd(9)} ${name}: ${detail}`)
  }
  const a = served.attestation
  const m = a?.message
  if (!a || !m || !a.domain || !a.signature) {
    add('format', 'failed', 'the body holds no signed attestation')
    return checks
  }
  const sameTypes = JSON.stringify(a.types) === JSON.stringify(ATTEST_TYPES)
  const format =
    a.version === 2 &&
    m.version === 2 &&
    a.primaryType === 'Attest' &&
    a.domain.name === 'EAS Attestation' &&
    sameTypes
  add(
    'format',
    format ? 'ok' : 'failed',
    format
      ? 'EAS off-chain attestation, version 2'
      : 'not an EAS version 2 off-chain attestation (version, primary type, domain name or types differ)',
  )

  let recomputed: Hex | null = null
  try {
    recomputed = offchainUid(m)
  } catch (error) {
    add('uid', 'failed', `the message does not encode: ${(error as Error).message}`)
  }
  if (recomputed) {
    const ok =
      recomputed === args.uid &&
      a.uid?.toLowerCase() === args.uid &&
      served.uid?.toLowerCase() === args.uid
    add(
      'uid',
      ok ? 'ok' : 'failed',
      ok
        ? `recomputed from the signed message: ${recomputed}`
        : `recomputed ${recomputed}, asked ${args.uid}, served ${a.uid}`,
    )
  }

  try {
    const recovered = await recoverTypedDataAddress({
      domain: { ...a.domain, chainId: BigInt(a.domain.chainId) },
      types: ATTEST_TYPES,
      primaryType: 'Attest',
      message: { ...m, time: BigInt(m.time), expirationTime: BigInt(m.expirationTime) },
      signature: { r: a.signature.r, s: a.signature.s, v: BigInt(a.signature.v) },
    })
    const ok = recovered === args.signer
    add(
      'signer',
      ok ? 'ok' : 'failed',
      ok
        ? `signature recovers to the pinned ${args.signer}`
        : `signature recovers to ${recovered}, not the pinned ${args.signer}`,
    )
  } catch (error) {
    add('signer', 'failed', `signature does not recover: ${(error as Error).message}`)
  }

  if (served.schema) {
    try {
      const uidOfSchema = keccak256(
        encodePacked(
          ['string', 'address', 'bool'],
          [served.schema, '0x0000000000000000000000000000000000000000', m.revocable],
        ),
      )
      const fields = decodeAbiParameters(parseAbiParameters(served.schema), m.data)
      const ok = uidOfSchema === m.schema
      add(
        'schema',
        ok ? 'ok' : 'failed',
        ok
          ? `data decodes as "${served.schema}": ${JSON.stringify(fields, (_, v) => (typeof v === 'bigint' ? v.toString() : v))}`
          : 'the schema text does not hash to the signed schema uid',
      )
    } catch (error) {
      add('schema', 'failed', `data does not decode under the schema: ${(error as Error).message}`)
    }
  }

  const anchor = served.anchor
  if (!anchor?.root || !anchor.proof) {
    add(
      'merkle proof',
      'unchecked',
      'the uid is not batched yet (anchor pending); try again after one anchoring interval',
    )
    add('on chain', 'unchecked', 'no root to look up yet')
    return checks
  }
  let inTree = false
  try {
    inTree = StandardMerkleTree.verify(anchor.root, ['bytes32'], [args.uid], anchor.proof)
  } catch {
    inTree = false
  }
  add(
    'merkle proof',
    inTree ? 'ok' : 'failed',
    inTree
      ? `the uid is a leaf of root ${anchor.root}`
      : `the proof does not lead from the uid to root ${anchor.root}`,
  )

  if (!args.rpc) {
    add('on chain', 'unchecked', "pass --rpc URL to read the root's timestamp from the chain")
    return checks
  }
  const contract = args.contract
  if (anchor.contract && anchor.contract.toLowerCase() !== contract.toLowerCase()) {
    add(
      'on chain',
      'failed',
      `the server names contract ${anchor.contract}, not the EAS contract ${contract} (pass --contract to check another)`,
    )
    return checks
  }
  try {
    const client = createPublicClient({
      transport: http(args.rpc, { timeout: 15_000, retryCount: 1 }),
    })
    const [chainId, stamped] = await Promise.all([
      client.getChainId(),
      client.readContract({
        address: contract,
        abi: parseAbi(['function getTimestamp(bytes32 data) view returns (uint64)']),
        functionName: 'getTimestamp',
        args: [anchor.root],
      }),
    ])
    const expectedChain = anchor.chain_id ?? Number(a.domain.chainId)
    if (chainId !== expectedChain)
      add(
        'on chain',
        'failed',
        `--rpc is chain ${chainId}, the anchor is on chain ${expectedChain}`,
      )
    else if (stamped === 0n)
      add(
        'on chain',
        anchor.status === 'anchored' ? 'failed' : 'unchecked',
        `the EAS contract ${contract} has no timestamp for root ${anchor.root}`,
      )
    else if (anchor.timestamp !== null && BigInt(anchor.timestamp) !== stamped)
      add('on chain', 'failed', `the chain says ${stamped}, the server says ${anchor.timestamp}`)
    else
      add(
        'on chain',
        'ok',
        `root timestamped at ${new Date(Number(stamped) * 1000).toISOString()} (${stamped}) by ${contract} on chain ${chainId}`,
      )
  } catch (error) {
    add(
      'on chain',
      'unchecked',
      `the chain could not be read: ${(error as Error).message.split('\n')[0]}`,
    )
  }
  return checks
}

export function exitCode(checks: readonly Check[]): number {
  if (checks.some((c) => c.status === 'failed')) return 1
  if (checks.some((c) => c.status === 'unchecked')) return 3
  return 0
}

async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv)
  if ('help' in args) {
    process.stdout.write(help)
    return 0
  }
  if ('error' in args) {
    process.stderr.write(`verify-attestation: ${args.error}\n`)
    return 2
  }
  const url = `${args.base}/attest/verify?uid=${args.uid}`
  process.stderr.write(`fetching ${url}\n`)
  let body: { data?: Served }
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) })
    if (response.status === 404) {
      process.stderr.write(`verify-attestation: the server knows no attestation ${args.uid}\n`)
      return 1
    }
    if (!response.ok) {
      process.stderr.write(`verify-attestation: ${url} answered ${response.status}\n`)
      return 3
    }
    body = (await response.json()) as { data?: Served }
  } catch (error) {
    process.stderr.write(`verify-attestation: ${url} unreachable: ${(error as Error).message}\n`)
    return 3
  }
  if (!body.data) {
    process.stderr.write('verify-attestation: the response has no data\n')
    return 1
  }
  const checks = await verifyServed(args, body.data, (line) => process.stderr.write(`${line}\n`))
  const code = exitCode(checks)
  process.stdout.write(
    `${JSON.stringify({ uid: args.uid, verified: code === 0, checks }, null, 2)}\n`,
  )
  return code
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2))
}
