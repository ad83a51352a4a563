/**
 * `npm run review -- <command>`: the operator tool (commands in review-commands.ts). Reads the
 * configuration like every entry point, opens the store and the bus it names, runs one command and
 * exits: 0 done, 2 refused (nothing published), 1 failed.
 *
 * Distributed mode (KAFKA_BROKERS, CLICKHOUSE_URL) works while the services run. In the embedded
 * mode the store (chDB) and the in-process bus belong to the `npm start` process: run the command
 * while it is stopped; the review is appended to the bus directory and applied at the next start.
 */
import { systemClock } from '../shared/clock.js'
import { runWhenMain, withOperatorRuntime } from './operator-runtime.js'
import { checkReviewArguments } from '../catalysts/review-arguments.js'
import { runReviewCommand } from '../catalysts/review-commands.js'

export async function main(argv: readonly string[]): Promise<number> {
  // Usage and argument errors are answered before the store is opened (it may be held by `npm start`).
  const checked = checkReviewArguments(argv)
  if ('answer' in checked) {
    // --help: the whole usage; a refusal: its one line (the usage is a --help away).
    if (checked.answer.code === 0) process.stdout.write(`${checked.answer.output}\n`)
    else process.stderr.write(`${checked.answer.output.split('\n')[0]}\n`)
    return checked.answer.code
  }
  return withOperatorRuntime('review-cli', async (runtime) => {
    const result = await runReviewCommand(argv, {
      store: runtime.store,
      bus: runtime.bus,
      clock: systemClock,
    })
    ;(result.code === 0 ? process.stdout : process.stderr).write(`${result.output}\n`)
    return result.code
  })
}

runWhenMain(import.meta.url, '', main)
