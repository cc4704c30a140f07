import { describe, expect, it } from 'vitest';
import { PICTURE_LOADS_AT_ONCE, PictureLoadQueue } from './pictureLoads';

describe('the line of picture loads', () => {
  it('stays below the resize service’s waiting share of an address (4)', () => {
    expect(PICTURE_LOADS_AT_ONCE).toBeGreaterThanOrEqual(1);
    expect(PICTURE_LOADS_AT_ONCE).toBeLessThan(4);
  });

  it('starts two at once and the next in order as each one ends', () => {
    const queue = new PictureLoadQueue(2);
    const started: number[] = [];
    const turns = Array.from({ length: 5 }, (_, i) => queue.request(() => started.push(i)));
    expect(started).toEqual([0, 1]);
    expect(queue.load()).toEqual({ running: 2, waiting: 3 });
    turns[1]?.release();
    expect(started).toEqual([0, 1, 2]);
    // Released twice: the place is given up once.
    turns[1]?.release();
    expect(queue.load()).toEqual({ running: 2, waiting: 2 });
    turns[0]?.release();
    turns[2]?.release();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.load()).toEqual({ running: 2, waiting: 0 });
  });

  it('lets a picture no longer shown leave the line before its turn', () => {
    const queue = new PictureLoadQueue(1);
    const started: string[] = [];
    const first = queue.request(() => started.push('a'));
    const gone = queue.request(() => started.push('b'));
    queue.request(() => started.push('c'));
    gone.release();
    first.release();
    expect(started).toEqual(['a', 'c']);
    expect(queue.load()).toEqual({ running: 1, waiting: 0 });
  });
});
