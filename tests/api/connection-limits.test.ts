import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process';

/**
 * A bounded burst on loopback against the real server process, with low limits set by its
 * environment: at most CAP connections from one address, headers within 1 s, idle keep-alive
 * connections closed after 1 s. All loopback clients are one address.
 */
const CAP = 20;
const HELD = 15;
const BEYOND = 10;

interface HeldSocket {
  socket: Socket;
  /** When the server closed it (ms since the burst began), or null while open. */
  closedAt: number | null;
  received: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a connection and sends half a request: headers that never end. */
function halfSent(port: number, start: number): Promise<HeldSocket> {
  return new Promise((resolve) => {
    const held: HeldSocket = { socket: connect(port, '127.0.0.1'), closedAt: null, received: '' };
    held.socket.on('error', () => {});
    held.socket.on('data', (chunk) => (held.received += chunk.toString('latin1')));
    held.socket.on('close', () => (held.closedAt = Date.now() - start));
    held.socket.once('connect', () => {
      held.socket.write('GET /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      resolve(held);
    });
  });
}

/** GET /v1/health on a connection of its own: its status, or the error's code. */
function health(port: number): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/v1/health', agent: false, timeout: 3000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await sleep(25);
}

describe('connection limits of the server process', () => {
  let server: ServerProcess;
  let port: number;
  const sockets: HeldSocket[] = [];

  beforeAll(async () => {
    server = await startServerProcess(
      {
        DEMO_DATA: '0',
        MAX_CONNECTIONS_PER_ADDRESS: String(CAP),
        HEADERS_TIMEOUT_SECONDS: '1',
        REQUEST_TIMEOUT_SECONDS: '2',
        KEEP_ALIVE_TIMEOUT_SECONDS: '1',
      },
      { apiOnly: true },
    );
    port = Number(new URL(server.baseUrl).port);
    // The start-up health checks' kept-alive connection goes first.
    await sleep(1500);
  }, 120_000);
  afterAll(async () => {
    for (const held of sockets) held.socket.destroy();
    await server?.stop();
  });

  it('refuses connections beyond the cap, drops half-sent requests, and stays healthy within it', async () => {
    const start = Date.now();
    for (let i = 0; i < HELD; i++) sockets.push(await halfSent(port, start));
    // Within the cap, real requests are answered while the half-sent ones are held.
    for (let i = 0; i < 3; i++) expect(await health(port)).toBe(200);

    // Beyond the cap: CAP - HELD are taken, the rest are closed at once, unanswered.
    const extra: HeldSocket[] = [];
    for (let i = 0; i < BEYOND; i++) extra.push(await halfSent(port, start));
    sockets.push(...extra);
    await waitFor(
      () => extra.filter((s) => s.closedAt !== null).length >= BEYOND - (CAP - HELD),
      1000,
    );
    const refused = extra.filter((s) => s.closedAt !== null);
    expect(refused).toHaveLength(BEYOND - (CAP - HELD));
    for (const s of refused) expect(s.received).toBe('');
    expect(typeof (await health(port))).toBe('string');

    // Headers that never end are dropped after the header timeout (1 s, checked every second).
    await waitFor(() => sockets.every((s) => s.closedAt !== null), 5000);
    const dropped = sockets.filter((s) => !refused.includes(s));
    expect(dropped).toHaveLength(CAP);
    for (const s of dropped) {
      expect(s.closedAt).not.toBeNull();
      expect(s.closedAt as number).toBeLessThan(4000);
      expect(s.received).toMatch(/^HTTP\/1\.1 408/);
    }

    // Every slot is free again: requests succeed.
    for (let i = 0; i < 3; i++) expect(await health(port)).toBe(200);
  }, 30_000);

  it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
    const start = Date.now();
    const socket = connect(port, '127.0.0.1');
    let closedAt: number | null = null;
    let received = '';
    socket.on('error', () => {});
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => (closedAt = Date.now() - start));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await waitFor(() => closedAt !== null, 5000);
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAt).not.toBeNull();
    expect(closedAt as unknown as number).toBeLessThan(4000);
  }, 30_000);
});
