/**
 * The preview page's reading of its address and the size of the embedded board (board.md:
 * 1080x1920 for portrait, 1920x1080 otherwise, scaled 0.75). Pure.
 */
import { BOARD_PATH_PREFIX } from '../Shows/showList';
import { parseBoardRoute } from '../../board/board-route';
import { t } from '../../i18n';
import type { Translate } from '../../i18n';

/** The preview shows the board at three quarters of its size. */
export const PREVIEW_SCALE = 0.75;

export const PORTRAIT_SIZE = { width: 1080, height: 1920 } as const;
export const LANDSCAPE_SIZE = { width: 1920, height: 1080 } as const;

export interface PreviewSize {
  /** The board's own size (the iframe's). */
  width: number;
  height: number;
  /** The size it takes on the page once scaled. */
  scaledWidth: number;
  scaledHeight: number;
  portrait: boolean;
}

const PREVIEW_PREFIX = '/preview/';

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The board address a preview address shows: `/preview/%2Fpricelist%2F{shopId}%3Fmode%3Dportrait`
 * gives `/pricelist/{shopId}?mode=portrait`; an unencoded `/preview/pricelist/...` with its query
 * works too. Only board addresses of this site are previewed: anything else gives null.
 */
export function previewTarget(pathname: string, search = ''): string | null {
  if (!pathname.startsWith(PREVIEW_PREFIX)) return null;
  const decoded = decode(pathname.slice(PREVIEW_PREFIX.length));
  if (!decoded) return null;
  let path = decoded.startsWith('/') ? decoded : `/${decoded}`;
  if (!path.includes('?') && search && search !== '?') path += search;
  const [pathOnly = ''] = path.split('?');
  if (pathOnly !== BOARD_PATH_PREFIX && !pathOnly.startsWith(`${BOARD_PATH_PREFIX}/`)) return null;
  // `//host` or `/pricelist/../x` must not lead elsewhere.
  if (pathOnly.startsWith('//') || pathOnly.split('/').includes('..')) return null;
  return path;
}

/** What a board address names: its shop and, for one screen of a multi-screen shop, the screen. */
export interface BoardAddress {
  shopId: string | null;
  screenId: string | null;
}

/** Reads the shop and screen of a board address with the board's own address rules. */
export function boardAddressOf(boardPath: string): BoardAddress {
  const [pathOnly = '', query = ''] = boardPath.split('?');
  const { shopId, screenId } = parseBoardRoute(pathOnly, query ? `?${query}` : '');
  return { shopId, screenId };
}

/**
 * The size of the previewed board: portrait (1080x1920) when the address contains 'portrait'
 * or the screen it shows is a portrait screen, landscape (1920x1080) otherwise.
 */
export function previewSize(
  boardPath: string,
  screenOrientation?: string | null,
  scale = PREVIEW_SCALE,
): PreviewSize {
  const portrait =
    boardPath.toLowerCase().includes('portrait') || screenOrientation?.toLowerCase() === 'portrait';
  const { width, height } = portrait ? PORTRAIT_SIZE : LANDSCAPE_SIZE;
  return {
    width,
    height,
    scaledWidth: Math.round(width * scale),
    scaledHeight: Math.round(height * scale),
    portrait,
  };
}

/** The page title: the screen's name for a screen's address, else the shop and the show. */
export function previewTitle(
  parts: {
    screenName?: string | null;
    shopName?: string | null;
    showName?: string | null;
  },
  translate: Translate = t,
): string {
  if (parts.screenName) return parts.screenName;
  const show = parts.showName ?? translate('preview.show');
  return parts.shopName
    ? translate('preview.titleOfShop', { shop: parts.shopName, show })
    : translate('preview.titleOfShow', { show });
}
