/**
 * Payments benchmark, loopback only and bounded (well under a minute):
 *  - added latency of a paid request over the same request served free (the same app without the
 *    gate), p50 and p99, on the local Base (anvil + FiatToken: verify simulates and settle mines a
 *    transferWithAuthorization) and on the local Solana (LiteSVM behind loopback JSON-RPC);
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
    const evmMs = await timed(
      PAID_REQUESTS,
      async (i) => (await paidGet(`${paid.url}${path}`, evmHeaders[i]!)).status,
      200,
    )

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
