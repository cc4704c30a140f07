import type { Page } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openBoard,
  startBoardWorld,
  waitForBoard,
  boardStats,
  type BoardWorld,
} from './board-support';

/** The banner of a board: the shop's name where the banner leaves room for it, light on light. */
let world: BoardWorld;
let page: Page;
const LANDSCAPE = { width: 1920, height: 1080 };

beforeAll(async () => {
  world = await startBoardWorld();
  page = await world.browser.newPage();
});

afterAll(async () => {
  await world?.close();
});

const bannerTitle = () =>
  page.evaluate(() => window.pricelistBoard?.scene()?.bannerTitleShown() ?? null);

/** Mean brightness (0-255) and spread of the banner strip's middle, where the name stands. */
async function bannerMiddle(): Promise<{ mean: number; stdev: number }> {
  const shot = await page.screenshot({ clip: { x: 560, y: 20, width: 800, height: 80 } });
  const { channels } = await sharp(shot).greyscale().stats();
  const grey = channels[0] as { mean: number; stdev: number };
  return { mean: grey.mean, stdev: grey.stdev };
}

describe('the banner of a board', () => {
  it("shows the shop's name on the default banner", async () => {
    await openBoard(page, `${world.server.baseUrl}/pricelist/${world.shops.Oudegracht}`, LANDSCAPE);
    expect(await bannerTitle()).toMatchObject({ text: 'Oudegracht', color: '#F4F1EA' });
    const middle = await bannerMiddle();
    expect(middle.mean).toBeLessThan(90);
    // Light letters on the dark strip: far from one flat colour.
    expect(middle.stdev).toBeGreaterThan(25);
  });

  it('follows a renamed shop', async () => {
    const shopId = world.shops.Oudegracht as string;
    const before = await boardStats(page);
    await world.api('PUT', `/v1/shops/${shopId}`, { name: 'Oudegracht aan de Werf' });
    await waitForBoard(page, before.dataVersion + 1);
    expect((await bannerTitle())?.text).toBe('Oudegracht aan de Werf');
    await world.api('PUT', `/v1/shops/${shopId}`, { name: 'Oudegracht' });
    await waitForBoard(page, before.dataVersion + 2);
  });

  it('is light on the light theme, with the name in a dark colour', async () => {
    await openBoard(
      page,
      `${world.server.baseUrl}/pricelist/${world.shops.Oudegracht}/light`,
      LANDSCAPE,
    );
    expect(await bannerTitle()).toMatchObject({ text: 'Oudegracht', color: '#1F3A2E' });
    const middle = await bannerMiddle();
    expect(middle.mean).toBeGreaterThan(170);
    expect(middle.stdev).toBeGreaterThan(25);
  });

  it('shows the name on a slot banner, and leaves the lettered demo banners alone', async () => {
    const shopId = world.shops.Oudegracht as string;
    await world.api('PUT', `/v1/shops/set-config/${shopId}`, { theme: 'slot-3' });
    try {
      await openBoard(page, `${world.server.baseUrl}/pricelist/${shopId}`, LANDSCAPE);
      // The stored list of the earlier visit (default theme) may be drawn before the server's.
      await page.waitForFunction(() => window.pricelistBoard?.stats().theme === 'slot-3');
      await waitForBoard(page);
      expect((await boardStats(page)).theme).toBe('slot-3');
      expect((await bannerTitle())?.text).toBe('Oudegracht');
      expect((await bannerMiddle()).stdev).toBeGreaterThan(25);
    } finally {
      await world.api('PUT', `/v1/shops/set-config/${shopId}`, { theme: 'default' });
    }

    await openBoard(
      page,
      `${world.server.baseUrl}/pricelist/${world.shops.Mississippi}`,
      LANDSCAPE,
    );
    expect(await bannerTitle()).toBeNull();
  });

  it('leaves a neutral placeholder where a banner picture fails, not a hole', async () => {
    // The default theme's banner: a slot theme's small banner is inlined into the script and
    // cannot fail to load (an earlier test of this file may have chosen one).
    await world.api('PUT', `/v1/shops/set-config/${world.shops.Oudegracht ?? ''}`, {
      theme: 'default',
    });
    const url = `${world.server.baseUrl}/pricelist/${world.shops.Oudegracht}`;
    await openBoard(page, url, LANDSCAPE);
    const shown = () => page.evaluate(() => window.pricelistBoard?.scene()?.bannerShown() ?? null);
    // The banner's picture may arrive after the board's first complete frame on a busy machine.
    await page.waitForFunction(() => window.pricelistBoard?.scene()?.bannerShown() === 'picture', {
      timeout: 15_000,
      polling: 100,
    });
    expect(await shown()).toBe('picture');

    const failing = await world.browser.newPage();
    try {
      // The bundled banners are the board's only SVG files big enough not to be inlined (the
      // logos are data: URLs); they come from the offline copy's worker, out of reach of request
      // interception, so on this page the picture's address is broken as it is set.
      await failing.evaluateOnNewDocument(() => {
        const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src');
        Object.defineProperty(HTMLImageElement.prototype, 'src', {
          ...src,
          set(this: HTMLImageElement, value: string) {
            const banner = !value.startsWith('data:') && /\.svg(\?|$)/.test(value);
            src?.set?.call(this, banner ? 'data:image/png;base64,broken' : value);
          },
        });
      });
      await openBoard(failing, url, LANDSCAPE);
      expect(
        await failing.evaluate(() => window.pricelistBoard?.scene()?.bannerShown() ?? null),
      ).toBe('placeholder');
      // The name still stands on the strip.
      expect(
        await failing.evaluate(() => window.pricelistBoard?.scene()?.bannerTitleShown()?.text),
      ).toBe('Oudegracht');
    } finally {
      await failing.close();
    }
  });
});
