import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ScheduledChangeView } from '../../src/domain/contract';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { FakeClock } from '../support/fake-clock';
import { createTenant, type Tenant } from '../support/fixtures';
import { caller, created, insertCategory, insertKind, priceBody } from '../support/pricing';

/**
 * Staff attacks replayed on loopback: gaining a superuser's rights by editing their scheduled
 * change, probing other groups' rows with If-Match, and listening to a shop's orders after
 * being deactivated.
 */
describe.each(testDatabases())('staff attacks on %s', (kind) => {
  let api: TestApi;
  let baseUrl: string;
  const clock = new FakeClock('2026-11-26T12:00:00Z');
  let a: Tenant;
  let b: Tenant;
  let admin: string;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    api = await startTestApi(kind, { scheduleClock: clock });
    baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    call = caller(api);
    admin = await api.adminAuth();
    a = await createTenant(api, `Aanval A ${kind}`, [`Aanval A shop ${kind}`]);
    b = await createTenant(api, `Aanval B ${kind}`, [`Aanval B shop ${kind}`]);
  });
  afterAll(() => api?.close());

  it('cannot make a superuser’s scheduled change act for them with more rights than their own', async () => {
    const shopId = a.shopIds[0] as string;
    const price = await created(
      api,
      admin,
      '/v1/prices',
      priceBody('80099', null, {
        cannabis: [
          { quantity: 1, price: 9 },
          { quantity: 2.5, price: 21 },
        ],
      }),
    );
    const link = await created(api, admin, '/v1/shops-to-prices', {
      shop_id: shopId,
      price_id: price.id,
      category_id: await insertCategory(api, shopId, 'Aanval'),
      kind_id: await insertKind(api, a.groupId, 'Aanval Kush'),
    });
    const at = { date: '2026-11-26', time: '15:00' };
    const forAll = (p1: number, p2: number) => ({
      type: 'prices',
      for: 'all',
      cannabis: [
        { quantity: 1, price: p1 },
        { quantity: 2.5, price: p2 },
      ],
    });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const made = await call(admin, 'POST', '/v1/scheduled-changes', {
        link_id: link.id,
        change: forAll(10 + i, 22 + i),
        at,
      });
      ids.push(made.json<ScheduledChangeView>().id);
    }
    // Every edit that would leave a change for everyone in the employee's name is refused.
    for (const id of ids) {
      for (const body of [
        { at: { date: '2026-11-26', time: '14:30' } },
        { change: forAll(1, 2) },
        { change: forAll(1, 2), at },
      ]) {
        const answer = await call(a.employee.auth, 'PUT', `/v1/scheduled-changes/${id}`, body);
        expect(answer.statusCode, answer.body).toBe(403);
      }
    }
    // One taken over for the row only acts as the employee: the row gets a copy.
    const takeover = await call(a.employee.auth, 'PUT', `/v1/scheduled-changes/${ids[0]}`, {
      change: { ...forAll(1, 2), for: 'this' },
    });
    expect(takeover.statusCode, takeover.body).toBe(200);
    for (const id of ids.slice(1)) await call(admin, 'POST', `/v1/scheduled-changes/${id}/cancel`);
    await clock.advance(4 * 60 * 60_000);
    const global = await call(admin, 'GET', `/v1/prices/${price.id}`);
    expect(global.json<{ cannabis: { price: number }[] }>().cannabis.map((e) => e.price)).toEqual([
      9, 21,
    ]);
    const row = await call(admin, 'GET', `/v1/shops-to-prices/${link.id}`);
    expect(row.json<{ price_id: string }>().price_id).not.toBe(price.id);
  });

  it('learns nothing from If-Match on another group’s rows: 404 as for ids that do not exist', async () => {
    const shopId = a.shopIds[0] as string;
    const categoryId = await insertCategory(api, shopId, 'Geheime categorie');
    const kindId = await insertKind(api, a.groupId, 'Geheime kind');
    const probes = [
      ...Array.from({ length: 10 }, () => ({ url: `/v1/categories/${categoryId}`, real: true })),
      ...Array.from({ length: 10 }, () => ({ url: `/v1/categories/${randomUUID()}`, real: false })),
      ...Array.from({ length: 10 }, () => ({ url: `/v1/kinds/${kindId}`, real: true })),
      ...Array.from({ length: 10 }, () => ({ url: `/v1/kinds/${randomUUID()}`, real: false })),
    ];
    const answers = await Promise.all(
      probes.map((probe, i) =>
        api.app.inject({
          method: 'PUT',
          url: probe.url,
          headers: { authorization: b.admin.auth, 'if-match': `"${i % 2 ? 'x' : '*'}-${i}"` },
          payload: { name: `Probe ${i}` },
        }),
      ),
    );
    const shapes = answers.map(
      (answer) => `${answer.statusCode} ${answer.json<{ code: string }>().code}`,
    );
    expect(new Set(shapes)).toEqual(new Set(['404 not_found']));
    // The rows are untouched and free: their own staff save them at once.
    const own = await call(a.admin.auth, 'PUT', `/v1/categories/${categoryId}`, {
      name: 'Geheime categorie',
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('hears nothing more from a shop’s orders once deactivated, however many sockets were open', async () => {
    const tenant = await createTenant(api, `Luisteraar ${kind}`, [`Luisteraar shop ${kind}`]);
    const shopId = tenant.shopIds[0] as string;
    const token = tenant.employee.auth.replace(/^Bearer /, '');
    const open = async () => {
      const socket = new WebSocket(
        `${baseUrl.replace('http', 'ws')}/v1/ws?shopId=${shopId}&connectionType=pending_orders`,
      );
      const closed = new Promise<number>((resolve) => socket.once('close', resolve));
      const authenticated = new Promise<boolean>((resolve) => {
        socket.on('message', (data) => resolve(String(data) === 'authenticated'));
        void closed.then(() => resolve(false));
      });
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      socket.send(JSON.stringify({ type: 'auth', token }));
      return { socket, closed, authenticated: await authenticated };
    };
    const sockets = await Promise.all(Array.from({ length: 8 }, open));
    expect(sockets.every((s) => s.authenticated)).toBe(true);
    const deactivated = await call(admin, 'PUT', `/v1/users/${tenant.employee.id}`, {
      username: tenant.employee.username,
      email: `${tenant.employee.username}@example.com`,
      is_active: false,
    });
    expect(deactivated.statusCode).toBe(200);
    expect(await Promise.all(sockets.map((s) => s.closed))).toEqual(Array(8).fill(4401));
    // Coming back with the same token is refused too.
    const again = await open();
    expect(again.authenticated).toBe(false);
    expect(await again.closed).toBe(4401);
  });
});
