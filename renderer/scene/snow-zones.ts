/**
 * Where snow gives way: the price columns of a board. A flake fades out as it nears a price
 * column and is gone over it, so falling snow never stands on a price. Pure: zones come from a
 * layout, the fade from a point; the snow layer applies it to each flake every frame.
 */
import type { BoardLayout } from '../layout';

/** A rectangle of the stage, in stage pixels. */
export interface SnowZone {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Stage pixels over which a flake fades from full to nothing before a zone. */
export const SNOW_FEATHER = 48;

/**
 * The price area of every column of the layout drawn: from its leftmost price cell (or
 * header) to the column's right edge, over the height of its rows.
 */
export function priceZones(layout: BoardLayout): SnowZone[] {
  const zones = new Map<number, { left: number; right: number; top: number; bottom: number }>();
  for (const row of layout.rows) {
    const cells = row.kind === 'row' ? row.prices : row.kind === 'title' ? row.headers : [];
    if (cells.length === 0) continue;
    const left = row.x + Math.min(...cells.map((cell) => cell.x));
    const zone = zones.get(row.column);
    if (!zone) {
      zones.set(row.column, { left, right: row.x + row.w, top: row.y, bottom: row.y + row.h });
      continue;
    }
    zone.left = Math.min(zone.left, left);
    zone.right = Math.max(zone.right, row.x + row.w);
    zone.top = Math.min(zone.top, row.y);
    zone.bottom = Math.max(zone.bottom, row.y + row.h);
  }
  return [...zones.values()].map((zone) => ({
    x: zone.left,
    y: zone.top,
    w: zone.right - zone.left,
    h: zone.bottom - zone.top,
  }));
}

/**
 * How much of a flake at (x, y) shows: 1 away from every zone, 0 inside one, in between within
 * `feather` pixels of a zone's edge.
 */
export function snowVisibility(
  x: number,
  y: number,
  zones: readonly SnowZone[],
  feather = SNOW_FEATHER,
): number {
  let visible = 1;
  for (const zone of zones) {
    const dx = Math.max(zone.x - x, 0, x - (zone.x + zone.w));
    const dy = Math.max(zone.y - y, 0, y - (zone.y + zone.h));
    const distance = Math.hypot(dx, dy);
    if (distance >= feather) continue;
    visible = Math.min(visible, distance / feather);
    if (visible === 0) return 0;
  }
  return visible;
}
