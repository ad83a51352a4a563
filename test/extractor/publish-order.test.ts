/**
 * The extractor stage's publish order (publish-order.ts): finished filings go out in the order they
 * were handed to the stage, and one still out holds those behind it for the hold, not longer.
 */
import { expect } from 'chai'
import { createPublishOrder } from '../../services/extractor/publish-order.js'

describe('extractor publish order', () => {
  it('releases filings that finish out of order in the order they were handed over', async () => {
    const order = createPublishOrder(60_000)
    const [a, b, c] = [order.take(), order.take(), order.take()]
    const released: number[] = []
    const publish = (ticket: number) =>
      order.turn(ticket).then(() => {
        released.push(ticket)
        order.settle(ticket)
      })
    // c and b finish first; neither goes before a.
    const waiting = [publish(c), publish(b)]
    await new Promise((r) => setTimeout(r, 20))
    expect(released).to.deep.equal([])
    await publish(a)
    await Promise.all(waiting)
    expect(released).to.deep.equal([a, b, c])
  })

  it('a filing still out holds the ones behind it for the hold only', async () => {
    const order = createPublishOrder(50)
    const slow = order.take()
    const fast = order.take()
    const started = performance.now()
    await order.turn(fast)
    const waited = performance.now() - started
    expect(waited).to.be.at.least(45)
    // Given up or failed, a ticket holds nobody.
    order.settle(slow)
    order.settle(fast)
    const later = order.take()
    await order.turn(later)
  })
})
