/**
 * A dense shop for the pinned board snapshots: many categories on both lists, a category that
 * continues into the next column, discounts, joints under custom labels, edibles, horeca rows
 * with one and two prices, row images and a category picture (multi-screen), new rows and
 * icons. Built from a demo feed only for its field defaults and one published picture; every
 * id, name and price here is fixed, so the boards it draws are the same on every install.
 */
import type { ShopFeed, ShopPriceItem } from '../../src/domain';

/** The shop id the dense feed is served under (the test answers its requests). */
export const DENSE_SHOP_ID = 'dense-shop';
/** The screen of the dense shop's multi-screen board: big-screen mode on. */
export const DENSE_SCREEN_ID = 'dense-screen';

interface CategorySpec {
  id: string;
  name: string;
  column: 'Left' | 'Right';
  row: number;
  color: string;
  rows: number;
  kind: 'cannabis' | 'joint' | 'edible' | 'horeca';
  picture?: boolean;
  rowImages?: boolean;
}

const CATEGORIES: CategorySpec[] = [
  {
    id: 'd-wiet',
    name: 'Wiet',
    column: 'Left',
    row: 0,
    color: '2E7D32',
    rows: 16,
    kind: 'cannabis',
  },
  {
    id: 'd-hasj',
    name: 'Hasj',
    column: 'Left',
    row: 1,
    color: '8D6E63',
    rows: 9,
    kind: 'cannabis',
  },
  {
    id: 'd-joints',
    name: 'Pre-rolled joints',
    column: 'Left',
    row: 2,
    color: 'F9A825',
    rows: 5,
    kind: 'joint',
  },
  {
    id: 'd-premium',
    name: 'Premium',
    column: 'Right',
    row: 0,
    color: '6A1B9A',
    rows: 10,
    kind: 'cannabis',
    picture: true,
    rowImages: true,
  },
  { id: 'd-cbd', name: 'CBD', column: 'Right', row: 1, color: '0277BD', rows: 5, kind: 'cannabis' },
  {
    id: 'd-edibles',
    name: 'Edibles',
    column: 'Right',
    row: 2,
    color: 'AD1457',
    rows: 4,
    kind: 'edible',
  },
  {
    id: 'd-warm',
    name: 'Warme dranken',
    column: 'Left',
    row: 3,
    color: '5D4037',
    rows: 7,
    kind: 'horeca',
  },
  {
    id: 'd-koud',
    name: 'Koude dranken',
    column: 'Right',
    row: 3,
    color: '00838F',
    rows: 8,
    kind: 'horeca',
  },
];

const STRAINS = ['Amnesia', 'Haze', 'Skunk', 'Kush', 'Diesel', 'Cookies', 'Widow', 'Cheese'];
const KINDS = [
  'Amnesia Haze',
  'White Widow',
  'Gorilla Glue',
  'Super Lemon Haze',
  'Northern Lights',
  'Girl Scout Cookies',
  'Critical Kush',
  'Orange Bud',
  'Blueberry',
  'Jack Herer',
  'Purple Haze',
  'Bubba Kush',
  'Wedding Cake',
  'Gelato',
  'Zkittlez',
  'Strawberry',
];
const DRINKS = [
  'Koffie',
  'Cappuccino',
  'Verse muntthee',
  'Chocolademelk',
  'Espresso',
  'Latte',
  'Thee',
  'Fanta',
];

const price = (label: string, value: number) => ({ label, price: value, quantity: 0 });

function rowOf(base: ShopPriceItem, spec: CategorySpec, n: number, picture: string): ShopPriceItem {
  const id = `${spec.id}-${n + 1}`;
  const letter = n % 4;
  const kind = {
    kind_id: `kind-${id}`,
    kind_name: `${KINDS[(n + spec.row * 3) % KINDS.length] ?? 'Kind'}${n >= KINDS.length ? ' XL' : ''}`,
    kind_c: spec.id === 'd-cbd' || letter === 3,
    kind_i: letter === 0,
    kind_s: letter === 1,
    kind_h: letter === 2,
    product_id: null,
    product_name: null,
    strains: [{ name: STRAINS[n % STRAINS.length] ?? 'Haze' }],
    flags: n % 3 === 0 ? ['🇳🇱'] : [],
    icons: n % 5 === 1 ? ['💪'] : n % 7 === 2 ? ['🔥'] : [],
    new: n % 6 === 4,
  };
  const base1g = 9 + (n % 6) * 1.5;
  let prices: ShopPriceItem['json_prices'];
  let actions: ShopPriceItem['action_labels'] = [];
  let fields: Partial<ShopPriceItem> = kind;
  if (spec.kind === 'cannabis') {
    prices = [price('1g', base1g), price('2.5g', base1g * 2.4), price('5g', base1g * 4.5)];
    if (n % 3 === 0) prices.unshift(price('0.5g', base1g / 2 + 0.5));
    if (n % 5 === 2) actions = [{ label: '1g', price: base1g - 1.5 }];
  } else if (spec.kind === 'joint') {
    prices = [price('1j', 4.5 + (n % 3)), price('3j', 12 + (n % 3) * 2.5)];
    if (n === 1) actions = [{ label: '3j', price: 11 }];
  } else if (spec.kind === 'edible') {
    prices = n % 2 === 0 ? [price('1st', 6 + n)] : [price('1st', 6 + n), price('2st', 11 + n)];
  } else {
    const drink = 2.4 + (n % 5) * 0.4;
    prices =
      spec.id === 'd-warm' && n % 3 === 0
        ? [price('1st', drink), price('2st', drink * 2)]
        : [price(n % 2 === 0 ? '1st' : 'glas', drink)];
    fields = {
      kind_id: null,
      kind_name: null,
      kind_c: null,
      kind_i: null,
      kind_s: null,
      kind_h: null,
      product_id: `product-${id}`,
      product_name: `${DRINKS[n % DRINKS.length] ?? 'Drank'}${n >= DRINKS.length ? ' groot' : ''}`,
      strains: [],
      flags: [],
      icons: [],
      new: n === 2,
    };
    actions = n === 1 ? [{ label: '1st', price: drink - 0.4 }] : [];
  }
  return {
    ...base,
    ...fields,
    id,
    internal_product_id: id,
    active: true,
    order_number: n,
    category_id: spec.id,
    category_name: spec.name,
    category_name_en: spec.name,
    category_color: spec.color,
    category_order_number: spec.row,
    category_image_1: spec.picture ? picture : null,
    category_image_2: null,
    category_pricelist_column: spec.column,
    category_pricelist_row: spec.row,
    category_screen_display_options: {
      ...base.category_screen_display_options,
      show_flags: true,
      show_strains: true,
      show_chis: true,
      show_images: Boolean(spec.rowImages),
      enable_image_for_category: Boolean(spec.picture),
      use_custom_color: true,
      include_joints_in_sorting: false,
      sort_prices_descending: false,
    },
    image_1: spec.rowImages ? picture : null,
    kind_short_description_nl: null,
    product_short_description_nl: null,
    json_prices: prices,
    deactivated_labels: [],
    action_labels: actions,
    modified_at: '2026-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

/**
 * The dense feed, named `name` (the theme follows the shop's name), from a demo feed `base`:
 * its first row gives the fields' defaults and its first category picture is used for the
 * category picture and the row images.
 */
export function denseFeed(base: ShopFeed, name: string): ShopFeed {
  const template = base.prices[0];
  if (!template) throw new Error('The demo feed has no rows.');
  const picture = base.prices.find((item) => item.category_image_1)?.category_image_1;
  if (!picture) throw new Error('The demo feed has no category picture.');
  const prices = CATEGORIES.flatMap((spec) =>
    Array.from({ length: spec.rows }, (_, n) => rowOf(template, spec, n, picture)),
  );
  return {
    ...base,
    id: DENSE_SHOP_ID,
    name,
    is_using_multiscreen: true,
    config: { use_truncated_prices: false },
    modified_at: '2026-01-01T00:00:00.000Z',
    prices,
  };
}

/** The dense shop's screen, as `GET /v1/screens/{id}` answers. */
export const DENSE_SCREEN = {
  id: DENSE_SCREEN_ID,
  name: 'Groot scherm',
  orientation: 'landscape',
  shop_id: DENSE_SHOP_ID,
  extra_config: { use_truncated_prices: false, big_screen_enable: true },
};
