import { inArray } from 'drizzle-orm';
import { DEFAULT_SCREEN_ADVANCED_OPTIONS } from '../../src/domain';
import { hashPassword } from '../auth/passwords';
import type { Database, Executor } from '../db/client';
import {
  categoryScreens,
  prices,
  screens,
  shopGroupShops,
  shopGroups,
  shopTables,
  shops,
  shopsToPrices,
} from '../db/schema';
import {
  DEMO_GROUPS,
  DEMO_MARKER_GROUP,
  DEMO_PRICES,
  DEMO_SCREENS,
  DEMO_SHOPS,
  DEMO_STAFF,
  DEMO_TABLES,
} from './demo-data';
import {
  byName,
  insertCategories,
  insertKinds,
  insertProducts,
  insertStaff,
  type StaffWithPassword,
  lookup,
  lower,
  lowerOf,
} from './demo-inserts';
import { DEMO_MENUS } from './demo-menu';
import { readDemoSummary } from './demo-summary';
import type { DemoSummary } from './demo-summary';

export { DEMO_SHOP_NAME } from './demo-summary';
export type { DemoSummary } from './demo-summary';

/**
 * Inserts the demo chain (shop groups Maastricht and Utrecht, their shops, staff, catalogue,
 * prices, menus, screens and tables) in one transaction. Does nothing when the shop group
 * Maastricht exists already, and then reports what is there.
 */
export async function seedDemoData(
  db: Database,
  options: { staffPassword: string; passwordCost?: number },
): Promise<DemoSummary> {
  const existing = await readDemoSummary(db);
  if (existing) return existing;
  // Hashing is slow on purpose: do it before the transaction, one salt per user.
  const staff = await Promise.all(
    DEMO_STAFF.map(async (user) => ({
      ...user,
      passwordHash: await hashPassword(options.staffPassword, options.passwordCost),
    })),
  );
  const created = await db.transaction((tx) => insertDemoData(tx, staff));
  if (created) return created;
  // Another process seeded between the check and the transaction.
  const summary = await readDemoSummary(db);
  if (!summary) throw new Error('The demo data could not be seeded.');
  return summary;
}

async function insertDemoData(
  tx: Executor,
  staff: readonly StaffWithPassword[],
): Promise<DemoSummary | null> {
  const insertedGroups = await tx
    .insert(shopGroups)
    .values(DEMO_GROUPS.map((group) => ({ name: group.name })))
    .onConflictDoNothing()
    .returning({ name: shopGroups.name });
  if (!insertedGroups.some((group) => group.name === DEMO_MARKER_GROUP)) return null;
  const groupIds = byName(
    await tx
      .select({ id: shopGroups.id, name: shopGroups.name })
      .from(shopGroups)
      .where(
        inArray(
          lowerOf(shopGroups.name),
          DEMO_GROUPS.map((g) => lower(g.name)),
        ),
      ),
  );
  const groupId = (name: string) => lookup(groupIds, name, 'shop group');

  const shopRows = await tx
    .insert(shops)
    .values(DEMO_SHOPS.map((shop) => ({ ...shop })))
    .returning({ id: shops.id, name: shops.name });
  const shopIds = byName(shopRows);
  const shopId = (name: string) => lookup(shopIds, name, 'shop');
  await tx
    .insert(shopGroupShops)
    .values(
      DEMO_GROUPS.flatMap((group) =>
        group.shops.map((shop) => ({ shopGroupId: groupId(group.name), shopId: shopId(shop) })),
      ),
    );

  await insertStaff(tx, staff, groupId);
  const kindIds = await insertKinds(tx, groupId);
  const productIds = await insertProducts(tx);

  await tx
    .insert(prices)
    .values(
      DEMO_PRICES.map(({ group, legacy, ...lists }) => ({
        ...lists,
        ...legacy,
        shopGroupId: groupId(group),
      })),
    )
    .onConflictDoNothing();
  const priceRows = await tx
    .select({ id: prices.id, code: prices.internalProductId, groupId: prices.shopGroupId })
    .from(prices)
    .where(inArray(prices.shopGroupId, [...groupIds.values()]));
  const priceIds = new Map(priceRows.map((p) => [`${p.groupId}:${p.code}`, p.id]));
  const priceId = (group: string, code: string) =>
    lookup(priceIds, `${groupId(group)}:${code}`, 'price');

  const categoryId = await insertCategories(tx, shopId);

  const orderNumbers = new Map<string, number>();
  const nextOrderNumber = (key: string) => {
    const next = orderNumbers.get(key) ?? 0;
    orderNumbers.set(key, next + 1);
    return next;
  };
  await tx.insert(shopsToPrices).values(
    DEMO_MENUS.flatMap((menu) =>
      menu.links.map((link) => {
        const category = categoryId(menu.shop, link.category);
        const legacy = link.legacyColumns ?? [];
        return {
          shopId: shopId(menu.shop),
          priceId: priceId(menu.group, link.price),
          categoryId: category,
          kindId: 'kind' in link.item ? lookup(kindIds, link.item.kind, 'kind') : null,
          productId:
            'product' in link.item ? lookup(productIds, link.item.product, 'product') : null,
          active: link.active ?? true,
          new: link.new ?? false,
          orderNumber: nextOrderNumber(category),
          deactivatedLabels: link.deactivatedLabels ?? [],
          actionLabels: link.actionLabels ?? [],
          useHalf: legacy.includes('half'),
          useOne: legacy.includes('one'),
          useTwoFive: legacy.includes('twoFive'),
          useFive: legacy.includes('five'),
          useJoint: legacy.includes('joint'),
          usePiece: legacy.includes('piece'),
        };
      }),
    ),
  );

  const screenRows = await tx
    .insert(screens)
    .values(
      DEMO_SCREENS.map((screen) => ({
        shopId: shopId(screen.shop),
        name: screen.name,
        orientation: screen.orientation,
        extraConfig: screen.extraConfig,
      })),
    )
    .returning({ id: screens.id, shopId: screens.shopId, name: screens.name });
  const screenIds = new Map(screenRows.map((row) => [`${row.shopId}:${lower(row.name)}`, row.id]));
  const placements = DEMO_SCREENS.flatMap((screen) =>
    screen.placements.map((placement) => ({
      categoryId: categoryId(screen.shop, placement.category),
      screenId: lookup(screenIds, `${shopId(screen.shop)}:${screen.name}`, 'screen'),
      orderNumber: placement.order,
      columnNumber: placement.column,
      advancedOptions: { ...DEFAULT_SCREEN_ADVANCED_OPTIONS, ...placement.options },
    })),
  );
  if (placements.length > 0) await tx.insert(categoryScreens).values(placements);

  await tx
    .insert(shopTables)
    .values(
      Object.entries(DEMO_TABLES).flatMap(([shop, names]) =>
        names.map((name) => ({ shopId: shopId(shop), name })),
      ),
    );

  const summary = await readDemoSummary(tx, true);
  if (!summary) throw new Error('The demo data was inserted but cannot be read back.');
  return summary;
}
