import { describe, expect, it } from 'vitest';
import { editDistance, nameIndex, nameSkeleton, nearMatches } from './menu-import-near';
import { NEW_MESSAGES, draftLists, registerCodeOf } from './menu-import-new-rules';
import { PRICE_RULE_MESSAGES } from '../../../src/domain';

const candidates = nameIndex(
  ['Ketama', 'Koffie', 'Coca-Cola', 'Café crème', 'Thee', 'Bier', 'Cappuccino'].map((name) => ({
    name,
  })),
);
const near = (name: string) => nearMatches(name, candidates).map((c) => c.name);

describe('near matches of an unknown name', () => {
  it('ignores case, accents, spaces and punctuation', () => {
    expect(nameSkeleton(' Café  Crème! ')).toBe('cafecreme');
    expect(near('coca cola')).toEqual(['Coca-Cola']);
    expect(near('Cafe creme')).toEqual(['Café crème']);
  });

  it('allows two typing errors in a longer name and one in a short one', () => {
    expect(near('Ketamma')).toEqual(['Ketama']);
    expect(near('Kaffie')).toEqual(['Koffie']);
    expect(near('Capucino')).toEqual(['Cappuccino']);
    expect(near('Kteama')).toEqual(['Ketama']);
    expect(near('Thea')).toEqual(['Thee']);
    expect(near('Tjea')).toEqual([]);
    expect(near('Wodka')).toEqual([]);
    expect(near('')).toEqual([]);
  });

  it('counts a swap of neighbours as one error and stops early beyond the bound', () => {
    expect(editDistance('ketama', 'kteama', 2)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(editDistance('kort', 'veel langer', 2)).toBe(3);
  });

  it('lists at most three, closest first', () => {
    const many = nameIndex(
      ['Haze 1', 'Haze 12', 'Haze 2', 'Haze 3', 'Haze'].map((name) => ({ name })),
    );
    expect(nearMatches('Haze 1', many).map((c) => c.name)).toEqual(['Haze 1', 'Haze', 'Haze 12']);
  });
});

describe('rules of a new product of a line', () => {
  it('asks for a code as given, a prefix, or the prefix of its category', () => {
    expect(registerCodeOf('50009', undefined)).toEqual({ code: '50009' });
    expect(registerCodeOf('500', '200')).toEqual({ prefix: '500' });
    expect(registerCodeOf('', '200')).toEqual({ prefix: '200' });
    expect(registerCodeOf('', undefined)).toBe(NEW_MESSAGES.noCode);
    expect(registerCodeOf('5 0', '200')).toBe(PRICE_RULE_MESSAGES.registerCode);
  });

  it('puts grams, joints and pieces in their lists, free labels with their English', () => {
    const lists = draftLists(
      [
        { label: 'Glas', price: 4.5 },
        { label: 'Fles', price: 22 },
      ],
      new Map([['Glas', 'Glass']]),
    );
    expect(lists).toEqual({
      cannabis: [],
      pre_rolled_joints: [],
      edible: [
        { label: 'Glas', label_en: 'Glass', price: 4.5 },
        { label: 'Fles', price: 22 },
      ],
    });
    expect(
      draftLists(
        [
          { label: '1g', price: 10 },
          { label: '1j', price: 5 },
        ],
        new Map(),
      ),
    ).toMatchObject({
      cannabis: [{ quantity: 1, price: 10 }],
      pre_rolled_joints: [{ quantity: 1 }],
    });
    expect(draftLists([{ label: '1g', price: 10 }], new Map())).toBe(
      PRICE_RULE_MESSAGES.tooFewPrices,
    );
  });
});
