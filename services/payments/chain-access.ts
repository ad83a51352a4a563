/**
 * The chain access the in-process facilitator hands to @x402/evm, wrapped so that no RPC failure can
 * escape unobserved.
 *
 * Why: @x402/evm (2.27.0) starts its asset-contract check (`startAssetContractCheck`, an
 * `eth_getCode` on the token) before it verifies the signature, and returns early without awaiting
 * the check when the signature, recipient, validity window or amount is wrong. If the RPC fails, that
 * abandoned promise rejects with nobody listening: an unhandled rejection, which ends a Node process.
 * One unsigned authorisation sent while the RPC is down was enough to stop the whole service.
 *
 * What the wrapper does:
 *  - `getCode` never rejects, and is cached per address (see observedEvmSigner): a failure resolves to `undefined` (what the library already assumes
 *    for the payer's code when its own lookup fails: "no code"), so the promise the library may
 *    abandon cannot reject. For the asset that answer makes the library refuse the payment (asset
 *    not deployed), never accept it.
 *  - every other method rethrows (the library awaits those), after the failure is recorded;
 *  - every failure is reported (method name and a URL-free message) and marked on the verify or
 *    settle call in progress (an AsyncLocalStorage scope), so that call can answer
 *    `facilitator_unavailable` instead of a verdict reached on missing chain data.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { FacilitatorEvmSigner } from '@x402/evm'
import { SettlementNotLanded } from './late-receipt.js'

/** Chain failures seen during one facilitator call. */
export interface ChainScope {
  failures: number
}

const scopes = new AsyncLocalStorage<ChainScope>()

/** Runs `call` in a fresh scope and returns its result with the number of chain failures it saw. */
export async function inChainScope<T>(
  call: () => Promise<T>,
): Promise<{ result: T; chainFailures: number } | { error: unknown; chainFailures: number }> {
  const scope: ChainScope = { failures: 0 }
  try {
    const result = await scopes.run(scope, call)
    return { result, chainFailures: scope.failures }
  } catch (error) {
    return { error, chainFailures: scope.failures }
  }
}

export type ChainFailureReport = (method: string, error: unknown) => void

const chainMethods = [
  'readContract',
  'verifyTypedData',
  'writeContract',
  'sendTransaction',
  'waitForTransactionReceipt',
] as const

/** How long an address's code is trusted: a wallet deployed since is seen after at most this. */
export const CODE_CACHE_TTL_MS = 10 * 60_000
const CODE_CACHE_MAX_ENTRIES = 10_000

/** Whether an EVM payer has code, as the gate asks before a signature only a wallet can vouch for. */
export type PayerCode =
  /** Code at the address: a contract wallet, asked through ERC-1271 by the facilitator. */
  | 'contract'
  /** No code: a key-held account, whose signature must recover to it. */
  | 'no_code'
  /** The lookup failed (RPC down): nothing is known. */
  | 'unavailable'
  /** The address is not cached and the budget of lookups for new payers is spent for now. */
  | 'busy'

/**
 * How many never-seen payers may cost a code lookup: a burst, refilled at a steady rate. Each
 * unpaid request with a fresh `from` and a signature only a wallet could vouch for would otherwise
 * cost one provider call; this bounds what a stream of them costs, whatever its volume.
 */
export interface NewPayerBudget {
  burst: number
  perMinute: number
}
export const NEW_PAYER_BUDGET: NewPayerBudget = { burst: 20, perMinute: 60 }

export interface ObservedEvmChain {
  signer: FacilitatorEvmSigner
  payerCode(address: `0x${string}`): Promise<PayerCode>
}

/**
 * `signer` with every chain call observed (see the file comment), and `getCode` answered from a
 * per-address cache: the token's code (the library's asset check) and each payer's (whether it is a
 * contract wallet) cost one call per address per CODE_CACHE_TTL_MS, not three per verification.
 * Failed lookups are not cached. `payerCode` reads the same cache, and spends the new-payer budget
 * only on an address it does not hold.
 */
export function observedEvmChain(
  signer: FacilitatorEvmSigner,
  report: ChainFailureReport,
  codeCacheTtlMs = CODE_CACHE_TTL_MS,
  budget: NewPayerBudget = NEW_PAYER_BUDGET,
): ObservedEvmChain {
  const failed = (method: string, error: unknown) => {
    const scope = scopes.getStore()
    if (scope) scope.failures += 1
    try {
      report(method, error)
    } catch {
      /* a failing reporter must not turn into a rejection */
    }
  }
  const observed = { ...signer }
  for (const method of chainMethods) {
    const inner = signer[method].bind(signer) as (args: unknown) => Promise<unknown>
    ;(observed as Record<string, unknown>)[method] = async (args: unknown) => {
      try {
        return await inner(args)
      } catch (error) {
        // A settlement the receipt wait resolved as not landed is an answer, not a chain failure.
        if (!(error instanceof SettlementNotLanded)) failed(method, error)
        throw error
      }
    }
  }
  type Lookup = { code: `0x${string}` | undefined } | { error: unknown }
  const codes = new Map<string, { lookup: Promise<Lookup>; until: number }>()
  const cached = (address: string) => {
    const entry = codes.get(address.toLowerCase())
    return entry && entry.until > Date.now() ? entry : undefined
  }
  const lookupCode = (address: `0x${string}`): Promise<Lookup> => {
    const key = address.toLowerCase()
    let entry = cached(key)
    if (!entry) {
      const created: { lookup: Promise<Lookup>; until: number } = {
        lookup: Promise.resolve({ code: undefined }),
        until: Date.now() + codeCacheTtlMs,
      }
      created.lookup = (async (): Promise<Lookup> => {
        await Promise.resolve() // the entry is in the map before the lookup can fail
        try {
          return { code: await signer.getCode({ address }) }
        } catch (error) {
          if (codes.get(key) === created) codes.delete(key)
          return { error }
        }
      })()
      codes.delete(key)
      if (codes.size >= CODE_CACHE_MAX_ENTRIES) codes.delete(codes.keys().next().value!)
      codes.set(key, created)
      entry = created
    }
    return entry.lookup
  }
  observed.getCode = async (args) => {
    const result = await lookupCode(args.address)
    if ('code' in result) return result.code
    // Every caller sharing a failed lookup marks its own verify or settle.
    failed('getCode', result.error)
    return undefined
  }
  let tokens = budget.burst
  let refilledAt = Date.now()
  const takeBudget = (): boolean => {
    const now = Date.now()
    tokens = Math.min(budget.burst, tokens + ((now - refilledAt) * budget.perMinute) / 60_000)
    refilledAt = now
    if (tokens < 1) return false
    tokens -= 1
    return true
  }
  return {
    signer: observed,
    async payerCode(address) {
      if (!cached(address) && !takeBudget()) return 'busy'
      const result = await lookupCode(address)
      if ('error' in result) {
        failed('getCode', result.error)
        return 'unavailable'
      }
      return result.code && result.code !== '0x' ? 'contract' : 'no_code'
    },
  }
}

/** observedEvmChain's signer alone (no payer checks). */
export function observedEvmSigner(
  signer: FacilitatorEvmSigner,
  report: ChainFailureReport,
  codeCacheTtlMs = CODE_CACHE_TTL_MS,
): FacilitatorEvmSigner {
  return observedEvmChain(signer, report, codeCacheTtlMs).signer
}
