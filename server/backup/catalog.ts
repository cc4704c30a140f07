import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows';
import type { SequenceState } from './format';

/** A double-quoted SQL identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A table of the `public` schema as the database describes it. */
export interface TableInfo {
  name: string;
  columns: string[];
  nullable: Set<string>;
  primaryKey: string[];
}

/** A foreign key: `columns` of `table` point at `references`. */
export interface ForeignKey {
  table: string;
  references: string;
  columns: string[];
}

/** The tables, in insert order, and the columns to fill in after every table is in. */
export interface Catalog {
  tables: Map<string, TableInfo>;
  order: string[];
  /** Nullable foreign-key columns that close a cycle (shops ↔ orders): set after the inserts. */
  deferred: Map<string, string[]>;
}

/** The tables of the `public` schema as `c`; joins follow, then `where ${IS_PUBLIC_TABLE}`. */
const PUBLIC_TABLES = sql`from pg_class c join pg_namespace n on n.oid = c.relnamespace`;
const IS_PUBLIC_TABLE = sql`n.nspname = 'public' and c.relkind in ('r', 'p')`;

async function readTables(executor: Executor): Promise<Map<string, TableInfo>> {
  const columns = await rowsOf<{ table: string; column: string; not_null: boolean }>(
    executor,
    sql`select c.relname::text as table, a.attname::text as column, a.attnotnull as not_null
      ${PUBLIC_TABLES}
      join pg_attribute a on a.attrelid = c.oid
      where ${IS_PUBLIC_TABLE} and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const keys = await rowsOf<{ table: string; column: string }>(
    executor,
    sql`select c.relname::text as table, a.attname::text as column
      ${PUBLIC_TABLES}
      join pg_index i on i.indrelid = c.oid and i.indisprimary
      cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where ${IS_PUBLIC_TABLE}
      order by c.relname, k.position`,
  );
  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    let table = tables.get(row.table);
    if (!table) {
      table = { name: row.table, columns: [], nullable: new Set(), primaryKey: [] };
      tables.set(row.table, table);
    }
    table.columns.push(row.column);
    if (!row.not_null) table.nullable.add(row.column);
  }
  for (const row of keys) tables.get(row.table)?.primaryKey.push(row.column);
  return tables;
}

async function readForeignKeys(executor: Executor): Promise<ForeignKey[]> {
  const rows = await rowsOf<{ id: string; table: string; references: string; column: string }>(
    executor,
    sql`select f.oid::text as id, c.relname::text as table, r.relname::text as references,
        a.attname::text as column
      ${PUBLIC_TABLES}
      join pg_constraint f on f.conrelid = c.oid and f.contype = 'f'
      join pg_class r on r.oid = f.confrelid
      cross join lateral unnest(f.conkey) with ordinality as k(attnum, position)
      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where ${IS_PUBLIC_TABLE}
      order by f.oid, k.position`,
  );
  const keys = new Map<string, ForeignKey>();
  for (const row of rows) {
    const key = keys.get(row.id) ?? { table: row.table, references: row.references, columns: [] };
    key.columns.push(row.column);
    keys.set(row.id, key);
  }
  return [...keys.values()];
}

function reaches(from: string, to: string, edges: ForeignKey[], within: Set<string>): boolean {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const table = stack.pop() as string;
    if (table === to) return true;
    if (seen.has(table)) continue;
    seen.add(table);
    for (const edge of edges)
      if (edge.table === table && within.has(edge.references)) stack.push(edge.references);
  }
  return false;
}

/**
 * Orders tables so that every table comes after the tables it references. A cycle is broken at
 * a foreign key whose columns may be null: those columns are filled in after all inserts.
 */
export function insertOrder(
  tables: Map<string, TableInfo>,
  foreignKeys: ForeignKey[],
): Pick<Catalog, 'order' | 'deferred'> {
  let edges = foreignKeys.filter((key) => tables.has(key.table) && tables.has(key.references));
  const deferred = new Map<string, string[]>();
  const defer = (key: ForeignKey) => {
    deferred.set(key.table, [...(deferred.get(key.table) ?? []), ...key.columns]);
    edges = edges.filter((edge) => edge !== key);
  };
  const nullable = (key: ForeignKey) =>
    key.columns.every((column) => tables.get(key.table)?.nullable.has(column));
  for (const key of edges.filter((edge) => edge.table === edge.references && nullable(edge)))
    defer(key);
  const order: string[] = [];
  const remaining = new Set([...tables.keys()].sort());
  while (remaining.size) {
    const ready = [...remaining].filter((table) =>
      edges.every(
        (e) => e.table !== table || e.references === table || !remaining.has(e.references),
      ),
    );
    if (ready.length) {
      for (const table of ready) remaining.delete(table);
      order.push(...ready);
      continue;
    }
    const breakable = edges.find(
      (e) =>
        remaining.has(e.table) &&
        remaining.has(e.references) &&
        nullable(e) &&
        reaches(e.references, e.table, edges, remaining),
    );
    if (!breakable)
      throw new Error(`The tables ${[...remaining].join(', ')} reference each other in a cycle.`);
    defer(breakable);
  }
  return { order, deferred };
}

/** The tables of the `public` schema, their insert order and the columns set afterwards. */
export async function readCatalog(executor: Executor): Promise<Catalog> {
  const tables = await readTables(executor);
  const foreignKeys = await readForeignKeys(executor);
  return { tables, ...insertOrder(tables, foreignKeys) };
}

/** The sequences of the `public` schema and where they stand. */
export async function readSequences(executor: Executor): Promise<SequenceState[]> {
  const rows = await rowsOf<{ name: string; last_value: string | null; is_called: boolean }>(
    executor,
    sql`select sequencename::text as name, coalesce(last_value, start_value)::text as last_value,
        last_value is not null as is_called
      from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return rows.map((row) => ({
    name: row.name,
    lastValue: row.last_value ?? '1',
    isCalled: row.is_called,
  }));
}
