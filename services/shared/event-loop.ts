/**
 * Long synchronous steps on the process's one event loop (the embedded default runs the API, the
 * poller and the stages' consume loops together) let the loop go every few milliseconds, so an
 * answer never waits for a whole batch of work. On a loaded machine the process gets a fraction of
 * a core: 200 ms of CPU in one piece holds every request for a second or more.
 */

/** How long a run of steps may hold the event loop before letting it go. */
export const EVENT_LOOP_SLICE_MS = 10

/**
 * A pause for the loop of a long step: `await pause()` after each item lets the event loop run
 * pending I/O (setImmediate) once the current run has held it for `sliceMs`, and costs nothing
 * otherwise.
 */
export function eventLoopSlicer(sliceMs = EVENT_LOOP_SLICE_MS): () => Promise<void> {
  let sliceStart = performance.now()
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return
    await new Promise((resolve) => setImmediate(resolve))
    sliceStart = performance.now()
  }
}
