import { describe, expect, it } from 'vitest';
import type { PriceEntry } from './prices';
import {
  PRICE_RULE_MESSAGES,
  actionsStillValid,
  buildPriceLists,
  checkLinkLabels,
  entryInputOf,
  hasAtMostTwoDecimals,
  isRegisterCode,
  priceEntriesOf,
  priceModel,
} from './price-rules';

const empty = { cannabis: [], pre_rolled_joints: [], edible: [] };

describe('buildPriceLists', () => {
  it('generates labels from quantity and unit, ignores sent labels and sorts by quantity', () => {
    const result = buildPriceLists({
      cannabis: [
        { quantity: 5, price: 40, label: 'vijf' },
        { quantity: 0.5, price: 6.5 },
      ],
      pre_rolled_joints: [{ quantity: 3, price: 13.5, active: false }],
      edible: [{ quantity: 1, price: 7.25 }],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        cannabis: [
          { label: '0.5g', quantity: 0.5, price: 6.5, active: true },
          { label: '5g', quantity: 5, price: 40, active: true },
        ],
        pre_rolled_joints: [{ label: '3j', quantity: 3, price: 13.5, active: false }],
        edible: [{ label: '1st', quantity: 1, price: 7.25, active: true }],
      },
    });
  });

  it('keeps free labels of piece prices, in the order given, after the quantity labels', () => {
    const result = buildPriceLists({
      ...empty,
      edible: [
        { price: 4.5, label: ' Glas ', label_en: 'Glass' },
        { quantity: 2, price: 6 },
        { price: 24, label: 'Fles', label_en: ' Bottle' },
        { quantity: 0.25, price: 3, label: '0,25\n l' },
      ],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        ...empty,
        edible: [
          { label: '2st', quantity: 2, price: 6, active: true },
          { label: 'Glas', label_en: 'Glass', quantity: 1, price: 4.5, active: true },
          { label: 'Fles', label_en: 'Bottle', quantity: 1, price: 24, active: true },
          { label: '0,25 l', quantity: 0.25, price: 3, active: true },
        ],
      },
    });
  });

  it.each([
    ['cannabis', { price: 10 }, 'quantityNeeded', 'quantity'],
    ['edible', { price: 3 }, 'quantityNeeded', 'quantity'],
    ['edible', { price: 3, label: '   ' }, 'labelEmpty', 'label'],
    ['edible', { price: 3, label: 'Glas met een heel lang label' }, 'labelTooLong', 'label'],
    [
      'edible',
      { price: 3, label: 'Glas', label_en: 'A glass of house wine' },
      'labelTooLong',
      'label_en',
    ],
    ['edible', { quantity: 1, price: 3, label_en: 'Glass' }, 'labelEnglish', 'label_en'],
    ['edible', { price: 3, label: 'Glas', label_en: '2st' }, 'labelEnglish', 'label_en'],
  ] as const)('refuses a %s price %j: %s', (list, entry, message, field) => {
    const other = { quantity: 9, price: 1 };
    const lists = {
      ...empty,
      [list]: [entry],
      edible: list === 'edible' ? [other, entry] : [other],
    };
    expect(buildPriceLists(lists)).toEqual({
      ok: false,
      message: PRICE_RULE_MESSAGES[message],
      path: [list, list === 'edible' ? 1 : 0, field],
    });
  });

  it('refuses a free label twice in a combination, in either language and any case', () => {
    const glas = { price: 3, label: 'Glas', label_en: 'Glass' };
    for (const second of [
      { price: 4, label: 'glas' },
      { price: 4, label: 'Fles', label_en: 'GLASS' },
    ]) {
      expect(buildPriceLists({ ...empty, edible: [glas, second] })).toMatchObject({
        ok: false,
        message: PRICE_RULE_MESSAGES.duplicateLabel,
        path: ['edible', 1, 'label'],
      });
    }
    // Free labels are told apart by their text, not their quantity.
    expect(
      buildPriceLists({ ...empty, edible: [glas, { quantity: 1, price: 4, label: 'Fles' }] }),
    ).toMatchObject({ ok: true });
  });

  it('needs two prices in total unless the fixed columns are used or it is one piece price', () => {
    // A drink at 3,00: one piece price is enough.
    expect(buildPriceLists({ ...empty, edible: [{ quantity: 1, price: 3 }] })).toMatchObject({
      ok: true,
    });
    const one = { ...empty, cannabis: [{ quantity: 1, price: 2.5 }] };
    expect(buildPriceLists(one)).toEqual({
      ok: false,
      message: PRICE_RULE_MESSAGES.tooFewPrices,
      path: ['cannabis'],
    });
    expect(buildPriceLists(empty)).toMatchObject({ ok: false });
    expect(buildPriceLists(empty, { piece: 2.5, one: null })).toMatchObject({ ok: true });
    expect(buildPriceLists(one, { joint: 4.5 })).toMatchObject({ ok: true });
  });

  it.each([
    [{ quantity: 0, price: 1 }, PRICE_RULE_MESSAGES.quantity, 'quantity'],
    [{ quantity: -1, price: 1 }, PRICE_RULE_MESSAGES.quantity, 'quantity'],
    [{ quantity: 0.125, price: 1 }, PRICE_RULE_MESSAGES.quantity, 'quantity'],
    [{ quantity: 1e-9, price: 1 }, PRICE_RULE_MESSAGES.quantity, 'quantity'],
    [{ quantity: 1, price: 1e-9 }, PRICE_RULE_MESSAGES.price, 'price'],
    [{ quantity: 1, price: -0.01 }, PRICE_RULE_MESSAGES.price, 'price'],
    [{ quantity: 1, price: 9.999 }, PRICE_RULE_MESSAGES.price, 'price'],
  ])('refuses %o', (entry, message, field) => {
    const result = buildPriceLists({ ...empty, cannabis: [{ quantity: 2, price: 3 }, entry] });
    expect(result).toEqual({ ok: false, message, path: ['cannabis', 1, field] });
  });

  it('accepts any positive quantity in cents, free prices and binary fractions', () => {
    const result = buildPriceLists({
      ...empty,
      cannabis: [
        { quantity: 0.33, price: 0 },
        { quantity: 1.1, price: 0.1 + 0.2 },
      ],
    });
    expect(result.ok && result.value.cannabis.map((e) => [e.label, e.price])).toEqual([
      ['0.33g', 0],
      ['1.1g', 0.3],
    ]);
  });

  it('refuses the same quantity twice in one list, not across lists', () => {
    const twice = buildPriceLists({
      ...empty,
      edible: [
        { quantity: 1, price: 2 },
        { quantity: 1.0, price: 3 },
      ],
    });
    expect(twice).toEqual({
      ok: false,
      message: PRICE_RULE_MESSAGES.duplicateQuantity,
      path: ['edible', 1],
    });
    const across = buildPriceLists({
      cannabis: [{ quantity: 1, price: 10 }],
      pre_rolled_joints: [{ quantity: 1, price: 4 }],
      edible: [{ quantity: 1, price: 3 }],
    });
    expect(across.ok).toBe(true);
  });

  it('refuses a negative fixed column', () => {
    expect(buildPriceLists(empty, { five: -1 })).toEqual({
      ok: false,
      message: PRICE_RULE_MESSAGES.price,
      path: ['five'],
    });
  });
});

describe('register codes and model', () => {
  it.each([
    ['10001', true],
    ['100', true],
    ['500-cola', true],
    ['01', false],
    ['abc01', false],
    ['100 01', false],
    [`100${'9'.repeat(29)}`, true],
    [`100${'9'.repeat(30)}`, false],
  ])('%s -> %s', (code, valid) => {
    expect(isRegisterCode(code)).toBe(valid);
  });

  it("is 'New' with a cannabis list, else 'Old'", () => {
    expect(priceModel({ cannabis: [{ label: '1g', quantity: 1, price: 9, active: true }] })).toBe(
      'New',
    );
    expect(priceModel({ cannabis: [] })).toBe('Old');
  });

  it('knows cents', () => {
    expect(
      [0, 1, 1.5, 1.25, 0.07, 0.29, 4.35, 19.99, 99_999.99, 999_999.99].every(hasAtMostTwoDecimals),
    ).toBe(true);
    expect(
      [1.001, 1e-9, 1e-15, 1_000_000.001, Number.NaN, Number.POSITIVE_INFINITY].some(
        hasAtMostTwoDecimals,
      ),
    ).toBe(false);
  });
});

const entry = (label: string, quantity: number, price: number): PriceEntry => ({
  label,
  quantity,
  price,
  active: true,
});

describe('entryInputOf', () => {
  it('sends a free label back with its English text, and a quantity label as its quantity', () => {
    const kept = { label: 'Fles', label_en: 'Bottle', quantity: 1, price: 24, active: true };
    expect(entryInputOf(kept)).toEqual({ ...kept });
    expect(entryInputOf({ label: '2st', quantity: 2, price: 6, active: false })).toEqual({
      quantity: 2,
      price: 6,
      active: false,
    });
    const round = buildPriceLists({ ...empty, edible: [kept].map(entryInputOf) });
    expect(round).toEqual({ ok: true, value: { ...empty, edible: [kept] } });
  });
});

describe('priceEntriesOf', () => {
  it('lists the entries of the three lists in board order', () => {
    const lists = {
      cannabis: [entry('5g', 5, 45), entry('1g', 1, 10)],
      pre_rolled_joints: [entry('3j', 3, 13)],
      edible: [entry('1st', 1, 2.5)],
    };
    expect(priceEntriesOf(lists, { one: 9 }).map((e) => e.label)).toEqual([
      '1g',
      '5g',
      '3j',
      '1st',
    ]);
  });

  it('stands in the fixed columns with a value for a combination of the older model', () => {
    const entries = priceEntriesOf(empty, { five: 45, one: 10, joint: 4.5, half: null });
    expect(entries.map((e) => [e.label, e.quantity, e.price])).toEqual([
      ['1g', 1, 10],
      ['5g', 5, 45],
      ['1j', 1, 4.5],
    ]);
  });
});

describe('checkLinkLabels', () => {
  const entries = [entry('1g', 1, 10), entry('2.5g', 2.5, 24), entry('5g', 5, 45)];

  it('accepts switched-off labels while two stay enabled, and lower discounts', () => {
    expect(checkLinkLabels(entries, ['5g', '5g'], [{ label: '1g', price: 9.5 }])).toEqual({
      ok: true,
      value: { deactivated: ['5g'], actions: [{ label: '1g', price: 9.5 }] },
    });
    expect(checkLinkLabels(entries, [], [])).toMatchObject({ ok: true });
  });

  it('keeps at least two labels enabled', () => {
    expect(checkLinkLabels(entries, ['1g', '5g'], [])).toEqual({
      ok: false,
      message: PRICE_RULE_MESSAGES.tooFewPrices,
      path: ['deactivated_labels'],
    });
  });

  it('counts only active entries as enabled', () => {
    const withInactive = [...entries.slice(0, 2), { ...entry('5g', 5, 45), active: false }];
    expect(checkLinkLabels(withInactive, ['1g'], [])).toMatchObject({ ok: false });
    expect(checkLinkLabels(withInactive, [], [{ label: '5g', price: 40 }])).toEqual({
      ok: false,
      message: PRICE_RULE_MESSAGES.actionLabel,
      path: ['action_labels', 0, 'label'],
    });
    expect(actionsStillValid(withInactive, [{ label: '5g', price: 40 }])).toEqual([]);
  });

  it('lets a row of a single-price combination switch nothing off', () => {
    const single = [entry('1st', 1, 2.5)];
    expect(checkLinkLabels(single, [], [])).toMatchObject({ ok: true });
    expect(checkLinkLabels(single, ['1st'], [])).toMatchObject({ ok: false });
  });

  it.each([
    [['3j'], [], PRICE_RULE_MESSAGES.unknownLabel, ['deactivated_labels', 0]],
    [
      [],
      [{ label: '3j', price: 1 }],
      PRICE_RULE_MESSAGES.actionLabel,
      ['action_labels', 0, 'label'],
    ],
    [
      ['5g'],
      [{ label: '5g', price: 40 }],
      PRICE_RULE_MESSAGES.actionLabel,
      ['action_labels', 0, 'label'],
    ],
    [
      [],
      [{ label: '1g', price: 10 }],
      PRICE_RULE_MESSAGES.actionNotLower,
      ['action_labels', 0, 'price'],
    ],
    [
      [],
      [{ label: '1g', price: 11 }],
      PRICE_RULE_MESSAGES.actionNotLower,
      ['action_labels', 0, 'price'],
    ],
    [[], [{ label: '1g', price: -1 }], PRICE_RULE_MESSAGES.price, ['action_labels', 0, 'price']],
    [[], [{ label: '1g', price: 9.555 }], PRICE_RULE_MESSAGES.price, ['action_labels', 0, 'price']],
    [
      [],
      [
        { label: '1g', price: 9 },
        { label: '1g', price: 8 },
      ],
      PRICE_RULE_MESSAGES.duplicateAction,
      ['action_labels', 1, 'label'],
    ],
  ])('refuses deactivated %o with actions %o', (deactivated, actions, message, path) => {
    expect(checkLinkLabels(entries, deactivated, actions)).toEqual({ ok: false, message, path });
  });
});

describe('actionsStillValid', () => {
  it('keeps discounts on existing labels that are still lower, once per label', () => {
    const entries = [entry('1g', 1, 8), entry('5g', 5, 45)];
    const actions = [
      { label: '1g', price: 9 },
      { label: '5g', price: 40 },
      { label: '5g', price: 39 },
      { label: '2.5g', price: 20 },
    ];
    expect(actionsStillValid(entries, actions)).toEqual([{ label: '5g', price: 40 }]);
  });
});
