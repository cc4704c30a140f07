import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from 'puppeteer-core';

/**
 * Review pictures: screenshots of back-office pages that browser tests write for people to look
 * at (`.tmp/screens`, `.tmp/screenshots/<language>`), which no test compares. They are taken only
 * when `REVIEW_SCREENS=1` (`npm run screens`): each costs Chromium and the test a PNG encoding,
 * and a full test run would take about two hundred of them for nobody. The pinned pictures the
 * tests do compare (boards, `snapshots/`) are taken whatever this says.
 */
export const REVIEW_SCREENS = process.env.REVIEW_SCREENS === '1';

/** Writes what `page` shows to `path` (a PNG), when review pictures are asked for. */
export async function reviewScreenshot(
  page: Page,
  path: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!REVIEW_SCREENS) return;
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, ...options });
}
