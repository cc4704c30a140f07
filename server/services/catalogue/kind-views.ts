import type { Kind, KindFlavor, KindStrain, KindTag } from '../../../src/domain/contract';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { kinds } from '../../db/schema';
import {
  flavors,
  kindsToFlavors,
  kindsToStrains,
  kindsToTags,
  strains,
  tags,
} from '../../db/schema';
import { presentContent } from './catalogue-items';

/** How kinds are shown: their own fields plus their strains, tags and flavors. */

type KindRow = typeof kinds.$inferSelect;

export type KindStrainView = KindStrain;

export type KindTagView = KindTag;

export type KindFlavorView = KindFlavor;

export type KindView = Kind;

function groupByKind<T extends { kindId: string }>(rows: T[]): Map<string, Omit<T, 'kindId'>[]> {
  const byKind = new Map<string, Omit<T, 'kindId'>[]>();
  for (const { kindId, ...rest } of rows) {
    const list = byKind.get(kindId);
    if (list) list.push(rest);
    else byKind.set(kindId, [rest]);
  }
  return byKind;
}

/**
 * Presents kinds with their relations in three queries, whatever the number of kinds: strains
 * and flavors by name, tags by amount (highest first).
 */
export async function presentKinds(db: Executor, rows: KindRow[]): Promise<KindView[]> {
  if (!rows.length) return [];
  const ids = rows.map((k) => k.id);
  const [strainRows, tagRows, flavorRows] = await Promise.all([
    db
      .select({ kindId: kindsToStrains.kindId, id: strains.id, name: strains.name })
      .from(kindsToStrains)
      .innerJoin(strains, eq(strains.id, kindsToStrains.strainId))
      .where(inArray(kindsToStrains.kindId, ids))
      .orderBy(sql`lower(${strains.name})`, asc(strains.id)),
    db
      .select({
        kindId: kindsToTags.kindId,
        id: tags.id,
        name: tags.name,
        amount: kindsToTags.amount,
      })
      .from(kindsToTags)
      .innerJoin(tags, eq(tags.id, kindsToTags.tagId))
      .where(inArray(kindsToTags.kindId, ids))
      .orderBy(desc(kindsToTags.amount), sql`lower(${tags.name})`, asc(tags.id)),
    db
      .select({
        kindId: kindsToFlavors.kindId,
        id: flavors.id,
        name: flavors.name,
        icon: flavors.icon,
        color: flavors.color,
      })
      .from(kindsToFlavors)
      .innerJoin(flavors, eq(flavors.id, kindsToFlavors.flavorId))
      .where(inArray(kindsToFlavors.kindId, ids))
      .orderBy(sql`lower(${flavors.name})`, asc(flavors.id)),
  ]);
  const strainsOf = groupByKind(strainRows);
  const tagsOf = groupByKind(tagRows);
  const flavorsOf = groupByKind(flavorRows);
  return rows.map((kind) => {
    const kindStrains = strainsOf.get(kind.id) ?? [];
    const kindTags = tagsOf.get(kind.id) ?? [];
    const kindFlavors = flavorsOf.get(kind.id) ?? [];
    return {
      id: kind.id,
      name: kind.name,
      ...presentContent(kind),
      c: kind.c,
      h: kind.h,
      i: kind.i,
      s: kind.s,
      flags: kind.flags,
      icons: kind.icons,
      shop_group_id: kind.shopGroupId,
      created_at: kind.createdAt.toISOString(),
      modified_at: kind.modifiedAt.toISOString(),
      strains: kindStrains,
      tags: kindTags,
      flavors: kindFlavors,
      strains_amount: kindStrains.length,
      tags_amount: kindTags.length,
      flavors_amount: kindFlavors.length,
    };
  });
}

export async function presentKind(db: Executor, row: KindRow): Promise<KindView> {
  const [view] = await presentKinds(db, [row]);
  if (!view) throw new Error('a presented kind went missing');
  return view;
}
