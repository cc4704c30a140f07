/**
 * Whether a show's board holds the shop's whole menu at once: the back office lays the board
 * out with the pure layout engine (the board's own rules, a fixed-width text measurer instead
 * of the screen's fonts) and counts the products that stand on a later page, so staff see it
 * before the shop does.
 */
import { fixedWidthMeasurer, layoutBoard } from '../../../renderer/layout';
import { resolveTheme } from '../../../themes';
import { parseBoardRoute } from '../../board/board-route';
import type { ShopFeed } from '../../domain';
import { t } from '../../i18n';
import type { Translate } from '../../i18n';

const measurer = fixedWidthMeasurer();

/** Products of `feed` that the board at `path` (a show's address) cannot show at once. */
export function productsNotFitting(feed: ShopFeed, path: string): number {
  const [pathname = '', query = ''] = path.split('?');
  const route = parseBoardRoute(pathname, query ? `?${query}` : '');
  if (!route.shopId) return 0;
  const theme = resolveTheme({
    shopId: route.shopId,
    theme: feed.config?.theme,
    light: route.light,
  });
  const layout = layoutBoard({
    feed,
    show: { variant: route.variant },
    orientation: route.orientation,
    theme,
    measurer,
  });
  return (layout.warnings ?? []).filter((warning) => warning.code === 'overflow').length;
}

/** The note of a show: 'N producten passen niet op het scherm', or null when all fit. */
export function fitNote(count: number, translate: Translate = t): string | null {
  if (count <= 0) return null;
  return count === 1 ? translate('shows.fit.one') : translate('shows.fit.other', { count });
}
