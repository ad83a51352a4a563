/** Bounded polling for eventual consistency: a condition, a deadline, and a message when it fails. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false>,
  options: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000)
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${options.what ?? 'condition'}`)
    await new Promise((r) => setTimeout(r, options.intervalMs ?? 100))
  }
}
