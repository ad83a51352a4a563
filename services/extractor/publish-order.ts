/**
 * The order the extractor stage publishes in. Filings are extracted concurrently (partitions
 * consumed together, two workers), so they finish in any order; the catalysts stage reads the
 * assertions topic in order and its merges can depend on it. So a finished filing is published
 * after every filing handed to the stage before it, in the order they were handed (the order a
 * one-partition-at-a-time stage published in), unless one of those is still out `holdMs` after this
 * one finished: a stranger's filing that takes its whole budget then holds the filings behind it
 * for `holdMs`, not for its budget.
 */
export interface PublishOrder {
  /** A ticket for a filing handed to the stage now; tickets count up. */
  take(): number
  /** Resolves once every earlier ticket is settled, or `holdMs` from now, whichever is first. */
  turn(ticket: number): Promise<void>
  /** The ticket's filing is published (enqueued in order), given up, or failed. Idempotent. */
  settle(ticket: number): void
}

export function createPublishOrder(holdMs: number): PublishOrder {
  let next = 0
  const open = new Set<number>()
  const waiters = new Set<() => void>()
  const clearBefore = (ticket: number): boolean => {
    for (const other of open) if (other < ticket) return false
    return true
  }
  return {
    take() {
      const ticket = next++
      open.add(ticket)
      return ticket
    },
    async turn(ticket) {
      if (clearBefore(ticket)) return
      await new Promise<void>((resolve) => {
        const done = (): void => {
          clearTimeout(timer)
          waiters.delete(check)
          resolve()
        }
        const check = (): void => {
          if (clearBefore(ticket)) done()
        }
        const timer = setTimeout(done, holdMs)
        waiters.add(check)
      })
    },
    settle(ticket) {
      if (!open.delete(ticket)) return
      for (const check of [...waiters]) check()
    },
  }
}
