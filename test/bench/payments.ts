/**
 * Payments benchmark, loopback only and bounded (well under a minute):
 *  - added latency of a paid request over the same request served free (the same app without the
 *    gate), p50 and p99, on the local Base (anvil + FiatToken: verify simulates and settle mines a
 *    transferWithAuthorization) and on the local Solana (LiteSVM behind loopback JSON-RPC);
 *  - the reference for the EVM figure, in the same run on the same chain: the chain's own cost of one
 *    settlement (a facilitator key sends transferWithAuthorization and reads its receipt, no HTTP,
 *    no gate), and the ratio of a paid request to it, which compares across loaded machines;
 *  - requests per second of the 402 challenge path (autocannon, 10 connections, 5 s).
 * Payment headers are signed before timing: the figures are the server's cost, not the client's.
 *
 * Dev tooling: it starts the local chains from test/payments/support (dev dependencies), loaded
 * only when the benchmark runs. chDB binds one data directory per process, so a runner that already
 * holds a store passes it; otherwise a temporary one is opened.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { systemClock } from '../../services/shared/clock.js'
import { loadConfig } from '../../services/shared/config.js'
import { createLogger } from '../../services/shared/logger.js'
import { createStore, type Store } from '../../services/shared/store/clickhouse.js'
import { applyMigrations } from '../../services/shared/store/migrations.js'
import { createPaymentGate } from '../../services/payments/middleware.js'

const FREE_REQUESTS = 200
const PAID_REQUESTS = 40
const CHALLENGE_SECONDS = 5

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}
const round = (n: number) => Math.round(n * 100) / 100

async function timed(
  n: number,
  request: (i: number) => Promise<number>,
  expectStatus: number,
): Promise<number[]> {
  const out: number[] = []
  for (let i = 0; i < n; i++) {
    const started = performance.now()
    const status = await request(i)
    out.push(performance.now() - started)
    if (status !== expectStatus)
      throw new Error(`bench request ${i} answered ${status}, expected ${expectStatus}`)
  }
  return out.sort((a, b) => a - b)
}

/**
 * The chain's own cost of a settlement: PAID_REQUESTS EIP-3009 transfers signed beforehand, each
 * sent by a facilitator key and its receipt read (polled every 10 ms); the caller times each.
 */
async function directSettlements(
  rpcUrl: string,
  payTo: `0x${string}`,
): Promise<(i: number) => Promise<number>> {
  const { anvilKeys, BASE_USDC } = await import('../payments/support/evm-chain.js')
  const { eip3009TypedData } = await import('../payments/support/crafted.js')
  const { createWalletClient, http, parseAbi, parseSignature, publicActions } = await import('viem')
  const { privateKeyToAccount } = await import('viem/accounts')
  const { base } = await import('viem/chains')
  const payer = privateKeyToAccount(anvilKeys.payer)
  const sender = createWalletClient({
    account: privateKeyToAccount(anvilKeys.ownFacilitator),
    chain: base,
    transport: http(rpcUrl),
  }).extend(publicActions)
  const abi = parseAbi([
    'function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s)',
  ])
  const accepted = {
    scheme: 'exact',
    network: 'eip155:8453',
    asset: BASE_USDC,
    payTo,
    amount: '20000',
    maxTimeoutSeconds: 120,
    extra: { name: 'USD Coin', version: '2' },
  } as const
  const signed = await Promise.all(
    Array.from({ length: PAID_REQUESTS }, async () => {
      const { authorization, typedData } = eip3009TypedData(accepted, payer.address)
      return { authorization, signature: parseSignature(await payer.signTypedData(typedData)) }
    }),
  )
  return async (i) => {
    const { authorization: a, signature } = signed[i]!
    const hash = await sender.writeContract({
      address: BASE_USDC,
      abi,
      functionName: 'transferWithAuthorization',
      args: [
        a.from,
        a.to,
        BigInt(a.value),
        BigInt(a.validAfter),
        BigInt(a.validBefore),
        a.nonce,
        Number(signature.v),
        signature.r,
        signature.s,
      ],
    })
    // anvil mines at once, but a loaded machine may answer the receipt a moment later.
    for (;;) {
      const receipt = await sender.getTransactionReceipt({ hash }).catch(() => null)
      if (receipt) return receipt.status === 'success' ? 200 : 500
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
}

export async function runPaymentsBench(
  options: { store?: Store } = {},
): Promise<Record<string, number>> {
  const { startLocalBase, anvilKeys, BASE_NETWORK } =
    await import('../payments/support/evm-chain.js')
  const { startLocalSolana, SOLANA_MAINNET } = await import('../payments/support/svm-chain.js')
  const { startTestApp, signPayment, evmClient, svmClient, paidGet } =
    await import('../payments/support/harness.js')
  const { default: autocannon } = await import('autocannon')

  const logger = createLogger({ level: 'silent', name: 'payments-bench' })
  let dataDir: string | null = null
  let store = options.store
  if (!store) {
    dataDir = mkdtempSync(join(tmpdir(), 'payments-bench-'))
    store = createStore(loadConfig({ DATA_DIR: dataDir }), logger, { database: 'payments_bench' })
  }
  await applyMigrations(store, logger)
  const [base, sol] = await Promise.all([startLocalBase(), startLocalSolana()])
  const cleanups: Array<() => Promise<void>> = [() => base.stop(), () => sol.stop()]
  try {
    await base.mint(base.accounts.payer, 10n ** 9n)
    await sol.setUsdc(sol.payer.address, 10n ** 9n)
    const config = loadConfig({
      EVM_PAY_TO: base.accounts.payTo,
      EVM_RPC_URL: base.rpcUrl,
      EVM_FACILITATOR_PRIVATE_KEY: anvilKeys.facilitator,
      SVM_PAY_TO: sol.payTo.address,
      SVM_RPC_URL: sol.rpcUrl,
      SVM_FACILITATOR_PRIVATE_KEY: sol.feePayer.base58,
    })
    const gate = createPaymentGate({ config, store, logger, clock: systemClock })
    cleanups.unshift(() => gate.close())
    const [free, paid] = await Promise.all([startTestApp(null), startTestApp(gate.gate)])
    cleanups.unshift(
      () => free.close(),
      () => paid.close(),
    )
    const path = '/v1/catalysts/upcoming?within_days=30'

    // Warm both apps (and the facilitator's /supported) before timing.
    for (let i = 0; i < 20; i++) {
      await fetch(`${free.url}${path}`)
      await fetch(`${paid.url}${path}`)
    }
    const freeMs = await timed(
      FREE_REQUESTS,
      async () => (await fetch(`${free.url}${path}`)).status,
      200,
    )

    const evm = evmClient(anvilKeys.payer)
    const evmHeaders = await Promise.all(
      Array.from({ length: PAID_REQUESTS }, () =>
        signPayment(`${paid.url}${path}`, evm, BASE_NETWORK),
      ),
    )
    // Paid requests and direct settlements alternate, so both see the same machine load.
    const settleDirectly = await directSettlements(base.rpcUrl, base.accounts.payTo)
    const evmMs: number[] = []
    const directMs: number[] = []
    for (let i = 0; i < PAID_REQUESTS; i++) {
      evmMs.push(
        ...(await timed(
          1,
          async () => (await paidGet(`${paid.url}${path}`, evmHeaders[i]!)).status,
          200,
        )),
      )
      directMs.push(...(await timed(1, () => settleDirectly(i), 200)))
    }
    evmMs.sort((a, b) => a - b)
    directMs.sort((a, b) => a - b)

    const svm = svmClient(sol.payer.signer, sol.rpcUrl, SOLANA_MAINNET)
    const svmHeaders: string[] = []
    for (let i = 0; i < PAID_REQUESTS; i++)
      svmHeaders.push(await signPayment(`${paid.url}${path}`, svm, SOLANA_MAINNET))
    const svmMs = await timed(
      PAID_REQUESTS,
      async (i) => (await paidGet(`${paid.url}${path}`, svmHeaders[i]!)).status,
      200,
    )

    const challenge = await autocannon({
      url: `${paid.url}${path}`,
      connections: 10,
      duration: CHALLENGE_SECONDS,
    })
    const challenge402 = challenge.non2xx
    await gate.flush()

    const freeP50 = percentile(freeMs, 50)
    const freeP99 = percentile(freeMs, 99)
    return {
      free_p50_ms: round(freeP50),
      free_p99_ms: round(freeP99),
      evm_paid_p50_ms: round(percentile(evmMs, 50)),
      evm_paid_p99_ms: round(percentile(evmMs, 99)),
      evm_added_p50_ms: round(percentile(evmMs, 50) - freeP50),
      evm_added_p99_ms: round(percentile(evmMs, 99) - freeP99),
      evm_direct_settle_p50_ms: round(percentile(directMs, 50)),
      evm_direct_settle_p99_ms: round(percentile(directMs, 99)),
      evm_paid_over_direct_p50: round(percentile(evmMs, 50) / percentile(directMs, 50)),
      evm_paid_over_direct_p99: round(percentile(evmMs, 99) / percentile(directMs, 99)),
      svm_paid_p50_ms: round(percentile(svmMs, 50)),
      svm_paid_p99_ms: round(percentile(svmMs, 99)),
      svm_added_p50_ms: round(percentile(svmMs, 50) - freeP50),
      svm_added_p99_ms: round(percentile(svmMs, 99) - freeP99),
      paid_requests_per_network: PAID_REQUESTS,
      challenge_402_rps: round(challenge.requests.average),
      challenge_402_responses: challenge402,
      challenge_errors: challenge.errors,
    }
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined)
    if (dataDir) {
      await store.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
