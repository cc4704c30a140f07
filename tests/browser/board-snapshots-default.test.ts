/**
 * The board's default themes (dark and light) pinned pixel for pixel, a café in each, and what the default
 * theme shows over or beyond one screen: snow, a second page, the menu shapes.
 */
import { describe, expect, it } from 'vitest';
import {
  THEMES,
  cafeSnapshots,
  pagedSnapshot,
  shapeSnapshot,
  snowSnapshot,
  themeSnapshots,
  useSnapshotWorld,
} from './board-snapshots-support';

useSnapshotWorld();
const defaults = THEMES.filter(({ theme }) => theme === 'default' || theme === 'light');
themeSnapshots(defaults);
cafeSnapshots(defaults);
snowSnapshot();
pagedSnapshot();

/** Menu shapes a shop owner notices first: offers, a continued category, pages, a drinks list. */
describe('menu shapes', () => {
  it('a discounted row of four labels: each old price beside its own price', async () => {
    const summary = await shapeSnapshot(
      'shape-offers',
      'normal',
      'landscape',
      'shape-offers-normal-landscape',
    );
    expect(summary.offers).toBe(8);
  });

  it('45 rows: page 1 and page 2, about equally full, each marked', async () => {
    const first = await shapeSnapshot('shape-45', 'normal', 'landscape', 'shape-45-page-1');
    expect(first.pages).toBe(2);
    const second = await shapeSnapshot('shape-45', 'normal', 'landscape', 'shape-45-page-2', 1);
    expect(second.page).toBe(1);
  });

  it('60 rows on a portrait screen: a category runs on into the band below, untitled', async () => {
    const summary = await shapeSnapshot(
      'shape-dense',
      'normal',
      'portrait',
      'shape-dense-portrait',
    );
    expect(summary.pages).toBeGreaterThan(1);
    // No '(vervolg)' title on the page: the bands of a page read as one list.
    expect(summary.continued).toBe(0);
  });

  it('1 kind on a portrait screen: large rows in the middle of the screen', async () => {
    const summary = await shapeSnapshot(
      'shape-one-kind',
      'normal',
      'portrait',
      'shape-one-kind-normal-portrait',
    );
    expect(summary.pages).toBe(1);
  });

  it('a long name: the board gives it room before it is cut', async () => {
    const summary = await shapeSnapshot(
      'shape-long-name',
      'normal',
      'landscape',
      'shape-long-name-normal-landscape',
    );
    expect(summary.pages).toBe(1);
  });

  it('a long name on a board with room: whole, on two lines in its row', async () => {
    const summary = await shapeSnapshot(
      'shape-long-name-room',
      'horeca',
      'portrait',
      'shape-long-name-room-horeca-portrait',
    );
    expect(summary.pages).toBe(1);
  });

  it('one long name on a dense board: the other names keep the size they have without it', async () => {
    const plain = await shapeSnapshot('shape-dense', 'normal', 'landscape', '');
    const summary = await shapeSnapshot(
      'shape-long-name-dense',
      'normal',
      'landscape',
      'shape-long-name-dense-normal-landscape',
    );
    expect(summary.nameSize).toBe(plain.nameSize);
    expect(summary.pages).toBe(plain.pages);
  });

  it("9 drinks of one price under 'Prijs'", async () => {
    const summary = await shapeSnapshot(
      'shape-drinks',
      'horeca',
      'landscape',
      'shape-drinks-horeca-landscape',
    );
    expect(new Set(summary.headers)).toEqual(new Set(['Prijs']));
  });
});
