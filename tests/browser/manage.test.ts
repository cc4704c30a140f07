import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product, Screen, Strain } from '../../src/api/types';
import {
  SCREENSHOT_DIR as SCREENSHOTS,
  confirmAction,
  dismissToasts,
  logIn,
  openDialog,
  openMenu,
  openPage,
  rowWith,
  screenshots,
  startManageWorld,
  waitForNoRow,
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

/** Replaces the text of an input with `text`. */
async function retype(selector: string, text: string): Promise<void> {
  const input = await page.waitForSelector(selector);
  await input?.evaluate((element) => (element as HTMLInputElement).select());
  await page.keyboard.type(text);
}

async function categoriesOf(shop: string): Promise<Category[]> {
  return world.api<Category[]>(
    'GET',
    `/v1/categories?filter=shop_id:${world.shops[shop] ?? ''}&limit=1000`,
  );
}

/** The 'Wissen' item of the open menu once its deletability is known. */
async function settledDeleteItem(): Promise<{ disabled: boolean; tooltip: string | null }> {
  const state = await page.waitForFunction(() => {
    const found = [...document.querySelectorAll('[role="menu"] [role="menuitem"]')].find((node) =>
      node.textContent?.includes('Wissen'),
    );
    if (!found || found.getAttribute('aria-busy') === 'true') return null;
    return {
      disabled: found.getAttribute('aria-disabled') === 'true',
      tooltip: found.closest('.tooltip')?.querySelector('[role="tooltip"]')?.textContent ?? null,
    };
  });
  return (await state.jsonValue()) as { disabled: boolean; tooltip: string | null };
}

describe('categories', () => {
  it('adds a category through the modal, edits its colour inline, and the API has both', async () => {
    await openPage(page, `${base}/categories`);
    await rowWith(page, 'Wiet');

    await page.click('button ::-p-text(Categorie toevoegen)');
    const dialog = await openDialog(page);
    expect(await dialog.$eval('.modal-title', (node) => node.textContent)).toBe(
      'Categorie toevoegen',
    );
    // Enter on an empty name refuses with the field's message, and nothing is sent.
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog[open] .field-error ::-p-text(Naam is verplicht.)');

    await page.keyboard.type('Testcategorie');
    await retype('dialog[open] .color-input-text', 'aa5500');
    await page.select('dialog[open] select', 'mug');
    await reviewScreenshot(page, `${SCREENSHOTS}/category-add-modal.png`);
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Toegevoegd');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await rowWith(page, 'Testcategorie');

    const added = (await categoriesOf('Mississippi')).find((c) => c.name === 'Testcategorie');
    expect(added).toMatchObject({ color: 'AA5500', icon: 'mug', cannabis: false });

    await page.click('button[aria-label^="Kleur van Testcategorie:"]');
    await retype('input[aria-label="Kleur van Testcategorie"]', '1E88E5');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Gewijzigd');
    await page.waitForSelector('button[aria-label="Kleur van Testcategorie: 1E88E5. Bewerken"]');

    const edited = (await categoriesOf('Mississippi')).find((c) => c.name === 'Testcategorie');
    expect(edited?.color).toBe('1E88E5');
    expect(edited?.icon).toBe('mug');
    await dismissToasts(page);
  });

  it('says beside a category the cannabis list leaves out on which board it does stand', async () => {
    await openPage(page, `${base}/categories`);
    await rowWith(page, 'Edibles');
    const noteOf = (name: string) =>
      page.evaluate((category: string) => {
        const button = document.querySelector(`button[aria-label^="Naam van ${category}:"]`);
        const note = button?.closest('tr')?.querySelector('[data-testid="category-board-note"]');
        return note?.textContent ?? null;
      }, name);
    // The board's list arrives after the categories: the note follows.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="category-board-note"]') !== null,
    );
    // Edibles are sold per piece: off the cannabis list, on the hospitality list.
    expect(await noteOf('Edibles')).toBe(
      'Niet op de cannabislijst: staat op de horeca-lijst en het extra-bord',
    );
    expect(await noteOf('Wiet')).toBeNull();
  });

  it('keeps an emptied name from being saved', async () => {
    await page.click('button[aria-label^="Naam van Testcategorie:"]');
    await retype('input[aria-label="Naam van Testcategorie"]', ' ');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.inline-edit-error ::-p-text(Naam is verplicht.)');
    await page.keyboard.press('Escape');
    await page.waitForSelector('button[aria-label^="Naam van Testcategorie:"]');
    expect((await categoriesOf('Mississippi')).some((c) => c.name === 'Testcategorie')).toBe(true);
  });

  it("disables deleting a category in use with 'Category is in use.'", async () => {
    const wiet = (await categoriesOf('Mississippi')).find((c) => c.name === 'Wiet');
    const answer = await world.api<{ is_deletable: boolean }>(
      'GET',
      `/v1/categories/is-deletable/${wiet?.id ?? ''}`,
    );
    expect(answer.is_deletable).toBe(false);

    await openMenu(page, 'Acties voor Wiet');
    expect(await settledDeleteItem()).toEqual({
      disabled: true,
      tooltip: 'Categorie is in gebruik.',
    });
    await page.hover('[role="menu"] [role="menuitem"][aria-disabled="true"]');
    await page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('[role="menu"] [role="tooltip"]') as Element)
          .display !== 'none',
    );
    await reviewScreenshot(page, `${SCREENSHOTS}/category-delete-in-use.png`);
    await page.click('[role="menu"] [role="menuitem"][aria-disabled="true"]');
    // A disabled item does nothing: no confirmation opens, the menu stays.
    expect(await page.$('dialog.confirm-dialog[open]')).toBeNull();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[role="menu"][data-placed]'));
  });

  it('deletes an unused category after confirmation', async () => {
    await openMenu(page, 'Acties voor Testcategorie');
    expect(await settledDeleteItem()).toEqual({ disabled: false, tooltip: null });
    await page.click('[role="menu"] [role="menuitem"] ::-p-text(Wissen)');
    expect(await confirmAction(page)).toBe('Weet je zeker dat je deze wilt wissen?');
    await waitForToast(page, 'Verwijderd');
    await waitForNoRow(page, 'Testcategorie');
    expect((await categoriesOf('Mississippi')).some((c) => c.name === 'Testcategorie')).toBe(false);
    await dismissToasts(page);
  });

  it('is reachable at /products/manage/categories and links to the photos page', async () => {
    await openPage(page, `${base}/products/manage/categories`);
    await rowWith(page, 'Wiet');
    expect(await page.$eval('h1', (node) => node.textContent)).toBe('Categorieën');
    await openMenu(page, 'Acties voor Wiet');
    const wiet = (await categoriesOf('Mississippi')).find((c) => c.name === 'Wiet');
    const href = await page.$eval('[role="menu"] a[role="menuitem"]', (link) =>
      link.getAttribute('href'),
    );
    expect(href).toBe(`/view/categorys/${wiet?.id ?? ''}`);
    await page.keyboard.press('Escape');
    await screenshots(page, 'categories', () => rowWith(page, 'Wiet'));
  });

  it('places a category on the screens of a multiscreen shop (column clamped, opacity in %)', async () => {
    await openPage(page, `${base}/categories`);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      page.select('#header-shop-switcher', world.shops['Head Shop'] ?? ''),
    ]);
    await rowWith(page, 'Hasj');
    await page.click('button[aria-label="Schermen van Hasj bewerken"]');
    const dialog = await openDialog(page);
    const fieldsets = await dialog.$$('fieldset.placement');
    expect(fieldsets.length).toBeGreaterThan(1);

    // The first screen: place it when it is not, then type a column of 7.
    const first = fieldsets[0];
    if (!first) throw new Error('no screen');
    const placed = await first.$eval('legend input', (box) => (box as HTMLInputElement).checked);
    if (!placed) await first.$eval('legend input', (box) => (box as HTMLInputElement).click());
    const column = await first.waitForSelector('.placement-grid input');
    await column?.evaluate((input) => (input as HTMLInputElement).select());
    await page.keyboard.type('7');
    expect(await column?.evaluate((input) => (input as HTMLInputElement).value)).toBe('5');
    await page.keyboard.press('Tab');
    expect(await column?.evaluate((input) => (input as HTMLInputElement).value)).toBe('3');
    const inputs = await first.$$('.placement-grid input');
    await inputs[2]?.evaluate((input) => (input as HTMLInputElement).select());
    await page.keyboard.type('80');
    await reviewScreenshot(page, `${SCREENSHOTS}/category-screens-modal.png`);
    await page.click('dialog[open] button[type="submit"]');
    await waitForToast(page, 'Gewijzigd');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));

    const hasj = (await categoriesOf('Head Shop')).find((c) => c.name === 'Hasj');
    const screens = await world.api<Screen[]>(
      'GET',
      `/v1/screens?filter=shop_id:${world.shops['Head Shop'] ?? ''}&sort=name:ASC`,
    );
    expect(screens.length).toBeGreaterThan(1);
    const onFirst = hasj?.screens.find((placement) =>
      screens.some((screen) => screen.id === placement.screen_id),
    );
    expect(onFirst).toBeDefined();
    expect(hasj?.screens.some((p) => p.column_number === 3)).toBe(true);
    expect(hasj?.screens.some((p) => p.advanced_options.color_opacity === 0.8)).toBe(true);
    await screenshots(page, 'categories-multiscreen', () => rowWith(page, 'Hasj'));

    // Laptop widths: the table of a multiscreen shop fits, its row actions in view.
    for (const width of [1366, 1440]) {
      await page.setViewport({ width, height: 768, deviceScaleFactor: 1 });
      await rowWith(page, 'Hasj');
      const fit = await page.$eval('.data-table-scroll', (scroll) => ({
        overflow: scroll.scrollWidth - scroll.clientWidth,
        actionsRight: Math.max(
          ...[...scroll.querySelectorAll('td.data-table-actions-cell')].map(
            (cell) => cell.getBoundingClientRect().right,
          ),
        ),
        scrollRight: scroll.getBoundingClientRect().right,
      }));
      expect(fit.overflow, `${width} px`).toBeLessThanOrEqual(0);
      expect(fit.actionsRight, `${width} px`).toBeLessThanOrEqual(fit.scrollRight + 1);
    }
    await page.setViewport({ width: 1920, height: 1080, deviceScaleFactor: 1 });

    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      page.select('#header-shop-switcher', world.shops.Mississippi ?? ''),
    ]);
    await dismissToasts(page);
  });
});

describe('strains, tags and flavors', () => {
  it('adds a strain, a tag and a flavor through their modals', async () => {
    await openPage(page, `${base}/products/manage/strains-tags`);
    await page.waitForSelector('section[aria-labelledby] h2 ::-p-text(Strains)');

    await page.click('button ::-p-text(Strain toevoegen)');
    await openDialog(page);
    await page.waitForSelector('dialog[open] input:focus');
    await page.keyboard.type('Teststrain');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Toegevoegd');
    await rowWith(page, 'Teststrain');

    await page.click('button ::-p-text(Tag toevoegen)');
    await openDialog(page);
    await page.waitForSelector('dialog[open] input:focus');
    await page.keyboard.type('Testtag');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await rowWith(page, 'Testtag');

    await page.click('button ::-p-text(Smaak toevoegen)');
    await openDialog(page);
    await page.keyboard.type('Testflavor');
    await retype('dialog[open] .color-input-text', '#00aa88');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await rowWith(page, 'Testflavor');

    const strains = await world.api<Strain[]>('GET', '/v1/strains?filter=name:Teststrain');
    const tags = await world.api<Strain[]>('GET', '/v1/tags?filter=name:Testtag');
    const flavors = await world.api<{ name: string; color: string }[]>(
      'GET',
      '/v1/flavors?filter=name:Testflavor',
    );
    expect(strains.map((s) => s.name)).toEqual(['Teststrain']);
    expect(tags.map((t) => t.name)).toEqual(['Testtag']);
    expect(flavors).toEqual([expect.objectContaining({ name: 'Testflavor', color: '00AA88' })]);
    await dismissToasts(page);
    await screenshots(page, 'strains-tags', () => rowWith(page, 'Teststrain'));
  });

  it('refuses a duplicate name with the server’s reason and keeps the typed name', async () => {
    await page.click('button ::-p-text(Tag toevoegen)');
    await openDialog(page);
    await page.waitForSelector('dialog[open] input:focus');
    await page.keyboard.type('Testtag');
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog[open] .form-message');
    expect(await page.$eval('dialog[open] .field-error', (error) => error.textContent)).toBe(
      'Deze tag bestaat al.',
    );
    expect(await page.$eval('dialog[open] input', (input) => input.value)).toBe('Testtag');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await dismissToasts(page);
  });
});

describe('screens', () => {
  it('adds a screen and renames it inline', async () => {
    await openPage(page, `${base}/screens`);
    await page.waitForSelector('h2 ::-p-text(Schermen van Mississippi)');
    await page.click('button ::-p-text(Scherm toevoegen)');
    await openDialog(page);
    await page.keyboard.type('Testscherm');
    await page.select('dialog[open] select', 'portrait');
    await page.click('dialog[open] button[type="submit"]');
    await waitForToast(page, 'Toegevoegd');
    await rowWith(page, 'Testscherm');

    await page.click('button[aria-label^="Naam van scherm Testscherm:"]');
    await retype('input[aria-label="Naam van scherm Testscherm"]', 'Testscherm bar');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Gewijzigd');
    await rowWith(page, 'Testscherm bar');

    const screens = await world.api<Screen[]>(
      'GET',
      `/v1/screens?filter=shop_id:${world.shops.Mississippi ?? ''}`,
    );
    expect(screens).toContainEqual(
      expect.objectContaining({ name: 'Testscherm bar', orientation: 'portrait' }),
    );
    expect(screens.some((screen) => screen.name === 'Testscherm')).toBe(false);
    await dismissToasts(page);
    await screenshots(page, 'screens', () => rowWith(page, 'Testscherm bar'));
  });
});

describe('horeca products', () => {
  it('pages by 10, adds a product with its price in a category, renames it inline and filters by type', async () => {
    await openPage(page, `${base}/manage/horeca`);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 10);
    expect(await page.$eval('.data-table-range', (node) => node.textContent)).toMatch(/^1–10 van /);

    await page.click('button ::-p-text(Horeca product toevoegen)');
    const dialog = await openDialog(page);
    await page.keyboard.type('Testproduct');
    const groups = await world.api<{ id: string; name: string }[]>('GET', '/v1/shop-groups');
    const maastricht = groups.find((group) => group.name === 'Maastricht');
    // The shop groups arrive after the dialog opens.
    await page.waitForSelector(`dialog[open] select option[value="${maastricht?.id ?? ''}"]`);
    const selects = await dialog.$$('select');
    await selects[0]?.select(maastricht?.id ?? '');
    await selects[1]?.select('H');
    // Without a category and a price nothing is sent.
    await page.click('dialog[open] button[type="submit"]');
    await page.waitForSelector('dialog[open] .field-error ::-p-text(Kies een categorie.)');
    await page.waitForSelector('dialog[open] .field-error ::-p-text(Vul bij elke hoeveelheid)');
    // The active shop's horeca categories only.
    const cold = (await categoriesOf('Mississippi')).find((item) => item.name === 'Koude dranken');
    const offered = await selects[2]?.$$eval('option', (options) =>
      options.map((option) => option.textContent),
    );
    expect(offered).toContain('Koude dranken');
    expect(offered).not.toContain('Wiet');
    await selects[2]?.select(cold?.id ?? '');
    // One piece price is enough: a drink at 3,00, typed with a comma or a point.
    const price = await page.waitForSelector('dialog[open] input[aria-label="Prijs 1"]');
    await price?.click({ count: 3 });
    await page.keyboard.type('2,5');
    expect(await price?.evaluate((input) => (input as HTMLInputElement).value)).toBe('2,5');
    await page.keyboard.press('ArrowUp');
    expect(await price?.evaluate((input) => (input as HTMLInputElement).value)).toBe('3,00');
    await page.keyboard.press('Tab');
    expect(await price?.evaluate((input) => (input as HTMLInputElement).value)).toBe('3,00');
    // Unnamed, the price reads the label of its quantity.
    expect(
      await dialog.$eval('input[aria-label="Label 1"]', (input) => [
        input.value,
        input.placeholder,
      ]),
    ).toEqual(['', '1st']);
    await reviewScreenshot(page, `${SCREENSHOTS}/horeca-add-modal.png`);
    await page.click('dialog[open] button[type="submit"]');
    await waitForToast(page, 'Toegevoegd');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));

    // On the board at once: the shop's feed has the row, in the category, at 3,00.
    const feed = await world.api<{
      prices: {
        product_name: string | null;
        category_id: string;
        internal_product_id: string;
        json_prices: { label: string; price: number }[];
      }[];
    }>('GET', `/v1/shops/${world.shops.Mississippi ?? ''}`);
    const row = feed.prices.find((item) => item.product_name === 'Testproduct');
    expect(row).toMatchObject({
      category_id: cold?.id,
      json_prices: [expect.objectContaining({ label: '1st', price: 3 })],
    });
    expect(row?.internal_product_id).toMatch(/^500\d+$/);

    await page.select('select[aria-label="Filter op product type"]', 'H');
    await rowWith(page, 'Testproduct');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await page.click('button[aria-label^="Naam van Testproduct:"]');
    await retype('input[aria-label="Naam van Testproduct"]', 'Testproduct twee');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Gewijzigd');
    await rowWith(page, 'Testproduct twee');

    const products = await world.api<Product[]>('GET', '/v1/products?filter=product_type:H');
    expect(products).toEqual([
      expect.objectContaining({
        name: 'Testproduct twee',
        product_type: 'H',
        shop_group_id: maastricht?.id,
      }),
    ]);
    // The filter is one of the table's settings, kept in this browser.
    const stored = await page.evaluate(() =>
      localStorage.getItem('table-settings:horeca-products'),
    );
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      pageSize: 10,
      filterBy: { product_type: 'H' },
    });
    await page.select('select[aria-label="Filter op product type"]', '');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 10);
    await dismissToasts(page);
    await screenshots(page, 'horeca-products', () =>
      page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 10),
    );
  });

  it('adds a drink priced per Glas and per Fles, and the Products page shows those labels', async () => {
    await openPage(page, `${base}/manage/horeca`);
    await page.click('button ::-p-text(Horeca product toevoegen)');
    const dialog = await openDialog(page);
    await page.keyboard.type('Huiswijn wit');
    const groups = await world.api<{ id: string; name: string }[]>('GET', '/v1/shop-groups');
    const maastricht = groups.find((group) => group.name === 'Maastricht');
    await page.waitForSelector(`dialog[open] select option[value="${maastricht?.id ?? ''}"]`);
    const selects = await dialog.$$('select');
    await selects[0]?.select(maastricht?.id ?? '');
    const cold = (await categoriesOf('Mississippi')).find((item) => item.name === 'Koude dranken');
    await selects[2]?.select(cold?.id ?? '');
    const typeInto = async (label: string, text: string) => {
      const input = await page.waitForSelector(`dialog[open] input[aria-label="${label}"]`);
      await input?.click({ count: 3 });
      await page.keyboard.type(text);
    };
    await typeInto('Label 1', 'Glas');
    await typeInto('Engels label 1', 'Glass');
    await typeInto('Prijs 1', '3,50');
    await page.click('dialog[open] button ::-p-text(Prijs toevoegen)');
    await typeInto('Label 2', 'Fles');
    await typeInto('Engels label 2', 'Bottle');
    await typeInto('Prijs 2', '18,00');
    await reviewScreenshot(page, `${SCREENSHOTS}/horeca-add-modal-labels.png`);
    await page.click('dialog[open] button[type="submit"]');
    await waitForToast(page, 'Toegevoegd');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));

    // The Products page shows the drink at its two labelled prices.
    await page.evaluate(() =>
      localStorage.setItem('table-settings:products-horeca', JSON.stringify({ pageSize: 100 })),
    );
    await openPage(page, `${base}/products/horeca`);
    const prices = await page.waitForFunction(() => {
      const row = [...document.querySelectorAll('.data-table-grid tbody tr')].find(
        (candidate) => candidate.querySelector('.product-name')?.textContent === 'Huiswijn wit',
      );
      const shown = [...(row?.querySelectorAll('.product-price') ?? [])].map((price) => [
        price.querySelector('.product-price-label')?.textContent,
        price.querySelector('.product-price-value')?.textContent,
      ]);
      return shown.length > 0 && shown;
    });
    expect(await prices.jsonValue()).toEqual([
      ['Glas', '3,50'],
      ['Fles', '18,00'],
    ]);
    const feed = await world.api<{
      prices: {
        product_name: string | null;
        json_prices: { label: string; label_en?: string }[];
      }[];
    }>('GET', `/v1/shops/${world.shops.Mississippi ?? ''}`);
    const row = feed.prices.find((item) => item.product_name === 'Huiswijn wit');
    expect(row?.json_prices).toEqual([
      expect.objectContaining({ label: 'Glas', label_en: 'Glass', price: 3.5 }),
      expect.objectContaining({ label: 'Fles', label_en: 'Bottle', price: 18 }),
    ]);
  });
});
