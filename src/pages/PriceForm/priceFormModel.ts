/**
 * The price form without React: its values, the rules it checks before sending, the body it
 * sends and how a refusal maps back onto its fields.
 */
import { errorText, formErrorsOf } from '../../api/errors';
import { ApiError } from '../../api/http';
import type { Price, PriceInput } from '../../api/types';
import { NO_SHOP_GROUP, shopGroupIdOf } from '../../components/forms/shopGroupOptions';
import {
  entryInputOfDraft,
  freeLabelTexts,
  hasFreeLabel,
  type FreeLabelDraft,
} from '../../components/prices/freeLabelDraft';
import {
  LEGACY_PRICE_COLUMNS,
  buildPriceLists,
  isFreeLabel,
  hasEnoughPrices,
  PRICE_LISTS,
  PRICE_RULE_MESSAGES,
  PRICE_UNIT_BY_LIST,
  REGISTER_CODE_MAX_LENGTH,
  hasAtMostTwoDecimals,
  normaliseRegisterPrefix,
  priceLabel,
} from '../../domain';
import type { LegacyPriceColumn, PriceEntryInput, PriceListName } from '../../domain';
import type { MessageKey, Translate } from '../../i18n';
import { priceRuleText } from '../../i18n/domainTexts';

/** The form-level message of a form with validation errors. */
export const VALIDATION_ERRORS_MESSAGE = 'Validatie fouten. Graag corrigeren.';
export const SHOP_GROUP_REQUIRED = 'Kies een shop groep.';
export const PREFIX_RULE = 'De prefix bestaat uit precies 3 cijfers.';
export const OTHER_PREFIX = 'Kies een andere prefix.';

/** The form's own messages (kept as codes in the errors) and their catalogue keys. */
const FORM_MESSAGE_KEYS = new Map<string, MessageKey>([
  [VALIDATION_ERRORS_MESSAGE, 'priceForm.validationErrors'],
  [SHOP_GROUP_REQUIRED, 'priceForm.shopGroupRequired'],
  [PREFIX_RULE, 'priceForm.prefixRule'],
  [OTHER_PREFIX, 'priceForm.otherPrefix'],
]);

/**
 * A message of the form's errors in the current language: the form's and the price rules' own
 * texts by their code, a server's message as it came.
 */
export function priceFormText(t: Translate, message: string): string {
  const key = FORM_MESSAGE_KEYS.get(message);
  return key ? t(key) : priceRuleText(t, message);
}

/**
 * One price entry as typed: quantity and price are the inputs' texts; a piece price (the
 * `edible` list, where horeca prices live) may carry a free label ('Glas') and its English text.
 */
export interface PriceEntryDraft extends FreeLabelDraft {
  /** Keeps React rows apart; not sent. */
  key: string;
  active: boolean;
}

export type PriceListDrafts = Record<PriceListName, PriceEntryDraft[]>;

export interface PriceFormValues {
  /** The shop group select's value: `NO_SHOP_GROUP` ('-1') or a group id. */
  shopGroup: string;
  /** The three-digit register prefix. */
  prefix: string;
  /** The register code after the prefix. */
  code: string;
  lists: PriceListDrafts;
}

/**
 * Messages by field: `shop_group_id`, `prefix`, `code`, `internal_product_id`, `entries` (the
 * minimum of prices), a list (`cannabis`), an entry (`cannabis.1`) or an entry's input
 * (`cannabis.1.quantity`, `cannabis.1.price`); the server's validation paths use the same keys.
 */
export type PriceFormErrors = Record<string, string>;

/** The quantities a new row suggests first, per list; after them the next whole number. */
const SUGGESTED_QUANTITIES: Record<PriceListName, readonly number[]> = {
  cannabis: [0.5, 1, 2.5, 5],
  pre_rolled_joints: [1],
  edible: [1],
};

let lastKey = 0;
function nextKey(): string {
  lastKey += 1;
  return `entry-${lastKey}`;
}

function emptyLists(): PriceListDrafts {
  return { cannabis: [], pre_rolled_joints: [], edible: [] };
}

/** The values of a new price combination: nothing chosen yet. */
export function emptyPriceForm(): PriceFormValues {
  return { shopGroup: NO_SHOP_GROUP, prefix: '', code: '', lists: emptyLists() };
}

/** Splits a register code into its three-digit prefix and the rest (no prefix: all is code). */
export function splitRegisterCode(internalProductId: string): { prefix: string; code: string } {
  const match = /^(\d{3})(.*)$/s.exec(internalProductId);
  if (!match) return { prefix: '', code: internalProductId };
  return { prefix: match[1] ?? '', code: match[2] ?? '' };
}

function draftOf(
  quantity: number,
  price: number,
  active = true,
  labels: Pick<FreeLabelDraft, 'label' | 'labelEn'> = { label: '', labelEn: '' },
): PriceEntryDraft {
  return { key: nextKey(), quantity: String(quantity), price: String(price), active, ...labels };
}

/**
 * The values of an existing combination. One of the older model, whose prices sit in the fixed
 * columns, gets them as entries: saving sends the fixed columns as null.
 */
export function priceFormFromPrice(price: Price): PriceFormValues {
  const lists = emptyLists();
  for (const list of PRICE_LISTS) {
    lists[list] = price[list].map((entry) =>
      draftOf(
        entry.quantity,
        entry.price,
        entry.active,
        freeLabelTexts(entry, list === 'edible' && isFreeLabel(entry.label)),
      ),
    );
  }
  if (PRICE_LISTS.every((list) => lists[list].length === 0)) {
    for (const column of Object.keys(LEGACY_PRICE_COLUMNS) as LegacyPriceColumn[]) {
      const value = price[column];
      if (value === null) continue;
      const { list, quantity } = LEGACY_PRICE_COLUMNS[column];
      lists[list].push(draftOf(quantity, value));
    }
  }
  return {
    shopGroup: price.shop_group_id ?? NO_SHOP_GROUP,
    ...splitRegisterCode(price.internal_product_id),
    lists,
  };
}

/**
 * The prefix after leaving its input: non-digits removed, cut to three, left-padded with
 * zeros. A blank input stays blank: nothing was typed that needs normalising.
 */
export function prefixOnBlur(text: string): string {
  return text.trim() === '' ? '' : normaliseRegisterPrefix(text);
}

/** The register code the server stores: prefix and code together. */
export function registerCodeOf(values: Pick<PriceFormValues, 'prefix' | 'code'>): string {
  return `${values.prefix.trim()}${values.code.trim()}`;
}

/** The label the server will generate for a row, or '' while its quantity is no quantity. */
export function entryLabel(list: PriceListName, quantityText: string): string {
  const quantity = Number(quantityText);
  if (quantityText.trim() === '' || !(quantity > 0) || !hasAtMostTwoDecimals(quantity)) return '';
  return priceLabel(quantity, PRICE_UNIT_BY_LIST[list]);
}

/** How many prices the three lists hold together. */
export function entryCount(lists: PriceListDrafts): number {
  return PRICE_LISTS.reduce((sum, list) => sum + lists[list].length, 0);
}

/** A row may be removed only while enough prices remain without it (see `hasEnoughPrices`). */
export function canRemoveEntry(lists: PriceListDrafts, list: PriceListName): boolean {
  return hasEnoughPrices({ ...lists, [list]: lists[list].slice(1) });
}

/** The quantity a new row of `list` starts with: the first usual one not yet there. */
export function suggestedQuantity(list: PriceListName, drafts: readonly PriceEntryDraft[]): number {
  const used = drafts.map((draft) => Number(draft.quantity)).filter(Number.isFinite);
  const free = SUGGESTED_QUANTITIES[list].find((quantity) => !used.includes(quantity));
  if (free !== undefined) return free;
  return Math.floor(Math.max(0, ...used)) + 1;
}

/** The lists with one new row at the end of `list` (one row per click). */
export function withNewEntry(lists: PriceListDrafts, list: PriceListName): PriceListDrafts {
  return { ...lists, [list]: [...lists[list], draftOf(suggestedQuantity(list, lists[list]), 0)] };
}

/** The lists without the row `key` of `list`; unchanged when the minimum would be broken. */
export function withoutEntry(
  lists: PriceListDrafts,
  list: PriceListName,
  key: string,
): PriceListDrafts {
  if (!canRemoveEntry(lists, list)) return lists;
  return { ...lists, [list]: lists[list].filter((draft) => draft.key !== key) };
}

/**
 * Save is disabled while nothing at all is filled in: no shop group ('-1'), no prefix and
 * no prices in any list.
 */
export function isSubmitDisabled(values: PriceFormValues): boolean {
  return (
    values.shopGroup === NO_SHOP_GROUP &&
    values.prefix.trim() === '' &&
    entryCount(values.lists) === 0
  );
}

function checkEntries(list: PriceListName, drafts: readonly PriceEntryDraft[]): PriceFormErrors {
  const errors: PriceFormErrors = {};
  const seen = new Set<number>();
  drafts.forEach((draft, index) => {
    const quantity = Number(draft.quantity);
    const price = Number(draft.price);
    // A free label ('Glas') names the price: its quantity may stay empty, and may repeat.
    const free = hasFreeLabel(list, draft);
    const quantityOk =
      (free && draft.quantity.trim() === '') ||
      (draft.quantity.trim() !== '' && quantity > 0 && hasAtMostTwoDecimals(quantity));
    if (!quantityOk) errors[`${list}.${index}.quantity`] = PRICE_RULE_MESSAGES.quantity;
    else if (!free && seen.has(quantity)) {
      errors[`${list}.${index}.quantity`] = PRICE_RULE_MESSAGES.duplicateQuantity;
    }
    if (!free) seen.add(quantity);
    if (draft.price.trim() === '' || !(price >= 0) || !hasAtMostTwoDecimals(price)) {
      errors[`${list}.${index}.price`] = PRICE_RULE_MESSAGES.price;
    }
  });
  return errors;
}

/** The rules the form checks before sending; an empty object when all hold. */
export function validatePriceForm(values: PriceFormValues): PriceFormErrors {
  const errors: PriceFormErrors = {};
  if (values.shopGroup === NO_SHOP_GROUP || values.shopGroup === '') {
    errors.shop_group_id = SHOP_GROUP_REQUIRED;
  }
  if (!/^\d{3}$/.test(values.prefix.trim())) errors.prefix = PREFIX_RULE;
  const code = values.code.trim();
  if (/\s/.test(code) || registerCodeOf(values).length > REGISTER_CODE_MAX_LENGTH) {
    errors.code = PRICE_RULE_MESSAGES.registerCode;
  }
  for (const list of PRICE_LISTS) Object.assign(errors, checkEntries(list, values.lists[list]));
  if (!hasEnoughPrices(values.lists)) errors.entries = PRICE_RULE_MESSAGES.tooFewPrices;
  // The free labels by the domain's rules (each once, in either language), as the server checks.
  const built = buildPriceLists(entryLists(values.lists));
  if (!built.ok && ['label', 'label_en'].includes(String(built.path[2]))) {
    errors[built.path.join('.')] = built.message;
  }
  return errors;
}

function entryInputs(list: PriceListName, drafts: readonly PriceEntryDraft[]): PriceEntryInput[] {
  return drafts.map((draft) => entryInputOfDraft(list, draft, { active: draft.active }));
}

function entryLists(lists: PriceListDrafts): Record<PriceListName, PriceEntryInput[]> {
  return {
    cannabis: entryInputs('cannabis', lists.cannabis),
    pre_rolled_joints: entryInputs('pre_rolled_joints', lists.pre_rolled_joints),
    edible: entryInputs('edible', lists.edible),
  };
}

/** The body of `POST` / `PUT /v1/prices`: labels are left to the server, old columns null. */
export function priceInputOf(values: PriceFormValues): PriceInput {
  return {
    internal_product_id: registerCodeOf(values),
    shop_group_id: shopGroupIdOf(values.shopGroup) ?? null,
    ...entryLists(values.lists),
    half: null,
    one: null,
    two_five: null,
    five: null,
    joint: null,
    piece: null,
  };
}

/** The values without row keys, to tell whether anything changed. */
export function priceFormSnapshot(values: PriceFormValues): string {
  const lists = Object.fromEntries(
    PRICE_LISTS.map((list) => [
      list,
      values.lists[list].map(({ quantity, price, active, label, labelEn }) => [
        quantity,
        price,
        active,
        label,
        labelEn,
      ]),
    ]),
  );
  return JSON.stringify([values.shopGroup, values.prefix, values.code, lists]);
}

/** What a refused save shows: messages per field and for the form. */
export interface PriceSaveProblem {
  fields: PriceFormErrors;
  messages: string[];
}

/**
 * A refused save: a clash of register codes (409) names the prefix to change, validation
 * errors (400) go to their fields under 'Validatie fouten. Graag corrigeren.', anything else
 * says what went wrong.
 */
export function priceSaveProblem(error: unknown, editing: boolean): PriceSaveProblem {
  if (error instanceof ApiError && error.status === 409) {
    const message = editing
      ? PRICE_RULE_MESSAGES.exists
      : (error.detail ?? PRICE_RULE_MESSAGES.exists);
    return { fields: { prefix: OTHER_PREFIX }, messages: [message] };
  }
  const refused = error instanceof ApiError && error.status === 400 ? formErrorsOf(error) : null;
  if (refused) {
    const fields: PriceFormErrors = {};
    for (const [path, messages] of Object.entries(refused.fields)) {
      fields[path] = messages.join(' ');
    }
    return { fields, messages: [VALIDATION_ERRORS_MESSAGE, ...refused.root] };
  }
  return { fields: {}, messages: [errorText(error)] };
}

/** The errors left after the user changed the fields `keys` (and everything under them). */
export function withoutErrors(errors: PriceFormErrors, ...keys: string[]): PriceFormErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([path]) => !keys.some((key) => path === key || path.startsWith(`${key}.`)),
    ),
  );
}
