export {
  CATEGORY_ICONS,
  CATEGORY_ICON_NAMES,
  CONTENT_JOB_STATUSES,
  CONTENT_TEXT_DECISIONS,
  CONTENT_TEXT_FIELDS,
  DEFAULT_SCREEN_ADVANCED_OPTIONS,
  DEFAULT_SCREEN_EXTRA_CONFIG,
  DEFAULT_SHOP_CONFIG,
  DEFAULT_SHOP_NAME,
  EDIT_ACTIONS,
  ENTITY_TYPES,
  KIND_RELATION_LIMITS,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRICELIST_COLUMNS,
  PRODUCT_TYPES,
  ROLE_NAMES,
  SCREEN_ORIENTATIONS,
  SHOP_TYPES,
  BOARD_LISTS,
  defaultBoardList,
  TAG_AMOUNT_RANGE,
  WORKFLOW_STATUSES,
  sellsCannabis,
  sellsHoreca,
} from './constants';
export type {
  CategoryIcon,
  ContentJobStatus,
  ContentTextDecision,
  ContentTextField,
  EditAction,
  EntityType,
  OrderStatus,
  PricelistColumn,
  ProductType,
  RoleName,
  ScreenAdvancedOptions,
  ScreenExtraConfig,
  ScreenOrientation,
  ShopConfig,
  ShopType,
  BoardList,
  WorkflowStatus,
} from './constants';
export {
  COLOR_OPACITY_RANGE,
  SCREEN_COLUMN_RANGE,
  completeScreenAdvancedOptions,
  completeScreenExtraConfig,
  parsePricelistColumn,
  parseScreenOrientation,
} from './layout';
export {
  FREE_LABEL_MAX_LENGTH,
  INVALID_PRICE_INPUT,
  PRICE_LISTS,
  PRICE_UNITS,
  PRICE_UNIT_BY_LIST,
  comparePriceLabels,
  formatPriceLong,
  formatPriceShort,
  isFreeLabel,
  normaliseRegisterPrefix,
  parsePriceLabel,
  priceLabel,
  toPriceNumber,
} from './prices';
export type { PriceEntry, PriceListName, PriceUnit } from './prices';
export {
  IMAGE_SLOT_COUNT,
  KIND_BADGES,
  KIND_BADGE_LIMITS,
  KIND_TYPES,
  countImages,
  isTagAmount,
  kindTypeFlags,
  kindTypeLetters,
  normaliseHexColor,
  CONTENT_LIMITS,
} from './catalogue';
export type { KindType, KindTypeFlags } from './catalogue';
export {
  LEGACY_PRICE_COLUMNS,
  MIN_PRICES,
  hasEnoughPrices,
  PRICE_RULE_MESSAGES,
  REGISTER_CODE_MAX_LENGTH,
  HORECA_REGISTER_PREFIX,
  REGISTER_CODE_PATTERN,
  PRICE_LABEL_MAX_LENGTH,
  PRICE_MAX,
  QUANTITY_MAX,
  actionsStillValid,
  buildPriceLists,
  checkLinkLabels,
  entryInputOf,
  freeLabelProblem,
  hasAtMostTwoDecimals,
  isRegisterCode,
  normaliseFreeLabel,
  priceEntriesOf,
  priceModel,
  priceProblem,
  quantityProblem,
} from './price-rules';
export type {
  LegacyPriceColumn,
  LegacyPrices,
  PriceAction,
  PriceEntryInput,
  PriceLists,
  RuleResult,
} from './price-rules';
export { BULK_DISCOUNT_PERCENT, discountedPrice, percentDiscounts } from './bulk-discount';
export type { FeedPrice, ShopFeed, ShopPriceItem } from './feed';
export {
  BOARD_VERSION_LABEL,
  canonicalPriceLabel,
  formatBoardPrice,
  formatPriceLabelText,
  formatPriceTruncated,
} from './board-text';
export type { PriceLabelNames } from './board-text';
export {
  ALTERNATE_SECONDS_RANGE,
  BOARD_LANGUAGE_MODES,
  DEFAULT_ALTERNATE_SECONDS,
  DEFAULT_BOARD_LANGUAGE,
  SCREEN_BOARD_LANGUAGES,
  feedInLanguage,
  isAlternateSeconds,
  isBoardLanguageMode,
  languagePartners,
  languagesOf,
  resolveBoardLanguage,
} from './board-language';
export type {
  BoardLanguage,
  BoardLanguageMode,
  BoardLanguageSetting,
  ScreenBoardLanguage,
} from './board-language';
export {
  INTERNAL_STAFF_DOMAIN,
  isInternalStaffEmail,
  USERNAME_MIN_LENGTH,
  usernameProblem,
} from './staff';
export {
  PRICE_INPUT_STEPS,
  formatDecimalInput,
  normaliseNumberText,
  parseDecimalInput,
  stepDecimalValue,
} from './number-text';
export { formatDate, formatDateTime, parseApiDate } from './dates';
export { formatPriceOrDash, formatYesNo } from './display';
export {
  GRAMS_PER_JOINT,
  MAX_CHECKED_ORDERS,
  MAX_GRAMS_PER_ORDER,
  MAX_ORDER_LINES,
  MAX_ORDER_NOTES_LENGTH,
  ORDER_LINE_QUANTITY,
  ORDER_MESSAGES,
  centsToEuros,
  exceedsGramLimit,
  gramsOfLabel,
  invalidOrderId,
  itemNotAvailable,
  lineTotalCents,
  orderGrams,
  orderLabel,
  orderTotalCents,
  orderableLabelPrice,
  toCents,
} from './orders';
export type { GramLine, OrderableRow, PricedLine } from './orders';
export {
  BOARD_THEMES,
  DEFAULT_BOARD_THEME,
  DEMO_SHOP_THEMES,
  isBoardThemeId,
  shopThemeOf,
} from './themes';
export type { BoardThemeId } from './themes';
export {
  DEFAULT_TIME_ZONE,
  MAX_INTERVALS_PER_DAY,
  MAX_OPENING_EXCEPTIONS,
  MAX_TIME_WINDOWS,
  clockSeconds,
  copyDayToAll,
  earliest,
  endsNextDay,
  isTimeZone,
  localTime,
  nextWindowChange,
  openingHoursProblem,
  openingState,
  timeWindowsProblem,
  windowsOpen,
  zonedMoment,
} from './clock';
export type {
  ClockInterval,
  ClockProblem,
  OpeningException,
  OpeningHours,
  OpeningState,
  TimeWindow,
} from './clock';
export { DEFAULT_SHOP_TIME_ZONE, instantToZoned, zonedToInstant } from './zoned-time';
export type { LocalMoment, ZonedResult } from './zoned-time';
export {
  HAPPY_HOUR_PERCENT_MAX,
  HAPPY_HOUR_PERCENT_MIN,
  MAX_HAPPY_HOURS_PER_TARGET,
  MAX_HAPPY_HOUR_PRICES,
  dayRuns,
  happyHourActions,
  happyHourProblem,
  happyHoursOverlap,
  nextHappyHourChange,
  normalHappyHour,
  percentOff,
  runningHappyHour,
  shortTime,
} from './happy-hour';
export type { HappyHourPrice, HappyHourProblem, HappyHourRule } from './happy-hour';
export { cellDays, happyHourCell, happyHourCellPart, parseHappyHourCell } from './happy-hour-cell';
export type { HappyHourCellProblem, HappyHourCellResult } from './happy-hour-cell';
