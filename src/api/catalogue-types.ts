/** Catalogue shapes of the API: kinds, horeca products, strains, tags, flavors, relations. */
import type { ProductType } from '../domain';
export type {
  Kind,
  KindFlavor,
  KindPage,
  KindRelation,
  KindStrain,
  KindTag,
  Product,
} from '../domain/contract';
import type { Vocabulary } from '../domain/contract';

/** `GET /v1/strains`: a global word. */
export type Strain = Omit<Vocabulary, 'color' | 'icon'>;

/** `GET /v1/tags`: a global word. */
export type Tag = Strain;

/** `GET /v1/flavors`: a global word with a colour (hex without '#') and an icon. */
export type Flavor = Strain & Required<Pick<Vocabulary, 'color' | 'icon'>>;

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

export interface ProductInput extends ItemContentInput {
  name: string;
  product_type?: ProductType | null;
  shop_group_id?: string | null;
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
