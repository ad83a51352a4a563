/** Mocha root hooks: whatever the run started (broker, registry, chDB) is released once at the end. */
import { releaseTestEnvironment } from './support/env.js'

export const mochaHooks = {
  async afterAll(this: Mocha.Context) {
    this.timeout(60_000)
    await releaseTestEnvironment()
  },
}
