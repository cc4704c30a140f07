/**
 * Menu shapes a board must fit, from a single short category to 200 rows: the table the layout
 * check (`fit.test.ts`) and the benchmark (`npm run bench`) run over. Cannabis shows get kinds
 * with gram and joint prices, some new, strong or on offer; hospitality shows get drinks and
 * snacks with one or two prices. Categories alternate between the left and the right list.
 */
import type { ShopFeed, ShopPriceItem } from '../../src/domain';
import { makeFeed, makeItem, makeProduct } from './test-items';

/** One menu shape: its name and how many rows in how many categories. */
export interface MenuShape {
  name: string;
  rows: number;
  categories: number;
  /** Every drink has one price (a list headed 'Prijs'); else every third has two. */
  singlePrice?: boolean;
  /** The shop shows truncated prices ('5,-'). */
  truncated?: boolean;
  /** Every row is on offer on its 2,5g price (cannabis) or its price (hospitality). */
  allOnOffer?: boolean;
  /**
   * The first row has a name far longer than its row (a strain with its whole story, true) or
   * this name.
   */
  longName?: boolean | string;
  /**
   * Prices of three magnitudes side by side ('25,00  125,00  1.250,00'): price columns whose
   * widest prices stand next to each other.
   */
  widePrices?: boolean;
}

/** A long name on a board with room to spare: it should stand whole, on two lines if need be. */
const HALF_EMPTY_LONG_NAME = 'Amnesia Haze Original Dutch Champion Cup Winner Edition';

/** The shapes of the layout check and the benchmark. */
export const MENU_SHAPES: readonly MenuShape[] = [
  { name: '1 kind', rows: 1, categories: 1 },
  { name: '1 category of 3 rows', rows: 3, categories: 1 },
  { name: '6 drinks', rows: 6, categories: 1, truncated: true },
  { name: '9 drinks of one price', rows: 9, categories: 1, singlePrice: true },
  { name: '8 rows all on offer', rows: 8, categories: 2, allOnOffer: true },
  { name: '9 rows', rows: 9, categories: 2 },
  { name: '12 rows, one long name', rows: 12, categories: 2, longName: true },
  { name: '6 rows, one long name', rows: 6, categories: 1, longName: HALF_EMPTY_LONG_NAME },
  { name: '27 rows', rows: 27, categories: 4 },
  { name: '45 rows', rows: 45, categories: 5, truncated: true },
  { name: '60 rows', rows: 60, categories: 7 },
  { name: '60 rows, one long name', rows: 60, categories: 7, longName: true },
  { name: '120 rows', rows: 120, categories: 12 },
  { name: '140 rows', rows: 140, categories: 14 },
  { name: '200 rows', rows: 200, categories: 18 },
  // The hidden menu shapes of round four: prices that run together, struck old prices beside
  // another column, categories that continue with one row.
  { name: '12 rows of wide prices', rows: 12, categories: 2, widePrices: true },
  { name: '40 rows of wide prices', rows: 40, categories: 4, widePrices: true },
  {
    name: '16 rows of wide prices, all on offer',
    rows: 16,
    categories: 2,
    widePrices: true,
    allOnOffer: true,
  },
  { name: '42 rows in two categories of 21', rows: 42, categories: 2 },
  { name: '63 rows in three categories of 21', rows: 63, categories: 3 },
  { name: '95 rows', rows: 95, categories: 12 },
];

const KIND_NAMES = ['Amnesia Haze', 'White Widow', 'Gorilla Glue', 'Lemon Skunk', 'Critical'];
/** The long name of the `longName` shapes. */
export const LONG_NAME = 'Super Silver Lemon Haze Kush Dream Special Reserve Oudegracht Edition';
const DRINKS = ['Koffie', 'Cappuccino', 'Verse muntthee', 'Spa rood', 'Appeltaart', 'Tosti'];

function kindRow(
  index: number,
  category: number,
  allOnOffer = false,
  widePrices = false,
): ShopPriceItem {
  const base = 8 + (index % 7);
  const prices = widePrices
    ? [
        { label: '1g', price: 25 + (index % 3) * 0.1, quantity: 1 },
        { label: '2.5g', price: 125 + (index % 4), quantity: 2.5 },
        { label: '5g', price: 1250 + (index % 5) * 10, quantity: 5 },
      ]
    : [
        { label: '1g', price: base, quantity: 1 },
        { label: '2.5g', price: base * 2.4, quantity: 2.5 },
        { label: '5g', price: base * 4.6, quantity: 5 },
      ];
  if (index % 4 === 0) prices.unshift({ label: '0.5g', price: base / 2 + 0.5, quantity: 0.5 });
  if (category % 3 === 2) prices.push({ label: '1j', price: 4.5, quantity: 1 });
  return makeItem({
    id: `shape-${category}-${index}`,
    kind_name: `${KIND_NAMES[index % KIND_NAMES.length] ?? 'Kind'} ${index + 1}`,
    kind_h: index % 4 === 0,
    kind_i: index % 4 === 1,
    kind_s: index % 4 === 2,
    kind_c: index % 4 === 3,
    new: index % 9 === 0,
    icons: index % 5 === 0 ? ['💪'] : index % 11 === 0 ? ['🔥'] : [],
    json_prices: prices,
    action_labels: allOnOffer
      ? [{ label: '2.5g', price: widePrices ? 117.1 : base * 2.2 }]
      : index % 10 === 3
        ? [{ label: '1g', price: base - 1 }]
        : [],
  });
}

function drinkRow(index: number, shape: MenuShape): ShopPriceItem {
  const price = shape.widePrices ? ([25, 125, 1250][index % 3] ?? 25) : 2.5 + (index % 6) * 0.4;
  const single = shape.singlePrice === true || index % 3 !== 0;
  return makeProduct({
    id: `shape-drink-${index}`,
    product_name: `${DRINKS[index % DRINKS.length] ?? 'Drank'} ${index + 1}`,
    json_prices: single
      ? [{ label: '1st', price, quantity: 1 }]
      : [
          { label: '1st', price, quantity: 1 },
          { label: '2st', price: price * 2, quantity: 2 },
        ],
    action_labels: shape.allOnOffer ? [{ label: '1st', price: price - 0.5 }] : [],
  });
}

/** The feed of a shape for a cannabis or a hospitality show. */
export function shapeFeed(shape: MenuShape, list: 'cannabis' | 'hospitality'): ShopFeed {
  const prices: ShopPriceItem[] = [];
  const perCategory = Math.ceil(shape.rows / shape.categories);
  for (let index = 0; index < shape.rows; index += 1) {
    const category = Math.floor(index / perCategory);
    const row =
      list === 'cannabis'
        ? kindRow(index, category, shape.allOnOffer, shape.widePrices)
        : drinkRow(index, shape);
    const long = shape.longName && index === 0;
    const longName = typeof shape.longName === 'string' ? shape.longName : LONG_NAME;
    prices.push({
      ...row,
      ...(long ? (list === 'cannabis' ? { kind_name: longName } : { product_name: longName }) : {}),
      category_id: `shape-cat-${category}`,
      category_name: `${list === 'cannabis' ? 'Wiet' : 'Dranken'} ${category + 1}`,
      category_pricelist_column: category % 2 === 0 ? 'Left' : 'Right',
      category_pricelist_row: category,
      category_order_number: category,
    });
  }
  return makeFeed(prices, shape.truncated === true);
}
