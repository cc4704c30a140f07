/** What an actions menu computes, without React: keyboard moves and where the menu opens. */

/** The item to focus after a key press in a menu of `count` items; null for other keys. */
export function menuFocusIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The gap between the button and the menu, and the least distance to the window's edges. */
const GAP = 4;
const MARGIN = 8;

/**
 * Where the menu of a button opens: below it with their right edges aligned; above it when
 * there is no room below; always inside the window.
 */
export function menuPosition(
  button: Box,
  menu: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number } {
  const below = button.top + button.height + GAP;
  const above = button.top - GAP - menu.height;
  const fitsBelow = below + menu.height <= viewport.height - MARGIN;
  const top = fitsBelow || above < MARGIN ? below : above;
  const right = button.left + button.width;
  const left = Math.min(Math.max(MARGIN, right - menu.width), viewport.width - MARGIN - menu.width);
  return { top: Math.max(MARGIN, Math.min(top, viewport.height - MARGIN - menu.height)), left };
}
