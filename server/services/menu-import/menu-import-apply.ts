/**
 * Applying a confirmed menu import in a few statements, whatever the number of rows: the rules
 * of `changeLinkPrices` (`for: 'this'`) and `setLinkAvailability` for a whole plan at once.
 *
 * Prices (`decidePrices`): rows of the file giving one combination the same new prices go
 * together. A combination no row outside them shows, and which the caller may change, changes in
 * place and keeps its register code (the cash register is keyed on it); rows giving a shared
 * combination prices of their own get one copy per set of new prices, under a new code of the
 * prefix that the preview names. Either way the row's labels are all enabled again and only
 * discounts lower than the new prices stay.
 * Availability, "new" and discounts follow. The history of every changed row is recorded by the
 * writer's triggers; the caller's write bumps the shop's cache status and pushes once.
 */
import { inArray, sql } from 'drizzle-orm';
import type { MenuImportRowChange } from '../../../src/domain/contract/menu-import';
import {
  actionsStillValid,
  buildPriceLists,
  type PriceAction,
  type PriceEntryInput,
  type PriceListName,
} from '../../../src/domain';
import type { Principal } from '../../auth/principal';
import type { Executor } from '../../db/client';
import type { auditLog } from '../../db/schema';
import { prices, shopsToPrices } from '../../db/schema';
import { badRequest } from '../../errors';
import type { ChangeSet } from '../writer/changes';
import { lockCategories, type LinkRow } from '../links/link-order';
import type { MenuSheetRow } from './menu-sheet';
import { entriesOfPrice, type PriceRow } from '../catalogue/prices';
import {
  decidePrices,
  priceStepsOf,
  withRegisterCodes,
  type PriceDecision,
  type PriceStep,
} from './menu-import-decide';
import { chunks, json, linkEdit, recordEdits, updateFromValues } from './menu-import-statements';

/** The checked column values of a combination with these lists (older fixed columns cleared). */
function priceColumns(lists: Record<PriceListName, PriceEntryInput[]>) {
  const legacy = { half: null, one: null, two_five: null, five: null, joint: null, piece: null };
  const built = buildPriceLists(lists, legacy);
  if (!built.ok) throw badRequest(built.message, ['body', ...built.path]);
  return {
    cannabis: built.value.cannabis,
    preRolledJoints: built.value.pre_rolled_joints,
    edible: built.value.edible,
    half: null,
    one: null,
    twoFive: null,
    five: null,
    joint: null,
    piece: null,
  };
}

/** The new prices of the plan's rows, as `decidePrices` lands them. */
async function applyPrices(
  tx: Executor,
  principal: Principal,
  decisions: PriceDecision[],
): Promise<void> {
  if (!decisions.length) return;
  const now = new Date();

  // Combinations no other row shows: changed in place (once each).
  const seenPrice = new Set<string>();
  const changed = decisions
    .filter((d) => d.copy === null)
    .map(({ step }) => ({ step, columns: priceColumns(step.lists) }));
  const inPlace = changed.filter(({ step }) => {
    if (seenPrice.has(step.price.id)) return false;
    seenPrice.add(step.price.id);
    return true;
  });
  await updateFromValues(
    tx,
    inPlace,
    (values) => sql`update ${prices} set
        cannabis = v.cannabis, pre_rolled_joints = v.pre_rolled_joints, edible = v.edible,
        half = null, one = null, two_five = null, five = null, joint = null, piece = null,
        modified_at = ${now.toISOString()}::timestamptz
      from (values ${values}) as v(id, cannabis, pre_rolled_joints, edible)
      where ${prices.id} = v.id`,
    ({ step, columns }) =>
      sql`${step.price.id}::uuid, ${json(columns.cannabis)}, ${json(columns.preRolledJoints)}, ${json(columns.edible)}`,
  );
  const priceEdits: (typeof auditLog.$inferInsert)[] = inPlace.map(({ step }) => ({
    userId: principal.userId,
    entityType: 'price' as const,
    entityId: step.price.id,
    action: 'Edited' as const,
    details: {
      internal_product_id: step.price.internalProductId,
      shop_group_id: step.price.shopGroupId,
    },
  }));

  // Rows sharing a combination (or showing one the caller may not change): one copy per set.
  const copyValues = new Map<string, { step: PriceStep; values: typeof prices.$inferInsert }>();
  for (const { step, copy } of decisions) {
    if (!copy || copyValues.has(copy.key)) continue;
    copyValues.set(copy.key, {
      step,
      values: {
        internalProductId: copy.code,
        shopGroupId: copy.groupId,
        ...priceColumns(step.lists),
      },
    });
  }
  const created: PriceRow[] = [];
  for (const part of chunks([...copyValues.values()])) {
    created.push(
      ...(await tx
        .insert(prices)
        .values(part.map((c) => c.values))
        .returning()),
    );
  }
  const createdByCode = new Map(created.map((p) => [`${p.internalProductId}|${p.shopGroupId}`, p]));
  const moved = decisions.flatMap(({ step, copy }) => {
    if (!copy) return [];
    const made = createdByCode.get(`${copy.code}|${copy.groupId}`);
    if (!made) throw new Error('copied combination not returned');
    return [{ step, copy: made }];
  });
  priceEdits.push(
    ...created.map((p) => ({
      userId: principal.userId,
      entityType: 'price' as const,
      entityId: p.id,
      action: 'Added' as const,
      details: { internal_product_id: p.internalProductId, shop_group_id: p.shopGroupId },
    })),
  );

  // The rows: labels enabled again, the discounts still lower than their new prices.
  const rowUpdates = [
    ...changed.map(({ step }) => {
      const entries = entriesOfPrice({ ...step.price, ...priceColumns(step.lists) });
      return {
        link: step.link,
        priceId: step.price.id,
        actions: actionsStillValid(entries, step.link.actionLabels),
      };
    }),
    ...moved.map(({ step, copy }) => ({
      link: step.link,
      priceId: copy.id,
      actions: actionsStillValid(entriesOfPrice(copy), step.link.actionLabels),
    })),
  ];
  await updateFromValues(
    tx,
    rowUpdates,
    (values) => sql`update ${shopsToPrices} set
        price_id = v.price_id, deactivated_labels = '[]'::jsonb, action_labels = v.action_labels,
        modified_at = ${now.toISOString()}::timestamptz
      from (values ${values}) as v(id, price_id, action_labels)
      where ${shopsToPrices.id} = v.id`,
    (u) => sql`${u.link.id}::uuid, ${u.priceId}::uuid, ${json(u.actions)}`,
  );
  await recordEdits(tx, [
    ...priceEdits,
    ...moved.map(({ step, copy }) =>
      linkEdit(principal.userId, { ...step.link, priceId: copy.id }),
    ),
  ]);
}

/** Sets one column of many rows to per-row values (availability, "new", discounts). */
async function setLinks(
  tx: Executor,
  principal: Principal,
  column: 'active' | 'new' | 'action_labels',
  items: { id: string; value: boolean | PriceAction[] }[],
): Promise<void> {
  if (!items.length) return;
  const now = new Date();
  await updateFromValues(
    tx,
    items,
    (values) => sql`update ${shopsToPrices} set ${sql.identifier(column)} = v.value,
        modified_at = ${now.toISOString()}::timestamptz
      from (values ${values}) as v(id, value)
      where ${shopsToPrices.id} = v.id`,
    (item) =>
      typeof item.value === 'boolean'
        ? sql`${item.id}::uuid, ${item.value}::boolean`
        : sql`${item.id}::uuid, ${json(item.value)}`,
  );
  const rows: LinkRow[] = [];
  for (const part of chunks(items.map((i) => i.id)))
    rows.push(...(await tx.select().from(shopsToPrices).where(inArray(shopsToPrices.id, part))));
  await recordEdits(
    tx,
    rows.map((row) => linkEdit(principal.userId, row)),
  );
}

/**
 * Applies the plan's changes to the shop's rows, inside the caller's write. `rowOf` holds the
 * menu as planned on; `finalActions` the discounts of rows whose discounts the file changes.
 * Answers the changes with the register codes rows got, and how their prices landed.
 */
export async function applyImportChanges(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  shopId: string,
  planned: MenuImportRowChange[],
  rowOf: Map<string, MenuSheetRow>,
  finalActions: Map<string, PriceAction[]>,
): Promise<{ changes: MenuImportRowChange[]; decisions: PriceDecision[] }> {
  const wanted = planned.filter((c) => rowOf.has(c.link_id));
  if (!wanted.length) return { changes: planned, decisions: [] };
  const ids = wanted.map((c) => c.link_id);
  // The numbering locks of the rows' categories, as a single row's change takes them.
  const seen: LinkRow[] = [];
  for (const part of chunks(ids))
    seen.push(...(await tx.select().from(shopsToPrices).where(inArray(shopsToPrices.id, part))));
  await lockCategories(
    tx,
    seen.map((l) => l.categoryId),
  );
  const decisions = await decidePrices(
    tx,
    principal,
    await priceStepsOf(tx, principal, shopId, wanted, rowOf),
  );
  await applyPrices(tx, principal, decisions);
  await setLinks(
    tx,
    principal,
    'active',
    wanted.flatMap((c) => (c.active === null ? [] : [{ id: c.link_id, value: c.active }])),
  );
  await setLinks(
    tx,
    principal,
    'new',
    wanted.flatMap((c) => (c.new === null ? [] : [{ id: c.link_id, value: c.new }])),
  );
  await setLinks(
    tx,
    principal,
    'action_labels',
    wanted.flatMap((c) => {
      const actions = finalActions.get(c.link_id);
      return c.discounts.length && actions ? [{ id: c.link_id, value: actions }] : [];
    }),
  );
  changes.touchShops([shopId]);
  return { changes: withRegisterCodes(planned, decisions), decisions };
}
