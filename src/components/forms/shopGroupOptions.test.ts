import { describe, expect, it } from 'vitest';
import {
  GLOBAL_SHOP_GROUP,
  NO_SHOP_GROUP,
  shopGroupIdOf,
  shopGroupOptions,
  shopGroupValueOf,
} from './shopGroupOptions';

const groups = [
  { id: 'g1', name: 'Maastricht' },
  { id: 'g2', name: 'Utrecht' },
];

describe('shopGroupOptions', () => {
  it("offers 'Global' and the user's groups when creating", () => {
    expect(shopGroupOptions('create', groups)).toEqual([
      { value: 'global', label: 'Globaal' },
      { value: 'g1', label: 'Maastricht' },
      { value: 'g2', label: 'Utrecht' },
    ]);
    expect(shopGroupOptions('create', groups, false).map((option) => option.value)).toEqual([
      'g1',
      'g2',
    ]);
  });

  it("puts a blank '-1' first for the groups of the shop", () => {
    expect(shopGroupOptions('shop', groups.slice(0, 1))).toEqual([
      { value: '-1', label: '' },
      { value: 'g1', label: 'Maastricht' },
    ]);
  });
});

describe('select values and shop_group_id', () => {
  it('maps both ways', () => {
    expect(shopGroupIdOf(GLOBAL_SHOP_GROUP)).toBeNull();
    expect(shopGroupIdOf(NO_SHOP_GROUP)).toBeUndefined();
    expect(shopGroupIdOf('')).toBeUndefined();
    expect(shopGroupIdOf('g1')).toBe('g1');
    expect(shopGroupValueOf(null)).toBe('global');
    expect(shopGroupValueOf(undefined)).toBe('-1');
    expect(shopGroupValueOf('g2')).toBe('g2');
  });
});
