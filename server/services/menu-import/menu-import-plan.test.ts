import { describe, expect, it } from 'vitest';
import type { ShopLink } from '../../../src/domain/contract';
import { IMPORT_MESSAGES, parseSheetPrice, planMenuImport } from './menu-import-plan';
import type { MenuSheetRow } from './menu-sheet';

const row = (
  id: string,
  name: string,
  code: string,
  category: string,
  price = 9,
  active = true,
): MenuSheetRow => ({
  category,
  happyHours: [],
  view: {
    id,
    product_name: name,
    internal_product_id: code,
    active,
    json_prices: [
      { label: '1g', quantity: 1, price, active: true },
      { label: '5g', quantity: 5, price: 40, active: true },
    ],
  } as ShopLink,
});

const HEADER = 'Categorie;Product;Type;Kassacode;1g;5g;Beschikbaar';
/** The records of a file of simple lines (no quotes), as the reader gives them. */
const records = (...lines: string[]) =>
  lines.map((text, index) => ({ line: index + 1, cells: text.split(';') }));
const file = (...lines: string[]) => records(HEADER, ...lines);

describe('parseSheetPrice', () => {
  it.each([
    ['12,50', 12.5],
    ['12.50', 12.5],
    ['€ 1.234,50', 1234.5],
    [' 7 ', 7],
    ['', null],
    ['negen', Number.NaN],
    ['-1', Number.NaN],
    ['1,005', Number.NaN],
  ])('%s', (text, expected) => {
    expect(parseSheetPrice(text)).toBe(expected);
  });
});

describe('planMenuImport', () => {
  const menu = [
    row('a', 'Ketama', '20001', 'Hasj'),
    row('b', 'Polm', '20001', 'Hasj'),
    row('c', 'Skunk', '10001', 'Wiet'),
    row('d', 'Skunk', '30001', 'Joints'),
  ];

  it('matches by code and name, then name, then code, narrowed by category', () => {
    const plan = planMenuImport(
      file(
        'Hasj;Ketama;soort;20001;9,50;40,00;ja',
        // A code that changed (the row got its own copy): the name still finds it.
        'Hasj;Polm;soort;29999;9,00;41,00;ja',
        // The same name in two categories: the category decides.
        'Joints;Skunk;soort;;9,00;40,00;nee',
      ),
      menu,
    );
    expect(plan.errors).toEqual([]);
    expect(plan.changes.map((c) => [c.link_id, c.prices, c.active])).toEqual([
      ['a', [{ label: '1g', old: 9, new: 9.5 }], null],
      ['b', [{ label: '5g', old: 40, new: 41 }], null],
      ['d', [], false],
    ]);
  });

  it('reports ambiguous, repeated and broken lines with their line numbers', () => {
    const plan = planMenuImport(
      file(
        'Overig;Skunk;soort;;9,00;40,00;ja',
        'Hasj;Ketama;soort;20001;9,00;40,00;ja',
        'Hasj;Ketama;soort;20001;9,00;40,00;ja',
        'Hasj;Polm;soort;20001;;40,00;ja',
        'Wiet;Skunk;soort;10001;9,00;40,00;misschien',
        'Hasj;kort',
        'Nieuw;Onbekend;soort;99999;1,00;2,00;ja',
      ),
      menu,
    );
    expect(plan.errors).toEqual([
      { line: 2, message: IMPORT_MESSAGES.ambiguous },
      { line: 4, message: IMPORT_MESSAGES.twice(3) },
      { line: 5, message: IMPORT_MESSAGES.missingPrice('1g') },
      { line: 6, message: IMPORT_MESSAGES.badActive('misschien') },
      { line: 7, message: IMPORT_MESSAGES.columnCount(2, 7) },
    ]);
    expect(plan.unmatched).toEqual([
      {
        line: 8,
        category: 'Nieuw',
        product_name: 'Onbekend',
        internal_product_id: '99999',
        type: 'soort',
        draft: {
          prices: [
            { label: '1g', price: 1 },
            { label: '5g', price: 2 },
          ],
          active: true,
          new: false,
        },
      },
    ]);
    expect(plan.unchanged).toBe(1);
  });

  it('reads the prices of unknown lines, refuses a broken one and a name given twice', () => {
    const plan = planMenuImport(
      file(
        'Wiet;Nieuwe Haze;soort;;;12,00;',
        'Wiet;nieuwe haze;soort;;;13,00;ja',
        'Wiet;Andere;soort;;tien;;ja',
        'Wiet;Derde;soort;;;;nee',
      ),
      menu,
    );
    expect(plan.errors).toEqual([
      { line: 3, message: IMPORT_MESSAGES.twice(2) },
      { line: 4, message: IMPORT_MESSAGES.badPrice('1g', 'tien') },
    ]);
    expect(plan.unmatched.map((u) => [u.line, u.draft])).toEqual([
      [2, { prices: [{ label: '5g', price: 12 }], active: true, new: false }],
      [5, { prices: [], active: false, new: false }],
    ]);
  });

  it('plans a line the user matched to a row of the menu as a change of that row', () => {
    const chosen = new Map([[2, menu[0] as MenuSheetRow]]);
    const plan = planMenuImport(file('Hasj;Ketamma;soort;;9,50;40,00;ja'), menu, chosen);
    expect(plan.unmatched).toEqual([]);
    expect(plan.changes.map((c) => [c.link_id, c.prices])).toEqual([
      ['a', [{ label: '1g', old: 9, new: 9.5 }]],
    ]);
  });

  it('refuses a file without the columns it needs', () => {
    const plan = planMenuImport(records('Naam;Prijs', 'Ketama;9'), menu);
    expect(plan.errors).toEqual([
      {
        line: 1,
        message: IMPORT_MESSAGES.missingColumns([
          'Categorie',
          'Product',
          'Kassacode',
          'Beschikbaar',
        ]),
      },
    ]);
  });
});
