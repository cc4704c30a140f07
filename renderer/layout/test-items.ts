/**
 * Builders for the layout engine's tests: price items with the feed's defaults, feeds around
 * them, and a plain theme, so each table row of a test states only what it is about.
 */
import {
  DEFAULT_SCREEN_ADVANCED_OPTIONS,
  type ScreenAdvancedOptions,
  type ShopFeed,
  type ShopPriceItem,
} from '../../src/domain';
import { fixedWidthMeasurer } from './fixed-measurer';
import type { LayoutInput, LayoutMetrics, LayoutTheme, ShowInput } from './input';

let sequence = 0;

/** A price item as the feed serves a kind row, with `overrides` applied. */
export function makeItem(
  overrides: Partial<Omit<ShopPriceItem, 'category_screen_display_options'>> & {
    options?: Partial<ScreenAdvancedOptions>;
  } = {},
): ShopPriceItem {
  sequence += 1;
  const { options, ...fields } = overrides;
  return {
    id: `link-${sequence}`,
    internal_product_id: String(sequence),
    active: true,
    new: false,
    order_number: sequence,
    category_id: 'cat-wiet',
    category_name: 'Wiet',
    category_name_en: 'Weed',
    category_icon: 'cannabis',
    category_color: '2E7D32',
    category_order_number: 0,
    category_image_1: null,
    category_image_2: null,
    category_pricelist_column: 'Left',
    category_pricelist_row: 0,
    category_screen_display_options: { ...DEFAULT_SCREEN_ADVANCED_OPTIONS, ...options },
    main_category_id: null,
    main_category_name: null,
    main_category_name_en: null,
    main_category_icon: null,
    main_category_order_number: 0,
    kind_id: `kind-${sequence}`,
    kind_name: `Kind ${sequence}`,
    kind_c: false,
    kind_h: true,
    kind_i: false,
    kind_s: false,
    kind_short_description_nl: null,
    kind_short_description_en: null,
    kind_image: null,
    strains: [],
    flags: [],
    icons: [],
    product_id: null,
    product_name: null,
    product_short_description_nl: null,
    product_short_description_en: null,
    product_image: null,
    image_1: null,
    json_prices: [
      { label: '1g', price: 10, quantity: 1 },
      { label: '5g', price: 45, quantity: 5 },
    ],
    deactivated_labels: [],
    action_labels: [],
    half: null,
    one: null,
    two_five: null,
    five: null,
    joint: null,
    piece: null,
    created_at: '2026-01-01T00:00:00.000Z',
    modified_at: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** A horeca product row (a drink), with `overrides` applied. */
export function makeProduct(overrides: Parameters<typeof makeItem>[0] = {}): ShopPriceItem {
  return makeItem({
    category_id: 'cat-dranken',
    category_name: 'Dranken',
    category_color: '0288D1',
    category_pricelist_row: null,
    kind_id: null,
    kind_name: null,
    kind_c: null,
    kind_h: null,
    kind_i: null,
    kind_s: null,
    product_id: `product-${sequence + 1}`,
    product_name: `Drank ${sequence + 1}`,
    json_prices: [{ label: '1st', price: 3, quantity: 1 }],
    ...overrides,
  });
}

/** A feed of `prices` for a shop without truncated prices. */
export function makeFeed(prices: ShopPriceItem[], truncated = false): ShopFeed {
  return {
    id: 'shop-1',
    name: 'Testshop',
    description: '',
    is_using_multiscreen: false,
    config: { use_truncated_prices: truncated },
    shop_group_id: null,
    modified_at: '2026-01-01T00:00:00.000Z',
    prices,
  };
}

const METRICS: LayoutMetrics = {
  padding: 20,
  bannerHeight: 100,
  footerHeight: 30,
  columnGap: 20,
  cellPadding: 8,
  runGap: 8,
  minNameShare: 0.36,
  columns: 'side-by-side',
};

const font = (scale: number) => ({ family: 'Test Sans', weight: 400, scale });

/** A plain dark theme with the spec's first readings. */
export const TEST_THEME: LayoutTheme = {
  colors: {
    background: '#101010',
    text: { light: '#FFFFFF', dark: '#000000' },
    muted: { light: '#CCCCCC', dark: '#333333' },
    rowFallback: '#404040',
    titleFallback: '#205020',
    discount: '#FF0000',
    oldPrice: '#999999',
    star: '#FFD700',
    badges: { c: '#0000AA', i: '#660099', s: '#AA5500', h: '#006600' },
    badgeText: '#FFFFFF',
  },
  fonts: {
    title: font(0.8),
    header: font(0.5),
    name: font(0.6),
    detail: font(0.45),
    price: font(0.6),
    oldPrice: font(0.45),
    badge: font(0.45),
    legend: font(0.5),
    version: font(0.5),
  },
  titleAlpha: 0.9,
  rowRadiusVw: 0.4,
  bigScreenFontScale: 1.25,
  images: { banner: 'assets/banners/test.jpg', logo: 'assets/logos/test.svg' },
  metrics: { landscape: METRICS, portrait: { ...METRICS, columns: 'stacked' } },
  fit: { maxRowHeight: { landscape: 64, portrait: 72 }, pageSeconds: 12, offer: 'tag' },
  symbols: { new: '★', strong: '💪' },
  readings: { legend: 'with-strong', badgeOrder: 'cish', labelNames: 'plain' },
  list: { hiddenCategory: 'Edibles', previewCategory: 'PREVIEW', previewExcludedIn: 'normal' },
};

/** A layout input for `prices` with the test theme; `show` and other fields may be changed. */
export function makeInput(
  prices: ShopPriceItem[],
  show: ShowInput = { variant: 'normal' },
  changes: Partial<LayoutInput> = {},
): LayoutInput {
  return {
    feed: makeFeed(prices),
    show,
    orientation: 'landscape',
    theme: TEST_THEME,
    measurer: fixedWidthMeasurer(),
    ...changes,
  };
}
