/**
 * An alert mail in real Chromium against the real server and a real SMTP server: a fresh stick
 * is paired by staff and shows its board; staff turn on "Meldingen over schermen" on the shop's
 * screen status and set the shortest delay; the stick's page is closed while the shop is open,
 * and the mail reaches the test SMTP server. The server's detector runs every half second and a
 * minute of the setting lasts a second (`BOARD_ALERT_*`, for this test server only).
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricelistStickHandle } from '../../src/board/pairing/Stick';
import { launchBrowser } from '../support/browser';
import { MailServer } from '../support/mail-server';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { shownCode, waitForBoard } from './board-support';
import { logIn } from './manage-support';

let server: ServerProcess;
let mail: MailServer;
let staffBrowser: Browser;
let stickBrowser: Browser;
let office: Page;
let stick: Page;
let shopId: string;
let token: string;

const STICK_NAME = 'Stick bij de deur';
const ADDRESS = 'beheer@mississippi.example';
/** "HH:MM" of a moment in UTC. */
const clockOf = (ms: number) => new Date(ms).toISOString().slice(11, 16);

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
  staffBrowser = await launchBrowser();
  stickBrowser = await launchBrowser();
  const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: server.adminUsername, password: server.adminPassword }),
  });
  token = ((await login.json()) as { access_token: string }).access_token;
  const shops = (await (
    await fetch(`${server.baseUrl}/v1/shops?limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { id: string; name: string }[];
  shopId = shops.find((shop) => shop.name === 'Mississippi')?.id ?? '';
  // Open now: every day from an hour ago for four hours (UTC).
  const from = Date.now() - 60 * 60_000;
  const interval = { from: clockOf(from), to: clockOf(from + 4 * 60 * 60_000) };
  const hours = await fetch(`${server.baseUrl}/v1/shops/${shopId}/opening-hours`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      time_zone: 'UTC',
      opening_hours: { weekdays: Array.from({ length: 7 }, () => [interval]), exceptions: [] },
    }),
  });
  expect(hours.status).toBe(200);

  stick = await stickBrowser.newPage();
  await stick.setViewport({ width: 960, height: 540, deviceScaleFactor: 1 });
  office = await staffBrowser.newPage();
  await office.setViewport({ width: 1400, height: 900, deviceScaleFactor: 1 });
  await logIn(office, server.baseUrl, server.adminUsername, server.adminPassword);
}, 180_000);

afterAll(async () => {
  await stickBrowser?.close();
  await staffBrowser?.close();
  await server?.stop();
  await mail?.close();
});

describe('alerts about a dark screen', () => {
  it('pairs a stick, which shows its board', async () => {
    await stick.goto(`${server.baseUrl}/scherm`, { waitUntil: 'load' });
    const code = await shownCode(stick);
    // The pairing screen is set in the board's faces, loaded before it was drawn: no system
    // fallback font.
    const drawn = await stick.waitForFunction(
      () => {
        const stick = (window as { pricelistStick?: PricelistStickHandle }).pricelistStick;
        const fonts = stick?.fonts() ?? [];
        if (fonts.length === 0) return false;
        const loaded = new Set<string>();
        document.fonts.forEach((face) => {
          if (face.status === 'loaded') loaded.add(face.family.replace(/^["']|["']$/g, ''));
        });
        return { fonts, loaded: fonts.filter((family) => loaded.has(family)) };
      },
      { timeout: 30_000, polling: 100 },
    );
    const faces = (await drawn.jsonValue()) as { fonts: string[]; loaded: string[] };
    expect(faces.fonts).toEqual(['Bebas Neue', 'Barlow Condensed']);
    expect(faces.loaded).toEqual(faces.fonts);

    await office.goto(`${server.baseUrl}/start`, { waitUntil: 'networkidle0' });
    await Promise.all([
      office.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined),
      office.select('#header-shop-switcher', shopId),
    ]);
    const form = await office.waitForSelector('[data-testid="pair-screen"]');
    await office.$eval('.pair-screen-code', (node) => ((node as HTMLInputElement).value = ''));
    await office.type('.pair-screen-code', code);
    const name = await form?.waitForSelector('label ::-p-text(Naam) input');
    await name?.type(STICK_NAME);
    await (await form?.waitForSelector('button[type="submit"]'))?.click();
    await office.waitForSelector('::-p-text(Gekoppeld)', { timeout: 10_000 });
    await waitForBoard(stick);
    const rows = await stick.evaluate(() => window.pricelistBoard?.rows()?.rows.length ?? 0);
    expect(rows).toBeGreaterThan(10);
  });

  it('lets staff turn on the alerts and set the shortest delay', async () => {
    const alerts = await office.waitForSelector('[data-testid="board-alerts"]');
    expect(await alerts?.evaluate((node) => node.textContent ?? '')).toContain(
      'Meldingen over schermen',
    );
    const email = '[data-testid="board-alerts"] input[type="email"]';
    await office.$eval(email, (node) => ((node as HTMLInputElement).value = ''));
    await office.type(email, ADDRESS);
    await office.click(
      `[data-testid="board-alerts"] form:has(input[type="email"]) button[type="submit"]`,
    );
    await office.waitForFunction(
      (address: string) =>
        document
          .querySelector('[data-testid="board-alerts-state"]')
          ?.textContent?.includes(address) ?? false,
      { timeout: 10_000 },
      ADDRESS,
    );
    const minutes = '[data-testid="board-alerts"] .board-alerts-minutes';
    // Cleared as a person does (select all, delete), so the page's own state follows.
    await office.focus(minutes);
    await office.keyboard.down('Control');
    await office.keyboard.press('KeyA');
    await office.keyboard.up('Control');
    await office.keyboard.press('Backspace');
    await office.type(minutes, '2');
    await office.click(
      `[data-testid="board-alerts"] form:has(.board-alerts-minutes) button[type="submit"]`,
    );
    await office.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="board-alerts"]')
          ?.textContent?.includes('2 minuten') ?? false,
      { timeout: 30_000 },
    );
    const settings = await fetch(`${server.baseUrl}/v1/shops/${shopId}/board-alerts`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await settings.json()).toMatchObject({ minutes: 2, subscribed: true, email: ADDRESS });
    expect(mail.mails).toHaveLength(0);
  });

  it('mails them when the stick goes dark while the shop is open', async () => {
    await stick.close();
    try {
      await mail.waitFor(1, 60_000);
    } catch (error) {
      const fleet = await fetch(`${server.baseUrl}/v1/fleet?shop=${shopId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const settings = await fetch(`${server.baseUrl}/v1/shops/${shopId}/board-alerts`, {
        headers: { authorization: `Bearer ${token}` },
      });
      throw new Error(
        `no mail: ${await fleet.text()} ${await settings.text()} ${server.output().slice(-3000)}`,
        { cause: error },
      );
    }
    const [alert] = mail.mails;
    expect(alert?.to).toEqual([ADDRESS]);
    expect(alert?.from).toBe('meldingen@pricelist.test');
    expect(alert?.subject).toBe(`Scherm ${STICK_NAME} van Mississippi is offline`);
    expect(alert?.text).toContain(`${server.baseUrl}/fleet`);
    // One mail for one change, however often the detector looks meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(mail.mails).toHaveLength(1);
  }, 120_000);
});
