/**
 * Screen health in real Chromium against the real server: a board reports over its socket and
 * the "Schermen status" view (start page of a single-screen shop) shows it online; when its page
 * closes it goes offline (a short threshold here) and the header warns; reopened, it is online
 * again. "Identificeren" shows the board's name in its scene for a while, "Nu herladen"
 * reloads the board page, and "Sleutel herstellen" gives the board a new key (reports without
 * its key are refused).
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardPage } from '../../src/api/board-types';
import { launchBrowser, launchOwnBrowser } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { waitForBoard } from './board-support';
import { logIn } from './manage-support';

/**
 * A board silent this long is offline. Heartbeats come every second; 8 s leaves room for a few
 * late ones on a busy machine (a full run starves a board's timers for seconds at a time).
 */
const OFFLINE_AFTER_MS = 8000;

let server: ServerProcess;
let staffBrowser: Browser;
let boardBrowser: Browser;
let office: Page;
let board: Page;
let shopId: string;
let boardId: string;
/** The superuser's token, for the server's own view of the boards. */
let adminToken: string;

declare global {
  interface Window {
    screenHealthMarker?: boolean;
  }
}

async function openBoardPage(): Promise<Page> {
  const page = await boardBrowser.newPage();
  await page.setViewport({ width: 960, height: 540, deviceScaleFactor: 1 });
  await page.goto(`${server.baseUrl}/pricelist/${shopId}`, { waitUntil: 'load' });
  await waitForBoard(page);
  return page;
}

/** Waits for the board's row in `state`; a timeout names the states the rows show instead. */
async function rowState(page: Page, id: string, state: string, timeout = 30_000) {
  try {
    return await page.waitForSelector(
      `[data-testid="screen-health-row"][data-board-id="${id}"][data-state="${state}"]`,
      { timeout },
    );
  } catch (error) {
    const rows = await page.$$eval('[data-testid="screen-health-row"]', (found) =>
      found.map((row) => `${row.getAttribute('data-board-id')}: ${row.getAttribute('data-state')}`),
    );
    // Which side lags: the server's own view of the board now, and whether the page (which
    // looks again every few seconds only while it is visible) was in view.
    const answer = await fetch(`${server.baseUrl}/v1/boards/shop/${shopId}?limit=200`, {
      headers: { authorization: `Bearer ${adminToken}` },
    }).catch(() => undefined);
    const listed = answer?.ok
      ? ((await answer.json()) as BoardPage).items.find((item) => item.board_id === id)
      : undefined;
    const serverView = listed
      ? `${listed.state}, reported ${listed.reported_at ?? 'never'}, up ${listed.uptime_s ?? '?'} s`
      : `no answer (${answer?.status ?? 'none'})`;
    const visibility = await page.evaluate(() => document.visibilityState).catch(() => '?');
    throw new Error(
      `Board ${id} not ${state}; the rows: ${rows.join(', ') || 'none'}; the server: ${serverView} ` +
        `at ${new Date().toISOString()}; the page: ${visibility}`,
      { cause: error },
    );
  }
}

/** Staff say that the board seen via its address is a screen ("Dit is een scherm"). */
async function adoptBoard(id: string): Promise<void> {
  const adopted = await fetch(`${server.baseUrl}/v1/boards/shop/${shopId}/${id}/adopt`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(adopted.status).toBe(204);
}

async function clickInRow(page: Page, id: string, label: string): Promise<void> {
  const row = await page.waitForSelector(
    `[data-testid="screen-health-row"][data-board-id="${id}"]`,
  );
  const button = await row?.waitForSelector(`button ::-p-text(${label})`);
  if (!button) throw new Error(`no ${label} button`);
  await button.click();
}

beforeAll(async () => {
  server = await startServerProcess({
    DEMO_DATA: '1',
    BOARD_HEARTBEAT_MS: '1000',
    BOARD_OFFLINE_AFTER_MS: String(OFFLINE_AFTER_MS),
    // One board reporting every second is 60 a minute: the limit of one address.
    BOARD_REPORTS_PER_MINUTE: '600',
  });
  staffBrowser = await launchBrowser();
  // The board is a device of its own, always in front: in the staff's Chromium its page would be
  // a background tab whenever the office page is in front, and Chromium throttles the timers of
  // background tabs (its heartbeats could then miss the short offline threshold of this test).
  boardBrowser = await launchOwnBrowser();
  const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: server.adminUsername, password: server.adminPassword }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  adminToken = token;
  const shops = (await (
    await fetch(`${server.baseUrl}/v1/shops?limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { id: string; name: string }[];
  shopId = shops.find((shop) => shop.name === 'Mississippi')?.id ?? '';

  board = await openBoardPage();
  boardId = await board.evaluate(() => window.pricelistBoard?.healthReport()?.board_id ?? '');
  // A board address in a kiosk browser: a viewer until staff say it is a screen. Its next
  // report (every second here) is answered with its secret.
  await adoptBoard(boardId);
  await board.waitForFunction(
    (id) => window.localStorage.getItem(`pricelist-board:secret:${id}`) !== null,
    { timeout: 15_000, polling: 200 },
    boardId,
  );
  const named = await fetch(`${server.baseUrl}/v1/boards/shop/${shopId}/${boardId}/name`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Toonbank' }),
  });
  expect(named.status).toBe(204);

  office = await staffBrowser.newPage();
  await office.setViewport({ width: 1400, height: 900, deviceScaleFactor: 1 });
  await logIn(office, server.baseUrl, server.adminUsername, server.adminPassword);
  await office.goto(`${server.baseUrl}/start`, { waitUntil: 'networkidle0' });
  await Promise.all([
    office.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined),
    office.select('#header-shop-switcher', shopId),
  ]);
  await office.waitForSelector('[data-testid="screen-health"]');
}, 180_000);

afterAll(async () => {
  await boardBrowser?.close();
  await staffBrowser?.close();
  await server?.stop();
});

describe('the Schermen status view', () => {
  it('shows the open board online, with its name, version and what it shows', async () => {
    const row = await rowState(office, boardId, 'online');
    const text = await row?.evaluate((node) => node.textContent ?? '');
    expect(text).toContain('Toonbank');
    expect(text).toContain('Winkelbord');
    expect(text).toContain('Actuele lijst van');
    expect(text).toMatch(/0\.1\.0\+\d{12}/);
    expect(await office.$('[data-testid="screen-health-warning"]')).toBeNull();
  });

  it('identify shows the board its name in the scene for a while', async () => {
    await board.bringToFront();
    const rendersBefore = await board.evaluate(() => window.pricelistBoard?.stats().renders ?? 0);
    await office.bringToFront();
    await clickInRow(office, boardId, 'Identificeren');
    await board.bringToFront();
    await board.waitForFunction(
      () => window.pricelistBoard?.scene()?.identifyShown() === 'Toonbank',
      { timeout: 10_000, polling: 100 },
    );
    const stats = await board.evaluate(() => window.pricelistBoard?.stats());
    expect(stats?.renders).toBeGreaterThan(rendersBefore);
    expect(stats?.tickerRunning).toBe(false);
  });

  it('reload now reloads the board page', async () => {
    await board.evaluate(() => {
      window.screenHealthMarker = true;
    });
    await office.bringToFront();
    await clickInRow(office, boardId, 'Nu herladen');
    await board.bringToFront();
    await board.waitForFunction(() => window.screenHealthMarker !== true, {
      timeout: 15_000,
      polling: 100,
    });
    await waitForBoard(board);
    // Reloaded, it is the same board: its id is kept on the device.
    expect(await board.evaluate(() => window.pricelistBoard?.healthReport()?.board_id)).toBe(
      boardId,
    );
  });

  it("keeps the board's key, refuses reports without it, and 'Sleutel herstellen' gives the board a new one", async () => {
    const keyOf = () =>
      board.evaluate((id) => window.localStorage.getItem(`pricelist-board:secret:${id}`), boardId);
    const first = await keyOf();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const fake = await fetch(`${server.baseUrl}/v1/boards/report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...(await board.evaluate(() => window.pricelistBoard?.healthReport())),
        version: 'vals',
      }),
    });
    expect(fake.status).toBe(401);
    await office.bringToFront();
    await clickInRow(office, boardId, 'Sleutel herstellen');
    await office.waitForSelector('::-p-text(krijgt bij zijn volgende melding een nieuwe sleutel)');
    // The board's next heartbeat (1 s here) is answered with a new key, which it keeps.
    await board.waitForFunction(
      (id, old) => {
        const key = window.localStorage.getItem(`pricelist-board:secret:${id}`);
        return key !== null && key !== old;
      },
      { timeout: 15_000, polling: 200 },
      boardId,
      first,
    );
    await rowState(office, boardId, 'online', 10_000);
  });

  it('shows the board offline when its page closes, warns in the header, and online again when it comes back', async () => {
    await board.close();
    await office.bringToFront();
    await rowState(office, boardId, 'offline', OFFLINE_AFTER_MS + 20_000);
    const warning = await office.waitForSelector('[data-testid="screen-health-warning"]');
    expect(await warning?.evaluate((node) => node.textContent)).toContain(
      '1 scherm heeft aandacht nodig',
    );
    board = await openBoardPage();
    await office.bringToFront();
    await rowState(office, boardId, 'online', 20_000);
    await office.waitForFunction(
      () => !document.querySelector('[data-testid="screen-health-warning"]'),
      { timeout: 20_000 },
    );
  });
});

describe('a browser that opens the board address', () => {
  it('is a viewer: the board works without errors, and it is not listed or counted until adopted', async () => {
    const context = await boardBrowser.createBrowserContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    try {
      await page.setViewport({ width: 960, height: 540, deviceScaleFactor: 1 });
      await page.goto(`${server.baseUrl}/pricelist/${shopId}`, { waitUntil: 'load' });
      await waitForBoard(page);
      const id = await page.evaluate(() => window.pricelistBoard?.healthReport()?.board_id ?? '');
      // A few heartbeats (1 s here) as a viewer.
      await new Promise((resolve) => setTimeout(resolve, 3500));
      expect(problems).toEqual([]);
      const answer = await fetch(`${server.baseUrl}/v1/boards/shop/${shopId}?limit=200`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      const listed = (await answer.json()) as BoardPage;
      expect(listed.items.map((item) => item.board_id)).not.toContain(id);
      const seen = await fetch(`${server.baseUrl}/v1/fleet/seen?shop=${shopId}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      const items = ((await seen.json()) as { items: { board_id: string }[] }).items;
      expect(items.map((item) => item.board_id)).toContain(id);
      // Closed, it stays in "Alle schermen" under "Gezien via adres" until staff forget it.
      await page.close();
      await office.bringToFront();
      await office.goto(`${server.baseUrl}/fleet`, { waitUntil: 'networkidle0' });
      const row = await office.waitForSelector(`[data-testid="fleet-seen"] tr[data-board="${id}"]`);
      const text = (await row?.evaluate((node) => node.textContent)) ?? '';
      expect(text).toContain('Dit is een scherm');
      // What its address shows, in words, not the shop's id.
      expect(text).toContain('Het bord van de winkel, liggend');
      expect(text).not.toContain(shopId);
      const forget = await row?.waitForSelector('button ::-p-text(Vergeten)');
      await forget?.click();
      await office.waitForFunction(
        (boardId: string) => !document.querySelector(`tr[data-board="${boardId}"]`),
        { timeout: 15_000 },
        id,
      );
    } finally {
      await context.close();
    }
  });
});

describe('a new board', () => {
  it('keeps reporting when its socket opens before the answer to its first report', async () => {
    // A fresh profile: a new device, so its first report is answered with a new secret.
    const context = await boardBrowser.createBrowserContext();
    const page = await context.newPage();
    try {
      await page.setViewport({ width: 960, height: 540, deviceScaleFactor: 1 });
      // The page's sockets open only when the test says so (their `onopen` waits for it).
      await page.evaluateOnNewDocument(() => {
        const gate = new Promise<void>((resolve) => {
          (window as unknown as { openSockets: () => void }).openSockets = resolve;
        });
        Object.defineProperty(WebSocket.prototype, 'onopen', {
          configurable: true,
          get: () => null,
          set(this: WebSocket, handler: ((event: Event) => void) | null) {
            this.addEventListener('open', (event) => {
              void gate.then(() => handler?.call(this, event));
            });
          },
        });
      });
      // The reports the socket carries, as Chromium sends them.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.enable');
      let socketReports = 0;
      cdp.on('Network.webSocketFrameSent', (event: { response: { payloadData: string } }) => {
        if (event.response.payloadData.startsWith('{"type":"health"')) socketReports += 1;
      });
      let refusedOnSocket = 0;
      cdp.on('Network.webSocketFrameReceived', (event: { response: { payloadData: string } }) => {
        if (event.response.payloadData.startsWith('{"type":"health_refused"')) refusedOnSocket += 1;
      });
      let boardDrawn: () => void = () => undefined;
      const drawn = new Promise<void>((resolve) => (boardDrawn = resolve));
      // The first report goes as a POST while the socket is shut: the server keeps it and
      // answers a new secret. The board draws its list; then the socket opens while that answer
      // is still on its way. The board sends no second report without a secret meanwhile (the
      // server would refuse it); once the answer reaches the page it reports with its secret.
      let answeredAt = 0;
      let refusedBeforeAnswer = -1;
      let held = false;
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        const isReport =
          request.method() === 'POST' && new URL(request.url()).pathname === '/v1/boards/report';
        if (!isReport || held) {
          void request.continue();
          return;
        }
        held = true;
        void (async () => {
          const send = () =>
            fetch(request.url(), {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: request.postData() ?? '',
            });
          // A viewer until staff adopt it; adopted, the same report is answered with a secret.
          let answer = await send();
          if (answer.status === 204) {
            await adoptBoard(
              (JSON.parse(request.postData() ?? '{}') as { board_id: string }).board_id,
            );
            answer = await send();
          }
          const body = await answer.text();
          await drawn;
          await page.evaluate(() =>
            (window as unknown as { openSockets: () => void }).openSockets(),
          );
          await new Promise((resolve) => setTimeout(resolve, 2000));
          refusedBeforeAnswer = refusedOnSocket;
          answeredAt = Date.now();
          await request.respond({ status: answer.status, contentType: 'application/json', body });
        })();
      });
      await page.goto(`${server.baseUrl}/pricelist/${shopId}`, { waitUntil: 'load' });
      await waitForBoard(page);
      boardDrawn();
      const id = await page.evaluate(() => window.pricelistBoard?.healthReport()?.board_id ?? '');
      expect(held).toBe(true);
      // With its secret, the board reports again at once and then every heartbeat (1 s here):
      // the server hears from it after the answer, not only after the default 60 s heartbeat.
      const deadline = Date.now() + 15_000;
      let listed: BoardPage['items'][number] | undefined;
      while (Date.now() < deadline) {
        const answer = await fetch(`${server.baseUrl}/v1/boards/shop/${shopId}?limit=200`, {
          headers: { authorization: `Bearer ${adminToken}` },
        });
        listed = ((await answer.json()) as BoardPage).items.find((b) => b.board_id === id);
        const reportedAt = Date.parse(listed?.reported_at ?? '') || 0;
        if (answeredAt > 0 && reportedAt > answeredAt + 1500 && listed?.state === 'online') break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(answeredAt).toBeGreaterThan(0);
      expect(refusedBeforeAnswer).toBe(0);
      expect(refusedOnSocket).toBe(0);
      expect(Date.parse(listed?.reported_at ?? '') - answeredAt).toBeGreaterThan(1500);
      expect(listed?.state).toBe('online');
      expect(socketReports).toBeGreaterThanOrEqual(2);
    } finally {
      await context.close();
    }
  });
});
