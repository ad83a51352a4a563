/**
 * The SEC client on virtual time against an in-memory fake server (no sockets): request starts are
 * counted where the fake server sees them, and failures are classified for the consume loop.
 */
import { expect } from 'chai'
import {
  createSecClient,
  SecRequestError,
  type FetchLike,
  type SecClient,
} from '../../services/poller/sec-client.js'
import { virtualTimer, type VirtualTimer } from '../../services/shared/clock.js'
import { isRetriable } from '../../services/shared/errors.js'
import { createLogger } from '../../services/shared/logger.js'

const UA = 'Catalyst Feed Tests ops@catalyst-feed.example'
const logger = createLogger({ level: 'silent' })

interface FakeServer {
  fetch: FetchLike
  /** Virtual time at which each request reached the server, in arrival order. */
  starts: number[]
  /** The URL of each request, in arrival order. */
  urls: string[]
  /** Most requests the server held at once. */
  maxOpen: number
}

/**
 * A fake SEC whose answer to a request takes `answerMs(startedAt, n)` of virtual time (n: the
 * request's arrival number) and whose status is `status(url)`.
 */
function fakeServer(
  timer: VirtualTimer,
  answerMs: (startedAt: number, n: number) => number,
  status: (url: string) => number = () => 200,
): FakeServer {
  const server: FakeServer = {
    starts: [],
    urls: [],
    maxOpen: 0,
    fetch: async (url) => {
      const at = timer.now()
      const n = server.starts.push(at) - 1
      server.urls.push(url)
      open++
      server.maxOpen = Math.max(server.maxOpen, open)
      try {
        await timer.sleep(answerMs(at, n))
        const code = status(url)
        return new Response(code === 404 ? 'Not Found' : 'ok', {
          status: code,
          headers: { 'content-type': 'text/plain' },
        })
      } finally {
        open--
      }
    },
  }
  let open = 0
  return server
}

function client(timer: VirtualTimer, server: FakeServer, rps: number): SecClient {
  return createSecClient({
    config: { SEC_USER_AGENT: UA, SEC_MAX_RPS: rps, SEC_THROTTLE_PAUSE_SECONDS: 1 },
    logger,
    fetch: server.fetch,
    options: {
      timer,
      maxInFlight: 8,
      maxAttempts: 3,
      backoffInitialMs: 50,
      backoffMaxMs: 200,
      random: () => 0.5,
    },
  })
}

/** The most request starts in any half-open one-second window [t, t + 1000). */
function busiestSecond(starts: readonly number[]): number {
  const times = [...starts].sort((a, b) => a - b)
  let busiest = 0
  for (let i = 0, j = 0; i < times.length; i++) {
    while (j < times.length && times[j]! < times[i]! + 1000) j++
    busiest = Math.max(busiest, j - i)
  }
  return busiest
}

const urls = (n: number) =>
  Array.from({ length: n }, (_, i) => `https://www.sec.gov/Archives/edgar/data/${i}/doc.htm`)

describe('SEC client (virtual time, in-memory fake server)', function () {
  describe('request starts under the rate limit', function () {
    it('never starts more than SEC_MAX_RPS requests in a second when every answer takes 1.5 s', async function () {
      const timer = virtualTimer()
      const server = fakeServer(timer, () => 1_500)
      const sec = client(timer, server, 10)
      await Promise.all(urls(60).map((u) => sec.get(u)))
      expect(server.starts).to.have.length(60)
      expect(server.maxOpen).to.be.at.most(8)
      expect(busiestSecond(server.starts)).to.be.at.most(10)
    })

    it('does not burst when slow answers (1.5 s, 8 in flight) come back together and the next ones are fast', async function () {
      // The server stalls: every answer to a request that reached it before t = 1.5 s arrives at
      // t = 1.5 s, and from then on it answers in 5 ms. Requests queued behind the 8 slow ones must
      // not start together when the slots free up.
      const timer = virtualTimer()
      const server = fakeServer(timer, (at) => (at < 1_500 ? 1_500 - at : 5))
      const sec = client(timer, server, 10)
      await Promise.all(urls(60).map((u) => sec.get(u)))
      expect(server.starts).to.have.length(60)
      expect(server.maxOpen).to.be.at.most(8)
      expect(busiestSecond(server.starts)).to.be.at.most(10)
    })

    it('does not burst when answer times vary between 5 ms and 1.5 s', async function () {
      const timer = virtualTimer()
      // Alternating runs of slow and fast answers: slots free up in clumps.
      const server = fakeServer(timer, (_at, n) => (Math.floor(n / 8) % 2 === 0 ? 1_500 : 5))
      const sec = client(timer, server, 10)
      await Promise.all(urls(80).map((u) => sec.get(u)))
      expect(server.starts).to.have.length(80)
      expect(busiestSecond(server.starts)).to.be.at.most(10)
    })

    it('keeps full throughput when answers are fast: starts spaced by the rate alone', async function () {
      const timer = virtualTimer()
      const server = fakeServer(timer, () => 5)
      const sec = client(timer, server, 10)
      await Promise.all(urls(50).map((u) => sec.get(u)))
      const times = [...server.starts].sort((a, b) => a - b)
      const interval = 1000 / (10 * 0.98)
      expect(busiestSecond(times)).to.be.at.most(10)
      // 50 starts in 49 intervals: no slower than the bucket itself.
      expect(times.at(-1)! - times[0]!).to.be.within(49 * interval - 1, 49 * interval + 1)
    })

    it('keeps the in-flight throughput when answers are slow: 8 in flight, starts as slots free', async function () {
      const timer = virtualTimer()
      const server = fakeServer(timer, () => 1_500)
      const sec = client(timer, server, 10)
      await Promise.all(urls(40).map((u) => sec.get(u)))
      const times = [...server.starts].sort((a, b) => a - b)
      // 40 requests, 8 at a time, 1.5 s each: 5 waves, the last starting about 6 s after the first
      // (plus the bucket's spacing within a wave), never waiting on the rate beyond that.
      expect(server.maxOpen).to.equal(8)
      expect(times.at(-1)! - times[0]!).to.be.at.most(4 * 1_500 + 8 * (1000 / (10 * 0.98)))
    })
  })

  describe('priority: a new filing ahead of background work', function () {
    it('starts an urgent request within two tokens of its arrival behind 40 queued background requests', async function () {
      const timer = virtualTimer()
      const seen: string[] = []
      const server = fakeServer(timer, () => 300)
      const sec = client(timer, server, 10)
      const recordingGet = (url: string, priority: 'urgent' | 'background') =>
        sec.get(url, { priority }).then(() => seen.push(url))
      const background = urls(40).map((u) => recordingGet(u, 'background'))
      // The Atom lane sees a new filing once five background requests have reached the server.
      while (server.starts.length < 5) await timer.sleep(10)
      const arrivedAfter = server.starts.length
      const urgentUrl = 'https://www.sec.gov/Archives/edgar/data/9/0000000009-26-000001.txt'
      const urgent = recordingGet(urgentUrl, 'urgent')
      await Promise.all([...background, urgent])
      // In arrival order it would be the 41st request; it is at most two behind its arrival.
      expect(server.urls.indexOf(urgentUrl)).to.be.within(arrivedAfter, arrivedAfter + 2)
      expect(seen).to.have.length(41)
      expect(busiestSecond(server.starts)).to.be.at.most(10)
    })
  })

  describe('failure classification', function () {
    it('a 404 is final (not retried, not retriable); a 5xx is retried and retriable', async function () {
      const timer = virtualTimer()
      const server = fakeServer(
        timer,
        () => 5,
        (url) => (url.includes('missing') ? 404 : 503),
      )
      const sec = client(timer, server, 10)

      const notFound = await sec.get('https://www.sec.gov/missing.htm').catch((e: unknown) => e)
      expect(notFound).to.be.instanceOf(SecRequestError)
      expect((notFound as SecRequestError).kind).to.equal('not_found')
      expect((notFound as SecRequestError).status).to.equal(404)
      expect((notFound as SecRequestError).code).to.equal('UPSTREAM_FAILED')
      expect((notFound as SecRequestError).retriable).to.equal(false)
      expect(isRetriable(notFound)).to.equal(false)
      expect(server.starts).to.have.length(1)

      const down = await sec.get('https://www.sec.gov/down.htm').catch((e: unknown) => e)
      expect(down).to.be.instanceOf(SecRequestError)
      expect((down as SecRequestError).kind).to.equal('unavailable')
      expect((down as SecRequestError).status).to.equal(503)
      expect(isRetriable(down)).to.equal(true)
      expect(server.starts).to.have.length(1 + 3) // maxAttempts
    })

    it('constructs only not_found non-retriable; every other kind keeps the code default', function () {
      const u = 'https://www.sec.gov/x'
      expect(isRetriable(new SecRequestError('not_found', u, 404, 'missing'))).to.equal(false)
      for (const kind of ['throttled', 'unavailable', 'bad_response', 'aborted'] as const)
        expect(isRetriable(new SecRequestError(kind, u, 500, kind)), kind).to.equal(true)
    })
  })
})
