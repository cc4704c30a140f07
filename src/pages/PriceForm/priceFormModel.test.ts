import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import type { Price } from '../../api/types';
import { PRICE_RULE_MESSAGES } from '../../domain';
import {
  OTHER_PREFIX,
  SHOP_GROUP_REQUIRED,
  VALIDATION_ERRORS_MESSAGE,
  canRemoveEntry,
  emptyPriceForm,
  entryLabel,
  isSubmitDisabled,
  prefixOnBlur,
  priceFormFromPrice,
  priceFormSnapshot,
  priceInputOf,
  priceSaveProblem,
  splitRegisterCode,
  suggestedQuantity,
  validatePriceForm,
  withNewEntry,
  withoutEntry,
  withoutErrors,
} from './priceFormModel';
import type { PriceEntryDraft, PriceFormValues } from './priceFormModel';

const GROUP = '5dd5c576-c5e6-4a9f-80f4-b2e0c1cb7d3a';

function draft(quantity: string, price: string, key = `${quantity}-${price}`): PriceEntryDraft {
  return { key, quantity, price, active: true, label: '', labelEn: '' };
}

function form(changes: Partial<PriceFormValues> = {}): PriceFormValues {
  return {
    shopGroup: GROUP,
    prefix: '100',
    code: '42',
    lists: {
      cannabis: [draft('1', '8'), draft('5', '36')],
      pre_rolled_joints: [],
      edible: [],
    },
    ...changes,
  };
}

const PRICE: Price = {
  id: 'p1',
  internal_product_id: '10001',
  shop_group_id: GROUP,
  created_at: '2024-07-19T09:19:00Z',
  modified_at: '2024-07-19T09:19:00Z',
  cannabis: [
    { label: '1g', quantity: 1, price: 8, active: true },
    { label: '2.5g', quantity: 2.5, price: 19, active: false },
  ],
  pre_rolled_joints: [{ label: '1j', quantity: 1, price: 4.5, active: true }],
  edible: [],
  half: null,
  one: null,
  two_five: null,
  five: null,
  joint: null,
  piece: null,
  model: 'New',
};

describe('the register prefix', () => {
  it.each([
    ['7', '007'],
    ['12', '012'],
    ['a1b2', '012'],
    ['12345', '123'],
    [' 100 ', '100'],
  ])('normalises %j on blur to %j', (typed, shown) => {
    expect(prefixOnBlur(typed)).toBe(shown);
  });

  it('leaves a blank prefix blank', () => {
    expect(prefixOnBlur('')).toBe('');
    expect(prefixOnBlur('  ')).toBe('');
  });

  it('splits a register code into prefix and code', () => {
    expect(splitRegisterCode('10001')).toEqual({ prefix: '100', code: '01' });
    expect(splitRegisterCode('300')).toEqual({ prefix: '300', code: '' });
    expect(splitRegisterCode('01')).toEqual({ prefix: '', code: '01' });
  });
});

describe('labels', () => {
  it('shows the label the server will generate', () => {
    expect(entryLabel('cannabis', '2.5')).toBe('2.5g');
    expect(entryLabel('pre_rolled_joints', '1')).toBe('1j');
    expect(entryLabel('edible', '3')).toBe('3st');
  });

  it('shows nothing while the quantity is no quantity', () => {
    expect(entryLabel('cannabis', '0')).toBe('');
    expect(entryLabel('cannabis', '')).toBe('');
    expect(entryLabel('cannabis', '0.125')).toBe('');
  });
});

describe('rows', () => {
  it('adds one row at a time with the first usual quantity not yet there', () => {
    const lists = withNewEntry(form().lists, 'cannabis');
    expect(lists.cannabis.map((entry) => entry.quantity)).toEqual(['1', '5', '0.5']);
    expect(lists.cannabis[2]?.price).toBe('0');
    expect(suggestedQuantity('cannabis', lists.cannabis)).toBe(2.5);
    expect(suggestedQuantity('edible', [draft('1', '2'), draft('2', '3')])).toBe(3);
  });

  it('refuses to remove a row while only 2 prices remain in all lists together', () => {
    const two = form().lists;
    expect(canRemoveEntry(two, 'cannabis')).toBe(false);
    expect(withoutEntry(two, 'cannabis', '1-8')).toBe(two);

    const three = { ...two, edible: [draft('1', '2.5')] };
    expect(canRemoveEntry(three, 'cannabis')).toBe(true);
    expect(withoutEntry(three, 'cannabis', '1-8').cannabis).toHaveLength(1);
  });

  it('keeps a single piece price (a drink at 3,00), never a single gram price', () => {
    const drink = {
      cannabis: [],
      pre_rolled_joints: [],
      edible: [draft('1', '3'), draft('2', '6')],
    };
    expect(canRemoveEntry(drink, 'edible')).toBe(true);
    const single = withoutEntry(drink, 'edible', drink.edible[0]?.key ?? '');
    expect(single.edible).toHaveLength(1);
    expect(canRemoveEntry(single, 'edible')).toBe(false);
    expect(validatePriceForm(form({ lists: single })).entries).toBeUndefined();
    const gram = { cannabis: [draft('1', '8')], pre_rolled_joints: [], edible: [] };
    expect(validatePriceForm(form({ lists: gram })).entries).toBe(PRICE_RULE_MESSAGES.tooFewPrices);
  });
});

describe('the submit button', () => {
  it('is disabled only while nothing at all is filled in', () => {
    expect(isSubmitDisabled(emptyPriceForm())).toBe(true);
    expect(isSubmitDisabled({ ...emptyPriceForm(), prefix: '100' })).toBe(false);
    expect(isSubmitDisabled({ ...emptyPriceForm(), shopGroup: GROUP })).toBe(false);
    expect(isSubmitDisabled(form({ shopGroup: '-1', prefix: '' }))).toBe(false);
  });
});

describe('validatePriceForm', () => {
  it('accepts a complete form', () => {
    expect(validatePriceForm(form())).toEqual({});
  });

  it('asks for a shop group, a three-digit prefix and a code without spaces', () => {
    expect(validatePriceForm(form({ shopGroup: '-1', prefix: '12', code: 'a b' }))).toEqual({
      shop_group_id: SHOP_GROUP_REQUIRED,
      prefix: expect.any(String),
      code: PRICE_RULE_MESSAGES.registerCode,
    });
  });

  it('checks every row and the minimum of prices', () => {
    const errors = validatePriceForm(
      form({
        lists: {
          cannabis: [draft('0', '8'), draft('1', '-1'), draft('1', '9.999')],
          pre_rolled_joints: [],
          edible: [],
        },
      }),
    );
    expect(errors).toEqual({
      'cannabis.0.quantity': PRICE_RULE_MESSAGES.quantity,
      'cannabis.1.price': PRICE_RULE_MESSAGES.price,
      'cannabis.2.quantity': PRICE_RULE_MESSAGES.duplicateQuantity,
      'cannabis.2.price': PRICE_RULE_MESSAGES.price,
    });
    const one = form({ lists: { cannabis: [draft('1', '8')], pre_rolled_joints: [], edible: [] } });
    expect(validatePriceForm(one)).toEqual({ entries: PRICE_RULE_MESSAGES.tooFewPrices });
  });

  it('drops the messages of a changed field and everything under it', () => {
    const errors = { prefix: 'x', 'cannabis.0.quantity': 'y', cannabis: 'z', code: 'w' };
    expect(withoutErrors(errors, 'cannabis', 'prefix')).toEqual({ code: 'w' });
  });
});

describe('the body', () => {
  it('joins prefix and code, leaves labels to the server and sends the old columns as null', () => {
    expect(priceInputOf(form())).toEqual({
      internal_product_id: '10042',
      shop_group_id: GROUP,
      cannabis: [
        { quantity: 1, price: 8, active: true },
        { quantity: 5, price: 36, active: true },
      ],
      pre_rolled_joints: [],
      edible: [],
      half: null,
      one: null,
      two_five: null,
      five: null,
      joint: null,
      piece: null,
    });
  });

  it('starts an edit from the stored combination, keeping switched-off entries', () => {
    const values = priceFormFromPrice(PRICE);
    expect(values.shopGroup).toBe(GROUP);
    expect([values.prefix, values.code]).toEqual(['100', '01']);
    expect(
      values.lists.cannabis.map(({ quantity, price, active }) => [quantity, price, active]),
    ).toEqual([
      ['1', '8', true],
      ['2.5', '19', false],
    ]);
    expect(priceInputOf(values).pre_rolled_joints).toEqual([
      { quantity: 1, price: 4.5, active: true },
    ]);
  });

  it('turns the fixed columns of the older model into entries', () => {
    const old: Price = {
      ...PRICE,
      cannabis: [],
      pre_rolled_joints: [],
      model: 'Old',
      one: 10,
      five: 45,
      piece: 3,
    };
    const { lists } = priceFormFromPrice(old);
    expect(lists.cannabis.map((entry) => [entry.quantity, entry.price])).toEqual([
      ['1', '10'],
      ['5', '45'],
    ]);
    expect(lists.edible.map((entry) => [entry.quantity, entry.price])).toEqual([['1', '3']]);
  });

  it('tells changed values apart, ignoring row keys', () => {
    const values = form();
    const sameValues = {
      ...values,
      lists: {
        ...values.lists,
        cannabis: values.lists.cannabis.map((d) => ({ ...d, key: 'other' })),
      },
    };
    expect(priceFormSnapshot(sameValues)).toBe(priceFormSnapshot(values));
    expect(priceFormSnapshot({ ...values, prefix: '200' })).not.toBe(priceFormSnapshot(values));
  });
});

describe('priceSaveProblem', () => {
  it('names the prefix when an edited price clashes with another', () => {
    const clash = new ApiError(409, 'Conflict', { detail: PRICE_RULE_MESSAGES.exists });
    expect(priceSaveProblem(clash, true)).toEqual({
      fields: { prefix: OTHER_PREFIX },
      messages: [PRICE_RULE_MESSAGES.exists],
    });
  });

  it('puts validation errors on their fields under the form-level message', () => {
    const refused = new ApiError(400, 'Bad Request', {
      detail: 'Bad body',
      validation_errors: [
        { loc: ['body', 'cannabis', 1, 'price'], msg: PRICE_RULE_MESSAGES.price, ctx: {} },
        { loc: [], msg: 'Something else', ctx: {} },
      ],
    });
    expect(priceSaveProblem(refused, false)).toEqual({
      fields: { 'cannabis.1.price': PRICE_RULE_MESSAGES.price },
      messages: [VALIDATION_ERRORS_MESSAGE, 'Something else'],
    });
  });

  it('says what went wrong otherwise', () => {
    expect(priceSaveProblem(new Error('Failed to fetch'), false)).toEqual({
      fields: {},
      messages: ['Failed to fetch'],
    });
  });
});

describe('free labels of piece prices (horeca)', () => {
  const glass = { ...draft('1', '3.5', 'glas'), label: 'Glas', labelEn: 'Glass' };
  const bottle = { ...draft('', '18', 'fles'), label: 'Fles', labelEn: 'Bottle' };
  const horeca = form({ lists: { cannabis: [], pre_rolled_joints: [], edible: [glass, bottle] } });

  it('sends the label of a piece price with its English text, its quantity only when typed', () => {
    expect(validatePriceForm(horeca)).toEqual({});
    expect(priceInputOf(horeca).edible).toEqual([
      { quantity: 1, price: 3.5, active: true, label: 'Glas', label_en: 'Glass' },
      { price: 18, active: true, label: 'Fles', label_en: 'Bottle' },
    ]);
  });

  it('lets labelled prices share a quantity, and still asks one of an unlabelled price', () => {
    const same = { ...bottle, quantity: '1' };
    const lists = { cannabis: [], pre_rolled_joints: [], edible: [glass, same] };
    expect(validatePriceForm(form({ lists }))).toEqual({});
    const bare = { ...bottle, label: '', labelEn: '' };
    expect(
      validatePriceForm(form({ lists: { ...lists, edible: [glass, bare] } }))['edible.1.quantity'],
    ).toBe(PRICE_RULE_MESSAGES.quantity);
  });

  it('refuses a label twice and an English text without its label', () => {
    const twice = { ...bottle, label: 'glas', labelEn: '' };
    expect(
      validatePriceForm(
        form({ lists: { cannabis: [], pre_rolled_joints: [], edible: [glass, twice] } }),
      ),
    ).toEqual({ 'edible.1.label': PRICE_RULE_MESSAGES.duplicateLabel });
  });

  it('keeps grams and joints on quantity and unit: a label typed there is not sent', () => {
    const gram = { ...draft('1', '8'), label: 'Zakje', labelEn: 'Bag' };
    expect(
      priceInputOf(
        form({ lists: { cannabis: [gram, draft('5', '36')], pre_rolled_joints: [], edible: [] } }),
      ).cannabis,
    ).toEqual([
      { quantity: 1, price: 8, active: true },
      { quantity: 5, price: 36, active: true },
    ]);
  });

  it('starts an edit with the stored free labels and tells a changed label apart', () => {
    const stored: Price = {
      ...PRICE,
      cannabis: [],
      pre_rolled_joints: [],
      edible: [
        { label: 'Glas', label_en: 'Glass', quantity: 1, price: 3.5, active: true },
        { label: '2st', quantity: 2, price: 6, active: true },
      ],
    };
    const values = priceFormFromPrice(stored);
    expect(values.lists.edible.map(({ label, labelEn }) => [label, labelEn])).toEqual([
      ['Glas', 'Glass'],
      ['', ''],
    ]);
    const renamed = {
      ...values,
      lists: {
        ...values.lists,
        edible: values.lists.edible.map((d, i) => (i === 0 ? { ...d, label: 'Wijnglas' } : d)),
      },
    };
    expect(priceFormSnapshot(renamed)).not.toBe(priceFormSnapshot(values));
  });
});
