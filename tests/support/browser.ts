import puppeteer from 'puppeteer-core';
import type { Browser } from 'puppeteer-core';

/** The Debian package's binary; scripts/ensure-packages.mjs installs it on CI. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The one flag set of every browser test. Screenshots are byte-identical only with identical
 * flags, so nothing else may start Chromium differently.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--hide-scrollbars',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

/**
 * Added for boards on a device without WebGL (a screen stick): Pixi falls back to its canvas
 * renderer. Never used for screenshots compared with the pinned ones.
 */
export const NO_WEBGL_FLAGS: readonly string[] = ['--disable-webgl', '--disable-gpu'];

export const DEFAULT_VIEWPORT = { width: 1920, height: 1080, deviceScaleFactor: 1 } as const;

/**
 * Starts headless Chromium with the pinned flags and a fresh profile. Puppeteer creates the
 * profile as a temporary `--user-data-dir` and deletes it once the browser process has exited.
 */
export async function launchBrowser(extraFlags: readonly string[] = []): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    // Puppeteer adds its own flags unless told not to; the pinned set must stay exact.
    ignoreDefaultArgs: true,
    args: [...CHROMIUM_FLAGS, ...extraFlags, 'about:blank'],
    defaultViewport: DEFAULT_VIEWPORT,
    pipe: true,
  });
}
