/**
 * The EAS contract on the chain: the EIP-712 domain of the off-chain attestations (its version()
 * and the chain id) and the timestamping used to anchor Merkle roots. Only this file talks to an
 * RPC endpoint. ABI facts: eas-contracts 1.x (`timestamp`, `multiTimestamp`, `getTimestamp`, event
 * `Timestamped(bytes32 indexed data, uint64 indexed timestamp)`, error `AlreadyTimestamped`).
 */
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  parseAbi,
  type Hex,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Config } from '../shared/config.js'
import type { Logger } from '../shared/logger.js'
import { hostOf } from '../shared/redact.js'
import type { AttestDomain } from './sign.js'

export const easAbi = parseAbi([
  'function version() view returns (string)',
  'function timestamp(bytes32 data) returns (uint64)',
  'function multiTimestamp(bytes32[] data) returns (uint64)',
  'function getTimestamp(bytes32 data) view returns (uint64)',
  'event Timestamped(bytes32 indexed data, uint64 indexed timestamp)',
  'error AlreadyTimestamped()',
])

export type AttestChainConfig = Pick<
  Config,
  'ATTEST_RPC_URL' | 'ATTEST_EAS_ADDRESS' | 'ATTEST_CHAIN_ID' | 'ATTEST_EAS_VERSION'
>

function chainOf(id: number, rpcUrl: string) {
  return defineChain({
    id,
    name: `eip155:${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

export function publicClient(rpcUrl: string, chainId: number, timeoutMs = 10_000): PublicClient {
  return createPublicClient({
    chain: chainOf(chainId, rpcUrl),
    transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 0 }),
  })
}

/**
 * The signing domain. With ATTEST_RPC_URL set, version() and the chain id are read from the chain
 * (the live contract decides); when it cannot be read, the configured values are used with a
 * warning (signing never waits for a chain). Without an RPC: ATTEST_EAS_VERSION / ATTEST_CHAIN_ID.
 */
export async function resolveDomain(
  config: AttestChainConfig,
  logger: Logger,
): Promise<AttestDomain> {
  const configured: AttestDomain = {
    version: config.ATTEST_EAS_VERSION,
    chainId: config.ATTEST_CHAIN_ID,
    verifyingContract: getAddress(config.ATTEST_EAS_ADDRESS),
  }
  if (!config.ATTEST_RPC_URL) return configured
  try {
    const client = publicClient(config.ATTEST_RPC_URL, config.ATTEST_CHAIN_ID, 5_000)
    const [chainId, version] = await Promise.all([
      client.getChainId(),
      client.readContract({
        address: configured.verifyingContract,
        abi: easAbi,
        functionName: 'version',
      }),
    ])
    if (chainId !== config.ATTEST_CHAIN_ID)
      logger.warn(
        { configured: config.ATTEST_CHAIN_ID, chain: chainId },
        "ATTEST_CHAIN_ID differs from the chain id of ATTEST_RPC_URL; using the chain's",
      )
    return { ...configured, version, chainId }
  } catch (error) {
    logger.warn(
      { err: error },
      'could not read the EAS version from ATTEST_RPC_URL; signing with ATTEST_EAS_VERSION / ATTEST_CHAIN_ID',
    )
    return configured
  }
}

export interface AnchorReceipt {
  txHash: Hex
  blockNumber: number
  timestamp: number
}

/** The chain operations the anchorer needs; an interface so tests can stop the chain. */
export interface AnchorChain {
  readonly chainId: number
  readonly contract: Hex
  /** The RPC's host and port (never its path or query: hosted RPC URLs carry the API key there). */
  readonly host?: string
  /** The root's on-chain timestamp (seconds), 0 when it was never timestamped. */
  getTimestamp(root: Hex): Promise<number>
  /** Sends one transaction timestamping the roots; returns its hash without waiting. */
  sendMultiTimestamp(roots: Hex[]): Promise<Hex>
  /** Waits (bounded) for a sent transaction; throws when it reverted or did not arrive in time. */
  waitReceipt(txHash: Hex): Promise<AnchorReceipt>
  /** The receipt of a transaction sent earlier, or null while it is unknown or unmined. */
  receipt(txHash: Hex): Promise<AnchorReceipt | null>
  /** Where a root was timestamped, from the contract's Timestamped log (recent blocks only). */
  findTimestamped(root: Hex): Promise<AnchorReceipt | null>
}

export function createAnchorChain(
  rpcUrl: string,
  chainId: number,
  contract: Hex,
  anchorKey: Hex,
): AnchorChain {
  const chain = chainOf(chainId, rpcUrl)
  const transport = http(rpcUrl, { timeout: 15_000, retryCount: 0 })
  const reader = createPublicClient({ chain, transport })
  const writer = createWalletClient({ account: privateKeyToAccount(anchorKey), chain, transport })
  const address = getAddress(contract)
  const blockTime = async (blockNumber: bigint) =>
    Number((await reader.getBlock({ blockNumber })).timestamp)
  return {
    chainId,
    contract: address,
    host: hostOf(rpcUrl),
    async getTimestamp(root) {
      return Number(
        await reader.readContract({
          address,
          abi: easAbi,
          functionName: 'getTimestamp',
          args: [root],
        }),
      )
    },
    async sendMultiTimestamp(roots) {
      return writer.writeContract({
        address,
        abi: easAbi,
        functionName: 'multiTimestamp',
        args: [roots],
      })
    },
    async waitReceipt(hash) {
      const receipt = await reader.waitForTransactionReceipt({
        hash,
        timeout: 60_000,
        pollingInterval: 500,
      })
      if (receipt.status !== 'success') throw new Error(`anchor transaction ${hash} reverted`)
      return {
        txHash: hash,
        blockNumber: Number(receipt.blockNumber),
        timestamp: await blockTime(receipt.blockNumber),
      }
    },
    async receipt(txHash) {
      try {
        const receipt = await reader.getTransactionReceipt({ hash: txHash })
        if (receipt.status !== 'success') return null
        return {
          txHash,
          blockNumber: Number(receipt.blockNumber),
          timestamp: await blockTime(receipt.blockNumber),
        }
      } catch {
        return null
      }
    },
    async findTimestamped(root) {
      const latest = await reader.getBlockNumber()
      const fromBlock = latest > 50_000n ? latest - 50_000n : 0n
      const logs = await reader.getContractEvents({
        address,
        abi: easAbi,
        eventName: 'Timestamped',
        args: { data: root },
        fromBlock,
        toBlock: latest,
      })
      const log = logs[0]
      if (!log || log.blockNumber === null || log.transactionHash === null) return null
      return {
        txHash: log.transactionHash,
        blockNumber: Number(log.blockNumber),
        timestamp: await blockTime(log.blockNumber),
      }
    },
  }
}
