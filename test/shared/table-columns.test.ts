/**
 * Every table declared in code (services/shared/store/columns.ts) against the DDL the migrations
 * build: the same column names with the same ClickHouse types, read from `system.columns` of a
 * migrated store. A column added, dropped or retyped in schemas/clickhouse/ without the declaration
 * (or the other way round) fails here. The type checks below keep the declared events row equal to
 * the Avro CatalystEvent it publishes, and the fda_decisions row equal to the Avro FdaDecision it
 * stores.
 */
import { expect } from 'chai'
import type { CatalystEvent, FdaDecision } from '../../schemas/avro/types.js'
import { accuracyTables } from '../../services/accuracy/store.js'
import { attestTables } from '../../services/attest/store.js'
import { catalystsStageTables, type EventRow } from '../../services/catalysts/tables.js'
import { fdaTables, type FdaDecisionRow } from '../../services/fda/store.js'
import { paymentsTables } from '../../services/payments/tables.js'
import { pollerTables } from '../../services/poller/tables.js'
import { ddlColumns, type Table } from '../../services/shared/store/columns.js'
import type { Store } from '../../services/shared/store/clickhouse.js'
import { sharedTables } from '../../services/shared/store/tables.js'
import { testStore } from '../support/env.js'

/** True when A and B are the same type (each assignable to the other). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** The published event is the row without its bookkeeping, booleans as 0/1. */
const eventRowIsTheAvroEvent: Same<
  Omit<
    EventRow,
    'version' | 'deleted' | 'origin_catalyst_id' | 'exposed_ciks' | 'applied' | 'date_changed'
  >,
  Omit<CatalystEvent, 'applied' | 'date_changed'>
> = true
/** The stored FDA decision is the Avro record under its key. */
const fdaDecisionRowIsTheAvroDecision: Same<
  Omit<FdaDecisionRow, 'decision_key'>,
  FdaDecision
> = true

const declared: readonly Table[] = [
  ...sharedTables,
  ...pollerTables,
  ...catalystsStageTables,
  ...paymentsTables,
  ...fdaTables,
  ...accuracyTables,
  ...attestTables,
]

describe('table declarations against the migrated DDL', function () {
  let store: Store

  before(async function () {
    store = await testStore('columns')
  })

  after(async function () {
    await store.close()
  })

  it('keeps the events row equal to the Avro CatalystEvent', function () {
    expect(eventRowIsTheAvroEvent).to.equal(true)
  })

  it('keeps the fda_decisions row equal to the Avro FdaDecision', function () {
    expect(fdaDecisionRowIsTheAvroDecision).to.equal(true)
  })

  for (const table of declared) {
    it(`declares every column of ${table.name} with its type`, async function () {
      const rows = await store.query<{ name: string; type: string }>(
        `SELECT name, type FROM system.columns WHERE database = {db:String} AND table = {table:String}
        ORDER BY position`,
        { table: table.name },
      )
      expect(rows, `${table.name} exists`).to.not.be.empty
      const actual = Object.fromEntries(rows.map((r) => [r.name, r.type]))
      expect(ddlColumns(table)).to.deep.equal(actual)
    })
  }
})
