import { describe, expect, it } from 'vitest';
import { DrawQueue } from './draw-queue';

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
});
