import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '../../src/api/types';
import {
  boardStats,
  openBoard,
  startBoardWorld,
  waitForBoard,
  type BoardWorld,
} from './board-support';
import { logIn, openPage, rowWith, waitForToast } from './manage-support';

/** The board theme chosen in the back office, stored on the server, drawn by the board. */
let world: BoardWorld;
let office: Page;
let board: Page;
let shopId: string;
const LANDSCAPE = { width: 1920, height: 1080 };

beforeAll(async () => {
  world = await startBoardWorld();
  shopId = world.shops.Oudegracht as string;
  board = await world.browser.newPage();
  await openBoard(board, `${world.server.baseUrl}/pricelist/${shopId}`, LANDSCAPE);
  const context = await world.browser.createBrowserContext();
  office = await context.newPage();
  await logIn(office, world.server.baseUrl, world.server.adminUsername, world.server.adminPassword);
});

afterAll(async () => {
  await world?.close();
});

const storedTheme = async (id: string) =>
  (await world.api<Shop>('GET', `/v1/shops/${id}`)).config.theme;
const hostColour = (page: Page) =>
  page.$eval('.board-host', (host) => getComputedStyle(host).backgroundColor);

describe('the board theme of a shop', () => {
  it('comes from the stored setting: the demo shops keep their themes, others the default', async () => {
    expect((await boardStats(board)).theme).toBe('default');
    const mississippi = await world.browser.newPage();
    await openBoard(
      mississippi,
      `${world.server.baseUrl}/pricelist/${world.shops.Mississippi}`,
      LANDSCAPE,
    );
    expect((await boardStats(mississippi)).theme).toBe('mississippi');
    await mississippi.close();
  });

  it('is chosen in the back office next to multiscreen, and the open board follows', async () => {
    await openPage(office, `${world.server.baseUrl}/admin`);
    await rowWith(office, 'Oudegracht');
    const select = 'select[aria-label="Schermthema voor Oudegracht"]';
    expect(await office.$eval(select, (node) => (node as HTMLSelectElement).value)).toBe('default');
    const before = await boardStats(board);
    await office.select(select, 'slot-2');
    await waitForToast(office, 'Gewijzigd');
    expect(await storedTheme(shopId)).toBe('slot-2');

    // The open board gets the push and redraws in Ember: its theme and its stage colour.
    await waitForBoard(board, before.dataVersion + 1);
    expect((await boardStats(board)).theme).toBe('slot-2');
    expect(await hostColour(board)).toBe('rgb(20, 17, 16)');

    const light = await world.browser.newPage();
    await openBoard(light, `${world.server.baseUrl}/pricelist/${shopId}/light`, LANDSCAPE);
    expect((await boardStats(light)).theme).toBe('slot-2-light');
    await light.close();
  });

  it('stays when the shop is renamed', async () => {
    for (const name of ['De Steeg aan de Werf', 'Oudegracht aan de Werf']) {
      const before = await boardStats(board);
      await world.api('PUT', `/v1/shops/${shopId}`, { name });
      await waitForBoard(board, before.dataVersion + 1);
      expect((await boardStats(board)).theme).toBe('slot-2');
    }
  });
});
