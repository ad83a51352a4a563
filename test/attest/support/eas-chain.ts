/**
 * A local Base with the Ethereum Attestation Service: anvil from npm (chain id 8453), SchemaRegistry
 * and EAS deployed from @ethereum-attestation-service/eas-contracts' artifacts, their runtime code
 * then placed with anvil_setCode at the Base predeploy addresses (0x4200…0020 / 0x4200…0021), so the
 * production EAS address is used unchanged (reference x402-attest.md 4.1: immutables stay valid).
 * The service's schemas are registered, as an operator would for EAS tooling to decode them.
 * anvil is always stopped: stop(), or the exit hook of the payments support.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createServer } from 'node:net'
import { createWalletClient, http, parseAbi, publicActions, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { base } from 'viem/chains'
import { anvilKeys } from '../../payments/support/evm-chain.js'
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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  return join(
    dirname(require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)),
    'bin',
    'anvil',
  )
}

export async function startLocalEas(port?: number): Promise<LocalEas> {
  const listen = port ?? (await freePort())
  const child = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', String(listen), '--chain-id', '8453', '--silent'],
    { stdio: 'ignore' },
  )
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const stop = async () => {
    process.removeListener('exit', killOnExit)
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 3_000)
    await exited
    clearTimeout(timer)
  }
  const rpcUrl = `http://127.0.0.1:${listen}`
  try {
    const client = createWalletClient({
      account: privateKeyToAccount(anvilKeys.deployer),
      chain: base,
      transport: http(rpcUrl),
    }).extend(publicActions)
    const deadline = Date.now() + 20_000
    for (;;) {
      try {
        await client.getChainId()
        break
      } catch (error) {
        if (Date.now() > deadline || child.exitCode !== null)
          throw new Error(`anvil did not start: ${(error as Error).message}`)
        await new Promise((r) => setTimeout(r, 100))
      }
    }
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
