import { type SQL, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  categories,
  kindsToFlavors,
  kindsToStrains,
  kindsToTags,
  screens,
  shopsToPrices,
} from '../../db/schema';

/**
 * Which shops' boards show an item: a write to the item must bump those shops' cache status
 * (through `ChangeSet.touchShops`). One query each.
 */

async function distinctShops(tx: Executor, where: SQL): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ shopId: shopsToPrices.shopId })
    .from(shopsToPrices)
    .where(where);
  return rows.map((r) => r.shopId);
}

export function shopsShowingKind(tx: Executor, kindId: string): Promise<string[]> {
  return distinctShops(tx, eq(shopsToPrices.kindId, kindId));
}

export function shopsShowingProduct(tx: Executor, productId: string): Promise<string[]> {
  return distinctShops(tx, eq(shopsToPrices.productId, productId));
}

export function shopsShowingPrice(tx: Executor, priceId: string): Promise<string[]> {
  return distinctShops(tx, eq(shopsToPrices.priceId, priceId));
}

async function shopsShowingKinds(tx: Executor, kindIds: string[]): Promise<string[]> {
  if (!kindIds.length) return [];
  const rows = await tx
    .selectDistinct({ shopId: shopsToPrices.shopId })
    .from(shopsToPrices)
    .where(inArray(shopsToPrices.kindId, kindIds));
  return rows.map((r) => r.shopId);
}

/** Shops showing a kind that carries this strain (strain names are on the boards). */
export async function shopsShowingStrain(tx: Executor, strainId: string): Promise<string[]> {
  const kinds = await tx
    .select({ id: kindsToStrains.kindId })
    .from(kindsToStrains)
    .where(eq(kindsToStrains.strainId, strainId));
  return shopsShowingKinds(
    tx,
    kinds.map((k) => k.id),
  );
}

export async function shopsShowingTag(tx: Executor, tagId: string): Promise<string[]> {
  const kinds = await tx
    .select({ id: kindsToTags.kindId })
    .from(kindsToTags)
    .where(eq(kindsToTags.tagId, tagId));
  return shopsShowingKinds(
    tx,
    kinds.map((k) => k.id),
  );
}

export async function shopsShowingFlavor(tx: Executor, flavorId: string): Promise<string[]> {
  const kinds = await tx
    .select({ id: kindsToFlavors.kindId })
    .from(kindsToFlavors)
    .where(eq(kindsToFlavors.flavorId, flavorId));
  return shopsShowingKinds(
    tx,
    kinds.map((k) => k.id),
  );
}

export async function shopOfCategory(tx: Executor, categoryId: string): Promise<string[]> {
  const rows = await tx
    .select({ shopId: categories.shopId })
    .from(categories)
    .where(eq(categories.id, categoryId));
  return rows.map((r) => r.shopId);
}

export async function shopOfScreen(tx: Executor, screenId: string): Promise<string[]> {
  const rows = await tx
    .select({ shopId: screens.shopId })
    .from(screens)
    .where(eq(screens.id, screenId));
  return rows.map((r) => r.shopId);
}
