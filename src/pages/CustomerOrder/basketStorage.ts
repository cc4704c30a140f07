/**
 * The basket and note of a table's order page, kept in session storage per shop and table, so
 * a reload of the phone's page keeps them. What is read back is bounded and checked: at most
 * the order's number of lines, quantities within the order rules, short texts; anything else
 * is dropped. Once the menu is known, lines follow its current names and prices, and a line
 * whose item or label is gone is dropped. Pure over an injected storage.
 */
import { MAX_ORDER_LINES, MAX_ORDER_NOTES_LENGTH, ORDER_LINE_QUANTITY } from '../../domain';
import type { Basket, BasketLine } from './basket';
import type { MenuCategory } from './customerMenu';

/** The part of Web Storage the basket uses. */
export type BasketStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What is kept for a table. */
export interface SavedBasket {
  basket: Basket;
  notes: string;
}

const KEY_PREFIX = 'pricelist-customer-basket:';
/** Longest text kept of a line (names, labels); the menu's own texts are far shorter. */
const MAX_TEXT = 200;
/** Larger stored values are not read at all. */
const MAX_STORED_CHARS = 100_000;

const EMPTY: SavedBasket = { basket: [], notes: '' };

/** The session-storage key of a table's basket. */
export function basketKey(shopId: string, tableId: string): string {
  return `${KEY_PREFIX}${shopId}:${tableId}`;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length <= MAX_TEXT ? value : null;
}

function lineOf(value: unknown): BasketLine | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const key = text(raw.key);
  const name = text(raw.name);
  const label = text(raw.label);
  const labelText = text(raw.labelText);
  const kindId = raw.kindId === null ? null : text(raw.kindId);
  const productId = raw.productId === null ? null : text(raw.productId);
  const { quantity, unitPrice } = raw;
  if (key === null || name === null || label === null || labelText === null) return null;
  if (kindId === null && productId === null) return null;
  if (
    typeof quantity !== 'number' ||
    !Number.isInteger(quantity) ||
    quantity < ORDER_LINE_QUANTITY.min ||
    quantity > ORDER_LINE_QUANTITY.max
  )
    return null;
  if (typeof unitPrice !== 'number' || !Number.isFinite(unitPrice) || unitPrice < 0) return null;
  return { key, kindId, productId, name, label, labelText, unitPrice, quantity };
}

/** The table's saved basket and note; empty when nothing (readable) is kept. */
export function readBasket(
  storage: BasketStorage | null,
  shopId: string,
  tableId: string,
): SavedBasket {
  let stored: string | null;
  try {
    stored = storage?.getItem(basketKey(shopId, tableId)) ?? null;
  } catch {
    return EMPTY;
  }
  if (!stored || stored.length > MAX_STORED_CHARS) return EMPTY;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return EMPTY;
  }
  if (!parsed || typeof parsed !== 'object') return EMPTY;
  const raw = parsed as { basket?: unknown; notes?: unknown };
  const lines = Array.isArray(raw.basket) ? raw.basket.slice(0, MAX_ORDER_LINES) : [];
  const seen = new Set<string>();
  const basket: BasketLine[] = [];
  for (const value of lines) {
    const line = lineOf(value);
    if (line && !seen.has(line.key)) {
      seen.add(line.key);
      basket.push(line);
    }
  }
  const notes = typeof raw.notes === 'string' ? raw.notes.slice(0, MAX_ORDER_NOTES_LENGTH) : '';
  return { basket, notes };
}

/** Keeps the table's basket and note; an empty basket without a note removes the entry. */
export function writeBasket(
  storage: BasketStorage | null,
  shopId: string,
  tableId: string,
  saved: SavedBasket,
): void {
  const key = basketKey(shopId, tableId);
  try {
    if (!saved.basket.length && !saved.notes) storage?.removeItem(key);
    else
      storage?.setItem(
        key,
        JSON.stringify({
          basket: saved.basket.slice(0, MAX_ORDER_LINES),
          notes: saved.notes.slice(0, MAX_ORDER_NOTES_LENGTH),
        }),
      );
  } catch {
    // A full or blocked storage only means the basket is not kept over a reload.
  }
}

/**
 * The basket as the current menu offers it: names and prices of now, lines of items or labels
 * no longer offered left out. Returns the same basket when nothing changed.
 */
export function basketOnMenu(basket: Basket, categories: readonly MenuCategory[]): Basket {
  const offers = new Map<string, BasketLine>();
  for (const category of categories) {
    for (const item of category.items) {
      for (const offer of item.offers) {
        const key = `${item.itemKey}|${offer.label}`;
        if (!offers.has(key)) {
          offers.set(key, {
            key,
            kindId: item.kindId,
            productId: item.productId,
            name: item.name,
            label: offer.label,
            labelText: offer.labelText,
            unitPrice: offer.price,
            quantity: 0,
          });
        }
      }
    }
  }
  let changed = false;
  const next: BasketLine[] = [];
  for (const line of basket) {
    const current = offers.get(line.key);
    if (!current) {
      changed = true;
      continue;
    }
    const updated = { ...current, quantity: line.quantity };
    if (
      updated.name !== line.name ||
      updated.labelText !== line.labelText ||
      updated.unitPrice !== line.unitPrice ||
      updated.kindId !== line.kindId ||
      updated.productId !== line.productId
    ) {
      changed = true;
      next.push(updated);
    } else next.push(line);
  }
  return changed ? next : basket;
}
