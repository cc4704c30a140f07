import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { detectEncoding } from './csv-encoding';
import { CSV_MESSAGES, detectSeparator, readCsv } from './csv-read';
import { escapeFormula, formatCsv, unescapeFormula } from './csv-write';

const LIMITS = { maxRecords: 100, maxRecordChars: 200 };
const utf8 = (text: string) => Buffer.from(text, 'utf8');
const cellsOf = async (bytes: Uint8Array, limits = LIMITS) =>
  (await readCsv(bytes, limits)).records.map((r) =>
    r.error ? [r.line, r.error] : [r.line, r.cells],
  );

describe('detectEncoding', () => {
  const text = 'Dranken;Verse jus d’orange;Café';
  it.each([
    ['utf-8-bom', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(text)])],
    ['utf-8', utf8(text)],
    ['utf-16le', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf16le')])],
    ['utf-16be', Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, 'utf16be')])],
    ['windows-1252', iconv.encode(text, 'windows-1252')],
    ['utf-8', utf8('plain ASCII;1,00')],
  ])('%s', async (encoding, bytes) => {
    expect(detectEncoding(bytes)).toBe(encoding);
    const read = await readCsv(bytes, LIMITS);
    expect(read.encoding).toBe(encoding);
    expect(read.records[0]?.cells.join(';')).toBe(
      encoding === 'utf-8' && !bytes.includes(0xe2) ? 'plain ASCII;1,00' : text,
    );
  });
});

describe('readCsv', () => {
  it('reads quotes, doubled quotes, separators and line ends inside quotes with the line they start on', async () => {
    const file = 'a;b;c\r\n1;"x\r\ny";3\r\n\r\n"say ""hi""";"5;6";7\n8;9;10\r11;12;13';
    expect(await cellsOf(utf8(file))).toEqual([
      [1, ['a', 'b', 'c']],
      [2, ['1', 'x\ny', '3']],
      [5, ['say "hi"', '5;6', '7']],
      [6, ['8', '9', '10']],
      [7, ['11', '12', '13']],
    ]);
  });

  it('chooses the separator the first line uses most', async () => {
    expect(detectSeparator('Categorie,Product,"a;b",Kassacode')).toBe(',');
    expect(detectSeparator('Categorie;Product;Type,x')).toBe(';');
    const read = await readCsv(utf8('\r\nCategorie,Product\r\nHasj,"9,50"'), LIMITS);
    expect(read.separator).toBe(',');
    expect(read.records.map((r) => r.cells)).toEqual([
      ['Categorie', 'Product'],
      ['Hasj', '9,50'],
    ]);
  });

  it('reports a broken quote and a line that is too long on their own line, and reads the rest', async () => {
    const long = 'x'.repeat(300);
    const file = `a;b\r\n1;2\r\n${long};3\r\n4;5\r\n"open;6\r\n7;8`;
    expect(await cellsOf(utf8(file))).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '2']],
      [3, CSV_MESSAGES.recordTooLong(200)],
      [4, ['4', '5']],
      [5, CSV_MESSAGES.unclosedQuote],
    ]);
  });

  it('keeps a quote inside an unquoted cell', async () => {
    expect(await cellsOf(utf8('a;b\r\n12" scherm;"x"y'))).toEqual([
      [1, ['a', 'b']],
      [2, ['12" scherm', '"x"y']],
    ]);
  });

  it('reads characters and line ends split between the pieces it decodes', async () => {
    // 64 KiB pieces: put a two-byte character and a CRLF across the first boundary.
    const filler = 'x'.repeat(64 * 1024 - 8);
    const lines = [`a;${filler}`, 'é;\u00e9\u00e9', 'b;c'];
    const bytes = utf8(lines.join('\r\n'));
    const read = await readCsv(bytes, { maxRecords: 10, maxRecordChars: 70_000 });
    expect(read.records.map((r) => [r.line, r.cells[0]])).toEqual([
      [1, 'a'],
      [2, 'é'],
      [3, 'b'],
    ]);
  });

  it('refuses more lines than the limit with 413, naming the limit', async () => {
    const file = ['a', ...Array.from({ length: 101 }, () => 'x')].join('\n');
    const error = await readCsv(utf8(file), LIMITS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(413);
    expect((error as AppError).code).toBe('FILE_TOO_MANY_LINES');
    expect((error as AppError).message).toContain('100');
    // The limit itself is fine.
    const fits = ['a', ...Array.from({ length: 100 }, () => 'x')].join('\n');
    expect((await readCsv(utf8(fits), LIMITS)).records).toHaveLength(101);
  });

  it('refuses a binary file with 400', async () => {
    const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff, 0x12]);
    const error = await readCsv(bytes, LIMITS).catch((e: unknown) => e);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).code).toBe('FILE_NOT_TEXT');
  });

  it('reads an empty file as no records', async () => {
    expect((await readCsv(new Uint8Array(), LIMITS)).records).toEqual([]);
    expect((await readCsv(utf8('\r\n\r\n'), LIMITS)).records).toEqual([]);
  });
});

describe('formatCsv', () => {
  it('writes a BOM, CRLF, quotes where needed and escapes formulas', async () => {
    const text = formatCsv(
      [
        ['Categorie', 'Product'],
        ['=HYPERLINK("x")', 'a;b'],
        ['+31', ' spatie'],
      ],
      ';',
    );
    expect(text).toBe(
      '\uFEFFCategorie;Product\r\n"\'=HYPERLINK(""x"")";"a;b"\r\n\'+31;" spatie"\r\n',
    );
    expect(text).not.toMatch(/(^|;|\n)[=+\-@]/);
    const read = await readCsv(utf8(text), LIMITS);
    expect(read.encoding).toBe('utf-8-bom');
    expect(read.records[1]?.cells.map(unescapeFormula)).toEqual(['=HYPERLINK("x")', 'a;b']);
    expect(read.records[2]?.cells.map(unescapeFormula)).toEqual(['+31', ' spatie']);
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'escapes %j and reads it back',
    (cell) => {
      expect(escapeFormula(cell)).toBe(`'${cell}`);
      expect(unescapeFormula(escapeFormula(cell))).toBe(cell);
    },
  );

  it('leaves ordinary cells and apostrophes alone', () => {
    expect(escapeFormula("d'orange")).toBe("d'orange");
    expect(unescapeFormula("'gewoon")).toBe("'gewoon");
  });
});
