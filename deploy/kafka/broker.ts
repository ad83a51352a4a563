/**
 * One real Apache Kafka broker (KRaft, combined broker+controller) from the Maven Central jars in
 * .cache/kafka-libs (`bash deploy/kafka/fetch.sh`): a fresh temp dir, free 127.0.0.1 ports, format,
 * start, wait until a client can list topics, stop. For tests and local runs.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { randomBytes } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { Kafka, logLevel } from 'kafkajs'
import { spawnJava, type JavaProcess } from './java-process.js'

export const cacheDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../.cache')

export interface RunningBroker {
  /** host:port for clients. */
  readonly brokers: string
  readonly logFile: string
  stop(): Promise<void>
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

function clusterId(): string {
  // Kafka's own generator avoids ids starting with '-', which break CLI parsing.
  for (;;) {
    const id = randomBytes(16).toString('base64url')
    if (!id.startsWith('-')) return id
  }
}

export async function startKafkaBroker(
  options: { libsDir?: string; readyTimeoutMs?: number } = {},
): Promise<RunningBroker> {
  const libsDir = options.libsDir ?? join(cacheDir, 'kafka-libs')
  if (!existsSync(libsDir) || !readdirSync(libsDir).some((f) => f.startsWith('kafka_2.13-'))) {
    throw new Error(
      `Kafka jars not found in ${libsDir}: run \`bash deploy/kafka/fetch.sh\` (needs mvn and Maven Central)`,
    )
  }
  const runDir = mkdtempSync(join(tmpdir(), 'kafka-run-'))
  const [brokerPort, controllerPort] = [await freePort(), await freePort()]
  const logFile = join(runDir, 'broker.log')
  const log4j = join(runDir, 'log4j2.properties')
  writeFileSync(
    log4j,
    [
      'status = warn',
      'appender.out.type = Console',
      'appender.out.name = OUT',
      'appender.out.layout.type = PatternLayout',
      'appender.out.layout.pattern = [%d] %p %m (%c)%n',
      'rootLogger.level = INFO',
      'rootLogger.appenderRef.out.ref = OUT',
      'logger.kafka.name = org.apache.kafka',
      'logger.kafka.level = WARN',
      'logger.server.name = kafka.server.KafkaRaftServer',
      'logger.server.level = INFO',
    ].join('\n'),
  )
  const properties = join(runDir, 'server.properties')
  writeFileSync(
    properties,
    [
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
      `listeners=PLAINTEXT://127.0.0.1:${brokerPort},CONTROLLER://127.0.0.1:${controllerPort}`,
      `advertised.listeners=PLAINTEXT://127.0.0.1:${brokerPort}`,
      'controller.listener.names=CONTROLLER',
      'inter.broker.listener.name=PLAINTEXT',
      'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
      `log.dirs=${join(runDir, 'data')}`,
      'num.partitions=1',
      'auto.create.topics.enable=false',
      'delete.topic.enable=true',
      'offsets.topic.replication.factor=1',
      'offsets.topic.num.partitions=1',
      'transaction.state.log.replication.factor=1',
      'transaction.state.log.min.isr=1',
      'transaction.state.log.num.partitions=1',
      'share.coordinator.state.topic.replication.factor=1',
      'share.coordinator.state.topic.min.isr=1',
      'group.initial.rebalance.delay.ms=0',
      'num.network.threads=2',
      'num.io.threads=2',
      'num.recovery.threads.per.data.dir=1',
      'log.cleaner.dedupe.buffer.size=2097152',
    ].join('\n'),
  )
  const classpath = `${libsDir}/*`
  const common = [`-Dlog4j2.configurationFile=${log4j}`, '-cp', classpath]
  const format = spawnSync(
    'java',
    [
      '-Xmx256m',
      ...common,
      'kafka.tools.StorageTool',
      'format',
      '-t',
      clusterId(),
      '-c',
      properties,
      '--ignore-formatted',
    ],
    { encoding: 'utf8' },
  )
  if (format.status !== 0) {
    rmSync(runDir, { recursive: true, force: true })
    throw new Error(`formatting KRaft storage failed: ${format.stderr || format.stdout}`)
  }
  const jvm: JavaProcess = spawnJava(
    [
      '-Xms256m',
      '-Xmx1g',
      '-XX:+UseG1GC',
      '-XX:MaxGCPauseMillis=20',
      '-XX:TieredStopAtLevel=1',
      '-Djava.awt.headless=true',
      ...common,
      'kafka.Kafka',
      properties,
    ],
    { logFile },
  )
  const brokers = `127.0.0.1:${brokerPort}`
  const stop = async () => {
    await jvm.stop()
    rmSync(runDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000)
  const kafka = new Kafka({
    clientId: 'broker-probe',
    brokers: [brokers],
    logLevel: logLevel.NOTHING,
    retry: { retries: 0 },
  })
  let exitCode: number | null | undefined
  void jvm.exited.then((code) => {
    exitCode = code
  })
  for (;;) {
    if (exitCode !== undefined) {
      const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')
      await stop()
      throw new Error(`Kafka broker exited with ${exitCode} before it was ready:\n${tail}`)
    }
    const admin = kafka.admin()
    try {
      await admin.connect()
      await admin.listTopics()
      await admin.disconnect()
      return { brokers, logFile, stop }
    } catch {
      await admin.disconnect().catch(() => undefined)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(
        `Kafka broker not ready after ${options.readyTimeoutMs ?? 90_000} ms; see ${logFile}`,
      )
    }
    await new Promise((r) => setTimeout(r, 500))
  }
}
