import { join } from 'node:path';
import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SCREEN_DIR,
  STAFF_PASSWORD,
  STAFF_USERNAME,
  apiCall,
  apiToken,
  clickText,
  logIn,
  open,
  pathname,
  screenshotModes,
  startCatalogueWorld,
  textOf,
  waitForText,
} from './catalogue-pages-support';
import type { CatalogueWorld } from './catalogue-pages-support';
import { reviewScreenshot } from '../support/review-screens';

interface Kind {
  id: string;
  name: string;
  description_nl: string;
  description_en: string;
  shop_group_id: string | null;
  c: boolean;
  h: boolean;
  i: boolean;
  s: boolean;
  strains: { id: string; name: string }[];
  tags: { id: string; name: string; amount: number }[];
  flavors: { id: string; name: string }[];
}

const NEW_KIND = 'Browser Lemon Haze';
const NEW_STRAIN = 'Browser Lemon';

let world: CatalogueWorld;
let token: string;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  world = await startCatalogueWorld();
  const { baseUrl, adminUsername, adminPassword } = world.server;
  token = await apiToken(baseUrl, adminUsername, adminPassword);
});

afterAll(async () => {
  await world?.close();
});

beforeEach(async () => {
  context = await world.browser.createBrowserContext();
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

async function logInAsAdmin(): Promise<void> {
  await logIn(page, world.server.baseUrl, world.server.adminUsername, world.server.adminPassword);
}

async function kindNamed(name: string): Promise<Kind | undefined> {
  const page = await apiCall<{ items: Kind[] }>(
    world.server.baseUrl,
    token,
    `/v1/kinds?limit=10&filter=name:${encodeURIComponent(name)}`,
  );
  return page.items.find((kind) => kind.name === name);
}

/** The control of a field of the server-driven create form. */
function formControl(field: string, tag = 'input'): string {
  return `.server-form [data-field="${field}"] ${tag}`;
}

/** Clicks the create form's submit button once it reads `label` ('Volgende' or 'Verder'). */
async function submitForm(label: string): Promise<void> {
  await waitForText(page, '.server-form button[type="submit"]', label);
  await page.click('.server-form button[type="submit"]');
}

/** Types a name into a relation picker and adds it with Enter. */
async function pick(label: string, name: string): Promise<void> {
  const input = await page.waitForSelector(`input[aria-label="${label}"]`);
  await input?.type(name);
  await input?.press('Enter');
}

/** The choices of the create form's shop group select. */
async function shopGroupOptions(): Promise<(string | null)[]> {
  await page.waitForSelector(formControl('use_shop_group', 'select'));
  return page.$eval(formControl('use_shop_group', 'select'), (select) =>
    [...(select as HTMLSelectElement).options].map((option) => option.textContent),
  );
}

async function waitForToast(title: string): Promise<void> {
  await waitForText(page, '.toast-title', title);
}

describe('kinds table', () => {
  it('pages the kinds by 10, by name descending, with a global badge and an add button', async () => {
    await logInAsAdmin();
    await open(page, world.server.baseUrl, '/manage/soorten');
    expect(await textOf(page, 'h1')).toBe('Soorten');
    await page.waitForSelector('.kind-name');
    const names = await page.$$eval('.kind-name', (links) => links.map((l) => l.textContent ?? ''));
    expect(names).toHaveLength(10);
    expect([...names].sort((a, b) => b.localeCompare(a, 'nl', { sensitivity: 'base' }))).toEqual(
      names,
    );
    expect(names[0]).toBe('Zkittlez');
    expect(await textOf(page, 'tbody tr:first-child')).toContain('GLOBAAL');
    expect(await page.$$('button[aria-label^="Wis "]')).toHaveLength(10);
    await screenshotModes(page, 'kinds-table', '.kind-name');

    await clickText(page, 'a.button', 'Wiet');
    await page.waitForFunction(() => window.location.pathname === '/manage/soorten/new');
    expect(await textOf(page, 'h1')).toBe('Nieuwe wiet');
  });

  it('opens the detail page of a row', async () => {
    await logInAsAdmin();
    await open(page, world.server.baseUrl, '/manage/soorten');
    await page.waitForSelector('.kind-name');
    await page.click('a[aria-label="Bewerk Zkittlez"]');
    await waitForText(page, 'h1', 'Beheer Zkittlez');
    expect(await pathname(page)).toMatch(/^\/view\/cannabis\/[0-9a-f-]{36}$/);
    // Zkittlez belongs to no shop group.
    expect(await textOf(page, 'h1 .badge')).toBe('GLOBAAL');
  });
});

describe('creating a kind and managing it', () => {
  it('creates a kind with 2 strains (one new) through /manage/soorten/new, then tags', async () => {
    await logInAsAdmin();
    await open(page, world.server.baseUrl, '/manage/soorten/new');
    expect(await textOf(page, 'h1')).toBe('Nieuwe wiet');
    const groupOptions = await shopGroupOptions();
    expect(groupOptions).toEqual(expect.arrayContaining(['Globaal', 'Maastricht']));

    // Sending an empty step says what is missing and keeps the page.
    await submitForm('Volgende');
    await waitForText(page, '.server-form-error-count', 'in dit formulier. Graag corrigeren.');
    expect(await textOf(page, '.server-form [data-field="kind_name"]')).toContain(
      'Dit veld is verplicht.',
    );
    await reviewScreenshot(page, join(SCREEN_DIR, 'kind-create-errors.png'), { fullPage: true });

    await page.type(formControl('kind_name'), NEW_KIND);
    await page.select(formControl('kind_type', 'select'), 'sativa');
    await page.type(
      formControl('kind_description_nl', 'textarea'),
      'Frisse citroen en een heldere high.',
    );
    await page.click('.server-form [data-field="strain_choice"] label ::-p-text(Haze)');
    await page.click('.server-form [data-field="create_new_strains"] button');
    await page.type(formControl('create_new_strains'), NEW_STRAIN);
    await page.click(formControl('new_strain_from_name'));
    await page.click(formControl('gebruiken'));
    await reviewScreenshot(page, join(SCREEN_DIR, 'kind-create-filled.png'), { fullPage: true });

    await submitForm('Volgende');
    await submitForm('Verder');
    await page.waitForFunction(() => window.location.pathname === '/manage/soorten');
    const search = await page.waitForSelector('.data-table input[type="search"]');
    await search?.type(NEW_KIND);
    await waitForText(page, '.kind-name', NEW_KIND);

    // The form links strains only; tags and a flavor follow as on the detail page.
    const created = await kindNamed(NEW_KIND);
    const idOf = async (resource: string, name: string) =>
      (
        await apiCall<{ id: string }[]>(
          world.server.baseUrl,
          token,
          `/v1/${resource}?filter=name:${name}`,
        )
      )[0]?.id;
    for (const [resource, body] of [
      ['kinds-to-tags', { tag_id: await idOf('tags', 'Happy'), amount: 50 }],
      ['kinds-to-tags', { tag_id: await idOf('tags', 'Relaxed'), amount: 70 }],
      ['kinds-to-flavors', { flavor_id: await idOf('flavors', 'Citrus') }],
    ] as const) {
      await apiCall(world.server.baseUrl, token, `/v1/${resource}`, 'POST', {
        kind_id: created?.id,
        ...body,
      });
    }

    const kind = await kindNamed(NEW_KIND);
    expect(kind).toMatchObject({
      description_nl: 'Frisse citroen en een heldere high.',
      s: true,
      i: false,
      shop_group_id: expect.any(String),
    });
    expect(kind?.strains.map((strain) => strain.name).sort()).toEqual(['Browser Lemon', 'Haze']);
    expect(kind?.tags.map(({ name, amount: value }) => [name, value])).toEqual([
      ['Relaxed', 70],
      ['Happy', 50],
    ]);
    expect(kind?.flavors.map((flavor) => flavor.name)).toEqual(['Citrus']);
  });

  it('shows the kind on its page; a third strain fills the strains and the input reads "maximaal 3 strains"', async () => {
    const kind = await kindNamed(NEW_KIND);
    if (!kind) throw new Error('The kind of the previous test is missing.');
    await logInAsAdmin();
    await open(page, world.server.baseUrl, `/view/cannabis/${kind.id}`);
    await waitForText(page, 'h1', `Beheer ${NEW_KIND}`);
    expect(await page.$('h1 .badge')).toBeNull();
    const strainPanel = '[data-relation="strain"]';
    expect(
      await page.$$eval(`${strainPanel} .relation-row`, (rows) =>
        rows.map((row) => row.getAttribute('data-name')),
      ),
    ).toEqual(expect.arrayContaining(['Haze', NEW_STRAIN]));

    // Options leave out the strains the kind has.
    const offered = await page.$$eval(`${strainPanel} datalist option`, (options) =>
      options.map((option) => option.getAttribute('value')),
    );
    expect(offered).not.toContain('Haze');
    expect(offered).toContain('Kush');

    await pick('Strain toevoegen', 'Kush');
    await waitForToast('Toegevoegd');
    await page.waitForFunction(
      (selector) => document.querySelectorAll(`${selector} .relation-row`).length === 3,
      {},
      strainPanel,
    );
    const input = await page.waitForSelector(`${strainPanel} input[aria-label="Strain toevoegen"]`);
    expect(
      await input?.evaluate((node) => [
        (node as HTMLInputElement).readOnly,
        (node as HTMLInputElement).value,
      ]),
    ).toEqual([true, 'maximaal 3 strains']);
    expect((await kindNamed(NEW_KIND))?.strains).toHaveLength(3);

    // A tag's amount is edited in place.
    const relaxed = await page.waitForSelector('input[aria-label="Percentage van Relaxed"]');
    await relaxed?.click({ count: 3 });
    await relaxed?.type('85');
    await relaxed?.press('Enter');
    await waitForToast('Gewijzigd');
    await page.waitForFunction(async () => true);
    await expect
      .poll(async () => (await kindNamed(NEW_KIND))?.tags.find((t) => t.name === 'Relaxed')?.amount)
      .toBe(85);
    await screenshotModes(page, 'kind-detail', '.detail-info');
  });

  it('edits a description in place', async () => {
    const kind = await kindNamed(NEW_KIND);
    if (!kind) throw new Error('The kind of the earlier test is missing.');
    await logInAsAdmin();
    await open(page, world.server.baseUrl, `/view/cannabis/${kind.id}`);
    await page.waitForSelector('[data-field="description_en"] .inline-edit-view');
    await page.click('[data-field="description_en"] .inline-edit-view');
    const editor = await page.waitForSelector('[data-field="description_en"] textarea');
    await editor?.type('Fresh lemon and a clear high.');
    await editor?.press('Enter');
    await waitForToast('Gewijzigd');
    await waitForText(page, '[data-field="description_en"]', 'Fresh lemon and a clear high.');
    expect((await kindNamed(NEW_KIND))?.description_en).toBe('Fresh lemon and a clear high.');
  });

  it('continues a description after its text and asks before leaving it unsaved', async () => {
    const kind = await kindNamed(NEW_KIND);
    if (!kind) throw new Error('The kind of the earlier test is missing.');
    await logInAsAdmin();
    await open(page, world.server.baseUrl, `/view/cannabis/${kind.id}`);
    await page.click('[data-field="description_en"] .inline-edit-view');
    const editor = await page.waitForSelector('[data-field="description_en"] textarea');
    await page.keyboard.type(' Smooth.');
    expect(await editor?.evaluate((node) => (node as HTMLTextAreaElement).value)).toBe(
      'Fresh lemon and a clear high. Smooth.',
    );

    await page.click('nav a[href="/orders"]');
    const dialog = await page.waitForSelector('.confirm-dialog');
    expect(await dialog?.$eval('.modal-title', (node) => node.textContent)).toBe(
      'Pagina verlaten?',
    );
    const stay = await dialog?.$('.modal-footer .button-secondary');
    await stay?.click();
    await page.waitForSelector('.confirm-dialog', { hidden: true });
    expect(await page.evaluate(() => window.location.pathname)).toBe(`/view/cannabis/${kind.id}`);
    expect(await page.$eval('[data-field="description_en"] textarea', (node) => node.value)).toBe(
      'Fresh lemon and a clear high. Smooth.',
    );
  });
});

describe('other create pages', () => {
  it('creates a horeca product and shows it on /view/product/{id}', async () => {
    await logInAsAdmin();
    await open(page, world.server.baseUrl, '/manage/horeca/new');
    expect(await textOf(page, 'h1')).toBe('Nieuw horeca product');
    await screenshotModes(page, 'horeca-create', '.server-form');
    await page.type(formControl('product_name'), 'Browser Cola');
    await page.select(formControl('product_type', 'select'), 'C');
    await page.type(formControl('product_description_nl', 'textarea'), 'Koud en bruisend.');
    await page.click(formControl('gebruiken'));
    await submitForm('Volgende');
    await submitForm('Verder');
    await page.waitForFunction(() => window.location.pathname === '/manage/horeca');
    const [product] = await apiCall<{ id: string; name: string; product_type: string }[]>(
      world.server.baseUrl,
      token,
      '/v1/products?limit=10&filter=name:Browser%20Cola',
    );
    expect(product).toMatchObject({ name: 'Browser Cola', product_type: 'C' });

    await open(page, world.server.baseUrl, `/view/product/${product?.id ?? ''}`);
    await waitForText(page, 'h1', 'Beheer Browser Cola');
    expect(await page.$('[data-relation]')).toBeNull();
    expect(await page.$('.content-workflow')).toBeNull();
    expect(await textOf(page, '[data-field="description_nl"]')).toContain('Koud en bruisend.');
    await screenshotModes(page, 'product-detail', '.detail-info');
  });

  it('leads back to the horeca list, not the start, when a horeca product cannot be loaded', async () => {
    await logInAsAdmin();
    await open(page, world.server.baseUrl, '/view/product/6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10');
    await page.waitForSelector('[role="alert"]');
    const back = await page.$eval('.card a.button', (link) => link.getAttribute('href'));
    expect(back).toBe('/manage/horeca');
  });

  it('creates a category of the active shop', async () => {
    await logInAsAdmin();
    await open(page, world.server.baseUrl, '/manage/categories/new');
    expect(await textOf(page, 'h1')).toBe('Nieuwe categorie');
    await screenshotModes(page, 'category-create', '.server-form');
    await page.type(formControl('category_name'), 'Browser Hasj');
    await submitForm('Verder');
    await page.waitForFunction(() => window.location.pathname === '/products/manage/categories');
    const categories = await apiCall<{ name: string; shop_name: string; color: string }[]>(
      world.server.baseUrl,
      token,
      '/v1/categories?limit=1000&filter=name:Browser%20Hasj',
    );
    expect(categories).toEqual([
      expect.objectContaining({ name: 'Browser Hasj', shop_name: 'Mississippi', color: '376E1A' }),
    ]);
  });
});

describe('quick editor', () => {
  it('shows the derived state of every kind and filters by it', async () => {
    await logInAsAdmin();
    await open(page, world.server.baseUrl, '/manage/quick-editor');
    expect(await textOf(page, 'h1')).toBe('Snelle editor');
    await page.waitForSelector('[data-state]');
    const states = await page.$$eval('[data-state]', (cells) =>
      cells.map((cell) => cell.getAttribute('data-state')),
    );
    expect(new Set(states)).toContain('text_complete');

    // A kind without an English description has a text problem.
    const kind = await apiCall<Kind>(world.server.baseUrl, token, '/v1/kinds/', 'POST', {
      name: 'Quick Editor Kush',
      kind_type: 'indica',
      description_nl: 'Alleen Nederlands.',
      description_en: '',
    });
    await open(page, world.server.baseUrl, '/manage/quick-editor');
    const search = await page.waitForSelector('.data-table input[type="search"]');
    await search?.type('Quick Editor');
    await page.waitForFunction(() => document.querySelectorAll('tbody [data-state]').length === 1, {
      timeout: 5000,
    });
    expect(await page.$eval('tbody [data-state]', (cell) => cell.getAttribute('data-state'))).toBe(
      'text_problem',
    );
    expect(await textOf(page, 'tbody tr')).toContain('Tekst ontbreekt');

    // Filling the English description completes its text; the row shows it was updated.
    await page.click(`button[aria-label^="Beschrijving EN van ${kind.name}"]`);
    const editor = await page.waitForSelector('tbody textarea');
    await editor?.type('Only Dutch, until now.');
    await editor?.press('Enter');
    await page.waitForSelector('tr.quick-editor-row-updated [data-state="text_complete"]');

    await search?.click({ count: 3 });
    await search?.press('Backspace');
    await page.select('.quick-editor-filters label:first-child select', 'text_problem');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('tbody [data-state]')].every(
        (cell) => cell.getAttribute('data-state') === 'text_problem',
      ),
    );
    await page.select('.quick-editor-filters label:first-child select', '');
    await page.select('.quick-editor-filters label:nth-child(2) select', 'C');
    await page.waitForFunction(() => document.querySelectorAll('tbody [data-state]').length > 0);
    await page.select('.quick-editor-filters label:nth-child(2) select', '');
    await screenshotModes(page, 'quick-editor', '[data-state]');
  });
});

describe('staff', () => {
  it("cannot open the quick editor ('Beheerrechten vereist') nor delete kinds", async () => {
    await logIn(page, world.server.baseUrl, STAFF_USERNAME, STAFF_PASSWORD);
    await open(page, world.server.baseUrl, '/manage/quick-editor');
    expect(await textOf(page, 'h1')).toBe('Beheerrechten vereist');
    expect(await textOf(page, 'main')).toContain(
      'Je moet beheerder zijn om deze pagina te openen.',
    );

    await open(page, world.server.baseUrl, '/manage/soorten');
    await page.waitForSelector('.kind-name');
    expect(await page.$$('button[aria-label^="Wis "]')).toHaveLength(0);

    await open(page, world.server.baseUrl, '/manage/soorten/new');
    const groupOptions = await shopGroupOptions();
    expect(groupOptions).not.toContain('Globaal');
    expect(groupOptions).toContain('Maastricht');
  });
});
