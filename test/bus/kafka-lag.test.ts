/**
 * Consumer lag on a real broker: the Kafka bus, wrapped for metrics, reports per partition how far
 * a group of this process is behind the log end, from the broker's own committed offsets, and 0
 * once the group has committed everything.
 */
import { expect } from 'chai'
import { topics } from '../../topology/topics.js'
import { createKafkaBus } from '../../services/shared/bus/kafka.js'
import { withKafkaLag } from '../../services/shared/bus/kafka-lag.js'
import { createAvroSerde } from '../../services/shared/serde/avro.js'
import { testKafka, testLogger, uid } from '../support/env.js'
import { lockReview } from '../support/reviews.js'
import { waitFor } from '../support/wait.js'

describe('consumer lag on Kafka (real broker)', function () {
  this.timeout(120_000)

  it("reports the group's lag per partition from the broker's committed offsets, then 0 once it caught up", async function () {
    const kafka = await testKafka()
    const prefix = `t${uid()}.`
    const bus = withKafkaLag(
      createKafkaBus({
        brokers: kafka.brokers,
        clientId: `lag-${uid()}`,
        serde: createAvroSerde(),
        logger: testLogger,
        topicPrefix: prefix,
      }),
      { brokers: kafka.brokers, clientId: 'lag-test', topicPrefix: prefix, logger: testLogger },
    )
    try {
      await bus.ensureTopics([topics.reviews, topics.deadLetters])
      await bus.publish(
        topics.reviews,
        [1, 2, 3, 4, 5].map((n) => ({ key: `k${n}`, value: lockReview(n) })),
      )
      expect(await bus.consumerLag!()).to.deep.equal([])
      let release: () => void = () => undefined
      const gate = new Promise<void>((resolve) => {
        release = resolve
      })
      let handled = 0
      const group = `g-${uid()}`
      const sub = await bus.subscribe(topics.reviews, {
        groupId: group,
        handle: async (records) => {
          await gate
          handled += records.length
        },
      })
      expect(await bus.consumerLag!()).to.deep.equal([
        { group, topic: `${prefix}catalyst.reviews.v1`, partition: 0, lag: 5 },
      ])
      release()
      await waitFor(async () => handled === 5, { what: '5 handled' })
      await waitFor(async () => (await bus.consumerLag!())[0]?.lag === 0, {
        what: 'lag 0 after the commit',
        timeoutMs: 30_000,
      })
      await sub.stop()
      expect(await bus.consumerLag!()).to.deep.equal([])
    } finally {
      await bus.close()
    }
  })
})
