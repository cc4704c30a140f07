import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import type { Category, Price } from '../../api/types';
import { entry, link } from '../Products/testRows';
import {
  HORECA_EDIT_REDIRECT_DELAY_MS,
  PRICE_LINK_MESSAGES,
  REDIRECT_DELAY_MS,
  canSubmitPriceLink,
  categoryOptions,
  createLinkBody,
  existingPriceOptions,
  initialPriceLinkValues,
  itemOptions,
  missingFields,
  priceLinkErrorMessage,
  priceOptions,
  redirectDelayMs,
  updateLinkBody,
} from './priceLinkFormModel';

const complete = {
  ...initialPriceLinkValues(null, 'cannabis'),
  priceId: 'price-1',
  categoryId: 'weed',
  itemId: 'kind-1',
};

describe('initial values', () => {
  it('starts active, not new, and preselects the item the page was given', () => {
    expect(initialPriceLinkValues(null, 'cannabis', 'kind-9')).toEqual({
      priceId: '',
      useExistingPrice: false,
      sourceLinkId: '',
      categoryId: '',
      itemId: 'kind-9',
      active: true,
      isNew: false,
    });
    expect(initialPriceLinkValues(null, 'horeca', 'cola-1').itemId).toBe('cola-1');
    expect(initialPriceLinkValues(null, 'horeca').itemId).toBe('');
  });

  it('loads an edited row', () => {
    const row = link({ id: 'r', kind_id: null, product_id: 'tea', active: false, new: true });
    expect(initialPriceLinkValues(row, 'horeca')).toMatchObject({
      priceId: 'price-1',
      categoryId: 'weed',
      itemId: 'tea',
      active: false,
      isNew: true,
    });
  });
});

describe('validity', () => {
  it('needs price, category and kind', () => {
    expect(missingFields(initialPriceLinkValues(null, 'cannabis'))).toEqual([
      'price',
      'category',
      'item',
    ]);
    expect(missingFields(complete)).toEqual([]);
    expect(canSubmitPriceLink(complete, true)).toBe(true);
    expect(canSubmitPriceLink({ ...complete, categoryId: '' }, true)).toBe(false);
    expect(PRICE_LINK_MESSAGES.incomplete).toBe(
      'Het form is niet compleet ingevuld. Prijs, categorie en product-soort moeten ingevuld zijn.',
    );
  });

  it('stays disabled without prices unless the existing-price option is on', () => {
    expect(canSubmitPriceLink(complete, false)).toBe(false);
    expect(canSubmitPriceLink({ ...complete, useExistingPrice: true }, false)).toBe(true);
  });
});

describe('bodies', () => {
  it('creates a kind row or a horeca row', () => {
    expect(createLinkBody(complete, 'cannabis', 'shop')).toEqual({
      shop_id: 'shop',
      price_id: 'price-1',
      category_id: 'weed',
      kind_id: 'kind-1',
      product_id: null,
      active: true,
      new: false,
    });
    expect(createLinkBody(complete, 'horeca', 'shop')).toMatchObject({
      kind_id: null,
      product_id: 'kind-1',
    });
  });

  it('updates the whole row, keeping its labels and discounts', () => {
    const row = link({
      id: 'r',
      deactivated_labels: ['1g'],
      action_labels: [{ label: '5g', price: 30 }],
      use_one: true,
    });
    const body = updateLinkBody({ ...complete, categoryId: 'hash', isNew: true }, 'cannabis', row);
    expect(body).toMatchObject({
      shop_id: 'shop',
      category_id: 'hash',
      kind_id: 'kind-1',
      product_id: null,
      new: true,
      active: true,
      deactivated_labels: ['1g'],
      action_labels: [{ label: '5g', price: 30 }],
      use_one: true,
    });
  });
});

describe('messages and timing', () => {
  it('maps a 409 to the create or edit text and anything else to the form text', () => {
    const conflict = new ApiError(409, 'Conflict', { detail: 'x' });
    expect(priceLinkErrorMessage(conflict, false)).toBe('Deze prijsvariatie bestaat al.');
    expect(priceLinkErrorMessage(conflict, true)).toBe(
      'U heeft dit product al toegevoegd aan deze shop!',
    );
    expect(priceLinkErrorMessage(new ApiError(400, 'Bad Request', {}), false)).toBe(
      'Een form veld klopt niet.',
    );
    expect(priceLinkErrorMessage(new Error('offline'), true)).toBe('Een form veld klopt niet.');
  });

  it('returns to the list after 3 s, or 1.5 s after a horeca edit', () => {
    expect(redirectDelayMs('cannabis', false)).toBe(REDIRECT_DELAY_MS);
    expect(redirectDelayMs('cannabis', true)).toBe(3000);
    expect(redirectDelayMs('horeca', false)).toBe(3000);
    expect(redirectDelayMs('horeca', true)).toBe(HORECA_EDIT_REDIRECT_DELAY_MS);
    expect(HORECA_EDIT_REDIRECT_DELAY_MS).toBe(1500);
  });
});

describe('options', () => {
  const categories = [
    { id: 'weed', name: 'Wiet', is_cannabis: true, shop_id: 'shop' },
    { id: 'drinks', name: 'Dranken', is_cannabis: false, shop_id: 'shop' },
    { id: 'hash', name: 'Hasj', is_cannabis: true, shop_id: 'shop' },
    { id: 'other', name: 'Anders', is_cannabis: true, shop_id: 'elsewhere' },
  ] satisfies Pick<Category, 'id' | 'name' | 'is_cannabis' | 'shop_id'>[];

  it("offers the shop's cannabis categories for cannabis and all of them for horeca", () => {
    expect(categoryOptions(categories, 'cannabis', 'shop').map((o) => o.label)).toEqual([
      'Hasj',
      'Wiet',
    ]);
    expect(categoryOptions(categories, 'horeca', 'shop').map((o) => o.label)).toEqual([
      'Dranken',
      'Hasj',
      'Wiet',
    ]);
  });

  it('names kinds and products and sorts them', () => {
    expect(
      itemOptions([
        { id: '2', name: 'White Widow' },
        { id: '1', name: 'AK-47' },
      ]),
    ).toEqual([
      { value: '1', label: 'AK-47' },
      { value: '2', label: 'White Widow' },
    ]);
  });

  it('labels combinations with code and prices, adding the row’s own when missing', () => {
    const prices = [
      {
        id: 'p2',
        internal_product_id: '10002',
        cannabis: [entry('1g', 9.5), entry('5g', 42.5)],
        pre_rolled_joints: [],
        edible: [],
      },
    ] as unknown as Price[];
    const row = link({ id: 'r', price_id: 'global', internal_product_id: '00001' });
    expect(priceOptions(prices, row)).toEqual([
      { value: 'global', label: '00001 — 1g 8,00 · 2,5g 19,00 · 5g 36,00' },
      { value: 'p2', label: '10002 — 1g 9,50 · 5g 42,50' },
    ]);
    expect(priceOptions(prices, null)).toHaveLength(1);
  });

  it('offers a horeca product only piece-price combinations', () => {
    const prices = [
      { id: 'g', internal_product_id: '10002', cannabis: [entry('1g', 9.5), entry('5g', 42.5)] },
      { id: 'st', internal_product_id: '60001', edible: [entry('1st', 3)] },
      { id: 'old', internal_product_id: '60002', piece: 2.5 },
      { id: 'mixed', internal_product_id: '60003', edible: [entry('1st', 3)], joint: 4.5 },
    ].map((price) => ({
      cannabis: [],
      pre_rolled_joints: [],
      edible: [],
      half: null,
      one: null,
      two_five: null,
      five: null,
      joint: null,
      piece: null,
      ...price,
    })) as unknown as Price[];
    expect(priceOptions(prices, null, 'horeca').map((option) => option.value)).toEqual([
      'st',
      'old',
    ]);
    expect(priceOptions(prices, null, 'cannabis')).toHaveLength(4);
  });

  it("offers the shop's rows of the tab's type for the existing-price option", () => {
    const rows = [
      link({ id: 'a', product_name: 'White Widow', internal_product_id: '10003' }),
      link({ id: 'b', product_name: 'Koffie', kind_id: null, product_id: 'coffee' }),
      link({ id: 'c', product_name: 'AK-47', internal_product_id: '10008' }),
    ];
    expect(existingPriceOptions(rows, 'cannabis', 'c').map((o) => o.value)).toEqual(['a']);
    expect(existingPriceOptions(rows, 'cannabis')[0]?.label).toBe(
      'AK-47 — 10008 (1g 8,00 · 2,5g 19,00 · 5g 36,00)',
    );
  });
});
