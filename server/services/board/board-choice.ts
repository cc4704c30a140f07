/**
 * What a paired stick shows, checked against its shop before a pairing or a move stores it
 * (`src/domain/board-view.ts`): a list the shop sells or a show of such a list, or one screen of
 * the shop's own wall (which shows its own part of the board, so no list or show with it). A
 * show decides its own orientation.
 */
import { sql } from 'drizzle-orm';
import {
  showOfView,
  showOrientation,
  viewProblem,
  type BoardTheme,
} from '../../../src/domain/board-view';
import type { ShopType } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { AppError, notFound } from '../../errors';

/** A choice as a claim or a move names it. */
export interface ChoiceBody {
  screen_id: string | null;
  orientation: 'landscape' | 'portrait';
  view?: string;
  theme?: BoardTheme;
}

/** A checked choice, as it is stored with the board. */
export interface Choice {
  screenId: string | null;
  orientation: 'landscape' | 'portrait';
  view: string;
  theme: BoardTheme;
}

/**
 * Checks the choice for the shop (which the caller has checked the user may use): 404 when the
 * shop has no such screen, 400 for a list or show the shop does not sell, an unknown show, or a
 * list or show named with a wall screen.
 */
export async function checkChoice(tx: Executor, shopId: string, body: ChoiceBody): Promise<Choice> {
  const view = body.view ?? 'board';
  const theme = body.theme ?? 'dark';
  if (body.screen_id) {
    if (view !== 'board') throw new AppError('BOARD_VIEW_OF_SCREEN');
    const [screen] = await rowsOf(
      tx,
      sql`select 1 from "screens" where "id" = ${body.screen_id} and "shop_id" = ${shopId}`,
    );
    if (!screen) throw notFound('Screen');
    return { screenId: body.screen_id, orientation: body.orientation, view, theme };
  }
  const [shop] = await rowsOf<{ shop_type: ShopType }>(
    tx,
    sql`select "shop_type" from "shops" where "id" = ${shopId}`,
  );
  if (!shop) throw notFound('Shop');
  const problem = viewProblem(view, shop.shop_type);
  if (problem === 'unknown') throw new AppError('BOARD_VIEW_UNKNOWN');
  if (problem === 'not_sold') throw new AppError('BOARD_VIEW_NOT_SOLD');
  const show = showOfView(view);
  // A show's address names its theme and orientation.
  if (show)
    return {
      screenId: null,
      orientation: showOrientation(show),
      view,
      theme: show.suffix.includes('/light') ? 'light' : 'dark',
    };
  return { screenId: null, orientation: body.orientation, view, theme };
}
