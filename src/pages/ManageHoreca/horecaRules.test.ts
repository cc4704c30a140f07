import { describe, expect, it } from 'vitest';
import type { Product } from '../../api/types';
import {
  PRODUCT_NAME_REQUIRED,
  SHOP_GROUP_REQUIRED,
  canEditProduct,
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
      { value: 'null', label: 'Global' },
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

  it('requires a name and a chosen shop group', () => {
    expect(newProductProblems(emptyProductForm('-1'))).toEqual({
      name: PRODUCT_NAME_REQUIRED,
      shopGroup: SHOP_GROUP_REQUIRED,
    });
    expect(newProductProblems({ ...emptyProductForm('global'), name: 'Thee' })).toEqual({});
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
});
