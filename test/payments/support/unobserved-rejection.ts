/**
 * Child script of the guard test: rejects a promise nobody awaits, the way @x402/evm's abandoned
 * asset check did (its message carries an RPC URL with a key and long hex, which must not be
 * logged), then prints `still serving` if the process is still alive. `guard` installs the
 * entry points' guard first; anything else runs without it (the control).
 */
import { createLogger } from '../../../services/shared/logger.js'
import { installRejectionGuard } from '../../../services/process-guards.js'

if (process.argv[2] === 'guard')
  installRejectionGuard(createLogger({ level: 'info', name: 'guard-test' }))

function startAbandonedCheck(): Promise<string> {
  return Promise.reject(
    new Error(
      `eth_getCode failed: HTTP request failed. URL: https://rpc.example/v2/secretkey Request body: 0x${'ab'.repeat(65)}`,
    ),
  )
}

void (() => {
  // eslint-disable-next-line @typescript-eslint/no-floating-promises -- the rejection is left unobserved on purpose: this child reproduces the library defect
  startAbandonedCheck()
})()
setTimeout(() => {
  process.stdout.write('still serving\n')
}, 300)
