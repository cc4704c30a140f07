import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { KIND_RELATION_LIMITS } from '../../../src/domain';
import type { Principal } from '../../auth/principal';
import { assertCanWriteGroupItem, canReadGroupItem, groupReadScope } from '../../auth/tenancy';
import type { Executor } from '../../db/client';
import { listOf, type ListQueryInput, type ListResult, type ListSpec } from '../../http/list-query';

import { kinds, kindsToFlavors, kindsToStrains, kindsToTags } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { recordEdit } from '../writer/audit';
import { shopsShowingKind } from '../writer/board-impact';
import { getVisibleItem } from './catalogue-items';
import type { ChangeSet } from '../writer/changes';
import { KIND } from './kinds';
import { FLAVORS, STRAINS, TAGS, type VocabularyDefinition, getVocabularyRow } from './vocabulary';

/**
 * The strains, tags and flavors of a kind: one implementation over three link tables. A kind
 * carries a limited number of each (KIND_RELATION_LIMITS); tags carry an amount.
 */

export type RelationTable = typeof kindsToStrains | typeof kindsToTags | typeof kindsToFlavors;
type RelationRow = RelationTable['$inferSelect'];

export interface RelationDefinition {
  /** Path and Content-Range name, e.g. `kinds-to-strains`. */
  resource: string;
  /** The API name of the related id, e.g. `strain_id`. */
  key: 'strain_id' | 'tag_id' | 'flavor_id';
  /** The property of the related id on a row of `table`. */
  field: 'strainId' | 'tagId' | 'flavorId';
  plural: keyof typeof KIND_RELATION_LIMITS;
  target: VocabularyDefinition;
  table: RelationTable;
  related: AnyPgColumn;
  /** Tags only: the amount (a percentage). */
  amount: AnyPgColumn | null;
  insert(tx: Executor, kindId: string, relatedId: string, amount: number): Promise<string>;
  update(tx: Executor, id: string, relatedId: string, amount: number): Promise<void>;
}

function insertedId(row: { id: string } | undefined): string {
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export const KIND_STRAINS: RelationDefinition = {
  resource: 'kinds-to-strains',
  key: 'strain_id',
  field: 'strainId',
  plural: 'strains',
  target: STRAINS,
  table: kindsToStrains,
  related: kindsToStrains.strainId,
  amount: null,
  insert: async (tx, kindId, strainId) => {
    const [row] = await tx.insert(kindsToStrains).values({ kindId, strainId }).returning();
    return insertedId(row);
  },
  update: async (tx, id, strainId) => {
    await tx.update(kindsToStrains).set({ strainId }).where(eq(kindsToStrains.id, id));
  },
};

export const KIND_TAGS: RelationDefinition = {
  resource: 'kinds-to-tags',
  key: 'tag_id',
  field: 'tagId',
  plural: 'tags',
  target: TAGS,
  table: kindsToTags,
  related: kindsToTags.tagId,
  amount: kindsToTags.amount,
  insert: async (tx, kindId, tagId, amount) => {
    const [row] = await tx.insert(kindsToTags).values({ kindId, tagId, amount }).returning();
    return insertedId(row);
  },
  update: async (tx, id, tagId, amount) => {
    await tx.update(kindsToTags).set({ tagId, amount }).where(eq(kindsToTags.id, id));
  },
};

export const KIND_FLAVORS: RelationDefinition = {
  resource: 'kinds-to-flavors',
  key: 'flavor_id',
  field: 'flavorId',
  plural: 'flavors',
  target: FLAVORS,
  table: kindsToFlavors,
  related: kindsToFlavors.flavorId,
  amount: null,
  insert: async (tx, kindId, flavorId) => {
    const [row] = await tx.insert(kindsToFlavors).values({ kindId, flavorId }).returning();
    return insertedId(row);
  },
  update: async (tx, id, flavorId) => {
    await tx.update(kindsToFlavors).set({ flavorId }).where(eq(kindsToFlavors.id, id));
  },
};

export type RelationView = { id: string; kind_id: string; amount?: number } & Partial<
  Record<RelationDefinition['key'], string>
>;

/** `{id, kind_id, strain_id}`, or for tags `{id, kind_id, tag_id, amount}`. */
export function presentRelation(def: RelationDefinition, row: RelationRow): RelationView {
  const values: Record<string, unknown> = row;
  return {
    id: row.id,
    kind_id: row.kindId,
    [def.key]: String(values[def.field]),
    ...(def.amount !== null && { amount: Number(values.amount) }),
  };
}

/** The relation when its kind is visible to the caller; otherwise 404. */
export async function getVisibleRelation(
  db: Executor,
  def: RelationDefinition,
  principal: Principal,
  id: string,
): Promise<RelationRow> {
  const [found] = await db
    .select({ relation: def.table, shopGroupId: kinds.shopGroupId })
    .from(def.table)
    .innerJoin(kinds, eq(kinds.id, def.table.kindId))
    .where(eq(def.table.id, id));
  if (!found || !canReadGroupItem(principal, found.shopGroupId)) throw notFound('Relation');
  return found.relation;
}

/** The id of the relation between a kind and a strain, tag or flavor; 404 when there is none. */
export async function findRelationId(
  db: Executor,
  def: RelationDefinition,
  principal: Principal,
  kindId: string,
  relatedId: string,
): Promise<string> {
  await getVisibleItem(db, KIND, principal, kindId);
  const [row] = await db
    .select({ id: def.table.id })
    .from(def.table)
    .where(and(eq(def.table.kindId, kindId), eq(def.related, relatedId)));
  if (!row) throw notFound('Relation');
  return row.id;
}

/**
 * Locks the kind for the rest of the transaction, so concurrent writes to its relations run
 * one after the other and a limit counted here still holds at commit.
 */
async function lockWritableKind(tx: Executor, principal: Principal, kindId: string) {
  const kind = await getVisibleItem(tx, KIND, principal, kindId, true);
  assertCanWriteGroupItem(principal, kind.shopGroupId, 'Kind');
  return kind;
}

async function assertNotLinked(tx: Executor, def: RelationDefinition, kindId: string, id: string) {
  const [clash] = await tx
    .select({ id: def.table.id })
    .from(def.table)
    .where(and(eq(def.table.kindId, kindId), eq(def.related, id)));
  if (clash) throw conflict(`This kind already has this ${def.target.label.toLowerCase()}.`);
}

/** A relation change is an edit of the kind: it moves, and boards showing it reload. */
async function kindEdited(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  kindId: string,
  details: Record<string, unknown>,
) {
  await tx.update(kinds).set({ modifiedAt: new Date() }).where(eq(kinds.id, kindId));
  changes.touchShops(await shopsShowingKind(tx, kindId));
  await recordEdit(tx, {
    userId: principal.userId,
    entityType: 'kind',
    entityId: kindId,
    action: 'Edited',
    details,
  });
}

export interface RelationInput {
  kind_id: string;
  related_id: string;
  amount?: number | undefined;
}

/** Adds a strain, tag or flavor to a kind within its limit. */
export async function createRelation(
  tx: Executor,
  changes: ChangeSet,
  def: RelationDefinition,
  principal: Principal,
  input: RelationInput,
): Promise<RelationRow> {
  const kind = await lockWritableKind(tx, principal, input.kind_id);
  const related = await getVocabularyRow(tx, def.target, input.related_id);
  await assertNotLinked(tx, def, kind.id, related.id);
  const [usage] = await tx
    .select({ total: count() })
    .from(def.table)
    .where(eq(def.table.kindId, kind.id));
  const limit = KIND_RELATION_LIMITS[def.plural];
  if ((usage?.total ?? 0) >= limit) {
    throw badRequest(`A kind can have at most ${limit} ${def.plural}.`, ['body', def.key]);
  }
  const id = await def.insert(tx, kind.id, related.id, input.amount ?? 0);
  await kindEdited(tx, changes, principal, kind.id, {
    [def.plural]: 'Added',
    [def.key]: related.id,
    name: related.name,
    ...(def.amount !== null && { amount: input.amount ?? 0 }),
  });
  return getVisibleRelation(tx, def, principal, id);
}

/** Points a relation at another strain, tag or flavor, or (tags) changes its amount. */
export async function updateRelation(
  tx: Executor,
  changes: ChangeSet,
  def: RelationDefinition,
  principal: Principal,
  id: string,
  input: Partial<RelationInput>,
): Promise<RelationRow> {
  const before = await getVisibleRelation(tx, def, principal, id);
  await lockWritableKind(tx, principal, before.kindId);
  // Read again under the lock: a concurrent write may have changed or removed it.
  const current = presentRelation(def, await getVisibleRelation(tx, def, principal, id));
  if (input.kind_id !== undefined && input.kind_id !== current.kind_id) {
    throw badRequest('A relation cannot move to another kind.', ['body', 'kind_id']);
  }
  const currentRelated = current[def.key] ?? '';
  const relatedId = input.related_id ?? currentRelated;
  const related = await getVocabularyRow(tx, def.target, relatedId);
  if (relatedId !== currentRelated) await assertNotLinked(tx, def, current.kind_id, relatedId);
  const amount = input.amount ?? current.amount ?? 0;
  await def.update(tx, id, relatedId, amount);
  await kindEdited(tx, changes, principal, current.kind_id, {
    [def.plural]: 'Edited',
    [def.key]: relatedId,
    name: related.name,
    ...(def.amount !== null && { amount }),
  });
  return getVisibleRelation(tx, def, principal, id);
}

/** Removes a strain, tag or flavor from a kind. */
export async function deleteRelation(
  tx: Executor,
  changes: ChangeSet,
  def: RelationDefinition,
  principal: Principal,
  id: string,
): Promise<void> {
  const before = await getVisibleRelation(tx, def, principal, id);
  await lockWritableKind(tx, principal, before.kindId);
  const current = presentRelation(def, await getVisibleRelation(tx, def, principal, id));
  await tx.delete(def.table).where(eq(def.table.id, id));
  await kindEdited(tx, changes, principal, current.kind_id, {
    [def.plural]: 'Deleted',
    [def.key]: current[def.key],
  });
}

function listSpec(def: RelationDefinition): ListSpec {
  return {
    resource: def.resource,
    fields: {
      id: { column: def.table.id, type: 'uuid' },
      kind_id: { column: def.table.kindId, type: 'uuid' },
      [def.key]: { column: def.related, type: 'uuid' },
      ...(def.amount !== null && { amount: { column: def.amount, type: 'number' as const } }),
    },
    defaultSort: [sql`${def.table.kindId}`, sql`${def.table.id}`],
  };
}

/** Relations are visible with their kind. */
function relationScope(db: Executor, principal: Principal, def: RelationDefinition) {
  const scope = groupReadScope(principal, kinds.shopGroupId);
  if (!scope) return undefined;
  return inArray(def.table.kindId, db.select({ id: kinds.id }).from(kinds).where(scope));
}

/** The relations of one kind (strains, tags or flavors) of the kinds the caller may read. */
export function listRelations(
  db: Executor,
  principal: Principal,
  def: RelationDefinition,
  query: ListQueryInput,
): Promise<ListResult<RelationView[]>> {
  return listOf(db, def.table, listSpec(def), query, relationScope(db, principal, def), (rows) =>
    rows.map((row) => presentRelation(def, row)),
  );
}
