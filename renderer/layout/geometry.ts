/**
 * Where things stand on the stage: the banner and logo, the version label, the area the
 * columns share, and the row slots of a column. Columns themselves are cut by `fit.ts`.
 */
import type { LayoutMetrics, LayoutOrientation, ShowVariant } from './input';
import type { LayoutColumn } from './output';

/** Stage sizes: the preview page and the screen sticks show boards at exactly these. */
export const STAGES: Record<LayoutOrientation, { width: number; height: number }> = {
  landscape: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
};

/** Share of the banner's height the logo takes. */
const LOGO_SHARE = 0.8;

/** The full-screen displays have no chrome but the version label (spec section 2). */
export function isFullScreen(variant: ShowVariant): boolean {
  return variant === 'horeca' || variant === 'cannabis';
}

/** Rounds to hundredths of a pixel, so layouts compare and serialise cleanly. */
export function px(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A rectangle in stage pixels. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The boxes of the banner, the logo, the version label and the area the columns share. */
export interface Frame {
  banner: Box | null;
  logo: Box | null;
  version: Box | null;
  content: Box;
}

/** The frame of a board: a banner strip on top for shows with chrome, a footer otherwise. */
export function boardFrame(
  orientation: LayoutOrientation,
  variant: ShowVariant,
  metrics: LayoutMetrics,
): Frame {
  const { width, height } = STAGES[orientation];
  const pad = metrics.padding;
  if (isFullScreen(variant)) {
    const footerTop = height - metrics.footerHeight;
    return {
      banner: null,
      logo: null,
      version: { x: pad, y: footerTop, w: width / 2 - pad, h: metrics.footerHeight },
      content: { x: pad, y: pad, w: width - 2 * pad, h: footerTop - pad },
    };
  }
  const logoSize = px(metrics.bannerHeight * LOGO_SHARE);
  return {
    banner: { x: 0, y: 0, w: width, h: metrics.bannerHeight },
    logo: { x: pad, y: px((metrics.bannerHeight - logoSize) / 2), w: logoSize, h: logoSize },
    version: null,
    content: {
      x: pad,
      y: metrics.bannerHeight + pad,
      w: width - 2 * pad,
      h: height - metrics.bannerHeight - 2 * pad,
    },
  };
}

/** Top and height of `slots` row slots from slot `index`, on whole pixels so rows never overlap. */
export function slotBox(
  column: LayoutColumn,
  index: number,
  slots: number,
): { y: number; h: number } {
  const step = column.h / column.capacity;
  const top = Math.round(column.y + index * step);
  const bottom = Math.round(column.y + (index + slots) * step);
  return { y: top, h: bottom - top };
}
