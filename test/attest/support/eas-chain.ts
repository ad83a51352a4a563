/**
 * A local Base with the Ethereum Attestation Service: anvil from npm (chain id 8453), SchemaRegistry
 * and EAS deployed from @ethereum-attestation-service/eas-contracts' artifacts, their runtime code
 * then placed with anvil_setCode at the Base predeploy addresses (0x4200…0020 / 0x4200…0021), so the
 * production EAS address is used unchanged (reference x402-attest.md 4.1: immutables stay valid).
 * The service's schemas are registered, as an operator would for EAS tooling to decode them.
 * anvil is started and always stopped as the payments support does (startAnvil).
 */
import { createRequire } from 'node:module'
import { parseAbi, type Address, type Hex } from 'viem'
import { anvilKeys, startAnvil } from '../../payments/support/evm-chain.js'
import { schemas } from '../../../services/attest/schema.js'

const require = createRequire(import.meta.url)

export const EAS_ADDRESS: Address = '0x4200000000000000000000000000000000000021'
export const REGISTRY_ADDRESS: Address = '0x4200000000000000000000000000000000000020'

interface Artifact {
  abi: unknown[]
  bytecode: Hex
  deployedBytecode: Hex
}
const artifact = (name: string): Artifact =>
  require(
    `@ethereum-attestation-service/eas-contracts/artifacts/contracts/${name}.sol/${name}.json`,
  ) as Artifact

export interface LocalEas {
  rpcUrl: string
  /** A funded key that anchors (anvil's account 3). */
  anchorKey: Hex
  easVersion: string
  getTimestamp(root: Hex): Promise<bigint>
  stop(): Promise<void>
}

export async function startLocalEas(port?: number): Promise<LocalEas> {
  const { rpcUrl, client, stop } = await startAnvil(port)
  try {
    const deploy = async (name: string, args: unknown[]) => {
      const a = artifact(name)
      const receipt = await client.waitForTransactionReceipt({
        hash: await client.deployContract({ abi: a.abi, bytecode: a.bytecode, args } as never),
      })
      return receipt.contractAddress!
    }
    const registry = await deploy('SchemaRegistry', [])
    const eas = await deploy('EAS', [registry])
    // Runtime code at the predeploy addresses; EAS's immutable registry address points at the deployed registry.
    for (const [from, to] of [
      [registry, REGISTRY_ADDRESS],
      [eas, EAS_ADDRESS],
    ] as const) {
      const code = await client.getCode({ address: from })
      await client.request({ method: 'anvil_setCode' as never, params: [to, code] as never })
    }
    const registryAbi = parseAbi([
      'function register(string schema, address resolver, bool revocable) returns (bytes32)',
    ])
    for (const schema of schemas) {
      const hash = await client.writeContract({
        address: registry,
        abi: registryAbi,
        functionName: 'register',
        args: [schema.definition, '0x0000000000000000000000000000000000000000', false],
      })
      await client.waitForTransactionReceipt({ hash })
    }
    const easAbi = parseAbi([
      'function version() view returns (string)',
      'function getTimestamp(bytes32 data) view returns (uint64)',
    ])
    const easVersion = await client.readContract({
      address: EAS_ADDRESS,
      abi: easAbi,
      functionName: 'version',
    })
    return {
      rpcUrl,
      anchorKey: anvilKeys.facilitator,
      easVersion,
      getTimestamp: (root) =>
        client.readContract({
          address: EAS_ADDRESS,
          abi: easAbi,
          functionName: 'getTimestamp',
          args: [root],
        }),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
