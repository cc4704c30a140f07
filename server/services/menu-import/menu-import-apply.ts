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
import { and, count, eq, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { MenuImportRowChange } from '../../../src/domain/contract/menu-import';
import {
  PRICE_LISTS,
  PRICE_UNIT_BY_LIST,
  actionsStillValid,
  buildPriceLists,
  parsePriceLabel,
  type PriceAction,
  type PriceEntryInput,
  type PriceListName,
} from '../../../src/domain';
import type { Principal } from '../../auth/principal';
import { canReadGroupItem } from '../../auth/tenancy';
import type { Executor } from '../../db/client';
import { auditLog, prices, shopsToPrices } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { ChangeSet } from '../writer/changes';
import { groupForCopy } from '../links/link-price-change';
import { lockCategories, type LinkRow } from '../links/link-order';
import type { MenuSheetRow } from './menu-sheet';
import { msg, render } from '../../i18n';
import { entriesOfPrice, nextFreeCode, type PriceRow } from '../catalogue/prices';

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

export interface PriceStep {
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
    const next = nextFreeCode(code, codes);
    codes.add(next);
    this.taken.set(`${prefix}|${groupId ?? ''}`, codes);
    return next;
  }

  /** Takes `code` when it is free in the group; false when another combination has it. */
  keep(code: string, groupId: string | null): boolean {
    const prefix = code.slice(0, 3);
    const codes = this.taken.get(`${prefix}|${groupId ?? ''}`) ?? new Set<string>();
    if (codes.has(code)) return false;
    codes.add(code);
    this.taken.set(`${prefix}|${groupId ?? ''}`, codes);
    return true;
  }
}

/** What a row's new prices do to its combination: changed in place, or a copy under a code. */
export interface PriceDecision {
  step: PriceStep;
  /** Null: the combination changes in place (the code stays). */
  copy: { key: string; code: string; groupId: string | null } | null;
}

/**
 * How the plan's new prices land, without writing: per combination, the rows of the file that
 * give it the same new prices go together. When the caller may change the combination and no
 * row outside them shows it, the largest such set (the last in the file on a tie) changes it in
 * place and keeps its code; every other set gets one copy, under the same code when the old
 * combination is left to no one and the code is free in the copy's group, else under the next
 * code of the prefix. The preview names each new code; apply does exactly this.
 */
export async function decidePrices(
  tx: Executor,
  principal: Principal,
  steps: PriceStep[],
): Promise<PriceDecision[]> {
  if (!steps.length) return [];
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
  // Rows of the file per combination, and per combination per new prices, in file order.
  const inFile = new Map<string, Map<string, PriceStep[]>>();
  for (const step of steps) {
    const sets = inFile.get(step.price.id) ?? new Map<string, PriceStep[]>();
    const key = JSON.stringify(step.lists);
    sets.set(key, [...(sets.get(key) ?? []), step]);
    inFile.set(step.price.id, sets);
  }
  const groupOf = new Map<string, string | null>();
  for (const step of steps) {
    const key = `${step.price.shopGroupId ?? ''}|${step.link.shopId}`;
    if (!groupOf.has(key)) {
      groupOf.set(key, await groupForCopy(tx, principal, step.link.shopId, step.price.shopGroupId));
    }
  }
  const copyGroup = (step: PriceStep) =>
    groupOf.get(`${step.price.shopGroupId ?? ''}|${step.link.shopId}`) ?? null;
  const codes = new RegisterCodes(tx);
  await codes.load(steps.map((s) => ({ code: s.price.internalProductId, groupId: copyGroup(s) })));
  const decisions: PriceDecision[] = [];
  for (const [priceId, sets] of inFile) {
    const lists = [...sets.values()];
    const first = lists[0]?.[0] as PriceStep;
    const price = first.price;
    const inFileCount = lists.reduce((sum, list) => sum + list.length, 0);
    const outside = (uses.get(priceId) ?? inFileCount) - inFileCount;
    const mayChange =
      principal.isSuperuser ||
      (price.shopGroupId !== null && principal.shopGroupIds.includes(price.shopGroupId));
    let stays: PriceStep[] | null = null;
    if (mayChange && outside === 0) {
      for (const list of lists) if (!stays || list.length >= stays.length) stays = list;
    }
    const copied = lists.filter((list) => list !== stays);
    const leftToNoone = !stays && outside === 0 && copied.length === 1;
    for (const list of lists) {
      if (list === stays) {
        decisions.push(...list.map((step) => ({ step, copy: null })));
        continue;
      }
      const groupId = copyGroup(list[0] as PriceStep);
      const code =
        leftToNoone && codes.keep(price.internalProductId, groupId)
          ? price.internalProductId
          : codes.next(price.internalProductId, groupId);
      const key = `${priceId}|${code}|${groupId ?? ''}`;
      decisions.push(...list.map((step) => ({ step, copy: { key, code, groupId } })));
    }
  }
  return decisions;
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
 * The price steps of the plan's changes: per row whose prices change, its row, combination and
 * new lists. Reads only; the preview and apply share it.
 */
export async function priceStepsOf(
  tx: Executor,
  principal: Principal,
  shopId: string,
  planned: MenuImportRowChange[],
  rowOf: Map<string, MenuSheetRow>,
): Promise<PriceStep[]> {
  const wanted = planned.filter((c) => rowOf.has(c.link_id) && c.prices.length);
  const links = new Map<string, LinkRow>();
  for (const part of chunks(wanted.map((c) => c.link_id))) {
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
    const price = priceRows.get(link.priceId);
    if (!price || !canReadGroupItem(principal, price.shopGroupId)) throw notFound('Price');
    const newPrices = new Map(change.prices.map((p) => [p.label, p.new]));
    steps.push({ row, link, price, lists: listsWithPrices(row, newPrices) });
  }
  return steps;
}

/** The plan's changes with the register code each row gets when it cannot keep its own. */
export function withRegisterCodes(
  planned: MenuImportRowChange[],
  decisions: PriceDecision[],
): MenuImportRowChange[] {
  const byLink = new Map(decisions.map((d) => [d.step.link.id, d]));
  return planned.map((change) => {
    const decision = byLink.get(change.link_id);
    const was = decision?.step.price.internalProductId;
    const now = decision?.copy?.code;
    if (!decision || !was || !now || now === was) return { ...change, register_code_change: null };
    return {
      ...change,
      register_code_change: {
        product_name: change.product_name,
        was,
        now,
        text: render(msg('history.registerCode', { name: change.product_name, now, was }), 'nl'),
      },
    };
  });
}

/**
 * Applies the plan's changes to the shop's rows, inside the caller's write. `rowOf` holds the
 * menu as planned on; `finalActions` the discounts of rows whose discounts the file changes.
 * Answers the changes with the register codes rows got.
 */
export async function applyImportChanges(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  shopId: string,
  planned: MenuImportRowChange[],
  rowOf: Map<string, MenuSheetRow>,
  finalActions: Map<string, PriceAction[]>,
): Promise<MenuImportRowChange[]> {
  const wanted = planned.filter((c) => rowOf.has(c.link_id));
  if (!wanted.length) return planned;
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
  return withRegisterCodes(planned, decisions);
}
