/**
 * The API's answers, once: TypeBox schemas that every route of the server declares as its
 * response schema and from which the browser derives its types. Imported by path
 * (`src/domain/contract`), not through `src/domain`, so the board's bundle carries no schema
 * code unless it asks for it.
 */
export {
  Deletability,
  ErrorBody,
  Id,
  ListOf,
  Message,
  Nullable,
  PriceAction,
  PriceEntry,
  PricelistColumn,
  ScreenAdvancedOptions,
  ScreenExtraConfig,
  ScreenOrientation,
  ShopConfig,
  Timestamp,
  ValidationIssue,
} from './common';
export {
  AccessToken,
  ResetToken,
  Role,
  Shop,
  ShopCacheStatus,
  ShopGroup,
  ShopSummary,
  User,
} from './accounts';
export {
  Kind,
  KindFlavor,
  KindPage,
  KindRelation,
  KindStrain,
  KindTag,
  Product,
  Vocabulary,
} from './catalogue';
export {
  FormCreated,
  FormFieldSchema,
  FormFieldValue,
  FormInvalid,
  FormNextStep,
  FormStepSchema,
  FormSummaryData,
  WORKFLOW_STEPS,
  WorkflowContent,
  WorkflowStarted,
  WorkflowView,
} from './forms';
export {
  IMAGE_PURPOSES,
  ImageDeleteTempResult,
  ImageMoveResult,
  ImagePurpose,
  ImageUpload,
  ImageUse,
  ImagesConfig,
  StoredImage,
} from './images';
export { Category, CategoryPlacement, MainCategory, Screen, ShopTable } from './menu';
export { Order, OrderLine, OrderStatusCheck, PlacedOrder, PlacedOrderLine } from './orders';
export { Price, ShopPrice, ShopToPrice } from './pricing';
export { Health, Maintenance } from './system';
