/**
 * Shapes of the API's answers and request bodies. Every one is derived from the contract's
 * TypeBox schemas (`src/domain/contract`), which the server declares on its routes; the files
 * beside this one group them by area, and this module re-exports them all, so pages import
 * every API type from one place.
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
  KindWorkflow,
  WorkflowContent,
  WorkflowDecisions,
  WorkflowResume,
  WorkflowTexts,
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
  PublicTable,
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
export type {
  MenuImportPreview,
  MenuImportResult,
  MenuImportRowChange,
  Price,
  PriceInput,
  ShopPrice,
  ShopLink,
  ShopLinkInput,
} from './pricing-types';
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
import type { Message, User } from '../domain/contract';
export type { ShopGroupInput, UserInput } from '../domain/contract';
export type {
  HistoryEntry,
  HistoryPage,
  HistoryQuery,
  HistoryRow,
  HistoryTable,
  LinkPriceHistoryEntry,
} from '../domain/contract';

/** The answer of `GET /v1/users/me`: the signed-in user (a superuser gets every shop group). */
export type CurrentUser = User;

/** The answer of `POST /v1/reset-password/`. */
export type ResetPasswordResult = Message;
