/**
 * What an imported menu file changes, worked out without touching the database: the file's
 * lines matched to the menu's rows (register code and name, then name, then register code,
 * narrowed by category when several fit), and per matched row the prices and availability
 * that differ. Pure, so preview and apply compute exactly the same plan.
 */
import type {
  MenuImportPreview,
  MenuImportRowChange,
} from '../../../src/domain/contract/menu-import';
import {
  checkLinkLabels,
  freeLabelProblem,
  hasAtMostTwoDecimals,
  normaliseFreeLabel,
  isFreeLabel,
  parsePriceLabel,
  priceLabel,
  priceProblem,
  type HappyHourRule,
  type PriceAction,
} from '../../../src/domain';
import type { CsvRecord } from '../../http/csv-read';
import { unescapeFormula } from '../../http/csv-write';
import { cellProblem } from './menu-import-values';
import { happyHourChangeOf } from './menu-import-happy-hours';
import { MATCH_MESSAGES, indexMenu, matchRow } from './menu-import-match';
import { SHEET_COLUMNS, type MenuSheetRow } from './menu-sheet';

export const IMPORT_MESSAGES = {
  empty: 'Het bestand is leeg.',
  missingColumns: (names: string[]) => `De kopregel mist de kolom(men): ${names.join(', ')}.`,
  columnCount: (found: number, expected: number) =>
    `Deze regel heeft ${found} kolommen; de kopregel heeft er ${expected}.`,
  noName: 'Product en kassacode ontbreken.',
  ambiguous: MATCH_MESSAGES.ambiguous,
  twice: (line: number) => `Dit product staat al op regel ${line} van het bestand.`,
  badPrice: (label: string, text: string) => `De prijs "${text}" bij ${label} is geen bedrag.`,
  missingPrice: (label: string) => `De prijs bij ${label} ontbreekt.`,
  foreignLabel: (label: string) => `${label} hoort niet bij de prijs combi van dit product.`,
  badActive: (text: string) => `Beschikbaar is "ja" of "nee", niet "${text}".`,
  badNew: (text: string) => `Nieuw is "ja" of "nee", niet "${text}".`,
  badDiscount: (label: string, text: string) => `De korting "${text}" bij ${label} is geen bedrag.`,
  badDiscounts: (reason: string) => `Korting: ${reason}`,
  badValue: (label: string, reason: string) => `Bij ${label}: ${reason}`,
  newProduct: 'Nieuw, wordt niet aangemaakt: voeg het toe op de kaart en importeer opnieuw.',
  notCreated: (reason: string) => `Onbekend product, wordt niet aangemaakt: ${reason}`,
} as const;

/** A line that matched nothing on the menu; the caller tells new from unknown names. */
export interface UnmatchedLine {
  line: number;
  category: string;
  product_name: string;
  internal_product_id: string;
  /** The line's "Type" cell ('' without the column). */
  type: string;
  /** What a new product of the line would get: its filled price cells, availability, "new". */
  draft: { prices: { label: string; price: number }[]; active: boolean; new: boolean };
}

export interface ImportPlan {
  rows: number;
  unchanged: number;
  changes: MenuImportRowChange[];
  unmatched: UnmatchedLine[];
  errors: MenuImportPreview['errors'];
  /** Per changed row whose discounts the file changes: all its discounts after the import. */
  actions: Map<string, PriceAction[]>;
  /** Per changed row whose happy hours the file changes: all its happy hours after it. */
  happyHours: Map<string, HappyHourRule[]>;
}

const key = (text: string) => text.trim().toLocaleLowerCase('nl');

interface Columns {
  category: number;
  product: number;
  code: number;
  /** -1 when the file has no "Type" column. */
  type: number;
  active: number;
  /** -1 when the file has no such column (then "new" stays as it is). */
  new: number;
  /** Price label -> column. */
  prices: Map<string, number>;
  /** Price label -> its discount column; labels without one keep their discounts. */
  discounts: Map<string, number>;
  /** -1 when the file has no "Happy hour" column (then happy hours stay as they are). */
  happyHour: number;
}

/**
 * The label a header cell names: a quantity label in its one spelling ('2,5 gram' -> '2.5g'), or
 * a free label of the menu ('Glas', any case, as the menu spells it); null for anything else.
 */
function sheetLabel(text: string, freeLabels: ReadonlyMap<string, string>): string | null {
  const parsed = parsePriceLabel(text);
  if (parsed) return priceLabel(parsed.quantity, parsed.unit);
  return freeLabels.get(key(text)) ?? null;
}

/**
 * Free labels ('Glas', 'Fles') named by columns of amounts, keyed: a café's first file prices
 * its drinks per glass before any row of its menu has that label. A column of other text stays
 * what it was (not a price column).
 */
function amountColumns(header: string[], lines: CsvRecord[]): Map<string, string> {
  const known = new Set(Object.values(SHEET_COLUMNS).map(key));
  const prefix = key(SHEET_COLUMNS.discountPrefix);
  const found = new Map<string, string>();
  header.forEach((cell, index) => {
    const name = normaliseFreeLabel(unescapeFormula(cell));
    if (known.has(key(name)) || key(name).startsWith(prefix)) return;
    if (!isFreeLabel(name) || freeLabelProblem(name) !== null) return;
    const amounts = lines.filter((line) => {
      const text = unescapeFormula(line.cells[index] ?? '').trim();
      return text !== '' && !Number.isNaN(parseSheetPrice(text));
    });
    const filled = lines.filter((line) => (line.cells[index] ?? '').trim() !== '');
    if (amounts.length > 0 && amounts.length === filled.length) found.set(key(name), name);
  });
  return found;
}

function columnsOf(header: string[], freeLabels: ReadonlyMap<string, string>): Columns | string[] {
  const names = header.map((cell) => key(unescapeFormula(cell)));
  const find = (name: string) => names.indexOf(key(name));
  const columns = {
    category: find(SHEET_COLUMNS.category),
    product: find(SHEET_COLUMNS.product),
    code: find(SHEET_COLUMNS.code),
    type: find(SHEET_COLUMNS.type),
    active: find(SHEET_COLUMNS.active),
    new: find(SHEET_COLUMNS.new),
    happyHour: find(SHEET_COLUMNS.happyHour),
    prices: new Map<string, number>(),
    discounts: new Map<string, number>(),
  };
  const missing = (['category', 'product', 'code', 'active'] as const)
    .filter((column) => columns[column] < 0)
    .map((column) => SHEET_COLUMNS[column]);
  if (missing.length) return missing;
  const known = new Set(
    Object.values(SHEET_COLUMNS)
      .filter((name) => name !== SHEET_COLUMNS.discountPrefix)
      .map(key),
  );
  header.forEach((cell, index) => {
    const name = unescapeFormula(cell).trim();
    if (known.has(key(name))) return;
    const label = sheetLabel(name, freeLabels);
    if (label) columns.prices.set(label, index);
    const prefix = SHEET_COLUMNS.discountPrefix.trim();
    if (key(name.slice(0, prefix.length)) === key(prefix)) {
      const discounted = sheetLabel(name.slice(prefix.length).trim(), freeLabels);
      if (discounted) columns.discounts.set(discounted, index);
    }
  });
  return columns;
}

/** `12,50`, `12.50`, `€ 1.234,50` -> number; null for an empty cell; NaN when no amount. */
export function parseSheetPrice(text: string): number | null {
  let clean = text.replace(/[€\s]/g, '');
  if (clean === '') return null;
  if (clean.includes(',') && clean.includes('.')) clean = clean.replaceAll('.', '');
  clean = clean.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(clean)) return Number.NaN;
  const value = Number(clean);
  return hasAtMostTwoDecimals(value) ? Math.round(value * 100) / 100 : Number.NaN;
}

const YES = new Set(['ja', 'j', 'yes', 'y', 'true', '1', 'waar']);
const NO = new Set(['nee', 'n', 'no', 'false', '0', 'onwaar']);

function parseActive(text: string): boolean | null | undefined {
  const value = key(text);
  if (value === '') return null;
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return undefined;
}

/**
 * The plan of a file against a menu. `chosen` holds the rows the user chose for lines that
 * name nothing on the menu (a misspelt name): those lines change that row.
 */
export function planMenuImport(
  records: CsvRecord[],
  menu: MenuSheetRow[],
  chosen: ReadonlyMap<number, MenuSheetRow> = new Map(),
): ImportPlan {
  const plan: ImportPlan = {
    rows: 0,
    unchanged: 0,
    changes: [],
    unmatched: [],
    errors: [],
    actions: new Map(),
    happyHours: new Map(),
  };
  const [header, ...lines] = records;
  if (!header) {
    plan.errors.push({ line: 1, message: IMPORT_MESSAGES.empty });
    return plan;
  }
  plan.rows = lines.length;
  // Free labels ('Glas', 'Fles') are price columns when a row of the menu has them.
  const freeLabels = new Map(
    menu
      .flatMap((row) => row.view.json_prices.map((entry) => entry.label))
      .filter(isFreeLabel)
      .map((label) => [key(label), label]),
  );
  for (const [label, name] of amountColumns(header.cells, lines)) {
    if (!freeLabels.has(label)) freeLabels.set(label, name);
  }
  const columns = columnsOf(header.cells, freeLabels);
  if (Array.isArray(columns)) {
    plan.errors.push({ line: header.line, message: IMPORT_MESSAGES.missingColumns(columns) });
    return plan;
  }
  const index = indexMenu(menu);
  const seen = new Map<string, number>();
  const seenUnmatched = new Map<string, number>();
  for (const record of lines) {
    const problem = (message: string) => plan.errors.push({ line: record.line, message });
    if (record.error) {
      problem(record.error);
      continue;
    }
    if (record.cells.length !== header.cells.length) {
      problem(IMPORT_MESSAGES.columnCount(record.cells.length, header.cells.length));
      continue;
    }
    const cell = (column: number) => unescapeFormula(record.cells[column] ?? '').trim();
    const tooLong = cellProblem(cell, columns);
    if (tooLong) {
      problem(tooLong);
      continue;
    }
    const name = cell(columns.product);
    const code = cell(columns.code);
    const category = cell(columns.category);
    if (!name && !code) {
      problem(IMPORT_MESSAGES.noName);
      continue;
    }
    const row = matchRow(index, code, name, category) ?? chosen.get(record.line) ?? null;
    if (row && 'problem' in row) {
      problem(row.problem);
      continue;
    }
    if (!row) {
      const earlier = name ? seenUnmatched.get(key(name)) : undefined;
      if (earlier !== undefined) {
        problem(IMPORT_MESSAGES.twice(earlier));
        continue;
      }
      if (name) seenUnmatched.set(key(name), record.line);
      const draft = draftOf(columns, cell);
      if (typeof draft === 'string') problem(draft);
      else
        plan.unmatched.push({
          line: record.line,
          category,
          product_name: name,
          internal_product_id: code,
          type: columns.type >= 0 ? cell(columns.type) : '',
          draft,
        });
      continue;
    }
    const earlier = seen.get(row.view.id);
    if (earlier !== undefined) {
      problem(IMPORT_MESSAGES.twice(earlier));
      continue;
    }
    seen.set(row.view.id, record.line);
    const change = changeOf(record, row, columns, cell);
    if (typeof change === 'string') problem(change);
    else if (change) {
      plan.changes.push(change.change);
      if (change.actions) plan.actions.set(row.view.id, change.actions);
      if (change.happyHours) plan.happyHours.set(row.view.id, change.happyHours);
    } else plan.unchanged++;
  }
  return plan;
}

/** What a line naming nothing on the menu would make: its filled prices, or why it is broken. */
function draftOf(
  columns: Columns,
  cell: (column: number) => string,
): UnmatchedLine['draft'] | string {
  const prices: UnmatchedLine['draft']['prices'] = [];
  for (const [label, column] of columns.prices) {
    const text = cell(column);
    const value = parseSheetPrice(text);
    if (Number.isNaN(value)) return IMPORT_MESSAGES.badPrice(label, text);
    if (value === null) continue;
    const outOfBounds = priceProblem(value);
    if (outOfBounds) return IMPORT_MESSAGES.badValue(label, outOfBounds);
    prices.push({ label, price: value });
  }
  const activeText = cell(columns.active);
  const active = parseActive(activeText);
  if (active === undefined) return IMPORT_MESSAGES.badActive(activeText);
  const newText = columns.new >= 0 ? cell(columns.new) : '';
  const isNew = parseActive(newText);
  if (isNew === undefined) return IMPORT_MESSAGES.badNew(newText);
  return { prices, active: active ?? true, new: isNew ?? false };
}

/** What a matched line changes on its row; null when nothing; a message when it is broken. */
function changeOf(
  record: CsvRecord,
  row: MenuSheetRow,
  columns: Columns,
  cell: (column: number) => string,
):
  | {
      change: MenuImportRowChange;
      actions: PriceAction[] | null;
      happyHours: HappyHourRule[] | null;
    }
  | null
  | string {
  const current = new Map(row.view.json_prices.map((e) => [e.label, e.price]));
  const prices: MenuImportRowChange['prices'] = [];
  for (const [label, column] of columns.prices) {
    const text = cell(column);
    const value = parseSheetPrice(text);
    if (Number.isNaN(value)) return IMPORT_MESSAGES.badPrice(label, text);
    const outOfBounds = value === null ? null : priceProblem(value);
    if (outOfBounds) return IMPORT_MESSAGES.badValue(label, outOfBounds);
    const old = current.get(label);
    if (old === undefined) {
      if (value !== null) return IMPORT_MESSAGES.foreignLabel(label);
      continue;
    }
    if (value === null) return IMPORT_MESSAGES.missingPrice(label);
    if (Math.round(value * 100) !== Math.round(old * 100)) prices.push({ label, old, new: value });
  }
  const activeText = cell(columns.active);
  const active = parseActive(activeText);
  if (active === undefined) return IMPORT_MESSAGES.badActive(activeText);
  const activeChange = active !== null && active !== row.view.active ? active : null;
  const newText = columns.new >= 0 ? cell(columns.new) : '';
  const isNew = parseActive(newText);
  if (isNew === undefined) return IMPORT_MESSAGES.badNew(newText);
  const newChange = isNew !== null && isNew !== row.view.new ? isNew : null;
  const discounts = discountsOf(row, columns, cell, prices);
  if (typeof discounts === 'string') return discounts;
  const happy =
    columns.happyHour >= 0
      ? happyHourChangeOf(cell(columns.happyHour), row.view, row.happyHours)
      : null;
  if (typeof happy === 'string') return happy;
  if (
    !prices.length &&
    activeChange === null &&
    newChange === null &&
    !discounts.changes.length &&
    !happy
  )
    return null;
  return {
    change: {
      line: record.line,
      link_id: row.view.id,
      category: row.category,
      product_name: row.view.product_name,
      internal_product_id: row.view.internal_product_id,
      prices,
      active: activeChange,
      new: newChange,
      discounts: discounts.changes,
      register_code_change: null,
      happy_hour: happy && { old: happy.old, new: happy.new },
    },
    actions: discounts.changes.length ? discounts.actions : null,
    happyHours: happy && happy.rules,
  };
}

/** Cells meaning "no discount" besides an empty one. */
const NO_DISCOUNT = new Set(['-', '–', 'geen', 'nee', 'no', 'none']);

const cents = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

/**
 * The row's discounts after the file: a label with a discount column gets the file's discount
 * (an empty cell: none); the others keep theirs while still lower than the new price (a price
 * change enables every label again, as a price change by hand does). Checked by the rules of
 * a discount typed by hand; a broken one is the line's error.
 */
function discountsOf(
  row: MenuSheetRow,
  columns: Columns,
  cell: (column: number) => string,
  prices: MenuImportRowChange['prices'],
): { changes: MenuImportRowChange['discounts']; actions: PriceAction[] } | string {
  const newPrice = new Map(prices.map((p) => [p.label, p.new]));
  const entries = row.view.json_prices.map((e) => ({
    ...e,
    price: newPrice.get(e.label) ?? e.price,
  }));
  const deactivated = prices.length ? [] : (row.view.deactivated_labels ?? []);
  const oldOf = new Map((row.view.action_labels ?? []).map((a) => [a.label, a.price]));
  const fileOf = new Map<string, number | null>();
  for (const [label, column] of columns.discounts) {
    const text = cell(column);
    const value = NO_DISCOUNT.has(key(text)) ? null : parseSheetPrice(text);
    if (Number.isNaN(value)) return IMPORT_MESSAGES.badDiscount(label, text);
    const outOfBounds = value === null ? null : priceProblem(value);
    if (outOfBounds) return IMPORT_MESSAGES.badDiscounts(outOfBounds);
    if (!entries.some((e) => e.label === label)) {
      if (value !== null) return IMPORT_MESSAGES.foreignLabel(label);
      continue;
    }
    fileOf.set(label, value);
  }
  const changes: MenuImportRowChange['discounts'] = [];
  const wanted: PriceAction[] = [];
  for (const entry of entries) {
    const old = oldOf.get(entry.label) ?? null;
    const inFile = fileOf.has(entry.label);
    const value = inFile ? (fileOf.get(entry.label) ?? null) : old;
    if (cents(value) !== cents(old) && inFile) {
      changes.push({ label: entry.label, old, new: value });
    }
    if (value !== null) wanted.push({ label: entry.label, price: value });
  }
  if (!changes.length) return { changes, actions: [] };
  // Discounts of labels the file leaves alone that the new prices overtake go, as by hand.
  const kept = wanted.filter(
    (a) => fileOf.has(a.label) || (entries.find((e) => e.label === a.label)?.price ?? 0) > a.price,
  );
  const checked = checkLinkLabels(entries, deactivated, kept);
  if (!checked.ok) return IMPORT_MESSAGES.badDiscounts(checked.message);
  return { changes, actions: checked.value.actions };
}
