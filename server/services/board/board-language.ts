/**
 * Board language settings: a shop's (Dutch, English or both alternating every N seconds) and
 * each screen's own choice or none (the shop's). Writes run through the one writer; every change
 * touches the shop, so its boards reload and the history records it.
 */
import { asc, eq, sql } from 'drizzle-orm';
import {
  ALTERNATE_SECONDS_RANGE,
  isAlternateSeconds,
  resolveBoardLanguage,
  type BoardLanguageSetting,
} from '../../../src/domain';
import type {
  ScreenBoardLanguageBody,
  ShopBoardLanguage,
  ShopBoardLanguageBody,
} from '../../../src/domain/contract';
import type { Executor } from '../../db/client';
import { screens, shops } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { ChangeSet } from '../writer/changes';

function checkSeconds(seconds: unknown): number {
  if (!isAlternateSeconds(seconds)) {
    const { min, max } = ALTERNATE_SECONDS_RANGE;
    throw badRequest(
      `De wisseltijd moet een heel aantal seconden zijn, van ${min} tot en met ${max}.`,
      ['body', 'seconds'],
    );
  }
  return seconds;
}

/** A shop's board language and that of its screens. */
export async function getBoardLanguage(db: Executor, shopId: string): Promise<ShopBoardLanguage> {
  const [shop] = await db
    .select({ mode: shops.boardLanguage, seconds: shops.boardLanguageSeconds })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) throw notFound('Shop');
  const rows = await db
    .select({
      id: screens.id,
      name: screens.name,
      mode: screens.boardLanguage,
      seconds: screens.boardLanguageSeconds,
    })
    .from(screens)
    .where(eq(screens.shopId, shopId))
    .orderBy(sql`lower(${screens.name})`, asc(screens.id));
  const setting = resolveBoardLanguage(shop);
  return {
    shop_id: shopId,
    mode: setting.mode,
    seconds: setting.seconds,
    screens: rows.map((row) => ({
      screen_id: row.id,
      name: row.name,
      mode: row.mode === 'nl' || row.mode === 'en' || row.mode === 'both' ? row.mode : null,
      seconds: row.seconds,
    })),
  };
}

/** Sets a shop's board language; run it through the writer. */
export async function setShopBoardLanguage(
  tx: Executor,
  changes: ChangeSet,
  shopId: string,
  body: ShopBoardLanguageBody,
): Promise<ShopBoardLanguage> {
  const seconds = checkSeconds(body.seconds);
  const updated = await tx
    .update(shops)
    .set({ boardLanguage: body.mode, boardLanguageSeconds: seconds })
    .where(eq(shops.id, shopId))
    .returning({ id: shops.id });
  if (!updated.length) throw notFound('Shop');
  changes.touchShops([shopId]);
  return getBoardLanguage(tx, shopId);
}

/**
 * Sets a screen's board language; 'inherit' clears it, so the screen follows its shop. The
 * interval of a screen's own mode is optional (null: the shop's). Run it through the writer.
 */
export async function setScreenBoardLanguage(
  tx: Executor,
  changes: ChangeSet,
  screenId: string,
  body: ScreenBoardLanguageBody,
): Promise<ShopBoardLanguage> {
  const inherit = body.mode === 'inherit';
  const seconds = inherit || body.seconds === null ? null : checkSeconds(body.seconds);
  const [row] = await tx
    .update(screens)
    .set({ boardLanguage: inherit ? null : body.mode, boardLanguageSeconds: seconds })
    .where(eq(screens.id, screenId))
    .returning({ shopId: screens.shopId });
  if (!row) throw notFound('Screen');
  changes.touchShops([row.shopId]);
  return getBoardLanguage(tx, row.shopId);
}

/** The language a board of the shop (on that screen, when one is named) shows. */
export async function feedBoardLanguage(
  db: Executor,
  shopId: string,
  screenId?: string,
): Promise<BoardLanguageSetting> {
  const [shop] = await db
    .select({ mode: shops.boardLanguage, seconds: shops.boardLanguageSeconds })
    .from(shops)
    .where(eq(shops.id, shopId));
  const [screen] = screenId
    ? await db
        .select({ mode: screens.boardLanguage, seconds: screens.boardLanguageSeconds })
        .from(screens)
        .where(eq(screens.id, screenId))
    : [];
  return resolveBoardLanguage(shop ?? { mode: null, seconds: null }, screen ?? null);
}
