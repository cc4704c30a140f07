import { describe, expect, it } from 'vitest';
import { loadImageService } from './image-service';

/** A small in-memory Storage. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const answer = (body: unknown, status = 200): typeof fetch =>
  (() => Promise.resolve(new Response(JSON.stringify(body), { status }))) as typeof fetch;
const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));

describe('loadImageService', () => {
  it("uses the server's service and keeps its answer for an offline start", async () => {
    const storage = memoryStorage();
    const fromServer = await loadImageService(
      '',
      {},
      answer({ resize_url: '/img', bucket: 'pricelist-images' }),
      storage,
    );
    expect(fromServer).toEqual({ baseUrl: '/img', bucket: 'pricelist-images' });
    expect(await loadImageService('', {}, offline, storage)).toEqual(fromServer);
    expect(await loadImageService('', {}, answer({ detail: 'x' }, 500), storage)).toEqual(
      fromServer,
    );
  });

  it('prefers a service set when the app was built', async () => {
    const env = { VITE_IMAGE_SERVICE_URL: 'https://cdn.test', VITE_IMAGE_BUCKET: 'b-images' };
    const service = await loadImageService(
      '',
      env,
      answer({ resize_url: '/img', bucket: 'x' }),
      null,
    );
    expect(service).toEqual({ baseUrl: 'https://cdn.test', bucket: 'b-images' });
  });

  it('gives none without a usable answer', async () => {
    expect(await loadImageService('', {}, offline, memoryStorage())).toBeNull();
    expect(await loadImageService('', {}, answer({ resize_url: 3 }), memoryStorage())).toBeNull();
  });
});
