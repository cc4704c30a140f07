import { eq, sql } from 'drizzle-orm';
import type { KindPage } from '../../../src/domain/contract';
import { groupReadScope } from '../../auth/tenancy';
import type { ListResult } from '../../http/list-query';
import { kindTypeFlags } from '../../../src/domain';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/client';
import { kinds, shopsToPrices } from '../../db/schema';
import { badRequest } from '../../errors';
import { shopsShowingKind } from '../writer/board-impact';
import { presentKinds, type KindView } from './kind-views';
import {
  type GroupItemDefinition,
  type GroupItemInput,
  type GroupListInput,
  contentValues,
  createGroupItem,
  deleteGroupItem,
  groupItemListSpec,
  listGroupItems,
  updateGroupItem,
} from './catalogue-items';
import type { ChangeSet } from '../writer/changes';

/** Cannabis kinds: group-owned, with badges (c, h, i, s), flags and icons. */

type KindRow = typeof kinds.$inferSelect;

const KIND_LIST = groupItemListSpec('kinds', kinds, {
  c: { column: kinds.c, type: 'boolean' },
  h: { column: kinds.h, type: 'boolean' },
  i: { column: kinds.i, type: 'boolean' },
  s: { column: kinds.s, type: 'boolean' },
});

export const KIND: GroupItemDefinition<typeof kinds> = {
  table: kinds,
  label: 'Kind',
  entityType: 'kind',
  linkColumn: shopsToPrices.kindId,
  shopsShowing: shopsShowingKind,
};

export interface KindInput extends GroupItemInput {
  c?: boolean | undefined;
  h?: boolean | undefined;
  i?: boolean | undefined;
  s?: boolean | undefined;
  flags?: string[] | undefined;
  icons?: string[] | undefined;
}

export interface KindCreateInput extends KindInput {
  /** indica, sativa, CBD or hybrid: sets exactly that one of i, s, c, h. */
  kind_type?: string | undefined;
}

function kindValues(input: KindInput) {
  return {
    ...contentValues(input),
    ...(input.c !== undefined && { c: input.c }),
    ...(input.h !== undefined && { h: input.h }),
    ...(input.i !== undefined && { i: input.i }),
    ...(input.s !== undefined && { s: input.s }),
    ...(input.flags !== undefined && { flags: input.flags }),
    ...(input.icons !== undefined && { icons: input.icons }),
  };
}

/** Creates a kind in a group the caller belongs to (global: superusers only). */
export async function createKind(
  tx: Executor,
  principal: Principal,
  input: KindCreateInput,
): Promise<KindRow> {
  let flags = {};
  if (input.kind_type !== undefined) {
    const typeFlags = kindTypeFlags(input.kind_type);
    if (!typeFlags) {
      throw badRequest('The kind type must be indica, sativa, CBD or hybrid.', [
        'body',
        'kind_type',
      ]);
    }
    flags = typeFlags;
  }
  return createGroupItem(tx, KIND, principal, input, (name, shopGroupId) =>
    tx
      .insert(kinds)
      .values({ name, ...kindValues(input), ...flags, shopGroupId })
      .returning(),
  );
}

/** Changes a kind the caller may write; boards showing it reload. */
export function updateKind(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  id: string,
  input: KindInput,
): Promise<KindRow> {
  return updateGroupItem(tx, changes, KIND, principal, id, input, (name, shopGroupId) =>
    tx
      .update(kinds)
      .set({ name, ...kindValues(input), shopGroupId, modifiedAt: new Date() })
      .where(eq(kinds.id, id))
      .returning(),
  );
}

/** Deletes a kind no shop lists, with its strains, tags and flavors; otherwise 409. */
export function deleteKind(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  id: string,
): Promise<void> {
  return deleteGroupItem(tx, changes, KIND, principal, id);
}

/**
 * The kinds of the caller's shop groups and the global ones (with a shop group: that group's
 * and the global ones), a page of them that names the skip of the next (`cursor`, null at the
 * end): the kinds table pages by cursor.
 */
export function listKinds(
  db: Executor,
  principal: Principal,
  query: GroupListInput,
): Promise<ListResult<KindPage>> {
  return listGroupItems(db, KIND, KIND_LIST, principal, query, async (page) => {
    const next = page.skip + page.rows.length;
    return {
      items: await presentKinds(db, page.rows),
      total: page.total,
      cursor: page.rows.length && next < page.total ? next : null,
    };
  });
}

/** Every kind the caller may read, by name. */
export async function allKinds(db: Executor, principal: Principal): Promise<KindView[]> {
  const rows = await db
    .select()
    .from(kinds)
    .where(groupReadScope(principal, kinds.shopGroupId))
    .orderBy(sql`lower(${kinds.name})`, kinds.id);
  return presentKinds(db, rows);
}
