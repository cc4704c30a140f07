/**
 * What a screen stick remembers across reboots and offline periods (local storage): the code
 * it is waiting with (so a restart shows the same code), and once paired, what it shows. The
 * board secret goes where a board keeps it (`board-identity.ts`), and a shop-level board's id
 * is the device id the board reports under, so the board page needs nothing else.
 */
import { DEVICE_ID_KEY, isBoardSecret, SECRET_KEY_PREFIX } from '../board-identity';
import { boardPathOf, type BoardTheme } from '../../domain/board-view';

export const PAIRED_KEY = 'pricelist-stick:paired';
export const WAITING_KEY = 'pricelist-stick:waiting';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What a paired stick shows: a shop-level board of the shop, or one of its screens. */
export interface StickPairing {
  shopId: string;
  boardId: string;
  kind: 'screen' | 'device';
  screenId: string | null;
  orientation: 'landscape' | 'portrait';
  /** What it shows of its shop (`src/domain/board-view.ts`): 'board', a list or `show:{id}`. */
  view: string;
  theme: BoardTheme;
}

const VIEW = /^(board|horeca|extra|cannabis|show:[a-z-]{1,30})$/;

/** The view and theme a server's answer (or a stored pairing) names; the shop's board if none. */
export function viewOf(value: Record<string, unknown>): { view: string; theme: BoardTheme } {
  return {
    view: typeof value.view === 'string' && VIEW.test(value.view) ? value.view : 'board',
    theme: value.theme === 'light' ? 'light' : 'dark',
  };
}

/** The code a stick waits with, and its own secret. */
export interface StickWaiting {
  pairingId: string;
  code: string;
  secret: string;
  expiresAt: string;
  pollMs: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function read(storage: Store | null, key: string): Record<string, unknown> | null {
  try {
    const text = storage?.getItem(key);
    const value: unknown = text ? JSON.parse(text) : null;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function write(storage: Store | null, key: string, value: unknown): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Without storage the stick remembers for as long as the page is open.
  }
}

const isId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** The stick's pairing, when it has one (and still has its board's secret). */
export function readPairing(storage: Store | null): StickPairing | null {
  const value = read(storage, PAIRED_KEY);
  if (!value || !isId(value.shopId) || !isId(value.boardId)) return null;
  const kind = value.kind === 'screen' ? 'screen' : value.kind === 'device' ? 'device' : null;
  if (!kind || (kind === 'screen' && value.screenId !== value.boardId)) return null;
  if (!isBoardSecret(storage?.getItem(SECRET_KEY_PREFIX + value.boardId))) return null;
  return {
    shopId: value.shopId,
    boardId: value.boardId,
    kind,
    screenId: kind === 'screen' ? value.boardId : null,
    orientation: value.orientation === 'portrait' ? 'portrait' : 'landscape',
    ...viewOf(value),
  };
}

/** Remembers a pairing and the board's secret (the stick's own secret, now its board's). */
export function savePairing(storage: Store | null, pairing: StickPairing, secret: string): void {
  write(storage, SECRET_KEY_PREFIX + pairing.boardId, null);
  try {
    storage?.setItem(SECRET_KEY_PREFIX + pairing.boardId, secret);
    if (pairing.kind === 'device') storage?.setItem(DEVICE_ID_KEY, pairing.boardId);
  } catch {
    // Kept for this page only.
  }
  write(storage, PAIRED_KEY, pairing);
  write(storage, WAITING_KEY, null);
}

/** The secret of the stick's board now, or null. */
export function readBoardSecret(storage: Store | null, pairing: StickPairing): string | null {
  const secret = storage?.getItem(SECRET_KEY_PREFIX + pairing.boardId);
  return isBoardSecret(secret) ? secret : null;
}

/** Forgets the pairing and its secret: the stick shows a new code. */
export function forgetPairing(storage: Store | null, pairing: StickPairing | null): void {
  if (pairing) write(storage, SECRET_KEY_PREFIX + pairing.boardId, null);
  write(storage, PAIRED_KEY, null);
}

export function readWaiting(storage: Store | null): StickWaiting | null {
  const value = read(storage, WAITING_KEY);
  if (!value || !isId(value.pairingId) || !isBoardSecret(value.secret)) return null;
  if (typeof value.code !== 'string' || typeof value.expiresAt !== 'string') return null;
  return {
    pairingId: value.pairingId,
    code: value.code,
    secret: value.secret,
    expiresAt: value.expiresAt,
    pollMs: typeof value.pollMs === 'number' && value.pollMs >= 500 ? value.pollMs : 30_000,
  };
}

export function saveWaiting(storage: Store | null, waiting: StickWaiting | null): void {
  write(storage, WAITING_KEY, waiting);
}

/** The board address a pairing shows: its list or show, theme and orientation, or its screen. */
export function boardAddress(pairing: StickPairing): { pathname: string; search: string } {
  return boardPathOf(pairing);
}
