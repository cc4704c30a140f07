import { describe, expect, it } from 'vitest';
import {
  happyHourActions,
  happyHourProblem,
  happyHoursOverlap,
  nextHappyHourChange,
  percentOff,
  runningHappyHour,
  type HappyHourRule,
} from './happy-hour';
import { happyHourCell, parseHappyHourCell } from './happy-hour-cell';

const rule = (
  days: number[],
  from: string,
  to: string,
  offer: Partial<Pick<HappyHourRule, 'prices' | 'percent'>> = { percent: 20 },
): HappyHourRule => ({
  days,
  from,
  to,
  prices: offer.prices ?? null,
  percent: offer.percent ?? null,
});

const entry = (label: string, price: number, active = true) => ({
  label,
  price,
  quantity: 1,
  active,
});

describe('happyHourProblem', () => {
  it.each([
    [rule([1], '17:00', '19:00'), null],
    [rule([1], '22:00', '02:00'), null],
    [rule([], '17:00', '19:00'), 'no_days'],
    [rule([8], '17:00', '19:00'), 'bad_day'],
    [rule([1], '7:00', '19:00'), 'bad_time'],
    [rule([1], '17:00', '17:00'), 'empty_interval'],
    [rule([1, 1], '17:00', '19:00'), 'duplicate_day'],
    [rule([1], '17:00', '19:00', { percent: 0 }), 'bad_percent'],
    [rule([1], '17:00', '19:00', { percent: 90 }), null],
    [rule([1], '17:00', '19:00', { percent: 91 }), 'bad_percent'],
    [rule([1], '17:00', '19:00', { percent: 12.5 }), 'bad_percent'],
    [{ ...rule([1], '17:00', '19:00'), percent: null }, 'price_or_percent'],
    [{ ...rule([1], '17:00', '19:00'), prices: [{ label: '1g', price: 1 }] }, 'price_or_percent'],
    [rule([1], '17:00', '19:00', { prices: [] }), 'no_prices'],
    [rule([1], '17:00', '19:00', { prices: [{ label: '1g', price: 1.005 }] }), 'bad_price'],
    [
      rule([1], '17:00', '19:00', {
        prices: [
          { label: '1g', price: 1 },
          { label: '1g', price: 2 },
        ],
      }),
      'duplicate_label',
    ],
  ])('%j: %s', (value, problem) => {
    expect(happyHourProblem(value)).toBe(problem);
  });
});

describe('happyHoursOverlap', () => {
  it.each([
    [rule([1], '17:00', '19:00'), rule([1], '18:00', '20:00'), true],
    [rule([1], '17:00', '19:00'), rule([1], '19:00', '21:00'), false],
    [rule([1, 2], '17:00', '19:00'), rule([3], '17:00', '19:00'), false],
    // Across midnight into the next day.
    [rule([1], '22:00', '02:00'), rule([2], '01:00', '03:00'), true],
    [rule([1], '22:00', '02:00'), rule([2], '02:00', '03:00'), false],
    // Sunday night into Monday morning wraps the week.
    [rule([7], '23:00', '01:00'), rule([1], '00:30', '02:00'), true],
    [rule([7], '23:00', '01:00'), rule([7], '00:30', '02:00'), false],
  ])('%j and %j: %s', (a, b, overlap) => {
    expect(happyHoursOverlap(a, b)).toBe(overlap);
    expect(happyHoursOverlap(b, a)).toBe(overlap);
  });
});

describe('running happy hours by the clock', () => {
  // Wednesday 4 November 2026 in Amsterdam (UTC+1).
  const at = (time: string) => Date.parse(`2026-11-04T${time}+01:00`);
  const rules = [rule([1, 2, 3, 4, 5], '17:00', '19:00'), rule([3], '22:00', '01:00')];

  it('finds the one running, and the next start or end', () => {
    expect(runningHappyHour(rules, 'Europe/Amsterdam', at('16:59:59'))).toBeNull();
    expect(runningHappyHour(rules, 'Europe/Amsterdam', at('17:00:00'))).toBe(rules[0]);
    expect(runningHappyHour(rules, 'Europe/Amsterdam', at('19:00:00'))).toBeNull();
    expect(runningHappyHour(rules, 'Europe/Amsterdam', at('23:30:00'))).toBe(rules[1]);
    expect(nextHappyHourChange(rules, 'Europe/Amsterdam', at('12:00:00'))).toBe(at('17:00:00'));
    expect(nextHappyHourChange(rules, 'Europe/Amsterdam', at('17:30:00'))).toBe(at('19:00:00'));
    expect(nextHappyHourChange(rules, 'Europe/Amsterdam', at('19:30:00'))).toBe(at('22:00:00'));
    expect(nextHappyHourChange([], 'Europe/Amsterdam', at('19:30:00'))).toBeNull();
  });
});

describe('happyHourActions', () => {
  const entries = [entry('1g', 10), entry('5g', 45), entry('1j', 5, false)];

  it('gives a percentage off every active label, in whole cents', () => {
    expect(percentOff(9.99, 15)).toBe(8.49);
    expect(happyHourActions(entries, [], { prices: null, percent: 20 })).toEqual([
      { label: '1g', price: 8 },
      { label: '5g', price: 36 },
    ]);
  });

  it('lets the lower of the row’s discount and the happy-hour price win', () => {
    expect(
      happyHourActions(entries, [{ label: '1g', price: 7 }], { prices: null, percent: 20 }),
    ).toEqual([
      { label: '1g', price: 7 },
      { label: '5g', price: 36 },
    ]);
  });

  it('keeps a fixed price only below the regular price', () => {
    expect(
      happyHourActions(entries, [], {
        prices: [
          { label: '1g', price: 12 },
          { label: '5g', price: 40 },
        ],
        percent: null,
      }),
    ).toEqual([{ label: '5g', price: 40 }]);
  });
});

describe('the menu file’s happy-hour cell', () => {
  const rules = [
    rule([6, 7], '16:00', '18:00', { percent: 10 }),
    rule([1, 2, 3, 4, 5], '17:00', '19:00', { percent: 25 }),
    rule([5], '22:00', '02:00', {
      prices: [
        { label: '1g', price: 9 },
        { label: '5g', price: 40.5 },
      ],
    }),
  ];

  it('writes and reads back the same happy hours', () => {
    const cell = happyHourCell(rules, ['1g', '5g']);
    expect(cell).toBe(
      'ma-vr 17:00-19:00 -25% | vr 22:00-02:00 1g 9,00 5g 40,50 | za,zo 16:00-18:00 -10%',
    );
    const read = parseHappyHourCell(cell, ['1g', '5g']);
    expect(read.ok && happyHourCell(read.rules, ['1g', '5g'])).toBe(cell);
  });

  it('writes a one-price row’s price without its label', () => {
    const one = rule([6], '16:00', '18:00', { prices: [{ label: '1st', price: 4.5 }] });
    expect(happyHourCell([one], ['1st'])).toBe('za 16:00-18:00 4,50');
    const read = parseHappyHourCell('za 16:00-18:00 4,50', ['1st']);
    expect(read).toEqual({ ok: true, rules: [one] });
  });

  it.each([
    ['', { ok: true, rules: [] }],
    [
      'vr-ma 9:00-10:00 -5%',
      { ok: true, rules: [rule([1, 5, 6, 7], '09:00', '10:00', { percent: 5 })] },
    ],
    ['ma-xx 17:00-19:00 -20%', { ok: false, problem: 'days', part: 'ma-xx 17:00-19:00 -20%' }],
    ['ma 17:00 -20%', { ok: false, problem: 'form', part: 'ma 17:00 -20%' }],
    ['ma 17:00-19:00 -95%', { ok: false, problem: 'bad_percent', part: 'ma 17:00-19:00 -95%' }],
    ['ma 17:00-19:00 4,50', { ok: false, problem: 'needs_label', part: 'ma 17:00-19:00 4,50' }],
  ])('reads %j', (cell, result) => {
    expect(parseHappyHourCell(cell, ['1g', '5g'])).toEqual(result);
  });
});
