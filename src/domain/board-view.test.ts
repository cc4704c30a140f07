import { describe, expect, it } from 'vitest';
import { parseBoardRoute } from '../board/board-route';
import { boardPathOf, viewProblem } from './board-view';

const shop = '1b7f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const screen = '2b7f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const routeOf = (choice: Parameters<typeof boardPathOf>[0]) => {
  const { pathname, search } = boardPathOf(choice);
  return parseBoardRoute(pathname, search);
};

describe('what a stick shows', () => {
  it('opens the address the board reads as the choice', () => {
    const base = { shopId: shop, screenId: null, theme: 'dark' as const };
    expect(routeOf({ ...base, orientation: 'portrait', view: 'horeca' })).toMatchObject({
      shopId: shop,
      variant: 'horeca',
      orientation: 'portrait',
      light: false,
      screenId: null,
    });
    expect(routeOf({ ...base, orientation: 'landscape', view: 'board' })).toMatchObject({
      variant: 'normal',
      orientation: 'landscape',
    });
    expect(
      routeOf({ ...base, orientation: 'landscape', view: 'extra', theme: 'light' }),
    ).toMatchObject({ variant: 'extra', light: true, orientation: 'landscape' });
    expect(
      routeOf({ ...base, orientation: 'landscape', view: 'show:light-portrait' }),
    ).toMatchObject({ variant: 'normal', light: true, orientation: 'portrait' });
    expect(
      routeOf({ ...base, screenId: screen, orientation: 'portrait', view: 'board' }),
    ).toMatchObject({ screenId: screen, orientation: 'portrait' });
  });

  it('offers a café no cannabis list, a coffeeshop no hospitality list', () => {
    expect(viewProblem('horeca', 'horeca')).toBeNull();
    expect(viewProblem('cannabis', 'horeca')).toBe('not_sold');
    expect(viewProblem('extra', 'horeca')).toBe('not_sold');
    expect(viewProblem('show:cannabis', 'horeca')).toBe('not_sold');
    expect(viewProblem('horeca', 'cannabis')).toBe('not_sold');
    expect(viewProblem('extra', 'both')).toBeNull();
    expect(viewProblem('show:weekmenu', 'both')).toBe('unknown');
    expect(viewProblem('board', 'horeca')).toBeNull();
  });
});
