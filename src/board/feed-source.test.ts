import { describe, expect, it } from 'vitest';
import { FakeSocket, ManualTimers, settle } from '../api/push-fakes';
import type { ShopFeed } from '../domain';
import { POLL_WHILE_DOWN_MS, POLL_WHILE_UP_MS, startFeedSource } from './feed-source';

function feed(version: string): ShopFeed {
  return {
    id: 'shop',
    name: 'Mississippi',
    description: '',
    is_using_multiscreen: false,
    config: { use_truncated_prices: false },
    shop_group_id: null,
    modified_at: version,
    prices: [],
  };
}

/** A server the test controls: the feed, its version, and whether it answers. */
function fakeServer() {
  const state = { version: 'v1', down: false, status: 200, requests: [] as string[] };
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    state.requests.push(url);
    if (state.down) throw new TypeError('Failed to fetch');
    if (url.includes('/cache-status/')) return Response.json({ modified_at: state.version });
    if (state.status !== 200)
      return new Response('nope', { status: state.status, statusText: 'Bad Gateway' });
    const etag = `"${state.version}"`;
    const sent = new Headers(init?.headers).get('If-None-Match');
    if (sent === etag) return new Response(null, { status: 304 });
    return Response.json(feed(state.version), { headers: { etag } });
  }) as typeof fetch;
  return { state, fetchImpl };
}

function start(storage: Map<string, string> = new Map(), down = false) {
  const timers = new ManualTimers();
  const server = fakeServer();
  server.state.down = down;
  const sockets: FakeSocket[] = [];
  const feeds: { version: string; origin: string }[] = [];
  const errors: string[] = [];
  const reachable = { count: 0 };
  const source = startFeedSource({
    apiBase: 'http://board.test',
    shopId: 'shop',
    fetch: server.fetchImpl,
    openSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    timers,
    onFeed: (f, origin) => feeds.push({ version: f.modified_at, origin }),
    onError: (message) => errors.push(message),
    onReachable: () => (reachable.count += 1),
  });
  return { timers, server, sockets, feeds, errors, reachable, source, storage };
}

describe('the board feed source', () => {
  it('loads the list on start and opens the shop socket', async () => {
    const board = start();
    await settle();
    expect(board.feeds).toEqual([{ version: 'v1', origin: 'network' }]);
    expect(board.sockets[0]?.url).toBe('ws://board.test/v1/ws?shopId=shop&connectionType=shop');
    board.source.stop();
  });

  it('refetches on a push, with the ETag, and ignores other messages', async () => {
    const board = start();
    await settle();
    const socket = board.sockets[0] as FakeSocket;
    socket.onopen?.();
    board.server.state.version = 'v2';
    socket.onmessage?.({ data: 'invalidate_pending_orders_cache' });
    await settle();
    expect(board.feeds).toHaveLength(1);
    socket.onmessage?.({ data: 'invalidate_shop_cache' });
    await settle();
    expect(board.feeds.map((f) => f.version)).toEqual(['v1', 'v2']);
    // A push without a change costs a 304 and no redraw.
    socket.onmessage?.({ data: '"invalidate_shop_cache"' });
    await settle();
    expect(board.feeds).toHaveLength(2);
    expect(board.source.status().fetches).toBe(3);
    board.source.stop();
  });

  it('reconnects a closed socket with growing delays and looks for missed changes', async () => {
    const board = start();
    await settle();
    board.sockets[0]?.onopen?.();
    board.sockets[0]?.close();
    await board.timers.advanceSettled(999);
    expect(board.sockets).toHaveLength(1);
    await board.timers.advanceSettled(1);
    expect(board.sockets).toHaveLength(2);
    board.sockets[1]?.close();
    await board.timers.advanceSettled(1999);
    expect(board.sockets).toHaveLength(2);
    await board.timers.advanceSettled(1);
    expect(board.sockets).toHaveLength(3);
    board.server.state.version = 'v2';
    board.sockets[2]?.onopen?.();
    await settle();
    expect(board.feeds.at(-1)?.version).toBe('v2');
    expect(board.source.status().reconnectDelay).toBe(1000);
    board.source.stop();
  });

  it('polls the cache status every 20 s while the socket is down and every 60 s while up', async () => {
    const board = start();
    await settle();
    const statusCalls = () =>
      board.server.state.requests.filter((u) => u.includes('cache-status')).length;
    board.sockets[0]?.onopen?.();
    await board.timers.advanceSettled(POLL_WHILE_UP_MS - 1);
    expect(statusCalls()).toBe(0);
    await board.timers.advanceSettled(1);
    expect(statusCalls()).toBe(1);
    board.server.state.version = 'v2';
    board.sockets[0]?.close();
    await board.timers.advanceSettled(POLL_WHILE_DOWN_MS);
    expect(statusCalls()).toBe(2);
    expect(board.feeds.at(-1)?.version).toBe('v2');
    board.source.stop();
  });

  it('keeps the last good list when a refresh fails, and says why', async () => {
    const board = start();
    await settle();
    board.server.state.status = 502;
    board.server.state.version = 'v2';
    await board.source.refresh();
    expect(board.errors).toEqual([
      'http://board.test/v1/shops/shop returned with HTTP status 502: Bad Gateway',
    ]);
    board.server.state.down = true;
    await board.source.refresh();
    expect(board.errors[1]).toBe('http://board.test/v1/shops/shop failed: Failed to fetch');
    expect(board.feeds).toEqual([{ version: 'v1', origin: 'network' }]);
    board.source.stop();
  });

  it('shows the stored list at once when the API cannot be reached at start', async () => {
    const first = start();
    await settle();
    first.source.stop();
    const offline = start(first.storage, true);
    await settle();
    expect(offline.feeds).toEqual([{ version: 'v1', origin: 'storage' }]);
    expect(offline.errors).toHaveLength(1);
    offline.source.stop();
  });

  it('looks at once when an open socket drops, so a gone server shows on the board', async () => {
    const board = start();
    await settle();
    board.sockets[0]?.onopen?.();
    board.server.state.down = true;
    board.sockets[0]?.close();
    await settle();
    expect(board.errors).toEqual(['http://board.test/v1/shops/shop failed: Failed to fetch']);
    expect(board.feeds).toEqual([{ version: 'v1', origin: 'network' }]);
    // A socket that never opened (the server is still away) does not look again each time.
    await board.timers.advanceSettled(1000);
    board.sockets[1]?.close();
    await settle();
    expect(board.errors).toHaveLength(1);
    board.source.stop();
  });

  it('says the server is back when it answers again, with a 304 as much as with a new list', async () => {
    const board = start();
    await settle();
    board.sockets[0]?.onopen?.();
    expect(board.reachable.count).toBe(1);
    board.server.state.down = true;
    board.sockets[0]?.close();
    await settle();
    expect(board.errors).toHaveLength(1);
    expect(board.reachable.count).toBe(1);
    // Back, with the list unchanged: the reconnect's look is a 304 and no new list.
    board.server.state.down = false;
    await board.timers.advanceSettled(1000);
    board.sockets[1]?.onopen?.();
    await settle();
    expect(board.feeds).toHaveLength(1);
    expect(board.reachable.count).toBe(2);
    board.source.stop();
  });

  it('does nothing after stop', async () => {
    const board = start();
    await settle();
    board.source.stop();
    expect(board.sockets[0]?.closed).toBe(true);
    await board.timers.advanceSettled(5 * POLL_WHILE_UP_MS);
    expect(board.sockets).toHaveLength(1);
    expect(board.server.state.requests).toHaveLength(1);
  });

  it("refetches once at the list's next change by the clock, without polling faster", async () => {
    const timers = new ManualTimers();
    // Wall clock 10:00:00; the list changes at 10:00:30, then at 10:05:00.
    const base = Date.parse('2026-11-04T10:00:00Z');
    const changes = ['2026-11-04T10:00:30.000Z', '2026-11-04T10:05:00.000Z'];
    const requests: string[] = [];
    let version = 0;
    const fetchImpl = (async (input: string | URL | Request) => {
      if (String(input).includes('/cache-status/')) return Response.json({ modified_at: 'v0' });
      requests.push(String(input));
      // The clock changes the content, not the cache status (modified_at).
      const body = { ...feed('v0'), name: `v${version}`, next_change_at: changes[version] ?? null };
      return Response.json(body, { headers: { etag: `"v${version}"` } });
    }) as typeof fetch;
    const versions: string[] = [];
    const source = startFeedSource({
      apiBase: 'http://board.test',
      shopId: 'shop',
      fetch: fetchImpl,
      openSocket: (url) => {
        const socket = new FakeSocket(url);
        queueMicrotask(() => socket.onopen?.());
        return socket;
      },
      storage: null,
      timers,
      now: () => base + timers.now,
      onFeed: (f) => versions.push(f.name),
      onError: () => undefined,
    });
    await settle();
    expect(requests).toHaveLength(1);
    version = 1;
    await timers.advanceSettled(30_000);
    expect(requests).toHaveLength(1);
    await timers.advanceSettled(1_000);
    expect(versions).toEqual(['v0', 'v1']);
    expect(requests).toHaveLength(2);
    expect(versions).toEqual(['v0', 'v1']);
    // One timer for the next change (10:05:00 + margin), besides the push client's own.
    version = 2;
    await timers.advanceSettled(4 * 60_000 - 1_000);
    expect(requests).toHaveLength(2);
    await timers.advanceSettled(30_000);
    expect(requests).toHaveLength(2);
    await timers.advanceSettled(1_000);
    expect(requests).toHaveLength(3);
    expect(versions).toEqual(['v0', 'v1', 'v2']);
    source.stop();
  });
});
