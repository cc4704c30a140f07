/**
 * The history in words of the current language, without React: "Ketama 1g 10,00 → 10,50", "Tafel 'Terras 9'
 * toegevoegd", with who and when ("door maastricht.staff, 14:02").
 */
import type { HistoryEntry, HistoryRow, HistoryTable } from '../../api/types';
import { formatPriceShort } from '../../domain';
import { HISTORY_TABLES } from '../../domain/contract';
import { t, useLocaleStore } from '../../i18n';

/**
 * What a row of each table is, for "… toegevoegd" and the kind-of-change filter, in the
 * current language (each name is read when it is used).
 */
export const TABLE_NAMES = Object.defineProperties(
  {},
  Object.fromEntries(
    HISTORY_TABLES.map((table) => [
      table,
      { enumerable: true, get: () => t(`components.history.table.${table}`) },
    ]),
  ),
) as Readonly<Record<HistoryTable, string>>;

/** Field names in words; a field not listed shows as it is called. */
const FIELD_NAMES = new Set([
  'name',
  'name_en',
  'description',
  'active',
  'new',
  'order_number',
  'category_id',
  'deactivated_labels',
  'action_labels',
  'internal_product_id',
  'is_active',
  'is_superuser',
  'email',
  'username',
  'short_description_nl',
  'description_nl',
  'status',
  'config',
  'token_version',
  'language',
] as const);
type NamedField = typeof FIELD_NAMES extends Set<infer F> ? F : never;

function fieldName(field: string): string {
  return FIELD_NAMES.has(field as NamedField)
    ? t(`components.history.field.${field as NamedField}`)
    : field.replace(/_/g, ' ');
}

const PRICE_FIELDS = new Set(['cannabis', 'pre_rolled_joints', 'edible', 'prices']);

interface Entry {
  label: string;
  price: number;
}

function isEntryList(value: unknown): value is Entry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) => typeof item === 'object' && item !== null && 'label' in item && 'price' in item,
    )
  );
}

/** "1g 10,00 → 10,50 · 5g 45,00 (nieuw)": what changed between two price lists. */
export function priceListChange(before: unknown, after: unknown): string {
  const old = isEntryList(before) ? before : [];
  const now = isEntryList(after) ? after : [];
  const parts: string[] = [];
  for (const entry of now) {
    const was = old.find((candidate) => candidate.label === entry.label);
    if (!was) {
      parts.push(
        t('components.history.priceNew', {
          price: `${entry.label} ${formatPriceShort(entry.price)}`,
        }),
      );
    } else if (was.price !== entry.price)
      parts.push(
        `${entry.label} ${formatPriceShort(was.price)} → ${formatPriceShort(entry.price)}`,
      );
  }
  for (const entry of old) {
    if (!now.some((candidate) => candidate.label === entry.label))
      parts.push(
        t('components.history.priceGone', {
          price: `${entry.label} ${formatPriceShort(entry.price)}`,
        }),
      );
  }
  return parts.join(' · ');
}

/** A value in words: yes/no, a price list, a list, text; ids stay out of sight. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean')
    return t(value ? 'components.history.yes' : 'components.history.no');
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'string') {
    if (/^[0-9a-f]{8}-[0-9a-f]{4}-/.test(value)) return '…';
    return value.length > 60 ? `${value.slice(0, 57)}…` : value;
  }
  if (isEntryList(value))
    return value.map((entry) => `${entry.label} ${formatPriceShort(entry.price)}`).join(' · ');
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : '—';
  return '…';
}

function fieldText(field: HistoryRow['fields'][number]): string | null {
  if (PRICE_FIELDS.has(field.field)) {
    const change = priceListChange(field.before, field.after);
    return change || null;
  }
  if (field.field === 'price_id' || field.field.endsWith('_at')) return null;
  const name = fieldName(field.field);
  return `${name} ${valueText(field.before)} → ${valueText(field.after)}`;
}

/** One row of a change in words: the server's (named, in the request's language) when given. */
export function rowText(row: HistoryRow): string {
  if (row.text) return row.text;
  const what = TABLE_NAMES[row.table];
  if (row.op === 'insert') return t('components.history.added', { what, label: row.label });
  if (row.op === 'delete') return t('components.history.deleted', { what, label: row.label });
  const fields = row.fields.map(fieldText).filter((text): text is string => Boolean(text));
  return fields.length
    ? `${row.label} ${fields.join(', ')}`
    : t('components.history.changed', { label: row.label });
}

const FORMATS = {
  nl: {
    time: new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit' }),
    date: new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', year: 'numeric' }),
  },
  en: {
    time: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }),
    date: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
  },
} as const;

/** "door maastricht.staff, 14:02" (with the date when it is not today). */
export function whoAndWhen(entry: HistoryEntry, today: Date): string {
  const { time: TIME, date: DATE } = FORMATS[useLocaleStore.getState().locale];
  const at = new Date(entry.created_at);
  const time = TIME.format(at);
  const day = DATE.format(at) === DATE.format(today) ? time : `${DATE.format(at)} ${time}`;
  return t('components.history.by', {
    who: entry.user_name ?? t('components.history.system'),
    when: day,
  });
}

/**
 * The lines of a change: rows that only say the same as a neighbour (a link that moved
 * to a copied combination also lists the copy) are left out.
 */
export function entryLines(entry: HistoryEntry): string[] {
  const moved = entry.rows.some(
    (row) => row.table === 'shops_to_prices' && row.fields.some((f) => f.field === 'prices'),
  );
  return entry.rows
    .filter((row) => !(moved && row.table === 'prices' && row.op === 'insert'))
    .map(rowText);
}
