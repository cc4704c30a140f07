/**
 * What a paired stick shows, chosen where staff look, in real Chromium against the real server:
 * a stick at /scherm (a second browser, as a real stick is another machine) names the back office's path in its instructions; staff
 * open "Alle schermen", click "Koppel een scherm", type the stick's code and choose a café's
 * hospitality list in portrait; the stick shows that list in portrait, and the fleet row says
 * so in words. Then "Wijzig wat dit scherm toont" changes it to the café's own board in
 * landscape, and the stick follows without a reload and without asking (its sockets tell it).
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { shownCode, waitForBoard } from './board-support';
import { logIn } from './manage-support';

let server: ServerProcess;
let browser: Browser;
/** The stick has a browser of its own: a background tab draws no frames. */
let stickBrowser: Browser;
let office: Page;
let stick: Page;
let cafeId: string;
/** The stick's status reads: only a fallback while its pairing socket is down. */
let statusReads = 0;

const STICK_NAME = 'Stick aan de bar';
const ROW = `[data-testid="fleet-row"][data-name="${STICK_NAME}"]`;

declare global {
  interface Window {
    /** Set before pairing: still there afterwards means the stick did not reload. */
    choiceMarker?: boolean;
  }
}

/** The address the stick shows, once it is `expected`. */
async function waitForAddress(expected: string): Promise<void> {
  await stick.waitForFunction(
    (address: string) => window.pricelistStick?.address() === address,
    { timeout: 30_000, polling: 100 },
    expected,
  );
}

/** The orientation and list the stick's board lays out now. */
async function shown(): Promise<{ orientation?: string; variant?: string; rows: number }> {
  return stick.evaluate(() => {
    const layout = window.pricelistBoard?.rows();
    return {
      orientation: layout?.orientation,
      variant: layout?.variant,
      rows: layout?.rows.length ?? 0,
    };
  });
}

beforeAll(async () => {
  server = await startServerProcess({ DEMO_DATA: '1' });
  browser = await launchBrowser();
  stickBrowser = await launchBrowser();
  const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: server.adminUsername, password: server.adminPassword }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const shops = (await (
    await fetch(`${server.baseUrl}/v1/shops?limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { id: string; name: string; shop_type: string }[];
  const cafe = shops.find((shop) => shop.name === 'Café De Brug');
  expect(cafe?.shop_type).toBe('horeca');
  cafeId = cafe?.id ?? '';

  office = await browser.newPage();
  await office.setViewport({ width: 1400, height: 900, deviceScaleFactor: 1 });
  await logIn(office, server.baseUrl, server.adminUsername, server.adminPassword);
  stick = await stickBrowser.newPage();
  stick.on('request', (request) => {
    if (request.method() === 'GET' && /\/v1\/pairing\/[0-9a-f-]{36}$/.test(request.url()))
      statusReads += 1;
  });
  await stick.setViewport({ width: 960, height: 540, deviceScaleFactor: 1 });
}, 480_000);

afterAll(async () => {
  await stickBrowser?.close();
  await browser?.close();
  await server?.stop();
});

describe('choosing what a screen stick shows', () => {
  it('pairs a stick from Alle schermen to the café’s hospitality list in portrait', async () => {
    await stick.goto(`${server.baseUrl}/scherm`, { waitUntil: 'load' });
    const code = await shownCode(stick);
    const instructions = await stick.$eval('.stick-mirror', (node) => node.textContent ?? '');
    expect(instructions).toContain('Koppel dit scherm');
    await stick.evaluate(() => {
      window.choiceMarker = true;
    });

    await office.goto(`${server.baseUrl}/fleet`, { waitUntil: 'networkidle0' });
    const open = await office.waitForSelector('button ::-p-text(Koppel een scherm)');
    await open?.click();
    const form = await office.waitForSelector('dialog [data-testid="pair-screen"]');
    await office.type('dialog .pair-screen-code', code);
    await office.waitForSelector(`dialog select[name="shop"] option[value="${cafeId}"]`);
    await office.select('dialog select[name="shop"]', cafeId);
    // A café is offered its hospitality list, and no cannabis list.
    await office.waitForSelector('dialog select[name="view"] option[value="horeca"]');
    expect(await office.$('dialog select[name="view"] option[value="cannabis"]')).toBeNull();
    await office.select('dialog select[name="view"]', 'horeca');
    await office.select('dialog select[name="orientation"]', 'portrait');
    await office.type('dialog input[name="name"]', STICK_NAME);
    const submit = await form?.waitForSelector('button[type="submit"]');
    await submit?.click();
    await office.waitForSelector('::-p-text(Gekoppeld)', { timeout: 10_000 });

    await waitForAddress(`/pricelist/${cafeId}/horeca?mode=portrait`);
    await waitForBoard(stick);
    await stick.waitForFunction(() => (window.pricelistBoard?.rows()?.rows.length ?? 0) > 3, {
      timeout: 30_000,
    });
    expect(await shown()).toMatchObject({ orientation: 'portrait', variant: 'horeca' });
    const report = await stick.evaluate(() => window.pricelistBoard?.healthReport());
    expect(report).toMatchObject({ shop_id: cafeId, kind: 'device' });
    await stick.waitForFunction(() => (window.pricelistBoard?.rows()?.rows.length ?? 0) > 3, {
      timeout: 30_000,
    });
    expect(await stick.evaluate(() => window.choiceMarker)).toBe(true);
    expect(new URL(stick.url()).pathname).toBe('/scherm');
    // It heard the pairing on its socket: it never asked.
    expect(statusReads).toBe(0);

    // The fleet row says what it shows, in words.
    await office.waitForFunction(
      (row: string) =>
        document.querySelector(`${row} [data-testid="fleet-shows"]`)?.textContent ===
        'Horecakaart, staand',
      { timeout: 30_000, polling: 200 },
      ROW,
    );
  }, 180_000);

  it('changes it to the café’s own board from Alle schermen: the stick follows without a reload', async () => {
    const before = await stick.evaluate(
      () => window.pricelistBoard?.rows()?.rows.map((row) => row.key) ?? [],
    );
    const change = await office.waitForSelector(
      `${ROW} button ::-p-text(Wijzig wat dit scherm toont)`,
    );
    await change?.click();
    const form = await office.waitForSelector('dialog [data-testid="move-board"]');
    expect(
      await office.$eval(
        'dialog [data-testid="move-board"] select[name="view"]',
        (node) => (node as HTMLSelectElement).value,
      ),
    ).toBe('horeca');
    await office.select('dialog [data-testid="move-board"] select[name="view"]', 'board');
    await office.select(
      'dialog [data-testid="move-board"] select[name="orientation"]',
      'landscape',
    );
    const submit = await form?.waitForSelector('button[type="submit"]');
    await submit?.click();
    await office.waitForSelector('::-p-text(is gewijzigd)', { timeout: 10_000 });

    await waitForAddress(`/pricelist/${cafeId}`);
    await waitForBoard(stick);
    await stick.waitForFunction(() => window.pricelistBoard?.rows()?.orientation === 'landscape', {
      timeout: 30_000,
      polling: 200,
    });
    // The café's own board shows its default list, the hospitality list.
    expect(await shown()).toMatchObject({ orientation: 'landscape', variant: 'horeca' });
    await stick.waitForFunction(() => (window.pricelistBoard?.rows()?.rows.length ?? 0) > 3, {
      timeout: 30_000,
    });
    const after = await stick.evaluate(
      () => window.pricelistBoard?.rows()?.rows.map((row) => row.key) ?? [],
    );
    expect(after.length).toBeGreaterThan(0);
    expect(before.length).toBeGreaterThan(0);
    expect(await stick.evaluate(() => window.choiceMarker)).toBe(true);
    expect(new URL(stick.url()).pathname).toBe('/scherm');
    expect(statusReads).toBe(0);
    await office.waitForFunction(
      (row: string) =>
        document.querySelector(`${row} [data-testid="fleet-shows"]`)?.textContent ===
        'Het bord van de winkel, liggend',
      { timeout: 30_000, polling: 200 },
      ROW,
    );
  }, 180_000);
});
