import { describe, expect, it } from 'vitest';
import {
  ALL_ROWS,
  DEFAULT_TABLE_SETTINGS,
  MANAGE_PAGE_SIZE_CHOICES,
  PAGE_SIZE_CHOICES,
  clearOrderTableSettings,
  readTableSettings,
  sanitizeTableSettings,
  tableSettingsKey,
  writeTableSettings,
} from './tableSettings';

/** An in-memory implementation of the Web Storage interface. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  [name: string]: unknown;

  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

describe('clearOrderTableSettings', () => {
  it('removes the order tables settings from every storage and keeps the rest', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    local.setItem('table-settings:orders-pending', '{}');
    local.setItem('table-settings:orders-completed', '{}');
    local.setItem('table-settings:kinds', '{"pageSize":10}');
    local.setItem('pricelist-session:v1', '{}');
    session.setItem('table-settings:orders-pending', '{"pageIndex":2}');
    session.setItem('currentShopGroupId:v1', 'g1');

    clearOrderTableSettings([local, session]);

    expect(local.getItem('table-settings:orders-pending')).toBeNull();
    expect(local.getItem('table-settings:orders-completed')).toBeNull();
    expect(local.getItem('table-settings:kinds')).toBe('{"pageSize":10}');
    expect(local.getItem('pricelist-session:v1')).toBe('{}');
    expect(session.length).toBe(1);
    expect(session.getItem('currentShopGroupId:v1')).toBe('g1');
  });
});

describe('table settings', () => {
  it('has the spec defaults: page size 25, refresh delay 3000 ms, paginator shown', () => {
    expect(DEFAULT_TABLE_SETTINGS).toEqual({
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
    });
    expect(PAGE_SIZE_CHOICES).toEqual([5, 10, 25, 50, 100]);
    expect(MANAGE_PAGE_SIZE_CHOICES).toEqual([25, 50, 100, ALL_ROWS]);
  });

  it('reads the defaults of the table over the general ones when nothing is stored', () => {
    const storage = new MemoryStorage();
    expect(
      readTableSettings(storage, 'kinds', { pageSize: 10, sortBy: [{ id: 'name', desc: true }] }),
    ).toEqual({ ...DEFAULT_TABLE_SETTINGS, pageSize: 10, sortBy: [{ id: 'name', desc: true }] });
    expect(readTableSettings(null, 'kinds')).toEqual(DEFAULT_TABLE_SETTINGS);
  });

  it('stores under table-settings:<name> and reads back what was stored', () => {
    const storage = new MemoryStorage();
    const settings = {
      ...DEFAULT_TABLE_SETTINGS,
      pageIndex: 2,
      pageSize: 50,
      sortBy: [{ id: 'created_at', desc: true }],
      filterBy: { search: 'haze', product_type: 'C' },
      hiddenColumns: ['code'],
      refresh: true,
      delay: 5000,
      showSettings: true,
      showPaginator: false,
      minimized: true,
    };
    writeTableSettings(storage, 'orders-pending', settings);
    expect(tableSettingsKey('orders-pending')).toBe('table-settings:orders-pending');
    expect(JSON.parse(storage.getItem('table-settings:orders-pending') ?? '')).toEqual(settings);
    expect(readTableSettings(storage, 'orders-pending', { pageSize: 10 })).toEqual(settings);
  });

  it('falls back field by field for broken or foreign values', () => {
    const defaults = { ...DEFAULT_TABLE_SETTINGS, pageSize: 10 };
    expect(
      sanitizeTableSettings(
        {
          pageIndex: -1,
          pageSize: 2.5,
          sortBy: [{ id: 'name' }],
          filterBy: { search: 'x', bad: 3 },
          hiddenColumns: ['a', 4],
          refresh: 'yes',
          delay: 10,
          showSettings: true,
          extra: 'ignored',
        },
        defaults,
      ),
    ).toEqual({
      ...defaults,
      filterBy: { search: 'x' },
      hiddenColumns: ['a'],
      showSettings: true,
    });
    expect(sanitizeTableSettings('nonsense', defaults)).toBe(defaults);
    const storage = new MemoryStorage();
    storage.setItem('table-settings:broken', '{not json');
    expect(readTableSettings(storage, 'broken')).toEqual(DEFAULT_TABLE_SETTINGS);
  });

  it('survives a storage that throws', () => {
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readTableSettings(failing, 'kinds')).toEqual(DEFAULT_TABLE_SETTINGS);
    expect(() => writeTableSettings(failing, 'kinds', DEFAULT_TABLE_SETTINGS)).not.toThrow();
  });
});
