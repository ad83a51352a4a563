/**
 * Attestations end to end on a local Base (anvil, EAS deployed from its npm artifacts at the Base
 * predeploy address): served dates carry uids that /attest/verify returns and the EAS SDK verifies;
 * a batch is anchored through EAS multiTimestamp and the chain holds the root's timestamp; the
 * standalone verify command accepts the real thing and detects a tampered field, a wrong proof and
 * a foreign signer; with the chain down anchors wait, /v1/meta shows the lag and the API serves.
 */
import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { expect } from 'chai'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { StandardMerkleTree } from '@openzeppelin/merkle-tree'
import { systemClock } from '../../services/shared/clock.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { createApiAttestation } from '../../services/attest/api.js'
import type { Attestor } from '../../services/attest/attestor.js'
import { encodeServedDate, type ServedDateFields } from '../../services/attest/schema.js'
import { signSubject } from '../../services/attest/sign.js'
import { createAttestService, openAttestor } from '../../services/attest/service.js'
import { eventSubject } from '../../services/attest/subjects.js'
import { fullAccuracyDocument } from '../api/accuracy-fixture.js'
import {
  call,
  catalystRow,
  eventRow,
  OpenApiValidator,
  startApi,
  type Running,
} from '../api/support.js'
import { testConfig, testLogger, testStore } from '../support/env.js'
import { waitFor } from '../support/wait.js'
import { freePort } from '../../deploy/kafka/broker.js'
import { EAS_ADDRESS, startLocalEas, type LocalEas } from './support/eas-chain.js'

const require = createRequire(import.meta.url)
const sdk =
  require('@ethereum-attestation-service/eas-sdk') as typeof import('@ethereum-attestation-service/eas-sdk')

/** Runs `npm run verify-attestation` as a client would; resolves with its exit code and verdict. */
function verifyCommand(args: string[]): Promise<{ code: number; verdict: any; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'services/attest/verify-cli.ts', ...args],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let out = ''
    let err = ''
    child.stdout.on('data', (d: Buffer) => {
      out += d
    })
    child.stderr.on('data', (d: Buffer) => {
      err += d
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      resolve({ code: code ?? -1, verdict: out ? JSON.parse(out) : null, stderr: err }),
    )
  })
}

/** A server that answers /attest/verify with what `rewrite` makes of the real server's body. */
async function tamperingServer(
  realBase: string,
  rewrite: (data: any) => any,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const real = await fetch(`${realBase}${req.url}`)
    const body = (await real.json()) as { data: unknown; meta: unknown }
    res.writeHead(real.status, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify(
        real.status === 200 ? { ...body, data: rewrite(structuredClone(body.data)) } : body,
      ),
    )
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}

describe('attest: sign, anchor and verify on a local chain', function () {
  this.timeout(180_000)
  let eas: LocalEas
  let store: Store
  let attestor: Attestor
  let api: Running
  let validator: OpenApiValidator
  const signerKey = generatePrivateKey()
  const configOf = (rpcUrl: string) =>
    testConfig({
      ATTEST_SIGNER_PRIVATE_KEY: signerKey,
      ATTEST_RPC_URL: rpcUrl,
      ATTEST_ANCHOR_PRIVATE_KEY: '',
      ATTEST_ANCHOR_BATCH_SIZE: '4',
      ATTEST_ANCHOR_INTERVAL_SECONDS: '1',
      ATTEST_EAS_VERSION: '9.9.9',
    })

  const events = [
    eventRow(1, {
      catalyst_id: 1,
      new_date: '2027-03-01',
      source_quote: 'The FDA set a goal date of March 1, 2027 for Drug 1.',
    }),
    eventRow(2, {
      catalyst_id: 1,
      event_type: 'date_extension',
      prior_date: '2027-03-01',
      new_date: '2027-06-01',
      delta_days: 92,
      detected_at: '2026-07-10 09:00:00.000',
      accession: '0000000100-26-000002',
    }),
    eventRow(3, {
      catalyst_id: 2,
      new_date: '2027-04-15',
      drug_name: 'Drug 2',
      application_number: 'NDA 999903',
    }),
    eventRow(4, {
      catalyst_id: 2,
      event_type: 'decision_outcome',
      new_date: null,
      outcome: 'crl',
      source_quote: null,
    }),
  ]
  const catalysts = [
    // Dates ahead of the wall clock: this API runs on the system clock (the lag is measured in it).
    catalystRow(1, { pdufa_date: '2027-06-01', stage: 'extended' }),
    catalystRow(2, { pdufa_date: '2027-04-15', stage: 'crl', application_number: 'NDA 999903' }),
  ]

  before(async function () {
    eas = await startLocalEas()
    store = await testStore('attest_e2e')
    const config = { ...configOf(eas.rpcUrl), ATTEST_ANCHOR_PRIVATE_KEY: eas.anchorKey }
    attestor = await openAttestor({ config, store, logger: testLogger, clock: systemClock })
    await store.insert('events', events)
    await store.insert('catalysts', catalysts)
    await attestor.attestRows({ events: events as never, catalysts: catalysts as never })
    api = await startApi(store, {
      clock: systemClock,
      attestation: createApiAttestation({ store, attestor, logger: testLogger, statusTtlMs: 0 }),
      readAccuracy: async () => fullAccuracyDocument(),
    })
    validator = new OpenApiValidator(api.app.openapi())
  })
  after(async function () {
    await api?.close()
    await store?.close()
    await eas?.stop()
  })

  const offchain = () =>
    new sdk.Offchain(
      { address: EAS_ADDRESS, version: eas.easVersion, chainId: 8453n },
      sdk.OffchainAttestationVersion.Version2,
      new sdk.EAS(EAS_ADDRESS),
    )

  it('signs under the EAS version read from the chain, and publishes the signer in /v1/meta', async function () {
    // Not ATTEST_EAS_VERSION (9.9.9): the deployed contract's version() (1.4.0 for eas-contracts 1.9.0).
    expect(attestor.domain.version).to.equal(eas.easVersion)
    expect(eas.easVersion).to.match(/^1\.\d+\.\d+$/)
    const meta = await call(api.url, '/v1/meta')
    expect(meta.status).to.equal(200)
    validator.check('/v1/meta', 'GET', 200, meta.headers.get('content-type')!, meta.json)
    expect(meta.json.data.attestation.signer).to.equal(privateKeyToAccount(signerKey).address)
    expect(meta.json.data.attestation.domain).to.deep.equal({
      name: 'EAS Attestation',
      version: eas.easVersion,
      chain_id: 8453,
      verifying_contract: EAS_ADDRESS,
    })
  })

  it('serves a uid on every dated event and upcoming row that /attest/verify returns and the EAS SDK verifies', async function () {
    const page = await call(api.url, '/v1/events?since=0')
    expect(page.status).to.equal(200)
    validator.check('/v1/events', 'GET', 200, page.headers.get('content-type')!, page.json)
    const upcoming = await call(api.url, '/v1/catalysts/upcoming')
    validator.check(
      '/v1/catalysts/upcoming',
      'GET',
      200,
      upcoming.headers.get('content-type')!,
      upcoming.json,
    )
    const served = [...page.json.data, ...upcoming.json.data]
    expect(page.json.data).to.have.length(4)
    expect(upcoming.json.data).to.have.length(2)
    for (const row of served) {
      const dated = (row.new_date ?? row.pdufa_date ?? null) !== null
      if (!dated) {
        expect(row.attestation_uid, `event ${row.event_id}`).to.equal(null)
        continue
      }
      expect(row.attestation_uid).to.match(/^0x[0-9a-f]{64}$/)
      const verified = await call(api.url, `/attest/verify?uid=${row.attestation_uid}`)
      expect(verified.status, row.attestation_uid).to.equal(200)
      validator.check(
        '/attest/verify',
        'GET',
        200,
        verified.headers.get('content-type')!,
        verified.json,
      )
      const data = verified.json.data
      expect(data.uid).to.equal(row.attestation_uid)
      expect(data.signer).to.equal(attestor.signer)
      expect(data.fields.date).to.equal(row.new_date ?? row.pdufa_date)
      expect(
        offchain().verifyOffchainAttestationSignature(attestor.signer, data.attestation),
      ).to.equal(true)
      expect(data.anchor.status).to.equal('pending')
    }
  })

  it('anchors the batch roots through EAS multiTimestamp; the proof, the chain and the verify command agree', async function () {
    // First with anchoring off (batches and proofs, nothing sent), then on: the batches take the chain.
    const off = createAttestService({
      config: configOf(eas.rpcUrl),
      store,
      logger: testLogger,
      clock: systemClock,
      attestor,
      chain: null,
    })
    expect(await off.anchorer.tick()).to.deep.equal({ batched: 5, anchored: 0 })
    const service = createAttestService({
      config: { ...configOf(eas.rpcUrl), ATTEST_ANCHOR_PRIVATE_KEY: eas.anchorKey },
      store,
      logger: testLogger,
      clock: systemClock,
      attestor,
    })
    const result = await service.anchorer.tick()
    expect(result.anchored).to.equal(5)
    const uid = eventSubject(events[1] as never)!.uid
    const verified = (await call(api.url, `/attest/verify?uid=${uid}`)).json.data
    expect(verified.anchor).to.include({
      status: 'anchored',
      chain_id: 8453,
      contract: EAS_ADDRESS,
    })
    expect(verified.anchor.tx_hash).to.match(/^0x[0-9a-f]{64}$/)
    expect(
      StandardMerkleTree.verify(verified.anchor.root, ['bytes32'], [uid], verified.anchor.proof),
    ).to.equal(true)
    expect(await eas.getTimestamp(verified.anchor.root)).to.equal(BigInt(verified.anchor.timestamp))
    const meta = (await call(api.url, '/v1/meta')).json.data.attestation.anchoring
    expect(meta).to.include({ unanchored: 0, lag_seconds: 0 })
    const run = await verifyCommand([
      uid.toUpperCase().replace('0X', ''),
      '--signer',
      attestor.signer.toLowerCase(),
      '--base',
      api.url,
      '--rpc',
      eas.rpcUrl,
    ])
    expect(run.code, run.stderr).to.equal(0)
    expect(
      run.verdict.checks.map((c: { name: string; status: string }) => `${c.name}:${c.status}`),
    ).to.deep.equal([
      'format:ok',
      'uid:ok',
      'signer:ok',
      'schema:ok',
      'merkle proof:ok',
      'on chain:ok',
    ])
  })

  it('the verify command detects a tampered field, a wrong proof and a foreign signer', async function () {
    const uid = eventSubject(events[0] as never)!.uid
    const fields = (await call(api.url, `/attest/verify?uid=${uid}`)).json.data
      .fields as ServedDateFields
    const foreign = privateKeyToAccount(generatePrivateKey())
    const forged = await signSubject(eventSubject(events[0] as never)!, foreign, attestor.domain)
    const cases: Array<[string, (data: any) => any, string]> = [
      [
        'a tampered date',
        (d) => {
          d.attestation.message.data = encodeServedDate({ ...fields, date: '2026-09-02' })
          return d
        },
        'uid',
      ],
      [
        'a tampered time',
        (d) => {
          d.attestation.message.time = String(Number(d.attestation.message.time) + 1)
          return d
        },
        'uid',
      ],
      [
        'a wrong proof',
        (d) => {
          d.anchor.proof = [...d.anchor.proof]
            .reverse()
            .map((p: string, i: number) => (i === 0 ? `0x${'11'.repeat(32)}` : p))
          return d
        },
        'merkle proof',
      ],
      [
        'a foreign signer',
        (d) => {
          d.attestation = JSON.parse(JSON.stringify(forged))
          d.signer = foreign.address
          return d
        },
        'signer',
      ],
      [
        "a contract of the server's choosing",
        (d) => {
          d.anchor.contract = `0x${'12'.repeat(20)}`
          return d
        },
        'on chain',
      ],
    ]
    for (const [what, rewrite, failing] of cases) {
      const fake = await tamperingServer(api.url, rewrite)
      try {
        const run = await verifyCommand([
          uid,
          '--signer',
          attestor.signer,
          '--base',
          fake.url,
          '--rpc',
          eas.rpcUrl,
        ])
        expect(run.code, what).to.equal(1)
        expect(
          run.verdict.checks.find((c: { name: string }) => c.name === failing).status,
          what,
        ).to.equal('failed')
      } finally {
        await fake.close()
      }
    }
    // The real server, but a different pinned address.
    const run = await verifyCommand([
      uid,
      '--signer',
      foreign.address,
      '--base',
      api.url,
      '--rpc',
      eas.rpcUrl,
    ])
    expect(run.code).to.equal(1)
    expect(run.verdict.checks.find((c: { name: string }) => c.name === 'signer').status).to.equal(
      'failed',
    )
  })

  it('with the chain down anchors wait, /v1/meta shows the lag and the API serves; the chain back, they are anchored', async function () {
    const later = [
      eventRow(5, {
        catalyst_id: 3,
        new_date: '2027-08-20',
        detected_at: '2026-07-20 08:00:00.000',
        accession: '0000000100-26-000005',
      }),
    ]
    await store.insert('events', later)
    await attestor.attestRows({ events: later as never, catalysts: [] })
    const uid = eventSubject(later[0] as never)!.uid
    const down = `http://127.0.0.1:${await freePort()}`
    const stalled = createAttestService({
      config: { ...configOf(down), ATTEST_ANCHOR_PRIVATE_KEY: eas.anchorKey },
      store,
      logger: testLogger,
      clock: systemClock,
      attestor,
    })
    await stalled.start()
    try {
      await waitFor(
        async () =>
          (await call(api.url, '/v1/meta')).json.data.attestation.anchoring.last_error !== null,
        { what: 'the anchoring failure in /v1/meta', timeoutMs: 30_000 },
      )
      await new Promise((r) => setTimeout(r, 1100))
      const meta = (await call(api.url, '/v1/meta')).json.data.attestation.anchoring
      expect(meta.enabled).to.equal(true)
      expect(meta.unanchored).to.equal(1)
      expect(meta.lag_seconds).to.be.greaterThan(0)
      const verify = await call(api.url, `/attest/verify?uid=${uid}`)
      expect(verify.status).to.equal(200)
      expect(verify.json.data.anchor).to.include({ status: 'pending', tx_hash: null })
      expect(verify.json.data.anchor.root).to.match(/^0x[0-9a-f]{64}$/)
      api.app.invalidate()
      await waitFor(
        async () =>
          (await call(api.url, '/v1/events?since=4')).json.data[0]?.attestation_uid === uid,
        { what: 'the new event served with its uid', timeoutMs: 10_000 },
      )
      const run = await verifyCommand([
        uid,
        '--signer',
        attestor.signer,
        '--base',
        api.url,
        '--rpc',
        eas.rpcUrl,
      ])
      expect(run.code, 'a pending anchor is not verified').to.equal(3)
    } finally {
      await stalled.stop()
    }
    const back = createAttestService({
      config: { ...configOf(eas.rpcUrl), ATTEST_ANCHOR_PRIVATE_KEY: eas.anchorKey },
      store,
      logger: testLogger,
      clock: systemClock,
      attestor,
    })
    expect((await back.anchorer.tick()).anchored).to.equal(1)
    expect((await call(api.url, `/attest/verify?uid=${uid}`)).json.data.anchor.status).to.equal(
      'anchored',
    )
    expect((await call(api.url, '/v1/meta')).json.data.attestation.anchoring.unanchored).to.equal(0)
    expect(
      (
        await verifyCommand([
          uid,
          '--signer',
          attestor.signer,
          '--base',
          api.url,
          '--rpc',
          eas.rpcUrl,
        ])
      ).code,
    ).to.equal(0)
  })

  it('normalises uids and answers every error status', async function () {
    const uid = eventSubject(events[2] as never)!.uid
    for (const form of [
      uid,
      uid.slice(2),
      uid.toUpperCase().replace('0X', '0x'),
      `0X${uid.slice(2).toUpperCase()}`,
      uid.slice(2).toUpperCase(),
    ]) {
      const r = await call(api.url, `/attest/verify?uid=${form}`)
      expect(r.status, form).to.equal(200)
      expect(r.json.data.uid).to.equal(uid)
    }
    for (const bad of [uid.slice(0, 65), `${uid}0`, `0x${'z'.repeat(64)}`, '', `0x${uid}`]) {
      const r = await call(api.url, `/attest/verify?uid=${encodeURIComponent(bad)}`)
      expect(r.status, bad).to.equal(422)
      expect(r.json.detail[0].loc).to.deep.equal(['query', 'uid'])
    }
    expect((await call(api.url, '/attest/verify')).status).to.equal(422)
    const unknown = await call(api.url, `/attest/verify?uid=0x${'0'.repeat(64)}`)
    expect(unknown.status).to.equal(404)
    expect(unknown.headers.get('content-type')).to.match(/^application\/problem\+json/)
    expect((await call(api.url, '/attest/accuracy/bad%20id')).status).to.equal(422)
    expect((await call(api.url, `/attest/accuracy/${'x'.repeat(67)}`)).status).to.equal(422)
    expect((await call(api.url, '/attest/accuracy/ledger')).status).to.equal(404)
  })

  it('signs the accuracy figures of each feed; their uid verifies like a served date', async function () {
    for (const feed of ['upcoming', 'events']) {
      const r = await call(api.url, `/attest/accuracy/${feed}`)
      expect(r.status).to.equal(200)
      validator.check(
        `/attest/accuracy/${feed}`,
        'GET',
        200,
        r.headers.get('content-type')!,
        r.json,
      )
      const data = r.json.data
      expect(data).to.include({ feed_id: feed, available: true, signer: attestor.signer })
      expect(data.figures.decisions_matched).to.equal(
        fullAccuracyDocument().date_accuracy.decisions_matched,
      )
      expect(
        offchain().verifyOffchainAttestationSignature(attestor.signer, data.attestation),
      ).to.equal(true)
      const verified = await call(api.url, `/attest/verify?uid=${data.attestation_uid}`)
      expect(verified.status).to.equal(200)
      expect(verified.json.data).to.include({ kind: 'accuracy', subject: `accuracy:${feed}` })
      expect(verified.json.data.fields.reportHash).to.equal(data.report_hash)
    }
  })
})
