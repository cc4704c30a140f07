import type { CodeAvailabilityInput, CodeResult } from '../../../src/domain/contract';
import type { Principal } from '../../auth/principal';
import { assertCanUseShop } from '../../auth/tenancy';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { versionOfTag } from '../../http/if-match';
import { type Locale, msg } from '../../i18n';
import type { ChangeSet } from '../writer/changes';
import { assertVersion } from '../writer/versions';
import { inSavepoint, rowsOfShop, unknownCode } from './register-code-rows';
import { setLinkAvailability } from './shop-links';

/**
 * Availability by register code or product name (`PUT /v1/shops/{shopId}/register-codes/
 * availability`): each item in a savepoint, so a refused item changes nothing and the others go.
 */
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
