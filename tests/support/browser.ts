import puppeteer from 'puppeteer-core';
import type { Browser, BrowserContext, Page, Target } from 'puppeteer-core';
import { expect, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * DevTools addresses of the browser project's shared Chromiums, one per worker slot
     * (`VITEST_POOL_ID` 1 uses the first); empty outside `tests/support/browser-setup.ts`.
     */
    chromiumEndpoints: string[];
  }
}

/** The Debian package's binary; scripts/ensure-packages.mjs installs it on CI. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The one flag set of every browser test. Screenshots are byte-identical only with identical
 * flags, so nothing else may start Chromium differently. WebGL (the boards) runs on SwiftShader;
 * pages are composited by Chromium's software compositor instead of through SwiftShader, which
 * takes about a quarter less processor time per test and a fifth of the time per screenshot.
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
  '--disable-gpu-compositing',
  // Every window (each browser context) otherwise loads the address bar's suggestion popup, a
  // page of the browser's own interface, in a renderer of its own: about a second of processor
  // time per context that no test looks at.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * Added for boards on a device without WebGL (a screen stick): Pixi falls back to its canvas
 * renderer. Never used for screenshots compared with the pinned ones.
 */
export const NO_WEBGL_FLAGS: readonly string[] = ['--disable-webgl', '--disable-gpu'];

export const DEFAULT_VIEWPORT = { width: 1920, height: 1080, deviceScaleFactor: 1 } as const;

/**
 * Puppeteer's waits (selectors, functions, navigations, network idle) give up after this long
 * unless a test says otherwise: twice puppeteer's own 30 s, because three browser files share
 * two cores in a full run and a slow machine then takes over 30 s for what takes 2 s alone.
 * The tests' own limits stay what catches a hang.
 */
export const PAGE_TIMEOUT_MS = 60_000;

/**
 * Gives every page this connection opens from now on the {@link PAGE_TIMEOUT_MS} defaults.
 * Only for a test file's own connection: on the global setup's connection to a shared Chromium
 * it would attach to every file's pages and apply its own viewport to them (portrait boards
 * were then drawn at the landscape size).
 */
function withPageTimeouts(browser: Browser): Browser {
  browser.on('targetcreated', (target: Target) => {
    void target
      .page()
      .then((page) => {
        page?.setDefaultTimeout(PAGE_TIMEOUT_MS);
        page?.setDefaultNavigationTimeout(PAGE_TIMEOUT_MS);
      })
      .catch(() => undefined);
  });
  return browser;
}

/**
 * Starts a Chromium process of its own with the pinned flags and a fresh profile. Puppeteer
 * creates the profile as a temporary `--user-data-dir` and deletes it once the browser process
 * has exited. `pipe: false` makes it reachable over a DevTools address (`wsEndpoint()`).
 */
export async function launchOwnBrowser(
  extraFlags: readonly string[] = [],
  { pipe = true }: { pipe?: boolean } = {},
): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    // Puppeteer adds its own flags unless told not to; the pinned set must stay exact.
    ignoreDefaultArgs: true,
    args: [...CHROMIUM_FLAGS, ...extraFlags, 'about:blank'],
    defaultViewport: DEFAULT_VIEWPORT,
    pipe,
  });
}

/** This worker's shared Chromium, or undefined outside the browser project's global setup. */
function sharedEndpoint(): string | undefined {
  let endpoints: string[] | undefined;
  try {
    endpoints = inject('chromiumEndpoints');
  } catch {
    return undefined;
  }
  if (!endpoints?.length) return undefined;
  const slot = Number(process.env.VITEST_POOL_ID ?? '1');
  return endpoints[(Math.max(slot, 1) - 1) % endpoints.length];
}

/**
 * A test file's view of a shared Chromium: pages and contexts it opens live in incognito
 * contexts of their own (no cookie, storage or cache of another file), and `close()` closes
 * them and disconnects, leaving the process to the next file of the worker slot.
 */
function fileSession(shared: Browser): Browser {
  const contexts = new Set<BrowserContext>();
  let own: Promise<BrowserContext> | undefined;
  const track = async (made: Promise<BrowserContext>) => {
    const context = await made;
    contexts.add(context);
    return context;
  };
  const ownContext = () => (own ??= track(shared.createBrowserContext()));
  let closed = false;
  const overrides: Partial<Record<keyof Browser, unknown>> = {
    newPage: async (): Promise<Page> => (await ownContext()).newPage(),
    createBrowserContext: (options?: Parameters<Browser['createBrowserContext']>[0]) =>
      track(shared.createBrowserContext(options)),
    browserContexts: () => [...contexts],
    pages: async (): Promise<Page[]> =>
      (await Promise.all([...contexts].map((context) => context.pages()))).flat(),
    close: async (): Promise<void> => {
      if (closed) return;
      closed = true;
      await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
      await shared.disconnect();
    },
  };
  return new Proxy(shared, {
    get(target, property, receiver) {
      if (typeof property === 'string' && property in overrides)
        return overrides[property as keyof Browser];
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/**
 * A browser for one test file, with the pinned flags. In the browser project every worker slot
 * has one Chromium (started once per run by `tests/support/browser-setup.ts`) and each file gets
 * fresh incognito contexts in it: the same pages, storage and screenshots as a browser of its
 * own, without a Chromium start per file. Contexts an earlier file of the slot left open (a
 * file that failed before its `close()`) are closed first. Extra flags, or no shared Chromium
 * (another project, a broken one), start a Chromium of its own as before.
 */
/**
 * The test file that last closed what earlier files of its worker slot left open: the browser
 * project shares one module graph per worker (`isolate: false`), so this module outlives a file.
 */
let tidiedFor: string | undefined | null = null;

export async function launchBrowser(extraFlags: readonly string[] = []): Promise<Browser> {
  const endpoint = extraFlags.length === 0 ? sharedEndpoint() : undefined;
  if (endpoint) {
    try {
      const shared = await puppeteer.connect({
        browserWSEndpoint: endpoint,
        defaultViewport: DEFAULT_VIEWPORT,
      });
      const file = expect.getState().testPath;
      if (tidiedFor !== file) {
        tidiedFor = file;
        await Promise.all(
          shared
            .browserContexts()
            .filter((context) => context !== shared.defaultBrowserContext())
            .map((context) => context.close().catch(() => undefined)),
        );
      }
      return fileSession(withPageTimeouts(shared));
    } catch {
      // The shared Chromium is gone: this file starts its own.
    }
  }
  return withPageTimeouts(await launchOwnBrowser(extraFlags));
}
