/**
 * The catalysts stage end to end, on every bus (in-process, and Kafka on a real broker with and
 * without the registry's wire format) with the real ClickHouse engine: full lives of real decision
 * groups, two companies disclosing one decision, a late duplicate merged with its duplicate row
 * deleted, a correction, a human lock beating a later automated extraction, the review queue,
 * an operator merge and unmerge; the events and merges topics mirror the tables; then a replay of
 * the same topics into a fresh database with a fresh consumer group rebuilds identical tables.
 */
import { expect } from 'chai'
import { topics } from '../../topology/topics.js'
import type { CatalystEvent, CatalystMerge, DeadLetter } from '../../schemas/avro/types.js'
import type { Bus } from '../../services/shared/bus/types.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { createCatalystsStage } from '../../services/catalysts/service.js'
import { foldTimeline } from '../../services/catalysts/mirror.js'
import type { CatalystRow, EventRow } from '../../services/catalysts/types.js'
import { busFlavours } from '../support/buses.js'
import { testLogger, testStore, uid } from '../support/env.js'
import { waitFor } from '../support/wait.js'
import { issuerLookup } from './support/cases.js'
import { catalystFinder, scenarioSteps } from './support/scenario.js'
import {
  catalysts,
  currentRows,
  events,
  queueRows,
  stageTables,
  waitProcessed,
} from './support/tables.js'
import { eventsTable } from '../../services/catalysts/tables.js'
import { committedRows } from '../../services/shared/store/batched.js'

const stageOptions = {
  orderingWindowMs: 400,
  startupWindowMs: 2000,
  retry: { initialMs: 50, maxMs: 500 },
}

function byKey(rows: CatalystRow[], key: string, indication?: string): CatalystRow {
  const row = rows.find(
    (r) =>
      r.drug_key.split('|').includes(key) &&
      r.live === 1 &&
      (!indication || (r.indication ?? '').includes(indication)),
  )
  if (!row) throw new Error(`no live catalyst with key ${key}`)
  return row
}

function timeline(all: EventRow[], id: number): string[] {
  return all
    .filter((e) => e.catalyst_id === id)
    .map(
      (e) =>
        `${e.event_type}:${e.prior_date ?? ''}>${e.new_date ?? ''}${e.outcome ? `:${e.outcome}` : ''}`,
    )
}

async function collect<V>(
  bus: Bus,
  topic: Parameters<Bus['subscribe']>[0],
  until: (values: V[]) => boolean,
): Promise<V[]> {
  const values: V[] = []
  const sub = await bus.subscribe(topic, {
    groupId: `tap-${uid()}`,
    handle: async (records) => {
      for (const r of records) values.push(r.value as V)
    },
  })
  try {
    await waitFor(async () => until(values), {
      what: `records on ${topic.name}`,
      timeoutMs: 30_000,
    })
  } finally {
    await sub.stop()
  }
  return values
}

for (const flavour of busFlavours) {
  describe(`catalysts scenario: ${flavour.name}`, function () {
    this.timeout(240_000)
    let bus: Bus
    const stores: Store[] = []

    before(async function () {
      bus = await flavour.make(`cat${uid()}.`)
      await bus.ensureTopics([
        topics.assertions,
        topics.reviews,
        topics.events,
        topics.merges,
        topics.deadLetters,
      ])
    })
    after(async function () {
      await bus?.close()
      for (const s of stores) await s.close()
    })

    it('keeps one record per FDA decision through real lives, reviews and merges, and a replay rebuilds identical tables', async function () {
      const store = await testStore('cat')
      stores.push(store)
      const lookupIssuer = issuerLookup()
      const stage = createCatalystsStage({
        store,
        bus,
        logger: testLogger,
        lookupIssuer,
        options: { ...stageOptions, groupId: `catalysts-${uid()}` },
      })
      await stage.start()
      const find = catalystFinder(store)
      const steps = scenarioSteps()
      try {
        for (const [i, step] of steps.entries()) {
          if (step.kind === 'assertions')
            await bus.publish(topics.assertions, [
              { key: step.record.accession, value: step.record },
            ])
          else {
            const value = await step.make(find)
            await bus.publish(topics.reviews, [{ key: value.review_id, value }])
          }
          await waitProcessed(store, i + 1, `step ${i + 1}: ${step.label}`)
        }
      } finally {
        await stage.stop()
      }

      const rows = await catalysts(store)
      const all = await events(store)

      // Full life: set, extended, approved (SYFOVRE). The month-only filing asserts nothing.
      const syfovre = byKey(rows, 'pegcetacoplan')
      expect(timeline(all, syfovre.catalyst_id)).to.deep.equal([
        'new_date_assigned:>2022-11-26',
        'date_extension:2022-11-26>2023-02-26',
        'decision_outcome:>:approved',
      ])
      expect(syfovre).to.include({
        stage: 'resolved',
        pdufa_date: '2023-02-26',
        authority: 'llm_high',
        ticker: 'APLS',
      })
      expect(syfovre.source_quote).to.equal(
        'The updated Prescription Drug User Fee Act (PDUFA) goal date is February 26, 2023.',
      )
      const extension = all.find(
        (e) => e.catalyst_id === syfovre.catalyst_id && e.event_type === 'date_extension',
      )!
      expect(extension.delta_days).to.equal(92)
      expect(syfovre.source_accession).to.equal(extension.accession)
      expect(syfovre.source_url)
        .to.equal(extension.source_url)
        .and.to.contain(extension.accession.replace(/-/g, ''))
      expect(syfovre.last_updated).to.equal('2023-02-17T21:30:00.000Z')

      // A CRL is not terminal: the resubmission date re-opens the same catalyst_id (stage set).
      const cosibelimab = byKey(rows, 'cosibelimab')
      expect(timeline(all, cosibelimab.catalyst_id)).to.deep.equal([
        'new_date_assigned:>2024-01-03',
        'decision_outcome:>:crl',
        'new_date_assigned:>2024-12-28',
      ])
      expect(cosibelimab).to.include({ stage: 'set', pdufa_date: '2024-12-28' })
      const pegunigalsidase = byKey(rows, 'prx102')
      expect(timeline(all, pegunigalsidase.catalyst_id)).to.deep.equal([
        'date_extension:2021-01-27>2021-04-27',
        'decision_outcome:>:crl',
      ])
      expect(pegunigalsidase.stage).to.equal('crl')

      // Two companies, one decision: the sponsor leads, the licensor follows alphabetically.
      const tegsedi = byKey(rows, 'inotersen')
      expect(tegsedi.tickers).to.deep.equal(['AKCA', 'IONS'])
      expect(tegsedi.stage).to.equal('resolved')
      const copd = byKey(rows, 'dupilumab', 'COPD')
      expect(copd.tickers).to.deep.equal(['REGN', 'SNY'])
      expect(timeline(all, copd.catalyst_id)).to.deep.equal([
        'new_date_assigned:>2024-06-27',
        'date_extension:2024-06-27>2024-09-27',
      ])
      const afrs = byKey(rows, 'dupilumab', 'rhinosinusitis')
      expect(afrs.catalyst_id).to.not.equal(copd.catalyst_id)
      expect(afrs.tickers).to.deep.equal(['SNY'])

      // The late duplicate: Day One's filing made two records; XOMA's, discovered weeks later,
      // names both; the younger id is retracted into the older, its duplicate row deleted.
      const ojemda = byKey(rows, 'tovorafenib')
      expect(ojemda.drug_key.split('|')).to.include.members(['day101', 'ojemda', 'tovorafenib'])
      expect(ojemda).to.include({
        company: 'Day One Biopharmaceuticals, Inc.',
        ticker: 'DAWN',
        stage: 'resolved',
        pdufa_date: '2024-04-30',
      })
      expect(ojemda.tickers).to.deep.equal(['DAWN', 'XOMA'])
      expect(timeline(all, ojemda.catalyst_id)).to.deep.equal([
        'new_date_assigned:>2024-04-30',
        'decision_outcome:>:approved',
      ])
      const loser = rows.find((r) => r.merged_into === ojemda.catalyst_id)!
      expect(loser.live).to.equal(0)
      const retraction = all.find((e) => e.catalyst_id === loser.catalyst_id)!
      expect(timeline(all, loser.catalyst_id)).to.deep.equal(['retracted:>'])
      expect(retraction.merged_into).to.equal(ojemda.catalyst_id)
      expect(retraction.source_quote).to.contain(`catalyst_id ${ojemda.catalyst_id}`)
      const [deleted] = await store.query<{ n: number }>(
        `SELECT count() AS n FROM ${committedRows(eventsTable)} WHERE catalyst_id = {id:UInt64}`,
        { id: loser.catalyst_id },
      )
      expect(deleted!.n).to.equal(1) // only the retraction: the duplicate new_date_assigned row is gone

      // A human lock beats a later automated extraction, which waits in the queue until approved.
      const nefecon = byKey(rows, 'nefecon')
      expect(timeline(all, nefecon.catalyst_id)).to.deep.equal([
        'new_date_assigned:>2021-09-15',
        'date_extension:2021-09-15>2021-12-15',
      ])
      expect(nefecon).to.include({
        human_locked: 1,
        authority: 'human_lock',
        date_confidence: 'confirmed',
        pdufa_date: '2021-12-15',
      })
      const nefeconExtension = all.find(
        (e) => e.catalyst_id === nefecon.catalyst_id && e.event_type === 'date_extension',
      )!
      expect(nefeconExtension.authority).to.equal('human_lock')
      expect(nefeconExtension.detected_at).to.equal('2021-09-16T09:00:00.000Z')

      // A correction: synthetic accession, no URL, delta = size of the repair; unmerge restored the id.
      const peds = byKey(rows, 'oxbryta', 'children')
      const pedsEvents = all.filter((e) => e.catalyst_id === peds.catalyst_id)
      expect(pedsEvents.map((e) => e.event_type)).to.deep.equal([
        'new_date_assigned',
        'corrected',
        'retracted',
        'restored',
      ])
      const corrected = pedsEvents[1]!
      expect(corrected).to.include({
        prior_date: '2022-12-25',
        new_date: '2021-12-25',
        delta_days: -365,
        source_url: null,
        authority: 'human_lock',
      })
      expect(corrected.accession).to.match(/^CORRECTION-/)
      expect(peds).to.include({
        pdufa_date: '2021-12-25',
        source_url: null,
        source_accession: corrected.accession,
        human_locked: 1,
        live: 1,
      })
      expect(pedsEvents[3]).to.include({ new_date: '2021-12-25', merged_into: null })
      const voxelotor = byKey(rows, 'voxelotor', 'sickle cell disease')
      expect(voxelotor.catalyst_id).to.be.below(peds.catalyst_id)
      expect(timeline(all, voxelotor.catalyst_id)).to.deep.equal([
        'new_date_assigned:>2020-02-26',
        'decision_outcome:>:approved',
      ])
      expect(voxelotor).to.include({ stage: 'resolved', pdufa_date: '2020-02-26' })

      // The review queue: low and medium confidence never reach the feed until a human decides.
      const queue = await queueRows(store)
      expect(queue.map((q) => `${q.reason}/${q.status}/${q.authority}`).sort()).to.deep.equal([
        'locked/approved/llm_high',
        'needs_review/approved/llm_medium',
        'needs_review/rejected/llm_low',
      ])
      expect(rows.some((r) => r.drug_name === 'Serada')).to.equal(false)
      const ons = byKey(rows, 'ons5010')
      expect(ons).to.include({
        authority: 'human_lock',
        human_locked: 1,
        pdufa_date: '2025-08-27',
        published: 1,
      })

      // Every served row is what a client rebuilds from the stream (dates and stages).
      for (const row of rows.filter((r) => r.live === 1)) {
        const mirror = foldTimeline(
          row.catalyst_id,
          all.filter((e) => e.catalyst_id === row.catalyst_id),
        )
        expect([mirror.pdufa_date, mirror.stage], `catalyst ${row.catalyst_id}`).to.deep.equal([
          row.pdufa_date,
          row.stage,
        ])
      }
      // Event ids ascend, are unique, and only catalysts that exist are referenced.
      expect(all.map((e) => e.event_id)).to.deep.equal(
        [...new Set(all.map((e) => e.event_id))].sort((a, b) => a - b),
      )

      // The topics mirror the tables: every event, and the merges (automatic, operator, unmerge).
      // (The topic is append-only: the duplicate row deleted by the merge was published when it was new.)
      const everWritten = (
        await store.query<{ id: number }>(
          'SELECT DISTINCT event_id AS id FROM {db:Identifier}.events ORDER BY id',
        )
      ).map((r) => r.id)
      expect(everWritten.length).to.equal(all.length + 1)
      const mirrored = await collect<CatalystEvent>(
        bus,
        topics.events,
        (v) => new Set(v.map((e) => e.event_id)).size >= everWritten.length,
      )
      expect([...new Set(mirrored.map((e) => e.event_id))].sort((a, b) => a - b)).to.deep.equal(
        everWritten,
      )
      const mirroredRetraction = mirrored.find((e) => e.event_id === retraction.event_id)!
      expect(mirroredRetraction).to.include({
        event_type: 'retracted',
        merged_into: ojemda.catalyst_id,
        source_url: null,
      })
      expect(mirroredRetraction.detected_at).to.match(/\+00:00$/)
      const merges = await collect<CatalystMerge>(bus, topics.merges, (v) => v.length >= 3)
      expect(merges.map((m) => [m.action, m.reason])).to.deep.equal([
        ['merge', 'drug_identity'],
        ['merge', 'operator'],
        ['unmerge', 'operator'],
      ])
      const letters = await collect<DeadLetter>(bus, topics.deadLetters, (v) => v.length >= 1)
      expect(letters[0]!.error).to.contain('catalyst 999999 does not exist')

      // Replay: a fresh database and a fresh consumer group over the same topics.
      const replayStore = await testStore('replay')
      stores.push(replayStore)
      const replay = createCatalystsStage({
        store: replayStore,
        bus,
        logger: testLogger,
        lookupIssuer,
        options: { ...stageOptions, groupId: `replay-${uid()}` },
      })
      await replay.start()
      try {
        await waitProcessed(replayStore, steps.length, 'the replay')
      } finally {
        await replay.stop()
      }
      for (const table of Object.keys(stageTables)) {
        expect(await currentRows(replayStore, table), `table ${table}`).to.deep.equal(
          await currentRows(store, table),
        )
      }
    })
  })
}
