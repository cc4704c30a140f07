import type { Price } from '../../../src/domain/contract';
import { and, eq, inArray, isNull, like, ne, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import { groupReadScope } from '../../auth/tenancy';
import { listOf, type ListQueryInput, type ListResult, type ListSpec } from '../../http/list-query';
import {
  PRICE_RULE_MESSAGES,
  actionsStillValid,
  buildPriceLists,
  isRegisterCode,
  priceEntriesOf,
  priceModel,
  type LegacyPrices,
  type PriceEntry,
  type PriceEntryInput,
  type PriceLists,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import { prices, shopGroupShops, shopGroups, shopsToPrices } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { recordEdit } from '../writer/audit';
import { shopsShowingPrice } from '../writer/board-impact';
import type { ChangeSet } from '../writer/changes';
import { lockCategories } from '../links/link-order';

const PRICE_LIST: ListSpec = {
  resource: 'prices',
  fields: {
    id: { column: prices.id, type: 'uuid' },
    internal_product_id: { column: prices.internalProductId, type: 'text' },
    shop_group_id: { column: prices.shopGroupId, type: 'uuid' },
    half: { column: prices.half, type: 'number' },
    one: { column: prices.one, type: 'number' },
    two_five: { column: prices.twoFive, type: 'number' },
    five: { column: prices.five, type: 'number' },
    joint: { column: prices.joint, type: 'number' },
    piece: { column: prices.piece, type: 'number' },
    model: {
      column: sql`(case when jsonb_array_length(${prices.cannabis}) > 0 then 'New' else 'Old' end)`,
      type: 'enum',
      values: ['New', 'Old'],
    },
    created_at: { column: prices.createdAt, type: 'date' },
    modified_at: { column: prices.modifiedAt, type: 'date' },
  },
  defaultSort: [sql`${prices.internalProductId}`, sql`${prices.id}`],
};

export type PriceRow = typeof prices.$inferSelect;

export type PriceView = Price;

export interface PriceInput extends LegacyPrices {
  internal_product_id: string;
  shop_group_id?: string | null | undefined;
  cannabis?: PriceEntryInput[] | undefined;
  pre_rolled_joints?: PriceEntryInput[] | undefined;
  edible?: PriceEntryInput[] | undefined;
}

export const PRICE_IN_USE = PRICE_RULE_MESSAGES.inUse;
export const PRICE_EXISTS = PRICE_RULE_MESSAGES.exists;

export function listsOf(row: PriceRow): PriceLists {
  return { cannabis: row.cannabis, pre_rolled_joints: row.preRolledJoints, edible: row.edible };
}

export function legacyOf(row: PriceRow): LegacyPrices {
  return {
    half: row.half,
    one: row.one,
    two_five: row.twoFive,
    five: row.five,
    joint: row.joint,
    piece: row.piece,
  };
}

/** Every price of a combination in board order (see `priceEntriesOf`). */
export function entriesOfPrice(row: PriceRow): PriceEntry[] {
  return priceEntriesOf(listsOf(row), legacyOf(row));
}

export function presentPrice(row: PriceRow): PriceView {
  return {
    id: row.id,
    internal_product_id: row.internalProductId,
    shop_group_id: row.shopGroupId,
    created_at: row.createdAt.toISOString(),
    modified_at: row.modifiedAt.toISOString(),
    cannabis: row.cannabis,
    pre_rolled_joints: row.preRolledJoints,
    edible: row.edible,
    half: row.half,
    one: row.one,
    two_five: row.twoFive,
    five: row.five,
    joint: row.joint,
    piece: row.piece,
    model: priceModel(listsOf(row)),
  };
}

export async function getPriceRow(db: Executor, id: string): Promise<PriceRow> {
  const [row] = await db.select().from(prices).where(eq(prices.id, id));
  if (!row) throw notFound('Price');
  return row;
}

/** Checks a price as sent and turns it into column values (labels generated, lists sorted). */
async function priceValues(tx: Executor, input: PriceInput, exceptId?: string) {
  const code = input.internal_product_id.trim();
  if (!isRegisterCode(code))
    throw badRequest(PRICE_RULE_MESSAGES.registerCode, ['body', 'internal_product_id']);
  const legacy: LegacyPrices = {
    half: input.half ?? null,
    one: input.one ?? null,
    two_five: input.two_five ?? null,
    five: input.five ?? null,
    joint: input.joint ?? null,
    piece: input.piece ?? null,
  };
  const lists = buildPriceLists(
    {
      cannabis: input.cannabis ?? [],
      pre_rolled_joints: input.pre_rolled_joints ?? [],
      edible: input.edible ?? [],
    },
    legacy,
  );
  if (!lists.ok) throw badRequest(lists.message, ['body', ...lists.path]);
  const shopGroupId = input.shop_group_id ?? null;
  if (shopGroupId) {
    const [group] = await tx
      .select({ id: shopGroups.id })
      .from(shopGroups)
      .where(eq(shopGroups.id, shopGroupId));
    if (!group) throw notFound('Shop group');
  }
  const [clash] = await tx
    .select({ id: prices.id })
    .from(prices)
    .where(
      and(
        eq(prices.internalProductId, code),
        shopGroupId ? eq(prices.shopGroupId, shopGroupId) : isNull(prices.shopGroupId),
        exceptId ? ne(prices.id, exceptId) : undefined,
      ),
    );
  if (clash) throw conflict(PRICE_EXISTS);
  return {
    internalProductId: code,
    shopGroupId,
    cannabis: lists.value.cannabis,
    preRolledJoints: lists.value.pre_rolled_joints,
    edible: lists.value.edible,
    half: legacy.half,
    one: legacy.one,
    twoFive: legacy.two_five,
    five: legacy.five,
    joint: legacy.joint,
    piece: legacy.piece,
  };
}

/**
 * A free register code with the prefix (the first three digits) of `code` in the group, of the
 * shop's own pattern (as long as `code`, five digits for `{prefix}00`): the highest number of that
 * prefix and length plus one, e.g. 20001 → 20004 when 20002 and 20003 exist; past the last number
 * of the pattern, the lowest free one of it. Codes of another length never stretch the pattern.
 */
export async function nextRegisterCode(tx: Executor, code: string, groupId: string | null) {
  const prefix = code.slice(0, 3);
  const taken = await tx
    .select({ code: prices.internalProductId })
    .from(prices)
    .where(
      and(
        like(prices.internalProductId, `${prefix}%`),
        groupId ? eq(prices.shopGroupId, groupId) : isNull(prices.shopGroupId),
      ),
    );
  return nextFreeCode(
    code,
    taken.map((row) => row.code),
  );
}

/** The rule of `nextRegisterCode` on codes already known to be taken. */
export function nextFreeCode(code: string, taken: Iterable<string>): string {
  const prefix = code.slice(0, 3);
  const length = Math.max(code.length, 5);
  const codes = new Set(taken);
  const numbers = [...codes]
    .filter((c) => c.length === length && /^\d+$/.test(c) && c.startsWith(prefix))
    .map(Number);
  const last = Number(`${prefix}${'9'.repeat(length - 3)}`);
  let next = Math.max(/^\d+$/.test(code) ? Number(code.padEnd(length, '0')) : 0, ...numbers) + 1;
  if (next > last) {
    next = Number(`${prefix}${'0'.repeat(length - 4)}1`);
    while (next <= last && codes.has(String(next))) next += 1;
    if (next > last) next = Number(`${prefix}${'0'.repeat(length - 3)}1`);
  }
  while (codes.has(String(next))) next += 1;
  return String(next);
}

/**
 * The first free register code of a prefix in the group, as a new combination takes it: the
 * rule of `nextRegisterCode` counted from `{prefix}00`, so a prefix without codes starts at
 * `{prefix}01` (50001) and one with 50001 to 50007 gives 50008.
 */
export function firstFreeRegisterCode(tx: Executor, prefix: string, groupId: string | null) {
  return nextRegisterCode(tx, `${prefix}00`, groupId);
}

/** Creates a price combination; no board shows it yet. */
export async function createPrice(
  tx: Executor,
  input: PriceInput,
  userId: string,
  options: { completeCode?: boolean } = {},
): Promise<PriceRow> {
  // Asked for, a code of only a prefix ("500") gets the first free code of the shop's pattern
  // (50008); otherwise a code is kept as sent.
  const code = input.internal_product_id.trim();
  const complete =
    options.completeCode && /^\d{3}$/.test(code)
      ? {
          ...input,
          internal_product_id: await firstFreeRegisterCode(tx, code, input.shop_group_id ?? null),
        }
      : input;
  const [row] = await tx
    .insert(prices)
    .values(await priceValues(tx, complete))
    .returning();
  if (!row) throw new Error('insert returned no row');
  await recordEdit(tx, {
    userId,
    entityType: 'price',
    entityId: row.id,
    action: 'Added',
    details: { internal_product_id: row.internalProductId, shop_group_id: row.shopGroupId },
  });
  return row;
}

/** A price may only move to a group that holds every shop whose board shows it. */
async function assertGroupHoldsShops(tx: Executor, groupId: string, shopIds: string[]) {
  if (!shopIds.length) return;
  const held = await tx
    .select({ shopId: shopGroupShops.shopId })
    .from(shopGroupShops)
    .where(and(eq(shopGroupShops.shopGroupId, groupId), inArray(shopGroupShops.shopId, shopIds)));
  if (held.length < new Set(shopIds).size) {
    throw conflict(
      'Deze prijs combi staat op de kaart van shops buiten die shop groep. Haal hem daar eerst weg.',
    );
  }
}

/**
 * Replaces a price combination. The rows showing it enable all their labels again and keep
 * only the discounts that are still lower than the new prices; their boards reload.
 */
export async function updatePrice(
  tx: Executor,
  changes: ChangeSet,
  id: string,
  input: PriceInput,
  userId: string,
): Promise<PriceRow> {
  const current = await getPriceRow(tx, id);
  const values = await priceValues(tx, input, id);
  const seen = await tx.select().from(shopsToPrices).where(eq(shopsToPrices.priceId, id));
  await lockCategories(
    tx,
    seen.map((l) => l.categoryId),
  );
  const links = await tx.select().from(shopsToPrices).where(eq(shopsToPrices.priceId, id));
  if (values.shopGroupId && values.shopGroupId !== current.shopGroupId) {
    await assertGroupHoldsShops(
      tx,
      values.shopGroupId,
      links.map((l) => l.shopId),
    );
  }
  const [row] = await tx
    .update(prices)
    .set({ ...values, modifiedAt: new Date() })
    .where(eq(prices.id, id))
    .returning();
  if (!row) throw notFound('Price');
  const entries = entriesOfPrice(row);
  const now = new Date();
  for (const link of links) {
    await tx
      .update(shopsToPrices)
      .set({
        deactivatedLabels: [],
        actionLabels: actionsStillValid(entries, link.actionLabels),
        modifiedAt: now,
      })
      .where(eq(shopsToPrices.id, link.id));
  }
  changes.touchShops(await shopsShowingPrice(tx, id));
  await recordEdit(tx, {
    userId,
    entityType: 'price',
    entityId: id,
    action: 'Edited',
    details: { internal_product_id: row.internalProductId, shop_group_id: row.shopGroupId },
  });
  return row;
}

/**
 * Deletes a price combination no price list row uses. Sold-out (inactive) rows count too: they
 * would otherwise vanish from the shop's list with it. A row added meanwhile is kept by the
 * foreign key (`restrict`), which answers 409 as well.
 */
export async function deletePrice(tx: Executor, id: string, userId: string): Promise<void> {
  const row = await getPriceRow(tx, id);
  const [used] = await tx
    .select({ id: shopsToPrices.id })
    .from(shopsToPrices)
    .where(eq(shopsToPrices.priceId, id))
    .limit(1);
  if (used) throw new AppError('IN_USE', PRICE_IN_USE);
  await tx.delete(prices).where(eq(prices.id, id));
  await recordEdit(tx, {
    userId,
    entityType: 'price',
    entityId: id,
    action: 'Deleted',
    details: { internal_product_id: row.internalProductId, shop_group_id: row.shopGroupId },
  });
}

/** The price combinations of the caller's shop groups and the global ones, a page of them. */
export function listPrices(
  db: Executor,
  principal: Principal,
  query: ListQueryInput,
): Promise<ListResult<PriceView[]>> {
  const scope = groupReadScope(principal, prices.shopGroupId);
  return listOf(db, prices, PRICE_LIST, query, scope, (rows) => rows.map(presentPrice));
}
