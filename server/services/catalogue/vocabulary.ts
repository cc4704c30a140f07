import type { Vocabulary } from '../../../src/domain/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EntityType } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { listOf, type ListQueryInput, type ListResult, type ListSpec } from '../../http/list-query';

import {
  flavors,
  kindsToFlavors,
  kindsToStrains,
  kindsToTags,
  strains,
  tags,
} from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { recordEdit } from '../writer/audit';
import { shopsShowingFlavor, shopsShowingStrain, shopsShowingTag } from '../writer/board-impact';
import { requiredName } from './catalogue-items';
import type { ChangeSet } from '../writer/changes';

/**
 * Strains, tags and flavors: global words that kinds refer to. One implementation, configured
 * per vocabulary by a `VocabularyDefinition`.
 */

export type VocabularyTable = typeof strains | typeof tags | typeof flavors;
export type VocabularyRow = VocabularyTable['$inferSelect'];

export interface VocabularyDefinition {
  /** Path and Content-Range name, e.g. `strains`. */
  resource: 'strains' | 'tags' | 'flavors';
  /** The singular for messages, e.g. `Strain`. */
  label: string;
  entityType: EntityType;
  table: VocabularyTable;
  /** The column of the kind relation that refers to this vocabulary, e.g. kinds_to_strains.strain_id. */
  usedBy: AnyPgColumn;
  /** Shops whose boards show kinds carrying the word. */
  shopsShowing: (tx: Executor, id: string) => Promise<string[]>;
}

export const STRAINS: VocabularyDefinition = {
  resource: 'strains',
  label: 'Strain',
  entityType: 'strain',
  table: strains,
  usedBy: kindsToStrains.strainId,
  shopsShowing: shopsShowingStrain,
};

export const TAGS: VocabularyDefinition = {
  resource: 'tags',
  label: 'Tag',
  entityType: 'tag',
  table: tags,
  usedBy: kindsToTags.tagId,
  shopsShowing: shopsShowingTag,
};

export const FLAVORS: VocabularyDefinition = {
  resource: 'flavors',
  label: 'Flavor',
  entityType: 'flavor',
  table: flavors,
  usedBy: kindsToFlavors.flavorId,
  shopsShowing: shopsShowingFlavor,
};

export type VocabularyView = Vocabulary;

/** What a create or update may carry; `color` arrives already normalised. */
export interface VocabularyInput {
  name: string;
  color?: string | undefined;
  icon?: string | undefined;
}

export function presentVocabulary(row: VocabularyRow): VocabularyView {
  return {
    id: row.id,
    name: row.name,
    ...('color' in row && { color: row.color, icon: row.icon }),
    created_at: row.createdAt.toISOString(),
    modified_at: row.modifiedAt.toISOString(),
  };
}

/** The row with this id, or 404 naming the vocabulary. */
export async function getVocabularyRow(
  db: Executor,
  def: VocabularyDefinition,
  id: string,
): Promise<VocabularyRow> {
  const [row] = await db.select().from(def.table).where(eq(def.table.id, id));
  if (!row) throw notFound(def.label);
  return row;
}

/** The row whose name matches case-insensitively, or 404. */
export async function findVocabularyByName(
  db: Executor,
  def: VocabularyDefinition,
  name: string,
): Promise<VocabularyRow> {
  const [row] = await db
    .select()
    .from(def.table)
    .where(eq(sql`lower(${def.table.name})`, name.trim().toLowerCase()));
  if (!row) throw notFound(def.label);
  return row;
}

/** Why the word cannot be deleted (the kinds that use it), or null when it can. */
export async function vocabularyInUse(
  db: Executor,
  def: VocabularyDefinition,
  id: string,
): Promise<string | null> {
  const [usage] = await db
    .select({ kinds: count() })
    .from(def.usedBy.table)
    .where(eq(def.usedBy, id));
  const kinds = usage?.kinds ?? 0;
  if (!kinds) return null;
  return `${def.label} is used by ${kinds} ${kinds === 1 ? 'kind' : 'kinds'}; remove it from them first.`;
}

async function assertNameFree(
  tx: Executor,
  def: VocabularyDefinition,
  name: string,
  exceptId?: string,
) {
  const [clash] = await tx
    .select({ id: def.table.id })
    .from(def.table)
    .where(eq(sql`lower(${def.table.name})`, name.toLowerCase()));
  if (clash && clash.id !== exceptId) {
    throw conflict(`${def.label} with this name already exists.`);
  }
}

/** Only flavors carry a colour and an icon; the others ignore them. */
function styleValues(def: VocabularyDefinition, input: VocabularyInput) {
  if (def.table !== flavors) return {};
  return {
    ...(input.color !== undefined && { color: input.color }),
    ...(input.icon !== undefined && { icon: input.icon.trim() }),
  };
}

/** Creates a word; no board shows it until a kind carries it. */
export async function createVocabulary(
  tx: Executor,
  def: VocabularyDefinition,
  input: VocabularyInput,
  userId: string,
): Promise<VocabularyRow> {
  const name = requiredName(input.name);
  await assertNameFree(tx, def, name);
  const [row] = await tx
    .insert(def.table)
    .values({ name, ...styleValues(def, input) })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await recordEdit(tx, {
    userId,
    entityType: def.entityType,
    entityId: row.id,
    action: 'Added',
    details: { name },
  });
  return row;
}

/** Renames (and for flavors restyles) a word; boards showing kinds with it reload. */
export async function updateVocabulary(
  tx: Executor,
  changes: ChangeSet,
  def: VocabularyDefinition,
  id: string,
  input: VocabularyInput,
  userId: string,
): Promise<VocabularyRow> {
  const existing = await getVocabularyRow(tx, def, id);
  const name = requiredName(input.name);
  await assertNameFree(tx, def, name, id);
  const [row] = await tx
    .update(def.table)
    .set({ name, ...styleValues(def, input), modifiedAt: new Date() })
    .where(eq(def.table.id, id))
    .returning();
  if (!row) throw notFound(def.label);
  changes.touchShops(await def.shopsShowing(tx, id));
  await recordEdit(tx, {
    userId,
    entityType: def.entityType,
    entityId: id,
    action: 'Edited',
    details: { name: { from: existing.name, to: name } },
  });
  return row;
}

/** Deletes a word no kind uses; otherwise 409 saying what uses it. */
export async function deleteVocabulary(
  tx: Executor,
  def: VocabularyDefinition,
  id: string,
  userId: string,
): Promise<void> {
  const existing = await getVocabularyRow(tx, def, id);
  const reason = await vocabularyInUse(tx, def, id);
  if (reason) throw new AppError('IN_USE', reason);
  await tx.delete(def.table).where(eq(def.table.id, id));
  await recordEdit(tx, {
    userId,
    entityType: def.entityType,
    entityId: id,
    action: 'Deleted',
    details: { name: existing.name },
  });
}

function listSpecOf(def: VocabularyDefinition): ListSpec {
  const table = def.table;
  return {
    resource: def.resource,
    fields: {
      id: { column: table.id, type: 'uuid' },
      name: { column: table.name, type: 'text' },
      ...(table === flavors && {
        color: { column: flavors.color, type: 'text' },
        icon: { column: flavors.icon, type: 'text' },
      }),
      created_at: { column: table.createdAt, type: 'date' },
      modified_at: { column: table.modifiedAt, type: 'date' },
    },
    defaultSort: [sql`lower(${table.name})`, sql`${table.id}`],
  };
}

/** The words of one vocabulary (strains, tags or flavors), a page of them. */
export function listVocabulary(
  db: Executor,
  def: VocabularyDefinition,
  query: ListQueryInput,
): Promise<ListResult<VocabularyView[]>> {
  return listOf(db, def.table, listSpecOf(def), query, undefined, (rows) =>
    rows.map(presentVocabulary),
  );
}
