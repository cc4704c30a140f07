import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process';

/**
 * The real server at its most talkative log level: the signing secret, access tokens,
 * passwords, the content API key and board secrets must never reach its output, whatever the requests do.
 */
describe('secrets in the server output', () => {
  let server: ServerProcess;
  const secretKey = randomBytes(48).toString('base64url');
  const contentKey = `sk-${randomBytes(24).toString('hex')}`;

  beforeAll(async () => {
    server = await startServerProcess(
      {
        LOG_LEVEL: 'trace',
        SECRET_KEY: secretKey,
        DEMO_DATA: '0',
        // Nothing answers here: a workflow would fail, logging what it can.
        CONTENT_API_URL: 'http://127.0.0.1:9/v1',
        CONTENT_API_KEY: contentKey,
      },
      { apiOnly: true },
    );
  }, 120_000);
  afterAll(() => server?.stop());

  it('never logs the secret, a token, a password or an API key', async () => {
    const base = server.baseUrl;
    const wrongPassword = `wrong-${randomBytes(8).toString('hex')}`;
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    expect(
      (await post('/v1/login/access-token', { username: 'administrator', password: wrongPassword }))
        .status,
    ).toBe(400);
    const form = await fetch(`${base}/v1/login/access-token`, {
      method: 'POST',
      body: new URLSearchParams({ username: server.adminUsername, password: server.adminPassword }),
    });
    const token = ((await form.json()) as { access_token: string }).access_token;
    const auth = { authorization: `Bearer ${token}` };
    expect((await fetch(`${base}/v1/users/me`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${base}/v1/kinds/not-an-id`, { headers: auth })).status).toBe(400);
    expect((await post('/v1/kinds', { name: 12 }, auth)).status).toBe(400);
    expect((await post('/v1/reset-password', { token, new_password: wrongPassword })).status).toBe(
      400,
    );
    expect(
      (await fetch(`${base}/v1/users/me`, { headers: { authorization: 'Bearer x.y.z' } })).status,
    ).toBe(401);
    // A board's secret: answered to its first report, sent with the next ones.
    const shopId = (
      (await (await post('/v1/shops', { name: 'Logboek' }, auth)).json()) as { id: string }
    ).id;
    const boardId = crypto.randomUUID();
    const report = {
      shop_id: shopId,
      board_id: boardId,
      kind: 'device',
      version: '1',
      feed_etag: null,
      feed_modified_at: null,
      last_render_at: null,
      render_errors: 0,
      uptime_s: 0,
      heap_bytes: null,
      stage_width: 0,
      stage_height: 0,
      page_url: '',
    };
    // A browser at a board address is a viewer until staff adopt it as a screen.
    expect((await post('/v1/boards/report', report)).status).toBe(204);
    expect((await post(`/v1/boards/shop/${shopId}/${boardId}/adopt`, {}, auth)).status).toBe(204);
    const first = await post('/v1/boards/report', report);
    expect(first.status).toBe(200);
    const boardSecret = ((await first.json()) as { secret: string }).secret;
    const signed = { 'x-board-secret': boardSecret };
    expect((await post('/v1/boards/report', report, signed)).status).toBe(204);
    expect(
      (await post('/v1/boards/report', { ...report, board_id: crypto.randomUUID() }, signed))
        .status,
    ).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const output = server.output();
    expect(output.length).toBeGreaterThan(0);
    for (const [name, secret] of [
      ['SECRET_KEY', secretKey],
      ['access token', token],
      ['token signature', token.split('.')[2] ?? token],
      ['admin password', server.adminPassword],
      ['wrong password', wrongPassword],
      ['CONTENT_API_KEY', contentKey],
      ['board secret', boardSecret],
    ] as const) {
      expect(output.includes(secret), name).toBe(false);
    }
  });
});
