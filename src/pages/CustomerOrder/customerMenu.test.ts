import { describe, expect, it } from 'vitest';
import { buildCustomerMenu, itemKeyOf, offerPrices } from './customerMenu';
import { feedRow } from './testFeed';

const drinks = {
  category_id: 'cat-drinks',
  category_name: 'Koude dranken',
  category_order_number: 6,
};

describe('the customer menu', () => {
  it('groups active rows by category in board order, rows in their order', () => {
    const menu = buildCustomerMenu([
      feedRow('Coca-Cola', [['1st', 3]], { ...drinks, product: true, order_number: 0 }),
      feedRow('Critical', [['1g', 9.5]], { order_number: 2 }),
      feedRow('Huismerk Skunk', [['1g', 8]], { order_number: 1 }),
      feedRow('Purple Haze', [['1g', 11]], { active: false }),
    ]);
    expect(menu.map((c) => [c.name, c.items.map((i) => i.name)])).toEqual([
      ['Wiet', ['Huismerk Skunk', 'Critical']],
      ['Koude dranken', ['Coca-Cola']],
    ]);
    const cola = menu[1]?.items[0];
    expect(cola).toMatchObject({ kindId: null, productId: 'product-coca-cola' });
    expect(cola?.itemKey).toBe('product:product-coca-cola');
  });

  it('leaves out deactivated labels and shows discounts with the normal price', () => {
    const [wiet] = buildCustomerMenu([
      feedRow(
        'Amnesia Haze',
        [
          ['0.5g', 6.5],
          ['1g', 12.5],
          ['5g', 57.5],
        ],
        { deactivated_labels: ['0.5g'], action_labels: [{ label: '1g', price: 11 }] },
      ),
    ]);
    expect(wiet?.items[0]?.offers).toEqual([
      { label: '1g', labelText: '1g', price: 11, normalPrice: 12.5, grams: 1 },
      { label: '5g', labelText: '5g', price: 57.5, normalPrice: null, grams: 5 },
    ]);
  });

  it('names joint labels as the boards do and counts their grams', () => {
    const [joints] = buildCustomerMenu([
      feedRow('Gelato', [
        ['3j', 18],
        ['1j', 6.5],
      ]),
    ]);
    expect(joints?.items[0]?.offers.map((o) => [o.labelText, o.grams])).toEqual([
      ['Joint', 0.4],
      ['3-pack', 1.2],
    ]);
  });

  it('charges the lowest price of an item over its active rows, as the server does', () => {
    const rows = [
      feedRow('Skunk', [['1g', 9]], { kind_id: 'k1' }),
      feedRow('Skunk', [['1g', 8]], { kind_id: 'k1', category_id: 'cat-2', category_name: 'Top' }),
      feedRow('Skunk', [['1g', 5]], { kind_id: 'k1', active: false }),
    ];
    expect(offerPrices(rows).get('kind:k1|1g')).toBe(8);
    const menu = buildCustomerMenu(rows);
    expect(menu.flatMap((c) => c.items.map((i) => i.offers[0]?.price))).toEqual([8, 8]);
  });

  it('drops rows that offer nothing and categories left empty', () => {
    const menu = buildCustomerMenu([
      feedRow('Zkittlez', [['0.5g', 9.5]], { deactivated_labels: ['0.5g'] }),
      feedRow('Nameless', [['1g', 1]], { kind_id: null, product_id: null }),
    ]);
    expect(menu).toEqual([]);
  });

  it('keys an item by its kind or product', () => {
    expect(itemKeyOf({ kindId: 'a', productId: null })).toBe('kind:a');
    expect(itemKeyOf({ kindId: null, productId: 'b' })).toBe('product:b');
    expect(itemKeyOf({ kindId: null, productId: null })).toBeNull();
  });
});
