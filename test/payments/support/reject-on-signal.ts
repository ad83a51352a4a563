/**
 * Preloaded into `npm start` by the rpc-down test (`node --import tsx --import <this> services/main.ts`):
 * on SIGUSR2 a promise is rejected with nobody listening, its message holding an RPC URL with a key
 * and long hex, as a library's abandoned check would. Proves the entry point's guard is installed.
 */
process.on('SIGUSR2', () => {
  void Promise.reject(
    new Error(`abandoned check failed: https://rpc.example/v2/SECRETKEY 0x${'cd'.repeat(65)}`),
  )
})
