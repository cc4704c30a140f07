import { sql } from 'drizzle-orm';
import type { HistoryRow, HistoryTable } from '../../../src/domain/contract';
import type { Executor } from '../../db/client';
import { SERVER_MESSAGES, msg, render, type Locale, type MessageKey } from '../../i18n';
import { rowsOf } from '../../db/rows';

/**
 * The history in words of the reader's language, from the message catalogue: "Ketama 1g 10,00 →
 * 10,50", "Ketama krijgt kassacode 20006 (was 20001)", "Tafel ‘Terras 9’ toegevoegd". Things are
 * named, never shown by id; amounts are written as the language writes them (nl-NL: 10,50).
 */

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Fields that hold the id of a thing with a name: the name is shown instead. */
const NAMED_IDS: Record<string, { table: string; column: string }> = {
  category_id: { table: 'categories', column: 'name' },
  main_category_id: { table: 'main_categories', column: 'name' },
  shop_group_id: { table: 'shop_groups', column: 'name' },
  shop_id: { table: 'shops', column: 'name' },
  role_id: { table: 'roles', column: 'name' },
  screen_id: { table: 'screens', column: 'name' },
  kind_id: { table: 'kinds', column: 'name' },
  product_id: { table: 'products', column: 'name' },
  strain_id: { table: 'strains', column: 'name' },
  tag_id: { table: 'tags', column: 'name' },
  flavor_id: { table: 'flavors', column: 'name' },
  user_id: { table: 'users', column: 'username' },
};

/** Fields a reader has no use for: bookkeeping, or said by another line. */
const SILENT_FIELDS = new Set(['id', 'created_at', 'modified_at', 'price_id', 'prices']);
const PRICE_LISTS = ['cannabis', 'pre_rolled_joints', 'edible'] as const;

const FORMATS: Record<Locale, Intl.NumberFormat> = {
  nl: new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};
const NUMBERS: Record<Locale, Intl.NumberFormat> = {
  nl: new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }),
};

interface Entry {
  label: string;
  price: number;
}

function isEntryList(value: unknown): value is Entry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        'label' in item &&
        'price' in item &&
        Number.isFinite(Number((item as { price: unknown }).price)),
    )
  );
}

/** The texts of one reader: their language, and the names of things the rows point at. */
export class HistoryWords {
  constructor(
    readonly locale: Locale,
    private readonly names: Map<string, string>,
  ) {}

  text(key: MessageKey, params?: Record<string, string | number>): string {
    return render(msg(key, params), this.locale);
  }

  price(value: number): string {
    return FORMATS[this.locale].format(Number(value));
  }

  table(table: HistoryTable): string {
    return this.text(`history.table.${table}` as MessageKey);
  }

  field(field: string): string {
    const key = `history.field.${field}`;
    return key in SERVER_MESSAGES
      ? this.text(key as MessageKey)
      : field.replace(/_id$/, '').replace(/_/g, ' ');
  }

  /** "1g 10,00 → 10,50 · 5g 45,00 (nieuw)": what changed between two price lists. */
  priceChange(before: unknown, after: unknown): string {
    const old = isEntryList(before) ? before : [];
    const now = isEntryList(after) ? after : [];
    const parts: string[] = [];
    for (const entry of now) {
      const was = old.find((candidate) => candidate.label === entry.label);
      if (!was)
        parts.push(
          this.text('history.priceNew', { price: `${entry.label} ${this.price(entry.price)}` }),
        );
      else if (Math.round(was.price * 100) !== Math.round(entry.price * 100))
        parts.push(`${entry.label} ${this.price(was.price)} → ${this.price(entry.price)}`);
    }
    for (const entry of old) {
      if (!now.some((candidate) => candidate.label === entry.label))
        parts.push(
          this.text('history.priceGone', { price: `${entry.label} ${this.price(entry.price)}` }),
        );
    }
    return parts.join(' · ');
  }

  /** A value in words: yes/no, amounts, names for ids; never an id. */
  value(field: string, value: unknown): string {
    if (value === null || value === undefined || value === '') {
      return field === 'opening_hours' ? this.text('history.alwaysOpen') : '—';
    }
    if (typeof value === 'boolean') return this.text(value ? 'history.yes' : 'history.no');
    if (typeof value === 'number') return NUMBERS[this.locale].format(value);
    if (typeof value === 'string') {
      if (UUID.test(value)) {
        const named = NAMED_IDS[field];
        return (named && this.names.get(`${named.table}:${value}`)) ?? '…';
      }
      return value.length > 60 ? `${value.slice(0, 57)}…` : value;
    }
    if (isEntryList(value))
      return value.map((entry) => `${entry.label} ${this.price(entry.price)}`).join(' · ');
    if (field === 'time_windows' && Array.isArray(value))
      return this.text('history.timeWindows', { count: value.length });
    if (Array.isArray(value)) {
      if (!value.length) return '—';
      if (value.every((item) => typeof item !== 'object' || item === null))
        return value.map((item) => this.value(field, item)).join(', ');
    }
    return '';
  }

  /** One field's change in words; null when there is nothing to say. */
  fieldChange(field: HistoryRow['fields'][number]): string | null {
    if (SILENT_FIELDS.has(field.field) || field.field.endsWith('_at')) return null;
    if ((PRICE_LISTS as readonly string[]).includes(field.field))
      return this.priceChange(field.before, field.after) || null;
    const name = this.field(field.field);
    const before = this.value(field.field, field.before);
    const after = this.value(field.field, field.after);
    // A value too rich for one line (opening hours, settings): its name says it changed.
    if (!before || !after) return name;
    return `${name} ${before} → ${after}`;
  }
}

/** Ids of named things the rows' fields point at, looked up in one query per table. */
export async function namesOfFields(
  tx: Executor,
  rows: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }[],
): Promise<Map<string, string>> {
  const wanted = new Map<string, { column: string; ids: Set<string> }>();
  for (const row of rows) {
    for (const values of [row.before, row.after]) {
      for (const [field, value] of Object.entries(values ?? {})) {
        const named = NAMED_IDS[field];
        if (!named || typeof value !== 'string' || !UUID.test(value)) continue;
        const entry = wanted.get(named.table) ?? { column: named.column, ids: new Set() };
        entry.ids.add(value);
        wanted.set(named.table, entry);
      }
    }
  }
  const names = new Map<string, string>();
  for (const [table, { column, ids }] of wanted) {
    const found = await rowsOf<{ id: string; name: string }>(
      tx,
      sql`select id::text as id, ${sql.identifier(column)} as name from ${sql.identifier(table)}
        where id = any(${uuidArray([...ids])})`,
    );
    for (const { id, name } of found) names.set(`${table}:${id}`, name);
  }
  return names;
}

/** A price combination as it was right after a change: its code and lists. */
export interface CombinationAt {
  internal_product_id: string | null;
  cannabis: unknown;
  pre_rolled_joints: unknown;
  edible: unknown;
}

const COMBINATION_FIELDS = ['internal_product_id', ...PRICE_LISTS] as const;

/**
 * Price combinations as they were right after given changes: per field, the value the first
 * later change found (its `before`), else the value now. So an entry keeps reading as it did,
 * whatever happened to the combinations since.
 */
export async function combinationsAt(
  tx: Executor,
  wanted: { priceId: string; changeId: number }[],
): Promise<Map<string, CombinationAt>> {
  const ids = [...new Set(wanted.map((w) => w.priceId))];
  const result = new Map<string, CombinationAt>();
  if (!ids.length) return result;
  const now = await rowsOf<CombinationAt & { id: string }>(
    tx,
    sql`select id::text, internal_product_id, cannabis, pre_rolled_joints, edible from prices
      where id = any(${uuidArray(ids)})`,
  );
  const later = await rowsOf<{ id: string; change_id: string; before: Record<string, unknown> }>(
    tx,
    sql`select row_key ->> 'id' as id, change_id::text, before from history_rows
      where table_name = 'prices' and op <> 'insert' and row_key ->> 'id' = any(${`{${ids.join(',')}}`}::text[])
      order by id`,
  );
  for (const { priceId, changeId } of wanted) {
    const current = now.find((row) => row.id === priceId);
    const value: CombinationAt = {
      internal_product_id: current?.internal_product_id ?? null,
      cannabis: current?.cannabis ?? null,
      pre_rolled_joints: current?.pre_rolled_joints ?? null,
      edible: current?.edible ?? null,
    };
    for (const field of COMBINATION_FIELDS) {
      const first = later.find(
        (row) => row.id === priceId && Number(row.change_id) > changeId && field in row.before,
      );
      if (first) (value as unknown as Record<string, unknown>)[field] = first.before[field];
    }
    result.set(`${priceId}@${changeId}`, value);
  }
  return result;
}

/** The entries of a combination's three lists together. */
export function entriesOf(combination: CombinationAt | undefined): unknown[] | null {
  if (!combination) return null;
  return PRICE_LISTS.flatMap((list) => {
    const value = combination[list];
    return Array.isArray(value) ? (value as unknown[]) : [];
  });
}
