/** Shapes of a shop's menu structure: categories, main categories, screens and tables. */
import type {
  PricelistColumn,
  ScreenAdvancedOptions,
  ScreenExtraConfig,
  ScreenOrientation,
} from '../domain';

/** Where a category stands on one screen of a multi-screen shop. */
export interface CategoryPlacement {
  screen_id: string;
  order_number: number;
  /** 0 to 5. */
  column_number: number;
  advanced_options: ScreenAdvancedOptions;
}

export interface CategoryPlacementInput {
  screen_id: string;
  order_number?: number;
  column_number?: number;
  advanced_options?: Partial<ScreenAdvancedOptions>;
}

/** `GET /v1/categories`: a category of one shop. */
export interface Category {
  id: string;
  name: string;
  /** The name again, as the category forms call it. */
  category_name: string;
  name_en: string;
  shop_id: string;
  shop_name: string;
  main_category_id: string | null;
  main_category_name: string | null;
  main_category_name_en: string | null;
  /** Hex without '#'. */
  color: string;
  icon: string;
  cannabis: boolean;
  is_cannabis: boolean;
  image_1: string | null;
  image_2: string | null;
  pricelist_column: PricelistColumn;
  pricelist_row: number | null;
  order_number: number;
  created_at: string;
  modified_at: string;
  screens: CategoryPlacement[];
}

/** The body of `POST` (with `shop_id`) and `PUT /v1/categories`; derived fields are ignored. */
export interface CategoryInput {
  name: string;
  shop_id?: string;
  name_en?: string;
  main_category_id?: string | null;
  color?: string;
  icon?: string;
  cannabis?: boolean;
  is_cannabis?: boolean;
  image_1?: string | null;
  image_2?: string | null;
  pricelist_column?: string;
  pricelist_row?: number | null;
  order_number?: number;
  screens?: CategoryPlacementInput[];
}

/** `GET /v1/main-categories`. */
export interface MainCategory {
  id: string;
  shop_id: string;
  shop_name: string;
  name: string;
  name_en: string;
  icon: string;
  order_number: number;
  created_at: string;
  modified_at: string;
}

export interface MainCategoryInput {
  name: string;
  shop_id?: string;
  name_en?: string;
  icon?: string;
  order_number?: number;
}

/** `GET /v1/screens`: a screen of a multi-screen shop. */
export interface Screen {
  id: string;
  name: string;
  orientation: ScreenOrientation;
  shop_id: string;
  extra_config: ScreenExtraConfig;
  created_at: string;
  modified_at: string;
}

export interface ScreenInput {
  name: string;
  shop_id?: string;
  orientation?: ScreenOrientation;
  extra_config?: Partial<ScreenExtraConfig>;
}

/** `GET /v1/tables`: a table of a shop where customers order. */
export interface ShopTable {
  id: string;
  shop_id: string;
  name: string;
  created_at: string;
}

export interface ShopTableInput {
  name: string;
  shop_id?: string;
}
