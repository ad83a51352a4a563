/**
 * The README's outside consumer (deploy/examples/tap-topic.mjs: kafkajs and the registry client,
 * no code of this repository) reads a topic the Kafka bus wrote in the registry's wire format, on a
 * real broker and a real Confluent-API registry, with the topic's address taken from the AsyncAPI
 * document: it prints every record's key and value as the stage published them.
 */
import { expect } from 'chai'
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import type { CatalystMerge } from '../../schemas/avro/types.js'
import { topics } from '../../topology/topics.js'
import { buildAsyncApi, loadAvroSchemas } from '../../topology/asyncapi.js'
import { createKafkaBus } from '../../services/shared/bus/kafka.js'
import { createRegistrySerde } from '../../services/shared/serde/avro.js'
import { testKafka, testLogger, uid } from '../support/env.js'

function runExample(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [join(import.meta.dirname, '..', '..', 'deploy', 'examples', 'tap-topic.mjs')],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => {
      stdout += d
    })
    child.stderr.on('data', (d) => {
      stderr += d
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

describe('README: a consumer outside this code base taps a topic through the registry (real broker)', function () {
  this.timeout(180_000)

  it('prints the records the stage published, keys and values decoded by the schema ids they carry', async function () {
    const kafka = await testKafka()
    if (!kafka.registryUrl)
      throw new Error('this test needs a schema registry (the Maven-jar environment starts one)')
    const prefix = `t${uid()}.`
    const bus = createKafkaBus({
      brokers: kafka.brokers,
      clientId: `tap-${uid()}`,
      serde: createRegistrySerde(kafka.registryUrl),
      logger: testLogger,
      topicPrefix: prefix,
    })
    const merges: CatalystMerge[] = [1, 2, 3].map((n) => ({
      loser_catalyst_id: 100 + n,
      survivor_catalyst_id: 200 + n,
      action: n === 3 ? 'unmerge' : 'merge',
      reason: 'operator',
      at: `2026-11-0${n}T00:00:00.000Z`,
    }))
    try {
      await bus.ensureTopics([topics.merges, topics.deadLetters])
      await bus.publish(
        topics.merges,
        merges.map((value) => ({ key: value.loser_catalyst_id, value })),
      )
    } finally {
      await bus.close()
    }
    const document = buildAsyncApi(loadAvroSchemas(), {
      version: '0.8.0',
      topicPrefix: prefix,
      brokers: kafka.brokers,
      registryUrl: kafka.registryUrl,
    }) as { channels: Record<string, { address: string }> }
    const run = await runExample({
      BROKERS: kafka.brokers.join(','),
      REGISTRY: kafka.registryUrl,
      TOPIC: document.channels.merges!.address,
      MAX: '3',
    })
    expect(run.code, run.stderr).to.equal(0)
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { key: string | number; value: CatalystMerge; offset: string })
    expect(lines.map((l) => l.value)).to.deep.equal(merges)
    expect(lines.map((l) => Number(l.key))).to.deep.equal([101, 102, 103])
    expect(lines.map((l) => l.offset)).to.deep.equal(['0', '1', '2'])

    const usage = await runExample({ BROKERS: '', REGISTRY: '', TOPIC: '' })
    expect(usage.code).to.equal(64)
    expect(usage.stderr).to.equal('tap-topic: set BROKERS, REGISTRY and TOPIC\n')
  })
})
