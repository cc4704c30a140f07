import { describe, expect, it } from 'vitest';
import { AUTO_PICTURE_DELAY_MS, AUTO_PICTURE_MS, BoardPictures } from './board-pictures';

function world() {
  let now = 1_000_000;
  const timers: { at: number; run: () => void }[] = [];
  const uploads: Blob[] = [];
  const pictures = new BoardPictures({
    snapshot: () => ({}) as HTMLCanvasElement,
    encode: async () => new Blob(['jpeg']),
    upload: async (blob) => {
      uploads.push(blob);
      return true;
    },
    timers: {
      setTimeout: (run, ms) => timers.push({ at: now + ms, run }),
      clearTimeout: () => undefined,
    },
    now: () => now,
  });
  const advance = async (ms: number) => {
    now += ms;
    for (const timer of timers.splice(0).filter((t) => t.at <= now)) timer.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { pictures, uploads, advance };
}

describe('a board’s pictures', () => {
  it('sends one shortly after a new list, then at most every 10 minutes', async () => {
    const { pictures, uploads, advance } = world();
    pictures.listDrawn();
    await advance(AUTO_PICTURE_DELAY_MS);
    expect(uploads).toHaveLength(1);
    pictures.listDrawn();
    await advance(AUTO_PICTURE_DELAY_MS);
    expect(uploads).toHaveLength(1);
    await advance(AUTO_PICTURE_MS);
    pictures.listDrawn();
    await advance(AUTO_PICTURE_DELAY_MS);
    expect(uploads).toHaveLength(2);
  });

  it('sends one at once when staff ask, whatever the last one', async () => {
    const { pictures, uploads, advance } = world();
    pictures.listDrawn();
    await advance(AUTO_PICTURE_DELAY_MS);
    pictures.requested();
    await advance(0);
    expect(uploads).toHaveLength(2);
    expect(pictures.sent).toBe(2);
  });
});
