/**
 * Screens that tell the truth, in real Chromium against the real server and a real SMTP server:
 * three browsers look at a café's board and close it again (viewers); staff pair one stick from
 * "Alle schermen", choosing the café's hospitality list in portrait. Exactly one screen is
 * listed, online; the header never warns and no mail goes out about the viewers; when the stick
 * goes dark while the café is open, exactly one mail does. The detector runs every half second
 * and a minute of the alert setting lasts a second (`BOARD_ALERT_*`, for this server only).
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { MailServer } from '../support/mail-server';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { shownCode, waitForBoard } from './board-support';
import { logIn, superuserApi } from './manage-support';

let server: ServerProcess;
let mail: MailServer;
let office: Browser;
let viewers: Browser;
let stickBrowser: Browser;
let page: Page;
let stick: Page;
let cafeId: string;

const STICK_NAME = 'Stick boven de bar';
const ADDRESS = 'beheer@cafe-de-brug.example';
/** "HH:MM" of a moment in UTC. */
const clockOf = (ms: number) => new Date(ms).toISOString().slice(11, 16);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

declare global {
  interface Window {
    /** Set by the office page whenever the header's screen warning is in the page. */
    screenWarningSeen?: string;
  }
}

/** API calls as the superuser (set once the server runs). */
let api: Awaited<ReturnType<typeof superuserApi>>;

interface FleetItem {
  name: string;
  state: string;
  paired: boolean;
}

const fleet = () =>
  api<{ items: FleetItem[]; total: number }>('GET', `/v1/fleet?shop=${cafeId}&limit=50`);

beforeAll(async () => {
  mail = await new MailServer().start();
  server = await startServerProcess({
    DEMO_DATA: '1',
    SMTP_URL: mail.url(),
    MAIL_FROM: 'Pricelist <meldingen@pricelist.test>',
    BOARD_ALERT_INTERVAL_MS: '500',
    BOARD_ALERT_MINUTE_MS: '1000',
    BOARD_HEARTBEAT_MS: '1000',
    BOARD_OFFLINE_AFTER_MS: '3000',
  });
  api = await superuserApi(server);
  const shops = await api<{ id: string; name: string; shop_type: string }[]>(
    'GET',
    '/v1/shops?limit=100',
  );
  const cafe = shops.find((shop) => shop.name === 'Café De Brug');
  expect(cafe?.shop_type).toBe('horeca');
  cafeId = cafe?.id ?? '';
  // Open now: every day from an hour ago for four hours (UTC).
  const from = Date.now() - 60 * 60_000;
  const interval = { from: clockOf(from), to: clockOf(from + 4 * 60 * 60_000) };
  await api('PUT', `/v1/shops/${cafeId}/opening-hours`, {
    time_zone: 'UTC',
    opening_hours: { weekdays: Array.from({ length: 7 }, () => [interval]), exceptions: [] },
  });
  await api('PUT', `/v1/shops/${cafeId}/board-alerts/subscription`, { email: ADDRESS });
  await api('PUT', `/v1/shops/${cafeId}/board-alerts`, { minutes: 2 });

  office = await launchBrowser();
  viewers = await launchBrowser();
  stickBrowser = await launchBrowser();
  page = await office.newPage();
  await page.setViewport({ width: 1400, height: 900, deviceScaleFactor: 1 });
  // Whatever page the office shows, the header's screen warning is noted the moment it appears.
  await page.evaluateOnNewDocument(() => {
    const look = () => {
      const warning = document.querySelector('[data-testid="screen-health-warning"]');
      if (warning) window.screenWarningSeen ??= warning.textContent ?? '';
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
  });
  await logIn(page, server.baseUrl, server.adminUsername, server.adminPassword);
  await page.goto(`${server.baseUrl}/start`, { waitUntil: 'networkidle0' });
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined),
    page.select('#header-shop-switcher', cafeId),
  ]);
  stick = await stickBrowser.newPage();
  await stick.setViewport({ width: 540, height: 960, deviceScaleFactor: 1 });
}, 240_000);

afterAll(async () => {
  await stickBrowser?.close();
  await viewers?.close();
  await office?.close();
  await server?.stop();
  await mail?.close();
});

describe('viewers and one real screen of a café', () => {
  it('lets three browsers look at the board and leave: no screen, no warning, no mail', async () => {
    for (let look = 0; look < 3; look += 1) {
      // A browser of its own each (its own storage, so its own board id), as three laptops.
      const context = await viewers.createBrowserContext();
      const tab = await context.newPage();
      await tab.setViewport({ width: 960, height: 540, deviceScaleFactor: 1 });
      await tab.goto(`${server.baseUrl}/pricelist/${cafeId}`, { waitUntil: 'load' });
      await waitForBoard(tab);
    }
    // Each reported: the back office saw them by their address, and lists no screen.
    await expect
      .poll(
        async () => (await api<{ total: number }>('GET', `/v1/fleet/seen?shop=${cafeId}`)).total,
        {
          timeout: 30_000,
          interval: 500,
        },
      )
      .toBe(3);
    for (const context of viewers.browserContexts()) {
      if (context !== viewers.defaultBrowserContext()) await context.close();
    }
    // Long past the offline time and the alert delay of a screen.
    await sleep(8_000);
    expect((await fleet()).total).toBe(0);
    expect(mail.mails).toHaveLength(0);
    expect(await page.evaluate(() => window.screenWarningSeen ?? null)).toBeNull();
  }, 120_000);

  it('pairs one stick from Alle schermen to the hospitality list in portrait: one screen, online', async () => {
    await stick.goto(`${server.baseUrl}/scherm`, { waitUntil: 'load' });
    const code = await shownCode(stick);
    await page.goto(`${server.baseUrl}/fleet`, { waitUntil: 'networkidle0' });
    await (await page.waitForSelector('button ::-p-text(Koppel een scherm)'))?.click();
    const form = await page.waitForSelector('dialog [data-testid="pair-screen"]');
    await page.type('dialog .pair-screen-code', code);
    await page.waitForSelector(`dialog select[name="shop"] option[value="${cafeId}"]`);
    await page.select('dialog select[name="shop"]', cafeId);
    await page.waitForSelector('dialog select[name="view"] option[value="horeca"]');
    await page.select('dialog select[name="view"]', 'horeca');
    await page.select('dialog select[name="orientation"]', 'portrait');
    await page.type('dialog input[name="name"]', STICK_NAME);
    await (await form?.waitForSelector('button[type="submit"]'))?.click();
    await page.waitForSelector('::-p-text(Gekoppeld)', { timeout: 10_000 });
    await waitForBoard(stick);
    await stick.waitForFunction(() => window.pricelistBoard?.rows()?.orientation === 'portrait', {
      timeout: 30_000,
      polling: 200,
    });

    await expect
      .poll(async () => (await fleet()).items.map((item) => `${item.name}: ${item.state}`), {
        timeout: 30_000,
        interval: 500,
      })
      .toEqual([`${STICK_NAME}: online`]);
    // The list staff see says the same: one screen, no viewer among them.
    await page.waitForSelector(`[data-testid="fleet-row"][data-name="${STICK_NAME}"]`, {
      timeout: 15_000,
    });
    expect(await page.$$eval('[data-testid="fleet-row"]', (rows) => rows.length)).toBe(1);
    // Past the offline time again: the viewers stay quiet, the stick stays online.
    await sleep(6_000);
    expect((await fleet()).items.map((item) => item.state)).toEqual(['online']);
    expect(mail.mails).toHaveLength(0);
    expect(await page.evaluate(() => window.screenWarningSeen ?? null)).toBeNull();
  }, 180_000);

  it('mails exactly once when the stick goes dark while the café is open', async () => {
    await stick.close();
    await mail.waitFor(1, 60_000);
    const [alert] = mail.mails;
    expect(alert?.to).toEqual([ADDRESS]);
    expect(alert?.subject).toBe(`Scherm ${STICK_NAME} van Café De Brug is offline`);
    await sleep(3_000);
    expect(mail.mails).toHaveLength(1);
  }, 120_000);
});
