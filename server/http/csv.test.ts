import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  CSV_MESSAGES,
  detectSeparator,
  escapeFormula,
  formatCsv,
  parseCsv,
  unescapeFormula,
} from './csv';

const cellsOf = (text: string, separator: ';' | ',' = ';') =>
  parseCsv(text, separator).map((r) => r.cells);

describe('parseCsv', () => {
  it.each([
    ['plain fields', 'a;b;c', [['a', 'b', 'c']]],
    ['empty fields', ';;', [['', '', '']]],
    ['quoted separator', '"a;b";c', [['a;b', 'c']]],
    ['doubled quotes', '"zeg ""hoi""";x', [['zeg "hoi"', 'x']]],
    ['quoted empty field', '"";x', [['', 'x']]],
    [
      'line end inside quotes',
      '"a\r\nb";c\r\nd;e',
      [
        ['a\r\nb', 'c'],
        ['d', 'e'],
      ],
    ],
    [
      'CRLF records',
      'a;b\r\nc;d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'LF records',
      'a;b\nc;d\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'CR records',
      'a;b\rc;d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['byte order mark', `${CSV_BOM}a;b`, [['a', 'b']]],
    ['empty lines skipped', 'a\r\n\r\nb\r\n', [['a'], ['b']]],
    ['a quote inside a field stays', 'a"b;c', [['a"b', 'c']]],
    ['unicode', 'Crème brûlée;€ 3,50', [['Crème brûlée', '€ 3,50']]],
  ])('reads %s', (_name, text, expected) => {
    expect(cellsOf(text)).toEqual(expected);
  });

  it('reads commas as separator when told', () => {
    expect(cellsOf('a,"b,c";d', ',')).toEqual([['a', 'b,c;d']]);
  });

  it('numbers records by the line they start on', () => {
    const records = parseCsv('h\r\n"x\r\ny"\r\n\r\nz', ';');
    expect(records.map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it('reports broken quotes on their record', () => {
    expect(parseCsv('a;"open\r\nrest', ';')[0]).toMatchObject({
      line: 1,
      error: CSV_MESSAGES.unclosedQuote,
    });
    const [first, second] = parseCsv('"a"b;c\r\nd', ';');
    expect(first).toMatchObject({ cells: ['ab', 'c'], error: CSV_MESSAGES.textAfterQuote });
    expect(second).toEqual({ line: 2, cells: ['d'] });
  });
});

describe('detectSeparator', () => {
  it.each([
    ['Categorie;Product;Type', ';'],
    ['Categorie,Product,Type', ','],
    [`${CSV_BOM}"a;b",c,d\r\nx;y;z;w`, ','],
    ['one', ';'],
  ])('%s', (text, expected) => {
    expect(detectSeparator(text)).toBe(expected);
  });
});

describe('formula escaping', () => {
  it.each(['=SUM(A1)', '+31', '-2', '@cmd', '\tx'])('escapes %s and reads it back', (cell) => {
    expect(escapeFormula(cell)).toBe(`'${cell}`);
    expect(unescapeFormula(escapeFormula(cell))).toBe(cell);
  });

  it('leaves other cells alone', () => {
    expect(escapeFormula("'t Hoekje")).toBe("'t Hoekje");
    expect(unescapeFormula("'t Hoekje")).toBe("'t Hoekje");
    expect(escapeFormula('12,50')).toBe('12,50');
  });
});

describe('formatCsv', () => {
  it('writes a BOM, CRLF, quotes and escaped formulas, and reads back the same', () => {
    const rows = [
      ['Naam', 'Prijs'],
      ['a;b', '1,50'],
      ['zeg "hoi"', ''],
      ['twee\nregels', ' spatie '],
      ['=1+1', '@x'],
    ];
    const text = formatCsv(rows, ';');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toContain('"a;b";1,50\r\n');
    expect(text).toContain("'=1+1;'@x\r\n");
    const back = cellsOf(text).map((row) => row.map(unescapeFormula));
    expect(back).toEqual(rows);
  });

  it('quotes commas with the comma separator', () => {
    expect(formatCsv([['a,b', '1.50']], ',')).toBe(`${CSV_BOM}"a,b",1.50\r\n`);
  });
});
