import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { latestMigration } from '../../server/backup/migrations';
import { seedDemoData } from '../../server/seed/demo';
import { BOARD_THEMES } from '../../src/domain';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';
import { openOldThenCurrent } from '../support/old-database';

/** The board theme as a shop setting: set, read, refused, authorised, kept over a rename. */
describe.each(testDatabases())('the board theme of a shop on %s', (kind) => {
  let api: TestApi;
  let tenant: Tenant;
  let other: Tenant;
  let admin: string;

  beforeAll(async () => {
    api = await startTestApi(kind);
    tenant = await createTenant(api, 'Groep Thema', ['Het Anker', 'De Vuurtoren']);
    other = await createTenant(api, 'Groep Elders', ['Elders']);
    admin = await api.adminAuth();
  });
  afterAll(() => api?.close());

  const as = (auth: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    api.app.inject({ method, url, headers: { authorization: auth }, ...(payload && { payload }) });
  const setConfig = (auth: string, shopId: string, payload: object) =>
    as(auth, 'PUT', `/v1/shops/set-config/${shopId}`, payload);
  const feedConfig = async (shopId: string) =>
    (await api.app.inject({ url: `/v1/shops/${shopId}` })).json().config;

  it('is the default theme for a shop that never chose one', async () => {
    const shopId = tenant.shopIds[1] as string;
    expect(await feedConfig(shopId)).toEqual({ use_truncated_prices: false, theme: 'default' });
    const list = await as(admin, 'GET', `/v1/shops?filter=id:${shopId}`);
    expect(list.json()[0].config).toEqual({ use_truncated_prices: false, theme: 'default' });
  });

  it('is set through set-config and read back from the shop, the shop list and the board feed', async () => {
    const shopId = tenant.shopIds[0] as string;
    const before = await feedConfig(shopId);
    const set = await setConfig(tenant.admin.auth, shopId, { theme: 'de-steeg' });
    expect(set.statusCode).toBe(200);
    expect(set.json().config).toEqual({ use_truncated_prices: false, theme: 'de-steeg' });
    expect(await feedConfig(shopId)).toEqual({ use_truncated_prices: false, theme: 'de-steeg' });
    expect(before.theme).toBe('default');
    const list = await as(tenant.employee.auth, 'GET', '/v1/shops');
    const mine = list.json().find((shop: { id: string }) => shop.id === shopId);
    expect(mine.config.theme).toBe('de-steeg');

    // Each setting changes alone: truncated prices leave the theme, and the other way round.
    await setConfig(tenant.admin.auth, shopId, { use_truncated_prices: true });
    expect(await feedConfig(shopId)).toEqual({ use_truncated_prices: true, theme: 'de-steeg' });
    await setConfig(tenant.admin.auth, shopId, { theme: 'slot-2' });
    expect(await feedConfig(shopId)).toEqual({ use_truncated_prices: true, theme: 'slot-2' });
  });

  it('accepts every theme the boards have', async () => {
    const shopId = tenant.shopIds[1] as string;
    for (const { id } of BOARD_THEMES) {
      const response = await setConfig(admin, shopId, { theme: id });
      expect(response.statusCode, id).toBe(200);
      expect((await feedConfig(shopId)).theme).toBe(id);
    }
  });

  it('refuses an unknown theme with a clear 400 and keeps the stored one', async () => {
    const shopId = tenant.shopIds[0] as string;
    const stored = (await feedConfig(shopId)).theme;
    for (const theme of ['disco', '', 'Mississippi', 'default-light']) {
      const response = await setConfig(admin, shopId, { theme });
      expect(response.statusCode, theme).toBe(400);
      expect(response.json().detail, theme).toMatch(
        /Unknown board theme .*choose one of: default,/,
      );
      expect(response.json().validation_errors[0].loc).toEqual(['body', 'theme']);
    }
    expect((await setConfig(admin, shopId, { theme: 7 })).statusCode).toBe(400);
    expect((await setConfig(admin, shopId, {})).statusCode).toBe(400);
    expect((await feedConfig(shopId)).theme).toBe(stored);
  });

  it('may be changed only by those who may change the shop settings', async () => {
    const shopId = tenant.shopIds[0] as string;
    const stored = (await feedConfig(shopId)).theme;
    const employee = await setConfig(tenant.employee.auth, shopId, { theme: 'light' });
    expect(employee.statusCode).toBe(403);
    expect(employee.json().detail).toMatch(/superuser or an admin/);
    expect((await setConfig(other.admin.auth, shopId, { theme: 'light' })).statusCode).toBe(404);
    const anonymous = await api.app.inject({
      method: 'PUT',
      url: `/v1/shops/set-config/${shopId}`,
      payload: { theme: 'light' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await feedConfig(shopId)).theme).toBe(stored);
  });

  it('stays with a shop that is renamed, even to or from a demo shop name', async () => {
    const shopId = tenant.shopIds[0] as string;
    await setConfig(admin, shopId, { theme: 'head-shop' });
    for (const name of ['Mississippi', 'Het Nieuwe Anker']) {
      const renamed = await as(admin, 'PUT', `/v1/shops/${shopId}`, { name });
      expect(renamed.statusCode).toBe(200);
      const feed = (await api.app.inject({ url: `/v1/shops/${shopId}` })).json();
      expect(feed.name).toBe(name);
      expect(feed.config.theme).toBe('head-shop');
    }
  });
});

describe.each(testDatabases())('the theme of existing and demo shops on %s', (kind) => {
  it('is stored by migration 0004 for shops named like a demo theme, so no board changes', async () => {
    // Migration 0004 runs on top of a database at 0002 (later ones follow it).
    expect(latestMigration().tag >= '0004_shop_theme').toBe(true);
    const before0004 = { tag: '0002_content_workflow', when: 1_795_315_971_492 };
    const { current, close } = await openOldThenCurrent(kind, before0004, async (execute) => {
      await execute(sql`insert into shops (name) values ('Mississippi'), (' head shop '),
        ('De Steeg'), ('Oudegracht')`);
      await execute(sql`insert into shops (name, config) values
        ('Kopie', '{"use_truncated_prices": true}'::jsonb)`);
    });
    try {
      const rows = await rowsOf<{ name: string; config: Record<string, unknown> }>(
        current.db,
        sql`select name, config from shops order by name`,
      );
      const configs = Object.fromEntries(rows.map((row) => [row.name.trim(), row.config]));
      expect(configs).toEqual({
        Mississippi: { use_truncated_prices: false, theme: 'mississippi' },
        'head shop': { use_truncated_prices: false, theme: 'head-shop' },
        'De Steeg': { use_truncated_prices: false, theme: 'de-steeg' },
        // No demo theme by name: nothing stored, so the default theme.
        Oudegracht: { use_truncated_prices: false },
        Kopie: { use_truncated_prices: true },
      });
    } finally {
      await close();
    }
  });

  it('is stored by the demo seed for the demo shops', async () => {
    const api = await startTestApi(kind);
    try {
      const demo = await seedDemoData(api.database.db, { staffPassword: 'x'.repeat(16) });
      const themes: Record<string, string> = {};
      for (const shop of demo.shops) {
        themes[shop.name] = (await api.app.inject({ url: `/v1/shops/${shop.id}` })).json().config
          .theme as string;
      }
      expect(themes).toEqual({
        Mississippi: 'mississippi',
        'Head Shop': 'head-shop',
        'De Steeg': 'de-steeg',
        Oudegracht: 'default',
        'Café De Brug': 'default',
      });
    } finally {
      await api.close();
    }
  });
});
