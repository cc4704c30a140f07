import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type Tenant } from '../support/fixtures';
import { created } from '../support/pricing';

/**
 * The public board feed flooded with made-up ids on loopback: a known shop with random screen
 * ids, and one unknown shop id asked again and again. While the flood runs the database is held
 * (an open transaction locking the shops and screens), so an answer that needed the database
 * could not arrive: every 404 that does came from memory.
 */
describe.each(testDatabases())(
  "'GET /v1/shops/:id': a flood of made-up ids on the board feed on %s",
  (kind) => {
    let api: TestApi;
    let baseUrl: string;
    let tenant: Tenant;
    let shopId: string;
    let screenId: string;

    beforeAll(async () => {
      api = await startTestApi(kind);
      baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
      tenant = await createTenant(api, `Vloed ${kind}`, [`Vloed shop ${kind}`]);
      shopId = tenant.shopIds[0] as string;
      screenId = (
        await created(api, tenant.admin.auth, '/v1/screens', { shop_id: shopId, name: 'Links' })
      ).id;
    });
    afterAll(() => api?.close());

    /** Runs `during` while the database answers nothing; the hold ends whatever happens. */
    async function withDatabaseHeld<T>(during: () => Promise<T>): Promise<T> {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const hold = api.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table shops, screens in access exclusive mode`);
        locked();
        await released;
      });
      await isLocked;
      try {
        return await during();
      } finally {
        release();
        await hold;
      }
    }

    /** `count` GETs, `parallel` at a time; each must answer within 4 s. */
    async function flood(urls: () => string, count: number, parallel = 16) {
      const answers: { status: number; detail: string }[] = [];
      let left = count;
      const worker = async () => {
        while (left-- > 0) {
          const response = await fetch(`${baseUrl}${urls()}`, {
            signal: AbortSignal.timeout(4000),
          });
          const body = (await response.json()) as { detail: string };
          answers.push({ status: response.status, detail: body.detail });
        }
      };
      await Promise.all(Array.from({ length: parallel }, worker));
      return answers;
    }

    it('answers random screen ids of a known shop 404 from memory, as before, and still serves its screens', async () => {
      // The board's own screen warms the shop's facts (its cache status and screen ids).
      const own = await fetch(`${baseUrl}/v1/shops/${shopId}?screen_id=${screenId}`);
      expect(own.status).toBe(200);
      const answers = await withDatabaseHeld(() =>
        flood(() => `/v1/shops/${shopId}?screen_id=${randomUUID()}`, 120),
      );
      expect(answers).toHaveLength(120);
      expect(new Set(answers.map((a) => `${a.status} ${a.detail}`))).toEqual(
        new Set(['404 Screen not found']),
      );
      // The shop's own screen and a screen made after the flood are served.
      expect((await fetch(`${baseUrl}/v1/shops/${shopId}?screen_id=${screenId}`)).status).toBe(200);
      const later = await created(api, tenant.admin.auth, '/v1/screens', {
        shop_id: shopId,
        name: 'Rechts',
      });
      const fresh = await fetch(`${baseUrl}/v1/shops/${shopId}?screen_id=${later.id}`);
      expect(fresh.status).toBe(200);
      expect(((await fresh.json()) as { id: string }).id).toBe(shopId);
      // A screen of another shop is as unknown as a made-up one.
      const [other] = (await createTenant(api, `Vloed ander ${kind}`, [`Vloed ander shop ${kind}`]))
        .shopIds;
      const ours = await created(api, tenant.admin.auth, '/v1/screens', {
        shop_id: shopId,
        name: 'Derde',
      });
      const wrong = await fetch(`${baseUrl}/v1/shops/${other}?screen_id=${ours.id}`);
      expect(wrong.status).toBe(404);
      expect(((await wrong.json()) as { detail: string }).detail).toBe('Screen not found');
    });

    it('answers an unknown shop asked again and again 404 from memory', async () => {
      const unknown = randomUUID();
      const first = await fetch(`${baseUrl}/v1/shops/${unknown}`);
      expect(first.status).toBe(404);
      expect(((await first.json()) as { detail: string }).detail).toBe('Shop not found');
      const answers = await withDatabaseHeld(async () => [
        ...(await flood(() => `/v1/shops/${unknown}`, 40)),
        ...(await flood(() => `/v1/shops/${unknown}?screen_id=${randomUUID()}`, 40)),
        ...(await flood(() => `/v1/shops/cache-status/${unknown}`, 40)),
      ]);
      expect(new Set(answers.map((a) => `${a.status} ${a.detail}`))).toEqual(
        new Set(['404 Shop not found']),
      );
    });
  },
);
