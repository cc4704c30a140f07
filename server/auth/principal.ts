import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { roles, shopGroupShops, userRoles, userShopGroups, users } from '../db/schema';
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
}

/** Loads an active user's principal; null when the user is gone or inactive. */
export async function loadPrincipal(db: Executor, userId: string): Promise<Principal | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !user.isActive) return null;
  const [roleRows, groupRows] = await Promise.all([
    db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId)),
    db
      .select({ id: userShopGroups.shopGroupId })
      .from(userShopGroups)
      .where(eq(userShopGroups.userId, userId)),
  ]);
  const shopGroupIds = groupRows.map((g) => g.id);
  const shopRows = shopGroupIds.length
    ? await db
        .selectDistinct({ id: shopGroupShops.shopId })
        .from(shopGroupShops)
        .where(inArray(shopGroupShops.shopGroupId, shopGroupIds))
    : [];
  return {
    userId: user.id,
    username: user.username,
    email: user.email,
    isSuperuser: user.isSuperuser,
    roleNames: roleRows.map((r) => r.name),
    shopGroupIds,
    shopIds: shopRows.map((s) => s.id),
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
