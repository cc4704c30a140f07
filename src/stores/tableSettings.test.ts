import { describe, expect, it } from 'vitest';
import { clearOrderTableSettings } from './tableSettings';

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
