import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KIND_RELATION_LIMITS,
  PRICE_LISTS,
  PRICE_UNIT_BY_LIST,
  hasEnoughPrices,
  priceLabel,
} from '../../src/domain';
import type { PriceEntry } from '../../src/domain';
import { verifyPassword } from '../../server/auth/passwords';
import type { DatabaseHandle } from '../../server/db/client';
import { openEmptyDatabase } from '../support/api';
import {
  categories,
  categoryScreens,
  flavors,
  kinds,
  kindsToFlavors,
  kindsToStrains,
  kindsToTags,
  mainCategories,
  prices,
  products,
  roles,
  screens,
  shopGroupShops,
  shopGroups,
  shopTables,
  shops,
  shopsToPrices,
  strains,
  tags,
  userRoles,
  userShopGroups,
  users,
} from '../../server/db/schema';
import { DEMO_SHOP_NAME, seedDemoData } from '../../server/seed/demo';

const STAFF_PASSWORD = 'demo-wachtwoord-2024';
/**
 * These tests open a real embedded database (a new cluster, every migration, the whole demo
 * seed): seconds of WebAssembly work that a loaded two-core machine stretches past the unit
 * project's default limits.
 */
const DATABASE_TIMEOUT_MS = 60_000;

const TABLES = {
  shopGroups,
  shops,
  shopGroupShops,
  users,
  userRoles,
  userShopGroups,
  roles,
  strains,
  tags,
  flavors,
  kinds,
  kindsToStrains,
  kindsToTags,
  kindsToFlavors,
  products,
  prices,
  mainCategories,
  categories,
  shopsToPrices,
  screens,
  categoryScreens,
  shopTables,
};

type Counts = Record<keyof typeof TABLES, number>;

async function countAll(handle: DatabaseHandle): Promise<Counts> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await handle.db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Counts;
}

function allEntries(price: typeof prices.$inferSelect): PriceEntry[] {
  return [...price.cannabis, ...price.preRolledJoints, ...price.edible];
}

describe('seedDemoData', () => {
  let handle: DatabaseHandle;
  let shopIds: Map<string, string>;

  beforeAll(async () => {
    handle = await openEmptyDatabase();
    const summary = await seedDemoData(handle.db, { staffPassword: STAFF_PASSWORD });
    expect(summary.created).toBe(true);
    shopIds = new Map(summary.shops.map((shop) => [shop.name, shop.id]));
  }, DATABASE_TIMEOUT_MS);

  afterAll(async () => {
    await handle.close();
  });

  it('creates the data once and reports what is there the second time', async () => {
    const before = await countAll(handle);
    const again = await seedDemoData(handle.db, { staffPassword: 'another-password' });
    expect(again.created).toBe(false);
    expect(await countAll(handle)).toEqual(before);
    expect(again.shops.map((shop) => shop.name)).toEqual([
      DEMO_SHOP_NAME,
      'Head Shop',
      'De Steeg',
      'Oudegracht',
      'Café De Brug',
    ]);
    expect(again.defaultShopId).toBe(shopIds.get(DEMO_SHOP_NAME));
    expect(again.staffUsers).toEqual([
      {
        username: 'maastricht.staff',
        email: 'maastricht.staff@example.com',
        shopGroup: 'Maastricht',
      },
      { username: 'utrecht.staff', email: 'utrecht.staff@example.com', shopGroup: 'Utrecht' },
    ]);
  });

  it('creates the intended amounts', async () => {
    expect(await countAll(handle)).toEqual({
      shopGroups: 2,
      shops: 5,
      shopGroupShops: 5,
      users: 2,
      userRoles: 2,
      userShopGroups: 2,
      roles: 1,
      strains: 15,
      tags: 11,
      flavors: 12,
      kinds: 34,
      kindsToStrains: 50,
      kindsToTags: 116,
      kindsToFlavors: 90,
      products: 26,
      prices: 37,
      mainCategories: 9,
      categories: 23,
      shopsToPrices: 113,
      screens: 4,
      categoryScreens: 6,
      shopTables: 18,
    });

    const kindRows = await handle.db.select().from(kinds);
    expect(kindRows.filter((kind) => kind.shopGroupId === null)).toHaveLength(28);

    const links = await handle.db.select().from(shopsToPrices);
    const perShop = (name: string) => links.filter((link) => link.shopId === shopIds.get(name));
    const mississippi = perShop('Mississippi');
    expect(mississippi.filter((link) => link.kindId !== null)).toHaveLength(32);
    expect(mississippi.filter((link) => link.productId !== null)).toHaveLength(21);
    expect(mississippi.filter((link) => link.new).length).toBeGreaterThanOrEqual(3);
    expect(mississippi.filter((link) => !link.active)).toHaveLength(2);
    expect(perShop('Head Shop')).toHaveLength(15);
    expect(perShop('De Steeg')).toHaveLength(12);
    expect(perShop('Oudegracht')).toHaveLength(12);
    const cafe = perShop('Café De Brug');
    expect(cafe).toHaveLength(21);
    expect(cafe.every((link) => link.productId !== null)).toBe(true);
  });

  it('sets up the shops as the back office expects', async () => {
    const shopRows = await handle.db.select().from(shops);
    const byName = new Map(shopRows.map((shop) => [shop.name, shop]));
    expect(byName.get('Head Shop')?.isUsingMultiscreen).toBe(true);
    expect(byName.get(DEMO_SHOP_NAME)?.config.use_truncated_prices).toBe(false);
    // The coffeeshops sell drinks too; the café only drinks.
    expect(shopRows.map((shop) => `${shop.name}:${shop.shopType}`).sort()).toEqual([
      'Café De Brug:horeca',
      'De Steeg:both',
      'Head Shop:both',
      'Mississippi:both',
      'Oudegracht:both',
    ]);

    const screenRows = await handle.db
      .select({ name: screens.name, orientation: screens.orientation })
      .from(screens)
      .where(eq(screens.shopId, shopIds.get('Head Shop') ?? ''));
    expect(screenRows.map((screen) => `${screen.name}:${screen.orientation}`).sort()).toEqual([
      'Mobiel:mobile',
      'Scherm links:landscape',
      'Scherm rechts:portrait',
    ]);

    const placements = await handle.db
      .select({ options: categoryScreens.advancedOptions, shopId: categories.shopId })
      .from(categoryScreens)
      .innerJoin(categories, eq(categories.id, categoryScreens.categoryId));
    for (const placement of placements) {
      expect(placement.shopId).toBe(shopIds.get('Head Shop'));
      expect(placement.options.color_opacity).toBeGreaterThanOrEqual(0);
      expect(placement.options.color_opacity).toBeLessThanOrEqual(1);
    }
  });

  it('numbers the rows of every shop category 0..n-1', async () => {
    const links = await handle.db.select().from(shopsToPrices);
    const groups = new Map<string, number[]>();
    for (const link of links) {
      const key = `${link.shopId}:${link.categoryId}`;
      groups.set(key, [...(groups.get(key) ?? []), link.orderNumber]);
    }
    for (const numbers of groups.values()) {
      expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, index) => index));
    }
  });

  it('gives every price enough entries (a horeca drink one) with labels from the domain rule', async () => {
    const priceRows = await handle.db.select().from(prices);
    const legacyCount = (price: (typeof priceRows)[number]) =>
      [price.half, price.one, price.twoFive, price.five, price.joint, price.piece].filter(
        (value) => value !== null,
      ).length;
    expect(priceRows.filter((price) => legacyCount(price) > 0)).toHaveLength(1);
    for (const price of priceRows) {
      const lists = {
        cannabis: price.cannabis,
        pre_rolled_joints: price.preRolledJoints,
        edible: price.edible,
      };
      expect(hasEnoughPrices(lists) || legacyCount(price) >= 2, price.internalProductId).toBe(true);
      for (const list of PRICE_LISTS) {
        const entries =
          list === 'cannabis'
            ? price.cannabis
            : list === 'pre_rolled_joints'
              ? price.preRolledJoints
              : price.edible;
        for (const entry of entries) {
          expect(entry.label).toBe(priceLabel(entry.quantity, PRICE_UNIT_BY_LIST[list]));
          expect(entry.price).toBeGreaterThan(0);
          expect(entry.active).toBe(true);
        }
      }
    }
  });

  it('sells drinks at one price (a cola at 3,00), cookies also by three', async () => {
    const horeca = await handle.db
      .select({ code: prices.internalProductId, edible: prices.edible })
      .from(prices)
      .where(sql`${prices.internalProductId} like '500%'`);
    const pricesOf = (code: string) =>
      horeca
        .filter((row) => row.code === code)
        .map((row) => row.edible.map((entry) => `${entry.label} ${entry.price}`));
    // Codes are a group's own: Maastricht's cola and the Utrecht café's first drink.
    expect(pricesOf('50003').sort()).toEqual([['1st 2.7'], ['1st 3']]);
    expect(pricesOf('50008')).toEqual([['1st 2.6', '3st 7']]);
    const multi = horeca.filter((row) => row.edible.length > 1).map((row) => row.code);
    expect(multi).toEqual(['50008']);
  });

  it('keeps discounts below the regular price and at least 2 labels enabled', async () => {
    const rows = await handle.db
      .select({ link: shopsToPrices, price: prices })
      .from(shopsToPrices)
      .innerJoin(prices, eq(prices.id, shopsToPrices.priceId));
    expect(rows.filter(({ link }) => link.actionLabels.length > 0).length).toBeGreaterThan(0);
    expect(rows.filter(({ link }) => link.deactivatedLabels.length > 0).length).toBeGreaterThan(0);
    for (const { link, price } of rows) {
      const entries = allEntries(price);
      for (const action of link.actionLabels) {
        const regular = entries.find((entry) => entry.label === action.label);
        expect(regular, action.label).toBeDefined();
        expect(action.price).toBeLessThan(regular?.price ?? 0);
      }
      for (const label of link.deactivatedLabels) {
        expect(entries.map((entry) => entry.label)).toContain(label);
      }
      if (link.deactivatedLabels.length > 0) {
        const enabled = entries.filter((entry) => !link.deactivatedLabels.includes(entry.label));
        expect(enabled.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('links only items and prices the shop group may use', async () => {
    const rows = await handle.db
      .select({
        link: shopsToPrices,
        priceGroup: prices.shopGroupId,
        legacyOne: prices.one,
        kindGroup: kinds.shopGroupId,
        productGroup: products.shopGroupId,
        cannabisCategory: categories.cannabis,
        categoryShop: categories.shopId,
        shopGroup: shopGroupShops.shopGroupId,
      })
      .from(shopsToPrices)
      .innerJoin(prices, eq(prices.id, shopsToPrices.priceId))
      .innerJoin(categories, eq(categories.id, shopsToPrices.categoryId))
      .innerJoin(shopGroupShops, eq(shopGroupShops.shopId, shopsToPrices.shopId))
      .leftJoin(kinds, eq(kinds.id, shopsToPrices.kindId))
      .leftJoin(products, eq(products.id, shopsToPrices.productId));
    for (const row of rows) {
      expect(row.categoryShop).toBe(row.link.shopId);
      expect(row.priceGroup).toBe(row.shopGroup);
      expect([null, row.shopGroup]).toContain(row.kindGroup);
      expect([null, row.shopGroup]).toContain(row.productGroup);
      expect(row.cannabisCategory).toBe(row.link.kindId !== null);
      const usesLegacy =
        row.link.useHalf ||
        row.link.useOne ||
        row.link.useTwoFive ||
        row.link.useFive ||
        row.link.useJoint ||
        row.link.usePiece;
      expect(usesLegacy).toBe(row.legacyOne !== null);
    }
  });

  it('keeps every kind within the relation limits and with one type flag', async () => {
    const kindRows = await handle.db.select().from(kinds);
    const perKind = async (
      table: typeof kindsToStrains | typeof kindsToTags | typeof kindsToFlavors,
    ) => {
      const rows = await handle.db
        .select({ kindId: table.kindId, n: count() })
        .from(table)
        .groupBy(table.kindId);
      return new Map(rows.map((row) => [row.kindId, row.n]));
    };
    const strainCounts = await perKind(kindsToStrains);
    const tagCounts = await perKind(kindsToTags);
    const flavorCounts = await perKind(kindsToFlavors);
    for (const kind of kindRows) {
      expect([kind.c, kind.h, kind.i, kind.s].filter(Boolean), kind.name).toHaveLength(1);
      expect(strainCounts.get(kind.id) ?? 0).toBeGreaterThanOrEqual(1);
      expect(strainCounts.get(kind.id) ?? 0).toBeLessThanOrEqual(KIND_RELATION_LIMITS.strains);
      expect(tagCounts.get(kind.id) ?? 0).toBeLessThanOrEqual(KIND_RELATION_LIMITS.tags);
      expect(flavorCounts.get(kind.id) ?? 0).toBeLessThanOrEqual(KIND_RELATION_LIMITS.flavors);
      expect(kind.shortDescriptionNl && kind.shortDescriptionEn).toBeTruthy();
      expect(kind.descriptionNl && kind.descriptionEn).toBeTruthy();
    }
    const flavorRows = await handle.db.select().from(flavors);
    for (const flavor of flavorRows) expect(flavor.color).toMatch(/^[0-9A-F]{6}$/);
    const categoryRows = await handle.db.select().from(categories);
    for (const category of categoryRows) expect(category.color).toMatch(/^[0-9A-F]{6}$/);
  });

  it('creates staff users whose password verifies', async () => {
    const rows = await handle.db
      .select({ user: users, role: roles.name, group: shopGroups.name })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .innerJoin(userShopGroups, eq(userShopGroups.userId, users.id))
      .innerJoin(shopGroups, eq(shopGroups.id, userShopGroups.shopGroupId));
    expect(rows.map((row) => `${row.user.username}:${row.role}:${row.group}`).sort()).toEqual([
      'maastricht.staff:employee:Maastricht',
      'utrecht.staff:employee:Utrecht',
    ]);
    for (const { user } of rows) {
      expect(user.isSuperuser).toBe(false);
      expect(await verifyPassword(STAFF_PASSWORD, user.passwordHash)).toBe(true);
      expect(await verifyPassword('another-password', user.passwordHash)).toBe(false);
    }
  });
});

describe('seedDemoData with existing data', () => {
  it(
    'reuses the roles and the global taxonomy that already exist',
    async () => {
      const handle = await openEmptyDatabase();
      try {
        await handle.db.insert(roles).values([
          { name: 'admin', description: 'Beheerder' },
          { name: 'Employee', description: 'Medewerker' },
        ]);
        await handle.db.insert(strains).values({ name: 'haze' });
        await handle.db.insert(kinds).values({ name: 'Amnesia Haze', s: true });

        const summary = await seedDemoData(handle.db, { staffPassword: STAFF_PASSWORD });

        expect(summary.created).toBe(true);
        const roleRows = await handle.db.select().from(roles);
        expect(roleRows.map((role) => role.name).sort()).toEqual(['Employee', 'admin']);
        const [haze] = await handle.db
          .select({ n: count() })
          .from(strains)
          .where(eq(sql`lower(${strains.name})`, 'haze'));
        expect(haze?.n).toBe(1);
        const amnesia = await handle.db
          .select({ id: kinds.id })
          .from(kinds)
          .where(eq(kinds.name, 'Amnesia Haze'));
        expect(amnesia).toHaveLength(1);
        const [links] = await handle.db
          .select({ n: count() })
          .from(shopsToPrices)
          .where(eq(shopsToPrices.kindId, amnesia[0]?.id ?? ''));
        expect(links?.n).toBeGreaterThan(0);
        // Relations are not added to a kind the seed did not create.
        const [amnesiaStrains] = await handle.db
          .select({ n: count() })
          .from(kindsToStrains)
          .where(eq(kindsToStrains.kindId, amnesia[0]?.id ?? ''));
        expect(amnesiaStrains?.n).toBe(0);
      } finally {
        await handle.close();
      }
    },
    DATABASE_TIMEOUT_MS,
  );
});
