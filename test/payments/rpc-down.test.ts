/**
 * Issue 12: one unauthenticated request used to stop the whole service. A well-formed but unsigned
 * EIP-3009 authorisation, sent while the configured EVM RPC refuses connections, made @x402/evm
 * abandon an asset-contract check whose eth_getCode then rejected with nobody listening, and Node
 * exited. Since issue 27 an unsigned authorisation is refused before any chain call, so these tests
 * send authorisations signed by a real (unfunded) key, which do reach the chain. Here the RPC URL
 * points at a loopback port nothing listens on:
 *  - in this process, through the real API app and gate on chDB: the answer is 402 with `error`,
 *    the payment is not charged, and no rejection goes unhandled (counted until every failed chain
 *    call has been reported, so a late one would be seen);
 *  - `npm start` as a child process: the same requests, and the process is still up and /health
 *    answers afterwards; a rejection nobody handles, sent in by a preloaded script, is logged and
 *    the process keeps serving (the entry point installs the guard);
 *  - the process-level guard on its own: a rejection nobody handles is logged (origin, no URL, no
 *    long hex) and the process goes on; without the guard the same script dies (the control).
 */
import { expect } from 'chai'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PaymentRequired } from '@x402/core/types'
import { freePort } from '../../deploy/kafka/broker.js'
import { systemClock } from '../../services/shared/clock.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { createPaymentGate, type PaymentGate } from '../../services/payments/middleware.js'
import { testConfig, testStore } from '../support/env.js'
import { startMain, stopMain } from '../support/main-process.js'
import { waitFor } from '../support/wait.js'
import { apiConfig, startApi, type Running } from '../api/support.js'
import { anvilKeys } from './support/evm-chain.js'
import { capturingLogger } from './support/harness.js'
import { evmOption, signedEvmPayment, unusedTokenAddress } from './support/crafted.js'

const PAY_TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const nonceOf = (byte: number) => `0x${byte.toString(16).padStart(2, '0').repeat(32)}` as const

async function challenge(url: string): Promise<PaymentRequired> {
  const response = await fetch(url)
  expect(response.status).to.equal(402)
  return (await response.json()) as PaymentRequired
}

describe('a crafted payment while the EVM RPC refuses connections', function () {
  this.timeout(60_000)
  let store: Store
  let gate: PaymentGate
  let api: Running
  const captured = capturingLogger()
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => {
    unhandled.push(reason)
  }

  before(async () => {
    const refusedPort = await freePort()
    store = await testStore('rpc_down')
    const config = testConfig({
      EVM_PAY_TO: PAY_TO,
      EVM_RPC_URL: `http://127.0.0.1:${refusedPort}`,
      EVM_FACILITATOR_PRIVATE_KEY: anvilKeys.facilitator,
      // The library caches a positive asset check for 15 minutes, process-wide: a token address no
      // other test used keeps the check on the (refused) RPC, which is the case under test.
      EVM_USDC_ADDRESS: unusedTokenAddress(),
      PUBLIC_BASE_URL: 'https://feed.example',
    })
    gate = createPaymentGate({ config, store, logger: captured.logger, clock: systemClock })
    api = await startApi(store, {
      clock: systemClock,
      config: { ...apiConfig, PUBLIC_BASE_URL: 'https://feed.example' },
      paidRouteGate: gate.gate,
    })
    process.on('unhandledRejection', onUnhandled)
  })
  after(async () => {
    process.removeListener('unhandledRejection', onUnhandled)
    await api?.close()
    await gate?.close()
    await store?.close()
  })

  it('answers 402 with error, charges nothing, and leaves no rejection unhandled', async () => {
    const url = `${api.url}/v1/events?since=0`
    const accepted = evmOption(await challenge(url))
    const sent: string[] = []
    for (const nonceByte of [0x11, 0x22, 0x33]) {
      const header = await signedEvmPayment(accepted, anvilKeys.payer2, {
        nonce: nonceOf(nonceByte),
      })
      sent.push(header)
      const response = await fetch(url, { headers: { 'PAYMENT-SIGNATURE': header } })
      const body = (await response.json()) as { error?: string; data?: unknown }
      expect(response.status).to.equal(402)
      expect(body.error).to.equal('facilitator_unavailable')
      expect(body).not.to.have.property('data')
      expect(response.headers.get('payment-response')).to.equal(null)
    }
    // Each verify makes three eth_getCode calls (payer twice, asset once); the asset check is the
    // one the library abandons. Wait until all nine failures were reported, then one more turn.
    const getCodeFailures = () =>
      captured.lines.filter(
        (l) => l.includes('chain call failed') && l.includes('"method":"getCode"'),
      ).length
    await waitFor(async () => (getCodeFailures() >= 9 ? true : null), {
      timeoutMs: 30_000,
      what: 'all nine eth_getCode failures reported',
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(unhandled).to.deep.equal([])

    await gate.flush()
    const audit = await store.query<{ outcome: string; reason: string }>(
      'SELECT outcome, reason FROM {db:Identifier}.payment_audit ORDER BY at',
    )
    expect(audit.map((r) => [r.outcome, r.reason])).to.deep.equal(
      Array(3).fill(['failed', 'facilitator_unavailable']),
    )
    const health = await fetch(`${api.url}/health`)
    expect(health.status).to.equal(200)

    const logs = captured.lines.join('')
    expect(logs).not.to.include('127.0.0.1:') // the RPC URL
    for (const header of sent) expect(logs).not.to.include(header.slice(0, 40))
    for (const header of sent) {
      const { signature } = (
        JSON.parse(Buffer.from(header, 'base64').toString('utf8')) as {
          payload: { signature: string }
        }
      ).payload
      expect(logs).not.to.include(signature.slice(2, 40))
    }
  })
})

/** The embedded service with payments on Base only, its RPC at `rpcPort` and the local facilitator's key. */
function startService(dataDir: string, port: number, rpcPort: number) {
  return startMain({
    env: {
      DATA_DIR: dataDir,
      PORT: String(port),
      EVM_PAY_TO: PAY_TO,
      EVM_RPC_URL: `http://127.0.0.1:${rpcPort}`,
      EVM_FACILITATOR_PRIVATE_KEY: anvilKeys.facilitator,
    },
    unset: ['SEC_USER_AGENT', 'FACILITATOR_URL', 'SVM_PAY_TO', 'PAYMENTS_ENABLED'],
    preload: ['./test/payments/support/reject-on-signal.ts'],
  })
}

describe('npm start with payments on an EVM RPC that refuses connections', function () {
  this.timeout(120_000)

  it('stays up through crafted payments: 402 with error each time, /health answers, SIGTERM stops it cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rpc-down-'))
    const [port, rpcPort] = [await freePort(), await freePort()]
    const { child, output } = startService(dataDir, port, rpcPort)
    const base = `http://127.0.0.1:${port}`
    try {
      await waitFor(
        async () =>
          (await fetch(`${base}/health`).catch(() => null))?.status === 200 ? true : null,
        { timeoutMs: 90_000, what: '/health of npm start' },
      )
      const url = `${base}/v1/events?since=0`
      const accepted = evmOption(await challenge(url))
      const answers = await Promise.all(
        [0x41, 0x42, 0x43, 0x44].map(async (nonceByte) => {
          const response = await fetch(url, {
            headers: {
              'PAYMENT-SIGNATURE': await signedEvmPayment(accepted, anvilKeys.payer2, {
                nonce: nonceOf(nonceByte),
              }),
            },
          })
          return { status: response.status, body: (await response.json()) as { error?: string } }
        }),
      )
      for (const answer of answers) {
        expect(answer.status).to.equal(402)
        expect(answer.body.error).to.equal('facilitator_unavailable')
      }
      // The abandoned asset checks fail after the answers: wait until all of them were reported.
      await waitFor(
        async () => ((output().match(/chain call failed/g) ?? []).length >= 12 ? true : null),
        { timeoutMs: 30_000, what: 'the chain failures in the log' },
      )
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(child.exitCode, output()).to.equal(null)
      expect(child.signalCode).to.equal(null)
      const health = await fetch(`${base}/health`)
      expect(health.status).to.equal(200)
      expect(output()).not.to.include('unhandledRejection')
      // The chain failures are logged without the RPC URL (provider URLs carry API keys). The
      // start-up line describing the configuration is another matter (see the notes).
      const leaking = output()
        .split('\n')
        .filter((l) => l.includes(`127.0.0.1:${rpcPort}`) && !l.includes('"config":{'))
      expect(leaking.map((l) => l.slice(0, 300))).to.deep.equal([])

      // The backstop: a rejection nobody handles (sent in by the preloaded script) is logged with
      // its origin and without the URL or the hex, and the process keeps serving.
      child.kill('SIGUSR2')
      await waitFor(
        async () => (output().includes('"origin":"unhandledRejection"') ? true : null),
        { timeoutMs: 10_000, what: 'the unhandled rejection in the log' },
      )
      const logged = output()
        .split('\n')
        .find((l) => l.includes('"origin":"unhandledRejection"'))!
      expect(logged)
        .to.include('abandoned check failed: [url] [hex]')
        .and.to.include('reject-on-signal.ts')
      expect(output()).not.to.include('SECRETKEY')
      expect((await fetch(`${base}/health`)).status).to.equal(200)
      expect(child.exitCode).to.equal(null)
    } catch (error) {
      child.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
      throw new Error(`${(error as Error).message}\n${output().slice(-4000)}`)
    }
    const code = await stopMain(child)
    rmSync(dataDir, { recursive: true, force: true })
    expect(code, output().slice(-2000)).to.equal(0)
  })
})

describe('the unhandled-rejection guard', function () {
  this.timeout(60_000)
  const script = 'test/payments/support/unobserved-rejection.ts'
  const run = (guard: boolean) =>
    spawnSync(process.execPath, ['--import', 'tsx', script, guard ? 'guard' : 'no-guard'], {
      encoding: 'utf8',
      timeout: 50_000,
    })

  it('logs a rejection nobody handles, with its origin and without secrets, and the process goes on', () => {
    const result = run(true)
    expect(result.status, result.stderr).to.equal(0)
    const lines = result.stdout.split('\n').filter(Boolean)
    expect(lines.at(-1)).to.equal('still serving')
    const logged = lines
      .map((l) => {
        try {
          return JSON.parse(l) as Record<string, any>
        } catch {
          return null
        }
      })
      .find((l) => l?.origin === 'unhandledRejection')
    expect(logged, result.stdout).to.not.equal(undefined)
    expect(logged!.level).to.equal('error')
    expect(logged!.rejection.type).to.equal('Error')
    expect(logged!.rejection.message).to.include('eth_getCode failed')
    expect(logged!.rejection.stack.join('\n')).to.include('unobserved-rejection.ts')
    expect(result.stdout).not.to.include('rpc.example')
    expect(result.stdout).not.to.include('secretkey')
    expect(result.stdout).not.to.include('ab'.repeat(65))
  })

  it('is what keeps the process alive: the same script without it dies', () => {
    const result = run(false)
    expect(result.status).to.not.equal(0)
    expect(result.stdout).not.to.include('still serving')
  })
})
