/**
 * A filing the broker refuses for good does not hold its lane: on a real Kafka broker whose filings
 * topic takes less than the declared 16 MiB (an operator's setting, or a broker that lowered it),
 * the Atom lane publishes the filings it can, records the refused one with the broker's reason,
 * moves its watermark past it, and never fetches it again. The fake SEC on loopback speaks EDGAR.
 */
import { expect } from 'chai'
import { Kafka, logLevel } from 'kafkajs'
import { createKafkaBus } from '../../services/shared/bus/kafka.js'
import type { Bus, Subscription } from '../../services/shared/bus/types.js'
import { fixedClock } from '../../services/shared/clock.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import type { Filing } from '../../schemas/avro/types.js'
import { topicName, topics } from '../../topology/topics.js'
import { createPoller, type Poller } from '../../services/poller/service.js'
import { readState, stateKeys } from '../../services/poller/state.js'
import { testConfig, testKafka, testLogger, testStore, uid } from '../support/env.js'
import { waitFor } from '../support/wait.js'
import { makeFiling, startFakeSec, type FakeSec } from './fake-sec.js'

const UA = 'Catalyst Feed Tests ops@catalyst-feed.example'
const BROKER_LIMIT = 1024 * 1024

describe('poller: a filing the broker refuses (real Kafka, fake SEC, chDB)', function () {
  this.timeout(180_000)
  let sec: FakeSec | null = null
  let store: Store | null = null
  let bus: Bus | null = null
  let subscription: Subscription | null = null
  let poller: Poller | null = null
  after(async function () {
    await poller?.stop()
    await subscription?.stop()
    await bus?.close()
    await sec?.close()
    await store?.close()
  })

  it('records it as refused with the reason, publishes the others, moves the watermark on, and never fetches it again', async function () {
    // A long release (about 1.5 MB of text: under the declared limit, over this broker's) and an ordinary one after it.
    const long = makeFiling(601, {
      acceptedAt: '2025-03-04T14:00:00.000Z',
      filedDate: '2025-03-04',
    })
    long.documents[1]!.body = `<html><body>${'<p>The sponsor described its manufacturing sites, one paragraph after another, at great length.</p>\n'.repeat(16_000)}</body></html>`
    const ordinary = makeFiling(602, {
      acceptedAt: '2025-03-04T14:05:00.000Z',
      filedDate: '2025-03-04',
    })
    sec = await startFakeSec({ filings: [long, ordinary] })
    store = await testStore('refused')
    const kafka = await testKafka()
    const prefix = `r${uid()}.`
    bus = createKafkaBus({
      brokers: kafka.brokers,
      clientId: `refused-${uid()}`,
      serde: createAvroSerde(),
      logger: testLogger,
      topicPrefix: prefix,
    })
    await bus.ensureTopics([topics.filings, topics.deadLetters])
    const admin = new Kafka({
      clientId: 'refused-admin',
      brokers: kafka.brokers,
      logLevel: logLevel.NOTHING,
    }).admin()
    await admin.connect()
    try {
      await admin.alterConfigs({
        validateOnly: false,
        resources: [
          {
            type: 2,
            name: topicName(topics.filings, prefix),
            configEntries: [{ name: 'max.message.bytes', value: String(BROKER_LIMIT) }],
          },
        ],
      })
    } finally {
      await admin.disconnect()
    }
    const received: Filing[] = []
    subscription = await bus.subscribe(topics.filings, {
      groupId: `g-${uid()}`,
      handle: async (records) => {
        for (const r of records) received.push(r.value)
      },
    })
    poller = createPoller({
      config: testConfig({
        SEC_USER_AGENT: UA,
        SEC_WWW_URL: sec.url,
        SEC_EFTS_URL: sec.url,
        SEC_DATA_URL: sec.url,
      }),
      store,
      bus,
      logger: testLogger,
      clock: fixedClock('2025-03-04T15:00:00.000Z'),
      rateLimit: false,
    })

    const run = await poller.runLaneOnce('atom')
    expect(run.ok, run.error ?? '').to.equal(true)
    expect(run.result).to.deep.include({ published: 1, refused: 1 })
    await waitFor(async () => received.length >= 1, { what: 'the ordinary filing on the topic' })
    expect(received.map((f) => f.accession)).to.deep.equal([ordinary.accession])
    const [row] = await store.query<{ status: string; last_error: string; attempts: number }>(
      'SELECT status, last_error, attempts FROM {db:Identifier}.poller_filings FINAL WHERE accession = {a:String}',
      { a: long.accession },
    )
    expect(row!.status).to.equal('refused')
    expect(row!.last_error).to.match(/^refused by the bus: .*(MESSAGE_TOO_LARGE|larger than)/)
    const watermark = await readState(store, stateKeys.atomWatermark('8-K'))
    expect(Date.parse(watermark ?? '')).to.equal(Date.parse(ordinary.acceptedAt))

    // The next runs neither fetch nor publish it again.
    const again = await poller.runLaneOnce('atom')
    expect(again.ok, again.error ?? '').to.equal(true)
    const fetches = sec.requests.filter((r) => r.path.endsWith(`/${long.accession}.txt`))
    expect(fetches).to.have.length(1)
  })
})
