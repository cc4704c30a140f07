import { eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_SHOP_NAME } from '../../src/domain';
import type { Executor } from '../db/client';
import { shopGroupShops, shopGroups, shops, userShopGroups, users } from '../db/schema';
import { DEMO_GROUPS, DEMO_MARKER_GROUP, DEMO_SHOPS, DEMO_STAFF } from './demo-data';

/** The default shop of the demo, preselected in the back office. */
export const DEMO_SHOP_NAME = DEFAULT_SHOP_NAME;

export interface DemoSummary {
  /** False when the demo data was there already and nothing was inserted. */
  created: boolean;
  defaultShopId: string;
  shops: { id: string; name: string }[];
  staffUsers: { username: string; email: string; shopGroup: string }[];
}

/** Position in the demo data, so summaries list shops and users in a stable order. */
function rank(names: readonly string[], name: string): number {
  const index = names.findIndex((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return index === -1 ? names.length : index;
}

/**
 * What the demo shop groups hold now, or null when the shop group Maastricht does not exist.
 * `created` is false; the seed sets it when it has just inserted the data.
 */
export async function readDemoSummary(db: Executor, created = false): Promise<DemoSummary | null> {
  const groupNames = DEMO_GROUPS.map((group) => group.name.toLowerCase());
  const groups = await db
    .select({ name: shopGroups.name })
    .from(shopGroups)
    .where(eq(sql`lower(${shopGroups.name})`, DEMO_MARKER_GROUP.toLowerCase()));
  if (groups.length === 0) return null;

  const shopRows = await db
    .selectDistinct({ id: shops.id, name: shops.name })
    .from(shops)
    .innerJoin(shopGroupShops, eq(shopGroupShops.shopId, shops.id))
    .innerJoin(shopGroups, eq(shopGroups.id, shopGroupShops.shopGroupId))
    .where(inArray(sql`lower(${shopGroups.name})`, groupNames));
  const shopOrder = DEMO_SHOPS.map((shop) => shop.name);
  shopRows.sort(
    (a, b) => rank(shopOrder, a.name) - rank(shopOrder, b.name) || a.name.localeCompare(b.name),
  );

  const staffNames = DEMO_STAFF.map((user) => user.username);
  const staffRows = await db
    .select({ username: users.username, email: users.email, shopGroup: shopGroups.name })
    .from(users)
    .innerJoin(userShopGroups, eq(userShopGroups.userId, users.id))
    .innerJoin(shopGroups, eq(shopGroups.id, userShopGroups.shopGroupId))
    .where(inArray(sql`lower(${users.username})`, staffNames));
  staffRows.sort(
    (a, b) =>
      rank(staffNames, a.username) - rank(staffNames, b.username) ||
      a.shopGroup.localeCompare(b.shopGroup),
  );

  const defaultShop =
    shopRows.find((shop) => shop.name.toLowerCase() === DEMO_SHOP_NAME.toLowerCase()) ??
    shopRows[0];
  return { created, defaultShopId: defaultShop?.id ?? '', shops: shopRows, staffUsers: staffRows };
}
