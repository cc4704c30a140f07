import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { multipartBody, solidPicture } from '../support/images';
import { freshAddress } from '../support/orders';
import { priceBody } from '../support/pricing';

const DUTCH = 'nl-NL,nl;q=0.9,en;q=0.8';
const ENGLISH = 'en-GB,en;q=0.9,nl;q=0.5';
const UNKNOWN_ID = '6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10';

/**
 * Staff see the server's messages in their language: the same refused requests answered in
 * Dutch for a Dutch browser and in English for an English one, with the same machine code.
 * A request naming neither gets Dutch, or the older API's English where clients rely on it.
 */
describe.each(testDatabases())('server messages by Accept-Language on %s', (kind) => {
  let api: TestApi;
  let auth: string;
  let shopId: string;

  beforeAll(async () => {
    api = await startTestApi(kind, { demo: true });
    auth = await api.adminAuth();
    shopId = api.demo?.defaultShopId as string;
  });
  afterAll(() => api?.close());

  const get = (url: string, language?: string) =>
    api.app.inject({
      url,
      headers: { authorization: auth, ...(language && { 'accept-language': language }) },
    });

  it('answers a validation error (400) in the asked language', async () => {
    const nl = await get('/v1/shops/not-a-uuid', DUTCH);
    const en = await get('/v1/shops/not-a-uuid', ENGLISH);
    expect(nl.statusCode).toBe(400);
    expect(en.statusCode).toBe(400);
    expect(nl.json()).toMatchObject({
      detail: 'Ongeldige invoer: path.id moet de vorm "uuid" hebben',
      code: 'validation_failed',
    });
    expect(nl.json().validation_errors[0]).toMatchObject({
      loc: ['path', 'id'],
      msg: 'moet de vorm "uuid" hebben',
    });
    expect(en.json()).toMatchObject({
      detail: 'Validation failed: path.id must match format "uuid"',
      code: 'validation_failed',
    });
  });

  it('answers not found (404) in the asked language, English without one', async () => {
    const url = `/v1/shops/${UNKNOWN_ID}`;
    expect((await get(url, DUTCH)).json()).toEqual({
      detail: 'Shop niet gevonden.',
      code: 'not_found',
    });
    expect((await get(url, ENGLISH)).json()).toEqual({
      detail: 'Shop not found',
      code: 'not_found',
    });
    expect((await get(url)).json()).toEqual({ detail: 'Shop not found', code: 'not_found' });
    const path = await get('/v1/no-such-path', DUTCH);
    expect(path.statusCode).toBe(404);
    expect(path.json()).toEqual({ detail: 'Niet gevonden.', code: 'not_found' });
    const noLogin = await api.app.inject({
      url: '/v1/users/me',
      headers: { 'accept-language': DUTCH },
    });
    expect(noLogin.statusCode).toBe(401);
    expect(noLogin.json()).toEqual({ detail: 'Niet ingelogd.', code: 'not_authenticated' });
  });

  it('answers a save on an older version (409) in the asked language, Dutch without one', async () => {
    const list = await get('/v1/kinds/all');
    const [read] = list.json<{ id: string; name: string; modified_at: string }[]>();
    if (!read) throw new Error('no kind');
    const save = (n: number, language?: string) =>
      api.app.inject({
        method: 'PUT',
        url: `/v1/kinds/${read.id}`,
        headers: {
          authorization: auth,
          'if-match': `"${read.modified_at}"`,
          ...(language && { 'accept-language': language }),
        },
        payload: { name: `${read.name} ${n}` },
      });
    expect((await save(1)).statusCode).toBe(200);
    const answers = [await save(2, DUTCH), await save(3, ENGLISH), await save(4)];
    expect(answers.map((a) => a.statusCode)).toEqual([409, 409, 409]);
    expect(answers.map((a) => a.json())).toEqual([
      { detail: 'Dit item is intussen door iemand anders gewijzigd.', code: 'stale_version' },
      { detail: 'Someone else changed this item in the meantime.', code: 'stale_version' },
      { detail: 'Dit item is intussen door iemand anders gewijzigd.', code: 'stale_version' },
    ]);
  });

  it('answers a refused upload in the asked language, sizes filled in', async () => {
    const { payload, contentType } = multipartBody([
      { field: 'file', filename: 'banner.png', content: await solidPicture(1920, 326) },
    ]);
    const upload = (language: string) =>
      api.app.inject({
        method: 'POST',
        url: '/v1/images/upload?purpose=category',
        payload,
        headers: { authorization: auth, 'content-type': contentType, 'accept-language': language },
      });
    const nl = await upload(DUTCH);
    const en = await upload(ENGLISH);
    expect([nl.statusCode, en.statusCode]).toEqual([400, 400]);
    expect(nl.json().detail).toBe(
      'Categorie-afbeeldingen hebben beeldverhouding 5 / 2,2 (bijv. 1920 x 845) nodig; deze is 1920 x 326.',
    );
    expect(nl.json().validation_errors[0].msg).toBe(nl.json().detail);
    expect(en.json().detail).toBe(
      'Category pictures need aspect ratio 5 / 2.2 (e.g. 1920 x 845); this one is 1920 x 326.',
    );
    expect(en.json().code).toBe('bad_request');
  });

  it('answers a form step with Dutch labels verbatim, or English ones', async () => {
    const step = (language: string) =>
      api.app.inject({
        method: 'POST',
        url: `/v1/forms/create_categorie_form?shop_id=${shopId}`,
        headers: { authorization: auth, 'accept-language': language },
        payload: [],
      });
    const nl = await step(DUTCH);
    const en = await step(ENGLISH);
    expect([nl.statusCode, en.statusCode]).toEqual([510, 510]);
    const form = (answer: typeof nl) =>
      answer.json<{
        detail: string;
        form: { title: string; properties: Record<string, { title: string }> };
      }>();
    expect(form(nl).form.title).toBe('Nieuwe categorie');
    expect(form(nl).form.properties.category_name?.title).toBe('Naam');
    expect(form(nl).detail).toBe('Stap 1 van 1: Nieuwe categorie');
    expect(form(en).form.title).toBe('New category');
    expect(form(en).form.properties.category_name?.title).toBe('Name');
    expect(form(en).form.properties.main_category_id?.title).toBe('Main category');
    expect(form(en).detail).toBe('Step 1 of 1: New category');
    const invalid = await api.app.inject({
      method: 'POST',
      url: `/v1/forms/create_categorie_form?shop_id=${shopId}`,
      headers: { authorization: auth, 'accept-language': ENGLISH },
      payload: [{ category_name: 'x'.repeat(300) }],
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().validation_errors).toContainEqual(
      expect.objectContaining({ loc: ['category_name'], msg: 'At most 255 characters.' }),
    );
  });

  const send = (
    method: 'POST' | 'PUT',
    url: string,
    payload: unknown,
    language: string,
    extra: { auth?: string; remoteAddress?: string } = { auth },
  ) =>
    api.app.inject({
      method,
      url,
      payload: payload as object,
      ...(extra.remoteAddress && { remoteAddress: extra.remoteAddress }),
      headers: {
        'accept-language': language,
        ...(extra.auth && { authorization: extra.auth }),
      },
    });

  it('answers a refused price combination in the asked language', async () => {
    const body = priceBody('100900', null, { cannabis: [{ quantity: 1, price: 9 }] });
    const nl = await send('POST', '/v1/prices', body, DUTCH);
    const en = await send('POST', '/v1/prices', body, ENGLISH);
    expect([nl.statusCode, en.statusCode]).toEqual([400, 400]);
    expect(nl.json()).toMatchObject({
      detail: 'Je moet minstens 2 prijzen hebben.',
      code: 'bad_request',
    });
    expect(en.json()).toMatchObject({ detail: 'You need at least 2 prices.', code: 'bad_request' });
    expect(en.json().validation_errors[0].msg).toBe('You need at least 2 prices.');
  });

  it("answers a customer's refused order in the phone's language", async () => {
    const body = {
      shop_id: shopId,
      lines: [{ quantity: 1, description: '1g', kind_id: UNKNOWN_ID }],
    };
    const order = (language: string) =>
      send('POST', '/v1/orders', body, language, { remoteAddress: freshAddress() });
    const nl = await order(DUTCH);
    const en = await order(ENGLISH);
    expect([nl.statusCode, en.statusCode]).toEqual([400, 400]);
    expect(nl.json().detail).toBe('Dit product is niet beschikbaar.');
    expect(en.json().detail).toBe('This product is not available.');
    // The status check's older English answer: Dutch for a Dutch phone, as before otherwise.
    const check = (language?: string) =>
      api.app.inject({
        url: `/v1/orders/check/${UNKNOWN_ID},12345`,
        headers: { ...(language && { 'accept-language': language }) },
      });
    const answers = [await check(DUTCH), await check(ENGLISH), await check()];
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400]);
    expect(answers.map((a) => a.json().detail)).toEqual([
      'ID 12345 is ongeldig',
      'ID 12345 is not valid',
      'ID 12345 is not valid',
    ]);
    expect(answers[0]?.json().validation_errors[0].msg).toBe('ID 12345 is ongeldig');
  });

  it("answers an import file's line errors in the asked language", async () => {
    const url = `/v1/shops/${shopId}/menu-import/preview`;
    const file = JSON.stringify('Product;Prijs\nCritical;10\n');
    const preview = async (language: string) => {
      const answer = await api.app.inject({
        method: 'POST',
        url,
        payload: file,
        headers: {
          authorization: auth,
          'content-type': 'application/json',
          'accept-language': language,
        },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ errors: { line: number; message: string }[] }>().errors;
    };
    const [nl] = await preview(DUTCH);
    const [en] = await preview(ENGLISH);
    expect(nl?.message).toMatch(/^De kopregel mist de kolom\(men\): .+\.$/);
    const columns = nl?.message.slice('De kopregel mist de kolom(men): '.length);
    expect(en).toEqual({
      line: nl?.line,
      message: `The header line lacks the column(s): ${columns}`,
    });
  });

  it('answers a scheduled change in the past in the asked language', async () => {
    const feed = await get(`/v1/shops/${shopId}`);
    const linkId = feed.json<{ prices: { id: string }[] }>().prices[0]?.id;
    expect(linkId).toBeTruthy();
    const body = {
      link_id: linkId,
      change: { type: 'availability', active: false },
      at: { date: '2020-01-06', time: '10:00' },
    };
    const nl = await send('POST', '/v1/scheduled-changes', body, DUTCH);
    const en = await send('POST', '/v1/scheduled-changes', body, ENGLISH);
    expect([nl.statusCode, en.statusCode]).toEqual([400, 400]);
    expect(nl.json().detail).toBe('Kies een moment in de toekomst voor deze geplande wijziging.');
    expect(en.json().detail).toBe('Choose a moment in the future for this scheduled change.');
  });
});
