/**
 * A shop's menu as a spreadsheet: one line per row of its board (category, product, type,
 * register code, a column per price label, availability, new, a discount column per label,
 * the row's happy hours in one column).
 * The import (`menu-import.ts`) reads the same columns back.
 */
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { comparePriceLabels, happyHourCell, type HappyHourRule } from '../../../src/domain';
import type { Principal } from '../../auth/principal';
import { assertCanUseShop } from '../../auth/tenancy';
import type { Executor } from '../../db/client';
import { categories, shops, shopsToPrices } from '../../db/schema';
import { notFound } from '../../errors';
import type { CsvSeparator } from '../../http/csv-read';
import { formatCsv } from '../../http/csv-write';
import { HAPPY_HOUR_COLUMN, happyHoursOfRows, rowLabels } from './menu-import-happy-hours';
import { presentLinks, type ShopLinkView } from '../links/shop-link-views';

/** The header names; the import finds its columns by them (case does not matter). */
export const SHEET_COLUMNS = {
  category: 'Categorie',
  product: 'Product',
  type: 'Type',
  code: 'Kassacode',
  active: 'Beschikbaar',
  new: 'Nieuw',
  discountPrefix: 'Korting ',
  happyHour: HAPPY_HOUR_COLUMN,
} as const;

export const SHEET_TYPES = { kind: 'soort', product: 'horeca' } as const;

/** A row of the menu with its category's name. */
export interface MenuSheetRow {
  view: ShopLinkView;
  category: string;
  /** The row's own happy hours. */
  happyHours: HappyHourRule[];
}

export interface MenuSheet {
  rows: MenuSheetRow[];
  /** Every price label of the menu, in board order. */
  labels: string[];
  /** Names this state of the menu: an import previewed on it applies only on the same state. */
  fingerprint: string;
}

/** The rows of a shop's menu in board order (category, then row), for staff of the shop. */
export async function loadMenuSheet(
  db: Executor,
  principal: Principal,
  shopId: string,
): Promise<MenuSheet> {
  assertCanUseShop(principal, shopId);
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw notFound('Shop');
  const [categoryRows, linkRows, hoursOf] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.shopId, shopId))
      .orderBy(asc(categories.orderNumber), asc(categories.name), asc(categories.id)),
    db
      .select()
      .from(shopsToPrices)
      .where(eq(shopsToPrices.shopId, shopId))
      .orderBy(asc(shopsToPrices.orderNumber), asc(shopsToPrices.id)),
    happyHoursOfRows(db, shopId),
  ]);
  const position = new Map(categoryRows.map((c, index) => [c.id, index]));
  const nameOf = new Map(categoryRows.map((c) => [c.id, c.name]));
  const views = await presentLinks(db, linkRows);
  const rows = views
    .map((view) => ({
      view,
      category: nameOf.get(view.category_id) ?? '',
      happyHours: hoursOf.get(view.id) ?? [],
    }))
    .sort(
      (a, b) =>
        (position.get(a.view.category_id) ?? 0) - (position.get(b.view.category_id) ?? 0) ||
        a.view.order_number - b.view.order_number,
    );
  const labels = [...new Set(views.flatMap((v) => v.json_prices.map((e) => e.label)))].sort(
    comparePriceLabels,
  );
  const state = rows.map(({ view, category, happyHours }) => [
    view.id,
    view.modified_at,
    view.price_id,
    view.internal_product_id,
    view.product_name,
    view.active,
    view.json_prices,
    category,
    happyHours,
  ]);
  const fingerprint = createHash('sha256').update(JSON.stringify(state)).digest('hex');
  return { rows, labels, fingerprint };
}

/** A price as the separator's spreadsheets write it: `12,50` with semicolons, `12.50` else. */
export function formatSheetPrice(value: number, separator: CsvSeparator): string {
  const text = value.toFixed(2);
  return separator === ';' ? text.replace('.', ',') : text;
}

const yesNo = (value: boolean) => (value ? 'ja' : 'nee');

/** The menu as a CSV file (UTF-8 with BOM). */
export function menuSheetCsv(sheet: MenuSheet, separator: CsvSeparator): string {
  const header = [
    SHEET_COLUMNS.category,
    SHEET_COLUMNS.product,
    SHEET_COLUMNS.type,
    SHEET_COLUMNS.code,
    ...sheet.labels,
    SHEET_COLUMNS.active,
    SHEET_COLUMNS.new,
    ...sheet.labels.map((label) => `${SHEET_COLUMNS.discountPrefix}${label}`),
    SHEET_COLUMNS.happyHour,
  ];
  const lines = sheet.rows.map(({ view, category, happyHours }) => {
    const priceOf = new Map(view.json_prices.map((e) => [e.label, e.price]));
    const discountOf = new Map(view.action_labels.map((a) => [a.label, a.price]));
    const cell = (value: number | undefined) =>
      value === undefined ? '' : formatSheetPrice(value, separator);
    return [
      category,
      view.product_name,
      view.kind_id ? SHEET_TYPES.kind : SHEET_TYPES.product,
      view.internal_product_id,
      ...sheet.labels.map((label) => cell(priceOf.get(label))),
      yesNo(view.active),
      yesNo(view.new),
      ...sheet.labels.map((label) => cell(discountOf.get(label))),
      happyHourCell(happyHours, rowLabels(view)),
    ];
  });
  return formatCsv([header, ...lines], separator);
}
