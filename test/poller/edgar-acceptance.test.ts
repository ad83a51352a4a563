/**
 * The end-to-end runs' way of serving a data set (test/support/edgar-acceptance.ts): the Atom lane reads the newest
 * feed page on its first pass, then pages back to ten minutes before the newest filing it saw, so a set of filings all
 * in the feed at once is read only that far; accepted a feed page at a time, as EDGAR's live feed shows them, every
 * filing is read whatever the set's size. Fake SEC in EDGAR's formats, chDB, the in-process bus. Invented filers.
 */
import { expect } from 'chai'
import { createPoller, type Poller } from '../../services/poller/service.js'
import { acceptAsEdgar, feedPages } from '../support/edgar-acceptance.js'
import { pollerRig, type PollerRig } from '../support/poller-rig.js'
import { testLogger, uid } from '../support/env.js'
import { waitFor } from '../support/wait.js'
import { makeFiling, startFakeSec, type FakeFiling } from './fake-sec.js'

const NOW = '2026-11-29T12:00:00.000Z'
/** More filings than ten minutes of the feed holds at one a second: 600. */
const COUNT = 720

function filings(): FakeFiling[] {
  return Array.from({ length: COUNT }, (_, i) => {
    const f = makeFiling(i + 1, {
      pdufa: null,
      cik: String(1_950_000 + (i % 40)).padStart(10, '0'),
      accession: `0001777777-26-${String(i + 1).padStart(6, '0')}`,
      filedDate: '2026-11-28',
    })
    f.acceptedAt = new Date(Date.UTC(2026, 10, 28, 0, 0, i)).toISOString()
    return f
  })
}

describe('test support: filings accepted as EDGAR accepts them (fake SEC, chDB)', function () {
  this.timeout(300_000)
  let rig: PollerRig | undefined
  afterEach(async () => {
    await rig?.close()
    rig = undefined
  })

  async function start(
    initial: FakeFiling[],
  ): Promise<{ poller: Poller; rig: PollerRig; sec: Awaited<ReturnType<typeof startFakeSec>> }> {
    const sec = await startFakeSec({ filings: initial })
    rig = await pollerRig(sec, { storeName: 'acceptance', topicPrefix: `a${uid()}.`, now: NOW })
    const poller = rig.keep(
      createPoller({
        config: rig.config(),
        store: rig.store,
        bus: rig.bus,
        logger: testLogger,
        clock: rig.clock,
        rateLimit: false,
        secClient: { backoffInitialMs: 10, backoffMaxMs: 50, timeoutMs: 5_000, maxAttempts: 3 },
      }),
    )
    return { poller, rig, sec }
  }

  const pass = (poller: Poller) => async () => {
    const run = await poller.runLaneOnce('atom')
    expect(run.ok, run.error ?? '').to.equal(true)
  }

  it('pages by feed entries: at most one page of 100 per step, each party of a filing one entry', function () {
    const all = filings()
    all[0]!.otherParties = [{ cik: '0001950999', company: 'Coparty Bio, Inc.', role: 'Filer' }]
    const pages = feedPages([...all].reverse())
    expect(pages.map((p) => p.length)).to.deep.equal([99, 100, 100, 100, 100, 100, 100, 21])
    expect(pages[0]![0]).to.equal(all[0])
  })

  it('reads every filing of a set larger than ten minutes of the feed, where the set served at once loses its oldest', async function () {
    const all = filings()
    const once = await start(all)
    await pass(once.poller)()
    await pass(once.poller)()
    const readAtOnce = new Set(once.rig.received.map((f) => f.accession)).size
    expect(readAtOnce).to.be.lessThan(COUNT)
    await rig!.close()

    const paged = await start([])
    await acceptAsEdgar(paged.sec, all, { readPass: pass(paged.poller) })
    await waitFor(async () => new Set(paged.rig.received.map((f) => f.accession)).size >= COUNT, {
      what: 'every filing on the filings topic',
      timeoutMs: 60_000,
    })
    expect(new Set(paged.rig.received.map((f) => f.accession)).size).to.equal(COUNT)
  })
})
