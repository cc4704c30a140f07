/**
 * Happy hours in the menu file: the export writes a row's own happy hours in one "Happy hour"
 * column ("ma-vr 17:00-19:00 -20%", "za 16:00-18:00 4,50"), the import reads them back (a round
 * trip changes nothing), replaces them when the cell differs, and names a bad cell per line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

interface Row {
  id: string;
  product_name: string;
  json_prices: { label: string; price: number; active: boolean }[];
  deactivated_labels: string[];
}
interface Preview {
  token: string;
  changes: { product_name: string; happy_hour?: { old: string; new: string } | null }[];
  errors: { line: number; message: string }[];
}
interface HappyHourView {
  days: number[];
  from: string;
  to: string;
  prices: { label: string; price: number }[] | null;
  percent: number | null;
}

describe.each(testDatabases())('happy hours in the menu file on %s', (kind) => {
  let api: TestApi;
  let staff: string;
  let shopId: string;
  /** A row with several prices and one with a single price, both with unique names. */
  let many: Row;
  let single: Row;

  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
    api.app.inject({
      method,
      url,
      headers: { authorization: staff, ...headers },
      ...(payload && { payload }),
    });
  const exportCsv = async () => {
    const answer = await call('GET', `/v1/shops/${shopId}/menu.csv`);
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };
  const post = (path: string, csv: string, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url: `/v1/shops/${shopId}/menu-import/${path}`,
      headers: { authorization: staff, 'content-type': 'text/csv; charset=utf-8', ...headers },
      payload: csv,
    });
  const preview = async (csv: string, headers: Record<string, string> = {}) => {
    const answer = await post('preview', csv, headers);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Preview>();
  };
  /** The file with one row's "Happy hour" cell set. */
  const withCell = (csv: string, name: string, value: string) => {
    const lines = csv.split('\r\n');
    const header = (lines[0] ?? '').replace('\uFEFF', '').split(';');
    const column = header.indexOf('Happy hour');
    expect(column).toBe(header.length - 1);
    return lines
      .map((line) => {
        const cells = line.split(';');
        if (cells[1] !== name) return line;
        cells[column] = value;
        return cells.join(';');
      })
      .join('\r\n');
  };
  const cellOf = (csv: string, name: string) =>
    csv
      .split('\r\n')
      .map((line) => line.split(';'))
      .find((cells) => cells[1] === name)
      ?.at(-1);
  const hoursOf = async (row: Row) =>
    (await call('GET', `/v1/shops-to-prices/${row.id}/happy-hours`)).json<{
      items: HappyHourView[];
    }>().items;

  beforeAll(async () => {
    api = await startTestApi(kind, { demo: true });
    shopId = api.demo?.defaultShopId as string;
    const [maastricht] = api.demo?.staffUsers ?? [];
    staff = await api.login(maastricht?.username as string, api.staffPassword);
    const rows = (await call('GET', `/v1/shops-to-prices?filter=shop_id:${shopId}&limit=0`)).json<
      Row[]
    >();
    const unique = rows.filter(
      (r) => rows.filter((o) => o.product_name === r.product_name).length === 1,
    );
    const labels = (r: Row) => r.json_prices.filter((e) => e.active).length;
    const found = unique.find((r) => labels(r) >= 2);
    const one = unique.find((r) => labels(r) === 1);
    if (!found || !one) throw new Error('no fitting rows on the demo menu');
    many = found;
    single = one;
  });
  afterAll(() => api?.close());

  it('exports a row’s happy hours in one column and reads them back unchanged', async () => {
    const created = await call('POST', `/v1/shops-to-prices/${many.id}/happy-hours`, {
      days: [1, 2, 3, 4, 5],
      from: '17:00',
      to: '19:00',
      percent: 20,
    });
    expect(created.statusCode).toBe(201);
    const csv = await exportCsv();
    expect(csv.replace('\uFEFF', '').split('\r\n')[0]?.endsWith(';Happy hour')).toBe(true);
    expect(cellOf(csv, many.product_name)).toBe('ma-vr 17:00-19:00 -20%');
    expect(cellOf(csv, single.product_name)).toBe('');
    const round = await preview(csv);
    expect(round).toMatchObject({ changes: [], errors: [] });
  });

  it('replaces a row’s happy hours with the file’s', async () => {
    let csv = withCell(
      await exportCsv(),
      many.product_name,
      'za,zo 16:00-18:00 -10% | ma-vr 17:00-19:00 -25%',
    );
    csv = withCell(csv, single.product_name, 'vr 22:00-02:00 1,50');
    const seen = await preview(csv);
    expect(seen.errors).toEqual([]);
    expect(seen.changes).toHaveLength(2);
    expect(seen.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          product_name: many.product_name,
          happy_hour: {
            old: 'ma-vr 17:00-19:00 -20%',
            new: 'ma-vr 17:00-19:00 -25% | za,zo 16:00-18:00 -10%',
          },
        }),
        expect.objectContaining({
          product_name: single.product_name,
          happy_hour: { old: '', new: 'vr 22:00-02:00 1,50' },
        }),
      ]),
    );
    const applied = await post(`apply?token=${seen.token}`, csv);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ applied: 2 });
    const hours = await hoursOf(many);
    expect(hours).toHaveLength(2);
    expect(hours).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ days: [6, 7], from: '16:00', to: '18:00', percent: 10 }),
        expect.objectContaining({ days: [1, 2, 3, 4, 5], from: '17:00', to: '19:00', percent: 25 }),
      ]),
    );
    const label = single.json_prices.find((e) => e.active)?.label ?? '';
    expect(await hoursOf(single)).toEqual([
      expect.objectContaining({
        days: [5],
        from: '22:00',
        to: '02:00',
        prices: [{ label, price: 1.5 }],
      }),
    ]);
    // The new export reads back without changes; an emptied cell removes them.
    const again = await exportCsv();
    expect((await preview(again)).changes).toEqual([]);
    const emptied = withCell(again, single.product_name, '');
    const removal = await preview(emptied);
    expect(removal.changes).toEqual([
      expect.objectContaining({ happy_hour: { old: 'vr 22:00-02:00 1,50', new: '' } }),
    ]);
    expect((await post(`apply?token=${removal.token}`, emptied)).statusCode).toBe(200);
    expect(await hoursOf(single)).toEqual([]);
  });

  it('names a bad cell as its line’s error and changes nothing of that line', async () => {
    const csv = await exportCsv();
    const cases: [string, string][] = [
      [
        'ma-xx 17:00-19:00 -20%',
        'Happy hour ‘ma-xx 17:00-19:00 -20%’: dagen zijn ma, di, wo, do, vr, za, zo, bijvoorbeeld ‘ma-vr’ of ‘za,zo’.',
      ],
      [
        'ma 17:00',
        'Happy hour ‘ma 17:00’ is niet te lezen; schrijf bijvoorbeeld ‘ma-vr 17:00-19:00 -20%’ of ‘za 16:00-18:00 4,50’.',
      ],
      [
        'ma 17:00-19:00 -95%',
        'Happy hour ‘ma 17:00-19:00 -95%’: De korting van een happy hour is een heel getal van 1 tot en met 90 %.',
      ],
      [
        'ma 17:00-19:00 4,50',
        'Happy hour ‘ma 17:00-19:00 4,50’: deze regel heeft meer prijzen; zet de prijs erbij, bijvoorbeeld ‘1g 9,00’.',
      ],
      [
        'ma 17:00-19:00 -20% | ma 18:00-20:00 -10%',
        `Deze happy hour overlapt met een andere happy hour van ${many.product_name} (ma 18:00-20:00 -10%). Kies andere dagen of tijden.`,
      ],
      ['ma 17:00-19:00 99st 1,00', `${many.product_name} heeft geen prijs 99st.`],
    ];
    for (const [cell, message] of cases) {
      const seen = await preview(withCell(csv, many.product_name, cell));
      expect(seen.changes).toEqual([]);
      expect(seen.errors).toEqual([expect.objectContaining({ message })]);
    }
    const english = await preview(withCell(csv, many.product_name, 'ma-xx 17:00-19:00 -20%'), {
      'accept-language': 'en',
    });
    expect(english.errors[0]?.message).toBe(
      'Happy hour ‘ma-xx 17:00-19:00 -20%’: days are ma, di, wo, do, vr, za, zo (Monday to Sunday), e.g. ‘ma-vr’ or ‘za,zo’.',
    );
  });
});
