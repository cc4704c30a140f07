/**
 * Shapes of the API's answers and request bodies, with the server's own field names (see the
 * presenters in `server/services/*`). Catalogue, menu, pricing and order shapes live in their own
 * files and are re-exported here, so pages import every API type from this one module.
 */
import type { ShopConfig } from '../domain';

export type {
  Flavor,
  FlavorInput,
  Kind,
  KindFlavor,
  KindInput,
  KindPage,
  KindRelation,
  KindRelationType,
  KindStrain,
  KindTag,
  Product,
  ProductInput,
  Strain,
  Tag,
  VocabularyInput,
} from './catalogue-types';
export type {
  FormCreated,
  FormFieldSchema,
  FormFieldValue,
  FormNextStep,
  FormStepAnswer,
  FormStepSchema,
  FormSummaryData,
  WorkflowContent,
  WorkflowView,
} from './form-types';
export type {
  Category,
  CategoryInput,
  CategoryPlacement,
  CategoryPlacementInput,
  MainCategory,
  MainCategoryInput,
  Screen,
  ScreenInput,
  ShopTable,
  ShopTableInput,
} from './menu-types';
export type {
  ImageDeleteTempResult,
  ImageMoveResult,
  ImagePurpose,
  ImageUpload,
  ImageUse,
  ImagesConfig,
  StoredImage,
} from './image-types';
export type { Price, PriceInput, ShopPrice, ShopToPrice, ShopToPriceInput } from './pricing-types';
export type {
  Order,
  OrderInput,
  OrderLine,
  OrderLineInput,
  OrderStatusCheck,
  OrderStatusInput,
  PlacedOrder,
  PlacedOrderLine,
} from './order-types';

/** The answer of `POST /v1/login/access-token`. */
export interface AccessToken {
  access_token: string;
  token_type: string;
}

/** `GET /v1/roles`: `admin` and `employee` exist. */
export interface Role {
  id: string;
  name: string;
  /** Only in the roles list; users carry `{id, name}`. */
  description?: string;
}

/** A shop as shop groups and users list it. */
export interface ShopSummary {
  id: string;
  name: string;
  is_using_multiscreen: boolean;
}

/** `GET /v1/shop-groups`, `/v1/shop-groups/{id}`, `/v1/shop-groups/shop-id/{shopId}`. */
export interface ShopGroup {
  id: string;
  name: string;
  shops: ShopSummary[];
}

/** The body of `POST` and `PUT /v1/shop-groups`. */
export interface ShopGroupInput {
  name: string;
  shop_ids: string[];
}

/** `GET /v1/users` and `/v1/users/{id}`: never a password hash. */
export interface User {
  id: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
  is_superuser: boolean;
  created_at: string;
  roles: Role[];
  shop_groups: ShopGroup[];
}

/** The answer of `GET /v1/users/me`: the signed-in user (a superuser gets every shop group). */
export type CurrentUser = User;

/**
 * The body of `POST` and `PUT /v1/users/{id}`: roles and shop groups as ids (or `{id}`);
 * the lists replace the user's memberships when given.
 */
export interface UserInput {
  username: string;
  email: string;
  first_name?: string;
  last_name?: string;
  password?: string;
  is_active?: boolean;
  is_superuser?: boolean;
  roles?: (string | { id: string })[];
  shop_groups?: (string | { id: string })[];
}

/** The answer of `POST /v1/users/{id}/reset-token` (superusers). */
export interface ResetToken {
  token: string;
  expires_at: string;
  reset_path: string;
}

/** The answer of `POST /v1/reset-password/`. */
export interface ResetPasswordResult {
  msg: string;
}

/** `GET /v1/shops` (superusers: all, staff: theirs) and the settings calls' answers. */
export interface Shop {
  id: string;
  name: string;
  description: string;
  is_using_multiscreen: boolean;
  config: ShopConfig;
  /** The first shop group holding the shop. */
  shop_group_id: string | null;
  shop_group_ids: string[];
  /** The board cache status: changes whenever the shop's boards must reload. */
  modified_at: string;
}

/** `GET /v1/shops/cache-status/{id}`. */
export interface ShopCacheStatus {
  modified_at: string;
}

/** `GET /v1/{kinds|products|strains|tags|flavors|categories|screens}/is-deletable/{id}`. */
export interface Deletability {
  is_deletable: boolean;
  /** Why not, when it is not deletable. */
  reason?: string;
}

/** One problem of a refused request: where (`['body', 'name']`), what, and its parameters. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  ctx: Record<string, unknown>;
}

/** Every error answer: `{detail}`, with `validation_errors` on 400s of forms. */
export interface ErrorBody {
  detail: string;
  validation_errors?: ValidationIssue[];
}
