import { describe, expect, it } from 'vitest';
import {
  boardIdentity,
  boardSecretStore,
  DEVICE_ID_KEY,
  SECRET_KEY_PREFIX,
} from './board-identity';
import { HealthReporter, parseBoardServerMessage, type BoardReport } from './health-reporter';

/** Timers that run only when the test moves the fake clock. */
function fakeClock(start = 1_000_000) {
  let now = start;
  let next = 1;
  const pending = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    timers: {
      setTimeout: (fn: () => void, ms: number) => {
        const id = next++;
        pending.set(id, { at: now + ms, fn });
        return id;
      },
      clearTimeout: (id: unknown) => void pending.delete(id as number),
    },
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, t]) => t.at <= end)
          .sort((x, y) => x[1].at - y[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
    pendingCount: () => pending.size,
  };
}

const SECRET = 'a'.repeat(43);

function reporter(options: { socketUp: () => boolean; issue?: string | null }) {
  const clock = fakeClock();
  const sent: Record<string, unknown>[] = [];
  const posted: Array<{ report: BoardReport; secret: string | null }> = [];
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  const vitals = {
    feedEtag: '"v1"' as string | null,
    feedModifiedAt: '2026-01-01T10:00:00.000Z' as string | null,
    lastRenderAt: 1_000_500 as number | null,
    renderErrors: 0,
    stage: { width: 1920, height: 1080 },
  };
  const health = new HealthReporter({
    shopId: 'shop',
    identity: { kind: 'device', boardId: 'board' },
    version: '1.2.3',
    vitals: () => vitals,
    send: (text) => {
      if (!options.socketUp()) return false;
      sent.push(JSON.parse(text) as Record<string, unknown>);
      return true;
    },
    secret: boardSecretStore('board', storage),
    post: async (report, secret) => {
      posted.push({ report, secret });
      return options.issue ?? null;
    },
    timers: clock.timers,
    now: clock.now,
    startedAt: clock.now(),
    heapBytes: () => 42,
    pageUrl: () => 'http://x/pricelist/shop',
  });
  return { clock, sent, posted, vitals, health, stored };
}

describe('HealthReporter', () => {
  it('reports on start and every 60 s over the socket, with what the board shows', () => {
    const { clock, sent, health } = reporter({ socketUp: () => true });
    health.start();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      type: 'health',
      shop_id: 'shop',
      board_id: 'board',
      kind: 'device',
      version: '1.2.3',
      feed_etag: '"v1"',
      feed_modified_at: '2026-01-01T10:00:00.000Z',
      last_render_at: new Date(1_000_500).toISOString(),
      render_errors: 0,
      uptime_s: 0,
      heap_bytes: 42,
      stage_width: 1920,
      stage_height: 1080,
      page_url: 'http://x/pricelist/shop',
    });
    clock.advance(59_999);
    expect(sent).toHaveLength(1);
    clock.advance(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.uptime_s).toBe(60);
    clock.advance(120_000);
    expect(sent).toHaveLength(4);
    expect(clock.pendingCount()).toBe(1);
  });

  it('counts render errors since the last report', () => {
    const { clock, sent, vitals, health } = reporter({ socketUp: () => true });
    health.start();
    health.acceptSecret(SECRET);
    health.firstAnswered();
    vitals.renderErrors = 2;
    clock.advance(60_000);
    expect(sent[1]?.render_errors).toBe(2);
    clock.advance(60_000);
    expect(sent[2]?.render_errors).toBe(0);
    vitals.renderErrors = 3;
    health.reportNow();
    expect(sent[3]?.render_errors).toBe(1);
  });

  it('posts while the socket is down, and follows the heartbeat the server names', async () => {
    let up = false;
    const { clock, sent, posted, health } = reporter({ socketUp: () => up });
    health.start();
    expect(posted).toHaveLength(1);
    expect(sent).toHaveLength(0);
    await Promise.resolve();
    await Promise.resolve();
    up = true;
    health.reportNow();
    expect(sent).toHaveLength(1);
    health.setHeartbeat(5_000);
    clock.advance(5_000);
    expect(sent).toHaveLength(2);
    health.setHeartbeat(10);
    clock.advance(5_000);
    expect(sent).toHaveLength(3);
    health.stop();
    clock.advance(60_000);
    expect(sent).toHaveLength(3);
    expect(clock.pendingCount()).toBe(0);
  });

  it('keeps the secret the server answers with and sends it with every later report', async () => {
    let up = false;
    const { sent, posted, health, stored } = reporter({ socketUp: () => up, issue: SECRET });
    health.start();
    expect(posted[0]?.secret).toBeNull();
    await Promise.resolve();
    await Promise.resolve();
    expect(stored.get(`${SECRET_KEY_PREFIX}board`)).toBe(SECRET);
    health.reportNow();
    expect(posted[1]?.secret).toBe(SECRET);
    up = true;
    health.reportNow();
    expect(sent[0]?.secret).toBe(SECRET);
    // Reset by staff: the socket's answer carries a new one.
    const next = 'b'.repeat(43);
    health.acceptSecret(next);
    health.reportNow();
    expect(sent[1]?.secret).toBe(next);
    expect(stored.get(`${SECRET_KEY_PREFIX}board`)).toBe(next);
  });

  it('sends no second report without a secret while the first is unanswered', async () => {
    let up = false;
    const { sent, posted, health } = reporter({ socketUp: () => up, issue: SECRET });
    health.start();
    expect(posted).toHaveLength(1);
    // The socket opens before the POST's answer: a second first report would be refused (the
    // POST or this one answered 401), so it waits.
    up = true;
    health.reportNow();
    expect(sent).toHaveLength(0);
    await Promise.resolve();
    await Promise.resolve();
    // The answer brings the secret: the report held back goes at once, with it, on the socket.
    expect(sent).toHaveLength(1);
    expect(sent[0]?.secret).toBe(SECRET);
    expect(posted).toHaveLength(1);
  });

  it('waits for the socket answer to its first report before reporting again', () => {
    const { sent, posted, health } = reporter({ socketUp: () => true });
    health.start();
    health.reportNow();
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('secret');
    health.acceptSecret(SECRET);
    health.firstAnswered();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.secret).toBe(SECRET);
    expect(posted).toHaveLength(0);
  });

  it('tries a first report again a heartbeat later when its answer never came', () => {
    const { clock, sent, health } = reporter({ socketUp: () => true });
    health.start();
    health.reportNow();
    expect(sent).toHaveLength(1);
    clock.advance(60_000);
    expect(sent).toHaveLength(2);
    expect(sent[1]).not.toHaveProperty('secret');
  });

  it('does not report again for a secret when nothing went without it', async () => {
    const { sent, posted, health } = reporter({ socketUp: () => false, issue: SECRET });
    health.start();
    await Promise.resolve();
    await Promise.resolve();
    expect(posted).toHaveLength(1);
    expect(sent).toHaveLength(0);
  });

  it('sends no secret before it has one', () => {
    const { sent, health } = reporter({ socketUp: () => true });
    health.start();
    expect(sent[0]).not.toHaveProperty('secret');
  });
});

describe('parseBoardServerMessage', () => {
  it('reads the server texts a board acts on, and nothing else', () => {
    expect(parseBoardServerMessage('{"type":"reload"}')).toEqual({ type: 'reload' });
    expect(parseBoardServerMessage('{"type":"identify","name":"Bar"}')).toEqual({
      type: 'identify',
      name: 'Bar',
    });
    expect(parseBoardServerMessage('{"type":"health_ok","heartbeat_ms":1000}')).toEqual({
      type: 'health_ok',
      heartbeatMs: 1000,
      secret: null,
    });
    expect(
      parseBoardServerMessage(`{"type":"health_ok","heartbeat_ms":1000,"secret":"${SECRET}"}`),
    ).toEqual({ type: 'health_ok', heartbeatMs: 1000, secret: SECRET });
    expect(
      parseBoardServerMessage('{"type":"health_ok","heartbeat_ms":1000,"secret":"short"}'),
    ).toEqual({ type: 'health_ok', heartbeatMs: 1000, secret: null });
    for (const text of ['invalidate_shop_cache', '{"type":"identify"}', 'null', '{"type":"x"}'])
      expect(parseBoardServerMessage(text)).toBeNull();
  });
});

describe('boardIdentity', () => {
  const bytes = () => new Uint8Array(16).map((_, i) => i * 17);

  it('is the screen for a screen board', () => {
    expect(boardIdentity('5d0e8f8c-1111-4222-8333-444455556666', null, bytes)).toEqual({
      kind: 'screen',
      boardId: '5d0e8f8c-1111-4222-8333-444455556666',
    });
  });

  it('makes a device id once and keeps it in storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const first = boardIdentity(null, storage, bytes);
    expect(first.kind).toBe('device');
    expect(first.boardId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(store.get(DEVICE_ID_KEY)).toBe(first.boardId);
    const again = boardIdentity(null, storage, () => new Uint8Array(16));
    expect(again).toEqual(first);
  });
});
