/** The HTTP clients' retry loop (services/shared/retry.ts): when it stops, how long it waits. */
import { expect } from 'chai'
import { retryWithBackoff, type AttemptFailure } from '../../services/shared/retry.js'

type Failure = AttemptFailure & { error: string }

const policy = { maxAttempts: 4, initialMs: 100, maxMs: 250, random: () => 0.5 }

async function run(outcomes: Array<{ ok: true; value: string } | Failure>) {
  const waits: number[] = []
  const seen: Array<[string, number]> = []
  const result = await retryWithBackoff<string, Failure>(
    policy,
    async (n) => outcomes[n] ?? outcomes.at(-1)!,
    {
      beforeWait: (failure, n) => seen.push([failure.error, n]),
      wait: async (ms) => {
        waits.push(ms)
      },
    },
  )
  return { result, waits, seen }
}

const retry = (error: string, delayMs?: number): Failure => ({
  ok: false,
  retry: true,
  error,
  delayMs,
})

describe('retry with backoff', function () {
  it('retries until a success, waiting full jitter over a doubling window capped at maxMs', async function () {
    const { result, waits, seen } = await run([
      retry('a'),
      retry('b'),
      retry('c'),
      { ok: true, value: 'v' },
    ])
    expect(result).to.deep.equal({ ok: true, value: 'v' })
    expect(waits).to.deep.equal([50, 100, 125])
    expect(seen).to.deep.equal([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ])
  })

  it("waits a failure's own delay instead (Retry-After)", async function () {
    const { waits } = await run([retry('a', 3000), { ok: true, value: 'v' }])
    expect(waits).to.deep.equal([3000])
  })

  it('stops at a final failure, and after maxAttempts with the last failure', async function () {
    const final = await run([retry('a'), { ok: false, retry: false, error: 'final' }])
    expect(final.result).to.deep.include({ ok: false, error: 'final' })
    expect(final.waits).to.have.length(1)
    const spent = await run([retry('x')])
    expect(spent.result).to.deep.include({ ok: false, error: 'x' })
    expect(spent.waits).to.have.length(policy.maxAttempts - 1)
  })
})
