/**
 * A screen stick and the fleet in real Chromium against the real server: a fresh stick (its
 * own browser) opens /scherm and shows a pairing code drawn on its canvas; staff type the code
 * on the shop's screen status and the stick shows the menu without a reload; the fleet page
 * lists it with a picture of its canvas, "Toon scherm" brings a newer one, "Wijzig wat dit
 * scherm toont" sends the stick to another shop of the group (it shows that shop's menu,
 * without a reload and without anyone touching it), and unpairing sends the stick back to a new code, again without
 * a reload. While waiting for its code the stick asks nothing: its socket hears the pairing.
 */
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { shownCode, waitForBoard } from './board-support';
import { logIn } from './manage-support';

let server: ServerProcess;
let staffBrowser: Browser;
let stickBrowser: Browser;
let office: Page;
let stick: Page;
let shopId: string;
let otherShopId: string;
let firstCode: string;
/** The stick's status reads (`GET /v1/pairing/{id}`): only a fallback while its socket is down. */
let statusReads = 0;

declare global {
  interface Window {
    /** Set before pairing: still there afterwards means the stick did not reload. */
    stickMarker?: boolean;
  }
}

const STICK_NAME = 'Stick bij de kassa';

async function fleetRow(page: Page): Promise<ElementHandle<Element>> {
  const row = await page.waitForSelector(`[data-testid="fleet-row"][data-name="${STICK_NAME}"]`, {
    timeout: 30_000,
  });
  if (!row) throw new Error('the stick is not in the fleet list');
  return row;
}

beforeAll(async () => {
  server = await startServerProcess({ DEMO_DATA: '1' });
  staffBrowser = await launchBrowser();
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
  ).json()) as { id: string; name: string }[];
  shopId = shops.find((shop) => shop.name === 'Mississippi')?.id ?? '';
  otherShopId = shops.find((shop) => shop.name === 'Head Shop')?.id ?? '';

  stick = await stickBrowser.newPage();
  stick.on('request', (request) => {
    if (request.method() === 'GET' && /\/v1\/pairing\/[0-9a-f-]{36}$/.test(request.url()))
      statusReads += 1;
  });
  await stick.setViewport({ width: 960, height: 540, deviceScaleFactor: 1 });
  office = await staffBrowser.newPage();
  await office.setViewport({ width: 1400, height: 900, deviceScaleFactor: 1 });
  await logIn(office, server.baseUrl, server.adminUsername, server.adminPassword);
}, 480_000);

afterAll(async () => {
  await stickBrowser?.close();
  await staffBrowser?.close();
  await server?.stop();
});

describe('a screen stick', () => {
  it('opens /scherm and shows a large code, drawn on its canvas', async () => {
    await stick.goto(`${server.baseUrl}/scherm`, { waitUntil: 'load' });
    firstCode = await shownCode(stick);
    expect(firstCode).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{6}$/);
    await stick.waitForSelector('canvas.board-canvas');
    // The canvas carries the code and the texts: not one flat colour.
    const shot = await stick.screenshot({ clip: { x: 240, y: 40, width: 480, height: 160 } });
    const { channels } = await sharp(shot).stats();
    expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(20);
    const mirror = await stick.$eval('.stick-mirror', (node) => node.textContent ?? '');
    expect(mirror).toContain('Koppel dit scherm');
    expect(mirror).toContain('Pair this screen');
    // A restart keeps the same code while it is valid.
    await stick.reload({ waitUntil: 'load' });
    expect(await shownCode(stick)).toBe(firstCode);
    await stick.evaluate(() => {
      window.stickMarker = true;
    });
  });

  it('is paired by staff on the shop’s screen status, and shows the menu without a reload', async () => {
    await office.goto(`${server.baseUrl}/start`, { waitUntil: 'networkidle0' });
    await Promise.all([
      office.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined),
      office.select('#header-shop-switcher', shopId),
    ]);
    const form = await office.waitForSelector('[data-testid="pair-screen"]');
    expect(await form?.evaluate((node) => node.textContent ?? '')).toContain('/scherm');
    // Typed afresh (a retried test finds the field filled).
    await office.$eval('.pair-screen-code', (node) => ((node as HTMLInputElement).value = ''));
    await office.type('.pair-screen-code', `${firstCode.slice(0, 3)} ${firstCode.slice(3)}`);
    const name = await form?.waitForSelector('label ::-p-text(Naam) input');
    await name?.type(STICK_NAME);
    const submit = await form?.waitForSelector('button[type="submit"]');
    await submit?.click();
    try {
      await office.waitForSelector('::-p-text(Gekoppeld)', { timeout: 10_000 });
    } catch (error) {
      const text = await form?.evaluate((node) => node.outerHTML);
      throw new Error(`not paired: ${text}`, { cause: error });
    }

    await waitForBoard(stick);
    expect(await stick.evaluate(() => window.stickMarker)).toBe(true);
    expect(new URL(stick.url()).pathname).toBe('/scherm');
    const report = await stick.evaluate(() => window.pricelistBoard?.healthReport());
    expect(report).toMatchObject({ shop_id: shopId, kind: 'device' });
    const rows = await stick.evaluate(() => window.pricelistBoard?.rows()?.rows.length ?? 0);
    expect(rows).toBeGreaterThan(10);
    // It heard the pairing on its socket: it never asked.
    expect(statusReads).toBe(0);
  });
});

describe('the fleet page', () => {
  it('lists the stick online with a picture of its screen, and "Toon scherm" brings a newer one', async () => {
    await office.goto(`${server.baseUrl}/fleet`, { waitUntil: 'networkidle0' });
    const row = await fleetRow(office);
    expect(await row.evaluate((node) => node.textContent ?? '')).toContain('Mississippi');
    await office.waitForSelector(
      `[data-testid="fleet-row"][data-name="${STICK_NAME}"][data-state="online"]`,
      { timeout: 30_000 },
    );
    // The board sends a picture by itself shortly after its first list.
    const first = await office.waitForSelector(
      `[data-testid="fleet-row"][data-name="${STICK_NAME}"] [data-testid="fleet-picture"]`,
      { timeout: 30_000 },
    );
    const firstAt = await first?.evaluate((node) => node.getAttribute('data-taken-at'));
    const size = await first?.evaluate((node) => ({
      width: (node as HTMLImageElement).naturalWidth,
      height: (node as HTMLImageElement).naturalHeight,
    }));
    expect(size?.width).toBeGreaterThan(0);
    expect(size?.width).toBeLessThanOrEqual(640);

    const button = await (await fleetRow(office)).waitForSelector('button ::-p-text(Toon scherm)');
    await button?.click();
    await office.waitForFunction(
      (name: string, before: string) => {
        const image = document.querySelector(
          `[data-testid="fleet-row"][data-name="${name}"] [data-testid="fleet-picture"]`,
        );
        const at = image?.getAttribute('data-taken-at');
        return !!at && at !== before && (image as HTMLImageElement).naturalWidth > 0;
      },
      { timeout: 15_000, polling: 200 },
      STICK_NAME,
      firstAt ?? '',
    );
  });

  it('moves the stick to another shop: it shows that shop’s menu without a reload', async () => {
    const keysBefore = await stick.evaluate(
      () => window.pricelistBoard?.rows()?.rows.map((row) => row.key) ?? [],
    );
    const button = await (
      await fleetRow(office)
    ).waitForSelector('button ::-p-text(Wijzig wat dit scherm toont)');
    await button?.click();
    const form = await office.waitForSelector('[data-testid="move-board"]');
    await office.waitForSelector(`[data-testid="move-board"] option[value="${otherShopId}"]`);
    await office.select('[data-testid="move-board"] select[name="shop"]', otherShopId);
    const submit = await form?.waitForSelector('button[type="submit"]');
    await submit?.click();
    await office.waitForSelector('::-p-text(is gewijzigd)', { timeout: 10_000 });

    await stick.waitForFunction(
      (target: string) => window.pricelistBoard?.healthReport()?.shop_id === target,
      { timeout: 30_000, polling: 200 },
      otherShopId,
    );
    await waitForBoard(stick);
    await stick.waitForFunction(() => (window.pricelistBoard?.rows()?.rows.length ?? 0) > 5, {
      timeout: 30_000,
    });
    const keysAfter = await stick.evaluate(
      () => window.pricelistBoard?.rows()?.rows.map((row) => row.key) ?? [],
    );
    expect(keysAfter).not.toEqual(keysBefore);
    expect(await stick.evaluate(() => window.stickMarker)).toBe(true);
    expect(new URL(stick.url()).pathname).toBe('/scherm');
    // The fleet lists it in its new shop, under its name, and online there.
    await office.waitForFunction(
      (name: string) =>
        document
          .querySelector(`[data-testid="fleet-row"][data-name="${name}"][data-state="online"]`)
          ?.textContent?.includes('Head Shop') ?? false,
      { timeout: 30_000, polling: 500 },
      STICK_NAME,
    );
  });

  it('unpairs the stick, which shows a new code without a reload', async () => {
    const button = await (await fleetRow(office)).waitForSelector('button ::-p-text(Ontkoppelen)');
    await button?.click();
    const confirm = await office.waitForSelector(
      'dialog.confirm-dialog button.button-danger, .confirm-dialog button.button-danger',
    );
    await confirm?.click();
    await office.waitForFunction(
      (name: string) => !document.querySelector(`[data-testid="fleet-row"][data-name="${name}"]`),
      { timeout: 15_000 },
      STICK_NAME,
    );
    const code = await shownCode(stick);
    expect(code).not.toBe(firstCode);
    expect(await stick.evaluate(() => window.stickMarker)).toBe(true);
  });
});
