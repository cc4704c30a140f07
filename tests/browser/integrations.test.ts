/**
 * "Koppelingen" in real Chromium against the real server: an admin makes an API key (shown
 * once), the shop's register uses it to mark a product sold out, the page shows the key's last
 * use and the history names the key; a webhook added on the page receives a signed delivery that
 * verifies with the secret the page showed once, its log shows the first (refused) attempt, and
 * "Opnieuw versturen" sends it again; a key whose maker was deactivated shows so and is taken
 * over by the admin on the page, after which it works again; a revoked key is refused at once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { confirmAction, logIn } from './manage-support';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

const KEY_NAME = 'Kassa achter de bar';

let server: ServerProcess;
let browser: Browser;
let page: Page;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
/** Answers for the next deliveries, in order; afterwards 200. */
const answers: number[] = [500];
let token: string;
let shopId: string;
let groupName: string;
let groupId: string;
let productName: string;
let apiKey: string;
let signingSecret: string;

async function call<T>(path: string, init: RequestInit = {}, bearer = token): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
    },
  });
  const text = await response.text();
  expect(response.status, text).toBeLessThan(300);
  return JSON.parse(text) as T;
}

/** Waits until the receiver holds `count` deliveries. */
async function deliveries(count: number): Promise<Received[]> {
  const deadline = Date.now() + 60_000;
  while (received.length < count) {
    if (Date.now() > deadline) throw new Error(`${received.length} of ${count} deliveries came`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return received;
}

function verifies(delivery: Received, secret: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]+)$/.exec(String(delivery.headers['pricelist-signature']));
  if (!match) return false;
  const [, t, v1] = match;
  const mac = createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex');
  return (
    mac.length === v1?.length &&
    timingSafeEqual(Buffer.from(mac), Buffer.from(v1)) &&
    Math.abs(Date.now() / 1000 - Number(t)) < 300
  );
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/pricelist-hook`;
  // The receiver is on this machine: private addresses are refused unless allowed.
  server = await startServerProcess({ DEMO_DATA: '1', WEBHOOK_ALLOW_PRIVATE: '1' });
  browser = await launchBrowser();
  const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: server.adminUsername, password: server.adminPassword }),
  });
  token = ((await login.json()) as { access_token: string }).access_token;
  const shops =
    await call<{ id: string; name: string; shop_group_id: string }[]>('/v1/shops?limit=100');
  const shop = shops.find((candidate) => candidate.name === 'Mississippi');
  shopId = shop?.id ?? '';
  const groups = await call<{ id: string; name: string }[]>('/v1/shop-groups?limit=100');
  groupName = groups.find((group) => group.id === shop?.shop_group_id)?.name ?? '';
  groupId = shop?.shop_group_id ?? '';
  const feed = await call<{ prices: { product_name: string | null }[] }>(
    `/v1/shops/${shopId}?is_horeca=true`,
  );
  productName = feed.prices.find((row) => row.product_name)?.product_name ?? '';
  expect(groupName).not.toBe('');
  expect(productName).not.toBe('');

  page = await browser.newPage();
  await page.setViewport({ width: 1400, height: 1000, deviceScaleFactor: 1 });
  await logIn(page, server.baseUrl, server.adminUsername, server.adminPassword);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** Opens Koppelingen on the group of the Mississippi shop. */
async function openIntegrations(): Promise<void> {
  await page.goto(`${server.baseUrl}/integrations`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('h1 ::-p-text(Koppelingen)');
  const groupSelect = await page.$('main select');
  if (groupSelect) {
    const value = await page.evaluate(
      (select, name) =>
        [...(select as HTMLSelectElement).options].find((option) => option.text === name)?.value,
      groupSelect,
      groupName,
    );
    if (value) await page.select('main select', value);
  }
  await page.waitForSelector('section[aria-label="API-sleutels"]');
}

describe('Koppelingen', () => {
  it('makes an API key that is shown once and works for the register', async () => {
    await openIntegrations();
    const keys = await page.waitForSelector('section[aria-label="API-sleutels"]');
    // The form's first text field is the key's name.
    const name = await keys?.waitForSelector('form input.input');
    await name?.type(KEY_NAME);
    // "Menu lezen" is ticked by default; the register also changes prices and availability.
    const scopeBoxes = await keys?.$$('fieldset input[type="checkbox"]');
    expect(scopeBoxes?.length).toBe(3);
    await scopeBoxes?.[1]?.click();
    const create = await keys?.waitForSelector('button ::-p-text(Sleutel maken)');
    await create?.click();
    const shown = await page.waitForSelector(
      'section[aria-label="API-sleutels"] .integrations-secret',
    );
    apiKey = (await shown?.evaluate((node) => node.textContent ?? '')) ?? '';
    expect(apiKey).toMatch(/^plk_/);
    const row = await page.waitForSelector(`tr ::-p-text(${KEY_NAME})`);
    const rowText = await row?.evaluate((node) => node.closest('tr')?.textContent ?? '');
    expect(rowText).toContain('Nooit');
    expect(rowText).toContain(apiKey.slice(0, 8));

    // The key is not shown again: a fresh page lists it by its start only.
    await openIntegrations();
    await page.waitForSelector(`tr ::-p-text(${KEY_NAME})`);
    const html = await page.evaluate(() => document.body.innerHTML);
    expect(html).not.toContain(apiKey);
  });

  it('adds a webhook whose secret is shown once', async () => {
    const hooks = await page.waitForSelector('section[aria-label="Webhooks"]');
    const url = await hooks?.waitForSelector('input[type="url"]');
    await url?.type(receiverUrl);
    // Prices is ticked by default; availability too.
    const availability = await hooks?.waitForSelector(
      'label ::-p-text(Beschikbaarheid gewijzigd) input',
    );
    await availability?.click();
    const add = await hooks?.waitForSelector('button ::-p-text(Webhook toevoegen)');
    await add?.click();
    const shown = await page.waitForSelector('section[aria-label="Webhooks"] .integrations-secret');
    signingSecret = (await shown?.evaluate((node) => node.textContent ?? '')) ?? '';
    expect(signingSecret).toMatch(/^whsec_/);
    await page.waitForSelector(`section[aria-label="Webhooks"] code ::-p-text(${receiverUrl})`);
  });

  it('takes the register’s sold-out by product name, signs the delivery and keeps a log', async () => {
    const result = await call<{ changed: number; results: { status: number }[] }>(
      `/v1/shops/${shopId}/register-codes/availability`,
      {
        method: 'PUT',
        body: JSON.stringify({ items: [{ product_name: productName, active: false }] }),
      },
      apiKey,
    );
    expect(result.results[0]?.status).toBe(200);
    expect(result.changed).toBeGreaterThan(0);

    // The receiver refuses the first attempt (500); the retry comes later, so "Opnieuw versturen"
    // is what sends it again now.
    const [first] = await deliveries(1);
    expect(first?.headers['pricelist-event']).toBe('availability.changed');
    expect(verifies(first as Received, signingSecret)).toBe(true);
    expect(verifies(first as Received, 'whsec_wrong')).toBe(false);
    const body = JSON.parse(first?.body ?? '{}') as { type: string; shop_id: string };
    expect(body.type).toBe('availability.changed');
    expect(body.shop_id).toBe(shopId);

    await openIntegrations();
    const log = await page.waitForSelector('table[aria-label="Verzendlog"] tbody tr', {
      timeout: 30_000,
    });
    const logText = (await log?.evaluate((node) => node.textContent ?? '')) ?? '';
    expect(logText).toContain('Beschikbaarheid gewijzigd');
    expect(logText).toMatch(/500/);
    const resend = await log?.waitForSelector('button ::-p-text(Opnieuw versturen)');
    await resend?.click();
    await page.waitForSelector('::-p-text(Opnieuw in de wachtrij gezet.)');
    const [, again] = await deliveries(2);
    // Sent again as a delivery of its own, with the same event in the body.
    expect(again?.headers['pricelist-delivery']).not.toBe(first?.headers['pricelist-delivery']);
    expect(again?.body).toBe(first?.body);
    expect(verifies(again as Received, signingSecret)).toBe(true);
    // The log shows it delivered (the page reads the log again when opened).
    await openIntegrations();
    await page.waitForFunction(
      () =>
        document
          .querySelector('table[aria-label="Verzendlog"] tbody tr')
          ?.textContent?.includes('Afgeleverd'),
      { timeout: 30_000 },
    );

    // The key's use shows on the page, and the history names the key.
    const row = await page.waitForSelector(`tr ::-p-text(${KEY_NAME})`);
    const rowText = await row?.evaluate((node) => node.closest('tr')?.textContent ?? '');
    expect(rowText).not.toContain('Nooit');
    await page.goto(`${server.baseUrl}/history`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(`::-p-text(${KEY_NAME})`, { timeout: 30_000 });
  });

  it("shows each key's maker, and takes over a key whose maker left", async () => {
    const maker = 'koppel.beheerder';
    const makerKeyName = 'Webshop van de beheerder';
    const roles = await call<{ id: string; name: string }[]>('/v1/roles');
    const user = await call<{ id: string; username: string; email: string }>('/v1/users', {
      method: 'POST',
      body: JSON.stringify({
        username: maker,
        email: 'koppel.beheerder@example.com',
        password: 'lange-zomeravond-47',
        roles: [roles.find((role) => role.name === 'admin')?.id],
        shop_groups: [groupId],
      }),
    });
    const login = await fetch(`${server.baseUrl}/v1/login/access-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: maker, password: 'lange-zomeravond-47' }),
    });
    const makerToken = ((await login.json()) as { access_token: string }).access_token;
    const made = await call<{ key: string }>(
      '/v1/api-keys',
      {
        method: 'POST',
        body: JSON.stringify({ shop_group_id: groupId, name: makerKeyName, scopes: ['menu:read'] }),
      },
      makerToken,
    );
    await call(`/v1/users/${user.id}`, {
      method: 'PUT',
      body: JSON.stringify({ username: user.username, email: user.email, is_active: false }),
    });
    const menu = `${server.baseUrl}/v1/shops-to-prices?filter=shop_id:${shopId}&limit=1`;
    const refused = await fetch(menu, { headers: { authorization: `Bearer ${made.key}` } });
    expect(refused.status).toBe(403);

    await openIntegrations();
    const rowOf = async (name: string) =>
      (await page.waitForSelector(`tr ::-p-text(${name})`))?.evaluate(
        (node) => node.closest('tr')?.textContent ?? '',
      );
    // The page's own keys name the admin; the left maker's key says it does not work.
    expect(await rowOf(KEY_NAME)).toContain(server.adminUsername);
    const before = await rowOf(makerKeyName);
    expect(before).toContain(maker);
    expect(before).toContain('Werkt niet');
    const takeOver = await page.waitForSelector(
      `::-p-xpath(//tr[contains(., "${makerKeyName}")]//button[normalize-space(.)="Overnemen"])`,
    );
    await takeOver?.click();
    expect(await confirmAction(page)).toContain(makerKeyName);
    await page.waitForFunction(
      (name, admin) =>
        [...document.querySelectorAll('tr')].some(
          (tr) =>
            tr.textContent?.includes(name) &&
            tr.textContent.includes(admin) &&
            !tr.textContent.includes('Werkt niet'),
        ),
      {},
      makerKeyName,
      server.adminUsername,
    );
    const works = await fetch(menu, { headers: { authorization: `Bearer ${made.key}` } });
    expect(works.status).toBe(200);
  });

  it('revokes the key, and the register is refused at once', async () => {
    await openIntegrations();
    const row = await page.waitForSelector(`tr ::-p-text(${KEY_NAME})`);
    const revoke = await row?.evaluate((node) => {
      const button = node.closest('tr')?.querySelector('button');
      button?.click();
      return button?.textContent ?? '';
    });
    expect(revoke).toBe('Intrekken');
    expect(await confirmAction(page)).toContain(KEY_NAME);
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('tr')].some(
          (tr) => tr.textContent?.includes(name) && tr.textContent.includes('Ingetrokken'),
        ),
      {},
      KEY_NAME,
    );
    const refused = await fetch(
      `${server.baseUrl}/v1/shops/${shopId}/register-codes/availability`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ product_name: productName, active: true }] }),
      },
    );
    expect(refused.status).toBe(401);
  });
});
