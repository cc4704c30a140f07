import { describe, expect, it } from 'vitest';
import { DrawQueue, DrawShareTaken } from './draw-queue';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the drawing queue', () => {
  it('runs at most its concurrency at once, the others in the order they came', async () => {
    const queue = new DrawQueue(2, 10);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let peak = 0;
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        peak = Math.max(peak, queue.load().running);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.load()).toEqual({ running: 2, waiting: 3 });
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses with 503 when its waiting line is full, and frees a slot when a drawing fails', async () => {
    const queue = new DrawQueue(1, 1);
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toMatchObject({
      status: 503,
      code: 'DRAWING_BUSY',
    });
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(async () => 'after')).toBe('after');
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives each client its share of the line: beyond it 429 with a time to retry, others still enter', async () => {
    const queue = new DrawQueue(1, 64, { new: 4, first: 16 });
    const gate = deferred();
    const runs = [queue.run(() => gate.promise, 'attacker')];
    for (let i = 0; i < 4; i++) runs.push(queue.run(() => gate.promise, 'attacker'));
    expect(queue.loadOf('attacker')).toEqual({ running: 1, waiting: { first: 0, new: 4 } });
    for (let i = 0; i < 16; i++) {
      const refused = queue.run(async () => 'never', 'attacker');
      await expect(refused).rejects.toBeInstanceOf(DrawShareTaken);
      await expect(refused).rejects.toMatchObject({
        status: 429,
        code: 'TOO_MANY_WAITING_DRAWS',
        retryAfterSeconds: expect.any(Number) as number,
      });
    }
    const error = (await queue
      .run(async () => 0, 'attacker')
      .catch((e: unknown) => e)) as DrawShareTaken;
    // One running and four waiting, at about a second each (the estimate before any finished).
    expect(error.retryAfterSeconds).toBe(5);
    // Refusals take no place; another address enters, and so does a board size of the same one.
    expect(queue.load()).toEqual({ running: 1, waiting: 4 });
    const other = queue.run(async () => 'other', 'board');
    const first = queue.run(async () => 'first', 'attacker', 'first');
    expect(queue.load()).toEqual({ running: 1, waiting: 6 });
    gate.resolve();
    await Promise.all(runs);
    expect(await other).toBe('other');
    expect(await first).toBe('first');
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
    expect(queue.loadOf('attacker')).toEqual({ running: 0, waiting: { first: 0, new: 0 } });
  });

  it('draws sizes boards use first, and lets clients take turns within a line', async () => {
    const queue = new DrawQueue(1, 64, { new: 4, first: 4 });
    const gate = deferred();
    const order: string[] = [];
    const job = (name: string) => async () => {
      order.push(name);
    };
    const blocker = queue.run(() => gate.promise, 'x');
    const runs = [
      queue.run(job('a1'), 'a'),
      queue.run(job('a2'), 'a'),
      queue.run(job('a3'), 'a'),
      queue.run(job('b1'), 'b'),
      queue.run(job('b2'), 'b'),
      queue.run(job('board1'), 'board', 'first'),
      queue.run(job('c1'), 'c'),
      queue.run(job('board2'), 'board', 'first'),
    ];
    gate.resolve();
    await blocker;
    await Promise.all(runs);
    // Board sizes before new ones; then a, b and c in turn, each in its own order.
    expect(order).toEqual(['board1', 'board2', 'a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('keeps a place taken before the drawing starts, and gives it back on leave', async () => {
    const queue = new DrawQueue(1, 2, { new: 1, first: 1 });
    const ticket = queue.enter('a');
    expect(queue.load()).toEqual({ running: 0, waiting: 1 });
    // The place counts against the client's share and the line while the source is read.
    expect(() => queue.enter('a')).toThrow(DrawShareTaken);
    const second = queue.enter('b');
    expect(() => queue.enter('c')).toThrow(expect.objectContaining({ code: 'DRAWING_BUSY' }));
    ticket.leave();
    ticket.leave();
    expect(queue.load()).toEqual({ running: 0, waiting: 1 });
    expect(await second.run(async () => 'b')).toBe('b');
    await expect(second.run(async () => 'again')).rejects.toThrow(/runs once/);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
    expect(queue.loadOf('a')).toEqual({ running: 0, waiting: { first: 0, new: 0 } });
  });
});
