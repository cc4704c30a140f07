/** Catalogue shapes of the API: kinds, horeca products, strains, tags, flavors, relations. */
import type { ProductType } from '../domain';
import type { ShopPrice } from './pricing-types';

/** Descriptions and the six picture slots that kinds and horeca products share. */
interface ItemContent {
  short_description_nl: string;
  short_description_en: string;
  description_nl: string;
  description_en: string;
  image_1: string | null;
  image_2: string | null;
  image_3: string | null;
  image_4: string | null;
  image_5: string | null;
  image_6: string | null;
  /** How many picture slots hold a picture. */
  images_amount: number;
}

type ItemContentInput = Partial<Omit<ItemContent, 'images_amount'>>;

export interface KindStrain {
  id: string;
  name: string;
}

export interface KindTag {
  id: string;
  name: string;
  /** 0 to 100. */
  amount: number;
}

export interface KindFlavor {
  id: string;
  name: string;
  icon: string;
  /** Hex without '#'. */
  color: string;
}

/** A cannabis kind (`GET /v1/kinds/{id}`); `shop_group_id` null means global. */
export interface Kind extends ItemContent {
  id: string;
  name: string;
  /** CBD, Hybrid, Indica, Sativa. */
  c: boolean;
  h: boolean;
  i: boolean;
  s: boolean;
  /** Emoji. */
  flags: string[];
  /** Emoji. */
  icons: string[];
  shop_group_id: string | null;
  created_at: string;
  modified_at: string;
  strains: KindStrain[];
  /** Highest amount first. */
  tags: KindTag[];
  flavors: KindFlavor[];
  strains_amount: number;
  tags_amount: number;
  flavors_amount: number;
  /** Only when asked with `?shop_id=`. */
  prices?: ShopPrice[];
}

/** `GET /v1/kinds`: a page with the total and the skip of the next page (null at the end). */
export interface KindPage {
  items: Kind[];
  total: number;
  cursor: number | null;
}

/** The body of `POST` and `PUT /v1/kinds`; `kind_type` only on create. */
export interface KindInput extends ItemContentInput {
  name: string;
  c?: boolean;
  h?: boolean;
  i?: boolean;
  s?: boolean;
  flags?: string[];
  icons?: string[];
  shop_group_id?: string | null;
  /** indica, sativa, CBD or hybrid (any case): sets one of c, h, i, s. */
  kind_type?: string;
}

/** A horeca product (`GET /v1/products/{id}`). */
export interface Product extends ItemContent {
  id: string;
  name: string;
  product_type: ProductType | null;
  shop_group_id: string | null;
  created_at: string;
  modified_at: string;
  /** Only when asked with `?shop_id=`. */
  prices?: ShopPrice[];
}

export interface ProductInput extends ItemContentInput {
  name: string;
  product_type?: ProductType | null;
  shop_group_id?: string | null;
}

/** `GET /v1/strains`: a global word. */
export interface Strain {
  id: string;
  name: string;
  created_at: string;
  modified_at: string;
}

/** `GET /v1/tags`: a global word. */
export type Tag = Strain;

/** `GET /v1/flavors`: a global word with a colour (hex without '#') and an icon. */
export interface Flavor extends Strain {
  color: string;
  icon: string;
}

/** The body of `POST` and `PUT /v1/strains` and `/v1/tags`. */
export interface VocabularyInput {
  name: string;
}

/** The body of `POST` and `PUT /v1/flavors`; a leading '#' of the colour is dropped. */
export interface FlavorInput extends VocabularyInput {
  color?: string;
  icon?: string;
}

export type KindRelationType = 'strain' | 'tag' | 'flavor';

/** `/v1/kinds-to-strains`, `/v1/kinds-to-tags` (with `amount`), `/v1/kinds-to-flavors`. */
export interface KindRelation {
  id: string;
  kind_id: string;
  strain_id?: string;
  tag_id?: string;
  flavor_id?: string;
  amount?: number;
}
