import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const CONNECTIONS = 40;
const FRAMES_PER_CONNECTION = 50;

/** The server's pino lines at or above a level (50: error). */
function linesAtLeast(output: string, level: number): string[] {
  return output.split('\n').filter((line) => {
    const match = /"level":(\d+)/.exec(line);
    return match !== null && Number(match[1]) >= level;
  });
}

/**
 * Malformed WebSocket frames are the client's fault: the server closes the socket and notes it
 * once, at debug level, never at error level with a stack trace.
 */
describe('malformed frames on /v1/ws', () => {
  let server: ServerProcess;
  let shopId: string;

  beforeAll(async () => {
    server = await startServerProcess({ LOG_LEVEL: 'debug', DEMO_DATA: '0' }, { apiOnly: true });
    const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
      method: 'POST',
      body: new URLSearchParams({ username: server.adminUsername, password: server.adminPassword }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const shop = await fetch(`${server.baseUrl}/v1/shops`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kapotte Frames' }),
    });
    shopId = ((await shop.json()) as { id: string }).id;
  }, 120_000);
  afterAll(() => server?.stop());

  it('closes each socket and logs once per connection, below error level', async () => {
    const before = server.output().length;
    const errorLinesBefore = linesAtLeast(server.output(), 50).length;
    const url = `${server.baseUrl.replace('http', 'ws')}/v1/ws?shopId=${shopId}&connectionType=shop`;
    const closes = await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        const socket = new WebSocket(url);
        await new Promise<void>((resolve, reject) => {
          socket.once('open', () => resolve());
          socket.once('error', reject);
        });
        const closed = new Promise<number>((resolve) => socket.once('close', resolve));
        socket.on('error', () => undefined);
        // Unmasked frames with the reserved bits set: invalid from a client in every way.
        const raw = (socket as unknown as { _socket: Socket })._socket;
        const frame = Buffer.from([0xf1, 0x05, 0x68, 0x61, 0x6c, 0x6c, 0x6f]);
        for (let i = 0; i < FRAMES_PER_CONNECTION; i++) {
          if (!raw.destroyed) raw.write(frame);
        }
        return closed;
      }),
    );
    expect(closes).toHaveLength(CONNECTIONS);
    // The server notes each closed socket: wait for the notes, not for a fixed time.
    const notesOf = (added: string) =>
      added.split('\n').filter((line) => line.includes('push socket closed'));
    await vi.waitFor(
      () => expect(notesOf(server.output().slice(before)).length).toBe(CONNECTIONS),
      { timeout: 10_000, interval: 25 },
    );
    const output = server.output();
    const added = output.slice(before);
    expect(linesAtLeast(output, 50).length - errorLinesBefore).toBe(0);
    const notes = notesOf(added);
    expect(notes.length).toBe(CONNECTIONS);
    for (const note of notes) {
      expect(note).toMatch(/"level":20/);
      expect(note).not.toMatch(/stack/);
    }
    // Well under the ~1 KB a frame of before, whatever the debug lines of the requests add.
    expect(added.length / CONNECTIONS).toBeLessThan(1000);
    // The server is fine afterwards.
    expect((await fetch(`${server.baseUrl}/v1/health`)).status).toBe(200);
  });
});
