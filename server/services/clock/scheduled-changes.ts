import { and, eq, gt, inArray, min, sql } from 'drizzle-orm';
import {
  DEFAULT_SHOP_TIME_ZONE,
  instantToZoned,
  isFreeLabel,
  zonedToInstant,
  type LocalMoment,
} from '../../../src/domain';
import type {
  ScheduledChangeActionInput,
  ScheduledChangeEdit,
  ScheduledChangeInput,
  ScheduledChangeKind,
  ScheduledChangeStatus,
  ScheduledChangeView,
  ScheduledLinkStateView,
} from '../../../src/domain/contract';
import type { Principal } from '../../auth/principal';
import { assertCanUseShop, shopReadScope } from '../../auth/tenancy';
import type { Executor } from '../../db/client';
import {
  categories,
  kinds,
  prices,
  products,
  scheduledChanges,
  shops,
  shopsToPrices,
  users,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { listOf, type ListQueryInput, type ListResult, type ListSpec } from '../../http/list-query';
import { ChangeSet } from '../writer/changes';
import { bulkUpdateLinks } from '../links/link-bulk';
import { changeLinkPrices } from '../links/link-price-change';

/**
 * Scheduled changes: a change of a link (new prices, availability, the new flag, a
 * discount, a category move) saved "vanaf" a moment on the shop's clock. It acts for whoever
 * last set it (`set_by`: who created it, or who last edited it): it is checked as that
 * person's immediate change would be (by making it and rolling it back) when it is saved or
 * edited, and made for real at its moment by `ScheduleRunner` through the same service
 * function, in one write of the writer as that person with their rights then, so cache status,
 * push and history follow as for any write, and the history names them.
 */

export type ScheduledRow = typeof scheduledChanges.$inferSelect;

/** The time zone a shop's moments are typed in: the shop's own (`shops.time_zone`). */
export async function shopTimeZone(db: Executor, shopId: string): Promise<string> {
  const [shop] = await db
    .select({ timeZone: shops.timeZone })
    .from(shops)
    .where(eq(shops.id, shopId));
  return shop?.timeZone || DEFAULT_SHOP_TIME_ZONE;
}

/** The time zones of several shops at once. */
async function shopTimeZones(db: Executor, shopIds: string[]): Promise<Map<string, string>> {
  const rows = shopIds.length
    ? await db
        .select({ id: shops.id, timeZone: shops.timeZone })
        .from(shops)
        .where(inArray(shops.id, [...new Set(shopIds)]))
    : [];
  return new Map(rows.map((row) => [row.id, row.timeZone || DEFAULT_SHOP_TIME_ZONE]));
}

export const SCHEDULE_MESSAGES = {
  invalid: 'Geef een geldige datum (JJJJ-MM-DD) en tijd (UU:MM).',
  skipped:
    'Dit tijdstip bestaat niet op die dag: de klok springt dan van 02:00 naar 03:00 (zomertijd). Kies bijvoorbeeld 03:00.',
  past: 'Kies een moment in de toekomst voor deze geplande wijziging.',
  notPending:
    'Deze geplande wijziging is al uitgevoerd, mislukt of geannuleerd; ze kan niet meer veranderd worden.',
  linkGone: 'De prijsregel van deze wijziging bestaat niet meer.',
  userGone: 'Wie deze wijziging plande, heeft geen toegang meer tot deze shop.',
  interrupted: 'Het uitvoeren van deze wijziging is te vaak onderbroken.',
} as const;

/** The instant a typed moment names in the shop's zone, refused when it is not in the future. */
export function momentToInstant(moment: LocalMoment, timeZone: string, now: Date): Date {
  const result = zonedToInstant(moment, timeZone);
  if (!result.ok) {
    throw badRequest(
      result.reason === 'skipped' ? SCHEDULE_MESSAGES.skipped : SCHEDULE_MESSAGES.invalid,
      ['body', 'at'],
    );
  }
  if (result.at.getTime() <= now.getTime())
    throw badRequest(SCHEDULE_MESSAGES.past, ['body', 'at']);
  return result.at;
}

/** Makes the change now, in `tx`, through the service function its immediate request uses. */
export async function applyAction(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  link: { id: string; shopId: string },
  change: ScheduledChangeActionInput,
): Promise<void> {
  if (change.type === 'prices') {
    const { type: _type, ...prices } = change;
    await changeLinkPrices(tx, changes, principal, link.id, prices);
  } else {
    await bulkUpdateLinks(tx, changes, principal, {
      shop_id: link.shopId,
      ids: [link.id],
      action: change,
    });
  }
}

class TrialDone extends Error {}

/** Checks a change as its immediate request would be checked: makes it, then rolls it back. */
async function tryAction(
  tx: Executor,
  principal: Principal,
  link: { id: string; shopId: string },
  change: ScheduledChangeActionInput,
): Promise<void> {
  try {
    await tx.transaction(async (trial) => {
      await applyAction(trial, new ChangeSet(), principal, link, change);
      throw new TrialDone();
    });
  } catch (error) {
    if (!(error instanceof TrialDone)) throw error;
  }
}

async function visibleLink(tx: Executor, principal: Principal, linkId: string) {
  const [link] = await tx
    .select({ id: shopsToPrices.id, shopId: shopsToPrices.shopId })
    .from(shopsToPrices)
    .where(eq(shopsToPrices.id, linkId));
  if (!link) throw notFound('Shop to price');
  assertCanUseShop(principal, link.shopId, 'Shop to price');
  return link;
}

/** Saves a change of a row of one of the caller's shops, to be made at `input.at`. */
export async function createScheduledChange(
  tx: Executor,
  principal: Principal,
  input: ScheduledChangeInput,
  now: Date,
): Promise<string> {
  const link = await visibleLink(tx, principal, input.link_id);
  const applyAt = momentToInstant(input.at, await shopTimeZone(tx, link.shopId), now);
  await tryAction(tx, principal, link, input.change);
  const [row] = await tx
    .insert(scheduledChanges)
    .values({
      shopId: link.shopId,
      linkId: link.id,
      kind: input.change.type,
      payload: input.change,
      applyAt,
      createdBy: principal.userId,
      setBy: principal.userId,
    })
    .returning({ id: scheduledChanges.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** A scheduled change of one of the caller's shops, locked; 404 otherwise. */
async function visibleChange(
  tx: Executor,
  principal: Principal,
  id: string,
): Promise<ScheduledRow> {
  const [row] = await tx
    .select()
    .from(scheduledChanges)
    .where(eq(scheduledChanges.id, id))
    .for('update');
  if (!row) throw notFound('Scheduled change');
  assertCanUseShop(principal, row.shopId, 'Scheduled change');
  return row;
}

/**
 * Another moment or another change for a pending scheduled change. Whoever edits it sets it:
 * from then on it acts for them, so the change (the new one, or the one it had) is checked
 * with their rights, as on creation. A change that needs more rights than theirs (a global
 * combination changed for everyone, by staff) is refused now, not when it is due.
 */
export async function editScheduledChange(
  tx: Executor,
  principal: Principal,
  id: string,
  input: ScheduledChangeEdit,
  now: Date,
): Promise<void> {
  const row = await visibleChange(tx, principal, id);
  if (row.status !== 'pending') throw conflict(SCHEDULE_MESSAGES.notPending);
  const applyAt = input.at
    ? momentToInstant(input.at, await shopTimeZone(tx, row.shopId), now)
    : row.applyAt;
  const change = input.change ?? (row.payload as ScheduledChangeActionInput);
  const link = await visibleLink(tx, principal, row.linkId);
  await tryAction(tx, principal, link, change);
  await tx
    .update(scheduledChanges)
    .set({
      applyAt,
      kind: change.type,
      payload: change,
      setBy: principal.userId,
      leasedUntil: null,
      leasedBy: null,
    })
    .where(eq(scheduledChanges.id, id));
}

/** Cancels a pending scheduled change; it stays listed as cancelled. */
export async function cancelScheduledChange(
  tx: Executor,
  principal: Principal,
  id: string,
): Promise<void> {
  const row = await visibleChange(tx, principal, id);
  if (row.status !== 'pending') throw conflict(SCHEDULE_MESSAGES.notPending);
  await tx
    .update(scheduledChanges)
    .set({ status: 'cancelled', leasedUntil: null, leasedBy: null })
    .where(eq(scheduledChanges.id, id));
}

const SCHEDULE_LIST: ListSpec = {
  resource: 'scheduled-changes',
  fields: {
    id: { column: scheduledChanges.id, type: 'uuid' },
    shop_id: { column: scheduledChanges.shopId, type: 'uuid' },
    link_id: { column: scheduledChanges.linkId, type: 'uuid' },
    kind: { column: scheduledChanges.kind, type: 'text' },
    status: { column: scheduledChanges.status, type: 'text' },
    apply_at: { column: scheduledChanges.applyAt, type: 'date' },
    created_at: { column: scheduledChanges.createdAt, type: 'date' },
  },
  // Pending first, soonest first; then the rest, latest first.
  defaultSort: [
    sql`case when ${scheduledChanges.status} = 'pending' then 0 else 1 end`,
    sql`case when ${scheduledChanges.status} = 'pending' then ${scheduledChanges.applyAt} end asc`,
    sql`${scheduledChanges.applyAt} desc`,
    sql`${scheduledChanges.id}`,
  ],
};

/** The scheduled changes of the caller's shops (`filter=shop_id:…` for one), pending first. */
export function listScheduledChanges(
  db: Executor,
  principal: Principal,
  query: ListQueryInput,
): Promise<ListResult<ScheduledChangeView[]>> {
  const scope = shopReadScope(principal, scheduledChanges.shopId);
  return listOf(db, scheduledChanges, SCHEDULE_LIST, query, scope, (rows) =>
    presentScheduledChanges(db, rows),
  );
}

export async function getScheduledChangeView(
  db: Executor,
  id: string,
): Promise<ScheduledChangeView> {
  const rows = await db.select().from(scheduledChanges).where(eq(scheduledChanges.id, id));
  const [view] = await presentScheduledChanges(db, rows);
  if (!view) throw notFound('Scheduled change');
  return view;
}

type PriceList = { label: string; quantity: number; price: number }[] | null | undefined;
const pricesOf = (list: PriceList) =>
  (list ?? []).map((entry) => ({
    quantity: entry.quantity,
    price: entry.price,
    ...(isFreeLabel(entry.label) && { label: entry.label }),
  }));

/** The rows (by id) as a scheduled change sees them: the list's "old" next to the change. */
export async function linkStates(
  db: Executor,
  linkIds: string[],
): Promise<Map<string, ScheduledLinkStateView>> {
  if (!linkIds.length) return new Map();
  const rows = await db
    .select({
      id: shopsToPrices.id,
      active: shopsToPrices.active,
      new: shopsToPrices.new,
      actionLabels: shopsToPrices.actionLabels,
      categoryName: categories.name,
      cannabis: prices.cannabis,
      preRolledJoints: prices.preRolledJoints,
      edible: prices.edible,
    })
    .from(shopsToPrices)
    .leftJoin(categories, eq(categories.id, shopsToPrices.categoryId))
    .leftJoin(prices, eq(prices.id, shopsToPrices.priceId))
    .where(inArray(shopsToPrices.id, linkIds));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        active: row.active,
        new: row.new,
        category_name: row.categoryName,
        discounted: row.actionLabels.length > 0,
        cannabis: pricesOf(row.cannabis as PriceList),
        pre_rolled_joints: pricesOf(row.preRolledJoints as PriceList),
        edible: pricesOf(row.edible as PriceList),
      },
    ]),
  );
}

/** The rows with the names a person reads: product, categories, who scheduled it. */
export async function presentScheduledChanges(
  db: Executor,
  rows: ScheduledRow[],
): Promise<ScheduledChangeView[]> {
  if (!rows.length) return [];
  const linkIds = [...new Set(rows.map((r) => r.linkId))];
  const links = await db
    .select({
      id: shopsToPrices.id,
      categoryName: categories.name,
      kindName: kinds.name,
      productName: products.name,
    })
    .from(shopsToPrices)
    .leftJoin(categories, eq(categories.id, shopsToPrices.categoryId))
    .leftJoin(kinds, eq(kinds.id, shopsToPrices.kindId))
    .leftJoin(products, eq(products.id, shopsToPrices.productId))
    .where(inArray(shopsToPrices.id, linkIds));
  const linkOf = new Map(links.map((l) => [l.id, l]));
  // Not applied yet: the row as it is now is what the change will replace.
  const states = await linkStates(db, [
    ...new Set(rows.filter((r) => r.status !== 'applied').map((r) => r.linkId)),
  ]);
  const targetIds = rows
    .map((r) => (r.payload as { category_id?: unknown }).category_id)
    .filter((v): v is string => typeof v === 'string');
  const targets = targetIds.length
    ? await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.id, [...new Set(targetIds)]))
    : [];
  const targetOf = new Map(targets.map((t) => [t.id, t.name]));
  const userIds = [
    ...new Set(rows.flatMap((r) => [r.createdBy, r.setBy]).filter((v): v is string => !!v)),
  ];
  const names = userIds.length
    ? await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const nameOf = new Map(names.map((u) => [u.id, u.username]));
  const zoneOf = await shopTimeZones(
    db,
    rows.map((r) => r.shopId),
  );
  return rows.map((row) => {
    const link = linkOf.get(row.linkId);
    const change = row.payload as ScheduledChangeActionInput;
    const timeZone = zoneOf.get(row.shopId) ?? DEFAULT_SHOP_TIME_ZONE;
    const target = 'category_id' in change ? targetOf.get(change.category_id) : undefined;
    return {
      id: row.id,
      shop_id: row.shopId,
      link_id: row.linkId,
      product_name: link ? (link.kindName ?? link.productName ?? '') : null,
      category_name: link?.categoryName ?? null,
      kind: row.kind as ScheduledChangeKind,
      change,
      target_category_name: target ?? null,
      before:
        row.status === 'applied'
          ? ((row.before as ScheduledLinkStateView | null) ?? null)
          : (states.get(row.linkId) ?? null),
      apply_at: row.applyAt.toISOString(),
      time_zone: timeZone,
      local: instantToZoned(row.applyAt, timeZone),
      status: row.status as ScheduledChangeStatus,
      failure: row.failure,
      applied_at: row.appliedAt?.toISOString() ?? null,
      created_by: row.createdBy,
      created_by_name: row.createdBy ? (nameOf.get(row.createdBy) ?? null) : null,
      set_by: row.setBy,
      set_by_name: row.setBy ? (nameOf.get(row.setBy) ?? null) : null,
      created_at: row.createdAt.toISOString(),
      modified_at: row.modifiedAt.toISOString(),
    };
  });
}

/**
 * When the next scheduled change of a shop is due after `now`, or null: the board feed's "next
 * content change" can name it, so a board that missed the push refetches then.
 */
export async function nextScheduledChangeAt(
  db: Executor,
  shopId: string,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(scheduledChanges.applyAt) })
    .from(scheduledChanges)
    .where(
      and(
        eq(scheduledChanges.shopId, shopId),
        eq(scheduledChanges.status, 'pending'),
        gt(scheduledChanges.applyAt, now),
      ),
    );
  return row?.at ? new Date(row.at) : null;
}
