/** Catalogue shapes of the API: kinds, horeca products, strains, tags, flavors, relations. */
import type { Vocabulary } from '../domain/contract';

export type {
  FlavorInput,
  Kind,
  KindFlavor,
  KindInput,
  KindPage,
  KindRelation,
  KindStrain,
  KindTag,
  Product,
  ProductInput,
  VocabularyInput,
} from '../domain/contract';

/** `GET /v1/strains`: a global word. */
export type Strain = Omit<Vocabulary, 'color' | 'icon'>;

/** `GET /v1/tags`: a global word. */
export type Tag = Strain;

/** `GET /v1/flavors`: a global word with a colour (hex without '#') and an icon. */
export type Flavor = Strain & Required<Pick<Vocabulary, 'color' | 'icon'>>;

export type KindRelationType = 'strain' | 'tag' | 'flavor';
