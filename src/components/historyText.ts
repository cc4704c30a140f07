/**
 * The history in Dutch words, without React: "Ketama 1g 10,00 → 10,50", "Tafel 'Terras 9'
 * toegevoegd", with who and when ("door maastricht.staff, 14:02").
 */
import type { HistoryEntry, HistoryRow, HistoryTable } from '../api/types';
import { formatPriceShort } from '../domain';

/** What a row of each table is, for "… toegevoegd" and the kind-of-change filter. */
export const TABLE_NAMES: Record<HistoryTable, string> = {
  users: 'Gebruiker',
  user_roles: 'Rol van gebruiker',
  shop_groups: 'Shop groep',
  shop_group_shops: 'Shop in groep',
  user_shop_groups: 'Gebruiker in groep',
  shops: 'Shop',
  screens: 'Scherm',
  shop_tables: 'Tafel',
  strains: 'Strain',
  tags: 'Tag',
  flavors: 'Smaak',
  kinds: 'Soort',
  kinds_to_strains: 'Strain van soort',
  kinds_to_tags: 'Tag van soort',
  kinds_to_flavors: 'Smaak van soort',
  products: 'Horeca product',
  main_categories: 'Hoofdcategorie',
  categories: 'Categorie',
  category_screens: 'Categorie op scherm',
  images: 'Foto',
  prices: 'Prijs combi',
  shops_to_prices: 'Product op de kaart',
  orders: 'Order',
  order_lines: 'Orderregel',
  app_settings: 'Instelling',
  scheduled_changes: 'Geplande wijziging',
};

/** Field names in words; a field not listed shows as it is called. */
const FIELD_NAMES: Record<string, string> = {
  name: 'naam',
  name_en: 'naam (Engels)',
  description: 'omschrijving',
  active: 'beschikbaar',
  new: 'nieuw',
  order_number: 'volgorde',
  category_id: 'categorie',
  deactivated_labels: 'uitgezette prijzen',
  action_labels: 'kortingen',
  internal_product_id: 'kassa code',
  is_active: 'actief',
  is_superuser: 'superuser',
  email: 'e-mail',
  username: 'gebruikersnaam',
  short_description_nl: 'korte omschrijving',
  description_nl: 'omschrijving',
  status: 'status',
  config: 'instellingen',
  token_version: 'wachtwoord of sessies',
};

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
    if (!was) parts.push(`${entry.label} ${formatPriceShort(entry.price)} (nieuw)`);
    else if (was.price !== entry.price)
      parts.push(
        `${entry.label} ${formatPriceShort(was.price)} → ${formatPriceShort(entry.price)}`,
      );
  }
  for (const entry of old) {
    if (!now.some((candidate) => candidate.label === entry.label))
      parts.push(`${entry.label} ${formatPriceShort(entry.price)} (weg)`);
  }
  return parts.join(' · ');
}

/** A value in words: yes/no, a price list, a list, text; ids stay out of sight. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'ja' : 'nee';
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
  const name = FIELD_NAMES[field.field] ?? field.field.replace(/_/g, ' ');
  return `${name} ${valueText(field.before)} → ${valueText(field.after)}`;
}

/** One row of a change in words. */
export function rowText(row: HistoryRow): string {
  const what = TABLE_NAMES[row.table];
  if (row.op === 'insert') return `${what} ‘${row.label}’ toegevoegd`;
  if (row.op === 'delete') return `${what} ‘${row.label}’ verwijderd`;
  const fields = row.fields.map(fieldText).filter((text): text is string => Boolean(text));
  return fields.length ? `${row.label} ${fields.join(', ')}` : `${row.label} gewijzigd`;
}

const TIME = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit' });
const DATE = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', year: 'numeric' });

/** "door maastricht.staff, 14:02" (with the date when it is not today). */
export function whoAndWhen(entry: HistoryEntry, today: Date): string {
  const at = new Date(entry.created_at);
  const time = TIME.format(at);
  const day = DATE.format(at) === DATE.format(today) ? time : `${DATE.format(at)} ${time}`;
  return `door ${entry.user_name ?? 'het systeem'}, ${day}`;
}

/**
 * The lines of a change: rows that only say the same as a neighbour (a board row that moved
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
