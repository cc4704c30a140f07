import { t } from '../../i18n';
/**
 * The price-link form's rules, without React: its values, when it may be sent, the body it
 * sends, the options of its selects, and the messages of the spec (sections 5 and 8).
 */
import { ApiError } from '../../api/http';
import type { Category, Price, ShopLink, ShopLinkInput } from '../../api/types';
import type { SelectOption } from '../../components/forms/Select';
import type { LinkUpdateBody } from '../Products/linkBody';
import { linkUpdateBody } from '../Products/linkBody';
import { priceChoice } from '../Products/priceHistory';
import { isRowOfMode, priceEntriesText } from '../Products/productRows';
import type { ProductMode } from '../Products/productRows';

/** The form's messages, each read in the current language. */
export const PRICE_LINK_MESSAGES = {
  get incomplete() {
    return t('priceLinkForm.incomplete');
  },
  get existsOnCreate() {
    return t('priceLinkForm.existsOnCreate');
  },
  get existsOnEdit() {
    return t('priceLinkForm.existsOnEdit');
  },
  get invalid() {
    return t('priceLinkForm.invalid');
  },
  get created() {
    return t('priceLinkForm.created');
  },
  get saved() {
    return t('priceLinkForm.saved');
  },
  get noPrices() {
    return t('priceLinkForm.noPrices');
  },
};

/** After a save the form waits this long before it returns to the list (horeca edit: 1.5 s). */
export const REDIRECT_DELAY_MS = 3000;
export const HORECA_EDIT_REDIRECT_DELAY_MS = 1500;

/** What the form holds; an empty string is an unset select. */
export interface PriceLinkValues {
  priceId: string;
  /** The existing-price option: take the price of a product already on the shop's list. */
  useExistingPrice: boolean;
  /** The row whose price is taken, with the option on. */
  sourceLinkId: string;
  categoryId: string;
  /** The kind (cannabis) or horeca product. */
  itemId: string;
  active: boolean;
  isNew: boolean;
}

/**
 * A new form: active on, new off; `selectedItem` preselects the kind (`?selectedWiet=`) or the
 * horeca product (`?selectedProduct=`) the user just created.
 */
export function initialPriceLinkValues(
  link: ShopLink | null,
  mode: ProductMode,
  selectedItem: string | null = null,
): PriceLinkValues {
  if (link) {
    return {
      priceId: link.price_id,
      useExistingPrice: false,
      sourceLinkId: '',
      categoryId: link.category_id,
      itemId: (mode === 'cannabis' ? link.kind_id : link.product_id) ?? '',
      active: link.active,
      isNew: link.new,
    };
  }
  return {
    priceId: '',
    useExistingPrice: false,
    sourceLinkId: '',
    categoryId: '',
    itemId: selectedItem ?? '',
    active: true,
    isNew: false,
  };
}

/** The required selects that are still unset. */
export function missingFields(values: PriceLinkValues): ('price' | 'category' | 'item')[] {
  const missing: ('price' | 'category' | 'item')[] = [];
  if (!values.priceId) missing.push('price');
  if (!values.categoryId) missing.push('category');
  if (!values.itemId) missing.push('item');
  return missing;
}

/**
 * The submit button is enabled when every required select is set and a price can be had:
 * the group has price combinations, or the existing-price option is on.
 */
export function canSubmitPriceLink(values: PriceLinkValues, pricesExist: boolean): boolean {
  return missingFields(values).length === 0 && (pricesExist || values.useExistingPrice);
}

/** The body of `POST /v1/shops-to-prices`. */
export function createLinkBody(
  values: PriceLinkValues,
  mode: ProductMode,
  shopId: string,
): ShopLinkInput {
  return {
    shop_id: shopId,
    price_id: values.priceId,
    category_id: values.categoryId,
    kind_id: mode === 'cannabis' ? values.itemId : null,
    product_id: mode === 'horeca' ? values.itemId : null,
    active: values.active,
    new: values.isNew,
  };
}

/** The body of `PUT /v1/shops-to-prices/{id}`: the stored row with the form's fields. */
export function updateLinkBody(
  values: PriceLinkValues,
  mode: ProductMode,
  link: ShopLink,
): LinkUpdateBody {
  return linkUpdateBody(link, {
    price_id: values.priceId,
    category_id: values.categoryId,
    kind_id: mode === 'cannabis' ? values.itemId : null,
    product_id: mode === 'horeca' ? values.itemId : null,
    active: values.active,
    new: values.isNew,
  });
}

/** The form's message for a refused save: the spec's 409 texts, 'Een form veld klopt niet.' else. */
export function priceLinkErrorMessage(error: unknown, editing: boolean): string {
  if (error instanceof ApiError && error.status === 409) {
    return editing ? PRICE_LINK_MESSAGES.existsOnEdit : PRICE_LINK_MESSAGES.existsOnCreate;
  }
  return PRICE_LINK_MESSAGES.invalid;
}

/** How long the success shows before the list opens. */
export function redirectDelayMs(mode: ProductMode, editing: boolean): number {
  return mode === 'horeca' && editing ? HORECA_EDIT_REDIRECT_DELAY_MS : REDIRECT_DELAY_MS;
}

const collator = new Intl.Collator('nl-NL', { numeric: true, sensitivity: 'base' });
const byLabel = (a: SelectOption, b: SelectOption) => collator.compare(a.label, b.label);

/** The shop's categories to choose from: the cannabis ones for cannabis, all for horeca. */
export function categoryOptions(
  categories: readonly Pick<Category, 'id' | 'name' | 'is_cannabis' | 'shop_id'>[],
  mode: ProductMode,
  shopId: string,
): SelectOption[] {
  return categories
    .filter((category) => category.shop_id === shopId)
    .filter((category) => mode === 'horeca' || category.is_cannabis)
    .map((category) => ({ value: category.id, label: category.name }))
    .sort(byLabel);
}

/** Kinds or horeca products by name. */
export function itemOptions(items: readonly { id: string; name: string }[]): SelectOption[] {
  return items.map((item) => ({ value: item.id, label: item.name })).sort(byLabel);
}

/**
 * The price combinations, as `10001 — 1g 8,00 · 2,5g 19,00`, by code. The row's current
 * combination is offered too when the list lacks it (a global one).
 */
/** A combination of piece prices only (`st`): what a horeca product is sold by. */
export function isPiecePrice(price: Price): boolean {
  const fixed = [price.half, price.one, price.two_five, price.five, price.joint];
  return (
    price.cannabis.length === 0 &&
    price.pre_rolled_joints.length === 0 &&
    fixed.every((value) => value === null) &&
    (price.edible.length > 0 || price.piece !== null)
  );
}

/**
 * The combinations a row may take, labelled with code and prices; a horeca product is offered
 * only piece-price combinations. The row's own combination is always there.
 */
export function priceOptions(
  prices: readonly Price[],
  link: ShopLink | null,
  mode: ProductMode = 'cannabis',
): SelectOption[] {
  const offered = mode === 'horeca' ? prices.filter(isPiecePrice) : prices;
  const options = offered.map((price) => {
    const choice = priceChoice(price);
    return { value: choice.id, label: `${choice.code} — ${choice.pricesText || '-'}` };
  });
  if (link && !offered.some((price) => price.id === link.price_id)) {
    options.push({
      value: link.price_id,
      label: `${link.internal_product_id} — ${priceEntriesText(link.json_prices) || '-'}`,
    });
  }
  return options.sort(byLabel);
}

/** The shop's rows of the tab's type whose price the existing-price option can take. */
export function existingPriceOptions(
  links: readonly ShopLink[],
  mode: ProductMode,
  exceptId?: string,
): SelectOption[] {
  return links
    .filter((link) => isRowOfMode(link, mode) && link.id !== exceptId)
    .map((link) => ({
      value: link.id,
      label: `${link.product_name} — ${link.internal_product_id} (${priceEntriesText(link.json_prices) || '-'})`,
    }))
    .sort(byLabel);
}
