import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '../../src/domain/contract';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';
import { caller } from '../support/pricing';

/**
 * The shop calls attacked: another group's admin probing with bad input (the tenant is checked
 * before anything is said about the input), oversized bodies, a shop moved into another group,
 * and a deactivated shop written to anyway.
 */
describe.each(testDatabases())('shop calls under attack on %s', (kind) => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let a: Tenant;
  let b: Tenant;
  let aShop: string;

  beforeAll(async () => {
    api = await startTestApi(kind);
    call = caller(api);
    a = await createTenant(api, `Aanval winkels A ${kind}`, [`Aanval winkel A ${kind}`]);
    b = await createTenant(api, `Aanval winkels B ${kind}`, [`Aanval winkel B ${kind}`]);
    aShop = a.shopIds[0] as string;
  });
  afterAll(() => api?.close());

  const shopOf = async (id: string) =>
    (await call(await api.adminAuth(), 'GET', `/v1/shops?filter=id:${id}`)).json<Shop[]>()[0];

  it("checks the tenant first: another group's shop is a 404 whatever the input", async () => {
    const zone = await call(b.admin.auth, 'PUT', `/v1/shops/${aShop}`, {
      time_zone: 'Mars/Olympus',
    });
    expect(zone.statusCode).toBe(404);
    const into = await call(b.admin.auth, 'POST', '/v1/shops', {
      name: `Aanval ${kind}`,
      shop_group_id: a.groupId,
      time_zone: 'Mars/Olympus',
      allowed_ips: ['nonsense'],
    });
    expect(into.statusCode).toBe(404);
    // The answer is the same as for a group that does not exist: nothing about A leaks.
    const unknown = await call(b.admin.auth, 'POST', '/v1/shops', {
      name: `Aanval ${kind}`,
      shop_group_id: '6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(into.json().detail);
  });

  it('answers a change sent as another content type with a 400 and changes nothing', async () => {
    const before = await shopOf(aShop);
    const sent = await api.app.inject({
      method: 'PUT',
      url: `/v1/shops/${aShop}`,
      headers: { authorization: a.admin.auth, 'content-type': 'application/octet-stream' },
      payload: JSON.stringify({ name: 'Dranken', time_zone: '\u0000' }),
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().detail).toMatch(/niets te wijzigen/i);
    expect(await shopOf(aShop)).toEqual(before);
  });

  it("cannot change, retype, deactivate or reactivate another group's shop", async () => {
    const before = await shopOf(aShop);
    for (const [url, body] of [
      [`/v1/shops/${aShop}`, { name: 'Gekaapt', shop_type: 'horeca' }],
      [`/v1/shops/${aShop}/active`, { active: false }],
      [`/v1/shops/${aShop}/active`, { active: true }],
      [`/v1/shops/set-config/${aShop}`, { default_list: 'horeca' }],
    ] as const) {
      const response = await call(b.admin.auth, 'PUT', url, body);
      expect(response.statusCode, url).toBe(404);
    }
    expect(await shopOf(aShop)).toEqual(before);
  });

  it('bounds every field: long names, many addresses, long zones, unknown types', async () => {
    const base = { shop_group_id: b.groupId };
    const refusals = [
      { ...base, name: 'x'.repeat(10_000) },
      { ...base, name: '' },
      { ...base, name: 'Lang', description: 'x'.repeat(100_000) },
      { ...base, name: 'Lang', time_zone: 'x'.repeat(65) },
      { ...base, name: 'Lang', shop_type: 'casino' },
      { ...base, name: 'Lang', allowed_ips: Array.from({ length: 101 }, () => '192.0.2.1') },
      { ...base, name: 'Lang', allowed_ips: ['1'.repeat(65)] },
    ];
    for (const body of refusals) {
      const response = await call(b.admin.auth, 'POST', '/v1/shops', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().detail).toBeTruthy();
    }
    const empty = await call(b.admin.auth, 'PUT', `/v1/shops/${b.shopIds[0] ?? ''}`, {});
    expect(empty.statusCode).toBe(400);
    const notBoolean = await call(b.admin.auth, 'PUT', `/v1/shops/${b.shopIds[0] ?? ''}/active`, {
      active: 'nee',
    });
    expect(notBoolean.statusCode).toBe(400);
    const mine = (await call(b.admin.auth, 'GET', '/v1/shops')).json<Shop[]>();
    expect(mine.map((shop) => shop.id)).toEqual(b.shopIds);
  });

  it('refuses a second shop of the same name, in any case', async () => {
    const clash = await call(b.admin.auth, 'POST', '/v1/shops', {
      name: `AANVAL WINKEL A ${kind}`.toLowerCase(),
      shop_group_id: b.groupId,
    });
    expect(clash.statusCode).toBe(409);
  });

  it('keeps a deactivated shop unchanged against every write of its staff and guests', async () => {
    const cafe = (
      await call(b.admin.auth, 'POST', '/v1/shops', {
        name: `Dicht café ${kind}`,
        shop_type: 'horeca',
        shop_group_id: b.groupId,
      })
    ).json<Shop>();
    await call(b.admin.auth, 'PUT', `/v1/shops/${cafe.id}/active`, { active: false });
    const before = await shopOf(cafe.id);
    for (const [auth, method, url, body] of [
      [b.admin.auth, 'PUT', `/v1/shops/set-multiscreen/${cafe.id}?multiscreen=true`, undefined],
      [b.admin.auth, 'PUT', `/v1/shops/set-config/${cafe.id}`, { use_truncated_prices: true }],
      [b.admin.auth, 'PUT', `/v1/shops/${cafe.id}/board-language`, { mode: 'en', seconds: 15 }],
      [b.employee.auth, 'POST', '/v1/categories', { name: 'Wijn', shop_id: cafe.id }],
    ] as const) {
      const response = await call(auth, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(409);
      expect(response.json().code).toBe('shop_inactive');
    }
    expect(await shopOf(cafe.id)).toEqual(before);
  });
});
