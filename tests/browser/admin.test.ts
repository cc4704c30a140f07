import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop, ShopGroup, User } from '../../src/api/types';
import {
  SCREENSHOT_DIR as SCREENSHOTS,
  STAFF_PASSWORD,
  dismissToasts,
  logIn,
  openDialog,
  openMenu,
  openPage,
  rowWith,
  screenshots,
  startManageWorld,
  waitForToast,
} from './manage-support';
import type { ManageWorld } from './manage-support';
import { reviewScreenshot } from '../support/review-screens';

let world: ManageWorld;
let page: Page;
let base: string;

beforeAll(async () => {
  world = await startManageWorld();
  base = world.server.baseUrl;
  const context = await world.browser.createBrowserContext();
  page = await context.newPage();
  await logIn(page, base, world.server.adminUsername, world.server.adminPassword);
});

afterAll(async () => {
  await world?.close();
});

async function shop(name: string): Promise<Shop | undefined> {
  const shops = await world.api<Shop[]>('GET', '/v1/shops?limit=100');
  return shops.find((candidate) => candidate.name === name);
}

async function user(username: string): Promise<User | undefined> {
  const users = await world.api<User[]>('GET', '/v1/users?limit=999');
  return users.find((candidate) => candidate.username === username);
}

describe('pricelist options', () => {
  it('turns multiscreen on for Mississippi: the header shows Schermen, the API agrees', async () => {
    await openPage(page, `${base}/admin`);
    await rowWith(page, 'Mississippi');
    expect(await page.$('.app-header-nav a[href="/screens"]')).toBeNull();
    expect((await shop('Mississippi'))?.is_using_multiscreen).toBe(false);

    await page.click('input[aria-label="Multiscreen voor Mississippi"]');
    await waitForToast(page, 'Gewijzigd');
    const link = await page.waitForSelector('.app-header-nav a[href="/screens"]');
    expect(await link?.evaluate((node) => node.textContent)).toBe('Schermen');
    expect((await shop('Mississippi'))?.is_using_multiscreen).toBe(true);
    expect(
      await page.$eval('input[aria-label="Multiscreen voor Mississippi"]', (box) => box.checked),
    ).toBe(true);
    await dismissToasts(page);
  });

  it('turns truncated prices on and off', async () => {
    await page.click('input[aria-label="Afgekapte prijzen voor Oudegracht"]');
    await waitForToast(page, 'Gewijzigd');
    expect((await shop('Oudegracht'))?.config.use_truncated_prices).toBe(true);
    await dismissToasts(page);
    await page.waitForFunction(
      () =>
        !(
          document.querySelector(
            'input[aria-label="Afgekapte prijzen voor Oudegracht"]',
          ) as HTMLInputElement | null
        )?.disabled,
    );
    await page.click('input[aria-label="Afgekapte prijzen voor Oudegracht"]');
    await waitForToast(page, 'Gewijzigd');
    expect((await shop('Oudegracht'))?.config.use_truncated_prices).toBe(false);
    await dismissToasts(page);
  });
});

describe('order addresses', () => {
  it("keeps a shop's order addresses, offers the caller's own, and shows a refused entry", async () => {
    await openPage(page, `${base}/admin`);
    await rowWith(page, 'De Steeg');
    await page.click('button[aria-label="Bestel-adressen van De Steeg bewerken"]');
    const dialog = await openDialog(page);
    // The server sees this browser at the loopback address: offered as one click.
    const offer = await dialog.waitForSelector('::-p-text(Mijn adres toevoegen)');
    await offer?.click();
    await page.waitForFunction(() =>
      /127\.0\.0\.1/.test(
        document.querySelector<HTMLTextAreaElement>('dialog[open] textarea')?.value ?? '',
      ),
    );
    await page.type('dialog[open] textarea', '\nnot-an-address');
    await page.click('dialog[open] button[type="submit"]');
    const message = await page.waitForSelector('dialog[open] ::-p-text(not-an-address)');
    expect(message).toBeTruthy();
    expect(
      (
        await world.api<{ allowed_ips: string[] }>(
          'GET',
          `/v1/shops/allowed-ips/${(await shop('De Steeg'))?.id ?? ''}`,
        )
      ).allowed_ips,
    ).toEqual([]);

    await page.$eval('dialog[open] textarea', (area) => {
      const input = area as HTMLTextAreaElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
      setter?.call(input, '127.0.0.1\n192.0.2.0/24');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.click('dialog[open] button[type="submit"]');
    await waitForToast(page, 'Gewijzigd');
    await dismissToasts(page);
    const id = (await shop('De Steeg'))?.id ?? '';
    expect(
      (await world.api<{ allowed_ips: string[] }>('GET', `/v1/shops/allowed-ips/${id}`))
        .allowed_ips,
    ).toEqual(['127.0.0.1', '192.0.2.0/24']);

    // Kept after a reload: the dialog shows the stored list.
    await openPage(page, `${base}/admin`);
    await rowWith(page, 'De Steeg');
    await page.click('button[aria-label="Bestel-adressen van De Steeg bewerken"]');
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLTextAreaElement>('dialog[open] textarea')?.value ===
        '127.0.0.1\n192.0.2.0/24',
    );
    await page.click('dialog[open] ::-p-text(Annuleren)');
    // Orders from anywhere again, so other tests of this world are not refused.
    await world.api('PUT', `/v1/shops/allowed-ips/${id}`, { allowed_ips: [] });
  });
});

describe('shop groups', () => {
  it('creates a shop group from typed and ticked shop ids', async () => {
    const deSteeg = world.shops['De Steeg'] ?? '';
    const oudegracht = world.shops.Oudegracht ?? '';
    await page.click('button ::-p-text(Shop groep toevoegen)');
    const dialog = await openDialog(page);
    expect(await dialog.$eval('.field-label', (label) => label.textContent)).toBe('Naam *');

    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog[open] .field-error ::-p-text(Naam is verplicht.)');
    await page.keyboard.type('Testgroep');
    await dialog.$eval('.shop-ids-input', (input) => (input as HTMLInputElement).focus());
    await page.keyboard.type(deSteeg);
    await page.click('dialog[open] label ::-p-text(Oudegracht)');
    await reviewScreenshot(page, `${SCREENSHOTS}/admin-shop-group-modal.png`);
    expect(
      await dialog.$eval('.shop-ids-input', (input) => (input as HTMLInputElement).value),
    ).toBe(`${deSteeg}, ${oudegracht}`);
    expect(
      await page.evaluate(
        () =>
          [...document.querySelectorAll('dialog[open] .choice-list label')]
            .find((label) => label.textContent === 'De Steeg')
            ?.querySelector('input')?.checked,
      ),
    ).toBe(true);
    await page.click('dialog[open] button[type="submit"]');
    await waitForToast(page, 'Toegevoegd');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await rowWith(page, 'Testgroep');

    const groups = await world.api<ShopGroup[]>('GET', '/v1/shop-groups?skip=0&limit=1000');
    const created = groups.find((group) => group.name === 'Testgroep');
    expect(created?.shops.map((s) => s.name).sort()).toEqual(['De Steeg', 'Oudegracht']);
    await dismissToasts(page);
  });

  it("shows the server's message when the group cannot be created, keeping the input", async () => {
    await page.click('button ::-p-text(Shop groep toevoegen)');
    await openDialog(page);
    await page.keyboard.type('Maastricht');
    await page.keyboard.press('Enter');
    const message = await page.waitForSelector('dialog[open] .form-message');
    expect(await message?.evaluate((node) => node.textContent)).toBe(
      'A shop group with this name already exists.',
    );
    expect(await page.$eval('dialog[open] input', (input) => input.value)).toBe('Maastricht');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await dismissToasts(page);
  });
});

describe('users', () => {
  it('assigns maastricht.staff the admin role; the API shows it', async () => {
    const before = await user('maastricht.staff');
    expect(before?.roles.map((role) => role.name)).toEqual(['employee']);

    await openMenu(page, 'Acties voor maastricht.staff');
    await page.click('[role="menu"] [role="menuitem"] ::-p-text(Toewijzingen bewerken)');
    await openDialog(page);
    await page.click('dialog[open] label ::-p-text(Beheerder)');
    await reviewScreenshot(page, `${SCREENSHOTS}/admin-assign-modal.png`);
    await page.click('dialog[open] button[type="submit"]');
    await waitForToast(page, 'Gewijzigd');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));

    const row = await rowWith(page, 'maastricht.staff');
    await page.waitForFunction(
      (element: HTMLTableRowElement) =>
        element.querySelector('.badge-red')?.textContent === 'Beheerder',
      {},
      row,
    );
    expect(await row.$eval('.badge-blue', (badge) => badge.textContent)).toBe('Medewerker');
    const after = await user('maastricht.staff');
    expect(after?.roles.map((role) => role.name).sort()).toEqual(['admin', 'employee']);
    expect(after?.shop_groups.map((group) => group.name)).toEqual(['Maastricht']);
    expect(after?.email).toBe(before?.email);
    await dismissToasts(page);
  });

  it('issues a password reset link that sets a new password once', async () => {
    await openMenu(page, 'Acties voor utrecht.staff');
    await page.click('[role="menu"] [role="menuitem"] ::-p-text(Wachtwoordherstellink)');
    await openDialog(page);
    const link = await page.$eval(
      '[data-testid="reset-link"]',
      (input) => (input as HTMLInputElement).value,
    );
    expect(link).toMatch(new RegExp(`^${base}/reset-password\\?token=.+`));
    await reviewScreenshot(page, `${SCREENSHOTS}/admin-reset-link.png`);
    await page.keyboard.press('Escape');

    const token = new URL(link).searchParams.get('token') ?? '';
    const reset = await fetch(`${base}/v1/reset-password/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, new_password: 'a new password' }),
    });
    expect(reset.status).toBe(200);
    const login = await fetch(`${base}/v1/login/access-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'utrecht.staff', password: 'a new password' }),
    });
    expect(login.status).toBe(200);
  });

  it('creates a user with a role and a shop group', async () => {
    await page.click('button ::-p-text(Gebruiker toevoegen)');
    const dialog = await openDialog(page);
    await page.keyboard.type('test.user');
    const inputs = await dialog.$$('.admin-form-grid input');
    await inputs[1]?.type('test.user@example.com');
    await inputs[4]?.type('a long password');
    await page.click('dialog[open] label ::-p-text(Medewerker)');
    await page.click('dialog[open] label ::-p-text(Utrecht)');
    await page.click('dialog[open] button[type="submit"]');
    await waitForToast(page, 'Toegevoegd');
    await rowWith(page, 'test.user');
    const created = await user('test.user');
    expect(created?.roles.map((role) => role.name)).toEqual(['employee']);
    expect(created?.shop_groups.map((group) => group.name)).toEqual(['Utrecht']);
    await dismissToasts(page);
    await screenshots(page, 'admin', () => rowWith(page, 'test.user'));
  });
});

describe('permissions', () => {
  it("shows 'Admin permissions required' to an employee", async () => {
    // maastricht.staff became a group admin above (who may manage the group's shops there).
    const roles = await world.api<{ id: string; name: string }[]>('GET', '/v1/roles');
    const groups = await world.api<{ id: string; name: string }[]>('GET', '/v1/shop-groups');
    const users = await world.api<{ username: string }[]>('GET', '/v1/users?limit=999');
    if (!users.some((user) => user.username === 'maastricht.employee')) {
      await world.api('POST', '/v1/users', {
        username: 'maastricht.employee',
        email: 'maastricht.employee@example.com',
        first_name: 'Maastricht',
        last_name: 'Medewerker',
        password: STAFF_PASSWORD,
        is_active: true,
        is_superuser: false,
        roles: roles.filter((role) => role.name === 'employee').map((role) => role.id),
        shop_groups: groups.filter((group) => group.name === 'Maastricht').map((group) => group.id),
      });
    }
    const context = await world.browser.createBrowserContext();
    const staffPage = await context.newPage();
    try {
      await logIn(staffPage, base, 'maastricht.employee', STAFF_PASSWORD);
      expect(await staffPage.$('.app-header-nav a[href="/admin"]')).toBeNull();
      await openPage(staffPage, `${base}/admin`);
      expect(await staffPage.$eval('main h1', (node) => node.textContent)).toBe(
        'Beheerrechten vereist',
      );
      expect(await staffPage.$eval('main .guard-text', (node) => node.textContent)).toBe(
        'Je moet beheerder zijn om deze pagina te openen.',
      );
    } finally {
      await context.close();
    }
  });
});
