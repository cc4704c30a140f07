import { join } from 'node:path';
import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SCREEN_DIR,
  apiCall,
  apiToken,
  logIn,
  open,
  pathname,
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
  short_description_nl: string;
  strains: { id: string; name: string }[];
}

const KIND_NAME = 'Forms Amnesia';
const NEW_STRAIN = 'Forms Lemon';

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
  await page.setViewport({ width: 1366, height: 900 });
  await logIn(page, world.server.baseUrl, world.server.adminUsername, world.server.adminPassword);
});

afterEach(async () => {
  await context.close();
});

const api = <T>(path: string) => apiCall<T>(world.server.baseUrl, token, path);

async function kindNamed(name: string): Promise<Kind | undefined> {
  const found = await api<{ items: Kind[] }>(
    `/v1/kinds?limit=10&filter=name:${encodeURIComponent(name)}`,
  );
  return found.items.find((kind) => kind.name === name);
}

/** The control of a server-form field. */
const control = (field: string, tag = 'input') => `.server-form [data-field="${field}"] ${tag}`;

async function clickButton(text: string, scope = '.server-form'): Promise<void> {
  const button = await page.waitForSelector(`${scope} button ::-p-text(${text})`);
  await button?.click();
}

async function stepTitle(): Promise<string> {
  return textOf(page, '.server-form-header');
}

/** Ticks the option of a multiple choice by its label. */
async function tick(field: string, label: string): Promise<void> {
  const box = await page.waitForSelector(
    `.server-form [data-field="${field}"] label ::-p-text(${label})`,
  );
  await box?.click();
}

describe('server-driven create forms', () => {
  it('creates a kind in two steps and continues to the price form with the kind chosen', async () => {
    await open(page, world.server.baseUrl, '/products/new-product/kind');
    expect(await textOf(page, 'h1')).toBe('Nieuwe wiet');
    await page.waitForSelector(control('kind_name'));
    expect(await stepTitle()).toContain('Stap 1 van 2');
    // Required fields carry their mark.
    for (const field of ['kind_name', 'kind_type', 'use_shop_group']) {
      expect(await page.$(`.server-form [data-field="${field}"] .field-required`)).not.toBeNull();
    }
    expect(await page.$('.server-form [data-field="kind_description_nl"] textarea')).not.toBeNull();
    expect(await textOf(page, '.server-form button[type="submit"]')).toBe('Volgende');

    await page.type(control('kind_name'), KIND_NAME);
    await page.select(control('kind_type', 'select'), 'sativa');
    await tick('strain_choice', 'Haze');
    await clickButton('Rij toevoegen');
    // An existing strain typed as a new one is refused at its row.
    await page.type(control('create_new_strains'), 'Haze');
    await clickButton('Volgende');
    await waitForText(page, '.server-form-error-count', '1 fout in dit formulier.');
    expect(await textOf(page, '[data-field="create_new_strains"] .field-error')).toContain(
      "De strain 'Haze' bestaat al",
    );
    await reviewScreenshot(page, join(SCREEN_DIR, 'form-kind-error.png'), { fullPage: true });

    const row = await page.waitForSelector(control('create_new_strains'));
    await row?.click({ count: 3 });
    await row?.type(NEW_STRAIN);
    expect(await page.$('.server-form-errors')).toBeNull();
    await clickButton('Volgende');

    // The summary, with the spec's warning.
    await waitForText(page, '.server-form-header', 'Stap 2 van 2');
    const summary = await textOf(page, '.server-form-summary');
    expect(summary).toContain(KIND_NAME);
    expect(summary).toContain('Sativa');
    expect(summary).toContain(NEW_STRAIN);
    expect(await textOf(page, '.server-form-notice')).toContain(
      'Producten kunnen nog niet bewerkt worden',
    );
    expect(await textOf(page, '.server-form button[type="submit"]')).toBe('Verder');
    await reviewScreenshot(page, join(SCREEN_DIR, 'form-kind-summary.png'), { fullPage: true });

    // Back keeps every answer.
    await clickButton('Terug');
    await page.waitForSelector(control('kind_name'));
    expect(
      await page.$eval(control('kind_name'), (input) => (input as HTMLInputElement).value),
    ).toBe(KIND_NAME);
    expect(
      await page.$eval(control('create_new_strains'), (input) => (input as HTMLInputElement).value),
    ).toBe(NEW_STRAIN);
    expect(
      await page.$eval(
        control('kind_type', 'select'),
        (select) => (select as HTMLSelectElement).value,
      ),
    ).toBe('sativa');
    const ticked = await page.$$eval(
      '.server-form [data-field="strain_choice"] input:checked',
      (boxes) => boxes.map((box) => box.parentElement?.textContent),
    );
    expect(ticked).toEqual(['Haze']);
    expect(await page.$eval(control('gebruiken'), (box) => (box as HTMLInputElement).checked)).toBe(
      true,
    );

    await clickButton('Volgende');
    await waitForText(page, '.server-form-header', 'Stap 2 van 2');
    await clickButton('Verder');
    await waitForText(page, '.server-form .form-message-success', `'${KIND_NAME}' gecreëerd`);

    const kind = await kindNamed(KIND_NAME);
    expect(kind?.strains.map((strain) => strain.name).sort()).toEqual(
      [KIND_NAME, NEW_STRAIN, 'Haze'].sort(),
    );

    // 'Dit product direct gebruiken' continues to the price form with the new kind.
    await page.waitForFunction(() => window.location.pathname === '/products/new-product/cannabis');
    expect(await pathname(page)).toBe(`/products/new-product/cannabis?selectedWiet=${kind?.id}`);
    await page.waitForFunction(
      (id) =>
        document.querySelectorAll<HTMLSelectElement>('form.price-link-form select')[2]?.value ===
        id,
      {},
      kind?.id ?? '',
    );
  });

  it('creates a category of the active shop and goes to the categories', async () => {
    await open(page, world.server.baseUrl, '/manage/categories/new');
    expect(await textOf(page, 'h1')).toBe('Nieuwe categorie');
    await page.waitForSelector(control('category_name'));
    // The shop travels as a hidden field; one step, so the button reads 'Verder'.
    expect(await page.$('.server-form [data-field="shop_id"] input')).toBeNull();
    expect(await textOf(page, '.server-form button[type="submit"]')).toBe('Verder');
    await page.type(control('category_name'), 'Forms Hasj');
    await clickButton('Verder');
    await waitForText(page, '.server-form .form-message-success', "'Forms Hasj' gecreëerd");
    await page.waitForFunction(() => window.location.pathname === '/products/manage/categories');
    const categories = await api<{ name: string; shop_name: string; color: string }[]>(
      '/v1/categories?limit=1000&filter=name:Forms%20Hasj',
    );
    expect(categories).toEqual([
      expect.objectContaining({ name: 'Forms Hasj', shop_name: 'Mississippi', color: '376E1A' }),
    ]);
  });

  it('adds a strain through its form and refuses it twice at the field', async () => {
    await open(page, world.server.baseUrl, '/products/manage/strains-tags');
    for (const attempt of ['first', 'again']) {
      await clickButton('Strain toevoegen', 'body');
      const input = await page.waitForSelector('dialog[open] [data-field="strain_name"] input');
      expect(await textOf(page, 'dialog[open] h2')).toBe('Nieuwe strain');
      await input?.type('Forms Strain');
      await input?.press('Enter');
      if (attempt === 'first') {
        await waitForText(page, '.toast-title', 'Toegevoegd');
        await page.waitForFunction(() => !document.querySelector('dialog[open]'));
      }
    }
    await waitForText(page, 'dialog[open] .field-error', 'Deze strain bestaat al.');
    expect(await textOf(page, 'dialog[open] .server-form-error-count')).toContain('1 fout');
    expect(
      await page.$eval('dialog[open] input', (input) => (input as HTMLInputElement).value),
    ).toBe('Forms Strain');
    const strains = await api<{ name: string }[]>('/v1/strains?filter=name:Forms%20Strain');
    expect(strains.map((strain) => strain.name)).toEqual(['Forms Strain']);
  });
});

describe('content workflow on the kind page', () => {
  async function openKind(): Promise<Kind> {
    const kind = await kindNamed(KIND_NAME);
    if (!kind) throw new Error('The kind of the form test is missing.');
    await open(page, world.server.baseUrl, `/view/cannabis/${kind.id}`);
    await waitForText(page, 'h1', `Beheer ${KIND_NAME}`);
    await page.waitForSelector('.content-workflow');
    return kind;
  }

  it('generates and saves the descriptions in brave mode', async () => {
    const kind = await openKind();
    expect(kind.description_nl).toBe('');
    expect(await page.$eval('.content-workflow input[role="switch"]', (box) => box.checked)).toBe(
      true,
    );
    await clickButton('Genereer beschrijvingen', '.content-workflow');
    await page.waitForSelector('.content-workflow[data-phase="running"]');
    await page.waitForSelector('.content-workflow[data-phase="completed"]', { timeout: 30_000 });
    expect(await textOf(page, '.content-workflow-progress')).toBe('Stap 4 van 4: klaar');
    await waitForText(page, '.toast-title', 'Beschrijvingen gegenereerd');
    const stored = await kindNamed(KIND_NAME);
    expect(stored?.description_nl).not.toBe('');
    expect(stored?.description_en).not.toBe('');
    await waitForText(
      page,
      '[data-field="description_nl"]',
      (stored?.description_nl ?? '').slice(0, 40),
    );
    await reviewScreenshot(page, join(SCREEN_DIR, 'content-workflow-brave.png'), {
      fullPage: true,
    });
  });

  it('asks to check the texts without brave mode, then continues with the edited effects', async () => {
    await openKind();
    await page.click('.content-workflow .switch');
    expect(await page.$eval('.content-workflow input[role="switch"]', (box) => box.checked)).toBe(
      false,
    );
    await clickButton('Genereer beschrijvingen', '.content-workflow');
    await page.waitForSelector('dialog[open].content-review', { timeout: 30_000 });
    expect(await textOf(page, 'dialog[open] h2')).toBe('Gegenereerde teksten controleren');
    expect(await textOf(page, '.content-workflow-progress')).toBe(
      'Stap 2 van 4: wacht op controle',
    );
    expect(
      await textOf(page, 'dialog[open] [data-field="description_nl"] [data-version="generated"] p'),
    ).not.toBe('-');

    const effect = await page.waitForSelector('dialog[open] input[aria-label="Nieuw effect"]');
    await effect?.type('Forms effect');
    await effect?.press('Enter');
    await page.waitForSelector('dialog[open] [data-effect="Forms effect"]');
    await reviewScreenshot(page, join(SCREEN_DIR, 'content-workflow-review.png'));

    await clickButton('Doorgaan', 'dialog[open]');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await page.waitForSelector('.content-workflow[data-phase="completed"]', { timeout: 30_000 });
    await waitForText(page, '.toast-title', 'Beschrijvingen gegenereerd');
  });
});
