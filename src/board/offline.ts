/**
 * Keeps a board page loadable while the server is away. A screen stick that restarts during an
 * outage must still come up with its menu: the service worker (`/board-sw.js`, scoped to board
 * addresses) answers a failed page load with the cached shell, the app's hashed files come from
 * the cache, and the feed source shows its stored list.
 */
import { BOARD_PATH } from './board-route';

/** The cache the page and the service worker share (the worker names it too). */
export const OFFLINE_CACHE = 'pricelist-board-v1';
/** The cached page every board address falls back to: all board addresses are one app. */
export const OFFLINE_SHELL = `/${BOARD_PATH}/`;
const WORKER_URL = '/board-sw.js';

/** The page's own files that were loaded so far: scripts, styles, fonts, pictures. */
function loadedFiles(): string[] {
  const files = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, location.href);
    const cacheable = url.pathname.startsWith('/assets/') || url.pathname.startsWith('/img/');
    if (url.origin === location.origin && cacheable) files.add(url.href);
  }
  return [...files];
}

/**
 * Registers the service worker and caches the shell and every file the board has loaded.
 * Resolves true when the board can start offline; false where the browser cannot (no service
 * workers, or storage refused), which costs only the offline start.
 */
export async function prepareOffline(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return false;
  try {
    await navigator.serviceWorker.register(WORKER_URL, { scope: OFFLINE_SHELL });
    const cache = await caches.open(OFFLINE_CACHE);
    const shell = await fetch(location.href, { cache: 'no-cache' });
    if (!shell.ok) return false;
    await cache.put(OFFLINE_SHELL, shell);
    const results = await Promise.allSettled(
      loadedFiles().map(async (file) => {
        if (!(await cache.match(file))) await cache.add(file);
      }),
    );
    await navigator.serviceWorker.ready;
    return results.every((result) => result.status === 'fulfilled');
  } catch {
    return false;
  }
}

/**
 * Makes the page loadable offline (`prepareOffline`) once its first frame is on the screen
 * (`drawn`) and the page is idle: the offline copy fetches the page and its files again, which
 * must not compete with the first frame. `ready` hears whether the copy was made.
 */
export function prepareOfflineWhenIdle(board: {
  stopped: () => boolean;
  drawn: () => boolean;
  ready: (ready: boolean) => void;
}): void {
  const whenIdle = (run: () => void) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(run, { timeout: 5_000 });
    } else window.setTimeout(run, 200);
  };
  const attempt = () => {
    if (board.stopped()) return;
    if (!board.drawn()) {
      window.setTimeout(() => whenIdle(attempt), 250);
      return;
    }
    void prepareOffline().then(board.ready);
  };
  whenIdle(attempt);
}
