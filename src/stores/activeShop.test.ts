import { describe, expect, it } from 'vitest';
import type { ShopGroup } from '../api/types';
import { chooseActiveShop, shopGroupIdsOfShop, shopsOfGroups } from './activeShop';

const inUse = { shop_type: 'cannabis', active: true } as const;
const mississippi = { id: 's1', name: 'Mississippi', is_using_multiscreen: false, ...inUse };
const headShop = { id: 's2', name: 'Head Shop', is_using_multiscreen: true, ...inUse };
const pink = { id: 's3', name: 'Pink', is_using_multiscreen: false, ...inUse };
const closedCafe = {
  id: 's4',
  name: 'Gesloten Café',
  is_using_multiscreen: false,
  shop_type: 'horeca',
  active: false,
} as const;

const groups: ShopGroup[] = [
  { id: 'g0', name: 'Empty', shops: [] },
  { id: 'g1', name: 'Maastricht', shops: [mississippi, headShop] },
  { id: 'g2', name: 'Venlo', shops: [headShop, pink, closedCafe] },
];

describe('shopsOfGroups', () => {
  it('lists every shop in use once, in group order, without deactivated shops', () => {
    expect(shopsOfGroups(groups).map((shop) => shop.name)).toEqual([
      'Mississippi',
      'Head Shop',
      'Pink',
    ]);
  });
});

describe('chooseActiveShop', () => {
  it('leaves a stored shop once it is deactivated', () => {
    const stored = { id: 's4', name: 'Gesloten Café', isUsingMultiscreen: false };
    expect(chooseActiveShop(groups.slice(2), stored)?.id).toBe('s2');
  });

  it('takes the first shop of the first shop group without a stored shop', () => {
    expect(chooseActiveShop(groups.slice(1), null)).toEqual({
      id: 's1',
      name: 'Mississippi',
      isUsingMultiscreen: false,
    });
  });

  it('skips groups without shops', () => {
    expect(chooseActiveShop(groups, null)?.id).toBe('s1');
  });

  it('keeps the stored shop and refreshes its name and multiscreen flag', () => {
    const stored = { id: 's2', name: 'Old name', isUsingMultiscreen: false };
    expect(chooseActiveShop(groups, stored)).toEqual({
      id: 's2',
      name: 'Head Shop',
      isUsingMultiscreen: true,
    });
  });

  it('drops a stored shop the user no longer has', () => {
    const stored = { id: 'gone', name: 'Gone', isUsingMultiscreen: true };
    expect(chooseActiveShop(groups, stored)?.id).toBe('s1');
  });

  it('prefers the shop named by the e-mail address, then the default shop', () => {
    const venloFirst = [groups[2] as ShopGroup, groups[1] as ShopGroup];
    expect(chooseActiveShop(venloFirst, null)?.name).toBe('Mississippi');
    expect(chooseActiveShop(venloFirst, null, 'head-shop@example.com')?.name).toBe('Head Shop');
    expect(chooseActiveShop(venloFirst, null, 'pink@example.com')?.name).toBe('Pink');
    expect(chooseActiveShop([groups[2] as ShopGroup], null, 'someone@example.com')?.name).toBe(
      'Head Shop',
    );
  });

  it('has no active shop without shops', () => {
    expect(chooseActiveShop([], null)).toBeNull();
    expect(chooseActiveShop([{ id: 'g', name: 'G', shops: [] }], null)).toBeNull();
  });
});

describe('shopGroupIdsOfShop', () => {
  it('lists the groups holding the shop by id', () => {
    expect(shopGroupIdsOfShop(groups, 's2')).toEqual(['g1', 'g2']);
    expect(shopGroupIdsOfShop([...groups].reverse(), 's2')).toEqual(['g1', 'g2']);
    expect(shopGroupIdsOfShop(groups, 's3')).toEqual(['g2']);
    expect(shopGroupIdsOfShop(groups, 'none')).toEqual([]);
  });
});
