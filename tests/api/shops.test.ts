import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop, ShopFeed } from '../../src/domain/contract';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';
import { caller } from '../support/pricing';

/**
 * Shops as a group's admin makes and runs them: a café or a coffeeshop with its group, zone and
 * order addresses, a type change, the list its boards show by default, deactivation and
 * reactivation, each within the tenant rules of every other route.
 */
describe.each(testDatabases())('shops on %s', (kind) => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let a: Tenant;
  let b: Tenant;

  beforeAll(async () => {
    api = await startTestApi(kind);
    call = caller(api);
    a = await createTenant(api, `Winkels A ${kind}`, [`Winkels A shop ${kind}`]);
    b = await createTenant(api, `Winkels B ${kind}`, [`Winkels B shop ${kind}`]);
  });
  afterAll(() => api?.close());

  const feedOf = async (shopId: string) =>
    (await api.app.inject({ url: `/v1/shops/${shopId}` })).json<ShopFeed>();

  async function addShop(body: Record<string, unknown>, auth = a.admin.auth): Promise<Shop> {
    const response = await call(auth, 'POST', '/v1/shops', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Shop>();
  }

  it("lets a group's admin add a café with its zone and order addresses, ready to use", async () => {
    const cafe = await addShop({
      name: `Café de Hoek ${kind}`,
      description: 'Bruin café',
      shop_type: 'horeca',
      shop_group_id: a.groupId,
      time_zone: 'Europe/Brussels',
      allowed_ips: ['192.0.2.0/24'],
    });
    expect(cafe).toMatchObject({
      shop_type: 'horeca',
      active: true,
      default_list: 'horeca',
      time_zone: 'Europe/Brussels',
      shop_group_id: a.groupId,
      description: 'Bruin café',
    });
    // The admin sees and manages it at once: it is in their group and their shop list.
    const mine = (await call(a.admin.auth, 'GET', '/v1/shops')).json<Shop[]>();
    expect(mine.map((shop) => shop.id)).toContain(cafe.id);
    const addresses = await call(a.admin.auth, 'GET', `/v1/shops/allowed-ips/${cafe.id}`);
    expect(addresses.json()).toMatchObject({ allowed_ips: ['192.0.2.0/24'] });
    // A drinks category and a table: the price form and the order page work at once.
    const categories = (
      await call(a.admin.auth, 'GET', `/v1/categories?filter=shop_id:${cafe.id}`)
    ).json<{ name: string; cannabis: boolean }[]>();
    expect(categories.map((c) => [c.name, c.cannabis])).toEqual([['Dranken', false]]);
    const tables = (await call(a.admin.auth, 'GET', `/v1/tables?filter=shop_id:${cafe.id}`)).json<
      { id: string; name: string }[]
    >();
    expect(tables.map((table) => table.name)).toEqual(['Tafel 1']);
    const check = await api.app.inject({
      url: `/v1/tables/check/${cafe.id}/${tables[0]?.id ?? ''}`,
    });
    expect(check.statusCode).toBe(200);
    // Its board shows the hospitality list by default.
    expect(await feedOf(cafe.id)).toMatchObject({
      shop_type: 'horeca',
      default_list: 'horeca',
      active: true,
      prices: [],
    });
  });

  it('makes a coffeeshop by default, and a shop of both types starts with both lists', async () => {
    const coffeeshop = await addShop({ name: `Koffie ${kind}`, shop_group_id: a.groupId });
    expect(coffeeshop).toMatchObject({ shop_type: 'cannabis', default_list: 'cannabis' });
    expect(coffeeshop.time_zone).toBe('Europe/Amsterdam');
    const both = await addShop({
      name: `Beide ${kind}`,
      shop_group_id: a.groupId,
      shop_type: 'both',
    });
    const names = (await call(a.admin.auth, 'GET', `/v1/categories?filter=shop_id:${both.id}`))
      .json<{ name: string }[]>()
      .map((c) => c.name)
      .sort();
    expect(names).toEqual(['Dranken', 'Wiet']);
  });

  it("changes a shop's type and name; a shop of both types shows the list staff choose", async () => {
    const shop = await addShop({ name: `Wisselaar ${kind}`, shop_group_id: a.groupId });
    const changed = await call(a.admin.auth, 'PUT', `/v1/shops/${shop.id}`, {
      name: `Wisselaar Twee ${kind}`,
      shop_type: 'both',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: `Wisselaar Twee ${kind}`,
      shop_type: 'both',
      default_list: 'cannabis',
    });
    const before = (await feedOf(shop.id)).modified_at;
    const chosen = await call(a.admin.auth, 'PUT', `/v1/shops/set-config/${shop.id}`, {
      default_list: 'horeca',
    });
    expect(chosen.json()).toMatchObject({ default_list: 'horeca' });
    const feed = await feedOf(shop.id);
    expect(feed).toMatchObject({ shop_type: 'both', default_list: 'horeca' });
    // The boards reload: the cache status moved on.
    expect(feed.modified_at > before).toBe(true);
    // A coffeeshop shows cannabis whatever was chosen for both lists.
    await call(a.admin.auth, 'PUT', `/v1/shops/${shop.id}`, { shop_type: 'cannabis' });
    expect(await feedOf(shop.id)).toMatchObject({
      shop_type: 'cannabis',
      default_list: 'cannabis',
    });
    await call(a.admin.auth, 'PUT', `/v1/shops/${shop.id}`, { shop_type: 'horeca' });
    expect(await feedOf(shop.id)).toMatchObject({ default_list: 'horeca' });
    const zone = await call(a.admin.auth, 'PUT', `/v1/shops/${shop.id}`, {
      time_zone: 'Europe/London',
    });
    expect(zone.json()).toMatchObject({ time_zone: 'Europe/London', shop_type: 'horeca' });
  });

  it('refuses a bad zone, address or type with a clear 400', async () => {
    const zone = await call(a.admin.auth, 'POST', '/v1/shops', {
      name: `Nergens ${kind}`,
      shop_group_id: a.groupId,
      time_zone: 'Mars/Olympus',
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().detail).toContain('tijdzone');
    const address = await call(a.admin.auth, 'POST', '/v1/shops', {
      name: `Nergens ${kind}`,
      shop_group_id: a.groupId,
      allowed_ips: ['not an address'],
    });
    expect(address.statusCode).toBe(400);
    const type = await call(a.admin.auth, 'PUT', `/v1/shops/${a.shopIds[0] ?? ''}`, {
      shop_type: 'bakery',
    });
    expect(type.statusCode).toBe(400);
    // Nothing was made by the refused calls.
    const shops = (await call(a.admin.auth, 'GET', '/v1/shops')).json<Shop[]>();
    expect(shops.some((shop) => shop.name === `Nergens ${kind}`)).toBe(false);
  });

  it('deactivates a shop: out of the choices, its writes refused, its data kept; reactivates it', async () => {
    const cafe = await addShop({
      name: `Tijdelijk Café ${kind}`,
      shop_type: 'horeca',
      shop_group_id: a.groupId,
    });
    const off = await call(a.admin.auth, 'PUT', `/v1/shops/${cafe.id}/active`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ active: false });
    // The shop switcher reads the user's groups: the shop is marked not in use there.
    const me = (await call(a.employee.auth, 'GET', '/v1/users/me')).json<{
      shop_groups: { shops: { id: string; active: boolean }[] }[];
    }>();
    const listed = me.shop_groups.flatMap((group) => group.shops).find((s) => s.id === cafe.id);
    expect(listed?.active).toBe(false);
    // Its boards say it is not in use.
    expect(await feedOf(cafe.id)).toMatchObject({ active: false });
    // Every change of the shop is refused, clearly.
    const theme = await call(a.admin.auth, 'PUT', `/v1/shops/set-config/${cafe.id}`, {
      theme: 'light',
    });
    expect(theme.statusCode).toBe(409);
    expect(theme.json()).toMatchObject({ code: 'shop_inactive' });
    expect(theme.json().detail).toContain('niet in gebruik');
    const category = await call(a.employee.auth, 'POST', '/v1/categories', {
      name: 'Bier',
      shop_id: cafe.id,
    });
    expect(category.statusCode).toBe(409);
    // Nothing is deleted; it can still be renamed and is reactivated.
    const renamed = await call(a.admin.auth, 'PUT', `/v1/shops/${cafe.id}`, {
      name: `Heropend Café ${kind}`,
    });
    expect(renamed.statusCode).toBe(200);
    const on = await call(a.admin.auth, 'PUT', `/v1/shops/${cafe.id}/active`, { active: true });
    expect(on.json()).toMatchObject({ active: true, name: `Heropend Café ${kind}` });
    const categories = (
      await call(a.admin.auth, 'GET', `/v1/categories?filter=shop_id:${cafe.id}`)
    ).json<{ name: string }[]>();
    expect(categories.map((c) => c.name)).toEqual(['Dranken']);
    const again = await call(a.employee.auth, 'POST', '/v1/categories', {
      name: 'Bier',
      shop_id: cafe.id,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await feedOf(cafe.id)).toMatchObject({ active: true });
  });

  it("keeps shops within the tenant rules: no other group's shops, no employees", async () => {
    const aShop = a.shopIds[0] as string;
    // Into another group, or changing or deactivating its shop: as if it did not exist.
    const into = await call(b.admin.auth, 'POST', '/v1/shops', {
      name: `Indringer ${kind}`,
      shop_group_id: a.groupId,
    });
    expect(into.statusCode).toBe(404);
    const rename = await call(b.admin.auth, 'PUT', `/v1/shops/${aShop}`, { name: 'Overgenomen' });
    expect(rename.statusCode).toBe(404);
    const deactivate = await call(b.admin.auth, 'PUT', `/v1/shops/${aShop}/active`, {
      active: false,
    });
    expect(deactivate.statusCode).toBe(404);
    // Staff of the group see the shop but only its admins change it.
    const employee = await call(a.employee.auth, 'POST', '/v1/shops', {
      name: `Medewerker ${kind}`,
      shop_group_id: a.groupId,
    });
    expect(employee.statusCode).toBe(403);
    const employeeOff = await call(a.employee.auth, 'PUT', `/v1/shops/${aShop}/active`, {
      active: false,
    });
    expect(employeeOff.statusCode).toBe(403);
    // Outside any group: superusers only.
    const loose = await call(a.admin.auth, 'POST', '/v1/shops', { name: `Los ${kind}` });
    expect(loose.statusCode).toBe(403);
    const shop = (await call(a.admin.auth, 'GET', `/v1/shops?filter=id:${aShop}`)).json<Shop[]>();
    expect(shop[0]).toMatchObject({ active: true, name: `Winkels A shop ${kind}` });
    const root = await api.adminAuth();
    const mine = (await call(b.admin.auth, 'GET', '/v1/shops')).json<Shop[]>();
    expect(mine.every((s) => s.shop_group_ids.includes(b.groupId))).toBe(true);
    // A superuser adds a shop to any group.
    const byRoot = await addShop(
      { name: `Door beheer ${kind}`, shop_group_id: b.groupId, shop_type: 'horeca' },
      root,
    );
    expect(byRoot.shop_group_ids).toEqual([b.groupId]);
  });
});
