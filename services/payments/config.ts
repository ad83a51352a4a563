/**
 * Maps the payments slice of the configuration to x402 route configuration: the two paid routes,
 * their flat prices in atomic USDC (6 decimals), the networks they accept (Base and Solana, each only
 * when its pay-to address is configured) and the discovery ("bazaar") declaration of their query.
 * Pure: no I/O, nothing read from the environment.
 */
import type { Network } from '@x402/core/types'
import type { RouteConfig, RoutesConfig } from '@x402/core/server'
import { declareDiscoveryExtension } from '@x402/extensions/bazaar'
import type { Config } from '../shared/config.js'

export type PaidRoute = 'upcoming' | 'events'

export type PaymentsConfig = Pick<
  Config,
  | 'PAYMENTS_ENABLED'
  | 'FACILITATOR_URL'
  | 'PUBLIC_BASE_URL'
  | 'EVM_NETWORK'
  | 'EVM_RPC_URL'
  | 'EVM_PAY_TO'
  | 'EVM_USDC_ADDRESS'
  | 'EVM_FACILITATOR_PRIVATE_KEY'
  | 'SVM_NETWORK'
  | 'SVM_RPC_URL'
  | 'SVM_PAY_TO'
  | 'SVM_USDC_MINT'
  | 'SVM_FACILITATOR_PRIVATE_KEY'
>

/** Seconds a signed authorisation stays valid (EVM validBefore = now + this). */
export const MAX_TIMEOUT_SECONDS = 120

/** Circle USDC's EIP-712 domain, the same on every chain where it is native (Base included). */
export const EVM_USDC_DOMAIN = { name: 'USD Coin', version: '2' } as const

export interface PaidRouteSpec {
  route: PaidRoute
  path: string
  /** Atomic USDC units, 6 decimals. */
  amount: string
  usd: string
  description: string
  /** Example query and JSON Schema of the query, for the discovery extension. */
  exampleQuery: Record<string, string>
  querySchema: Record<string, unknown>
}

const ticker = {
  type: 'string',
  minLength: 1,
  maxLength: 12,
  pattern: '^\\S+$',
  description: 'Issuer ticker, case-insensitive',
}

export const paidRoutes: Readonly<Record<PaidRoute, PaidRouteSpec>> = {
  upcoming: {
    route: 'upcoming',
    path: '/v1/catalysts/upcoming',
    amount: '20000',
    usd: '0.02',
    description: 'Upcoming FDA PDUFA decision dates (snapshot), flat $0.02 per request',
    exampleQuery: { within_days: '30', limit: '50' },
    querySchema: {
      type: 'object',
      properties: {
        within_days: {
          type: 'integer',
          minimum: 1,
          maximum: 365,
          default: 365,
          description: 'Forward window in days',
        },
        limit: {
          type: 'integer',
          minimum: 1,
          maximum: 500,
          default: 200,
          description: 'Maximum catalysts',
        },
        ticker,
      },
      additionalProperties: false,
    },
  },
  events: {
    route: 'events',
    path: '/v1/events',
    amount: '50000',
    usd: '0.05',
    description:
      'Catalyst change events (append-only stream with a since cursor), flat $0.05 per request',
    exampleQuery: { since: '0', limit: '100' },
    querySchema: {
      type: 'object',
      properties: {
        since: {
          type: 'integer',
          minimum: 0,
          description: 'Only events with a greater event_id; ascending when set',
        },
        limit: {
          type: 'integer',
          minimum: 1,
          maximum: 500,
          default: 100,
          description: 'Maximum events',
        },
        ticker,
      },
      additionalProperties: false,
    },
  },
}

/** The x402 route key of a paid route: GET only (the paid routes answer no other method). */
export function routeKey(route: PaidRoute): string {
  return `GET ${paidRoutes[route].path}`
}

export interface AcceptOption {
  scheme: 'exact'
  network: Network
  payTo: string
  asset: string
  amount: string
  extra: Record<string, unknown>
}

/** The payment options of one route, in the order they are offered: Base first, then Solana. */
export function acceptOptions(config: PaymentsConfig, route: PaidRoute): AcceptOption[] {
  const { amount } = paidRoutes[route]
  const options: AcceptOption[] = []
  if (config.EVM_PAY_TO) {
    options.push({
      scheme: 'exact',
      network: config.EVM_NETWORK as Network,
      payTo: config.EVM_PAY_TO,
      asset: config.EVM_USDC_ADDRESS,
      amount,
      extra: { ...EVM_USDC_DOMAIN },
    })
  }
  if (config.SVM_PAY_TO) {
    // extra.feePayer is filled from the facilitator's /supported answer when the challenge is built.
    options.push({
      scheme: 'exact',
      network: config.SVM_NETWORK as Network,
      payTo: config.SVM_PAY_TO,
      asset: config.SVM_USDC_MINT,
      amount,
      extra: {},
    })
  }
  return options
}

/** Networks the configuration offers (those with a pay-to address). */
export function configuredNetworks(config: PaymentsConfig): Network[] {
  return acceptOptions(config, 'upcoming').map((o) => o.network)
}

function routeConfig(config: PaymentsConfig, spec: PaidRouteSpec): RouteConfig {
  return {
    accepts: acceptOptions(config, spec.route).map((o) => ({
      scheme: o.scheme,
      network: o.network,
      payTo: o.payTo,
      maxTimeoutSeconds: MAX_TIMEOUT_SECONDS,
      price: { amount: o.amount, asset: o.asset, extra: o.extra },
    })),
    description: spec.description,
    mimeType: 'application/json',
    serviceName: 'catalyst-feed',
    tags: ['fda', 'pdufa', 'biotech'],
    extensions: declareDiscoveryExtension({
      input: spec.exampleQuery,
      inputSchema: spec.querySchema,
      output: {
        example: { data: [], meta: {} },
        schema: {
          type: 'object',
          required: ['data', 'meta'],
          properties: { data: { type: 'array' }, meta: { type: 'object' } },
        },
      },
    }),
  }
}

/** Both paid routes as x402 route configuration. */
export function buildRoutesConfig(config: PaymentsConfig): RoutesConfig {
  const routes: Record<string, RouteConfig> = {}
  for (const spec of Object.values(paidRoutes))
    routes[routeKey(spec.route)] = routeConfig(config, spec)
  return routes
}

/** Problems that make the challenge impossible to build, for a start-up warning. */
export function configProblems(config: PaymentsConfig): string[] {
  const problems: string[] = []
  if (!config.PAYMENTS_ENABLED) return problems
  if (!config.EVM_PAY_TO && !config.SVM_PAY_TO)
    problems.push('neither EVM_PAY_TO nor SVM_PAY_TO is set: no network can be offered')
  if (!config.FACILITATOR_URL) {
    if (config.EVM_PAY_TO && !(config.EVM_RPC_URL && config.EVM_FACILITATOR_PRIVATE_KEY))
      problems.push(
        'EVM_PAY_TO is set but the in-process facilitator lacks EVM_RPC_URL or EVM_FACILITATOR_PRIVATE_KEY (and FACILITATOR_URL is unset)',
      )
    if (config.SVM_PAY_TO && !(config.SVM_RPC_URL && config.SVM_FACILITATOR_PRIVATE_KEY))
      problems.push(
        'SVM_PAY_TO is set but the in-process facilitator lacks SVM_RPC_URL or SVM_FACILITATOR_PRIVATE_KEY (and FACILITATOR_URL is unset)',
      )
  }
  return problems
}
