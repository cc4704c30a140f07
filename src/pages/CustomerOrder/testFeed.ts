/** Price items for the customer page's tests: the feed's fields with only what a test states. */
import { DEFAULT_SCREEN_ADVANCED_OPTIONS } from '../../domain';
import type { FeedPrice, ShopPriceItem } from '../../domain';

let sequence = 0;

const prices = (list: [string, number][]): FeedPrice[] =>
  list.map(([label, price]) => ({ label, price, quantity: Number.parseFloat(label) }));

/** A link of a kind (or, with `product`, a horeca product) with its prices. */
export function feedRow(
  name: string,
  list: [string, number][],
  overrides: Partial<ShopPriceItem> & { product?: boolean } = {},
): ShopPriceItem {
  sequence += 1;
  const { product = false, ...fields } = overrides;
  const itemId = `${product ? 'product' : 'kind'}-${name.toLowerCase().replace(/\W+/g, '-')}`;
  return {
    id: `row-${sequence}`,
    internal_product_id: String(100 + sequence),
    active: true,
    new: false,
    order_number: sequence,
    category_id: 'cat-wiet',
    category_name: 'Wiet',
    category_name_en: 'Weed',
    category_icon: '',
    category_color: '2E7D32',
    category_order_number: 0,
    category_image_1: null,
    category_image_2: null,
    category_pricelist_column: 'Left',
    category_pricelist_row: 0,
    category_screen_display_options: { ...DEFAULT_SCREEN_ADVANCED_OPTIONS },
    main_category_id: null,
    main_category_name: null,
    main_category_name_en: null,
    main_category_icon: null,
    main_category_order_number: 0,
    kind_id: product ? null : itemId,
    kind_name: product ? null : name,
    kind_c: product ? null : false,
    kind_h: product ? null : true,
    kind_i: product ? null : false,
    kind_s: product ? null : false,
    kind_short_description_nl: null,
    kind_short_description_en: null,
    kind_image: null,
    strains: [],
    flags: [],
    icons: [],
    product_id: product ? itemId : null,
    product_name: product ? name : null,
    product_short_description_nl: null,
    product_short_description_en: null,
    product_image: null,
    image_1: null,
    json_prices: prices(list),
    deactivated_labels: [],
    action_labels: [],
    half: null,
    one: null,
    two_five: null,
    five: null,
    joint: null,
    piece: null,
    created_at: '2024-07-19T09:00:00.000Z',
    modified_at: '2024-07-19T09:00:00.000Z',
    ...fields,
  };
}
