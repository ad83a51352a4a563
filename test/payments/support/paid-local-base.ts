/**
 * The paid-request rig of the local-Base end-to-end tests: anvil with FiatToken USDC at the Base
 * address and the payer funded, an RPC proxy in front of it (counting, delaying or cutting calls),
 * a test store, the in-process facilitator signing with its own anvil key through the proxy, the
 * payment gate, and an API-shaped app behind the gate. `close` stops what was started, also when
 * the start failed half-way.
 */
import type { Hex } from 'viem'
import type { Logger } from '../../../services/shared/logger.js'
import type { Store } from '../../../services/shared/store/clickhouse.js'
import { systemClock } from '../../../services/shared/clock.js'
import type { NewPayerBudget } from '../../../services/payments/chain-access.js'
import { createInProcessFacilitator } from '../../../services/payments/facilitator.js'
import { evmSignerFromKey } from '../../../services/payments/facilitator-signers.js'
import type { ReceiptTimings } from '../../../services/payments/late-receipt.js'
import { createPaymentGate, type PaymentGate } from '../../../services/payments/middleware.js'
import type { SettlementWatchTimings } from '../../../services/payments/settlement-watcher.js'
import { testConfig, testStore } from '../../support/env.js'
import { BASE_NETWORK, startLocalBase, type LocalBase } from './evm-chain.js'
import { startTestApp, type TestApp } from './harness.js'
import { rpc, startRpcProxy, type RpcProxy } from './rpc-proxy.js'

export interface PaidLocalBaseOptions {
  /** The test store's name. */
  store: string
  /** The facilitator's anvil key: one per test file, so that their nonces never meet. */
  facilitatorKey: Hex
  /** The payer's USDC (6 decimals) minted at start. */
  payerFunds: bigint
  timings: ReceiptTimings
  logger: Logger
  newPayerBudget?: NewPayerBudget
  settlementWatch?: SettlementWatchTimings
}

export interface PaidLocalBase {
  chain: LocalBase
  proxy: RpcProxy
  store: Store
  gate: PaymentGate
  app: TestApp
  /** Between tests: the proxy passes every call untouched again, and blocks are mined per transaction. */
  reset(): Promise<void>
  close(): Promise<void>
}

export async function startPaidLocalBase(options: PaidLocalBaseOptions): Promise<PaidLocalBase> {
  const started: Partial<Omit<PaidLocalBase, 'reset' | 'close'>> = {}
  const close = async () => {
    await started.app?.close()
    await started.gate?.close()
    await started.proxy?.close()
    await started.chain?.stop()
  }
  try {
    const chain = (started.chain = await startLocalBase())
    await chain.mint(chain.accounts.payer, options.payerFunds)
    const proxy = (started.proxy = await startRpcProxy(chain.rpcUrl))
    const store = (started.store = await testStore(options.store))
    const config = testConfig({
      EVM_PAY_TO: chain.accounts.payTo,
      EVM_RPC_URL: proxy.url,
      EVM_FACILITATOR_PRIVATE_KEY: options.facilitatorKey,
      PUBLIC_BASE_URL: 'https://feed.example',
    })
    const facilitator = createInProcessFacilitator({
      evm: {
        network: BASE_NETWORK,
        signer: await evmSignerFromKey(
          options.facilitatorKey,
          proxy.url,
          BASE_NETWORK,
          options.timings,
        ),
      },
      logger: options.logger,
      ...(options.newPayerBudget ? { newPayerBudget: options.newPayerBudget } : {}),
    })
    const gate = (started.gate = createPaymentGate({
      config,
      store,
      logger: options.logger,
      clock: systemClock,
      facilitator,
      ...(options.settlementWatch ? { settlementWatch: options.settlementWatch } : {}),
    }))
    const app = (started.app = await startTestApp(gate.gate))
    return {
      chain,
      proxy,
      store,
      gate,
      app,
      async reset() {
        proxy.drop = false
        proxy.before = undefined
        proxy.after = undefined
        await rpc(chain.rpcUrl, 'evm_setAutomine', [true])
      },
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}
