/**
 * The "done when" of issue 16 on the runtime the entry points assemble (services/runtime.ts): the
 * catalysts, attest and api services on the in-process bus and chDB, fed with assertion records,
 * a chain configured (anvil with EAS at the Base predeploy). Every served date carries a uid that
 * /attest/verify returns and the EAS SDK verifies, and each is anchored within one batch interval.
 * No signer key configured: one is created in DATA_DIR with a warning, and never logged.
 */
import { createRequire } from 'node:module'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { expect } from 'chai'
import { topics } from '../../topology/topics.js'
import { createLogger } from '../../services/shared/logger.js'
import {
  closeRuntime,
  openRuntime,
  startService,
  type RunningService,
  type Runtime,
} from '../../services/runtime.js'
import { SIGNER_KEY_FILE } from '../../services/attest/key.js'
import { testConfig, uid } from '../support/env.js'
import { waitFor } from '../support/wait.js'
import { devCase, recordOf } from '../catalysts/support/cases.js'
import { EAS_ADDRESS, startLocalEas, type LocalEas } from './support/eas-chain.js'

const require = createRequire(import.meta.url)
const sdk =
  require('@ethereum-attestation-service/eas-sdk') as typeof import('@ethereum-attestation-service/eas-sdk')

describe('attest: a runtime fed with filings signs and anchors every served date', function () {
  this.timeout(180_000)
  let eas: LocalEas
  let runtime: Runtime
  let services: RunningService[] = []
  let logs = ''
  const dataDir = mkdtempSync(join(tmpdir(), 'attest-runtime-'))

  before(async function () {
    eas = await startLocalEas()
    const config = {
      ...testConfig({
        ATTEST_RPC_URL: eas.rpcUrl,
        ATTEST_ANCHOR_PRIVATE_KEY: eas.anchorKey,
        ATTEST_ANCHOR_INTERVAL_SECONDS: '2',
        ATTEST_ANCHOR_BATCH_SIZE: '100',
        PAYMENTS_ENABLED: 'false',
        PORT: '0',
        HOST: '127.0.0.1',
        CLICKHOUSE_DATABASE: `t_attest_runtime_${uid()}`,
        TOPIC_PREFIX: `ar${uid()}.`,
        BUS_DIR: join(dataDir, 'bus'),
        LOG_LEVEL: 'info',
      }),
      // The signer key file goes to a DATA_DIR of its own (the store stays on the run's chDB directory).
      DATA_DIR: dataDir,
    }
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logs += chunk
        done()
      },
    })
    runtime = await openRuntime(
      { ...config, DATA_DIR: testConfig().DATA_DIR },
      createLogger({ level: 'info' }, sink),
    )
    runtime.config = config
    for (const name of ['catalysts', 'attest', 'api'] as const)
      services.push(await startService(name, runtime))
  })
  after(async function () {
    for (const service of services.reverse()) await service.stop()
    services = []
    if (runtime) await closeRuntime(runtime)
    await eas?.stop()
  })

  it('serves every dated event with a uid that verifies, anchored within one interval; the key is created once and never logged', async function () {
    const records = [
      recordOf(devCase('apls_pegcetacoplan_set')),
      recordOf(devCase('apls_pegcetacoplan_ext'), { filed: '2022-11-18' }),
      recordOf(devCase('apls_syfovre_approval'), { filed: '2023-02-17' }),
    ]
    for (const record of records)
      await runtime.bus.publish(topics.assertions, [{ key: record.accession, value: record }])
    const base = services.find((s) => s.name === 'api')!.url!
    const events = await waitFor(
      async () => {
        const page = (await (await fetch(`${base}/v1/events?since=0`)).json()) as {
          data: Array<Record<string, any>>
        }
        return page.data.length >= 3 ? page.data : null
      },
      { what: 'three events served', timeoutMs: 60_000 },
    )
    const meta = (
      (await (await fetch(`${base}/v1/meta`)).json()) as {
        data: { attestation: { signer: string } }
      }
    ).data.attestation
    const offchain = new sdk.Offchain(
      { address: EAS_ADDRESS, version: eas.easVersion, chainId: 8453n },
      sdk.OffchainAttestationVersion.Version2,
      new sdk.EAS(EAS_ADDRESS),
    )
    const dated = events.filter((e) => e.new_date !== null)
    expect(dated.length).to.be.greaterThan(1)
    for (const event of events) {
      if (event.new_date === null) {
        expect(event.attestation_uid).to.equal(null)
        continue
      }
      const verified = await fetch(`${base}/attest/verify?uid=${event.attestation_uid}`)
      expect(verified.status, `event ${event.event_id}`).to.equal(200)
      const { data } = (await verified.json()) as { data: { attestation: never; signer: string } }
      expect(data.signer).to.equal(meta.signer)
      expect(offchain.verifyOffchainAttestationSignature(meta.signer, data.attestation)).to.equal(
        true,
      )
    }
    // Anchored within one interval (2 s) of being served, plus the transaction's own time.
    for (const event of dated) {
      await waitFor(
        async () => {
          const { data } = (await (
            await fetch(`${base}/attest/verify?uid=${event.attestation_uid}`)
          ).json()) as {
            data: { anchor: { status: string; root: `0x${string}`; timestamp: number } }
          }
          if (data.anchor.status !== 'anchored') return false
          expect(await eas.getTimestamp(data.anchor.root)).to.equal(BigInt(data.anchor.timestamp))
          return true
        },
        { what: `event ${event.event_id} anchored`, timeoutMs: 8_000, intervalMs: 200 },
      )
    }
    // The accuracy figures /v1/accuracy serves (here the committed fallback report), signed by the same key.
    const accuracy = (
      (await (await fetch(`${base}/attest/accuracy/upcoming`)).json()) as {
        data: Record<string, any>
      }
    ).data
    const report = (
      (await (await fetch(`${base}/v1/accuracy`)).json()) as { data: Record<string, any> }
    ).data
    expect(accuracy.available).to.equal(report.available)
    if (report.available) {
      expect(accuracy.generated_at).to.equal(report.generated_at ?? null)
      expect(accuracy.figures.decisions_matched).to.equal(
        (report.feeds?.upcoming ?? report.date_accuracy).decisions_matched,
      )
      expect(
        offchain.verifyOffchainAttestationSignature(meta.signer, accuracy.attestation),
      ).to.equal(true)
      expect(
        (await fetch(`${base}/attest/verify?uid=${accuracy.attestation_uid}`)).status,
      ).to.equal(200)
    }
    const key = readFileSync(join(dataDir, SIGNER_KEY_FILE), 'utf8').trim()
    expect(key).to.match(/^0x[0-9a-f]{64}$/)
    expect(logs).to.include('created a new attestation signer key in DATA_DIR')
    expect(logs).to.include(meta.signer)
    expect(logs.toLowerCase()).to.not.include(key.slice(2).toLowerCase())
    expect(logs.toLowerCase()).to.not.include(eas.anchorKey.slice(2).toLowerCase())
  })
})
