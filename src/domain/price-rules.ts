/**
 * Rules of price combinations and of the labels a link enables or discounts. Pure: the
 * server enforces them, the back office uses the same functions to explain a refusal up front.
 */
import {
  FREE_LABEL_MAX_LENGTH,
  PRICE_LISTS,
  PRICE_UNIT_BY_LIST,
  comparePriceLabels,
  isFreeLabel,
  priceLabel,
  type PriceEntry,
  type PriceListName,
} from './prices';

/** Fewest prices a combination has, and fewest labels a link keeps enabled. */
export const MIN_PRICES = 2;

/** Register codes: the three-digit prefix, then the code of the entries, no spaces. */
export const REGISTER_CODE_PATTERN = /^\d{3}\S*$/;
export const REGISTER_CODE_MAX_LENGTH = 32;
/** The register prefix a new horeca price starts with when nothing says otherwise (50001). */
export const HORECA_REGISTER_PREFIX = '500';

/** The highest price (and discount) in euros, and the largest quantity of a price entry. */
export const PRICE_MAX = 1_000_000;
export const QUANTITY_MAX = 100_000;
/** The longest price label (`0.5g`, `2st`). */
export const PRICE_LABEL_MAX_LENGTH = 50;

export const PRICE_RULE_MESSAGES = {
  tooFewPrices: 'Je moet minstens 2 prijzen hebben.',
  /** A new horeca product needs one piece price at least. */
  noPrice: 'Geef minstens één prijs.',
  registerPrefix: 'De kassa code prefix is 3 cijfers.',
  registerCode:
    'De kassa code begint met een prefix van 3 cijfers en bevat geen spaties (hooguit 32 tekens).',
  quantity: 'Een hoeveelheid is groter dan 0 en heeft hooguit 2 decimalen.',
  price: 'Een prijs is 0 of meer en heeft hooguit 2 decimalen.',
  priceTooHigh: 'Een prijs is hoogstens 1.000.000.',
  quantityTooHigh: 'Een hoeveelheid is hoogstens 100.000.',
  duplicateQuantity: 'Elke hoeveelheid mag maar één keer in een lijst staan.',
  /** A cannabis or joint price, or a piece price without a free label, needs its quantity. */
  quantityNeeded: 'Geef een hoeveelheid: alleen stuksprijzen (horeca) hebben een vrij label.',
  labelEmpty: 'Een prijslabel mag niet leeg zijn.',
  labelTooLong: 'Een prijslabel is hoogstens 20 tekens.',
  duplicateLabel: 'Elk prijslabel mag maar één keer in een prijs combi staan.',
  labelEnglish: 'Een Engels prijslabel hoort bij een vrij prijslabel en is zelf ook vrije tekst.',
  unknownLabel: 'Dit prijslabel hoort niet bij de prijs combi.',
  actionLabel: 'Een actieprijs hoort bij een ingeschakeld prijslabel van de prijs combi.',
  actionNotLower: 'De actieprijs moet lager zijn dan de normale prijs.',
  duplicateAction: 'Per prijslabel kan er maar één actieprijs zijn.',
  /** A combination that an active link still shows cannot be deleted. */
  inUse: 'Deze prijs combi / kassa code heeft nog actieve producten op de kaart. Wis die eerst.',
  /** Another combination of the same shop group has this register code. */
  exists: 'Prijs bestaat al. Wanneer je toch op wil slaan, kies dan een andere kassa code prefix.',
} as const;

/** The fixed price columns of the older model, and the entry each stands for. */
export const LEGACY_PRICE_COLUMNS = {
  half: { list: 'cannabis', quantity: 0.5 },
  one: { list: 'cannabis', quantity: 1 },
  two_five: { list: 'cannabis', quantity: 2.5 },
  five: { list: 'cannabis', quantity: 5 },
  joint: { list: 'pre_rolled_joints', quantity: 1 },
  piece: { list: 'edible', quantity: 1 },
} as const satisfies Record<string, { list: PriceListName; quantity: number }>;

export type LegacyPriceColumn = keyof typeof LEGACY_PRICE_COLUMNS;
export type LegacyPrices = Partial<Record<LegacyPriceColumn, number | null>>;
export type PriceLists = Record<PriceListName, PriceEntry[]>;

/**
 * An entry as a client sends it. A quantity label ('1g', '2st') is generated anew from the
 * quantity; a free label ('Glas') is kept, on piece prices only, with its optional English text
 * and a quantity of 1 unless one is given.
 */
export interface PriceEntryInput {
  quantity?: number | undefined;
  price: number;
  active?: boolean | undefined;
  label?: string | undefined;
  label_en?: string | undefined;
}

/** A discount on one label of a link. */
export interface PriceAction {
  label: string;
  price: number;
}

/** Either the checked value or the first rule it breaks, with where (as in validation errors). */
export type RuleResult<T> =
  { ok: true; value: T } | { ok: false; message: string; path: (string | number)[] };

const fail = (message: string, path: (string | number)[]) =>
  ({ ok: false, message, path }) as const;

/**
 * True when `value` is a whole number of `step`s (0.01: cents), tolerant of binary fractions
 * (0.29 / 0.01 is 28.999999999999996): the tolerance is relative to the value, so a tiny amount
 * such as 1e-9 is not taken for 0.
 */
export function isMultipleOf(value: number, step: number): boolean {
  const steps = value / step;
  if (!Number.isFinite(steps)) return false;
  return Math.abs(steps - Math.round(steps)) <= Math.abs(steps) * 1e-12;
}

/** True for finite numbers with at most two decimals (cents), tolerant of binary fractions. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return isMultipleOf(value, 0.01);
}

const toCents = (value: number) => Math.round(value * 100) / 100;

/** Why a price (or discount) cannot be one, or null: 0 to `PRICE_MAX` in cents. */
export function priceProblem(value: number): string | null {
  if (!(value >= 0) || !hasAtMostTwoDecimals(value)) return PRICE_RULE_MESSAGES.price;
  if (value > PRICE_MAX) return PRICE_RULE_MESSAGES.priceTooHigh;
  return null;
}

/** Why a quantity cannot be one, or null: above 0 and at most `QUANTITY_MAX`, in cents. */
export function quantityProblem(value: number): string | null {
  if (!(value > 0) || !hasAtMostTwoDecimals(value)) return PRICE_RULE_MESSAGES.quantity;
  if (value > QUANTITY_MAX) return PRICE_RULE_MESSAGES.quantityTooHigh;
  return null;
}

export function isRegisterCode(code: string): boolean {
  return code.length <= REGISTER_CODE_MAX_LENGTH && REGISTER_CODE_PATTERN.test(code);
}

/** 'New' when the combination has a cannabis list, 'Old' otherwise (as the price list shows). */
export function priceModel(lists: Pick<PriceLists, 'cannabis'>): 'New' | 'Old' {
  return lists.cannabis.length > 0 ? 'New' : 'Old';
}

function legacyValues(legacy: LegacyPrices): [LegacyPriceColumn, number][] {
  return (Object.keys(LEGACY_PRICE_COLUMNS) as LegacyPriceColumn[]).flatMap((column) => {
    const value = legacy[column];
    return value === null || value === undefined ? [] : [[column, value] as const];
  });
}

/** A label as it is kept: inner runs of white space (line breaks included) as one space, trimmed. */
export function normaliseFreeLabel(label: string): string {
  return label.replace(/\s+/g, ' ').trim();
}

/** Why a free label (or its English text) cannot be one, or null: 1 to 20 characters. */
export function freeLabelProblem(label: string): string | null {
  const text = normaliseFreeLabel(label);
  if (!text) return PRICE_RULE_MESSAGES.labelEmpty;
  if (text.length > FREE_LABEL_MAX_LENGTH) return PRICE_RULE_MESSAGES.labelTooLong;
  return null;
}

/** The free label of an entry and its English text, or a quantity label (undefined), checked. */
function entryLabels(
  list: PriceListName,
  entry: PriceEntryInput,
  index: number,
): RuleResult<{ label?: string; label_en?: string }> {
  const path = [list, index];
  const label = entry.label === undefined ? '' : normaliseFreeLabel(entry.label);
  const english = entry.label_en === undefined ? '' : normaliseFreeLabel(entry.label_en);
  // Grams and joints keep quantity and unit: a label sent with them is made anew, as it always
  // was, and so is an empty or quantity label of a piece price that has a quantity.
  if (list !== 'edible' || !label || !isFreeLabel(label)) {
    if (english) return fail(PRICE_RULE_MESSAGES.labelEnglish, [...path, 'label_en']);
    if (list === 'edible' && entry.label !== undefined && !label && entry.quantity === undefined)
      return fail(PRICE_RULE_MESSAGES.labelEmpty, [...path, 'label']);
    return { ok: true, value: {} };
  }
  const bad = freeLabelProblem(label);
  if (bad) return fail(bad, [...path, 'label']);
  if (english) {
    const badEnglish = freeLabelProblem(english);
    if (badEnglish) return fail(badEnglish, [...path, 'label_en']);
    if (!isFreeLabel(english)) return fail(PRICE_RULE_MESSAGES.labelEnglish, [...path, 'label_en']);
  }
  return { ok: true, value: { label, ...(english && { label_en: english }) } };
}

/**
 * Checks and normalises the three lists of a combination: labels generated from quantity and
 * unit, except the free labels of piece prices ('Glas', 'Fles', each once per combination in
 * either language, at most 20 characters); quantities > 0 and prices >= 0 in cents, each
 * quantity once per list among the quantity labels; quantity labels sorted by quantity, free
 * labels after them in the order given; and at least two prices in total unless the fixed
 * columns of the older model are used.
 */
export function buildPriceLists(
  input: Record<PriceListName, PriceEntryInput[]>,
  legacy: LegacyPrices = {},
): RuleResult<PriceLists> {
  const lists = { cannabis: [], pre_rolled_joints: [], edible: [] } as PriceLists;
  const freeSeen = { nl: new Set<string>(), en: new Set<string>() };
  for (const list of PRICE_LISTS) {
    const seen = new Set<number>();
    for (const [index, entry] of input[list].entries()) {
      const labels = entryLabels(list, entry, index);
      if (!labels.ok) return labels;
      const { label: free, label_en: english } = labels.value;
      if (entry.quantity === undefined && !free)
        return fail(PRICE_RULE_MESSAGES.quantityNeeded, [list, index, 'quantity']);
      const given = entry.quantity ?? 1;
      const badQuantity = quantityProblem(given);
      if (badQuantity) return fail(badQuantity, [list, index, 'quantity']);
      const badPrice = priceProblem(entry.price);
      if (badPrice) return fail(badPrice, [list, index, 'price']);
      const quantity = toCents(given);
      if (free) {
        for (const [language, text] of [
          ['nl', free],
          ['en', english],
        ] as const) {
          if (!text) continue;
          const key = text.toLocaleLowerCase('nl-NL');
          if (freeSeen[language].has(key))
            return fail(PRICE_RULE_MESSAGES.duplicateLabel, [list, index, 'label']);
          freeSeen[language].add(key);
        }
      } else {
        if (seen.has(quantity)) return fail(PRICE_RULE_MESSAGES.duplicateQuantity, [list, index]);
        seen.add(quantity);
      }
      lists[list].push({
        label: free ?? priceLabel(quantity, PRICE_UNIT_BY_LIST[list]),
        ...(english && { label_en: english }),
        quantity,
        price: toCents(entry.price),
        active: entry.active ?? true,
      });
    }
    lists[list].sort((a, b) => comparePriceLabels(a.label, b.label));
  }
  const legacyUsed = legacyValues(legacy);
  for (const [column, value] of legacyUsed) {
    const badPrice = priceProblem(value);
    if (badPrice) return fail(badPrice, [column]);
  }
  if (!hasEnoughPrices(lists) && legacyUsed.length === 0)
    return fail(PRICE_RULE_MESSAGES.tooFewPrices, ['cannabis']);
  return { ok: true, value: lists };
}

/**
 * What a stored entry sends back through `buildPriceLists` when its list is kept as it is: its
 * quantity and price, and a free label with its English text (a quantity label is made anew).
 */
export function entryInputOf(entry: PriceEntry): PriceEntryInput {
  return {
    quantity: entry.quantity,
    price: entry.price,
    active: entry.active,
    ...(isFreeLabel(entry.label) && { label: entry.label }),
    ...(entry.label_en !== undefined && isFreeLabel(entry.label) && { label_en: entry.label_en }),
  };
}

/**
 * Whether a combination has prices enough: two in total, or a single piece price (`st`), as a
 * drink at 3,00 has. Two are needed wherever a link may switch a label off.
 */
export function hasEnoughPrices(lists: { [list in PriceListName]: readonly unknown[] }): boolean {
  const total = PRICE_LISTS.reduce((sum, list) => sum + lists[list].length, 0);
  return total >= MIN_PRICES || (total === 1 && lists.edible.length === 1);
}

/**
 * Every price of a combination as one entry list, in board order (g, j, st, then quantity):
 * the entries of its three lists; a combination of the older model without entries has its
 * fixed columns that carry a value instead, as entries of the same shape.
 */
export function priceEntriesOf(lists: PriceLists, legacy: LegacyPrices = {}): PriceEntry[] {
  const entries = PRICE_LISTS.flatMap((list) => lists[list]);
  if (!entries.length) {
    for (const [column, value] of legacyValues(legacy)) {
      const { list, quantity } = LEGACY_PRICE_COLUMNS[column];
      entries.push({
        label: priceLabel(quantity, PRICE_UNIT_BY_LIST[list]),
        quantity,
        price: value,
        active: true,
      });
    }
  }
  return entries.sort((a, b) => comparePriceLabels(a.label, b.label));
}

/**
 * Checks the labels a link switches off and the discounts it gives: every switched-off
 * label is one of the combination's, at least two labels stay enabled when any is switched
 * off, and each discount is on an enabled label, once, in cents, and lower than its price.
 * Enabled means: an active entry of the combination that the row does not switch off.
 */
export function checkLinkLabels(
  entries: PriceEntry[],
  deactivated: string[],
  actions: PriceAction[],
): RuleResult<{ deactivated: string[]; actions: PriceAction[] }> {
  const priceOf = new Map(entries.map((e) => [e.label, e.price]));
  const unknown = deactivated.findIndex((label) => !priceOf.has(label));
  if (unknown >= 0) return fail(PRICE_RULE_MESSAGES.unknownLabel, ['deactivated_labels', unknown]);
  const off = [...new Set(deactivated)];
  const enabled = new Set(
    entries.filter((e) => e.active && !off.includes(e.label)).map((e) => e.label),
  );
  if (off.length > 0 && enabled.size < MIN_PRICES)
    return fail(PRICE_RULE_MESSAGES.tooFewPrices, ['deactivated_labels']);
  const seen = new Set<string>();
  for (const [index, action] of actions.entries()) {
    const normal = priceOf.get(action.label);
    if (normal === undefined || !enabled.has(action.label))
      return fail(PRICE_RULE_MESSAGES.actionLabel, ['action_labels', index, 'label']);
    if (seen.has(action.label))
      return fail(PRICE_RULE_MESSAGES.duplicateAction, ['action_labels', index, 'label']);
    seen.add(action.label);
    const badPrice = priceProblem(action.price);
    if (badPrice) return fail(badPrice, ['action_labels', index, 'price']);
    if (!(action.price < normal))
      return fail(PRICE_RULE_MESSAGES.actionNotLower, ['action_labels', index, 'price']);
  }
  return {
    ok: true,
    value: { deactivated: off, actions: actions.map((a) => ({ ...a, price: toCents(a.price) })) },
  };
}

/**
 * After its combination changed, a link enables every label again and keeps only the
 * discounts that are still on an existing, active label and lower than that label's new price.
 */
export function actionsStillValid(entries: PriceEntry[], actions: PriceAction[]): PriceAction[] {
  const priceOf = new Map(entries.filter((e) => e.active).map((e) => [e.label, e.price]));
  const seen = new Set<string>();
  return actions.filter((action) => {
    const normal = priceOf.get(action.label);
    if (normal === undefined || seen.has(action.label) || !(action.price < normal)) return false;
    seen.add(action.label);
    return true;
  });
}
