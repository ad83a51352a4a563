/**
 * The poller's tables (schemas/clickhouse/0100_poller.sql, 0110_poller_universe.sql,
 * 0111_poller_filings_universe.sql), each declared once: its columns with their ClickHouse types, from
 * which the row types and the SELECT lists are derived (services/shared/store/columns.ts).
 * test/shared/table-columns.test.ts checks every declaration against the migrated DDL. Column order
 * is the DDL's (a column added by ALTER comes last).
 */
import type { DiscoveryLane } from '../../schemas/avro/types.js'
import { col, flag, table, type RowOf } from '../shared/store/columns.js'

/** Where a filing is in the poller's pipeline (the `status` column of `poller_filings`). */
/** `refused`: the bus refused the record for good (too large for the broker, a value its schema rejects): never tried again. */
export type FilingStatus = 'pending' | 'published' | 'not_found' | 'failed' | 'no_match' | 'refused'

const instant = "DateTime64(3, 'UTC')" as const

/** `issuers`: one issuer per CIK from the SEC ticker files (issuers.ts); the newest `updated_at` wins. */
export const issuersTable = table('issuers', {
  cik: col('String'),
  name: col('String'),
  /** Primary ticker first, in the files' order (which is by market value). */
  tickers: col('Array(String)'),
  /** Parallel to tickers; '' when the file leaves it blank. */
  exchanges: col('Array(String)'),
  updated_at: col(instant),
})
export type IssuerRow = RowOf<typeof issuersTable.columns>

/** `poller_filings`: every filing the poller discovered; the row with the highest version is current. */
export const filingsTable = table('poller_filings', {
  accession: col('String'),
  cik: col('String'),
  ciks: col('Array(String)'),
  company: col('Nullable(String)'),
  form: col('LowCardinality(String)'),
  filed_date: col('Date'),
  accepted_at: col(`Nullable(${instant})`),
  source_url: col('String'),
  lane: col('LowCardinality(String)').as<DiscoveryLane>(),
  query_matched: col('Nullable(String)'),
  matched: flag(),
  status: col('LowCardinality(String)').as<FilingStatus>(),
  attempts: col('UInt32'),
  last_error: col('Nullable(String)'),
  discovered_at: col(instant),
  published_at: col(`Nullable(${instant})`),
  version: col('UInt64'),
  /** 1: read because the filer is in the issuer universe (published whatever its words). */
  universe: flag(),
})
/** A row of `poller_filings`. */
export type FilingRow = RowOf<typeof filingsTable.columns>

/** `poller_discoveries`: one sighting of a filing by a lane (append-only). */
export const discoveriesTable = table('poller_discoveries', {
  accession: col('String'),
  lane: col('LowCardinality(String)').as<DiscoveryLane>(),
  phrase: col('Nullable(String)'),
  seen_at: col(instant),
})
export type DiscoveryRow = RowOf<typeof discoveriesTable.columns>

/**
 * `filer_profiles`: what a filer's submissions record says (universe.ts); `found` 0 when the SEC has
 * none (404). The newest `fetched_at` wins.
 */
export const filerProfilesTable = table('filer_profiles', {
  cik: col('String'),
  name: col('String'),
  sic: col('String'),
  sic_description: col('String'),
  entity_type: col('String'),
  found: flag(),
  fetched_at: col(instant),
})
export type FilerProfileRow = RowOf<typeof filerProfilesTable.columns>

/**
 * `universe_members`: CIKs in the issuer universe for a reason other than their SIC code. Only
 * `pdufa_filing` is stored; configured CIKs and those of catalysts are read where they live.
 */
export const universeMembersTable = table('universe_members', {
  cik: col('String'),
  reason: col('LowCardinality(String)').as<'pdufa_filing'>(),
  /** The filing that brought the CIK in. */
  accession: col('String'),
  added_at: col(instant),
})
export type UniverseMemberRow = RowOf<typeof universeMembersTable.columns>

/** Every table of the poller, for the DDL test. */
export const pollerTables = [
  issuersTable,
  filingsTable,
  discoveriesTable,
  filerProfilesTable,
  universeMembersTable,
] as const
