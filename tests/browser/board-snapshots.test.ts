import { join } from 'node:path';
import { toMatchImageSnapshot, type MatchImageSnapshotOptions } from 'jest-image-snapshot';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_SLOTS_KEY } from '../../src/board/board-data';
import { openBoard, startBoardWorld, type BoardWorld } from './board-support';

declare module 'vitest' {
  interface Assertion {
    toMatchImageSnapshot(options?: MatchImageSnapshotOptions): void;
  }
}
expect.extend({ toMatchImageSnapshot });

/**
 * Every board theme in every show and orientation, pinned pixel for pixel. Shops are found by
 * name and nothing drawn depends on the random ids of an install. The three configurable theme
 * slots are bound to Oudegracht through the device binding, as an installer would bind them.
 */
const SNAPSHOT_DIR = join(process.cwd(), 'snapshots');

type Orientation = 'landscape' | 'portrait';
const STAGE: Record<Orientation, { width: number; height: number }> = {
  landscape: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
};

interface ThemeCase {
  theme: string;
  shop: string;
  light?: boolean;
  slot?: string;
}

const THEMES: ThemeCase[] = [
  { theme: 'default', shop: 'Oudegracht' },
  { theme: 'light', shop: 'Oudegracht', light: true },
  { theme: 'mississippi', shop: 'Mississippi' },
  { theme: 'head-shop', shop: 'Head Shop' },
  { theme: 'de-steeg', shop: 'De Steeg' },
  { theme: 'slot-1', shop: 'Oudegracht', slot: 'slot-1' },
  { theme: 'slot-2', shop: 'Oudegracht', slot: 'slot-2' },
  { theme: 'slot-3', shop: 'Oudegracht', slot: 'slot-3' },
];
const VARIANTS = ['normal', 'extra', 'horeca', 'cannabis'] as const;
const ORIENTATIONS: Orientation[] = ['landscape', 'portrait'];

/** The board address of a show, in the forms board.md lists. */
function boardPath(shopId: string, light: boolean, variant: string, orientation: Orientation) {
  const segments = [shopId, ...(light ? ['light'] : [])];
  if (variant !== 'normal') segments.push(variant);
  if (orientation === 'landscape') return `/pricelist/${segments.join('/')}`;
  return variant === 'normal' && !light
    ? `/pricelist/${segments.join('/')}/portrait`
    : `/pricelist/${segments.join('/')}?mode=portrait`;
}

const SNAPSHOT: MatchImageSnapshotOptions = {
  customSnapshotsDir: SNAPSHOT_DIR,
  failureThreshold: 0,
  failureThresholdType: 'pixel',
  // Anti-aliased pixels count too: the same flags and fonts give the same bytes.
  comparisonMethod: 'pixelmatch',
  customDiffConfig: { threshold: 0, includeAA: true },
};

let world: BoardWorld;
let page: Page;

beforeAll(async () => {
  world = await startBoardWorld();
  page = await world.browser.newPage();
  // Any page of the app, so that the device binding of the slots can be stored for its origin.
  await page.goto(`${world.server.baseUrl}/pricelist/`, { waitUntil: 'load' });
});

afterAll(async () => {
  await world?.close();
});

async function bindSlot(slot: string | undefined, shopId: string): Promise<void> {
  await page.evaluate(
    (key, value) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
    THEME_SLOTS_KEY,
    slot ? JSON.stringify({ [slot]: shopId }) : '',
  );
}

async function snapshot(url: string, orientation: Orientation, name: string): Promise<void> {
  await openBoard(page, url, STAGE[orientation]);
  const image = Buffer.from(await page.screenshot({ type: 'png' }));
  expect(image).toMatchImageSnapshot({ ...SNAPSHOT, customSnapshotIdentifier: name });
}

describe.each(THEMES)('board theme $theme', ({ theme, shop, light, slot }) => {
  const cases = VARIANTS.flatMap((variant) =>
    ORIENTATIONS.map((orientation) => ({ variant, orientation })),
  );
  it.each(cases)('$variant $orientation', async ({ variant, orientation }) => {
    const shopId = world.shops[shop] as string;
    await bindSlot(slot, shopId);
    const path = boardPath(shopId, Boolean(light), variant, orientation);
    await snapshot(
      `${world.server.baseUrl}${path}`,
      orientation,
      `${theme}-${variant}-${orientation}`,
    );
  });
});

describe('a multi-screen board of Head Shop', () => {
  it.each(['Scherm links', 'Scherm rechts'])('screen %s', async (name) => {
    await bindSlot(undefined, '');
    const shopId = world.shops['Head Shop'] as string;
    const screen = (await world.screens(shopId)).find((s) => s.name === name);
    if (!screen) throw new Error(`Head Shop has no screen '${name}'.`);
    const orientation = screen.orientation as Orientation;
    const url = `${world.server.baseUrl}/pricelist/${shopId}/${orientation}/${screen.id}`;
    const file = `head-shop-screen-${name.toLowerCase().replace(/\s+/g, '-')}`;
    await snapshot(url, orientation, file);
  });
});
