import { describe, expect, it } from 'vitest';
import { menuFocusIndex, menuPosition } from './actionsMenuModel';

describe('menuFocusIndex', () => {
  it('moves down and up, wrapping around', () => {
    expect(menuFocusIndex('ArrowDown', -1, 3)).toBe(0);
    expect(menuFocusIndex('ArrowDown', 0, 3)).toBe(1);
    expect(menuFocusIndex('ArrowDown', 2, 3)).toBe(0);
    expect(menuFocusIndex('ArrowUp', -1, 3)).toBe(2);
    expect(menuFocusIndex('ArrowUp', 0, 3)).toBe(2);
    expect(menuFocusIndex('ArrowUp', 2, 3)).toBe(1);
  });

  it('jumps to the ends and ignores other keys', () => {
    expect(menuFocusIndex('Home', 2, 3)).toBe(0);
    expect(menuFocusIndex('End', 0, 3)).toBe(2);
    expect(menuFocusIndex('a', 0, 3)).toBeNull();
    expect(menuFocusIndex('ArrowDown', 0, 0)).toBeNull();
  });
});

describe('menuPosition', () => {
  const viewport = { width: 1366, height: 768 };
  const menu = { width: 200, height: 120 };

  it('opens below the button, right edges aligned', () => {
    const button = { top: 100, left: 1000, width: 32, height: 32 };
    expect(menuPosition(button, menu, viewport)).toEqual({ top: 136, left: 832 });
  });

  it('opens above the button when there is no room below', () => {
    const button = { top: 700, left: 1000, width: 32, height: 32 };
    expect(menuPosition(button, menu, viewport)).toEqual({ top: 576, left: 832 });
  });

  it('stays inside the window', () => {
    const button = { top: 100, left: 20, width: 32, height: 32 };
    expect(menuPosition(button, menu, viewport).left).toBe(8);
    const wide = { top: 100, left: 1350, width: 32, height: 32 };
    expect(menuPosition(wide, menu, viewport).left).toBe(1366 - 8 - 200);
  });
});
