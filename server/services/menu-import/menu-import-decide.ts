/**
 * How a menu import's new prices land, worked out before anything is written: per row whose
 * prices change its row, combination and new lists (`priceStepsOf`); per combination whether it
 * changes in place or is copied under which register code (`decidePrices`); and the register
 * codes the preview names (`withRegisterCodes`). The preview and apply share all three.
 */
import { and, count, eq, inArray, isNull, like, or } from 'drizzle-orm';
import type { MenuImportRowChange } from '../../../src/domain/contract/menu-import';
import {
  PRICE_LISTS,
  PRICE_UNIT_BY_LIST,
  entryInputOf,
  parsePriceLabel,
  type PriceEntryInput,
  type PriceListName,
} from '../../../src/domain';
import type { Principal } from '../../auth/principal';
import { canReadGroupItem } from '../../auth/tenancy';
import type { Executor } from '../../db/client';
import { prices, shopsToPrices } from '../../db/schema';
import { notFound } from '../../errors';
import { msg, render } from '../../i18n';
import { nextFreeCode, type PriceRow } from '../catalogue/prices';
import { groupForCopy } from '../links/link-price-change';
import type { LinkRow } from '../links/link-order';
import type { MenuSheetRow } from './menu-sheet';
import { chunks } from './menu-import-statements';

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
    // A free label ('Glas') is a piece price: only that list has them.
    const unit = parsePriceLabel(entry.label)?.unit ?? 'st';
    const list = LIST_OF_UNIT[unit];
    if (!list) continue;
    lists[list].push({
      ...entryInputOf(entry),
      price: newPrices.get(entry.label) ?? entry.price,
    });
  }
  return lists;
}

export interface PriceStep {
  row: MenuSheetRow;
  link: LinkRow;
  price: PriceRow;
  lists: Record<PriceListName, PriceEntryInput[]>;
}

/**
 * Free register codes for copies, as `nextRegisterCode` gives them one after the other: per
 * prefix and group, one past the highest taken (or the code copied), skipping taken ones.
 */
export class RegisterCodes {
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
