/**
 * Happy hours of links and categories: read, added, changed and removed through the
 * writer (so boards are pushed, the history records it and an undo puts it back). A row or a
 * category has at most `MAX_HAPPY_HOURS_PER_TARGET`, none overlapping another of the same row
 * or category; a row's own happy hour beats its category's (`runningHappyHourOf`).
 */
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import {
  MAX_HAPPY_HOURS_PER_TARGET,
  happyHourActions,
  happyHourCellPart,
  happyHourProblem,
  happyHoursOverlap,
  normalHappyHour,
  runningHappyHour,
  type HappyHourRule,
} from '../../../src/domain';
import type { HappyHour, HappyHourBody } from '../../../src/domain/contract';
import type { Executor } from '../../db/client';
import { categories, happyHours, kinds, prices, products, shopsToPrices } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { msg, type MessageKey } from '../../i18n';
import type { ChangeSet } from '../writer/changes';
import { linkPriceEntries } from '../links/link-prices';

type HappyHourRow = typeof happyHours.$inferSelect;

/** What a happy hour belongs to: a link or a category, with its shop and name. */
export interface HappyHourTarget {
  kind: 'link' | 'category';
  id: string;
  shopId: string;
  name: string;
  /** A row's price labels (a fixed price must name one of them); null for a category. */
  labels: string[] | null;
}

export function happyHourRule(row: HappyHourRow): HappyHourRule {
  return {
    days: row.days,
    from: row.fromTime,
    to: row.toTime,
    prices: row.prices,
    percent: row.percent,
  };
}

export function happyHourView(row: HappyHourRow): HappyHour {
  return {
    id: row.id,
    shop_id: row.shopId,
    link_id: row.linkId,
    category_id: row.categoryId,
    days: row.days,
    from: row.fromTime,
    to: row.toTime,
    prices: row.prices,
    percent: row.percent,
    modified_at: row.modifiedAt.toISOString(),
  };
}

/** A link as the owner of happy hours; 404 when it does not exist. */
async function linkTarget(db: Executor, id: string, lock: boolean): Promise<HappyHourTarget> {
  const query = db
    .select({
      link: shopsToPrices,
      price: prices,
      kindName: kinds.name,
      productName: products.name,
    })
    .from(shopsToPrices)
    .innerJoin(prices, eq(prices.id, shopsToPrices.priceId))
    .leftJoin(kinds, eq(kinds.id, shopsToPrices.kindId))
    .leftJoin(products, eq(products.id, shopsToPrices.productId))
    .where(eq(shopsToPrices.id, id));
  const [row] = lock ? await query.for('update', { of: shopsToPrices }) : await query;
  if (!row) throw notFound('Shop to price');
  const labels = linkPriceEntries(row.price, row.link)
    .filter((entry) => entry.active)
    .map((entry) => entry.label);
  return {
    kind: 'link',
    id,
    shopId: row.link.shopId,
    name: row.kindName ?? row.productName ?? '',
    labels: [...new Set(labels)],
  };
}

/** A category as the owner of happy hours; 404 when it does not exist. */
async function categoryTarget(db: Executor, id: string, lock: boolean): Promise<HappyHourTarget> {
  const query = db
    .select({ shopId: categories.shopId, name: categories.name })
    .from(categories)
    .where(eq(categories.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Category');
  return { kind: 'category', id, shopId: row.shopId, name: row.name, labels: null };
}

export function findTarget(
  db: Executor,
  kind: HappyHourTarget['kind'],
  id: string,
  lock = false,
): Promise<HappyHourTarget> {
  return kind === 'link' ? linkTarget(db, id, lock) : categoryTarget(db, id, lock);
}

const ofTarget = (target: Pick<HappyHourTarget, 'kind' | 'id'>): SQL =>
  target.kind === 'link' ? eq(happyHours.linkId, target.id) : eq(happyHours.categoryId, target.id);

const ORDER = [asc(happyHours.createdAt), asc(happyHours.id)];

export async function listTargetHappyHours(
  db: Executor,
  target: Pick<HappyHourTarget, 'kind' | 'id'>,
): Promise<HappyHour[]> {
  const rows = await db
    .select()
    .from(happyHours)
    .where(ofTarget(target))
    .orderBy(...ORDER);
  return rows.map(happyHourView);
}

/** Every happy hour of a shop (rows' and categories'), for the products list. */
export async function listShopHappyHours(db: Executor, shopId: string): Promise<HappyHour[]> {
  const rows = await db
    .select()
    .from(happyHours)
    .where(eq(happyHours.shopId, shopId))
    .orderBy(...ORDER);
  return rows.map(happyHourView);
}

/** A happy hour's row; 404 when it does not exist. */
export async function getHappyHourRow(db: Executor, id: string): Promise<HappyHourRow> {
  const [row] = await db.select().from(happyHours).where(eq(happyHours.id, id));
  if (!row) throw notFound('Happy hour');
  return row;
}

/** The body as a rule, checked against the rules and the row's labels; 400 otherwise. */
export function checkedRule(body: HappyHourBody, target: HappyHourTarget): HappyHourRule {
  const rule: HappyHourRule = {
    days: body.days,
    from: body.from,
    to: body.to,
    prices: body.prices ?? null,
    percent: body.percent ?? null,
  };
  const problem = happyHourProblem(rule);
  if (problem) throw badRequest(msg(`happyHour.problem.${problem}` as MessageKey), ['body']);
  const normal = normalHappyHour(rule);
  const unknown = target.labels && normal.prices?.find((p) => !target.labels?.includes(p.label));
  if (unknown)
    throw badRequest(msg('happyHour.unknownLabel', { name: target.name, label: unknown.label }), [
      'body',
      'prices',
    ]);
  return normal;
}

/**
 * Refuses (409) a happy hour that overlaps another of the same row or category, or one more
 * than the maximum. The target is locked first, so two saves at once cannot both pass.
 */
async function assertFits(
  tx: Executor,
  target: HappyHourTarget,
  rule: HappyHourRule,
  except: string | null,
): Promise<void> {
  const others = await tx
    .select()
    .from(happyHours)
    .where(and(ofTarget(target), except ? ne(happyHours.id, except) : undefined));
  if (others.length >= MAX_HAPPY_HOURS_PER_TARGET)
    throw new AppError(
      'CONFLICT',
      msg('happyHour.tooMany', { name: target.name, max: MAX_HAPPY_HOURS_PER_TARGET }),
    );
  const clash = others.find((other) => happyHoursOverlap(rule, happyHourRule(other)));
  if (clash)
    throw new AppError(
      'CONFLICT',
      msg('happyHour.overlap', {
        name: target.name,
        rule: happyHourCellPart(happyHourRule(clash), target.labels ?? []),
      }),
    );
}

const columnsOf = (rule: HappyHourRule) => ({
  days: rule.days,
  fromTime: rule.from,
  toTime: rule.to,
  prices: rule.prices,
  percent: rule.percent,
});

export async function createHappyHour(
  tx: Executor,
  changes: ChangeSet,
  kind: HappyHourTarget['kind'],
  targetId: string,
  body: HappyHourBody,
): Promise<HappyHour> {
  const target = await findTarget(tx, kind, targetId, true);
  const rule = checkedRule(body, target);
  await assertFits(tx, target, rule, null);
  const [row] = await tx
    .insert(happyHours)
    .values({
      shopId: target.shopId,
      linkId: kind === 'link' ? target.id : null,
      categoryId: kind === 'category' ? target.id : null,
      ...columnsOf(rule),
    })
    .returning();
  if (!row) throw new Error('happy hour was not stored');
  changes.touchShops([target.shopId]);
  return happyHourView(row);
}

export async function updateHappyHour(
  tx: Executor,
  changes: ChangeSet,
  id: string,
  body: HappyHourBody,
): Promise<HappyHour> {
  const current = await getHappyHourRow(tx, id);
  const target = current.linkId
    ? await findTarget(tx, 'link', current.linkId, true)
    : await findTarget(tx, 'category', current.categoryId ?? '', true);
  const rule = checkedRule(body, target);
  await assertFits(tx, target, rule, id);
  const [row] = await tx
    .update(happyHours)
    .set(columnsOf(rule))
    .where(eq(happyHours.id, id))
    .returning();
  if (!row) throw notFound('Happy hour');
  changes.touchShops([row.shopId]);
  return happyHourView(row);
}

export async function deleteHappyHour(tx: Executor, changes: ChangeSet, id: string): Promise<void> {
  const [row] = await tx
    .delete(happyHours)
    .where(eq(happyHours.id, id))
    .returning({ shopId: happyHours.shopId });
  if (!row) throw notFound('Happy hour');
  changes.touchShops([row.shopId]);
}

/** A shop's happy hours by the row and the category they belong to, for the feed and orders. */
export interface ShopHappyHours {
  byLink: Map<string, HappyHourRule[]>;
  byCategory: Map<string, HappyHourRule[]>;
  /** Whether a happy hour's days and times are open at a moment, by those days and times. */
  open: Map<string, boolean>;
}

export async function loadShopHappyHours(db: Executor, shopId: string): Promise<ShopHappyHours> {
  const rows = await db.select().from(happyHours).where(eq(happyHours.shopId, shopId));
  const byLink = new Map<string, HappyHourRule[]>();
  const byCategory = new Map<string, HappyHourRule[]>();
  for (const row of rows) {
    const map = row.linkId ? byLink : byCategory;
    const key = row.linkId ?? row.categoryId ?? '';
    map.set(key, [...(map.get(key) ?? []), happyHourRule(row)]);
  }
  return { byLink, byCategory, open: new Map() };
}

/** The happy hour running for a row at `now`: its own, else its category's; or null. */
export function runningHappyHourOf(
  hours: ShopHappyHours,
  linkId: string,
  categoryId: string,
  zone: string,
  now: number,
): HappyHourRule | null {
  // Whether a happy hour's time is open depends on its days and times alone, and many rows
  // share them: each distinct one is worked out once per feed.
  const open = (rule: HappyHourRule) => {
    const key = `${rule.days.join(',')}@${rule.from}@${rule.to}@${zone}@${now}`;
    let found = hours.open.get(key);
    if (found === undefined) {
      found = runningHappyHour([rule], zone, now) !== null;
      hours.open.set(key, found);
    }
    return found;
  };
  const runningOf = (rules: HappyHourRule[] | undefined) => rules?.find(open) ?? null;
  return runningOf(hours.byLink.get(linkId)) ?? runningOf(hours.byCategory.get(categoryId));
}

/**
 * A row's discounts at the moment of the feed: while a happy hour runs for the row (its own, else
 * its category's) its prices are given as discounts, so boards draw them as any discount (the
 * regular price struck beside the new one, the row marked as an offer) without a concept of
 * their own. When the row has a discount of its own as well, the lower price wins per label.
 */
export function actionLabelsAt(
  price: typeof prices.$inferSelect,
  link: typeof shopsToPrices.$inferSelect,
  hours: ShopHappyHours | null,
  at: { zone: string; now: number } | undefined,
): { label: string; price: number }[] {
  const running =
    hours && at && runningHappyHourOf(hours, link.id, link.categoryId, at.zone, at.now);
  if (!running) return link.actionLabels;
  const entries = linkPriceEntries(price, link).filter(
    (entry) => !link.deactivatedLabels.includes(entry.label),
  );
  return happyHourActions(entries, link.actionLabels, running);
}
