/** Shops, staff, taxonomy, price combinations, categories, screens and tables of the demo. */

import {
  DEFAULT_SCREEN_EXTRA_CONFIG,
  DEMO_SHOP_THEMES,
  PRICE_LISTS,
  PRICE_UNIT_BY_LIST,
  normaliseRegisterPrefix,
  parsePriceLabel,
  priceLabel,
} from '../../src/domain';
import type {
  PriceEntry,
  PriceListName,
  PriceUnit,
  PricelistColumn,
  RoleName,
  ScreenAdvancedOptions,
  ScreenExtraConfig,
  ScreenOrientation,
  ShopConfig,
  ShopType,
} from '../../src/domain';

export type DemoGroupName = 'Maastricht' | 'Utrecht';

/** The shop group whose presence means the demo data is there already. */
export const DEMO_MARKER_GROUP: DemoGroupName = 'Maastricht';

export const DEMO_GROUPS: readonly { name: DemoGroupName; shops: readonly string[] }[] = [
  { name: 'Maastricht', shops: ['Mississippi', 'Head Shop', 'De Steeg'] },
  { name: 'Utrecht', shops: ['Oudegracht', 'Café De Brug'] },
];

export interface DemoShop {
  name: string;
  description: string;
  isUsingMultiscreen: boolean;
  config: ShopConfig;
  /** The coffeeshops sell drinks too ('both'); the café sells only drinks ('horeca'). */
  shopType: ShopType;
}

export const DEMO_SHOPS: readonly DemoShop[] = [
  {
    name: 'Mississippi',
    description: 'Coffeeshop op een boot aan de Maas',
    isUsingMultiscreen: false,
    config: { use_truncated_prices: false, theme: DEMO_SHOP_THEMES.mississippi },
    shopType: 'both',
  },
  {
    name: 'Head Shop',
    description: 'Coffeeshop met bar in het centrum',
    isUsingMultiscreen: true,
    config: { use_truncated_prices: false, theme: DEMO_SHOP_THEMES['head shop'] },
    shopType: 'both',
  },
  {
    name: 'De Steeg',
    description: 'Kleine afhaalshop in een steegje',
    isUsingMultiscreen: false,
    config: { use_truncated_prices: true, theme: DEMO_SHOP_THEMES['de steeg'] },
    shopType: 'both',
  },
  {
    name: 'Oudegracht',
    description: 'Coffeeshop aan de werf',
    isUsingMultiscreen: false,
    config: { use_truncated_prices: false },
    shopType: 'both',
  },
  {
    name: 'Café De Brug',
    description: 'Café aan de Vecht',
    isUsingMultiscreen: false,
    config: { use_truncated_prices: false },
    shopType: 'horeca',
  },
];

export interface DemoStaffUser {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: RoleName;
  shopGroup: DemoGroupName;
}

export const DEMO_STAFF: readonly DemoStaffUser[] = [
  {
    username: 'maastricht.staff',
    email: 'maastricht.staff@example.com',
    firstName: 'Medewerker',
    lastName: 'Maastricht',
    role: 'employee',
    shopGroup: 'Maastricht',
  },
  {
    username: 'utrecht.staff',
    email: 'utrecht.staff@example.com',
    firstName: 'Medewerker',
    lastName: 'Utrecht',
    role: 'employee',
    shopGroup: 'Utrecht',
  },
];

export const DEMO_STRAINS = [
  'Haze',
  'Kush',
  'Skunk',
  'Diesel',
  'Cheese',
  'OG',
  'Gelato',
  'Purple',
  'Cookies',
  'Widow',
  'Lemon',
  'Afghani',
  'Critical',
  'Beldia',
  'Landrace',
] as const;
export type DemoStrainName = (typeof DEMO_STRAINS)[number];

export const DEMO_TAGS = [
  'Relaxed',
  'Happy',
  'Creative',
  'Sleepy',
  'Focused',
  'Energetic',
  'Giggly',
  'Euphoric',
  'Hungry',
  'Talkative',
  'Uplifted',
] as const;
export type DemoTagName = (typeof DEMO_TAGS)[number];

/** Flavours with an emoji icon and a hex colour without '#'. */
export const DEMO_FLAVORS = [
  { name: 'Citrus', icon: '🍋', color: 'F9D71C' },
  { name: 'Earthy', icon: '🪵', color: '8D6E63' },
  { name: 'Berry', icon: '🫐', color: '5C6BC0' },
  { name: 'Pine', icon: '🌲', color: '2E7D32' },
  { name: 'Sweet', icon: '🍬', color: 'EC407A' },
  { name: 'Spicy', icon: '🌶️', color: 'E64A19' },
  { name: 'Diesel', icon: '⛽', color: '607D8B' },
  { name: 'Tropical', icon: '🥭', color: 'FFA726' },
  { name: 'Herbal', icon: '🌿', color: '7CB342' },
  { name: 'Cheesy', icon: '🧀', color: 'FDD835' },
  { name: 'Grape', icon: '🍇', color: '8E24AA' },
  { name: 'Coffee', icon: '☕', color: '6D4C41' },
] as const;
export type DemoFlavorName = (typeof DEMO_FLAVORS)[number]['name'];

/** The fixed price columns of the older price model. */
export type LegacyPriceColumn = 'half' | 'one' | 'twoFive' | 'five' | 'joint' | 'piece';

export interface DemoPrice {
  group: DemoGroupName;
  internalProductId: string;
  cannabis: PriceEntry[];
  preRolledJoints: PriceEntry[];
  edible: PriceEntry[];
  legacy: Partial<Record<LegacyPriceColumn, number>>;
}

const LIST_BY_UNIT = Object.fromEntries(
  PRICE_LISTS.map((list) => [PRICE_UNIT_BY_LIST[list], list]),
) as Record<PriceUnit, PriceListName>;

/** The register code: the three-digit prefix followed by the code of the entries. */
export function registerCode(prefix: string, code: string): string {
  return `${normaliseRegisterPrefix(prefix)}${code}`;
}

/**
 * A price combination written as staff read it, e.g. `1g 9.50 | 5g 42.50 | 1j 4.50`:
 * the unit of each label decides its list (g cannabis, j pre-rolled joints, st edible).
 */
function price(group: DemoGroupName, prefix: string, code: string, entries: string): DemoPrice {
  const lists: Record<PriceListName, PriceEntry[]> = {
    cannabis: [],
    pre_rolled_joints: [],
    edible: [],
  };
  for (const entry of entries.split('|')) {
    const [label = '', amount = ''] = entry.trim().split(/\s+/);
    const parsed = parsePriceLabel(label);
    if (!parsed || !Number.isFinite(Number(amount))) throw new Error(`Bad price entry: ${entry}`);
    lists[LIST_BY_UNIT[parsed.unit]].push({
      label: priceLabel(parsed.quantity, parsed.unit),
      quantity: parsed.quantity,
      price: Number(amount),
      active: true,
    });
  }
  return {
    group,
    internalProductId: registerCode(prefix, code),
    cannabis: lists.cannabis,
    preRolledJoints: lists.pre_rolled_joints,
    edible: lists.edible,
    legacy: {},
  };
}

/**
 * A horeca price: one piece through the edible list, as a drink or a slice of cake is sold
 * (a cola at 3,00). A second price only where it is a real offer (see the cookie's).
 */
function horecaPrice(group: DemoGroupName, code: string, unitPrice: number): DemoPrice {
  return price(group, '500', code, `1st ${unitPrice}`);
}

const M = 'Maastricht';
const U = 'Utrecht';

/** Prefixes: 100 weed, 200 hash, 300 pre-rolled joints, 400 edibles, 500 horeca. */
export const DEMO_PRICES: readonly DemoPrice[] = [
  price(M, '100', '01', '1g 8.00 | 2.5g 19.00 | 5g 36.00'),
  price(M, '100', '02', '0.5g 5.00 | 1g 9.50 | 2.5g 22.50 | 5g 42.50'),
  price(M, '100', '03', '1g 11.00 | 2.5g 26.00 | 5g 50.00'),
  price(M, '100', '04', '0.5g 6.50 | 1g 12.50 | 2.5g 30.00 | 5g 57.50'),
  price(M, '100', '05', '1g 14.00 | 2.5g 33.50 | 5g 65.00'),
  price(M, '100', '06', '0.5g 8.50 | 1g 16.00 | 2.5g 38.50'),
  price(M, '100', '07', '0.5g 9.50 | 1g 18.00 | 2.5g 42.50'),
  price(M, '100', '08', '1g 10.00 | 2.5g 24.00 | 5g 45.00 | 1j 4.50'),
  price(M, '200', '01', '1g 9.00 | 2.5g 21.00 | 5g 40.00'),
  price(M, '200', '02', '1g 11.00 | 2.5g 26.00 | 5g 50.00'),
  price(M, '200', '03', '0.5g 7.00 | 1g 13.50 | 2.5g 32.50 | 5g 62.50'),
  price(M, '200', '04', '0.5g 9.00 | 1g 17.00 | 2.5g 40.00'),
  price(M, '200', '05', '0.5g 12.50 | 1g 24.00 | 2.5g 57.50'),
  price(M, '300', '01', '1j 5.00 | 3j 13.50'),
  price(M, '300', '02', '1j 6.50 | 3j 18.00'),
  price(M, '400', '01', '1st 7.50 | 2st 14.00'),
  price(M, '400', '02', '1st 8.50 | 2st 16.00'),
  price(M, '400', '03', '1st 4.00 | 3st 10.00'),
  horecaPrice(M, '01', 2.6),
  horecaPrice(M, '02', 2.8),
  horecaPrice(M, '03', 3),
  horecaPrice(M, '04', 3.4),
  horecaPrice(M, '05', 3.8),
  horecaPrice(M, '06', 4.5),
  horecaPrice(M, '07', 5.5),
  // Cookies are also sold by three, for less.
  price(M, '500', '08', '1st 2.60 | 3st 7.00'),
  // Carried over from the older model: fixed columns and no lists.
  {
    group: M,
    internalProductId: '90001',
    cannabis: [],
    preRolledJoints: [],
    edible: [],
    legacy: { one: 10, five: 45, joint: 4.5 },
  },
  price(U, '100', '01', '1g 10.00 | 2.5g 24.00 | 5g 46.00'),
  price(U, '100', '02', '0.5g 7.00 | 1g 13.50 | 2.5g 32.00'),
  price(U, '200', '01', '1g 12.00 | 2.5g 28.50 | 5g 55.00'),
  horecaPrice(U, '01', 2.9),
  horecaPrice(U, '02', 3.5),
  // The café's drinks.
  horecaPrice(U, '03', 2.7),
  horecaPrice(U, '04', 3.2),
  horecaPrice(U, '05', 3.9),
  horecaPrice(U, '06', 4.2),
  horecaPrice(U, '07', 5.25),
];

export type DemoMainCategoryName = 'Cannabis' | 'Horeca';

export const DEMO_MAIN_CATEGORIES: readonly {
  name: DemoMainCategoryName;
  nameEn: string;
  icon: string;
}[] = [
  { name: 'Cannabis', nameEn: 'Cannabis', icon: 'cannabis' },
  { name: 'Horeca', nameEn: 'Hospitality', icon: 'coffee' },
];

export interface DemoCategory {
  name: string;
  nameEn: string;
  color: string;
  icon: string;
  cannabis: boolean;
  column: PricelistColumn;
  row: number | null;
}

function cannabisCategory(
  name: string,
  nameEn: string,
  color: string,
  icon: string,
  column: PricelistColumn,
  row: number,
): DemoCategory {
  return { name, nameEn, color, icon, cannabis: true, column, row };
}

function horecaCategory(name: string, nameEn: string, color: string, icon: string): DemoCategory {
  return { name, nameEn, color, icon, cannabis: false, column: 'left', row: null };
}

const WEED = cannabisCategory('Wiet', 'Weed', '2E7D32', 'cannabis', 'left', 0);
const HASH = cannabisCategory('Hasj', 'Hash', '8D6E63', 'smoke', 'right', 0);
const HOT_DRINKS = horecaCategory('Warme dranken', 'Hot drinks', '6D4C41', 'coffee');
const COLD_DRINKS = horecaCategory('Koude dranken', 'Cold drinks', '0288D1', 'soda');
const DRINKS = horecaCategory('Dranken', 'Drinks', '0288D1', 'soda');

/** Categories per shop, in display order. */
export const DEMO_CATEGORIES: Readonly<Record<string, readonly DemoCategory[]>> = {
  Mississippi: [
    WEED,
    cannabisCategory('Top shelf', 'Top shelf', 'C9A227', 'deal', 'left', 1),
    HASH,
    cannabisCategory('Pre-rolled joints', 'Pre-rolled joints', 'F57C00', 'smoke', 'right', 1),
    cannabisCategory('Edibles', 'Edibles', 'AD1457', 'candy', 'right', 2),
    HOT_DRINKS,
    COLD_DRINKS,
    horecaCategory('Snacks', 'Snacks', 'F9A825', 'eat'),
  ],
  'Head Shop': [
    WEED,
    HASH,
    cannabisCategory('Joints', 'Joints', 'F57C00', 'smoke', 'right', 1),
    HOT_DRINKS,
    COLD_DRINKS,
  ],
  'De Steeg': [
    WEED,
    HASH,
    cannabisCategory('Pre-rolled joints', 'Pre-rolled joints', 'F57C00', 'smoke', 'right', 1),
    DRINKS,
  ],
  Oudegracht: [WEED, HASH, DRINKS],
  'Café De Brug': [
    HOT_DRINKS,
    COLD_DRINKS,
    horecaCategory('Vers en gezond', 'Fresh and healthy', '43A047', 'eat'),
  ],
};

export interface DemoScreen {
  shop: string;
  name: string;
  orientation: ScreenOrientation;
  extraConfig: ScreenExtraConfig;
  /** Categories placed on the screen, with the options that differ from the defaults. */
  placements: {
    category: string;
    column: number;
    order: number;
    options?: Partial<ScreenAdvancedOptions>;
  }[];
}

const HORECA_OPTIONS: Partial<ScreenAdvancedOptions> = {
  show_chis: false,
  show_flags: false,
  show_strains: false,
  color_opacity: 0.5,
};

export const DEMO_SCREENS: readonly DemoScreen[] = [
  {
    shop: 'Head Shop',
    name: 'Scherm links',
    orientation: 'landscape',
    extraConfig: { ...DEFAULT_SCREEN_EXTRA_CONFIG, big_screen_enable: true },
    placements: [
      { category: 'Wiet', column: 0, order: 0, options: { show_images: true } },
      { category: 'Hasj', column: 1, order: 0 },
      { category: 'Joints', column: 1, order: 1, options: { include_joints_in_sorting: true } },
    ],
  },
  {
    shop: 'Head Shop',
    name: 'Scherm rechts',
    orientation: 'portrait',
    extraConfig: DEFAULT_SCREEN_EXTRA_CONFIG,
    placements: [
      { category: 'Warme dranken', column: 0, order: 0, options: HORECA_OPTIONS },
      { category: 'Koude dranken', column: 0, order: 1, options: HORECA_OPTIONS },
      {
        category: 'Hasj',
        column: 1,
        order: 0,
        options: { show_product_description: true, sort_prices_descending: true },
      },
    ],
  },
  {
    shop: 'Head Shop',
    name: 'Mobiel',
    orientation: 'mobile',
    extraConfig: DEFAULT_SCREEN_EXTRA_CONFIG,
    placements: [],
  },
  {
    shop: 'Mississippi',
    name: 'Hoofdscherm',
    orientation: 'landscape',
    extraConfig: DEFAULT_SCREEN_EXTRA_CONFIG,
    placements: [],
  },
];

export const DEMO_TABLES: Readonly<Record<string, readonly string[]>> = {
  Mississippi: Array.from({ length: 8 }, (_, i) => `Tafel ${i + 1}`),
  'Head Shop': ['Bar', 'Tafel 1', 'Tafel 2', 'Tafel 3', 'Tafel 4'],
  'Café De Brug': ['Bar', 'Terras 1', 'Terras 2', 'Tafel 1', 'Tafel 2'],
};
