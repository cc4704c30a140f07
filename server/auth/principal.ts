import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';

/** Who is calling, with everything the permission checks need. */
export interface Principal {
  userId: string;
  username: string;
  email: string;
  isSuperuser: boolean;
  roleNames: string[];
  shopGroupIds: string[];
  shopIds: string[];
  /** The user's token version: tokens issued under an older one are refused. */
  tokenVersion: number;
}

/** Loads an active user's principal in one query; null when the user is gone or inactive. */
export async function loadPrincipal(db: Executor, userId: string): Promise<Principal | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      isActive: users.isActive,
      isSuperuser: users.isSuperuser,
      tokenVersion: users.tokenVersion,
      // Written out: inside a select list Drizzle drops the table names these subqueries need.
      roleNames: sql<string[]>`coalesce((select json_agg(r.name) from user_roles ur
        join roles r on r.id = ur.role_id where ur.user_id = "users"."id"), '[]'::json)`,
      shopGroupIds: sql<string[]>`coalesce((select json_agg(g.shop_group_id) from user_shop_groups g
        where g.user_id = "users"."id"), '[]'::json)`,
      shopIds: sql<string[]>`coalesce((select json_agg(distinct s.shop_id) from user_shop_groups g
        join shop_group_shops s on s.shop_group_id = g.shop_group_id
        where g.user_id = "users"."id"), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || !row.isActive) return null;
  return {
    userId: row.id,
    username: row.username,
    email: row.email,
    isSuperuser: row.isSuperuser,
    roleNames: row.roleNames,
    shopGroupIds: row.shopGroupIds,
    shopIds: row.shopIds,
    tokenVersion: row.tokenVersion,
  };
}

export function canAccessShop(principal: Principal, shopId: string): boolean {
  return principal.isSuperuser || principal.shopIds.includes(shopId);
}

export function canAccessShopGroup(principal: Principal, shopGroupId: string): boolean {
  return principal.isSuperuser || principal.shopGroupIds.includes(shopGroupId);
}

/**
 * Shop settings (multiscreen, truncated prices) are changed by superusers, and by users with
 * the admin role in a group that holds the shop.
 */
export function canManageShop(principal: Principal, shopId: string): boolean {
  return (
    principal.isSuperuser ||
    (principal.roleNames.includes('admin') && principal.shopIds.includes(shopId))
  );
}

export function assertSuperuser(principal: Principal): void {
  if (!principal.isSuperuser) throw new AppError('SUPERUSER_REQUIRED');
}
