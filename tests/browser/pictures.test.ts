import { join } from 'node:path';
import type { ElementHandle, HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Kind, KindPage, StoredImage } from '../../src/api/types';
import {
  SCREENSHOT_DIR,
  confirmAction,
  dismissToasts,
  logIn,
  openPage,
  rowWith,
  startManageWorld,
  waitForToast,
} from './manage-support';
import type { ManageWorld } from './manage-support';
import {
  chooseFile,
  eventually,
  loadedSlotImage,
  pictureDirectory,
  slotState,
  startEditing,
  temporaryUploads,
  writeFakePng,
  writePng,
} from './pictures-support';
import { reviewScreenshot } from '../support/review-screens';

/** A published picture name: 32 hex digits, the size, the extension. */
const PUBLISHED_PNG = (width: number, height: number) =>
  new RegExp(`^[0-9a-f]{32}-${width}x${height}\\.png$`);

let world: ManageWorld;
let page: Page;
let base: string;
let files: ReturnType<typeof pictureDirectory>;
let category: Category;
let banner: string;
let otherBanner: string;
let square: string;

beforeAll(async () => {
  world = await startManageWorld();
  base = world.server.baseUrl;
  files = pictureDirectory();
  banner = await writePng(files.path, 'banner.png', 1920, 844);
  otherBanner = await writePng(files.path, 'other-banner.png', 1920, 844, { r: 200, g: 60, b: 60 });
  square = await writePng(files.path, 'square.png', 1000, 1000);
  const categories = await world.api<Category[]>('GET', '/v1/categories?limit=1000');
  const first = categories[0];
  if (!first) throw new Error('The demo data has no categories.');
  // The demo's categories come with a banner: start this one without pictures.
  category = await world.api<Category>('PUT', `/v1/categories/${first.id}`, {
    name: first.name,
    image_1: null,
    image_2: null,
  });
  const context = await world.browser.createBrowserContext();
  page = await context.newPage();
  // A reload in edit mode asks the browser's own 'leave page?' question.
  page.on('dialog', (dialog) => void dialog.accept());
  await logIn(page, base, world.server.adminUsername, world.server.adminPassword);
});

afterAll(async () => {
  await world?.close();
  files?.remove();
});

async function storedCategory(): Promise<Category> {
  return world.api<Category>('GET', `/v1/categories/${category.id}`);
}

async function openCategoryPictures(): Promise<void> {
  await openPage(page, `${base}/view/categorys/${category.id}`);
  await page.waitForFunction(
    (name: string) => document.querySelector('h1')?.textContent === `Foto's van ${name}`,
    {},
    category.name,
  );
}

describe('the category picture page', () => {
  it('uploads a picture, submits it and shows it through the resize service', async () => {
    await openCategoryPictures();
    expect(await slotState(page, 'image_1')).toBe('empty');
    expect(await page.$('.picture-slot[data-field="image_1"] .store-image-placeholder')).not.toBe(
      null,
    );
    expect(await page.$$('.picture-slot')).toHaveLength(2);

    await startEditing(page);
    await chooseFile(page, 1, banner);
    await waitForToast(page, "Foto's geüpload");
    expect(await slotState(page, 'image_1')).toBe('preview');
    expect(temporaryUploads(world.server.dataDir)).toHaveLength(1);
    // The preview is the chosen file itself.
    expect((await loadedSlotImage(page, 'image_1')).src).toMatch(/^blob:/);
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'category-pictures-edit.png'));

    await page.click('.picture-editor-actions .button:not(.button-secondary)');
    await waitForToast(page, 'Wijzigingen opgeslagen');
    await page.waitForSelector('.picture-editor[data-mode="view"]');

    const stored = await storedCategory();
    expect(stored.image_1).toMatch(PUBLISHED_PNG(1920, 844));
    expect(stored.image_2).toBeNull();
    expect(temporaryUploads(world.server.dataDir)).toEqual([]);

    const shown = await loadedSlotImage(page, 'image_1');
    expect(new URL(shown.src).pathname.startsWith('/img/')).toBe(true);
    expect(shown.width).toBe(2000);
    expect(shown.height).toBe(880);
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'category-pictures.png'));
  });

  it('deletes the temporary upload on cancel and asks before leaving with it', async () => {
    await openCategoryPictures();
    await startEditing(page);
    await chooseFile(page, 2, otherBanner);
    await waitForToast(page, "Foto's geüpload");
    expect(temporaryUploads(world.server.dataDir)).toHaveLength(1);

    // Leaving with an upload pending asks first; 'annuleren' stays.
    await page.click('a[href="/categories"]');
    const dialog = await page.waitForSelector('dialog.confirm-dialog[open]');
    expect(await dialog?.evaluate((node) => node.textContent)).toContain('Pagina verlaten?');
    await dialog?.$eval('button.button-secondary', (button) => (button as HTMLElement).click());
    await page.waitForFunction(() => !document.querySelector('dialog.confirm-dialog[open]'));
    expect(new URL(page.url()).pathname).toBe(`/view/categorys/${category.id}`);

    await page.click('.picture-editor-actions .button-secondary');
    await page.waitForSelector('.picture-editor[data-mode="view"]');
    await eventually(() => temporaryUploads(world.server.dataDir).length === 0);
    expect((await storedCategory()).image_2).toBeNull();
    expect(await slotState(page, 'image_2')).toBe('empty');
  });

  it("refuses a picture of the wrong shape or a file that is not a picture with the server's reason", async () => {
    await openCategoryPictures();
    await startEditing(page);
    await chooseFile(page, 2, square);
    const text = await waitForToast(page, 'Foto niet geüpload');
    // The server's reason in the interface's language (Dutch).
    expect(text).toContain('beeldverhouding 5 / 2,2');
    expect(text).toContain('1000 x 1000');
    expect(await slotState(page, 'image_2')).toBe('empty');

    await dismissToasts(page);
    await chooseFile(page, 2, writeFakePng(files.path, 'fake.png'));
    expect(await waitForToast(page, 'Foto niet geüpload')).toContain('geen afbeelding');
    expect(await slotState(page, 'image_2')).toBe('empty');
    expect(temporaryUploads(world.server.dataDir)).toEqual([]);

    await page.click('.picture-editor-actions .button-secondary');
    await page.waitForSelector('.picture-editor[data-mode="view"]');
  });

  it('is reached from the categories list and opens under both spellings', async () => {
    await openPage(page, `${base}/categories`);
    const link = await page.waitForSelector('a.category-picture-link');
    const label = (await link?.evaluate((node) => node.getAttribute('aria-label'))) ?? '';
    await link?.click();
    await page.waitForFunction(
      (title: string) => document.querySelector('h1')?.textContent === title,
      {},
      label,
    );
    expect(new URL(page.url()).pathname).toMatch(/^\/view\/categorys\/[0-9a-f-]{36}$/);

    await openPage(page, `${base}/view/categories/${category.id}`);
    await page.waitForFunction(
      (name: string) => document.querySelector('h1')?.textContent === `Foto's van ${name}`,
      {},
      category.name,
    );
    await page.click('button[aria-label="Help"]');
    const help = await page.waitForSelector('dialog[open]');
    const text = (await help?.evaluate((node) => node.textContent)) ?? '';
    expect(text).toContain('5 / 2,2');
    expect(text).toContain('1920 x 326');
  });
});

describe('the picture of a kind', () => {
  it("uploads a kind's picture on its detail page", async () => {
    const kinds = await world.api<KindPage>('GET', '/v1/kinds?limit=5');
    const kind = kinds.items.find((entry) => entry.image_3 === null);
    if (!kind) throw new Error('No kind without a third picture.');
    const photo = await writePng(files.path, 'kind.png', 600, 400);

    await openPage(page, `${base}/view/cannabis/${kind.id}`);
    await page.waitForFunction(
      (name: string) => document.querySelector('h1')?.textContent?.includes(name) ?? false,
      {},
      kind.name,
    );
    expect(await page.$$('.picture-slot')).toHaveLength(6);
    await startEditing(page);
    await chooseFile(page, 3, photo);
    await waitForToast(page, "Foto's geüpload");
    await page.click('.picture-editor-actions .button:not(.button-secondary)');
    await waitForToast(page, 'Wijzigingen opgeslagen');
    await page.waitForSelector('.picture-editor[data-mode="view"]');

    const stored = await world.api<Kind>('GET', `/v1/kinds/${kind.id}`);
    expect(stored.image_3).toMatch(PUBLISHED_PNG(600, 400));
    const shown = await loadedSlotImage(page, 'image_3');
    expect(new URL(shown.src).pathname.startsWith('/img/')).toBe(true);
    expect([shown.width, shown.height]).toEqual([200, 200]);
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'kind-pictures.png'));
  });

  it('shows a placeholder where a picture fails to load', async () => {
    const kinds = await world.api<KindPage>('GET', '/v1/kinds?limit=5');
    const kind = kinds.items.find((entry) => entry.image_3 !== null);
    if (!kind) throw new Error('No kind with a third picture.');
    // A fresh context: its pictures cannot come from the other pages' memory cache.
    const context = await world.browser.createBrowserContext();
    const fresh = await context.newPage();
    try {
      await logIn(fresh, base, world.server.adminUsername, world.server.adminPassword);
      await fresh.setRequestInterception(true);
      fresh.on('request', (request: HTTPRequest) => {
        if (new URL(request.url()).pathname.startsWith('/img/')) {
          void request.respond({ status: 404, contentType: 'text/plain', body: 'gone' });
        } else {
          void request.continue();
        }
      });
      await openPage(fresh, `${base}/view/cannabis/${kind.id}`);
      await fresh.waitForSelector(
        '.picture-slot[data-field="image_3"] .store-image-placeholder[data-state="placeholder"]',
      );
      expect(await fresh.$$('.picture-slot img.store-image')).toHaveLength(0);
    } finally {
      await context.close();
    }
  });
});

describe('the image library', () => {
  it('lists the published pictures with their uses, uploads and deletes', async () => {
    const stored = await storedCategory();
    const name = stored.image_1 ?? '';
    await openPage(page, `${base}/image-library`);
    expect(await page.$eval('h1', (node) => node.textContent)).toBe('Fotobibliotheek');
    const row = await rowWith(page, name);
    const cells = await row.$$eval('td', (tds) => tds.map((td) => td.textContent?.trim() ?? ''));
    expect(cells).toContain('1920 x 844');
    expect(cells.some((cell) => cell.includes(`${category.name} (foto 1)`))).toBe(true);
    await page.waitForFunction(
      (needle: string) =>
        [...document.querySelectorAll<HTMLImageElement>('img.image-library-thumbnail')].some(
          (image) => image.alt === needle && image.complete && image.naturalWidth === 100,
        ),
      {},
      name,
    );

    // Upload: published at once.
    const before = await world.api<StoredImage[]>('GET', '/v1/images/?limit=1000');
    const input = await page.waitForSelector('input[aria-label="Foto\'s uploaden"]');
    await (input as ElementHandle<HTMLInputElement>).uploadFile(square);
    await waitForToast(page, "Foto's geüpload");
    const after = await world.api<StoredImage[]>('GET', '/v1/images/?limit=1000');
    const added = after.find((image) => !before.some((old) => old.name === image.name));
    expect(added?.name).toMatch(PUBLISHED_PNG(1000, 1000));
    expect(added?.purpose).toBe('library');
    await rowWith(page, added?.name ?? '');
    expect(temporaryUploads(world.server.dataDir)).toEqual([]);
    await reviewScreenshot(page, join(SCREENSHOT_DIR, 'image-library.png'));

    // A picture in use stays, with the server's reason.
    await dismissToasts(page);
    await page.click(`button[aria-label="Wis ${name}"]`);
    expect(await confirmAction(page)).toBe('Weet je zeker dat je deze wilt wissen?');
    expect(await waitForToast(page, 'Fout, wijzigingen niet opgeslagen')).toContain('nog gebruikt');

    // An unused one goes.
    await page.click(`button[aria-label="Wis ${added?.name ?? ''}"]`);
    await confirmAction(page);
    await waitForToast(page, 'Verwijderd');
    const remaining = await world.api<StoredImage[]>('GET', '/v1/images/?limit=1000');
    expect(remaining.map((image) => image.name)).not.toContain(added?.name);
    expect(remaining.map((image) => image.name)).toContain(name);
  });
});

describe('a gallery of new pictures', () => {
  it('loads 32 thumbnails never drawn before without a single 429', async () => {
    const count = 32;
    const paths = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        writePng(files.path, `gallery-${i}.png`, 640 + i, 480, { r: 7 * i, g: 90, b: 255 - 7 * i }),
      ),
    );
    const context = await world.browser.createBrowserContext();
    const gallery = await context.newPage();
    try {
      // Tall enough that every row of the page is in view: all thumbnails are wanted at once.
      await gallery.setViewport({ width: 1366, height: 6000 });
      const statuses: number[] = [];
      gallery.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/img/')) statuses.push(response.status());
      });
      await logIn(gallery, base, world.server.adminUsername, world.server.adminPassword);
      await gallery.evaluate(() =>
        localStorage.setItem('table-settings:image-library', JSON.stringify({ pageSize: 50 })),
      );
      await openPage(gallery, `${base}/image-library`);
      const input = await gallery.waitForSelector('input[aria-label="Foto\'s uploaden"]');
      await (input as ElementHandle<HTMLInputElement>).uploadFile(...paths);
      // Published at once: the page shows the new pictures first, none of them resized yet.
      await waitForToast(gallery, "Foto's geüpload");
      // Every thumbnail of the page settled: shown, or failed to its placeholder.
      await gallery.waitForFunction(
        (wanted: number) => {
          const shown = [
            ...document.querySelectorAll<HTMLImageElement>('img.image-library-thumbnail'),
          ];
          const failed = document.querySelectorAll(
            '.image-library-thumbnail[data-state="placeholder"]',
          ).length;
          return (
            shown.length + failed >= wanted &&
            shown.every((image) => image.complete) &&
            !document.querySelector('.image-library-thumbnail[data-state="loading"]')
          );
        },
        { timeout: 90_000 },
        count,
      );
      expect(statuses.filter((status) => status === 429)).toEqual([]);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(count);
      const thumbnails = await gallery.$$eval('.image-library-thumbnail', (items) =>
        items.map((item) => (item instanceof HTMLImageElement ? item.naturalWidth : 0)),
      );
      expect(thumbnails.length).toBeGreaterThanOrEqual(count);
      expect(thumbnails.filter((width) => width !== 100)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
