/**
 * Tables keep their settings (paging, sorting, filters, columns, refresh) in the browser under
 * keys starting with {@link TABLE_SETTINGS_KEY_PREFIX} followed by the table's name. Pure
 * functions over a Web Storage; `hooks/useTableState.ts` is their React side.
 */
export const TABLE_SETTINGS_KEY_PREFIX = 'table-settings:';

/** Settings of the order tables sit under keys starting with this. */
const ORDER_TABLES_PREFIX = `${TABLE_SETTINGS_KEY_PREFIX}orders`;

/** A sort on one column; the first rule sorts first. */
export interface SortRule {
  id: string;
  desc: boolean;
}

/** The spec's "Table settings", as stored. */
export interface TableSettings {
  pageIndex: number;
  /** Rows per page; {@link ALL_ROWS} shows them all. */
  pageSize: number;
  sortBy: SortRule[];
  /** Filter values by name; the search box is {@link SEARCH_FILTER}. */
  filterBy: Record<string, string>;
  hiddenColumns: string[];
  /** Auto refresh on. */
  refresh: boolean;
  /** Auto refresh period in milliseconds. */
  delay: number;
  showSettings: boolean;
  showPaginator: boolean;
  minimized: boolean;
}

/** The page size that shows every row ('all'). */
export const ALL_ROWS = 0;

/** The filter the search box of a table writes. */
export const SEARCH_FILTER = 'search';

/** Page size choices of tables, and of the manage lists. */
export const PAGE_SIZE_CHOICES: readonly number[] = [5, 10, 25, 50, 100];
export const MANAGE_PAGE_SIZE_CHOICES: readonly number[] = [25, 50, 100, ALL_ROWS];

/** The shortest auto refresh period a stored setting may ask for. */
export const MIN_REFRESH_DELAY_MS = 500;

/** Defaults of every table: page size 25, refresh delay 3000 ms, paginator shown. */
export const DEFAULT_TABLE_SETTINGS: TableSettings = {
  pageIndex: 0,
  pageSize: 25,
  sortBy: [],
  filterBy: {},
  hiddenColumns: [],
  refresh: false,
  delay: 3000,
  showSettings: false,
  showPaginator: true,
  minimized: false,
};

/** The storage key of a table's settings: `table-settings:<name>`. */
export function tableSettingsKey(name: string): string {
  return `${TABLE_SETTINGS_KEY_PREFIX}${name}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function sortRules(value: unknown): SortRule[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const rules = value.filter(
    (rule): rule is SortRule =>
      isRecord(rule) && typeof rule.id === 'string' && typeof rule.desc === 'boolean',
  );
  return rules.length === value.length ? rules.map(({ id, desc }) => ({ id, desc })) : undefined;
}

function filters(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

function strings(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((item): item is string => typeof item === 'string');
}

const flag = (value: unknown): boolean | undefined =>
  typeof value === 'boolean' ? value : undefined;

/**
 * Settings from stored JSON: every field that is present and well-formed wins over the
 * defaults; anything else (older shapes, hand edits) falls back to them field by field.
 */
export function sanitizeTableSettings(raw: unknown, defaults: TableSettings): TableSettings {
  if (!isRecord(raw)) return defaults;
  return {
    pageIndex: isCount(raw.pageIndex) ? raw.pageIndex : defaults.pageIndex,
    pageSize: isCount(raw.pageSize) ? raw.pageSize : defaults.pageSize,
    sortBy: sortRules(raw.sortBy) ?? defaults.sortBy,
    filterBy: filters(raw.filterBy) ?? defaults.filterBy,
    hiddenColumns: strings(raw.hiddenColumns) ?? defaults.hiddenColumns,
    refresh: flag(raw.refresh) ?? defaults.refresh,
    delay: isCount(raw.delay) && raw.delay >= MIN_REFRESH_DELAY_MS ? raw.delay : defaults.delay,
    showSettings: flag(raw.showSettings) ?? defaults.showSettings,
    showPaginator: flag(raw.showPaginator) ?? defaults.showPaginator,
    minimized: flag(raw.minimized) ?? defaults.minimized,
  };
}

/**
 * A table's settings: what is stored under its key over its own defaults over
 * {@link DEFAULT_TABLE_SETTINGS}.
 */
export function readTableSettings(
  storage: Pick<Storage, 'getItem'> | null,
  name: string,
  defaults: Partial<TableSettings> = {},
): TableSettings {
  const base = { ...DEFAULT_TABLE_SETTINGS, ...defaults };
  try {
    const text = storage?.getItem(tableSettingsKey(name)) ?? null;
    return text === null ? base : sanitizeTableSettings(JSON.parse(text), base);
  } catch {
    // Unreadable storage or JSON: the defaults.
    return base;
  }
}

/** Stores a table's settings; a full or unavailable storage only costs the memory of them. */
export function writeTableSettings(
  storage: Pick<Storage, 'setItem'> | null,
  name: string,
  settings: TableSettings,
): void {
  try {
    storage?.setItem(tableSettingsKey(name), JSON.stringify(settings));
  } catch {
    // Settings are a convenience; the table works without them.
  }
}

/** Order tables belong to one shop, so their saved settings go when the shop changes. */
export function clearOrderTableSettings(storages: readonly Storage[]): void {
  for (const storage of storages) {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(ORDER_TABLES_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  }
}
