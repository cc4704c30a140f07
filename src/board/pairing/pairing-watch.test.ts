import { describe, expect, it } from 'vitest';
import type { CodeState } from './stick-client';
import type { StickPairing, StickWaiting } from './stick-store';
import { PairingWatch, type PairingSocket } from './pairing-watch';

const WAITING: StickWaiting = {
  pairingId: '0b7f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4',
  code: 'ACD479',
  secret: 'a'.repeat(43),
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  pollMs: 30_000,
};

/** A stand-in for the browser's WebSocket and timers, moved by hand. */
function world(states: CodeState[] = []) {
  const sockets: (PairingSocket & { sent: string[]; closed: boolean })[] = [];
  let now = 0;
  const timers: { at: number; run: () => void; id: number }[] = [];
  let nextId = 1;
  const paired: StickPairing[] = [];
  let gone = 0;
  let reads = 0;
  const watch = new PairingWatch({
    waiting: WAITING,
    url: 'ws://stick.test/v1/pairing/ws',
    openSocket: () => {
      const socket = {
        onopen: null,
        onmessage: null,
        onclose: null,
        sent: [] as string[],
        closed: false,
        send(text: string) {
          this.sent.push(text);
        },
        close() {
          this.closed = true;
        },
      };
      sockets.push(socket);
      return socket;
    },
    readState: async () => {
      reads += 1;
      return states.shift() ?? { state: 'waiting' };
    },
    timers: {
      setTimeout: (run, ms) => {
        const id = nextId++;
        timers.push({ at: now + ms, run, id });
        return id;
      },
      clearTimeout: (handle) => {
        const index = timers.findIndex((timer) => timer.id === handle);
        if (index >= 0) timers.splice(index, 1);
      },
    },
    onPaired: (pairing) => paired.push(pairing),
    onGone: () => (gone += 1),
  });
  const advance = async (ms: number) => {
    const until = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const next = timers[0];
      if (!next || next.at > until) break;
      timers.shift();
      now = next.at;
      next.run();
      await Promise.resolve();
      await Promise.resolve();
    }
    now = until;
  };
  return {
    watch,
    sockets,
    paired,
    advance,
    gone: () => gone,
    reads: () => reads,
    pending: () => timers.length,
  };
}

const PAIRED_TEXT = JSON.stringify({
  type: 'paired',
  shop_id: '1b7f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4',
  board_id: '2b7f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4',
  kind: 'screen',
  screen_id: '2b7f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4',
  orientation: 'portrait',
});

describe('a stick waiting for its pairing', () => {
  it('names its code on the socket and asks nothing while the socket is up', async () => {
    const w = world();
    w.watch.start();
    const socket = w.sockets[0];
    socket?.onopen?.();
    expect(JSON.parse(socket?.sent[0] ?? '')).toEqual({
      type: 'wait',
      pairing_id: WAITING.pairingId,
      secret: WAITING.secret,
    });
    await w.advance(10 * 60_000);
    expect(w.reads()).toBe(0);
    socket?.onmessage?.({ data: PAIRED_TEXT });
    expect(w.paired).toEqual([
      {
        shopId: '1b7f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4',
        boardId: '2b7f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4',
        kind: 'screen',
        screenId: '2b7f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4',
        orientation: 'portrait',
        view: 'board',
        theme: 'dark',
      },
    ]);
    expect(socket?.closed).toBe(true);
    expect(w.pending()).toBe(0);
  });

  it('polls slowly only while the socket is down, and opens it again later', async () => {
    const w = world([{ state: 'waiting' }, { state: 'waiting' }]);
    w.watch.start();
    w.sockets[0]?.onclose?.({ code: 1006 });
    await w.advance(4_999);
    expect(w.sockets).toHaveLength(1);
    await w.advance(1);
    expect(w.sockets).toHaveLength(2);
    // The second attempt fails too: the next one waits twice as long.
    w.sockets[1]?.onclose?.({ code: 1006 });
    await w.advance(9_999);
    expect(w.sockets).toHaveLength(2);
    await w.advance(1);
    expect(w.sockets).toHaveLength(3);
    // The first status read came 30 s after the socket went down, not every 2 s.
    expect(w.reads()).toBe(0);
    w.sockets[2]?.onclose?.({ code: 1006 });
    await w.advance(15_000);
    expect(w.reads()).toBe(1);
    // Up again: no more reads.
    await w.advance(5_000);
    const up = w.sockets.at(-1);
    up?.onopen?.();
    const readsNow = w.reads();
    await w.advance(120_000);
    expect(w.reads()).toBe(readsNow);
  });

  it('asks for a new code when the server says the code expired or is unknown', async () => {
    const expired = world();
    expired.watch.start();
    expired.sockets[0]?.onopen?.();
    expired.sockets[0]?.onmessage?.({ data: '{"type":"expired"}' });
    expect(expired.gone()).toBe(1);
    const unknown = world();
    unknown.watch.start();
    unknown.sockets[0]?.onclose?.({ code: 4404 });
    expect(unknown.gone()).toBe(1);
    expect(unknown.pending()).toBe(0);
  });

  it('finds its pairing by the slow poll when the socket cannot tell it', async () => {
    const pairing: StickPairing = {
      shopId: '1b7f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4',
      boardId: '3b7f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4',
      kind: 'device',
      screenId: null,
      orientation: 'landscape',
      view: 'horeca',
      theme: 'dark',
    };
    const w = world([{ state: 'paired', pairing }]);
    w.watch.start();
    w.sockets[0]?.onclose?.({ code: 1006 });
    await w.advance(30_000);
    expect(w.paired).toEqual([pairing]);
    expect(w.pending()).toBe(0);
  });
});
