import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  actionsStillValid,
  buildPriceLists,
  entryInputOf,
  type PriceEntryInput,
  type PriceListName,
} from '../../../src/domain';
import type { CodePricesInput, CodeResult } from '../../../src/domain/contract';
import type { Principal } from '../../auth/principal';
import { assertCanUseShop, canReadGroupItem } from '../../auth/tenancy';
import type { Executor } from '../../db/client';
import { prices, shopGroupShops, shopsToPrices } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { type Locale, msg, render } from '../../i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeSet, Writer } from '../writer/changes';
import { entriesOfPrice, listsOf, nextFreeCode, type PriceRow } from '../catalogue/prices';
import {
  chunks,
  json,
  linkEdit,
  recordEdits,
  updateFromValues,
} from '../menu-import/menu-import-statements';
import { sharedBeyondReach, shopsBeyondReach } from './link-price-change';
import { lockCategories, type LinkRow } from './link-order';
import { refusal, rowsOfShop, unknownCode, type ShopRow } from './register-code-rows';
import { versionOfTag } from '../../http/if-match';

/**
 * Price by register code, for registers and web shops (`PUT
 * /v1/shops/{shopId}/register-codes/prices`; availability is in `register-code-availability.ts`): each item is found among the shop's rows by its
 * register code (or, for availability, the product's name) and changed with the back office's
 * rules and errors. All items go in one write (one transaction, one cache-status bump and push
 * per shop); an item that is refused changes nothing and the others still go. Prices are checked
 * for every item first and then written in a few set-based statements (`pricesByCode`);
 * availability runs each item in a savepoint. The answer has one result per item, in order.
 */

/** The most price entries one call may carry, all items together (see the README's limits). */
export const CODE_PRICE_ENTRIES_MAX = 2000;

/** Items written per transaction: a call holds the database for at most this many at a time. */
export const CODE_ITEMS_PER_WRITE = 50;

/** The checks of a whole call: each code once, and no more prices than a call may cost. */
function assertCallBounded(items: CodePricesInput['items']): void {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const item of items) (seen.has(item.code) ? twice : seen).add(item.code);
  if (twice.size) {
    throw badRequest(msg('registerCodes.duplicate', { codes: [...twice].join(', ') }), [
      'body',
      'items',
    ]);
  }
  const entries = items.reduce(
    (sum, item) =>
      sum +
      (item.cannabis?.length ?? 0) +
      (item.pre_rolled_joints?.length ?? 0) +
      (item.edible?.length ?? 0),
    0,
  );
  if (entries > CODE_PRICE_ENTRIES_MAX) {
    throw badRequest(
      msg('registerCodes.tooManyEntries', { max: CODE_PRICE_ENTRIES_MAX, count: entries }),
      ['body', 'items'],
    );
  }
}

/** The lists only cannabis rows (kinds) take; a horeca product's prices are pieces (`edible`). */
const CANNABIS_ONLY_LISTS = ['cannabis', 'pre_rolled_joints'] as const;

/** The checked column values of a combination with these lists (older fixed columns cleared). */
function priceColumns(lists: Record<PriceListName, PriceEntryInput[]>) {
  const built = buildPriceLists(lists);
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

/** What one accepted item does: its row, and its combination changed in place or copied. */
interface Plan {
  index: number;
  item: CodePricesInput['items'][number];
  row: LinkRow;
  price: PriceRow;
  columns: ReturnType<typeof priceColumns>;
  /** The rows whose combination changes: those showing it (in place) or the row (a copy). */
  reached: LinkRow[];
  copy: { code: string; groupId: string | null } | null;
}

/**
 * New prices by register code (`PUT /v1/shops/{shopId}/register-codes/prices`). A call names
 * each code once and carries at most {@link CODE_PRICE_ENTRIES_MAX} prices; its items are
 * written {@link CODE_ITEMS_PER_WRITE} at a time, each batch in a write of its own, so that no
 * call holds its rows' locks long.
 * Items have codes of their own, so the batches are independent. Should a batch fail after
 * others were written, the answer still names every item written, and the rest as not changed.
 */
export async function pricesByCode(
  write: Writer,
  principal: Principal,
  shopId: string,
  items: CodePricesInput['items'],
  locale: Locale | null,
  log: FastifyBaseLogger,
): Promise<CodeResult[]> {
  assertCanUseShop(principal, shopId);
  assertCallBounded(items);
  const results: CodeResult[] = [];
  for (let start = 0; start < items.length; start += CODE_ITEMS_PER_WRITE) {
    const batch = items.slice(start, start + CODE_ITEMS_PER_WRITE);
    try {
      const written = await write((tx, changes) =>
        batchPricesByCode(tx, changes, principal, shopId, batch, locale),
      );
      results.push(...written.map((result) => ({ ...result, index: result.index + start })));
    } catch (error) {
      if (start === 0) throw error;
      log.error({ err: error }, 'register-code prices: a batch failed after others were written');
      const stopped = {
        status: 500,
        error: 'internal',
        detail: render(msg('registerCodes.notWritten'), locale),
        row_ids: [],
      };
      for (const [offset, item] of items.slice(start).entries()) {
        results.push({ index: start + offset, code: item.code, ...stopped });
      }
      break;
    }
  }
  return results;
}

/**
 * New prices for one batch of items, the rules of `changeLinkPrices` for every item at once, in
 * a few statements whatever the number of items: the items are checked first (an item refused
 * changes nothing), then the combinations changed in place are updated in one statement, the
 * copies inserted in one, and their rows in one each.
 */
async function batchPricesByCode(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  shopId: string,
  items: CodePricesInput['items'],
  locale: Locale | null,
): Promise<CodeResult[]> {
  const found = await rowsOfShop(
    tx,
    shopId,
    items.map((item) => item.code),
    [],
  );
  // Every row showing the combinations named, locked as `changeLinkPrices` locks one: their
  // categories first (in id order), then the rows themselves.
  const priceIds = [...new Set(found.map((row) => row.priceId))];
  const seen = priceIds.length
    ? await tx
        .select({ categoryId: shopsToPrices.categoryId })
        .from(shopsToPrices)
        .where(inArray(shopsToPrices.priceId, priceIds))
    : [];
  await lockCategories(
    tx,
    seen.map((row) => row.categoryId),
  );
  const links = priceIds.length
    ? await tx
        .select()
        .from(shopsToPrices)
        .where(inArray(shopsToPrices.priceId, priceIds))
        .orderBy(shopsToPrices.id)
        .for('update')
    : [];
  const priceRows = priceIds.length
    ? await tx.select().from(prices).where(inArray(prices.id, priceIds))
    : [];
  const priceOf = new Map(priceRows.map((row) => [row.id, row]));
  const linkOf = new Map(links.map((link) => [link.id, link]));
  const linksOfPrice = new Map<string, LinkRow[]>();
  for (const link of links) {
    linksOfPrice.set(link.priceId, [...(linksOfPrice.get(link.priceId) ?? []), link]);
  }
  const beyond = await shopsBeyondReach(
    tx,
    principal,
    items.some((item) => item.for === 'all') ? priceIds : [],
  );
  const codes = new RegisterCodes(tx, principal, shopId);

  const outcomes: (Plan | AppError)[] = [];
  for (const [index, item] of items.entries()) {
    try {
      outcomes.push(await planItem(index, item));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes.push(error);
    }
  }

  async function planItem(index: number, item: CodePricesInput['items'][number]): Promise<Plan> {
    const named = found.filter((row) => row.code === item.code);
    if (!named.length) throw unknownCode(item.code);
    const wanted = item.product_name?.trim().toLowerCase();
    const chosen = wanted ? named.filter((row) => row.name?.toLowerCase() === wanted) : named;
    if (!chosen.length) {
      throw new AppError(
        'NOT_FOUND',
        msg('registerCodes.unknownName', { name: item.product_name ?? '' }),
      );
    }
    // "this" copies the combination for one row: which one must be clear.
    if (item.for === 'this' && chosen.length > 1) {
      throw new AppError('CONFLICT', msg('registerCodes.ambiguous', { what: item.code }));
    }
    const row = linkOf.get((chosen[0] as ShopRow).id);
    const price = row && priceOf.get(row.priceId);
    if (!row || !price) throw unknownCode(item.code);
    if (item.if_match !== undefined) {
      const wantedVersion = Date.parse(versionOfTag(item.if_match));
      if (Number.isNaN(wantedVersion) || wantedVersion !== row.modifiedAt.getTime())
        throw new AppError('STALE_VERSION');
    }
    if (!canReadGroupItem(principal, price.shopGroupId)) throw notFound('Price');
    if (!item.cannabis && !item.pre_rolled_joints && !item.edible) {
      throw badRequest(msg('services.newPricesNeeded'), ['body']);
    }
    const showing = linksOfPrice.get(price.id) ?? [row];
    const mayChange =
      principal.isSuperuser ||
      (price.shopGroupId !== null && principal.shopGroupIds.includes(price.shopGroupId));
    const inPlace = mayChange && (item.for === 'all' || showing.length === 1);
    const reached = inPlace ? showing : [row];
    // A drink's prices are pieces: the cannabis lists do not belong to a horeca row.
    const alien = CANNABIS_ONLY_LISTS.find(
      (list) => item[list]?.length && reached.some((link) => link.kindId === null),
    );
    if (alien) {
      throw badRequest(msg('registerCodes.fieldNotForRow', { code: item.code, field: alien }), [
        'body',
        'items',
        index,
        alien,
      ]);
    }
    // The lists sent replace the combination's prices (fixed columns of the older model
    // included); a list not sent stays as it is.
    const current = listsOf(price);
    const columns = priceColumns({
      cannabis: item.cannabis ?? current.cannabis.map(entryInputOf),
      pre_rolled_joints: item.pre_rolled_joints ?? current.pre_rolled_joints.map(entryInputOf),
      edible: item.edible ?? current.edible.map(entryInputOf),
    });
    if (inPlace) {
      const others = beyond.get(price.id);
      if (item.for === 'all' && others !== undefined) throw sharedBeyondReach(others);
      return { index, item, row, price, columns, reached, copy: null };
    }
    if (item.for === 'all') throw new AppError('FORBIDDEN', msg('services.globalPriceForAll'));
    const copy = await codes.forCopy(price, showing.length === 1);
    return { index, item, row, price, columns, reached, copy };
  }

  const plans = outcomes.filter((outcome): outcome is Plan => !(outcome instanceof AppError));
  const written = await writePlans(tx, changes, principal, plans);

  // The answer, and an event per changed row, from what was written.
  return outcomes.map((outcome, index) => {
    const code = items[index]?.code ?? null;
    if (outcome instanceof AppError) return { index, code, ...refusal(outcome, locale) };
    const { row, price, item, reached } = outcome;
    const now = written.get(row.id) ?? { ...price, ...outcome.columns };
    const name = found.find((shopRow) => shopRow.id === row.id)?.name ?? '';
    changes.emit('prices.changed', row.shopId, {
      row_id: row.id,
      register_code: now.internalProductId,
      product_name: name,
      prices: entriesOfPrice(now),
      for: item.for,
    });
    const moved = now.internalProductId !== price.internalProductId;
    return {
      index,
      code,
      status: 200,
      row_ids: reached.map((link) => link.id),
      register_code: now.internalProductId,
      register_code_change: moved
        ? {
            product_name: name,
            was: price.internalProductId,
            now: now.internalProductId,
            text: render(
              msg('history.registerCode', {
                name,
                now: now.internalProductId,
                was: price.internalProductId,
              }),
              locale,
            ),
          }
        : null,
    };
  });
}

/**
 * The register codes copies take, as `changeLinkPrices` picks them: the row's own code in the
 * copy's group when no other row shows the old combination and the code is free there, else the
 * next free code of the prefix. The codes of the groups are read once per group; codes given to
 * earlier copies of the call count as taken.
 */
class RegisterCodes {
  private readonly taken = new Map<string, Set<string>>();
  private holding: string[] | undefined;

  constructor(
    private readonly tx: Executor,
    private readonly principal: Principal,
    private readonly shopId: string,
  ) {}

  async forCopy(
    price: PriceRow,
    alone: boolean,
  ): Promise<{ code: string; groupId: string | null }> {
    const groupId = await this.groupFor(price.shopGroupId);
    const taken = await this.takenIn(groupId);
    const code =
      alone && !taken.has(price.internalProductId)
        ? price.internalProductId
        : nextFreeCode(price.internalProductId, taken);
    taken.add(code);
    return { code, groupId };
  }

  /** The rule of `groupForCopy`, with the groups holding the shop read once. */
  private async groupFor(current: string | null): Promise<string | null> {
    const { principal } = this;
    if (current && (principal.isSuperuser || principal.shopGroupIds.includes(current))) {
      return current;
    }
    this.holding ??= (
      await this.tx
        .select({ id: shopGroupShops.shopGroupId })
        .from(shopGroupShops)
        .where(
          and(
            eq(shopGroupShops.shopId, this.shopId),
            principal.isSuperuser
              ? undefined
              : inArray(shopGroupShops.shopGroupId, principal.shopGroupIds),
          ),
        )
    ).map((row) => row.id);
    return this.holding[0] ?? current;
  }

  private async takenIn(groupId: string | null): Promise<Set<string>> {
    const key = groupId ?? '';
    let taken = this.taken.get(key);
    if (!taken) {
      const rows = await this.tx
        .select({ code: prices.internalProductId })
        .from(prices)
        .where(groupId ? eq(prices.shopGroupId, groupId) : isNull(prices.shopGroupId));
      taken = new Set(rows.map((row) => row.code));
      this.taken.set(key, taken);
    }
    return taken;
  }
}

/**
 * Writes the accepted items: combinations in place, copies, their rows, the audit lines. Returns
 * the copy each row moved to.
 */
async function writePlans(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  plans: Plan[],
): Promise<Map<string, PriceRow>> {
  const now = new Date();
  const stamp = sql`${now.toISOString()}::timestamptz`;
  const inPlace = plans.filter((plan) => plan.copy === null);
  await updateFromValues(
    tx,
    inPlace,
    (values) => sql`update ${prices} set
        cannabis = v.cannabis, pre_rolled_joints = v.pre_rolled_joints, edible = v.edible,
        half = null, one = null, two_five = null, five = null, joint = null, piece = null,
        modified_at = greatest(${stamp}, ${prices.modifiedAt} + interval '1 millisecond')
      from (values ${values}) as v(id, cannabis, pre_rolled_joints, edible)
      where ${prices.id} = v.id`,
    ({ price, columns }) =>
      sql`${price.id}::uuid, ${json(columns.cannabis)}, ${json(columns.preRolledJoints)}, ${json(columns.edible)}`,
  );
  const copies = plans.filter((plan) => plan.copy !== null);
  const created: PriceRow[] = [];
  for (const part of chunks(copies)) {
    created.push(
      ...(await tx
        .insert(prices)
        .values(
          part.map(({ copy, columns }) => ({
            internalProductId: copy?.code as string,
            shopGroupId: copy?.groupId ?? null,
            ...columns,
          })),
        )
        .returning()),
    );
  }
  const createdByCode = new Map(created.map((p) => [`${p.internalProductId}|${p.shopGroupId}`, p]));

  // The rows: labels enabled again, the discounts still lower than their new prices.
  const rowUpdates = plans.flatMap((plan) => {
    const copy = plan.copy && createdByCode.get(`${plan.copy.code}|${plan.copy.groupId}`);
    if (plan.copy && !copy) throw new Error('copied combination not returned');
    const entries = entriesOfPrice(copy ?? { ...plan.price, ...plan.columns });
    return plan.reached.map((link) => ({
      link,
      priceId: copy?.id ?? link.priceId,
      actions: actionsStillValid(entries, link.actionLabels),
    }));
  });
  await updateFromValues(
    tx,
    rowUpdates,
    (values) => sql`update ${shopsToPrices} set
        price_id = v.price_id, deactivated_labels = '[]'::jsonb, action_labels = v.action_labels,
        modified_at = greatest(${stamp}, ${shopsToPrices.modifiedAt} + interval '1 millisecond')
      from (values ${values}) as v(id, price_id, action_labels)
      where ${shopsToPrices.id} = v.id`,
    ({ link, priceId, actions }) => sql`${link.id}::uuid, ${priceId}::uuid, ${json(actions)}`,
  );
  await recordEdits(tx, [
    ...inPlace.map(({ price }) => priceEdit(principal, price, 'Edited')),
    ...created.map((price) => priceEdit(principal, price, 'Added')),
    ...rowUpdates
      .filter(({ link, priceId }) => priceId !== link.priceId)
      .map(({ link, priceId }) => linkEdit(principal.userId, { ...link, priceId })),
  ]);
  changes.touchShops(rowUpdates.map(({ link }) => link.shopId));
  return new Map(
    copies.map(({ row, copy }) => [
      row.id,
      createdByCode.get(`${copy?.code}|${copy?.groupId}`) as PriceRow,
    ]),
  );
}

const priceEdit = (principal: Principal, price: PriceRow, action: 'Added' | 'Edited') => ({
  userId: principal.userId,
  entityType: 'price' as const,
  entityId: price.id,
  action,
  details: { internal_product_id: price.internalProductId, shop_group_id: price.shopGroupId },
});
