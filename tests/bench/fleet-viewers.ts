/**
 * Viewers for `fleet-5000.ts`: browsers that open a shop's board address beside its screens
 * (a laptop, a preview). Each one reports by POST at the heartbeat with a board id of its own,
 * 10 from each loopback address 127.2.x.y, spread over the shops and the server processes; the
 * server answers them as any board (204) but keeps no row. Their answer times and statuses are
 * kept for the bench's summary.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';

export interface Viewers {
  /** Stops the reports (answers on their way still count). */
  stop(): void;
  /** Closes the connections. */
  close(): void;
  /** One line: how many were answered, by status, and the answer times. */
  summary(quantile: (values: number[], q: number) => number): string;
}

export function startViewers(options: {
  count: number;
  baseUrls: string[];
  shopIds: string[];
  heartbeatMs: number;
}): Viewers {
  const { count, baseUrls, shopIds, heartbeatMs } = options;
  const times: number[] = [];
  const outcomes = new Map<number, number>();
  const agents: Agent[] = [];
  const timers: NodeJS.Timeout[] = [];
  const note = (status: number) => outcomes.set(status, (outcomes.get(status) ?? 0) + 1);
  for (let v = 0; v < count; v++) {
    if (v % 10 === 0)
      agents.push(
        new Agent({
          keepAlive: true,
          maxSockets: 2,
          localAddress: `127.2.${1 + Math.floor(v / 2500)}.${1 + (Math.floor(v / 10) % 250)}`,
        }),
      );
    const agent = agents.at(-1) as Agent;
    const baseUrl = baseUrls[v % baseUrls.length] as string;
    const shopId = shopIds[v % shopIds.length] as string;
    const boardId = randomUUID();
    const startedAt = Date.now();
    const send = () => {
      const body = JSON.stringify({
        shop_id: shopId,
        board_id: boardId,
        kind: 'device',
        version: '0.1.0+bench',
        feed_etag: '"3f2a9c0d1e-br"',
        feed_modified_at: null,
        last_render_at: new Date().toISOString(),
        render_errors: 0,
        uptime_s: Math.floor((Date.now() - startedAt) / 1000),
        heap_bytes: 48_000_000,
        stage_width: 1366,
        stage_height: 768,
        page_url: `https://menu.example.nl/pricelist/${shopId}`,
      });
      const t0 = performance.now();
      const request = httpRequest(
        `${baseUrl}/v1/boards/report`,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            times.push(performance.now() - t0);
            note(response.statusCode ?? 0);
          });
        },
      );
      request.on('error', () => note(-1));
      request.end(body);
    };
    timers.push(
      setTimeout(
        () => {
          send();
          timers.push(setInterval(send, heartbeatMs));
        },
        (v / Math.max(1, count)) * heartbeatMs,
      ),
    );
  }
  return {
    stop: () => timers.forEach((timer) => clearTimeout(timer)),
    close: () => agents.forEach((agent) => agent.destroy()),
    summary: (quantile) =>
      `viewers (${count}, POST /v1/boards/report): ${times.length} answered ` +
      `(${[...outcomes].map(([status, n]) => `${n}× ${status}`).join(', ')}), p50 ` +
      `${quantile(times, 0.5).toFixed(0)} ms, p99 ${quantile(times, 0.99).toFixed(0)} ms, ` +
      `max ${Math.max(0, ...times).toFixed(0)} ms`,
  };
}

/** What adopting needs of a bench board. */
interface Adoptable {
  shopIndex: number;
  shopId: string;
  boardId: string;
  answers: number;
  server: { baseUrl: string };
}

/**
 * Staff adopt every board as a screen after its first report ("Dit is een scherm"), through
 * the process it reported to, which keeps at most 20 viewers a shop: 20 at a time per shop, 10
 * shops at once; each board reports again after its adoption (and so gets its secret).
 */
export async function adoptBoards<T extends Adoptable>(
  boards: T[],
  auth: string,
  report: (board: T) => void,
  deadline: number,
): Promise<void> {
  const byShop = new Map<number, T[]>();
  for (const board of boards)
    byShop.set(board.shopIndex, [...(byShop.get(board.shopIndex) ?? []), board]);
  const adoptShop = async (shopBoards: T[]) => {
    for (let i = 0; i < shopBoards.length; i += 20) {
      const chunk = shopBoards.slice(i, i + 20);
      for (const board of chunk) report(board);
      while (chunk.some((b) => b.answers === 0) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      for (const board of chunk) {
        const adopted = await fetch(
          `${board.server.baseUrl}/v1/boards/shop/${board.shopId}/${board.boardId}/adopt`,
          { method: 'POST', headers: { authorization: auth } },
        );
        if (adopted.status !== 204) console.warn(`adopt ${board.boardId}: ${adopted.status}`);
        report(board);
      }
    }
  };
  const shops = [...byShop.values()];
  for (let s = 0; s < shops.length; s += 10)
    await Promise.all(shops.slice(s, s + 10).map(adoptShop));
}
