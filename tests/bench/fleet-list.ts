/**
 * `npx tsx tests/bench/fleet-list.ts`: the fleet list (`GET /v1/fleet`, what the "Schermen"
 * page asks every 5 s) with BOARDS boards (default 500) over SHOPS shops (default 10; 50 device
 * boards a shop at most), against the real server process (demo data, embedded database) on
 * loopback.
 *
 * The boards are made the way boards make themselves: each reports once and keeps its secret.
 * Figures: the median time and the answer's bytes (as read, decompressed) of the first page (50), of the widest page (200) and of
 * one shop's page, as a superuser; and with a picture kept for the first 30 boards.
 */
import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { startServerProcess } from '../support/server-process';

const BOARDS = Number(process.env.BOARDS ?? 500);
const SHOPS = Number(process.env.SHOPS ?? 10);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const server = await startServerProcess(
  { DEMO_DATA: '1', BOARD_REPORTS_PER_MINUTE: '1000000' },
  { apiOnly: true },
);
try {
  const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    body: new URLSearchParams({ username: server.adminUsername, password: server.adminPassword }),
  });
  const auth = `Bearer ${((await login.json()) as { access_token: string }).access_token}`;
  const json = { authorization: auth, 'content-type': 'application/json' };

  const shops: string[] = [];
  for (let i = 0; i < SHOPS; i++) {
    const response = await fetch(`${server.baseUrl}/v1/shops`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: `Vloot ${String(i).padStart(2, '0')}` }),
    });
    shops.push(((await response.json()) as { id: string }).id);
  }

  const boards: { shopId: string; boardId: string; secret: string }[] = [];
  for (let i = 0; i < BOARDS; i += 20) {
    const made = await Promise.all(
      Array.from({ length: Math.min(20, BOARDS - i) }, async (_, j) => {
        const shopId = shops[(i + j) % SHOPS] as string;
        const boardId = randomUUID();
        // A viewer until staff adopt it as a screen; its next report brings its secret.
        const report = () =>
          fetch(`${server.baseUrl}/v1/boards/report`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              shop_id: shopId,
              board_id: boardId,
              kind: 'device',
              version: '1.0.0',
              feed_etag: null,
              feed_modified_at: null,
              last_render_at: new Date().toISOString(),
              render_errors: 0,
              uptime_s: 60,
              heap_bytes: 50_000_000,
              stage_width: 1920,
              stage_height: 1080,
              page_url: `http://127.0.0.1/pricelist/${shopId}`,
            }),
          });
        if ((await report()).status !== 204) throw new Error('first report');
        const adopted = await fetch(`${server.baseUrl}/v1/boards/shop/${shopId}/${boardId}/adopt`, {
          method: 'POST',
          headers: { authorization: auth },
        });
        if (adopted.status !== 204) throw new Error(`adopt: ${adopted.status}`);
        const response = await report();
        if (response.status !== 200) throw new Error(`report: ${response.status}`);
        const { secret } = (await response.json()) as { secret: string };
        return { shopId, boardId, secret };
      }),
    );
    boards.push(...made);
  }

  const measure = async (query: string, runs = 20) => {
    const times: number[] = [];
    let bytes = 0;
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/v1/fleet${query}`, {
        headers: { authorization: auth },
      });
      const body = Buffer.from(await response.arrayBuffer());
      times.push(performance.now() - started);
      bytes = body.length;
      if (i === 0) {
        const plain = await fetch(`${server.baseUrl}/v1/fleet${query}`, {
          headers: { authorization: auth, 'accept-encoding': 'identity' },
        });
        total = ((await plain.json()) as { total: number }).total;
      }
    }
    return { ms: median(times).toFixed(1), bytes, total };
  };

  const results: Record<string, unknown> = {};
  results['first page (50)'] = await measure('?limit=50');
  results['widest page (200)'] = await measure('?limit=200');
  results['one shop'] = await measure(`?shop=${shops[0]}&limit=50`);
  results['offline filter'] = await measure('?state=offline&limit=50');

  const picture = await sharp({
    create: { width: 640, height: 360, channels: 3, background: { r: 30, g: 90, b: 40 } },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
  for (const board of boards.slice(0, 30)) {
    const response = await fetch(
      `${server.baseUrl}/v1/boards/screenshot/${board.shopId}/${board.boardId}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg', 'x-board-secret': board.secret },
        body: picture,
      },
    );
    if (response.status !== 204) throw new Error(`picture: ${response.status}`);
  }
  results['first page, 30 pictures kept'] = await measure('?limit=50');

  console.log(`fleet list with ${boards.length} boards over ${SHOPS} shops (+ demo shops):`);
  console.table(results);
} finally {
  await server.stop();
}
