/**
 * Signing in the catalysts batch, on the in-process bus and the real ClickHouse engine: every
 * committed date-bearing event and dated catalyst has its attestation stored, under the uid the API
 * derives from the row; a store failure while the batch is written leaves nothing served unsigned;
 * rows written without an attestor are signed by the attest service's backfill.
 */
import { createRequire } from 'node:module'
import { expect } from 'chai'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { topics } from '../../topology/topics.js'
import type { Bus } from '../../services/shared/bus/types.js'
import { CatalystFeedError } from '../../services/shared/errors.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { createCatalystsStage } from '../../services/catalysts/service.js'
import { createAttestor, type Attestor } from '../../services/attest/attestor.js'
import { batchAttestation } from '../../services/attest/batch-hook.js'
import { backfillAttestations } from '../../services/attest/service.js'
import { readAttestation } from '../../services/attest/store.js'
import { catalystAttestationUid, eventAttestationUid } from '../../services/attest/subjects.js'
import { busFlavours } from '../support/buses.js'
import { testLogger, testStore, uid } from '../support/env.js'
import { devCase, issuerLookup, recordOf } from '../catalysts/support/cases.js'
import { catalysts, events, waitProcessed } from '../catalysts/support/tables.js'
import { QUICK_STAGE } from '../catalysts/support/stage-options.js'

const require = createRequire(import.meta.url)
const sdk =
  require('@ethereum-attestation-service/eas-sdk') as typeof import('@ethereum-attestation-service/eas-sdk')

const options = QUICK_STAGE
const domain = {
  version: '1.3.0',
  chainId: 8453,
  verifyingContract: '0x4200000000000000000000000000000000000021' as const,
}

async function expectAllSigned(store: Store, attestor: Attestor): Promise<number> {
  const offchain = new sdk.Offchain(
    { address: domain.verifyingContract, version: domain.version, chainId: BigInt(domain.chainId) },
    sdk.OffchainAttestationVersion.Version2,
    new sdk.EAS(domain.verifyingContract),
  )
  const uids = [
    ...(await events(store)).map((e) => ({
      what: `event ${e.event_id} (${e.event_type})`,
      uid: eventAttestationUid(e),
      dated: e.new_date !== null,
    })),
    ...(await catalysts(store)).map((c) => ({
      what: `catalyst ${c.catalyst_id}`,
      uid: catalystAttestationUid(c),
      dated: c.pdufa_date !== null,
    })),
  ]
  let checked = 0
  for (const { what, uid: u, dated } of uids) {
    if (!dated) {
      expect(u, what).to.equal(null)
      continue
    }
    const stored = await readAttestation(store, u!)
    expect(stored, `${what} has a stored attestation`).to.not.equal(null)
    expect(stored!.signer).to.equal(attestor.signer)
    expect(
      offchain.verifyOffchainAttestationSignature(
        attestor.signer,
        JSON.parse(JSON.stringify(stored!.attestation)),
      ),
      what,
    ).to.equal(true)
    checked++
  }
  return checked
}

describe('attest: signing in the catalysts batch', function () {
  this.timeout(120_000)
  let bus: Bus
  let store: Store
  let attestor: Attestor

  beforeEach(async function () {
    bus = await busFlavours[0]!.make(`attest${uid()}.`)
    await bus.ensureTopics([
      topics.assertions,
      topics.reviews,
      topics.events,
      topics.merges,
      topics.deadLetters,
    ])
    store = await testStore('attest_stage')
    attestor = createAttestor({
      store,
      account: privateKeyToAccount(generatePrivateKey()),
      domain,
      logger: testLogger,
    })
  })
  afterEach(async function () {
    await bus.close()
    await store.close()
  })

  const records = () => [
    recordOf(devCase('apls_pegcetacoplan_set')),
    recordOf(devCase('apls_pegcetacoplan_ext'), { filed: '2022-11-18' }),
    recordOf(devCase('apls_syfovre_approval'), { filed: '2023-02-17' }),
  ]

  it('stores an attestation for every dated event and catalyst a batch makes visible, also after a store failure', async function () {
    // Writes to the attestations table fail for a while: the batch is retried, nothing shows unsigned.
    let failAttestations = 2
    const flaky = Object.create(store) as Store
    flaky.insert = async (table, rows) => {
      if (table === 'attestations' && failAttestations > 0) {
        failAttestations--
        throw new CatalystFeedError(
          'STORE_UNAVAILABLE',
          'store unavailable: connect ECONNREFUSED (insert into attestations)',
        )
      }
      return store.insert(table, rows)
    }
    const stage = createCatalystsStage({
      store: flaky,
      bus,
      logger: testLogger,
      lookupIssuer: issuerLookup(),
      attestation: batchAttestation(attestor),
      options: { ...options, groupId: `g-${uid()}` },
    })
    await stage.start()
    try {
      for (const record of records())
        await bus.publish(topics.assertions, [{ key: record.accession, value: record }])
      await waitProcessed(store, 3)
    } finally {
      await stage.stop()
    }
    expect(failAttestations).to.equal(0)
    const dated = (await events(store)).filter((e) => e.new_date !== null)
    expect(dated.length).to.be.greaterThan(1)
    expect(await expectAllSigned(store, attestor)).to.be.greaterThan(dated.length)
  })

  it('signs, at the attest service start, rows that were written without an attestor', async function () {
    const stage = createCatalystsStage({
      store,
      bus,
      logger: testLogger,
      lookupIssuer: issuerLookup(),
      options: { ...options, groupId: `g-${uid()}` },
    })
    await stage.start()
    try {
      for (const record of records())
        await bus.publish(topics.assertions, [{ key: record.accession, value: record }])
      await waitProcessed(store, 3)
    } finally {
      await stage.stop()
    }
    const [event] = (await events(store)).filter((e) => e.new_date !== null)
    expect(await readAttestation(store, eventAttestationUid(event!)!)).to.equal(null)
    const signed = await backfillAttestations(store, attestor, 1)
    expect(signed).to.be.greaterThan(1)
    const checked = await expectAllSigned(store, attestor)
    expect(checked).to.equal(signed)
    expect(await backfillAttestations(store, attestor)).to.equal(0)
  })
})
