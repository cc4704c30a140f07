/* global self, caches, Response */
/**
 * Service worker of the board pages (scope /pricelist/): lets a screen stick that restarts while
 * the server is away come up with its stored menu. Page loads go to the network and fall back to
 * the cached shell; the app's hashed files and the pictures of the resize service (whose
 * addresses name the picture and its size, and never change content) are served from the cache
 * once fetched. The API is never touched: the board's feed source keeps its own stored copy.
 */
const CACHE = 'pricelist-board-v1';
const SHELL = '/pricelist/';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

async function page(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
    }
    return response;
  } catch {
    return (await caches.match(SHELL)) ?? Response.error();
  }
}

async function file(request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // Hashed names and picture requests never change content: a copy is good while it is used.
  if (response.ok) {
    const copy = response.clone();
    caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/v1/')) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/img/')) {
    event.respondWith(file(request));
  }
});
