import type { CategoryPlacement } from '../../../src/domain/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { completeScreenAdvancedOptions, type ScreenAdvancedOptions } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { categoryScreens, screens } from '../../db/schema';
import { badRequest } from '../../errors';

/** Where a category stands on one screen of a multi-screen shop, as the API shows it. */
export type PlacementView = CategoryPlacement;

/** A placement as clients send it: everything but the screen may be left out. */
export interface PlacementInput {
  screen_id: string;
  order_number?: number | undefined;
  column_number?: number | undefined;
  advanced_options?: Partial<ScreenAdvancedOptions> | undefined;
}

/**
 * Checks the placements of a category of `shopId` and completes them: every screen must be a
 * screen of that shop and appear once; missing display options get their defaults.
 * Unknown screens and screens of other shops get the same answer, so nothing leaks.
 */
export async function checkPlacements(
  db: Executor,
  shopId: string,
  placements: PlacementInput[],
): Promise<PlacementView[]> {
  const seen = new Set<string>();
  placements.forEach((placement, index) => {
    if (seen.has(placement.screen_id)) {
      throw badRequest(`Screen ${placement.screen_id} is placed twice.`, [
        'body',
        'screens',
        index,
        'screen_id',
      ]);
    }
    seen.add(placement.screen_id);
  });
  const found = seen.size
    ? await db
        .select({ id: screens.id, shopId: screens.shopId })
        .from(screens)
        .where(inArray(screens.id, [...seen]))
    : [];
  const shopOf = new Map(found.map((screen) => [screen.id, screen.shopId]));
  placements.forEach((placement, index) => {
    if (shopOf.get(placement.screen_id) !== shopId) {
      throw badRequest(`Screen ${placement.screen_id} is not a screen of the category's shop.`, [
        'body',
        'screens',
        index,
        'screen_id',
      ]);
    }
  });
  return placements.map((placement) => ({
    screen_id: placement.screen_id,
    order_number: placement.order_number ?? 0,
    column_number: placement.column_number ?? 0,
    advanced_options: completeScreenAdvancedOptions(placement.advanced_options),
  }));
}

/** Replaces all placements of a category with checked ones (see `checkPlacements`). */
export async function replacePlacements(
  tx: Executor,
  categoryId: string,
  placements: PlacementView[],
): Promise<void> {
  await tx.delete(categoryScreens).where(eq(categoryScreens.categoryId, categoryId));
  if (!placements.length) return;
  await tx.insert(categoryScreens).values(
    placements.map((placement) => ({
      categoryId,
      screenId: placement.screen_id,
      orderNumber: placement.order_number,
      columnNumber: placement.column_number,
      advancedOptions: placement.advanced_options,
    })),
  );
}

/** The placements of several categories in one query, by category id. */
export async function placementsOf(
  db: Executor,
  categoryIds: string[],
): Promise<Map<string, PlacementView[]>> {
  const byCategory = new Map<string, PlacementView[]>();
  if (!categoryIds.length) return byCategory;
  const rows = await db
    .select()
    .from(categoryScreens)
    .where(inArray(categoryScreens.categoryId, categoryIds))
    .orderBy(asc(categoryScreens.orderNumber), asc(categoryScreens.screenId));
  for (const row of rows) {
    const list = byCategory.get(row.categoryId) ?? [];
    list.push({
      screen_id: row.screenId,
      order_number: row.orderNumber,
      column_number: row.columnNumber,
      // Stored options may predate a key; the API always answers all of them.
      advanced_options: completeScreenAdvancedOptions(row.advancedOptions),
    });
    byCategory.set(row.categoryId, list);
  }
  return byCategory;
}
