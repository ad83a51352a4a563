/**
 * The unit/integration rule (test/support/test-kinds.ts) holds: a unit test reaches no edge, so a
 * test that starts a broker, opens chDB, listens on a port, spawns a process or runs a chain is an
 * integration test whatever folder it sits in.
 */
import { expect } from 'chai'
import { classify, classifyAll, EDGES, runtimeImports, testFiles } from './support/test-kinds.js'

describe('unit and integration tests', function () {
  it('puts every test file in exactly one kind, with unit tests present', function () {
    const all = classifyAll()
    expect(all.map((c) => c.file)).to.deep.equal(testFiles())
    const unit = all.filter((c) => c.kind === 'unit')
    expect(unit.length).to.be.greaterThan(10)
    for (const c of all) {
      if (c.kind === 'unit') expect(c.path, c.file).to.deep.equal([])
      else expect(EDGES, `${c.file}: ${c.path.join(' > ')}`).to.have.property(c.path.at(-1)!)
    }
  })

  it('makes any test that reaches the broker, chDB, a listener, a child process or a chain an integration test', function () {
    for (const helper of [
      'test/support/env.ts', // the broker, the registry and chDB of the test run
      'deploy/kafka/broker.ts',
      'services/shared/bus/kafka.ts',
      'services/shared/store/clickhouse.ts',
      'test/poller/fake-sec.ts', // an HTTP listener
      'test/payments/support/evm-chain.ts', // anvil
    ])
      expect(classify(helper).kind, helper).to.equal('integration')
    expect(classify('test/bus/bus-behaviour.test.ts').kind).to.equal('integration')
    expect(classify('test/poller/service.test.ts').kind).to.equal('integration')
  })

  it('follows run-time imports (static, re-exports, side effects, dynamic) and skips type-only ones', function () {
    const source = [
      "import type { Store } from './store.js'",
      "import { type A, type B } from './types.js'",
      "import { type C, d } from './mixed.js'",
      "export { e } from './reexport.js'",
      "export * from './star.js'",
      "import './side-effect.js'",
      "const m = await import('chdb')",
      "// import { f } from './commented.js'",
      "import {\n  g,\n  h,\n} from 'node:child_process'",
    ].join('\n')
    expect(runtimeImports(source)).to.deep.equal([
      './mixed.js',
      './reexport.js',
      './star.js',
      './side-effect.js',
      'chdb',
      'node:child_process',
    ])
  })
})
