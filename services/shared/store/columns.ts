/**
 * A table's columns declared once, in code: each column's ClickHouse type (as `system.columns`
 * names it after the migrations in schemas/clickhouse/) and the TypeScript type a row carries it
 * as (JSONEachRow with the store's settings: 64-bit integers as numbers, dates and instants as
 * strings). The row type of a table is derived from its declaration (`RowOf`), the SELECT lists
 * are generated from it (`selectList`), and test/shared/table-columns.test.ts compares every
 * declaration with the migrated DDL, so a column added, dropped or retyped on one side fails a test.
 */

/** The TypeScript type a ClickHouse type arrives as, read with the store's settings. */
export type TsOf<C extends string> = C extends `Nullable(${infer I})`
  ? TsOf<I> | null
  : C extends `LowCardinality(${infer I})`
    ? TsOf<I>
    : C extends `Array(${infer I})`
      ? TsOf<I>[]
      : C extends 'String' | 'Date' | 'DateTime' | `DateTime(${string})` | `DateTime64(${string})`
        ? string
        : C extends 'UInt8' | 'UInt16' | 'UInt32' | 'UInt64' | 'Int32' | 'Int64'
          ? number
          : never

/** One column: its ClickHouse type, and (type only) the TypeScript type a row carries it as. */
export interface Column<C extends string = string, T = unknown> {
  readonly type: C
  /** Phantom: never set, only carries `T`. */
  readonly row?: T
  /** Narrows the row's type (a 0/1 flag, a closed vocabulary stored as a string). */
  as<N extends TsOf<C>>(): Column<C, N>
}

/** A column of ClickHouse type `type`, carried as TsOf<type> unless narrowed with `.as<T>()`. */
export function col<const C extends string>(type: C): Column<C, TsOf<C>> {
  const column: Column<C, TsOf<C>> = {
    type,
    as: <N extends TsOf<C>>() => column as unknown as Column<C, N>,
  }
  return column
}

/**
 * A column the row carries as `T`, a type other than the one it reads back as: what the writer sends
 * and ClickHouse converts on insert (a UInt64 amount as its decimal text, beyond 2^53; a DateTime as
 * unix seconds). Reads of such a column convert it explicitly (`toString(sum(amount))`, ...).
 */
export function writtenAs<T>(type: string): Column<string, T> {
  return col(type) as unknown as Column<string, T>
}

/** A 0/1 flag (UInt8). */
export const flag = (): Column<'UInt8', 0 | 1> => col('UInt8').as<0 | 1>()

export type Columns = Readonly<Record<string, Column>>

/** The row of a table with these columns (what a SELECT of them reads, what an INSERT writes). */
export type RowOf<Cs extends Columns> = {
  -readonly [K in keyof Cs]: Cs[K] extends Column<string, infer T> ? T : never
}

export interface Table<Cs extends Columns = Columns> {
  readonly name: string
  /** The columns a row carries, in the DDL's order. */
  readonly columns: Cs
  /**
   * Columns the DDL has that no row carries: added by the writer at insert time (the catalysts
   * stage's `batch`, services/shared/store/batched.ts) or filled by the column's DEFAULT. Checked
   * against the DDL like the others.
   */
  readonly bookkeeping: Columns
}

export function table<const Cs extends Columns>(
  name: string,
  columns: Cs,
  bookkeeping: Columns = {},
): Table<Cs> {
  return { name, columns, bookkeeping }
}

/** Every column the DDL must have, name to ClickHouse type. */
export function ddlColumns(t: Table): Record<string, string> {
  return Object.fromEntries(
    Object.entries({ ...t.columns, ...t.bookkeeping }).map(([name, c]) => [name, c.type]),
  )
}

/** Names of the row's columns, in declaration order. */
export function columnNames<Cs extends Columns>(t: Table<Cs>): Array<keyof Cs & string> {
  return Object.keys(t.columns) as Array<keyof Cs & string>
}

/**
 * The SELECT list of `names` (default: every row column, in declaration order). A Date reads as its
 * text (`toString(d) AS d`: YYYY-MM-DD); `asText` names other columns to read the same way (an
 * instant as ClickHouse's "YYYY-MM-DD hh:mm:ss.sss" instead of ISO).
 */
export function selectList<Cs extends Columns, const K extends keyof Cs & string>(
  t: Table<Cs>,
  names: readonly K[] = columnNames(t) as K[],
  options: { asText?: readonly K[] } = {},
): string {
  return names
    .map((name) => {
      const type = t.columns[name]!.type
      const text = /^(Nullable\()?Date\)?$/.test(type) || options.asText?.includes(name)
      return text ? `toString(${name}) AS ${name}` : name
    })
    .join(', ')
}
