import type { Browser } from 'puppeteer-core';
import type { TestProject } from 'vitest/node';
import { launchOwnBrowser } from './browser';
import { dropTemplates, templateRunId } from './templates';

/**
 * Global setup of the browser project: one Chromium per worker slot for the whole run, each
 * test file working in fresh incognito contexts of its slot's (`launchBrowser`). Starting
 * software-rendered Chromium costs seconds on the test machine; per file it added up to minutes.
 */
export default async function setup(project: TestProject) {
  // `maxWorkers` is set for the whole run (vitest.config.ts), not per project.
  const slots = Math.max(
    1,
    Number(project.config.maxWorkers) || 0,
    Number(project.globalConfig.maxWorkers) || 0,
  );
  const settled = await Promise.allSettled(
    Array.from({ length: slots }, () => launchOwnBrowser([], { pipe: false })),
  );
  const browsers: Browser[] = settled.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  // Without a Chromium here every file starts its own (and reports why it could not).
  // Fewer than one per slot would let two files at once share a Chromium, and a file tidying its
  // slot's leftovers would close the other's pages: then every file starts its own.
  project.provide(
    'chromiumEndpoints',
    browsers.length === slots ? browsers.map((browser) => browser.wsEndpoint()) : [],
  );
  return async () => {
    await Promise.all(browsers.map((browser) => browser.close().catch(() => undefined)));
    // The seeded PostgreSQL templates of the run's servers (`tests/support/server-process.ts`).
    const adminUrl = process.env.TEST_DATABASE_URL;
    const templates = process.env.PRICELIST_TEST_TEMPLATES;
    if (adminUrl && templates) await dropTemplates(adminUrl, templateRunId(templates));
  };
}
