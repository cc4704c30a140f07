import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { createRedisBus } from '../../server/push/bus';
import { AUTHENTICATED_TEXT } from '../../server/push/staff-socket';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { createTenant, type StaffUser, type Tenant } from '../support/fixtures';

/**
 * A user's open orders sockets end with their sessions: deactivating them, giving them a new
 * password or resetting it closes every socket they opened (4401), in this process and, over
 * Redis, in every other one, at once; their token was refused already.
 */

interface OpenSocket {
  socket: WebSocket;
  received: string[];
  closed: Promise<number>;
}

/** An orders socket of `shopId`, authenticated with the user's token. */
async function staffSocket(baseUrl: string, shopId: string, auth: string): Promise<OpenSocket> {
  const socket = new WebSocket(
    `${baseUrl.replace('http', 'ws')}/v1/ws?shopId=${shopId}&connectionType=pending_orders`,
  );
  const received: string[] = [];
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const authenticated = new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      received.push(String(data));
      if (String(data) === AUTHENTICATED_TEXT) resolve();
    });
    void closed.then((code) => reject(new Error(`closed with ${code} before authenticating`)));
  });
  socket.send(JSON.stringify({ type: 'auth', token: auth.replace(/^Bearer /, '') }));
  await authenticated;
  return { socket, received, closed };
}

/** Resolves with the close code, or fails after `ms` (a deadline, not a wait for success). */
function closedWithin(open: OpenSocket, ms = 5000): Promise<number> {
  return Promise.race([
    open.closed,
    new Promise<number>((_resolve, reject) =>
      setTimeout(() => reject(new Error('the socket stayed open')), ms).unref(),
    ),
  ]);
}

/** The three ways sessions end, made through the API as the superuser. */
function sessionEnds(api: TestApi, app: App) {
  const asAdmin = async (method: 'PUT' | 'POST', url: string, payload?: object) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization: await api.adminAuth() },
      ...(payload && { payload }),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  return {
    deactivated: (user: StaffUser) =>
      asAdmin('PUT', `/v1/users/${user.id}`, {
        username: user.username,
        email: `${user.username}@example.com`,
        is_active: false,
      }),
    'given a new password': (user: StaffUser) =>
      asAdmin('PUT', `/v1/users/${user.id}`, {
        username: user.username,
        email: `${user.username}@example.com`,
        password: 'een-heel-nieuw-wachtwoord',
      }),
    'reset by a reset link': async (user: StaffUser) => {
      const { token } = (await asAdmin('POST', `/v1/users/${user.id}/reset-token`)).json<{
        token: string;
      }>();
      const reset = await app.inject({
        method: 'POST',
        url: '/v1/reset-password',
        payload: { token, new_password: 'nog-een-nieuw-wachtwoord' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      return reset;
    },
  } as const;
}

describe.each(testDatabases())('sockets when sessions end on %s', (kind) => {
  let api: TestApi;
  let baseUrl: string;

  beforeAll(async () => {
    api = await startTestApi(kind);
    baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => api?.close());

  for (const how of ['deactivated', 'given a new password', 'reset by a reset link'] as const) {
    it(`closes the sockets of a user ${how}, and only theirs`, async () => {
      const tenant: Tenant = await createTenant(api, `Sockets ${how} ${kind}`, [`Shop ${how}`]);
      const shopId = tenant.shopIds[0] as string;
      const mine = await staffSocket(baseUrl, shopId, tenant.employee.auth);
      const colleague = await staffSocket(baseUrl, shopId, tenant.admin.auth);
      await sessionEnds(api, api.app)[how](tenant.employee);
      expect(await closedWithin(mine)).toBe(4401);
      expect(colleague.socket.readyState).toBe(WebSocket.OPEN);
      colleague.socket.close();
      // The token is refused as well.
      const me = await api.app.inject({
        url: '/v1/users/me',
        headers: { authorization: tenant.employee.auth },
      });
      expect(me.statusCode).toBe(401);
    });
  }
});

describe.skipIf(!inject('redisUrl') || !testDatabases().includes('postgres'))(
  'sockets when sessions end, across two processes on PostgreSQL and Redis',
  () => {
    let api: TestApi;
    let second: App;
    let firstUrl: string;

    beforeAll(async () => {
      const redisUrl = inject('redisUrl');
      // Two app instances on one database, each with its own Redis connection.
      api = await startTestApi('postgres', { bus: await createRedisBus(redisUrl) });
      second = await buildApp({
        config: api.config,
        database: api.database,
        bus: await createRedisBus(redisUrl),
      });
      await second.ready();
      firstUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await second?.close();
      await api?.close();
    });

    for (const how of ['deactivated', 'given a new password', 'reset by a reset link'] as const) {
      it(`closes a socket on one process when the user is ${how} on the other`, async () => {
        const tenant = await createTenant(api, `Two ${how}`, [`Two shop ${how}`]);
        const shopId = tenant.shopIds[0] as string;
        const mine = await staffSocket(firstUrl, shopId, tenant.employee.auth);
        const colleague = await staffSocket(firstUrl, shopId, tenant.admin.auth);
        await sessionEnds(api, second)[how](tenant.employee);
        expect(await closedWithin(mine)).toBe(4401);
        expect(colleague.socket.readyState).toBe(WebSocket.OPEN);
        colleague.socket.close();
      });
    }
  },
);
