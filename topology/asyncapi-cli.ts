/**
 * `npm run asyncapi [-- --out FILE]`: prints (or writes) the AsyncAPI 3.0 document of the topics for
 * the configured deployment: TOPIC_PREFIX, and the addresses the operator publishes
 * (PUBLIC_KAFKA_BROKERS, PUBLIC_SCHEMA_REGISTRY_URL), never the internal KAFKA_BROKERS or
 * SCHEMA_REGISTRY_URL (see publicAsyncApiOptions).
 */
import { writeFileSync } from 'node:fs'
import { API_VERSION } from './version.js'
import { ConfigError, loadConfig } from '../services/shared/config.js'
import { buildAsyncApi, loadAvroSchemas, publicAsyncApiOptions } from './asyncapi.js'

const usage =
  'usage: npm run asyncapi [-- --out FILE]  (TOPIC_PREFIX, PUBLIC_KAFKA_BROKERS, PUBLIC_SCHEMA_REGISTRY_URL name the deployment described)'

function main(argv: string[]): number {
  let out: string | null = null
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${usage}\n`)
      return 0
    }
    if (arg === '--out' && argv[i + 1] && !argv[i + 1]!.startsWith('--')) {
      out = argv[++i]!
      continue
    }
    process.stderr.write(
      `asyncapi: ${arg === '--out' ? '--out needs a file name' : `unknown argument ${arg}`}\n`,
    )
    return 64
  }
  let config
  try {
    config = loadConfig(process.env)
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`)
    return error instanceof ConfigError ? 78 : 1
  }
  const document = buildAsyncApi(loadAvroSchemas(), publicAsyncApiOptions(config, API_VERSION))
  const text = `${JSON.stringify(document, null, 2)}\n`
  if (out) {
    writeFileSync(out, text)
    process.stderr.write(
      `asyncapi: wrote ${out} (${Object.keys(document.channels as object).length} channels)\n`,
    )
  } else process.stdout.write(text)
  return 0
}

process.exitCode = main(process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--')))
