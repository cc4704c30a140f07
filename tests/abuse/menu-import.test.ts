import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

interface Preview {
  rows: number;
  changes: unknown[];
  unknown_products: unknown[];
  errors: { line: number; message: string }[];
  errors_total: number;
  encoding: string;
}

/**
 * Attacks on the menu import replayed against the real server on loopback: files too large,
 * too long or too wide, unknown names by the thousand, values no price can have, binary
 * garbage, a file in an encoding it does not say, and a file that is all errors. Each answer
 * is a clear 4xx or a bounded preview; the server keeps answering its health check meanwhile.
 */
describe.each(testDatabases())('menu import under attack on %s', (kind) => {
  let api: TestApi;
  let baseUrl: string;
  let staff: string;
  let shopId: string;
  let header: string;
  let exported: string[];

  beforeAll(async () => {
    api = await startTestApi(kind, { demo: true });
    baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    shopId = api.demo?.defaultShopId as string;
    staff = await api.login(api.demo?.staffUsers[0]?.username as string, api.staffPassword);
    const csv = await fetch(`${baseUrl}/v1/shops/${shopId}/menu.csv`, {
      headers: { authorization: staff },
    });
    exported = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
    header = exported[0] ?? '';
  });
  afterAll(() => api?.close());

  const preview = (body: Uint8Array | string, language = 'nl') =>
    fetch(`${baseUrl}/v1/shops/${shopId}/menu-import/preview`, {
      method: 'POST',
      headers: { authorization: staff, 'content-type': 'text/csv', 'accept-language': language },
      body: typeof body === 'string' ? body : Buffer.from(body),
    });
  const width = () => header.split(';').length;
  const line = (name: string, cells: Record<number, string> = {}) =>
    Array.from(
      { length: width() },
      (_, i) => cells[i] ?? (i === 0 ? 'Hasj' : i === 1 ? name : ''),
    ).join(';');

  it('answers 413 naming the limit to a megabyte of 500,000 lines, at once and small', async () => {
    const file = `Categorie;Product\n${'x\n'.repeat(500_000)}`;
    const answer = await preview(file);
    expect(answer.status).toBe(413);
    const text = await answer.text();
    expect(text.length).toBeLessThan(1000);
    expect(JSON.parse(text)).toMatchObject({ code: 'file_too_many_lines' });
    expect(text).toContain('5000');
  });

  it('answers 413 to a file over 4 MB before reading it', async () => {
    const answer = await preview(Buffer.alloc(4 * 1024 * 1024 + 1, 0x78));
    expect(answer.status).toBe(413);
  });

  it('keeps answering its health check while it reads a 4 MB file of 5,000 long lines', async () => {
    const long = 'y'.repeat(780);
    const lines = Array.from({ length: 5000 }, (_, i) => line(`${long}${i}`));
    const file = [header, ...lines].join('\n');
    expect(file.length).toBeGreaterThan(3.8 * 1024 * 1024);
    let done = false;
    const health: number[] = [];
    const polling = (async () => {
      while (!done) {
        health.push((await fetch(`${baseUrl}/v1/health`)).status);
      }
    })();
    const answer = await preview(file);
    done = true;
    await polling;
    expect(answer.status).toBe(200);
    const seen = (await answer.json()) as Preview;
    expect(seen.rows).toBe(5000);
    expect(seen.errors).toHaveLength(200);
    expect(seen.errors_total).toBe(5000);
    expect(health.length).toBeGreaterThan(0);
    expect(health.every((status) => status === 200)).toBe(true);
  });

  it('looks up 5,000 unknown names and lists them without a 500', async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => line(`Onbekend ${i}`, { 3: `999${i}` }));
    const answer = await preview([header, ...lines].join('\n'));
    expect(answer.status).toBe(200);
    const seen = (await answer.json()) as Preview;
    expect(seen.unknown_products).toHaveLength(5000);
    expect(seen.errors_total).toBe(0);
  });

  it('refuses prices and discounts no price can have, line by line', async () => {
    const cells = header.split(';');
    /** The exported line of a product with one cell replaced. */
    const exportedWith = (name: string, column: string, value: string) => {
      const found = (exported.find((l) => l.split(';')[1] === name) ?? '').split(';');
      found[cells.indexOf(column)] = value;
      return found.join(';');
    };
    const values = ['99999999999999999999', '1000000,01', '1e20', '-5', '12,345', 'Infinity'];
    for (const value of values) {
      const file = [
        header,
        exportedWith('Ketama', '1g', value),
        exportedWith('Afghaan', 'Korting 1g', value),
      ].join('\n');
      const answer = await preview(file);
      expect(answer.status).toBe(200);
      const seen = (await answer.json()) as Preview;
      expect(seen.changes, value).toEqual([]);
      expect(
        seen.errors.map((e) => e.line),
        value,
      ).toEqual([2, 3]);
      expect(seen.errors[1]?.message, value).toMatch(/^(Korting|De korting)/);
    }
  });

  it('refuses binary garbage with 400 and reads random bytes as a file that is all errors', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const refused = await preview(png);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'file_not_text' });
    const english = await preview(png, 'en');
    expect(((await english.json()) as { detail: string }).detail).toContain('not text');
    // Bytes without a NUL: read as Windows-1252, they name no columns.
    const noise = Buffer.from(Array.from({ length: 20_000 }, (_, i) => 1 + ((i * 7919) % 255)));
    const read = await preview(noise);
    expect(read.status).toBe(200);
    const seen = (await read.json()) as Preview;
    expect(seen.changes).toEqual([]);
    expect(seen.errors_total).toBeGreaterThan(0);
  });

  it('reads a file in an encoding it does not announce', async () => {
    const lines = [header, line('Verse jus d’orange'), line('Café crème')].join('\r\n');
    for (const [encoding, bytes] of [
      ['windows-1252', iconv.encode(lines, 'windows-1252')],
      ['utf-16le', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(lines, 'utf16le')])],
      ['utf-16be', Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(lines, 'utf16be')])],
    ] as const) {
      const answer = await preview(bytes);
      expect(answer.status, encoding).toBe(200);
      expect(((await answer.json()) as Preview).encoding).toBe(encoding);
    }
    // UTF-16 without its mark is no text this reader takes: refused, not misread.
    const bare = await preview(iconv.encode(lines, 'utf16le'));
    expect(bare.status).toBe(400);
  });

  it('lists 200 errors of a file that is all errors, with their count', async () => {
    const lines = Array.from({ length: 4999 }, (_, i) => `kapot;${i}`);
    const answer = await preview([header, ...lines, '"niet afgesloten;x'].join('\n'));
    expect(answer.status).toBe(200);
    const seen = (await answer.json()) as Preview;
    expect(seen.errors).toHaveLength(200);
    expect(seen.errors_total).toBe(5000);
    const body = JSON.stringify(seen);
    expect(body.length).toBeLessThan(100_000);
  });
});
