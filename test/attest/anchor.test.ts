/**
 * The anchorer's batching on the real ClickHouse engine, with anchoring off (no chain): uids become
 * Merkle batches of at most the batch size whose proofs verify, nothing is batched twice, and a
 * batch written without its proofs (a crash between the two writes) gets them at the next tick.
 * And the signer key: created once in DATA_DIR (mode 0600) and reused; the configured key wins.
 */
import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { expect } from 'chai'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { systemClock } from '../../services/shared/clock.js'
import { createLogger } from '../../services/shared/logger.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { createAnchorer, merkleBatch, verifyProof } from '../../services/attest/anchor.js'
import { createAttestor, subjectsOfRows, type Attestor } from '../../services/attest/attestor.js'
import { loadSignerAccount, SIGNER_KEY_FILE } from '../../services/attest/key.js'
import { lookupAttestation } from '../../services/attest/lookup.js'
import { pendingAnchors, readProof, writeAnchor } from '../../services/attest/store.js'
import type { AttestableEvent } from '../../services/attest/subjects.js'
import { testLogger, testStore } from '../support/env.js'

const domain = {
  version: '1.3.0',
  chainId: 8453,
  verifyingContract: '0x4200000000000000000000000000000000000021' as const,
}

function event(id: number): AttestableEvent {
  return {
    event_id: id,
    catalyst_id: 100 + id,
    event_type: 'new_date_assigned',
    drug_name: `Testamab ${id}`,
    application_number: null,
    new_date: '2027-05-01',
    outcome: null,
    source_quote: `The goal date for Testamab ${id} is May 1, 2027.`,
    accession: `9999999999-26-00000${id}`,
    detected_at: '2026-08-01T00:00:00.000Z',
  }
}

describe('attest: anchor batches without a chain', function () {
  this.timeout(60_000)
  let store: Store
  let attestor: Attestor

  beforeEach(async function () {
    store = await testStore('attest_anchor')
    attestor = createAttestor({
      store,
      account: privateKeyToAccount(generatePrivateKey()),
      domain,
      logger: testLogger,
    })
  })
  afterEach(async function () {
    await store.close()
  })

  const anchorer = () =>
    createAnchorer({
      store,
      chain: null,
      clock: systemClock,
      logger: testLogger,
      options: { intervalMs: 60_000, batchSize: 2 },
    })

  it('batches uids into trees of at most the batch size whose proofs verify, once', async function () {
    const rows = await attestor.attest(
      subjectsOfRows({ events: [1, 2, 3, 4, 5].map(event), catalysts: [] }),
    )
    expect(await anchorer().tick()).to.deep.equal({ batched: 5, anchored: 0 })
    expect(await anchorer().tick()).to.deep.equal({ batched: 0, anchored: 0 })
    const anchors = await pendingAnchors(store)
    expect(anchors.map((a) => a.uids.length).sort()).to.deep.equal([1, 2, 2])
    expect(new Set(anchors.flatMap((a) => a.uids)).size).to.equal(5)
    for (const row of rows) {
      const proof = (await readProof(store, row.uid))!
      expect(verifyProof(proof.root, row.uid, proof.proof), row.uid).to.equal(true)
      expect(
        verifyProof(proof.root, rows.find((r) => r.uid !== row.uid)!.uid, proof.proof),
      ).to.equal(false)
      const found = (await lookupAttestation(store, row.uid))!
      expect(found.anchor).to.deep.equal({
        status: 'pending',
        root: proof.root,
        proof: proof.proof,
        chain_id: null,
        contract: null,
        tx_hash: null,
        block_number: null,
        timestamp: null,
      })
    }
  })

  it('gives a batch written without its proofs its proofs at the next tick, and never batches its uids again', async function () {
    const rows = await attestor.attest(
      subjectsOfRows({ events: [1, 2, 3].map(event), catalysts: [] }),
    )
    const crashed = merkleBatch([rows[0]!.uid, rows[1]!.uid])
    const at = new Date().toISOString()
    await writeAnchor(store, {
      root: crashed.root,
      uids: [rows[0]!.uid, rows[1]!.uid],
      status: 'pending',
      chain_id: 0,
      contract: '',
      tx_hash: null,
      block_number: null,
      block_timestamp: null,
      attempts: 0,
      last_error: null,
      created_at: at,
      updated_at: at,
    })
    expect(await readProof(store, rows[0]!.uid)).to.equal(null)
    expect(await anchorer().tick()).to.deep.equal({ batched: 1, anchored: 0 })
    expect((await readProof(store, rows[0]!.uid))!.root).to.equal(crashed.root)
    expect((await readProof(store, rows[1]!.uid))!.root).to.equal(crashed.root)
    const anchors = await pendingAnchors(store)
    expect(anchors.flatMap((a) => a.uids).sort()).to.deep.equal(rows.map((r) => r.uid).sort())
  })
})

describe('attest: the signer key', () => {
  it('is created once in DATA_DIR with a warning and reused; the configured key wins; the key is never logged', () => {
    const dir = mkdtempSync(join(tmpdir(), 'attest-key-'))
    let logs = ''
    const logger = createLogger(
      { level: 'info' },
      new Writable({
        write(chunk, _e, done) {
          logs += chunk
          done()
        },
      }),
    )
    const first = loadSignerAccount({ DATA_DIR: dir, ATTEST_SIGNER_PRIVATE_KEY: undefined }, logger)
    expect(statSync(join(dir, SIGNER_KEY_FILE)).mode & 0o777).to.equal(0o600)
    expect(logs).to.include('created a new attestation signer key')
    const again = loadSignerAccount({ DATA_DIR: dir, ATTEST_SIGNER_PRIVATE_KEY: undefined }, logger)
    expect(again.address).to.equal(first.address)
    expect(logs).to.include('signing attestations with the key kept in DATA_DIR')
    const configured = generatePrivateKey()
    expect(
      loadSignerAccount({ DATA_DIR: dir, ATTEST_SIGNER_PRIVATE_KEY: configured }, logger).address,
    ).to.equal(privateKeyToAccount(configured).address)
    expect(logs).to.include(first.address)
    for (const line of logs.split('\n').filter(Boolean)) expect(line).to.not.match(/[0-9a-f]{64}/i)
  })
})
