/**
 * The screens of a multi-screen shop use one row size, so the boards on one wall look alike:
 * each screen's board also lays out its shop's other screens (from the public API) and takes
 * the smallest row height any of them needs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardRows, openBoard, startBoardWorld, type BoardWorld } from './board-support';

const STAGE = {
  landscape: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
} as const;

let world: BoardWorld;

beforeAll(async () => {
  world = await startBoardWorld();
});

afterAll(async () => {
  await world?.close();
});

/** Row height and rows of each non-mobile screen of the shop, each on its own board. */
async function screenBoards(shopId: string) {
  const boards: { name: string; rowHeight: number; rows: number; capacity: number }[] = [];
  for (const screen of await world.screens(shopId)) {
    const orientation = screen.orientation as keyof typeof STAGE;
    // A fresh context: no stored list of an earlier visit is drawn before the server's.
    const context = await world.browser.createBrowserContext();
    const page = await context.newPage();
    await openBoard(
      page,
      `${world.server.baseUrl}/pricelist/${shopId}/${orientation}/${screen.id}`,
      STAGE[orientation],
    );
    const layout = await boardRows(page);
    boards.push({
      name: screen.name,
      rowHeight: layout?.fit.rowHeight ?? 0,
      rows: layout?.rows.filter((row) => row.kind === 'row').length ?? 0,
      capacity: layout?.fit.capacity ?? 0,
    });
    await context.close();
  }
  return boards;
}

describe('a multi-screen shop', () => {
  it('draws its screens at row sizes within 1.3 times of each other', async () => {
    const shopId = world.shops['Head Shop'] as string;
    const boards = await screenBoards(shopId);
    expect(boards.length).toBeGreaterThan(1);
    // A short screen grows past its fuller neighbour's size only as far as the shared rule
    // allows (`sharedRowHeights`): never beyond 1.3 times the smallest.
    const heights = boards.map((board) => board.rowHeight);
    expect(Math.max(...heights), JSON.stringify(boards)).toBeLessThanOrEqual(
      Math.min(...heights) * 1.3 + 0.5,
    );
  });

  it('follows a change of another screen: a fuller screen makes the others smaller, down to their smallest size', async () => {
    const shopId = world.shops['Head Shop'] as string;
    const [first, second] = await world.screens(shopId);
    if (!first || !second) throw new Error('Head Shop needs two screens.');
    const before = await screenBoards(shopId);
    // Every category of the shop onto the first screen: it becomes the fullest by far.
    interface Placement {
      screen_id: string;
      order_number: number;
      column_number: number;
      advanced_options: Record<string, unknown>;
    }
    const categories = await world.api<{ id: string; name: string; screens: Placement[] }[]>(
      'GET',
      `/v1/categories?filter=shop_id:${shopId}&limit=1000`,
    );
    for (const category of categories) {
      if (category.screens.some((placement) => placement.screen_id === first.id)) continue;
      const kept = category.screens.map(
        ({ screen_id, order_number, column_number, advanced_options }) => ({
          screen_id,
          order_number,
          column_number,
          advanced_options,
        }),
      );
      await world.api('PUT', `/v1/categories/${category.id}`, {
        name: category.name,
        screens: [...kept, { screen_id: first.id, order_number: 9, column_number: 1 }],
      });
    }
    const after = await screenBoards(shopId);
    const height = (boards: typeof before, name: string) =>
      boards.find((board) => board.name === name)?.rowHeight ?? 0;
    // One size, except where a screen cannot go smaller: 20 rows per column is the spec's
    // smallest size (a portrait screen's floor can lie above a landscape screen's).
    const shared = Math.min(...after.map((board) => board.rowHeight));
    for (const board of after) {
      expect(board.rowHeight === shared || board.capacity === 20, JSON.stringify(after)).toBe(true);
    }
    expect(height(after, second.name)).toBeLessThan(height(before, second.name));
  });
});
