/** Shapes of a shop's menu structure: categories, main categories, screens and tables. */
import type { ScreenAdvancedOptions, ScreenExtraConfig, ScreenOrientation } from '../domain';
export type {
  Category,
  CategoryPlacement,
  MainCategory,
  Screen,
  ShopTable,
} from '../domain/contract';

export interface CategoryPlacementInput {
  screen_id: string;
  order_number?: number;
  column_number?: number;
  advanced_options?: Partial<ScreenAdvancedOptions>;
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

export interface MainCategoryInput {
  name: string;
  shop_id?: string;
  name_en?: string;
  icon?: string;
  order_number?: number;
}

export interface ScreenInput {
  name: string;
  shop_id?: string;
  orientation?: ScreenOrientation;
  extra_config?: Partial<ScreenExtraConfig>;
}

export interface ShopTableInput {
  name: string;
  shop_id?: string;
}
