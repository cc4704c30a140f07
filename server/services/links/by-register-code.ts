import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  CodeAvailabilityInput,
  CodePricesInput,
  CodeResult,
} from '../../../src/domain/contract';
import type { Principal } from '../../auth/principal';
import { assertCanUseShop } from '../../auth/tenancy';
import type { Executor } from '../../db/client';
import { kinds, prices, products, shopsToPrices } from '../../db/schema';
import { AppError, answerCode } from '../../errors';
import { type Locale, msg, plainText, render } from '../../i18n';
import type { ChangeSet } from '../writer/changes';
import { changeLinkPrices } from './link-price-change';
import { setLinkAvailability } from './shop-links';
import { versionOfTag } from '../../http/if-match';
import { assertVersion } from '../writer/versions';

/**
 * Price and availability by register code, for registers and web shops (`PUT
 * /v1/shops/{shopId}/register-codes/...`): each item is found among the shop's rows by its
 * register code (or, for availability, the product's name) and changed by the back office's own
 * service functions, so the rules and errors are theirs. All items go in one write (one
 * transaction, one cache-status bump and push per shop); each item runs in a savepoint, so an
 * item that is refused changes nothing and the others still go. The answer has one result per
 * item, in order.
 */

interface ShopRow {
  id: string;
  code: string;
  name: string | null;
}

/** The shop's rows whose combination has one of `codes`, or whose product is named `names`. */
async function rowsOfShop(
  tx: Executor,
  shopId: string,
  codes: string[],
  names: string[],
): Promise<ShopRow[]> {
  if (!codes.length && !names.length) return [];
  const name = sql<string | null>`coalesce(${kinds.name}, ${products.name})`;
  const lowered = names.map((n) => n.trim().toLowerCase());
  return tx
    .select({ id: shopsToPrices.id, code: prices.internalProductId, name })
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
function refusal(error: AppError, locale: Locale | null): Omit<CodeResult, 'index' | 'code'> {
  return {
    status: error.status,
    error: answerCode(error.code),
    detail: error.text ? render(error.text, locale) : plainText(error.message, locale),
    row_ids: [],
  };
}

/** Runs one item in a savepoint: its refusal rolls back only its own changes. */
async function inSavepoint(
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

function unknownCode(code: string): AppError {
  return new AppError('UNKNOWN_REGISTER_CODE', msg('registerCodes.unknownCode', { code }));
}

export async function pricesByCode(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  shopId: string,
  items: CodePricesInput['items'],
  locale: Locale | null,
): Promise<CodeResult[]> {
  assertCanUseShop(principal, shopId);
  const rows = await rowsOfShop(
    tx,
    shopId,
    items.map((item) => item.code),
    [],
  );
  const results: CodeResult[] = [];
  for (const [index, item] of items.entries()) {
    const result = await inSavepoint(tx, changes, locale, async (sp) => {
      const named = rows.filter((row) => row.code === item.code);
      if (!named.length) throw unknownCode(item.code);
      const wanted = item.product_name?.trim().toLowerCase();
      const chosen = wanted ? named.filter((row) => row.name?.toLowerCase() === wanted) : named;
      if (!chosen.length) {
        throw new AppError(
          'NOT_FOUND',
          msg('registerCodes.unknownName', { name: item.product_name ?? '' }),
        );
      }
      // "this" copies the combination for one row: which one must be clear.
      if (item.for === 'this' && chosen.length > 1) {
        throw new AppError('CONFLICT', msg('registerCodes.ambiguous', { what: item.code }));
      }
      const row = chosen[0] as ShopRow;
      if (item.if_match !== undefined) {
        await assertVersion(sp, principal, 'shops_to_prices', row.id, versionOfTag(item.if_match));
      }
      const answer = await changeLinkPrices(sp, changes, principal, row.id, {
        for: item.for,
        ...(item.cannabis && { cannabis: item.cannabis }),
        ...(item.pre_rolled_joints && { pre_rolled_joints: item.pre_rolled_joints }),
        ...(item.edible && { edible: item.edible }),
      });
      const moved = answer.register_code_change;
      return {
        status: 200,
        row_ids: item.for === 'all' ? named.map((r) => r.id) : [row.id],
        register_code: answer.internal_product_id,
        register_code_change: moved && {
          ...moved,
          text: render(
            msg('history.registerCode', {
              name: moved.product_name,
              now: moved.now,
              was: moved.was,
            }),
            locale,
          ),
        },
      };
    });
    results.push({ index, code: item.code, ...result });
  }
  return results;
}

export async function availabilityByCode(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  shopId: string,
  items: CodeAvailabilityInput['items'],
  locale: Locale | null,
): Promise<CodeResult[]> {
  assertCanUseShop(principal, shopId);
  const rows = await rowsOfShop(
    tx,
    shopId,
    items.flatMap((item) => (item.code ? [item.code] : [])),
    items.flatMap((item) => (item.product_name ? [item.product_name] : [])),
  );
  const results: CodeResult[] = [];
  for (const [index, item] of items.entries()) {
    const result = await inSavepoint(tx, changes, locale, async (sp) => {
      const wanted = item.product_name?.trim().toLowerCase();
      const chosen = rows.filter(
        (row) =>
          (item.code === undefined || row.code === item.code) &&
          (wanted === undefined || row.name?.toLowerCase() === wanted),
      );
      if (!chosen.length) {
        throw item.code
          ? unknownCode(item.code)
          : new AppError(
              'NOT_FOUND',
              msg('registerCodes.unknownName', { name: item.product_name ?? '' }),
            );
      }
      if (item.if_match !== undefined && chosen.length > 1) {
        throw new AppError(
          'CONFLICT',
          msg('registerCodes.ambiguous', { what: item.code ?? item.product_name ?? '' }),
        );
      }
      // Sold out is the product: every row of the shop showing it follows.
      for (const row of chosen) {
        if (item.if_match !== undefined) {
          await assertVersion(
            sp,
            principal,
            'shops_to_prices',
            row.id,
            versionOfTag(item.if_match),
          );
        }
        await setLinkAvailability(sp, changes, principal, row.id, item.active);
      }
      return { status: 200, row_ids: chosen.map((row) => row.id) };
    });
    results.push({ index, code: item.code ?? null, ...result });
  }
  return results;
}
