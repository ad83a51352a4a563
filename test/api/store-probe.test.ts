/**
 * /health's database readiness (read-model/store-probe.ts) against a store that answers, one that
 * is busy (its probe queued behind other work), and one that is gone: the answer never waits on a
 * busy store longer than the probe's short wait, says how old its evidence is, and never piles
 * probes into the store's queue.
 */
import { expect } from 'chai'
import { StoreProbe } from '../../services/api/read-model/store-probe.js'
import { testLogger } from '../support/env.js'

/** A store whose probes the test answers by hand, counting those sent. */
function manualStore() {
  const waiting: Array<(ok: boolean) => void> = []
  return {
    sent: 0,
    waiting,
    ping(): Promise<boolean> {
      this.sent++
      return new Promise<boolean>((resolve) => waiting.push(resolve))
    },
    answerAll(ok: boolean) {
      for (const answer of waiting.splice(0)) answer(ok)
    },
  }
}

describe('store probe behind /health', () => {
  it('answers a ready store at once, and reuses a fresh result without a new probe', async () => {
    let now = 0
    let sent = 0
    const probe = new StoreProbe({
      ping: async () => (sent++, true),
      logger: testLogger,
      now: () => now,
    })
    expect(await probe.readiness()).to.deep.equal({ ready: true, ageMs: 0, reason: null })
    now = 600
    expect(await probe.readiness()).to.deep.equal({ ready: true, ageMs: 600, reason: null })
    expect(sent).to.equal(1)
    now = 1_200
    expect((await probe.readiness()).ageMs).to.equal(0)
    expect(sent).to.equal(2)
  })

  it('a busy store: answers from the last result within its wait, one probe out at a time', async () => {
    let now = 0
    const store = manualStore()
    const probe = new StoreProbe({
      ping: () => store.ping(),
      logger: testLogger,
      waitMs: 50,
      timeoutMs: 60_000,
      now: () => now,
    })
    const first = probe.readiness()
    store.answerAll(true)
    expect((await first).ready).to.equal(true)

    now = 3_000
    // The probe this sends is not answered (the store is busy): the answer does not wait for it.
    const busy = await probe.readiness()
    expect(busy).to.deep.equal({ ready: true, ageMs: 3_000, reason: null })
    now = 4_000
    await probe.readiness()
    await probe.readiness()
    expect(store.sent, 'probes sent while one is out').to.equal(2)

    // Still no answer past the staleness bound: the evidence no longer says ready.
    now = 5_500
    const stale = await probe.readiness()
    expect(stale.ready).to.equal(false)
    expect(stale.ageMs).to.equal(5_500)
    expect(stale.reason).to.match(/has not answered a probe for 5500 ms/)

    store.answerAll(true)
    await new Promise((r) => setImmediate(r))
    expect(await probe.readiness()).to.deep.equal({ ready: true, ageMs: 0, reason: null })
  })

  it('a probe that outlives its timeout is a failure, and stays the one probe out', async () => {
    const store = manualStore()
    const probe = new StoreProbe({
      ping: () => store.ping(),
      logger: testLogger,
      waitMs: 1_000,
      timeoutMs: 20,
    })
    const answer = await probe.readiness()
    expect(answer.ready).to.equal(false)
    expect(answer.reason).to.match(/did not answer within 20 ms/)
    expect((await probe.readiness()).ready).to.equal(false)
    expect(store.sent).to.equal(1)
    store.answerAll(true)
    await new Promise((r) => setImmediate(r))
    expect((await probe.readiness()).ready).to.equal(true)
  })

  it('a store that fails or throws shows on the request that finds the result old', async () => {
    let now = 0
    let up = true
    const probe = new StoreProbe({
      ping: async () => {
        if (!up) throw new Error('connection refused')
        return true
      },
      logger: testLogger,
      now: () => now,
    })
    expect((await probe.readiness()).ready).to.equal(true)
    up = false
    now = 1_000
    const down = await probe.readiness()
    expect(down).to.include({ ready: false, ageMs: 0 })
    expect(down.reason).to.match(/connection refused/)
  })
})
