/**
 * Who a board is, for its health reports: a screen board is its screen; a shop-level board is a
 * device id it makes once and keeps in local storage (staff give it a name in the back office).
 * Either keeps the secret the server answers its first report with, and sends it with each
 * report after: only reports with it count.
 */

export const DEVICE_ID_KEY = 'pricelist-board:device-id';

export interface BoardIdentity {
  kind: 'screen' | 'device';
  boardId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A random version 4 UUID from `random` bytes (`crypto.getRandomValues`). */
export function uuidFromBytes(bytes: Uint8Array): string {
  const b = Array.from(bytes.slice(0, 16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = b.map((value) => value.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The board's identity. Without storage a device board gets a new id on every start (it then
 * shows up as a new board), which is the best a board without storage can do.
 */
export function boardIdentity(
  screenId: string | null | undefined,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  randomBytes: () => Uint8Array,
): BoardIdentity {
  if (screenId) return { kind: 'screen', boardId: screenId };
  let stored: string | null;
  try {
    stored = storage?.getItem(DEVICE_ID_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (stored && UUID.test(stored)) return { kind: 'device', boardId: stored.toLowerCase() };
  const made = uuidFromBytes(randomBytes());
  try {
    storage?.setItem(DEVICE_ID_KEY, made);
  } catch {
    // Without storage the id lasts as long as the page.
  }
  return { kind: 'device', boardId: made };
}

/** Where a board keeps the secret the server gave it with its first report (one per board id). */
export const SECRET_KEY_PREFIX = 'pricelist-board:secret:';
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** A board secret as the server hands them out (32 random bytes, base64url). */
export function isBoardSecret(value: unknown): value is string {
  return typeof value === 'string' && SECRET.test(value);
}

export interface BoardSecretStore {
  get(): string | null;
  set(secret: string): void;
}

/**
 * The board's secret in local storage. Without storage it lasts as long as the page: after a
 * reload the server refuses the board's reports until staff reset its secret.
 */
export function boardSecretStore(
  boardId: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
): BoardSecretStore {
  const key = SECRET_KEY_PREFIX + boardId;
  let kept: string | null = null;
  return {
    get() {
      if (kept) return kept;
      try {
        const stored = storage?.getItem(key) ?? null;
        kept = isBoardSecret(stored) ? stored : null;
      } catch {
        kept = null;
      }
      return kept;
    },
    set(secret) {
      if (!isBoardSecret(secret)) return;
      kept = secret;
      try {
        storage?.setItem(key, secret);
      } catch {
        // Kept for this page only.
      }
    },
  };
}
