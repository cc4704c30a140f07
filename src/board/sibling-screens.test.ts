import { describe, expect, it } from 'vitest';
import { loadSiblingBoards } from './sibling-screens';

const SHOP = 'shop-1';
const screen = (id: string, orientation: string) => ({
  id,
  orientation,
  extra_config: {},
});
const feed = (n: number) => ({ name: 'Shop', prices: Array.from({ length: n }, () => ({})) });

/** A network answering the public screens list and feeds of one shop; records what was asked. */
function network(answers: Record<string, unknown>, failing: string[] = []) {
  const asked: string[] = [];
  const fetcher = (async (url: string) => {
    asked.push(url);
    if (failing.some((part) => url.includes(part))) throw new Error('offline');
    const body = answers[url];
    return new Response(JSON.stringify(body ?? { detail: 'Not found' }), {
      status: body === undefined ? 404 : 200,
    });
  }) as typeof fetch;
  return { fetcher, asked };
}

describe('the other screens of a multi-screen shop', () => {
  const list = `/v1/screens?filter=shop_id:${SHOP}&limit=999`;
  const feedOf = (id: string) => `/v1/shops/${SHOP}?screen_id=${id}`;

  it('reads the shop’s other board screens and their lists, leaving out itself and mobile screens', async () => {
    const { fetcher, asked } = network({
      [list]: [screen('own', 'landscape'), screen('left', 'portrait'), screen('phone', 'mobile')],
      [feedOf('left')]: feed(3),
    });
    const boards = await loadSiblingBoards('', SHOP, 'own', fetcher);
    expect(boards?.map((board) => [board.screen.id, board.screen.orientation])).toEqual([
      ['left', 'portrait'],
    ]);
    expect(boards?.[0]?.feed.prices).toHaveLength(3);
    expect(asked).toEqual([list, feedOf('left')]);
  });

  it('answers null when the screens cannot be read, and leaves out a screen whose list fails', async () => {
    expect(await loadSiblingBoards('', SHOP, 'own', network({}, ['screens']).fetcher)).toBeNull();
    const { fetcher } = network(
      {
        [list]: [screen('a', 'landscape'), screen('b', 'landscape')],
        [feedOf('a')]: feed(2),
      },
      ['screen_id=b'],
    );
    const boards = await loadSiblingBoards('', SHOP, 'own', fetcher);
    expect(boards?.map((board) => board.screen.id)).toEqual(['a']);
  });
});
