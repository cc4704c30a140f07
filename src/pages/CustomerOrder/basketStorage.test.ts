import { describe, expect, it } from 'vitest';
import { addToBasket } from './basket';
import type { Basket, BasketChange } from './basket';
import { basketKey, basketOnMenu, readBasket, writeBasket } from './basketStorage';
import type { BasketStorage } from './basketStorage';
import { buildCustomerMenu } from './customerMenu';
import { feedRow } from './testFeed';

function memoryStorage(): BasketStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const rows = () => [
  feedRow(
    'Critical',
    [
      ['1g', 9.5],
      ['5g', 42.5],
    ],
    { kind_id: 'critical' },
  ),
  feedRow('Coca-Cola', [['1st', 3]], { product: true, product_id: 'cola' }),
];

function ok(change: BasketChange): Basket {
  if (!change.ok) throw new Error(change.message);
  return change.basket;
}

function basketOf(menu = buildCustomerMenu(rows())): Basket {
  const items = menu.flatMap((category) => category.items);
  const critical = items.find((item) => item.name === 'Critical');
  const cola = items.find((item) => item.name === 'Coca-Cola');
  if (!critical?.offers[0] || !cola?.offers[0]) throw new Error('menu');
  let basket = ok(addToBasket([], critical, critical.offers[0]));
  basket = ok(addToBasket(basket, critical, critical.offers[0]));
  return ok(addToBasket(basket, cola, cola.offers[0]));
}

describe('the kept basket', () => {
  it('reads back what was written, per shop and table', () => {
    const storage = memoryStorage();
    const basket = basketOf();
    writeBasket(storage, 'shop', 'table-1', { basket, notes: 'Zonder ijs' });
    expect(readBasket(storage, 'shop', 'table-1')).toEqual({ basket, notes: 'Zonder ijs' });
    expect(readBasket(storage, 'shop', 'table-2')).toEqual({ basket: [], notes: '' });
    expect(readBasket(storage, 'other', 'table-1')).toEqual({ basket: [], notes: '' });
    // An empty basket without a note leaves nothing behind.
    writeBasket(storage, 'shop', 'table-1', { basket: [], notes: '' });
    expect(storage.map.has(basketKey('shop', 'table-1'))).toBe(false);
  });

  it('drops what it cannot trust and keeps within the order rules', () => {
    const storage = memoryStorage();
    const line = basketOf()[0];
    if (!line) throw new Error('no line');
    const key = basketKey('shop', 'table');
    const put = (value: unknown) => storage.setItem(key, JSON.stringify(value));
    for (const broken of ['{', 'null', '42', '"text"']) {
      storage.setItem(key, broken);
      expect(readBasket(storage, 'shop', 'table')).toEqual({ basket: [], notes: '' });
    }
    put({
      basket: [
        line,
        { ...line, key: 'a', quantity: 0 },
        { ...line, key: 'b', quantity: 21 },
        { ...line, key: 'c', quantity: 1.5 },
        { ...line, key: 'd', unitPrice: -1 },
        { ...line, key: 'e', name: 'x'.repeat(201) },
        { ...line, key: 'f', kindId: null, productId: null },
        line,
        'line',
      ],
      notes: 'n'.repeat(900),
    });
    const read = readBasket(storage, 'shop', 'table');
    expect(read.basket).toEqual([line]);
    expect(read.notes).toHaveLength(500);
    put({ basket: Array.from({ length: 80 }, (_, i) => ({ ...line, key: `k${i}` })) });
    expect(readBasket(storage, 'shop', 'table').basket).toHaveLength(50);
    storage.setItem(key, 'x'.repeat(100_001));
    expect(readBasket(storage, 'shop', 'table').basket).toEqual([]);
    const failing: BasketStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(readBasket(failing, 'shop', 'table')).toEqual({ basket: [], notes: '' });
    expect(() =>
      writeBasket(failing, 'shop', 'table', { basket: [line], notes: '' }),
    ).not.toThrow();
  });

  it('follows the menu of now: new prices and names, gone items left out', () => {
    const basket = basketOf();
    const same = buildCustomerMenu(rows());
    expect(basketOnMenu(basket, same)).toBe(basket);
    const changed = buildCustomerMenu([
      feedRow('Critical Kush', [['1g', 10]], { kind_id: 'critical' }),
    ]);
    expect(basketOnMenu(basket, changed)).toEqual([
      expect.objectContaining({ name: 'Critical Kush', label: '1g', unitPrice: 10, quantity: 2 }),
    ]);
  });
});
