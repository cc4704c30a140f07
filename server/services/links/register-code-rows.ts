import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CodeResult } from '../../../src/domain/contract';
import type { Executor } from '../../db/client';
import { kinds, prices, products, shopsToPrices } from '../../db/schema';
import { AppError, answerCode } from '../../errors';
import { type Locale, msg, plainText, render } from '../../i18n';
import type { ChangeSet } from '../writer/changes';

/** What the register-code calls share: the shop's rows found by code or name, item refusals. */

export interface ShopRow {
  id: string;
  priceId: string;
  code: string;
  name: string | null;
}

/** The shop's rows whose combination has one of `codes`, or whose product is named `names`. */
export async function rowsOfShop(
  tx: Executor,
  shopId: string,
  codes: string[],
  names: string[],
): Promise<ShopRow[]> {
  if (!codes.length && !names.length) return [];
  const name = sql<string | null>`coalesce(${kinds.name}, ${products.name})`;
  const lowered = names.map((n) => n.trim().toLowerCase());
  return tx
    .select({
      id: shopsToPrices.id,
      priceId: shopsToPrices.priceId,
      code: prices.internalProductId,
      name,
    })
    .from(shopsToPrices)
    .innerJoin(prices, eq(prices.id, shopsToPrices.priceId))
    .leftJoin(kinds, eq(kinds.id, shopsToPrices.kindId))
    .leftJoin(products, eq(products.id, shopsToPrices.productId))
    .where(
      and(
        eq(shopsToPrices.shopId, shopId),
        sql`(${codes.length ? inArray(prices.internalProductId, codes) : sql`false`}
          or ${lowered.length ? sql`lower(${name}) in ${lowered}` : sql`false`})`,
      ),
    )
    .orderBy(shopsToPrices.orderNumber, shopsToPrices.id);
}

/** An item's refusal as the error handler would answer it, in the request's language. */
export function refusal(
  error: AppError,
  locale: Locale | null,
): Omit<CodeResult, 'index' | 'code'> {
  return {
    status: error.status,
    error: answerCode(error.code),
    detail: error.text ? render(error.text, locale) : plainText(error.message, locale),
    row_ids: [],
  };
}

/** Runs one item in a savepoint: its refusal rolls back only its own changes. */
export async function inSavepoint(
  tx: Executor,
  changes: ChangeSet,
  locale: Locale | null,
  work: (sp: Executor) => Promise<Omit<CodeResult, 'index' | 'code'>>,
): Promise<Omit<CodeResult, 'index' | 'code'>> {
  const mark = changes.events.mark();
  try {
    return await tx.transaction(work);
  } catch (error) {
    // The item's events go with its changes.
    changes.events.restore(mark);
    if (error instanceof AppError) return refusal(error, locale);
    throw error;
  }
}

export function unknownCode(code: string): AppError {
  return new AppError('UNKNOWN_REGISTER_CODE', msg('registerCodes.unknownCode', { code }));
}
