/**
 * Helpers of the picture browser tests: PNG files made with sharp, the temporary uploads on the
 * server's disk, and the picture slots of the editor.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import sharp from 'sharp';

/** A directory for the test's picture files; `remove()` deletes it. */
export function pictureDirectory(): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), 'pricelist-pictures-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** Writes a one-colour PNG of this size and returns its path. */
export async function writePng(
  directory: string,
  fileName: string,
  width: number,
  height: number,
  background = { r: 40, g: 140, b: 90 },
): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  const path = join(directory, fileName);
  writeFileSync(path, bytes);
  return path;
}

/** Writes a text file named like a picture. */
export function writeFakePng(directory: string, fileName: string): string {
  const path = join(directory, fileName);
  writeFileSync(path, 'this is not a picture');
  return path;
}

/** The temporary uploads of the local store (`DATA_DIR/images/upload`). */
export function temporaryUploads(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'images', 'upload')).filter((name) => !name.endsWith('.part'));
  } catch {
    return [];
  }
}

/** Waits until `check` holds, polling every 100 ms. */
export async function eventually(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('The condition did not hold in time.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Clicks 'Bewerk foto's' and waits for edit mode. */
export async function startEditing(page: Page): Promise<void> {
  await page.waitForSelector('.edit-pictures[aria-disabled="false"]');
  await page.click('.edit-pictures');
  await page.waitForSelector('.picture-editor[data-mode="edit"]');
}

/** Chooses `file` for slot `number` (1-based) of the editor. */
export async function chooseFile(page: Page, number: number, file: string): Promise<void> {
  const input = await page.waitForSelector(`input[aria-label="Foto ${number} uploaden"]`);
  if (!input) throw new Error(`No upload input for Foto ${number}.`);
  await (input as ElementHandle<HTMLInputElement>).uploadFile(file);
}

/** What the slot of `field` shows: 'stored', 'preview' or 'empty'. */
export async function slotState(page: Page, field: string): Promise<string | null> {
  return page.$eval(`.picture-slot[data-field="${field}"]`, (slot) =>
    slot.getAttribute('data-state'),
  );
}

/**
 * Waits until the slot of `field` shows a picture from the resize service that loaded, and
 * returns its URL and natural size.
 */
export async function loadedSlotImage(
  page: Page,
  field: string,
): Promise<{ src: string; width: number; height: number }> {
  const handle = await page.waitForFunction(
    (selector: string) => {
      const image = document.querySelector<HTMLImageElement>(selector);
      if (!image?.complete || image.naturalWidth === 0) return null;
      return { src: image.src, width: image.naturalWidth, height: image.naturalHeight };
    },
    {},
    `.picture-slot[data-field="${field}"] img.store-image`,
  );
  return (await handle.jsonValue()) as { src: string; width: number; height: number };
}
