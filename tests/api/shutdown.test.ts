import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { connect, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { discountSeq, trackRows, type LinkView } from '../support/price-writes';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { freshStore, rowsOf, type DataStore } from '../support/stores';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether an HTTP answer has all of its body (as its Content-Length says). */
function isCompleteAnswer(answer: string): boolean {
  const split = answer.indexOf('\r\n\r\n');
  const length = /\r\ncontent-length: *(\d+)/i.exec(answer)?.[1];
  return split >= 0 && length !== undefined && Buffer.byteLength(answer) - split - 4 >= +length;
}

/** A PUT whose body is sent in two halves, so the request is in flight as long as we like. */
async function startSlowPut(server: ServerProcess, path: string, auth: string, body: string) {
  const url = new URL(server.baseUrl);
  const socket: Socket = connect(Number(url.port), url.hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let answer = '';
  let complete: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (complete = resolve));
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString('utf8');
    if (isCompleteAnswer(answer)) complete();
  });
  socket.once('close', () => complete());
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  socket.write(
    `PUT ${path} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: ${auth}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${bytes.length}\r\n\r\n`,
  );
  socket.write(bytes.subarray(0, half));
  return {
    /** Sends the rest of the body and returns the answer. */
    finish: async () => {
      // Not end(): a client that half-closes its side gives up its request in Node's server.
      socket.write(bytes.subarray(half));
      await answered;
      socket.destroy();
      return answer;
    },
  };
}

async function refusesNewRequests(server: ServerProcess): Promise<boolean> {
  try {
    const response = await fetch(`${server.baseUrl}/v1/health`, {
      signal: AbortSignal.timeout(2000),
    });
    return response.status === 503;
  } catch {
    return true; // connection refused: nobody listens any more
  }
}

describe.each(['embedded', 'postgres'] as const)('graceful shutdown on SIGTERM on %s', (kind) => {
  let store: DataStore;
  let server: ServerProcess;

  beforeAll(async () => {
    store = await freshStore(kind, { demo: true });
    server = await startServerProcess(
      { ...store.env, DEMO_DATA: '1', LOG_LEVEL: 'warn' },
      { dataDir: store.dataDir, apiOnly: true },
    );
  }, 120_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await store?.remove();
  });

  it('stops accepting, finishes the request in flight, closes push sockets with 1001', async () => {
    const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
      method: 'POST',
      body: new URLSearchParams({ username: server.adminUsername, password: server.adminPassword }),
    });
    const auth = `Bearer ${((await login.json()) as { access_token: string }).access_token}`;
    const list = await fetch(`${server.baseUrl}/v1/shops-to-prices?limit=100`, {
      headers: { authorization: auth },
    });
    const [row] = trackRows((await list.json()) as LinkView[], 100);
    if (!row) throw new Error('The demo data has no link to change.');

    const socket = new WebSocket(
      `${server.baseUrl.replace('http', 'ws')}/v1/ws?shopId=${row.view.shop_id}&connectionType=shop`,
    );
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );

    const { view } = row;
    const body = JSON.stringify({
      ...Object.fromEntries(
        Object.entries(view).filter(([key]) =>
          /^(shop_id|price_id|category_id|kind_id|product_id|active|new|deactivated_labels|use_.*)$/.test(
            key,
          ),
        ),
      ),
      action_labels: [{ label: row.label, price: 0.42 }],
    });
    const put = await startSlowPut(server, `/v1/shops-to-prices/${view.id}`, auth, body);
    await sleep(300);
    server.signal('SIGTERM');

    expect(await closed).toEqual({ code: 1001, reason: 'server restarting, reconnect' });
    await sleep(200);
    expect(await refusesNewRequests(server)).toBe(true);

    const answer = await put.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    const sent = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as LinkView;
    expect(discountSeq(sent, row.label)).toBe(42);
    expect(await server.exited()).toBe(0);
    // The embedded database stopped after the drain, cleanly: its pid file is gone.
    if (kind === 'embedded')
      expect(existsSync(join(store.dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const database = await store.open();
    try {
      const [stored] = await rowsOf<Pick<LinkView, 'action_labels'>>(
        database,
        sql`select action_labels from shops_to_prices where id = ${view.id}`,
      );
      expect(stored && discountSeq(stored, row.label)).toBe(42);
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('a second signal while the server drains', () => {
  let store: DataStore;
  afterAll(async () => {
    await store?.remove();
  });

  it('changes nothing: the server still stops its embedded database after the drain', async () => {
    store = await freshStore('embedded', { demo: true });
    const server = await startServerProcess(
      { ...store.env, DEMO_DATA: '1', LOG_LEVEL: 'warn' },
      { dataDir: store.dataDir, apiOnly: true },
    );
    server.signal('SIGTERM');
    await sleep(20);
    server.signal('SIGTERM');
    server.signal('SIGINT');
    expect(await server.exited()).toBe(0);
    expect(existsSync(join(store.dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 120_000);
});
