/** The inserts of the demo seed per area; each returns the ids later inserts refer to. */

import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  categories,
  flavors,
  kinds,
  kindsToFlavors,
  kindsToStrains,
  kindsToTags,
  mainCategories,
  products,
  roles,
  strains,
  tags,
  userRoles,
  userShopGroups,
  users,
} from '../db/schema';
import {
  DEMO_CATEGORIES,
  DEMO_FLAVORS,
  DEMO_MAIN_CATEGORIES,
  DEMO_STRAINS,
  DEMO_TAGS,
} from './demo-data';
import type { DemoStaffUser } from './demo-data';
import { DEMO_KINDS } from './demo-kinds';
import { DEMO_PRODUCTS } from './demo-products';

export const lower = (name: string) => name.toLowerCase();
export const lowerOf = (column: SQLWrapper) => sql`lower(${column})`;

/** Maps names case-insensitively to ids. */
export function byName(rows: readonly { id: string; name: string }[]): Map<string, string> {
  return new Map(rows.map((row) => [lower(row.name), row.id]));
}

export function lookup(ids: ReadonlyMap<string, string>, key: string, what: string): string {
  const id = ids.get(lower(key));
  if (!id) throw new Error(`The demo data names an unknown ${what}: ${key}`);
  return id;
}

export type StaffWithPassword = DemoStaffUser & { passwordHash: string };

export async function insertStaff(
  tx: Executor,
  staff: readonly StaffWithPassword[],
  groupId: (name: string) => string,
): Promise<void> {
  const roleNames = [...new Set(staff.map((user) => user.role))];
  const findRoles = async () =>
    byName(
      await tx
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .where(inArray(lowerOf(roles.name), roleNames)),
    );
  let roleIds = await findRoles();
  const missingRoles = roleNames.filter((name) => !roleIds.has(name));
  if (missingRoles.length > 0) {
    await tx
      .insert(roles)
      .values(missingRoles.map((name) => ({ name })))
      .onConflictDoNothing();
    roleIds = await findRoles();
  }

  const userRows = await tx
    .insert(users)
    .values(
      staff.map((user) => ({
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        passwordHash: user.passwordHash,
      })),
    )
    .returning({ id: users.id, name: users.username });
  const userIds = byName(userRows);
  const userId = (username: string) => lookup(userIds, username, 'user');
  await tx.insert(userRoles).values(
    staff.map((user) => ({
      userId: userId(user.username),
      roleId: lookup(roleIds, user.role, 'role'),
    })),
  );
  await tx.insert(userShopGroups).values(
    staff.map((user) => ({
      userId: userId(user.username),
      shopGroupId: groupId(user.shopGroup),
    })),
  );
}

/** Inserts strains, tags, flavors and kinds; returns the kind ids by name. */
export async function insertKinds(
  tx: Executor,
  groupId: (name: string) => string,
): Promise<Map<string, string>> {
  // The taxonomy is global: names someone added already are reused.
  await tx
    .insert(strains)
    .values(DEMO_STRAINS.map((name) => ({ name })))
    .onConflictDoNothing();
  await tx
    .insert(tags)
    .values(DEMO_TAGS.map((name) => ({ name })))
    .onConflictDoNothing();
  await tx
    .insert(flavors)
    .values(DEMO_FLAVORS.map((flavor) => ({ ...flavor })))
    .onConflictDoNothing();
  const strainIds = byName(await tx.select({ id: strains.id, name: strains.name }).from(strains));
  const tagIds = byName(await tx.select({ id: tags.id, name: tags.name }).from(tags));
  const flavorIds = byName(await tx.select({ id: flavors.id, name: flavors.name }).from(flavors));

  const inserted = await tx
    .insert(kinds)
    .values(
      DEMO_KINDS.map((kind) => ({
        name: kind.name,
        shortDescriptionNl: kind.shortNl,
        shortDescriptionEn: kind.shortEn,
        descriptionNl: kind.descriptionNl,
        descriptionEn: kind.descriptionEn,
        c: kind.type === 'c',
        h: kind.type === 'h',
        i: kind.type === 'i',
        s: kind.type === 's',
        flags: kind.flags ?? [],
        icons: kind.icons ?? [],
        shopGroupId: kind.group ? groupId(kind.group) : null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: kinds.id, name: kinds.name });
  const kindIds = byName(inserted);
  // Relations are only added to kinds this seed created, never to existing global ones.
  const created = DEMO_KINDS.filter((kind) => kindIds.has(lower(kind.name)));
  const kindId = (name: string) => lookup(kindIds, name, 'kind');
  const strainLinks = created.flatMap((kind) =>
    kind.strains.map((strain) => ({
      kindId: kindId(kind.name),
      strainId: lookup(strainIds, strain, 'strain'),
    })),
  );
  const tagLinks = created.flatMap((kind) =>
    Object.entries(kind.tags).map(([tag, amount]) => ({
      kindId: kindId(kind.name),
      tagId: lookup(tagIds, tag, 'tag'),
      amount,
    })),
  );
  const flavorLinks = created.flatMap((kind) =>
    kind.flavors.map((flavor) => ({
      kindId: kindId(kind.name),
      flavorId: lookup(flavorIds, flavor, 'flavor'),
    })),
  );
  // Drizzle refuses an empty list of values.
  if (strainLinks.length > 0) await tx.insert(kindsToStrains).values(strainLinks);
  if (tagLinks.length > 0) await tx.insert(kindsToTags).values(tagLinks);
  if (flavorLinks.length > 0) await tx.insert(kindsToFlavors).values(flavorLinks);

  const existingGlobal = DEMO_KINDS.filter((kind) => !kind.group && !kindIds.has(lower(kind.name)));
  if (existingGlobal.length > 0) {
    const rows = await tx
      .select({ id: kinds.id, name: kinds.name })
      .from(kinds)
      .where(
        and(
          isNull(kinds.shopGroupId),
          inArray(
            lowerOf(kinds.name),
            existingGlobal.map((kind) => lower(kind.name)),
          ),
        ),
      );
    for (const row of rows) kindIds.set(lower(row.name), row.id);
  }
  return kindIds;
}

/** Inserts the global horeca products; returns the product ids by name. */
export async function insertProducts(tx: Executor): Promise<Map<string, string>> {
  await tx
    .insert(products)
    .values(
      DEMO_PRODUCTS.map((product) => ({
        name: product.name,
        shortDescriptionNl: product.shortNl,
        shortDescriptionEn: product.shortEn,
        descriptionNl: product.descriptionNl,
        descriptionEn: product.descriptionEn,
      })),
    )
    .onConflictDoNothing();
  return byName(
    await tx
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(
        and(
          isNull(products.shopGroupId),
          inArray(
            lowerOf(products.name),
            DEMO_PRODUCTS.map((product) => lower(product.name)),
          ),
        ),
      ),
  );
}

/** Inserts main categories and categories; returns a lookup by shop and category name. */
export async function insertCategories(
  tx: Executor,
  shopId: (name: string) => string,
): Promise<(shop: string, category: string) => string> {
  const shopNames = Object.keys(DEMO_CATEGORIES);
  const mainRows = await tx
    .insert(mainCategories)
    .values(
      shopNames.flatMap((shop) =>
        // A shop has the main categories of what it sells: the café has no cannabis.
        DEMO_MAIN_CATEGORIES.filter((main) =>
          (DEMO_CATEGORIES[shop] ?? []).some(
            (category) => category.cannabis === (main.name === 'Cannabis'),
          ),
        ).map((main, orderNumber) => ({
          ...main,
          shopId: shopId(shop),
          orderNumber,
        })),
      ),
    )
    .returning({ id: mainCategories.id, shopId: mainCategories.shopId, name: mainCategories.name });
  const mainIds = new Map(mainRows.map((row) => [`${row.shopId}:${row.name}`, row.id]));

  const rows = await tx
    .insert(categories)
    .values(
      shopNames.flatMap((shop) =>
        (DEMO_CATEGORIES[shop] ?? []).map((category, orderNumber) => ({
          shopId: shopId(shop),
          mainCategoryId: mainIds.get(
            `${shopId(shop)}:${category.cannabis ? 'Cannabis' : 'Horeca'}`,
          ),
          name: category.name,
          nameEn: category.nameEn,
          color: category.color,
          icon: category.icon,
          cannabis: category.cannabis,
          pricelistColumn: category.column,
          pricelistRow: category.row,
          orderNumber,
        })),
      ),
    )
    .returning({ id: categories.id, shopId: categories.shopId, name: categories.name });
  const ids = new Map(rows.map((row) => [`${row.shopId}:${lower(row.name)}`, row.id]));
  return (shop, category) => lookup(ids, `${shopId(shop)}:${category}`, 'category');
}
