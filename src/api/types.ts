/**
 * Shapes of the API's answers and request bodies, with the server's own field names (see the
 * presenters in `server/services/*`). Catalogue, menu, pricing and order shapes live in their own
 * files and are re-exported here, so pages import every API type from this one module.
 */

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
export type {
  AccessToken,
  Deletability,
  ErrorBody,
  ResetToken,
  Role,
  Shop,
  ShopCacheStatus,
  ShopGroup,
  ShopSummary,
  User,
  ValidationIssue,
} from '../domain/contract';
import type { User } from '../domain/contract';

/** The answer of `GET /v1/users/me`: the signed-in user (a superuser gets every shop group). */
export type CurrentUser = User;

/** The answer of `POST /v1/reset-password/`. */
export type ResetPasswordResult = { msg: string };

/** The body of `POST` and `PUT /v1/shop-groups`. */
export interface ShopGroupInput {
  name: string;
  shop_ids: string[];
}

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
