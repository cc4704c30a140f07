import { type AnyColumn, type SQL, inArray, isNull, or, sql } from 'drizzle-orm';
import { AppError, notFound } from '../errors';
import type { Principal } from './principal';

/**
 * Tenancy rules, one place for all resources:
 * - Items of a shop group (kinds, products, prices) are read by the group's users; items
 *   without a group are global: everyone reads them, only superusers change them.
 * - Items of a shop (categories, screens, links, tables, orders) are read and changed by the
 *   users of the groups that hold the shop.
 * - What a user may not see answers 404; what they see but may not change answers 403.
 */

const NOTHING = sql`false`;

/** Read scope of group-owned rows: the user's groups plus global rows (none for superusers). */
export function groupReadScope(principal: Principal, column: AnyColumn): SQL | undefined {
  if (principal.isSuperuser) return undefined;
  if (!principal.shopGroupIds.length) return isNull(column);
  return or(isNull(column), inArray(column, principal.shopGroupIds));
}

/** Read scope of shop-owned rows. */
export function shopReadScope(principal: Principal, column: AnyColumn): SQL | undefined {
  if (principal.isSuperuser) return undefined;
  return principal.shopIds.length ? inArray(column, principal.shopIds) : NOTHING;
}

export function canReadGroupItem(principal: Principal, shopGroupId: string | null): boolean {
  return (
    principal.isSuperuser || shopGroupId === null || principal.shopGroupIds.includes(shopGroupId)
  );
}

/** Throws 404 for an invisible group item and 403 for a global one changed by staff. */
export function assertCanWriteGroupItem(
  principal: Principal,
  shopGroupId: string | null,
  what: string,
): void {
  if (principal.isSuperuser) return;
  if (!canReadGroupItem(principal, shopGroupId)) throw notFound(what);
  if (shopGroupId === null) {
    throw new AppError('FORBIDDEN', `${what} is global; only a superuser may change it.`);
  }
}

/** Throws 404 when the user may not use this group for a new item (or global, for staff: 403). */
export function assertCanUseGroup(principal: Principal, shopGroupId: string | null): void {
  if (principal.isSuperuser) return;
  if (shopGroupId === null)
    throw new AppError('FORBIDDEN', 'Only a superuser may create global items.');
  if (!principal.shopGroupIds.includes(shopGroupId)) throw notFound('Shop group');
}

/** Throws 404 when the shop is not one of the user's. */
export function assertCanUseShop(principal: Principal, shopId: string, what = 'Shop'): void {
  if (!principal.isSuperuser && !principal.shopIds.includes(shopId)) throw notFound(what);
}
