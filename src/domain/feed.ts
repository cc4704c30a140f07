/** The public price list of a shop, as the board feed `GET /v1/shops/{id}` serves it. */

import type { ScreenAdvancedOptions, ShopConfig } from './constants';

export interface FeedPrice {
  label: string;
  price: number;
  quantity: number;
}

/** One row of a shop's public price list (board.md section 3 "Shop price item"). */
export interface ShopPriceItem {
  id: string;
  internal_product_id: string;
  active: boolean;
  new: boolean;
  order_number: number;
  category_id: string;
  category_name: string;
  category_name_en: string;
  category_icon: string;
  category_color: string;
  category_order_number: number;
  category_image_1: string | null;
  category_image_2: string | null;
  category_pricelist_column: 'Left' | 'Right';
  category_pricelist_row: number | null;
  category_screen_display_options: ScreenAdvancedOptions;
  main_category_id: string | null;
  main_category_name: string | null;
  main_category_name_en: string | null;
  main_category_icon: string | null;
  main_category_order_number: number;
  kind_id: string | null;
  kind_name: string | null;
  kind_c: boolean | null;
  kind_h: boolean | null;
  kind_i: boolean | null;
  kind_s: boolean | null;
  kind_short_description_nl: string | null;
  kind_short_description_en: string | null;
  kind_image: string | null;
  strains: { name: string }[];
  flags: string[];
  icons: string[];
  product_id: string | null;
  product_name: string | null;
  product_short_description_nl: string | null;
  product_short_description_en: string | null;
  product_image: string | null;
  image_1: string | null;
  json_prices: FeedPrice[];
  deactivated_labels: string[];
  action_labels: { label: string; price: number }[];
  half: number | null;
  one: number | null;
  two_five: number | null;
  five: number | null;
  joint: number | null;
  piece: number | null;
  created_at: string;
  modified_at: string;
}

/** The board feed's answer: the shop and its price items. */
export interface ShopFeed {
  id: string;
  name: string;
  description: string;
  is_using_multiscreen: boolean;
  config: ShopConfig;
  shop_group_id: string | null;
  modified_at: string;
  prices: ShopPriceItem[];
}
