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
  NoContent,
  Nullable,
  PictureBytes,
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
  AllowedAddresses,
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
  RelationId,
  Vocabulary,
} from './catalogue';
export { FeedPrice, ShopFeed, ShopPriceItem } from './feed';
export {
  FormCreated,
  FormFieldSchema,
  FormFieldValue,
  FormInvalid,
  FormKeys,
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
export {
  LastCompletedOrder,
  LastPendingOrder,
  Order,
  OrderLine,
  OrderStatusCheck,
  PlacedOrder,
  PlacedOrderLine,
} from './orders';
export { Price, ShopPrice, ShopToPrice } from './pricing';
export { Health, Maintenance } from './system';
