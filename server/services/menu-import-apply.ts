/**
 * Applying a confirmed menu import in a few statements, whatever the number of rows: the rules
 * of `changeLinkPrices` (`for: 'this'`) and `setLinkAvailability` for a whole plan at once.
 *
 * Prices: a row whose combination no other row shows, and which the caller may change, gets
 * its combination changed in place; otherwise the row gets its own copy under the next register
 * code of the prefix. Rows of the file sharing one combination are taken in file order, as one
 * change after the other would: each gets a copy while another row still shows the combination,
 * and the last one changes it in place when no row outside the file shows it. Either way the
 * row's labels are all enabled again and only discounts lower than the new prices stay.
 * Availability, "new" and discounts follow. The history of every changed row is recorded by the
 * writer's triggers; the caller's write bumps the shop's cache status and pushes once.
 */
import { and, count, eq, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { MenuImportRowChange } from '../../src/domain/contract/menu-import';
import {
  PRICE_LISTS,
  PRICE_UNIT_BY_LIST,
  actionsStillValid,
  buildPriceLists,
  parsePriceLabel,
  type PriceAction,
  type PriceEntryInput,
  type PriceListName,
} from '../../src/domain';
import type { Principal } from '../auth/principal';
import { canReadGroupItem } from '../auth/tenancy';
import type { Executor } from '../db/client';
import { auditLog, prices, shopsToPrices } from '../db/schema';
import { badRequest, notFound } from '../errors';
import type { ChangeSet } from './changes';
import { groupForCopy } from './link-price-change';
import { lockCategories, type LinkRow } from './link-order';
import type { MenuSheetRow } from './menu-sheet';
import { entriesOfPrice, type PriceRow } from './prices';

/** Rows per statement: well under PostgreSQL's limit of bound values. */
const CHUNK = 400;

const LIST_OF_UNIT = Object.fromEntries(
  PRICE_LISTS.map((list) => [PRICE_UNIT_BY_LIST[list], list]),
) as Record<string, PriceListName>;

/** The row's combination as the three lists, with the file's new prices. */
function listsWithPrices(row: MenuSheetRow, newPrices: Map<string, number>) {
  const lists: Record<PriceListName, PriceEntryInput[]> = {
    cannabis: [],
    pre_rolled_joints: [],
    edible: [],
  };
  for (const entry of row.view.json_prices) {
    const unit = parsePriceLabel(entry.label)?.unit;
    const list = unit ? LIST_OF_UNIT[unit] : undefined;
    if (!list) continue;
    lists[list].push({
      quantity: entry.quantity,
      price: newPrices.get(entry.label) ?? entry.price,
      active: entry.active,
    });
  }
  return lists;
}

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

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** `update <table> set ... from (values ...) as v(...) where <table>.id = v.id`, in chunks. */
async function updateFromValues<T>(
  tx: Executor,
  items: T[],
  statement: (values: SQL) => SQL,
  row: (item: T) => SQL,
): Promise<void> {
  for (const part of chunks(items)) {
    await tx.execute(
      statement(
        sql.join(
          part.map((item) => sql`(${row(item)})`),
          sql`, `,
        ),
      ),
    );
  }
}

interface PriceStep {
  row: MenuSheetRow;
  link: LinkRow;
  price: PriceRow;
  lists: Record<PriceListName, PriceEntryInput[]>;
}

/** Audit rows of many edits in one statement per chunk. */
async function recordEdits(tx: Executor, entries: (typeof auditLog.$inferInsert)[]): Promise<void> {
  for (const part of chunks(entries)) if (part.length) await tx.insert(auditLog).values(part);
}

const linkEdit = (userId: string, link: LinkRow): typeof auditLog.$inferInsert => ({
  userId,
  entityType: link.kindId ? 'kind' : 'product',
  entityId: (link.kindId ?? link.productId) as string,
  action: 'Edited',
  details: {
    link_id: link.id,
    shop_id: link.shopId,
    category_id: link.categoryId,
    price_id: link.priceId,
    active: link.active,
  },
});

/**
 * Free register codes for copies, as `nextRegisterCode` gives them one after the other: per
 * prefix and group, one past the highest taken (or the code copied), skipping taken ones.
 */
class RegisterCodes {
  private readonly taken = new Map<string, Set<string>>();

  constructor(private readonly tx: Executor) {}

  async load(wanted: { code: string; groupId: string | null }[]): Promise<void> {
    const keys = new Map<string, { prefix: string; groupId: string | null }>();
    for (const { code, groupId } of wanted) {
      const prefix = code.slice(0, 3);
      keys.set(`${prefix}|${groupId ?? ''}`, { prefix, groupId });
    }
    for (const part of chunks([...keys.values()])) {
      const rows = await this.tx
        .select({ code: prices.internalProductId, groupId: prices.shopGroupId })
        .from(prices)
        .where(
          or(
            ...part.map(({ prefix, groupId }) =>
              and(
                like(prices.internalProductId, `${prefix}%`),
                groupId ? eq(prices.shopGroupId, groupId) : isNull(prices.shopGroupId),
              ),
            ),
          ),
        );
      for (const { prefix, groupId } of part)
        this.taken.set(`${prefix}|${groupId ?? ''}`, new Set());
      for (const row of rows) {
        this.taken.get(`${row.code.slice(0, 3)}|${row.groupId ?? ''}`)?.add(row.code);
      }
    }
  }

  next(code: string, groupId: string | null): string {
    const prefix = code.slice(0, 3);
    const codes = this.taken.get(`${prefix}|${groupId ?? ''}`) ?? new Set<string>();
    const numbers = [...codes].filter((c) => /^\d+$/.test(c)).map(Number);
    let next = Math.max(Number(code) || 0, ...numbers) + 1;
    if (!Number.isSafeInteger(next) || String(next).slice(0, 3) !== prefix)
      next = Number(`${prefix}001`);
    while (codes.has(String(next))) next += 1;
    codes.add(String(next));
    this.taken.set(`${prefix}|${groupId ?? ''}`, codes);
    return String(next);
  }
}

/** The new prices of the plan's rows: combinations changed in place or copied per row. */
async function applyPrices(tx: Executor, principal: Principal, steps: PriceStep[]): Promise<void> {
  if (!steps.length) return;
  const priceIds = [...new Set(steps.map((s) => s.price.id))];
  const uses = new Map<string, number>();
  for (const part of chunks(priceIds)) {
    const rows = await tx
      .select({ priceId: shopsToPrices.priceId, n: count() })
      .from(shopsToPrices)
      .where(inArray(shopsToPrices.priceId, part))
      .groupBy(shopsToPrices.priceId);
    for (const row of rows) uses.set(row.priceId, Number(row.n));
  }
  // Rows of the file per combination, in file order.
  const inFile = new Map<string, PriceStep[]>();
  for (const step of steps) {
    const list = inFile.get(step.price.id);
    if (list) list.push(step);
    else inFile.set(step.price.id, [step]);
  }
  const inPlace: PriceStep[] = [];
  const copies: PriceStep[] = [];
  for (const [priceId, list] of inFile) {
    const price = list[0]?.price as PriceRow;
    const mayChange =
      principal.isSuperuser ||
      (price.shopGroupId !== null && principal.shopGroupIds.includes(price.shopGroupId));
    const outside = (uses.get(priceId) ?? list.length) - list.length;
    const last = mayChange && outside === 0 ? list.length - 1 : -1;
    list.forEach((step, index) => (index === last ? inPlace : copies).push(step));
  }
  const now = new Date();

  // Combinations no other row shows: changed in place.
  const changed = inPlace.map((step) => ({ step, columns: priceColumns(step.lists) }));
  await updateFromValues(
    tx,
    changed,
    (values) => sql`update ${prices} set
        cannabis = v.cannabis, pre_rolled_joints = v.pre_rolled_joints, edible = v.edible,
        half = null, one = null, two_five = null, five = null, joint = null, piece = null,
        modified_at = ${now.toISOString()}::timestamptz
      from (values ${values}) as v(id, cannabis, pre_rolled_joints, edible)
      where ${prices.id} = v.id`,
    ({ step, columns }) =>
      sql`${step.price.id}::uuid, ${json(columns.cannabis)}, ${json(columns.preRolledJoints)}, ${json(columns.edible)}`,
  );
  const priceEdits: (typeof auditLog.$inferInsert)[] = changed.map(({ step }) => ({
    userId: principal.userId,
    entityType: 'price' as const,
    entityId: step.price.id,
    action: 'Edited' as const,
    details: {
      internal_product_id: step.price.internalProductId,
      shop_group_id: step.price.shopGroupId,
    },
  }));

  // Rows sharing a combination (or showing one the caller may not change): a copy each.
  const groupOf = new Map<string, string | null>();
  for (const step of copies) {
    const key = step.price.shopGroupId ?? '';
    if (!groupOf.has(key)) {
      groupOf.set(key, await groupForCopy(tx, principal, step.link.shopId, step.price.shopGroupId));
    }
  }
  const codes = new RegisterCodes(tx);
  await codes.load(
    copies.map((s) => ({
      code: s.price.internalProductId,
      groupId: groupOf.get(s.price.shopGroupId ?? '') ?? null,
    })),
  );
  const copyValues = copies.map((step) => {
    const groupId = groupOf.get(step.price.shopGroupId ?? '') ?? null;
    return {
      step,
      values: {
        internalProductId: codes.next(step.price.internalProductId, groupId),
        shopGroupId: groupId,
        ...priceColumns(step.lists),
      },
    };
  });
  const created: PriceRow[] = [];
  for (const part of chunks(copyValues)) {
    created.push(
      ...(await tx
        .insert(prices)
        .values(part.map((c) => c.values))
        .returning()),
    );
  }
  const createdByCode = new Map(created.map((p) => [`${p.internalProductId}|${p.shopGroupId}`, p]));
  const moved = copyValues.map(({ step, values }) => {
    const copy = createdByCode.get(`${values.internalProductId}|${values.shopGroupId}`);
    if (!copy) throw new Error('copied combination not returned');
    return { step, copy };
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
 */
export async function applyImportChanges(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  shopId: string,
  planned: MenuImportRowChange[],
  rowOf: Map<string, MenuSheetRow>,
  finalActions: Map<string, PriceAction[]>,
): Promise<void> {
  const wanted = planned.filter((c) => rowOf.has(c.link_id));
  if (!wanted.length) return;
  const ids = wanted.map((c) => c.link_id);
  // The numbering locks of the rows' categories, as a single row's change takes them.
  const seen: LinkRow[] = [];
  for (const part of chunks(ids))
    seen.push(...(await tx.select().from(shopsToPrices).where(inArray(shopsToPrices.id, part))));
  await lockCategories(
    tx,
    seen.map((l) => l.categoryId),
  );
  const links = new Map<string, LinkRow>();
  for (const part of chunks(ids)) {
    const rows = await tx.select().from(shopsToPrices).where(inArray(shopsToPrices.id, part));
    for (const row of rows) links.set(row.id, row);
  }
  const priceRows = new Map<string, PriceRow>();
  const priceIds = [...new Set([...links.values()].map((l) => l.priceId))];
  for (const part of chunks(priceIds)) {
    const rows = await tx.select().from(prices).where(inArray(prices.id, part));
    for (const row of rows) priceRows.set(row.id, row);
  }
  const steps: PriceStep[] = [];
  for (const change of wanted) {
    const link = links.get(change.link_id);
    const row = rowOf.get(change.link_id);
    if (!link || !row || link.shopId !== shopId) throw notFound('Shop to price');
    if (!change.prices.length) continue;
    const price = priceRows.get(link.priceId);
    if (!price || !canReadGroupItem(principal, price.shopGroupId)) throw notFound('Price');
    const newPrices = new Map(change.prices.map((p) => [p.label, p.new]));
    steps.push({ row, link, price, lists: listsWithPrices(row, newPrices) });
  }
  await applyPrices(tx, principal, steps);
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
}
