/**
 * Which image-resize service a board uses. A service set when the app was built wins; otherwise
 * the server says where its own is (`GET /v1/images/config`). The answer is kept in local
 * storage, so a board that starts while the server is away still finds its pictures in the
 * offline cache; without any answer the board names categories instead of showing pictures.
 */
import { imageServiceFromConfig, imageServiceFromEnv, type ImageServiceConfig } from './image-url';

const STORAGE_KEY = 'pricelist-image-service:v1';

/** The image service for a board: build setting, then the server's answer, then the stored one. */
export async function loadImageService(
  apiBase: string,
  env: Record<string, unknown>,
  fetcher: typeof fetch,
  storage: Storage | null,
): Promise<ImageServiceConfig | null> {
  const built = imageServiceFromEnv(env);
  if (built) return built;
  try {
    const response = await fetcher(`${apiBase}/v1/images/config`);
    if (response.ok) {
      const body: unknown = await response.json();
      const service = imageServiceFromConfig(body);
      if (service) {
        storage?.setItem(STORAGE_KEY, JSON.stringify(body));
        return service;
      }
    }
  } catch {
    // Offline: the stored answer below.
  }
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    return stored ? imageServiceFromConfig(JSON.parse(stored)) : null;
  } catch {
    return null;
  }
}
