/** Enumerations and limits of the domain, shared by the server and the browser. */
import type { BoardThemeId } from './themes';

/** The shop preselected when nothing else decides (spec: default shop 'Mississippi'). */
export const DEFAULT_SHOP_NAME = 'Mississippi';

/** The longest name of a catalogue item, category, screen or table. */
export const NAME_MAX_LENGTH = 255;

export const ROLE_NAMES = ['admin', 'employee'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const SCREEN_ORIENTATIONS = ['landscape', 'portrait', 'mobile'] as const;
export type ScreenOrientation = (typeof SCREEN_ORIENTATIONS)[number];

export const PRICELIST_COLUMNS = ['left', 'right'] as const;
export type PricelistColumn = (typeof PRICELIST_COLUMNS)[number];

/** The icon vocabulary of categories (and main categories): the board draws these by name. */
export const CATEGORY_ICONS = [
  'berry',
  'burgers',
  'candy',
  'cannabis',
  'coffee',
  'chevron',
  'coin',
  'deal',
  'downloads',
  'eat',
  'games',
  'hotdog',
  'love',
  'milkshakes',
  'mug',
  'network',
  'smoke',
  'smile',
  'soda',
  'spoon',
  'water',
  'wine',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

/** Each category icon's name in both languages (the back office and its forms offer them so). */
export const CATEGORY_ICON_NAMES: Record<CategoryIcon, { nl: string; en: string }> = {
  berry: { nl: 'Bes', en: 'Berry' },
  burgers: { nl: 'Burgers', en: 'Burgers' },
  candy: { nl: 'Snoep', en: 'Candy' },
  cannabis: { nl: 'Cannabis', en: 'Cannabis' },
  coffee: { nl: 'Koffie', en: 'Coffee' },
  chevron: { nl: 'Pijl', en: 'Chevron' },
  coin: { nl: 'Munt', en: 'Coin' },
  deal: { nl: 'Aanbieding', en: 'Deal' },
  downloads: { nl: 'Downloads', en: 'Downloads' },
  eat: { nl: 'Eten', en: 'Eat' },
  games: { nl: 'Spellen', en: 'Games' },
  hotdog: { nl: 'Hotdog', en: 'Hot dog' },
  love: { nl: 'Hart', en: 'Love' },
  milkshakes: { nl: 'Milkshakes', en: 'Milkshakes' },
  mug: { nl: 'Mok', en: 'Mug' },
  network: { nl: 'Netwerk', en: 'Network' },
  smoke: { nl: 'Roken', en: 'Smoke' },
  smile: { nl: 'Lach', en: 'Smile' },
  soda: { nl: 'Frisdrank', en: 'Soda' },
  spoon: { nl: 'Lepel', en: 'Spoon' },
  water: { nl: 'Water', en: 'Water' },
  wine: { nl: 'Wijn', en: 'Wine' },
};

export const ORDER_STATUSES = ['pending', 'complete', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How staff call a status, in the back office and in the server's messages. */
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  pending: 'Open',
  complete: 'Compleet',
  cancelled: 'Geannuleerd',
};

export const PRODUCT_TYPES = ['C', 'H', 'I', 'S'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const EDIT_ACTIONS = ['PictureUpload', 'Edited', 'Added', 'Deleted'] as const;
export type EditAction = (typeof EDIT_ACTIONS)[number];

export const ENTITY_TYPES = [
  'categorie',
  'strain',
  'tag',
  'flavor',
  'kind',
  'product',
  'screen',
  'price',
  'shop',
  'shop_group',
  'user',
  'api_key',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const CONTENT_JOB_STATUSES = [
  'failed',
  'running',
  'awaiting_validation',
  'awaiting_generation',
  'completed',
] as const;
export type ContentJobStatus = (typeof CONTENT_JOB_STATUSES)[number];

export const WORKFLOW_STATUSES = [
  'created',
  'running',
  'suspended',
  'waiting',
  'awaiting_callback',
  'aborted',
  'failed',
  'api_unavailable',
  'inconsistent_data',
  'completed',
  'resumed',
] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

/** The texts of a kind that the content workflow writes. */
export const CONTENT_TEXT_FIELDS = [
  'short_description_nl',
  'short_description_en',
  'description_nl',
  'description_en',
] as const;
export type ContentTextField = (typeof CONTENT_TEXT_FIELDS)[number];

/**
 * What becomes of one generated text: saved as generated, saved as a person edited it, or
 * rejected (the kind keeps its own text).
 */
export const CONTENT_TEXT_DECISIONS = ['accept', 'edit', 'reject'] as const;
export type ContentTextDecision = (typeof CONTENT_TEXT_DECISIONS)[number];

/** How many relations one kind may carry (spec: 3 strains, 5 tags, 5 flavors). */
export const KIND_RELATION_LIMITS = { strains: 3, tags: 5, flavors: 5 } as const;

/** A tag's amount on a kind is a percentage. */
export const TAG_AMOUNT_RANGE = { min: 0, max: 100 } as const;

/**
 * Passwords shorter than this are refused wherever one is set. The spec's 4 characters is a
 * defect (guessable in minutes); see README "Security".
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Per-screen display options of a category, with the spec's defaults. */
export interface ScreenAdvancedOptions {
  show_chis: boolean;
  show_flags: boolean;
  show_images: boolean;
  show_product_description: boolean;
  show_strains: boolean;
  use_custom_color: boolean;
  sort_prices_descending: boolean;
  include_joints_in_sorting: boolean;
  enable_image_for_category: boolean;
  color_opacity: number;
}

export const DEFAULT_SCREEN_ADVANCED_OPTIONS: ScreenAdvancedOptions = {
  show_chis: true,
  show_flags: true,
  show_images: false,
  show_product_description: false,
  show_strains: true,
  use_custom_color: true,
  sort_prices_descending: false,
  include_joints_in_sorting: false,
  enable_image_for_category: false,
  color_opacity: 0.35,
};

/**
 * What a shop sells: a coffeeshop ('cannabis'), a café ('horeca') or both. It decides the list a
 * shop's boards show by default and whether its order page speaks of cannabis at all.
 */
export const SHOP_TYPES = ['cannabis', 'horeca', 'both'] as const;
export type ShopType = (typeof SHOP_TYPES)[number];

/** Whether a shop of this type sells cannabis (its order page keeps the gram rule). */
export function sellsCannabis(type: ShopType): boolean {
  return type !== 'horeca';
}

/** Whether a shop of this type sells horeca products. */
export function sellsHoreca(type: ShopType): boolean {
  return type !== 'cannabis';
}

/** The two lists a board shows: the cannabis list or the hospitality (horeca) list. */
export const BOARD_LISTS = ['cannabis', 'horeca'] as const;
export type BoardList = (typeof BOARD_LISTS)[number];

/**
 * The list a shop's board shows when its address names none: the one list a coffeeshop or a
 * café sells, and for a shop of both types the list staff chose (cannabis until they choose).
 */
export function defaultBoardList(type: ShopType, chosen: BoardList | undefined): BoardList {
  if (type === 'both') return chosen ?? 'cannabis';
  return type;
}

export interface ShopConfig {
  use_truncated_prices: boolean;
  /** The board theme (an id of `BOARD_THEMES`); absent in storage means the default theme. */
  theme?: BoardThemeId;
  /** A shop of both types: the list its boards show by default (`defaultBoardList`). */
  default_list?: BoardList;
}

export const DEFAULT_SHOP_CONFIG: ShopConfig = { use_truncated_prices: false };

export interface ScreenExtraConfig {
  big_screen_enable: boolean;
  use_truncated_prices: boolean;
}

export const DEFAULT_SCREEN_EXTRA_CONFIG: ScreenExtraConfig = {
  big_screen_enable: false,
  use_truncated_prices: false,
};
