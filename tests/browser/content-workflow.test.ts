/**
 * The content workflow on the kind page as staff meet it: texts a person wrote are never
 * replaced without old and new side by side (brave mode fills only empty texts, unless
 * 'Overschrijven' is on), the review accepts, edits or rejects each text, and a workflow
 * waiting for review is shown again after a reload.
 */
import { join } from 'node:path';
import type { BrowserContext, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SCREEN_DIR,
  apiCall,
  apiToken,
  logIn,
  open,
  startCatalogueWorld,
  textOf,
  waitForText,
} from './catalogue-pages-support';
import type { CatalogueWorld } from './catalogue-pages-support';
import { reviewScreenshot } from '../support/review-screens';

interface Kind {
  id: string;
  name: string;
  shop_group_id: string | null;
  description_nl: string;
  description_en: string;
  short_description_nl: string;
  short_description_en: string;
}

/** Texts the team wrote by hand. */
const OWN = {
  short_description_nl: 'Onze eigen korte tekst.',
  description_nl: 'Met de hand geschreven door het team van de winkel.',
};

let world: CatalogueWorld;
let token: string;
let context: BrowserContext;
let page: Page;
let made = 0;

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

const api = <T>(path: string, method = 'GET', body?: unknown) =>
  apiCall<T>(world.server.baseUrl, token, path, method, body);

/** A global kind (no shop group) with the team's own texts. */
async function globalKindWithOwnTexts(): Promise<Kind> {
  made += 1;
  const created = await api<Kind>('/v1/kinds', 'POST', {
    name: `Review Kush ${made}`,
    kind_type: 'indica',
    ...OWN,
  });
  expect(created.shop_group_id).toBeNull();
  return created;
}

const kindOf = (id: string) => api<Kind>(`/v1/kinds/${id}`);

async function openKind(kind: Kind): Promise<void> {
  await open(page, world.server.baseUrl, `/view/cannabis/${kind.id}`);
  await waitForText(page, 'h1', `Beheer ${kind.name}`);
  await page.waitForSelector('.content-workflow:not([data-phase="loading"])');
}

async function clickButton(text: string, scope: string): Promise<void> {
  const button = await page.waitForSelector(`${scope} button ::-p-text(${text})`);
  await button?.click();
}

const reviewText = (field: string) => `dialog[open] .content-review-text[data-field="${field}"]`;

async function versionOf(field: string, version: 'previous' | 'generated'): Promise<string> {
  return textOf(page, `${reviewText(field)} [data-version="${version}"] p`);
}

async function decide(field: string, decision: 'accept' | 'edit' | 'reject'): Promise<void> {
  await page.click(`${reviewText(field)} label[data-decision="${decision}"] input`);
  await page.waitForSelector(`${reviewText(field)}[data-decision="${decision}"]`);
}

async function checkedDecision(field: string): Promise<string> {
  return page.$eval(
    `${reviewText(field)} input[type="radio"]:checked`,
    (input) => (input as HTMLInputElement).value,
  );
}

async function finish(): Promise<void> {
  await clickButton('Doorgaan', 'dialog[open]');
  await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  await page.waitForSelector('.content-workflow[data-phase="completed"]', { timeout: 30_000 });
  await waitForText(page, '.toast-title', 'Beschrijvingen gegenereerd');
}

describe('content workflow on a kind with texts of its own', () => {
  it('shows old and new side by side before replacing hand-written texts, even in brave mode', async () => {
    const kind = await globalKindWithOwnTexts();
    await openKind(kind);
    expect(await page.$eval('.content-workflow-brave input', (box) => box.checked)).toBe(true);
    expect(await page.$eval('.content-workflow-overwrite input', (box) => box.checked)).toBe(false);
    await clickButton('Genereer beschrijvingen', '.content-workflow');

    await page.waitForSelector('dialog[open].content-review', { timeout: 30_000 });
    expect(await textOf(page, '.content-workflow-progress')).toBe(
      'Stap 2 van 4: wacht op controle',
    );
    expect(await versionOf('description_nl', 'previous')).toBe(OWN.description_nl);
    const generatedNl = await versionOf('description_nl', 'generated');
    expect(generatedNl).toContain(kind.name);
    expect(await page.$(`${reviewText('description_nl')}[data-own]`)).not.toBeNull();
    expect(await textOf(page, `${reviewText('description_nl')} .badge`)).toBe('Eigen tekst');
    // Own texts are kept unless chosen otherwise; empty ones take the new text.
    expect(await checkedDecision('description_nl')).toBe('reject');
    expect(await checkedDecision('short_description_nl')).toBe('reject');
    expect(await checkedDecision('description_en')).toBe('accept');
    expect(await versionOf('description_en', 'previous')).toBe('(leeg)');
    // Nothing is written while the dialog is open.
    expect(await kindOf(kind.id)).toMatchObject({ ...OWN, description_en: '' });
    await reviewScreenshot(page, join(SCREEN_DIR, 'content-workflow-side-by-side.png'));

    await decide('description_nl', 'accept');
    await decide('description_en', 'edit');
    const editor = `${reviewText('description_en')} textarea`;
    expect(await page.$eval(editor, (area) => (area as HTMLTextAreaElement).value)).not.toBe('');
    await page.click(editor);
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.press('Backspace');
    await clickButton('Doorgaan', 'dialog[open]');
    await waitForText(page, 'dialog[open] .field-error', 'Beschrijving EN: typ een tekst');
    await page.type(editor, 'Hand edited English text.');
    await reviewScreenshot(page, join(SCREEN_DIR, 'content-workflow-review-edit.png'));
    const shortEn = await versionOf('short_description_en', 'generated');
    await finish();

    expect(await kindOf(kind.id)).toMatchObject({
      description_nl: generatedNl,
      short_description_nl: OWN.short_description_nl,
      description_en: 'Hand edited English text.',
      short_description_en: shortEn,
    });
    await waitForText(page, '[data-field="description_nl"]', generatedNl.slice(0, 40));
  });

  it("replaces hand-written texts without asking only with 'Overschrijven'", async () => {
    const kind = await globalKindWithOwnTexts();
    await openKind(kind);
    await page.click('.content-workflow-overwrite');
    expect(await page.$eval('.content-workflow-overwrite input', (box) => box.checked)).toBe(true);
    await clickButton('Genereer beschrijvingen', '.content-workflow');
    await page.waitForSelector('.content-workflow[data-phase="completed"]', { timeout: 30_000 });
    expect(await page.$('dialog[open]')).toBeNull();
    const stored = await kindOf(kind.id);
    expect(stored.description_nl).not.toBe(OWN.description_nl);
    expect(stored.short_description_nl).not.toBe(OWN.short_description_nl);
    expect(stored.description_nl).toContain(kind.name);

    // Without brave mode there is nothing to overwrite: the switch is off and disabled.
    await page.click('.content-workflow-brave');
    expect(
      await page.$eval('.content-workflow-overwrite input', (box) => [box.checked, box.disabled]),
    ).toEqual([false, true]);
  });

  it('shows a pending review again after a reload, from what the server holds', async () => {
    const kind = await globalKindWithOwnTexts();
    await openKind(kind);
    await page.click('.content-workflow-brave');
    await clickButton('Genereer beschrijvingen', '.content-workflow');
    await page.waitForSelector('dialog[open].content-review', { timeout: 30_000 });
    const generated = await versionOf('description_en', 'generated');

    await openKind(kind);
    await page.waitForSelector('dialog[open].content-review');
    expect(await page.$eval('.content-workflow', (panel) => panel.getAttribute('data-phase'))).toBe(
      'suspended',
    );
    expect(await versionOf('description_en', 'generated')).toBe(generated);
    expect(await versionOf('description_nl', 'previous')).toBe(OWN.description_nl);
    expect(await textOf(page, '.content-workflow-progress')).toBe(
      'Stap 2 van 4: wacht op controle',
    );

    // Put off, it waits behind its button; after another reload it asks again.
    await clickButton('Later', 'dialog[open]');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await clickButton('Teksten controleren', '.content-workflow');
    await page.waitForSelector('dialog[open].content-review');
    await openKind(kind);
    await page.waitForSelector('dialog[open].content-review');

    for (const field of ['short_description_en', 'description_en']) await decide(field, 'reject');
    const before = await kindOf(kind.id);
    await finish();
    expect(await kindOf(kind.id)).toMatchObject({
      ...OWN,
      description_en: '',
      short_description_en: '',
    });
    expect((await kindOf(kind.id)).description_nl).toBe(before.description_nl);

    await openKind(kind);
    expect(await page.$eval('.content-workflow', (panel) => panel.getAttribute('data-phase'))).toBe(
      'idle',
    );
    expect(await page.$('dialog[open]')).toBeNull();
  });
});
