/**
 * The one configuration module. Every setting comes from the environment, is read once at start-up
 * by an entry point (`loadConfig(process.env)`), and is validated with zod. Defaults make the
 * embedded mode (`npm start`, nothing installed) work with nothing set. A bad value throws a
 * ConfigError whose message names the variable, the value's problem and what was expected; entry
 * points print it and exit. Modules receive the slice they need (`Pick<Config, ...>`), never read
 * process.env themselves.
 */
import { z } from 'zod'

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')
const optionalUrl = z.url({ protocol: /^https?$/ }).optional()
const identifier = z
  .string()
  .regex(
    /^[A-Za-z_][A-Za-z0-9_]*$/,
    'a ClickHouse identifier: letters, digits and _, not starting with a digit',
  )
const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
)
const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'a 0x-prefixed 20-byte address')
const hexKey32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'a 0x-prefixed 32-byte hex key')
const base58Address = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'a base58 Solana address')
const intIn = (min: number, max: number) =>
  z.coerce.number({ error: 'an integer' }).int('an integer').min(min).max(max)

/** Every environment variable the service knows, with its default and its rule. */
export const configSchema = z.object({
  // Runtime
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: intIn(0, 65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  // Unset: http://localhost:<PORT> (loadConfig), so links follow the port the service listens on.
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  API_COMMIT: z.string().default('unknown'),
  CONTACT_EMAIL: z.email().default('data@catalyst-feed.example'),
  // Store
  CLICKHOUSE_URL: optionalUrl,
  CLICKHOUSE_USER: z.string().default('default'),
  CLICKHOUSE_PASSWORD: z.string().default(''),
  CLICKHOUSE_DATABASE: identifier.default('catalyst_feed'),
  // Bus
  KAFKA_BROKERS: csv
    .pipe(z.array(z.string().regex(/^[^:\s]+:\d+$/, 'host:port')).min(1))
    .optional(),
  KAFKA_CLIENT_ID: z.string().min(1).default('catalyst-feed'),
  SCHEMA_REGISTRY_URL: optionalUrl,
  // What the published AsyncAPI document names (never the two above: internal, maybe with credentials).
  PUBLIC_KAFKA_BROKERS: csv
    .pipe(z.array(z.string().regex(/^[^:\s@/]+:\d+$/, 'host:port')).min(1))
    .optional(),
  PUBLIC_SCHEMA_REGISTRY_URL: optionalUrl,
  KAFKA_REPLICATION_FACTOR: intIn(1, 7).default(1),
  TOPIC_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]*$/, 'letters, digits, ".", "_" or "-"')
    .default(''),
  BUS_DIR: z.string().optional(),
  // Least privilege: create topics and apply migrations at start only when true. Unset: `npm start` and the embedded
  // default (no KAFKA_BROKERS, no CLICKHOUSE_URL) do, `npm run service` does not (the init job does it).
  AUTO_PROVISION: boolean.optional(),
  // Metrics (Prometheus text format): on their own port when set; on the API's port too only when asked.
  METRICS_PORT: intIn(0, 65535).optional(),
  METRICS_ON_API_PORT: boolean.default(false),
  // Poller (SEC EDGAR)
  SEC_USER_AGENT: z
    .string()
    .regex(/\S+@\S+/, 'a name and a contact e-mail, e.g. "Acme Research ops@acme.example"')
    .optional(),
  SEC_MAX_RPS: z.coerce.number({ error: 'a number' }).positive().max(10).default(10),
  // The SEC locks an IP out for about 10 minutes after a throttle page; waiting less only renews the lock.
  SEC_THROTTLE_PAUSE_SECONDS: intIn(0, 3600).default(600),
  SEC_WWW_URL: z.url().default('https://www.sec.gov'),
  SEC_EFTS_URL: z.url().default('https://efts.sec.gov'),
  SEC_DATA_URL: z.url().default('https://data.sec.gov'),
  POLL_INTERVAL_SECONDS: intIn(60, 86400).default(3600),
  // 6 s, start to start: two feed pages (8-K, 6-K) a run, 28,800 requests a day (a third of a request per second,
  // inside the 40,000 a day the whole poller may spend at defaults); the wait for the next run is 3 s on average,
  // at most 6 s, so a filing is served as an event about 4 s (p50) and within 12 s (p99) after it shows in the feed.
  ATOM_INTERVAL_SECONDS: intIn(5, 3600).default(6),
  // The issuer universe whose every 8-K/6-K is read: SIC codes (from each filer's submissions record) and added CIKs.
  UNIVERSE_SIC_CODES: csv
    .pipe(z.array(z.string().regex(/^\d{4}$/, 'four-digit SIC codes')).min(1))
    .default(['2833', '2834', '2835', '2836', '8731']),
  UNIVERSE_CIKS: csv.pipe(z.array(z.string().regex(/^\d{1,10}$/, 'CIKs, digits only'))).default([]),
  SIC_REFRESH_DAYS: intIn(1, 365).default(30),
  CATCHUP_DAYS: intIn(1, 365).default(60),
  POLLER_ENABLED: boolean.default(true),
  // FDA record
  FDA_API_URL: z.url().default('https://api.fda.gov'),
  // Extraction in worker threads: how many, and the time budget of one filing (over it: dead-lettered),
  // a base plus an allowance per million characters of its extractable text (the extractor is linear).
  EXTRACTION_WORKERS: intIn(1, 16).default(2),
  EXTRACTION_BUDGET_SECONDS: intIn(1, 600).default(5),
  EXTRACTION_BUDGET_SECONDS_PER_MILLION_CHARS: intIn(0, 600).default(10),
  // LLM extractor (optional)
  LLM_BASE_URL: optionalUrl,
  LLM_MODEL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  // Payments (x402)
  PAYMENTS_ENABLED: boolean.default(true),
  FACILITATOR_URL: optionalUrl,
  EVM_NETWORK: z
    .string()
    .regex(/^eip155:\d+$/, 'a CAIP-2 id like eip155:8453')
    .default('eip155:8453'),
  EVM_RPC_URL: optionalUrl,
  EVM_PAY_TO: evmAddress.optional(),
  EVM_USDC_ADDRESS: evmAddress.default('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'),
  EVM_FACILITATOR_PRIVATE_KEY: hexKey32.optional(),
  SVM_NETWORK: z
    .string()
    .regex(/^solana:\w+$/, 'a CAIP-2 id like solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    .default('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  SVM_RPC_URL: optionalUrl,
  SVM_PAY_TO: base58Address.optional(),
  SVM_USDC_MINT: base58Address.default('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'),
  SVM_FACILITATOR_PRIVATE_KEY: z.string().optional(),
  // Attestations
  ATTEST_SIGNER_PRIVATE_KEY: hexKey32.optional(),
  ATTEST_RPC_URL: optionalUrl,
  ATTEST_ANCHOR_PRIVATE_KEY: hexKey32.optional(),
  ATTEST_EAS_ADDRESS: evmAddress.default('0x4200000000000000000000000000000000000021'),
  ATTEST_CHAIN_ID: intIn(1, 2 ** 31).default(8453),
  ATTEST_EAS_VERSION: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/, 'a version like 1.3.0')
    .default('1.3.0'),
  ATTEST_ANCHOR_INTERVAL_SECONDS: intIn(1, 86400).default(300),
  ATTEST_ANCHOR_BATCH_SIZE: intIn(1, 100000).default(1000),
})

export type Config = Omit<z.output<typeof configSchema>, 'PUBLIC_BASE_URL'> & {
  /** Always set after loadConfig: the configured value, else http://localhost:<PORT>. */
  PUBLIC_BASE_URL: string
}
export type ConfigKey = keyof Config

/** Settings whose values must never reach a log line. */
export const secretKeys: readonly ConfigKey[] = [
  'CLICKHOUSE_PASSWORD',
  'LLM_API_KEY',
  'EVM_FACILITATOR_PRIVATE_KEY',
  'SVM_FACILITATOR_PRIVATE_KEY',
  'ATTEST_SIGNER_PRIVATE_KEY',
  'ATTEST_ANCHOR_PRIVATE_KEY',
]

export class ConfigError extends Error {
  readonly code = 'CONFIG_INVALID'
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Validates an environment (normally process.env). Empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const known = Object.keys(configSchema.shape)
  const input: Record<string, string> = {}
  for (const key of known) {
    const value = env[key]
    if (value !== undefined && value !== '') input[key] = value
  }
  const parsed = configSchema.safeParse(input)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? '?')
        return `${key}=${JSON.stringify(input[key] ?? '')}: ${issue.message}`
      }),
    )
  }
  return {
    ...parsed.data,
    PUBLIC_BASE_URL: parsed.data.PUBLIC_BASE_URL ?? defaultPublicBaseUrl(parsed.data.PORT),
  }
}

/** The base URL of links when PUBLIC_BASE_URL is unset: this host at the listening port. */
export function defaultPublicBaseUrl(port: number): string {
  return `http://localhost:${port}`
}

/**
 * The base URL once the listener is bound: PORT=0 picks a free port, so a default base URL that
 * names port 0 takes the bound one. A configured PUBLIC_BASE_URL is kept as it is.
 */
export function boundPublicBaseUrl(baseUrl: string, boundPort: number): string {
  const url = new URL(baseUrl)
  if (url.port !== '0') return baseUrl
  url.port = String(boundPort)
  return url.toString().replace(/\/$/, '')
}

/**
 * A URL as a log line may show it: scheme, host and port only. Hosted RPC and registry URLs carry API keys in their path,
 * query or user info ("https://base-mainnet.example/v2/<key>"), so nothing after the host is ever shown.
 */
export function urlForLog(value: string): string {
  try {
    const url = new URL(value)
    return `${url.protocol}//${url.host}${url.pathname !== '/' || url.search || url.username ? '/[redacted]' : ''}`
  } catch {
    return '[redacted]'
  }
}

/** The configuration with secrets masked and URLs cut to their host, for a start-up log line. */
export function describeConfig(config: Config): Record<string, unknown> {
  const shown: Record<string, unknown> = { ...config }
  for (const key of secretKeys) if (shown[key]) shown[key] = '[redacted]'
  for (const [key, value] of Object.entries(shown))
    if (key.endsWith('_URL') && typeof value === 'string') shown[key] = urlForLog(value)
  return shown
}
