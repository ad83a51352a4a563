/**
 * The review CLI's commands against a real store and the in-process bus: bad input and actions
 * that do not apply are refused with a clear message and publish nothing; good ones publish one
 * Review record that the stage applies.
 */
import { expect } from 'chai'
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { topics } from '../../topology/topics.js'
import type { Review } from '../../schemas/avro/types.js'
import type { Bus } from '../../services/shared/bus/types.js'
import { fixedClock } from '../../services/shared/clock.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { createCatalystsStage, type CatalystsStage } from '../../services/catalysts/service.js'
import { runReviewCommand } from '../../services/catalysts/review-commands.js'
import { busFlavours } from '../support/buses.js'
import { testLogger, testStore, uid } from '../support/env.js'
import { waitFor } from '../support/wait.js'
import { devCase, issuerLookup, recordOf } from './support/cases.js'
import { catalysts, waitProcessed } from './support/tables.js'

describe('catalysts review CLI', function () {
  this.timeout(120_000)
  let bus: Bus
  let store: Store
  let stage: CatalystsStage
  const published: Review[] = []
  const clock = fixedClock('2025-08-10T12:00:00.000Z')
  const medium = recordOf(devCase('otlk_ons5010_resub_2025_set'), {
    filed: '2025-08-04',
    authority: 'llm_medium',
  })
  const run = (...argv: string[]) => runReviewCommand(argv, { store, bus, clock })

  before(async function () {
    bus = await busFlavours[0]!.make(`cli${uid()}.`)
    await bus.ensureTopics([
      topics.assertions,
      topics.reviews,
      topics.events,
      topics.merges,
      topics.deadLetters,
    ])
    store = await testStore('cli')
    stage = createCatalystsStage({
      store,
      bus,
      logger: testLogger,
      lookupIssuer: issuerLookup(),
      options: { groupId: `g-${uid()}`, orderingWindowMs: 100, startupWindowMs: 200 },
    })
    await stage.start()
    const records = [
      recordOf(devCase('gbt_voxelotor_set')),
      recordOf(devCase('apls_pegcetacoplan_set')),
      medium,
    ]
    await bus.publish(
      topics.assertions,
      records.map((value) => ({ key: value.accession, value })),
    )
    await waitProcessed(store, 3)
    await bus.subscribe(topics.reviews, {
      groupId: `tap-${uid()}`,
      handle: async (rs) => {
        for (const r of rs) published.push(r.value)
      },
    })
  })
  after(async function () {
    await stage.stop()
    await bus.close()
    await store.close()
  })

  const refusals: Array<[string, string[], RegExp]> = [
    ['an unknown command', ['approve-all'], /unknown command "approve-all"/],
    ['no command', [], /usage: npm run review/],
    [
      'an action without --actor',
      ['lock', '1', '--reason', 'hold it'],
      /--actor <who> is required/,
    ],
    [
      'an action without --reason',
      ['lock', '1', '--actor', 'ops@example.com'],
      /--reason <why> is required/,
    ],
    [
      'a catalyst id that is not a number',
      ['lock', 'voxelotor', '--actor', 'ops', '--reason', 'hold it'],
      /argument 1: a catalyst id/,
    ],
    [
      'a date that is not a date',
      ['correct', '1', '2026-02-30', '--actor', 'ops', '--reason', 'wrong year'],
      /argument 2: a date as YYYY-MM-DD/,
    ],
    [
      'a malformed accession',
      ['approve', '12345', '0', '--actor', 'ops', '--reason', 'checked'],
      /argument 1: an SEC accession number/,
    ],
    [
      'an unknown option',
      ['lock', '1', '--actor', 'ops', '--reason', 'hold it', '--force'],
      /unknown option --force/,
    ],
    [
      'a catalyst that does not exist',
      ['lock', '999', '--actor', 'ops', '--reason', 'hold it'],
      /catalyst 999 does not exist/,
    ],
    [
      'a merge of a catalyst into itself',
      ['merge', '1', '1', '--actor', 'ops', '--reason', 'same drug'],
      /cannot merge a catalyst into itself/,
    ],
    [
      'a merge with an unknown id',
      ['merge', '1', '77', '--actor', 'ops', '--reason', 'same drug'],
      /catalyst 77 does not exist/,
    ],
    [
      'a correction to the date already held',
      ['correct', '1', '2020-02-26', '--actor', 'ops', '--reason', 'wrong year'],
      /already has 2020-02-26/,
    ],
    [
      'an unlock of a record that is not locked',
      ['unlock', '1', '--actor', 'ops', '--reason', 'release'],
      /already unlocked/,
    ],
    [
      'an unmerge of a live record',
      ['unmerge', '2', '--actor', 'ops', '--reason', 'undo'],
      /is live: it is not merged/,
    ],
    [
      'an approval of an extraction not in the queue',
      ['approve', '0001234567-24-000123', '0', '--actor', 'ops', '--reason', 'checked'],
      /no extraction 0001234567-24-000123 #0 in the review queue/,
    ],
    [
      'an approval aimed at a catalyst that does not exist',
      [
        'approve',
        medium.accession,
        '0',
        '--catalyst',
        '55',
        '--actor',
        'ops',
        '--reason',
        'checked',
      ],
      /catalyst 55 does not exist/,
    ],
    // Names every plain object answers to are not commands or options (issue 12).
    ...['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'].map(
      (name): [string, string[], RegExp] => [
        `"${name}" as a command`,
        [name, '1', '--actor', 'ops', '--reason', 'hold it'],
        new RegExp(`unknown command "${name}"`),
      ],
    ),
    ...['__proto__', 'constructor', 'toString'].map((name): [string, string[], RegExp] => [
      `--${name} as an option`,
      ['lock', '1', `--${name}`, 'x', '--actor', 'ops', '--reason', 'hold it'],
      new RegExp(`unknown option --${name}`),
    ]),
  ]
  for (const [what, argv, message] of refusals) {
    it(`refuses ${what} with a clear message and publishes nothing`, async function () {
      const before = published.length
      const result = await run(...argv)
      expect(result.code, result.output).to.equal(2)
      expect(result.output).to.match(message)
      expect(result.published).to.equal(undefined)
      await new Promise((r) => setTimeout(r, 50))
      expect(published.length).to.equal(before)
    })
  }

  it('lists the queue and shows a catalyst', async function () {
    const queue = await run('queue')
    expect(queue.code).to.equal(0)
    expect(queue.output)
      .to.contain(`${medium.accession} #0  pending  (needs_review)`)
      .and.to.contain('llm_medium')
    const show = await run('show', '1')
    expect(show.output).to.contain('catalyst 1: voxelotor').and.to.contain('new_date_assigned')
  })

  it('publishes a review with who and why, which the stage applies; then refuses to repeat it', async function () {
    const result = await run(
      'approve',
      medium.accession,
      '0',
      '--actor',
      'ops@catalyst-feed.example',
      '--reason',
      'date checked against the release',
    )
    expect(result.code, result.output).to.equal(0)
    expect(result.published).to.include({
      action: 'approve',
      accession: medium.accession,
      assertion_index: 0,
      actor: 'ops@catalyst-feed.example',
      at: '2025-08-10T12:00:00.000Z',
    })
    await waitFor(async () => published.some((r) => r.review_id === result.published!.review_id), {
      what: 'the review on the topic',
    })
    await waitProcessed(store, 4)
    const ons = (await catalysts(store)).find((r) => r.drug_key.includes('ons5010'))!
    expect(ons).to.include({ authority: 'human_lock', human_locked: 1, pdufa_date: '2025-08-27' })
    const again = await run(
      'approve',
      medium.accession,
      '0',
      '--actor',
      'ops',
      '--reason',
      'checked twice',
    )
    expect(again.code).to.equal(2)
    expect(again.output).to.match(/already approved by ops@catalyst-feed.example/)
    const lock = await run('lock', String(ons.catalyst_id), '--actor', 'ops', '--reason', 'hold')
    expect(lock.output).to.match(/already locked/)
  })

  it('answers usage and argument errors from the command line without opening the store: --help exits 0, a bad argument non-zero', function () {
    const cli = (...argv: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'services/cli/review.ts', ...argv], {
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, DATA_DIR: '/nonexistent/never-opened', CLICKHOUSE_URL: '' },
      })
    const help = cli('--help')
    expect(help.status, help.stderr).to.equal(0)
    expect(help.stdout).to.match(/^usage: npm run review/)
    for (const name of ['constructor', '__proto__', 'toString']) {
      const result = cli(name)
      expect(result.status, result.stderr).to.equal(2)
      expect(result.stderr.split('\n')[0]).to.equal(`unknown command "${name}"`)
    }
    expect(existsSync('/nonexistent/never-opened')).to.equal(false)
  })

  it('answers 1 (failed, nothing published) when the store cannot be read', async function () {
    const broken = Object.assign(Object.create(store) as Store, {
      query: async () => {
        throw new Error('store unavailable: connect ECONNREFUSED')
      },
    })
    const result = await runReviewCommand(['lock', '1', '--actor', 'ops', '--reason', 'hold it'], {
      store: broken,
      bus,
      clock,
    })
    expect(result.code).to.equal(1)
    expect(result.output).to.match(/failed: store unavailable.*nothing was published/)
  })
})
