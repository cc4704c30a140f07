import { describe, expect, it } from 'vitest';
import type { Product } from '../../api/types';
import { PRICE_RULE_MESSAGES } from '../../domain';
import {
  CATEGORY_REQUIRED,
  PRICE_REQUIRED,
  PRODUCT_NAME_REQUIRED,
  SHOP_GROUP_REQUIRED,
  addPiece,
  canEditProduct,
  horecaCategoryOptions,
  newProductWithPriceBody,
  emptyProductForm,
  groupFilterOptions,
  newProductBody,
  newProductProblems,
  productBody,
  productTypeOf,
} from './horecaRules';

const product: Product = {
  id: 'p1',
  name: 'Koffie',
  product_type: null,
  shop_group_id: null,
  short_description_nl: 'Kort',
  short_description_en: 'Short',
  description_nl: 'Lang',
  description_en: 'Long',
  image_1: null,
  image_2: null,
  image_3: null,
  image_4: null,
  image_5: null,
  image_6: null,
  images_amount: 0,
  created_at: '',
  modified_at: '',
};

describe('horeca products', () => {
  it('lets staff edit only their groups’ products, superusers all', () => {
    expect(canEditProduct(product, false)).toBe(false);
    expect(canEditProduct(product, true)).toBe(true);
    expect(canEditProduct({ shop_group_id: 'g1' }, false)).toBe(true);
  });

  it('reads product types', () => {
    expect(productTypeOf('C')).toBe('C');
    expect(productTypeOf('')).toBeNull();
    expect(productTypeOf('X')).toBeNull();
  });

  it('offers all, global and the groups as filters', () => {
    expect(groupFilterOptions([{ id: 'g1', name: 'Maastricht' }])).toEqual([
      { value: '', label: 'Alle groepen' },
      { value: 'null', label: 'Globaal' },
      { value: 'g1', label: 'Maastricht' },
    ]);
  });

  it('sends the whole product with a change over it', () => {
    expect(productBody(product, { name: 'Filterkoffie' })).toEqual({
      name: 'Filterkoffie',
      short_description_nl: 'Kort',
      short_description_en: 'Short',
      description_nl: 'Lang',
      description_en: 'Long',
      product_type: null,
      shop_group_id: null,
    });
  });

  const filled = {
    ...emptyProductForm('global'),
    name: 'Thee',
    categoryId: 'c1',
    prices: [{ key: 'p1', quantity: '1', price: '3', label: '', labelEn: '' }],
  };

  it('requires a name, a shop group, a category and a price', () => {
    expect(newProductProblems(emptyProductForm('-1'))).toEqual({
      name: PRODUCT_NAME_REQUIRED,
      shopGroup: SHOP_GROUP_REQUIRED,
      categoryId: CATEGORY_REQUIRED,
      prices: PRICE_REQUIRED,
    });
    expect(newProductProblems(filled)).toEqual({});
  });

  it('checks the prices with the domain rules: one piece price is enough', () => {
    expect(newProductProblems({ ...filled, prices: [] })).toEqual({
      prices: PRICE_RULE_MESSAGES.noPrice,
    });
    const twice = [
      { key: 'a', quantity: '1', price: '3', label: '', labelEn: '' },
      { key: 'b', quantity: '1', price: '5', label: '', labelEn: '' },
    ];
    expect(newProductProblems({ ...filled, prices: twice })).toEqual({
      prices: PRICE_RULE_MESSAGES.duplicateQuantity,
    });
    expect(
      newProductProblems({
        ...filled,
        prices: [{ key: 'a', quantity: '1', price: '3.005', label: '', labelEn: '' }],
      }),
    ).toEqual({ prices: PRICE_RULE_MESSAGES.price });
    expect(newProductProblems({ ...filled, registerPrefix: '50' })).toEqual({
      registerPrefix: PRICE_RULE_MESSAGES.registerPrefix,
    });
  });

  it('adds a piece price of one more piece', () => {
    expect(addPiece(filled.prices, 'p2')).toEqual([
      { key: 'p1', quantity: '1', price: '3', label: '', labelEn: '' },
      { key: 'p2', quantity: '2', price: '0', label: '', labelEn: '' },
    ]);
    expect(addPiece([], 'p1')).toEqual([
      { key: 'p1', quantity: '1', price: '0', label: '', labelEn: '' },
    ]);
  });

  it("offers the shop's horeca categories only", () => {
    const categories = [
      { id: 'w', name: 'Wiet', is_cannabis: true, shop_id: 's1' },
      { id: 'k', name: 'Koude dranken', is_cannabis: false, shop_id: 's1' },
      { id: 'd', name: 'Dranken', is_cannabis: false, shop_id: 's1' },
      { id: 'x', name: 'Andere shop', is_cannabis: false, shop_id: 's2' },
    ];
    expect(horecaCategoryOptions(categories, 's1').map((option) => option.value)).toEqual([
      '',
      'd',
      'k',
    ]);
  });

  it('sends the product with its shop, category, prefix and piece prices', () => {
    expect(newProductWithPriceBody({ ...filled, shopGroup: 'g1' }, 's1')).toMatchObject({
      name: 'Thee',
      shop_group_id: 'g1',
      shop_id: 's1',
      category_id: 'c1',
      register_prefix: '500',
      prices: [{ quantity: 1, price: 3 }],
    });
  });

  it('builds the body: Global is null, no type is null', () => {
    expect(newProductBody({ ...emptyProductForm('global'), name: ' Thee ' })).toEqual({
      name: 'Thee',
      shop_group_id: null,
      short_description_nl: '',
      short_description_en: '',
      description_nl: '',
      description_en: '',
      product_type: null,
    });
    expect(
      newProductBody({ ...emptyProductForm('g1'), name: 'Thee', productType: 'H' }),
    ).toMatchObject({ shop_group_id: 'g1', product_type: 'H' });
  });

  it('names piece prices freely: a drink per Glas and per Fles, with English texts', () => {
    const wine = [
      { key: 'a', quantity: '1', price: '3.5', label: 'Glas', labelEn: 'Glass' },
      { key: 'b', quantity: '1', price: '18', label: ' Fles ', labelEn: '' },
      { key: 'c', quantity: '2', price: '6', label: '', labelEn: '' },
    ];
    expect(newProductProblems({ ...filled, prices: wine })).toEqual({});
    expect(newProductWithPriceBody({ ...filled, prices: wine }, 's1').prices).toEqual([
      { quantity: 1, price: 3.5, label: 'Glas', label_en: 'Glass' },
      { quantity: 1, price: 18, label: ' Fles ' },
      { quantity: 2, price: 6 },
    ]);
    // A label names the price: no quantity needed; the same label twice is refused.
    const noQuantity = [{ key: 'a', quantity: '', price: '3.5', label: 'Glas', labelEn: '' }];
    expect(newProductProblems({ ...filled, prices: noQuantity })).toEqual({});
    expect(newProductWithPriceBody({ ...filled, prices: noQuantity }, 's1').prices).toEqual([
      { price: 3.5, label: 'Glas' },
    ]);
    const twice = [
      { key: 'a', quantity: '1', price: '3.5', label: 'Glas', labelEn: '' },
      { key: 'b', quantity: '1', price: '4', label: 'glas', labelEn: '' },
    ];
    expect(newProductProblems({ ...filled, prices: twice })).toEqual({
      prices: PRICE_RULE_MESSAGES.duplicateLabel,
    });
  });
});
