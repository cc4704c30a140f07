import type { Principal } from '../../auth/principal';
import { listOf, type ListQueryInput, type ListResult, type ListSpec } from '../../http/list-query';
import { shopReadScope } from '../../auth/tenancy';
import type { Screen } from '../../../src/domain/contract';
import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import {
  completeScreenExtraConfig,
  SCREEN_ORIENTATIONS,
  parseScreenOrientation,
  type ScreenExtraConfig,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import { screens } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { recordEdit } from '../writer/audit';
import { getShopRow } from '../accounts/shops';

type ScreenRow = typeof screens.$inferSelect;

const SCREEN_LIST: ListSpec = {
  resource: 'screens',
  fields: {
    id: { column: screens.id, type: 'uuid' },
    name: { column: screens.name, type: 'text' },
    orientation: { column: screens.orientation, type: 'enum', values: SCREEN_ORIENTATIONS },
    shop_id: { column: screens.shopId, type: 'uuid' },
    created_at: { column: screens.createdAt, type: 'date' },
    modified_at: { column: screens.modifiedAt, type: 'date' },
  },
  defaultSort: [sql`lower(${screens.name})`, sql`${screens.id}`],
};

export type ScreenView = Screen;

/** A screen as clients send it; on update, what is left out stays as it is. */
export interface ScreenInput {
  name: string;
  shop_id?: string | undefined;
  orientation?: string | undefined;
  extra_config?: Partial<ScreenExtraConfig> | undefined;
}

export function presentScreen(row: ScreenRow): ScreenView {
  return {
    id: row.id,
    name: row.name,
    orientation: parseScreenOrientation(row.orientation) ?? 'landscape',
    shop_id: row.shopId,
    extra_config: completeScreenExtraConfig(row.extraConfig),
    created_at: row.createdAt.toISOString(),
    modified_at: row.modifiedAt.toISOString(),
  };
}

export async function getScreenRow(db: Executor, id: string): Promise<ScreenRow> {
  const [row] = await db.select().from(screens).where(eq(screens.id, id));
  if (!row) throw notFound('Screen');
  return row;
}

/**
 * The screen of that name (case-insensitive) within the scope, in the given shop when one is
 * named; the oldest first when several shops have one.
 */
export async function findScreenByName(
  db: Executor,
  name: string,
  scope: SQL | undefined,
  shopId?: string,
): Promise<ScreenView> {
  const [row] = await db
    .select()
    .from(screens)
    .where(
      and(
        eq(sql`lower(${screens.name})`, name.trim().toLowerCase()),
        shopId ? eq(screens.shopId, shopId) : undefined,
        scope,
      ),
    )
    .orderBy(asc(screens.createdAt), asc(screens.id))
    .limit(1);
  if (!row) throw notFound('Screen');
  return presentScreen(row);
}

async function columnsOf(
  db: Executor,
  shopId: string,
  input: ScreenInput,
  existing?: ScreenRow,
): Promise<Partial<typeof screens.$inferInsert> & { name: string }> {
  const name = input.name.trim();
  if (!name) throw badRequest('The name is required.', ['body', 'name']);
  const orientation =
    input.orientation === undefined ? undefined : parseScreenOrientation(input.orientation);
  if (orientation === null) {
    throw badRequest('The orientation must be landscape, portrait or mobile.', [
      'body',
      'orientation',
    ]);
  }
  const [clash] = await db
    .select({ id: screens.id })
    .from(screens)
    .where(and(eq(screens.shopId, shopId), eq(sql`lower(${screens.name})`, name.toLowerCase())));
  if (clash && clash.id !== existing?.id) {
    throw conflict(`A screen named "${name}" already exists in this shop.`);
  }
  // Keys left out of extra_config keep their value (the defaults, for a new screen).
  const base = existing ? completeScreenExtraConfig(existing.extraConfig) : undefined;
  return {
    name,
    ...(orientation !== undefined && { orientation }),
    ...((input.extra_config !== undefined || !existing) && {
      extraConfig: completeScreenExtraConfig(input.extra_config, base),
    }),
  };
}

/** Creates a screen; run it through the writer. Returns the new screen. */
export async function createScreen(
  tx: Executor,
  input: ScreenInput & { shop_id: string },
  userId: string,
): Promise<ScreenView> {
  await getShopRow(tx, input.shop_id);
  const columns = await columnsOf(tx, input.shop_id, input);
  const [row] = await tx
    .insert(screens)
    .values({ ...columns, shopId: input.shop_id })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await recordEdit(tx, {
    userId,
    entityType: 'screen',
    entityId: row.id,
    action: 'Added',
    details: { name: row.name, shop_id: row.shopId },
  });
  return presentScreen(row);
}

/** Updates a screen from a (full) body; it stays in its shop. Run it through the writer. */
export async function updateScreen(
  tx: Executor,
  id: string,
  input: ScreenInput,
  userId: string,
): Promise<ScreenView> {
  const existing = await getScreenRow(tx, id);
  if (input.shop_id !== undefined && input.shop_id !== existing.shopId) {
    throw badRequest('A screen cannot move to another shop.', ['body', 'shop_id']);
  }
  const columns = await columnsOf(tx, existing.shopId, input, existing);
  const [row] = await tx
    .update(screens)
    .set({ ...columns, modifiedAt: new Date() })
    .where(eq(screens.id, id))
    .returning();
  if (!row) throw notFound('Screen');
  await recordEdit(tx, {
    userId,
    entityType: 'screen',
    entityId: id,
    action: 'Edited',
    details: { name: row.name },
  });
  return presentScreen(row);
}

/** Deletes a screen; the placements of categories on it go with it. */
export async function deleteScreen(tx: Executor, id: string, userId: string): Promise<void> {
  const existing = await getScreenRow(tx, id);
  await tx.delete(screens).where(eq(screens.id, id));
  await recordEdit(tx, {
    userId,
    entityType: 'screen',
    entityId: id,
    action: 'Deleted',
    details: { name: existing.name, shop_id: existing.shopId },
  });
}

/**
 * Screens, a page of them: of the caller's shops, or of any shop for a list limited to one
 * (`principal` null: boards and the preview read their shop's screens without a login).
 */
export function listScreens(
  db: Executor,
  principal: Principal | null,
  query: ListQueryInput,
): Promise<ListResult<ScreenView[]>> {
  const scope = principal ? shopReadScope(principal, screens.shopId) : undefined;
  return listOf(db, screens, SCREEN_LIST, query, scope, (rows) => rows.map(presentScreen));
}

/** A screen of the caller's shops by name (of one shop when given). */
export function findVisibleScreenByName(
  db: Executor,
  principal: Principal,
  name: string,
  shopId?: string,
): Promise<ScreenView> {
  return findScreenByName(db, name, shopReadScope(principal, screens.shopId), shopId);
}
