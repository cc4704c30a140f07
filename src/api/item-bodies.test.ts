import { describe, expect, it } from 'vitest';
import { kindInputOf, productInputOf } from './item-bodies';
import type { Kind, Product } from './types';

const CONTENT = {
  id: 'k1',
  name: 'Zkittlez',
  short_description_nl: 'Fruitig.',
  short_description_en: 'Fruity.',
  description_nl: 'Lang NL.',
  description_en: 'Long EN.',
  image_1: 'a.png',
  image_2: null,
  image_3: null,
  image_4: null,
  image_5: null,
  image_6: null,
  images_amount: 1,
  shop_group_id: null,
  created_at: '2024-07-19T09:19:00Z',
  modified_at: '2024-07-19T09:19:00Z',
};

const KIND: Kind = {
  ...CONTENT,
  c: false,
  h: false,
  i: true,
  s: false,
  flags: ['🇺🇸'],
  icons: [],
  strains: [{ id: 's1', name: 'Purple' }],
  tags: [],
  flavors: [],
  strains_amount: 1,
  tags_amount: 0,
  flavors_amount: 0,
};

describe('item bodies', () => {
  it('sends the whole kind with one change, without its derived fields', () => {
    const body = kindInputOf(KIND, { description_en: 'New.' });
    expect(body).toEqual({
      name: 'Zkittlez',
      short_description_nl: 'Fruitig.',
      short_description_en: 'Fruity.',
      description_nl: 'Lang NL.',
      description_en: 'New.',
      image_1: 'a.png',
      image_2: null,
      image_3: null,
      image_4: null,
      image_5: null,
      image_6: null,
      shop_group_id: null,
      c: false,
      h: false,
      i: true,
      s: false,
      flags: ['🇺🇸'],
      icons: [],
    });
  });

  it('sends the whole product with its type', () => {
    const product: Product = { ...CONTENT, product_type: 'C' };
    expect(productInputOf(product, { name: 'Cola' })).toMatchObject({
      name: 'Cola',
      product_type: 'C',
      image_1: 'a.png',
    });
  });
});
