/**
 * The catalysts stage's timings for tests: windows and retries short enough that a test waits tenths of a second, not
 * the production seconds. The stage tests, the attest stage test and the crash tests (a child stage killed and its
 * parent's, which must read alike) take them from here.
 */
import type { CatalystsStageOptions } from '../../../services/catalysts/service.js'

/** Ordering window 100 ms, start-up window 300 ms, retries from 20 ms up to 200 ms. */
export const QUICK_STAGE: Partial<CatalystsStageOptions> = {
  orderingWindowMs: 100,
  startupWindowMs: 300,
  retry: { initialMs: 20, maxMs: 200 },
}

/** The crash tests' stage: QUICK_STAGE in batches of at most 1,000 inputs, retries capped at 100 ms. */
export const QUICK_CRASH_STAGE: Partial<CatalystsStageOptions> = {
  ...QUICK_STAGE,
  maxBatchInputs: 1000,
  retry: { initialMs: 20, maxMs: 100 },
}
