/**
 * What clients send: the request bodies the server validates (TypeBox → Ajv, exact types,
 * unknown fields dropped) and the browser's input types are made from. Bounds here are sizes
 * and types; the rules a person can break (a price of 0, a fourth strain) are checked by the
 * domain rules, which answer in the back office's words.
 */
import { Type, type Static } from 'typebox';
import { BULK_DISCOUNT_PERCENT } from '../bulk-discount';
import { CONTENT_LIMITS, KIND_BADGE_LIMITS, KIND_TYPES } from '../catalogue';
import {
  CONTENT_TEXT_DECISIONS,
  NAME_MAX_LENGTH,
  ORDER_STATUSES,
  PRODUCT_TYPES,
  TAG_AMOUNT_RANGE,
} from '../constants';
import { COLOR_OPACITY_RANGE, SCREEN_COLUMN_RANGE } from '../layout';
import { MAX_ORDER_LINES, MAX_ORDER_NOTES_LENGTH, ORDER_LINE_QUANTITY } from '../orders';
import { PRICE_LABEL_MAX_LENGTH, PRICE_MAX, QUANTITY_MAX } from '../price-rules';
import { Id } from './common';

export const Name = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH });

/** An id given either bare or as an object `{id}` (clients send both shapes). */
export const IdRef = Type.Union([Id, Type.Object({ id: Id })]);

const NullableId = Type.Optional(Type.Union([Id, Type.Null()]));
const Int32 = Type.Integer({ minimum: -2147483648, maximum: 2147483647 });
const Flag = Type.Optional(Type.Boolean());

// ── Accounts ────────────────────────────────────────────────────────────────────────────────

/** `POST /v1/users`, `PUT /v1/users/{id}`: the lists replace the user's memberships when given. */
export const UserBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 150, pattern: '^\\S(.*\\S)?$' }),
  email: Type.String({ format: 'email', maxLength: 254 }),
  first_name: Type.Optional(Type.String({ maxLength: 150 })),
  last_name: Type.Optional(Type.String({ maxLength: 150 })),
  password: Type.Optional(Type.String({ maxLength: 1024 })),
  is_active: Flag,
  is_superuser: Flag,
  roles: Type.Optional(Type.Array(IdRef, { maxItems: 50 })),
  shop_groups: Type.Optional(Type.Array(IdRef, { maxItems: 500 })),
});
export type UserInput = Static<typeof UserBody>;

/**
 * `PUT /v1/users/me/language`: `nl` or `en`. Any other text is refused by the service with a
 * clear message, not by the schema.
 */
export const UserLanguageBody = Type.Object({ language: Type.String({ maxLength: 35 }) });
export type UserLanguageInput = Static<typeof UserLanguageBody>;

/** `POST /v1/shop-groups`. */
export const ShopGroupBody = Type.Object({
  name: Name,
  shop_ids: Type.Array(Id, { maxItems: 1000, default: [] }),
});
export type ShopGroupInput = Static<typeof ShopGroupBody>;

/** `PUT /v1/shop-groups/{id}`: no defaults, a field that is not sent keeps its value. */
export const ShopGroupChangeBody = Type.Object({
  name: Type.Optional(Name),
  shop_ids: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
});

// ── Menu ────────────────────────────────────────────────────────────────────────────────────

const ImageKey = Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]);

const AdvancedOptions = Type.Object({
  show_chis: Flag,
  show_flags: Flag,
  show_images: Flag,
  show_product_description: Flag,
  show_strains: Flag,
  use_custom_color: Flag,
  sort_prices_descending: Flag,
  include_joints_in_sorting: Flag,
  enable_image_for_category: Flag,
  color_opacity: Type.Optional(
    Type.Number({ minimum: COLOR_OPACITY_RANGE.min, maximum: COLOR_OPACITY_RANGE.max }),
  ),
});

/** Where a category stands on one screen. */
export const PlacementBody = Type.Object({
  screen_id: Id,
  order_number: Type.Optional(Int32),
  column_number: Type.Optional(
    Type.Integer({ minimum: SCREEN_COLUMN_RANGE.min, maximum: SCREEN_COLUMN_RANGE.max }),
  ),
  advanced_options: Type.Optional(AdvancedOptions),
});
export type CategoryPlacementInput = Static<typeof PlacementBody>;

// Derived fields the back office sends back (shop_name, main_category_name, created_at, ...)
// are not declared: they are ignored.
const CategoryFields = {
  name: Name,
  name_en: Type.Optional(Type.String({ maxLength: 255 })),
  main_category_id: NullableId,
  color: Type.Optional(Type.String({ maxLength: 20 })),
  icon: Type.Optional(Type.String({ maxLength: 255 })),
  cannabis: Flag,
  is_cannabis: Flag,
  image_1: Type.Optional(ImageKey),
  image_2: Type.Optional(ImageKey),
  pricelist_column: Type.Optional(Type.String({ maxLength: 20 })),
  pricelist_row: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 2147483647 }), Type.Null()]),
  ),
  order_number: Type.Optional(Int32),
  screens: Type.Optional(Type.Array(PlacementBody, { maxItems: 100 })),
};

export const CreateCategoryBody = Type.Object({ ...CategoryFields, shop_id: Id });
export const UpdateCategoryBody = Type.Object({ ...CategoryFields, shop_id: Type.Optional(Id) });
/** The body of `POST` (with `shop_id`) and `PUT /v1/categories`. */
export type CategoryInput = Static<typeof UpdateCategoryBody>;

const MainCategoryFields = {
  name: Name,
  name_en: Type.Optional(Type.String({ maxLength: 255 })),
  icon: Type.Optional(Type.String({ maxLength: 255 })),
  order_number: Type.Optional(Int32),
};
export const CreateMainCategoryBody = Type.Object({ ...MainCategoryFields, shop_id: Id });
export const UpdateMainCategoryBody = Type.Object({
  ...MainCategoryFields,
  shop_id: Type.Optional(Id),
});
export type MainCategoryInput = Static<typeof UpdateMainCategoryBody>;

const ScreenFields = {
  name: Name,
  orientation: Type.Optional(Type.String({ maxLength: 20 })),
  extra_config: Type.Optional(Type.Object({ big_screen_enable: Flag, use_truncated_prices: Flag })),
};
export const CreateScreenBody = Type.Object({ ...ScreenFields, shop_id: Id });
export const UpdateScreenBody = Type.Object({ ...ScreenFields, shop_id: Type.Optional(Id) });
export type ScreenInput = Static<typeof UpdateScreenBody>;

export const CreateTableBody = Type.Object({ name: Name, shop_id: Id });
export const UpdateTableBody = Type.Object({ name: Name, shop_id: Type.Optional(Id) });
export type ShopTableInput = Static<typeof UpdateTableBody>;

// ── Catalogue ───────────────────────────────────────────────────────────────────────────────

const ImageSlot = Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()]));

/** Descriptions and picture slots of kinds and horeca products. */
const ItemContentFields = {
  short_description_nl: Type.Optional(Type.String({ maxLength: 1000 })),
  short_description_en: Type.Optional(Type.String({ maxLength: 1000 })),
  description_nl: Type.Optional(Type.String({ maxLength: 20_000 })),
  description_en: Type.Optional(Type.String({ maxLength: 20_000 })),
  image_1: ImageSlot,
  image_2: ImageSlot,
  image_3: ImageSlot,
  image_4: ImageSlot,
  image_5: ImageSlot,
  image_6: ImageSlot,
};

/** Flags and extra icons: a few short emoji strings. */
const Badges = Type.Optional(
  Type.Array(Type.String({ minLength: 1, maxLength: KIND_BADGE_LIMITS.maxLength }), {
    maxItems: KIND_BADGE_LIMITS.maxItems,
  }),
);

const KindFields = {
  name: Name,
  ...ItemContentFields,
  c: Flag,
  h: Flag,
  i: Flag,
  s: Flag,
  flags: Badges,
  icons: Badges,
  /** The owning shop group; null is global. */
  shop_group_id: NullableId,
};

/** `PUT /v1/kinds/{id}`: the full kind as the back office sends it back. */
export const KindBody = Type.Object(KindFields);

/** `POST /v1/kinds`; the kind type is read case-insensitively ('Indica', 'cbd'). */
export const KindCreateBody = Type.Object({
  ...KindFields,
  kind_type: Type.Optional(Type.String({ maxLength: 20, examples: [...KIND_TYPES] })),
});
export type KindInput = Static<typeof KindCreateBody>;

/** `POST` and `PUT /v1/products`. */
export const ProductBody = Type.Object({
  name: Name,
  ...ItemContentFields,
  product_type: Type.Optional(Type.Union([Type.String({ enum: [...PRODUCT_TYPES] }), Type.Null()])),
  shop_group_id: NullableId,
});
export type ProductInput = Static<typeof ProductBody>;

/** `POST` and `PUT /v1/strains` and `/v1/tags`. */
export const WordBody = Type.Object({ name: Name });
export type VocabularyInput = Static<typeof WordBody>;

/** `POST` and `PUT /v1/flavors`: a hex colour, a leading '#' accepted and dropped. */
export const FlavorBody = Type.Object({
  name: Name,
  color: Type.Optional(Type.String({ pattern: '^#?[0-9a-fA-F]{6}$' })),
  icon: Type.Optional(Type.String({ maxLength: 64 })),
});
export type FlavorInput = Static<typeof FlavorBody>;

/** The word a kind relation names: one of these, by the route. */
export const RelatedIds = {
  strain_id: Type.Optional(Id),
  tag_id: Type.Optional(Id),
  flavor_id: Type.Optional(Id),
};
const Amount = Type.Optional(
  Type.Integer({ minimum: TAG_AMOUNT_RANGE.min, maximum: TAG_AMOUNT_RANGE.max }),
);
/** `POST /v1/kinds-to-strains|flavors`; tags add an amount. */
export const CreateRelationBody = Type.Object({ kind_id: Id, ...RelatedIds });
export const CreateTagRelationBody = Type.Object({ kind_id: Id, ...RelatedIds, amount: Amount });
export const UpdateRelationBody = Type.Object({ kind_id: Type.Optional(Id), ...RelatedIds });
export const UpdateTagRelationBody = Type.Object({
  kind_id: Type.Optional(Id),
  ...RelatedIds,
  amount: Amount,
});

// ── Pricing ─────────────────────────────────────────────────────────────────────────────────

/** A price (or discount) in euros and a quantity of a price entry: at most two decimals. */
export const PriceAmount = Type.Number({ maximum: PRICE_MAX, multipleOf: 0.01 });
export const QuantityAmount = Type.Number({ maximum: QUANTITY_MAX, multipleOf: 0.01 });

/**
 * A price entry: a quantity label is made from `quantity`; a piece price may instead carry a
 * free `label` ('Glas', 'Fles') with an optional English `label_en`, quantity 1 unless given.
 */
const PriceEntryBody = Type.Object({
  label: Type.Optional(Type.String({ maxLength: PRICE_LABEL_MAX_LENGTH })),
  label_en: Type.Optional(Type.String({ maxLength: PRICE_LABEL_MAX_LENGTH })),
  quantity: Type.Optional(QuantityAmount),
  price: PriceAmount,
  active: Flag,
});
export const PriceListBody = Type.Optional(Type.Array(PriceEntryBody, { maxItems: 50 }));
const LegacyPriceBody = Type.Optional(Type.Union([PriceAmount, Type.Null()]));

/** `POST` and `PUT /v1/prices`; labels are made by the server. */
export const PriceBody = Type.Object({
  internal_product_id: Type.String({ minLength: 1, maxLength: 200 }),
  shop_group_id: NullableId,
  cannabis: PriceListBody,
  pre_rolled_joints: PriceListBody,
  edible: PriceListBody,
  half: LegacyPriceBody,
  one: LegacyPriceBody,
  two_five: LegacyPriceBody,
  five: LegacyPriceBody,
  joint: LegacyPriceBody,
  piece: LegacyPriceBody,
});
export type PriceInput = Static<typeof PriceBody>;

const LinkFields = {
  shop_id: Id,
  price_id: Id,
  category_id: Id,
  kind_id: NullableId,
  product_id: NullableId,
  deactivated_labels: Type.Optional(
    Type.Array(Type.String({ maxLength: PRICE_LABEL_MAX_LENGTH }), { maxItems: 50 }),
  ),
  action_labels: Type.Optional(
    Type.Array(
      Type.Object({
        label: Type.String({ maxLength: PRICE_LABEL_MAX_LENGTH }),
        price: PriceAmount,
      }),
      { maxItems: 50 },
    ),
  ),
  use_half: Flag,
  use_one: Flag,
  use_two_five: Flag,
  use_five: Flag,
  use_joint: Flag,
  use_piece: Flag,
};
/**
 * `PUT /v1/shops-to-prices/{id}/prices`: the row's new prices (the lists sent replace the
 * combination's; a list not sent stays), for every row using the combination or for this row
 * only (the server then copies the combination under a new register code).
 */
export const LinkPricesBody = Type.Object({
  cannabis: PriceListBody,
  pre_rolled_joints: PriceListBody,
  edible: PriceListBody,
  for: Type.Enum(['all', 'this']),
});
export type LinkPricesInput = Static<typeof LinkPricesBody>;

/**
 * `POST /v1/products/with-price`: a horeca product, its price combination (piece prices only,
 * one is enough: a drink at 3,00) under the next free register code of `register_prefix` in
 * the product's group, and its row on the shop's board in `category_id`, in one step.
 */
export const ProductWithPriceBody = Type.Object({
  ...ProductBody.properties,
  shop_id: Id,
  category_id: Id,
  /** The three-digit cash-register prefix the new code starts with (checked by the rules). */
  register_prefix: Type.String({ maxLength: 10, examples: ['500'] }),
  /** Piece prices: quantity and price per entry, or a free label ('Glas', 'Fles') and price. */
  prices: Type.Array(
    Type.Object({
      quantity: Type.Optional(QuantityAmount),
      price: PriceAmount,
      label: Type.Optional(Type.String({ maxLength: PRICE_LABEL_MAX_LENGTH })),
      label_en: Type.Optional(Type.String({ maxLength: PRICE_LABEL_MAX_LENGTH })),
    }),
    { maxItems: 50 },
  ),
  active: Flag,
  new: Flag,
  /**
   * Put this product (one the caller may read, of the same name) on the menu instead of making
   * a new one: the answer to a 409 `existing_product` of the same name.
   */
  existing_product_id: Type.Optional(Id),
});
export type ProductWithPriceInput = Static<typeof ProductWithPriceBody>;

/** `POST /v1/shops-to-prices`: active and new optional. */
export const LinkCreateBody = Type.Object({ ...LinkFields, active: Flag, new: Flag });
/** `PUT /v1/shops-to-prices/{id}`: the whole row as the back office holds it. */
export const LinkUpdateBody = Type.Object({
  ...LinkFields,
  active: Type.Boolean(),
  new: Type.Boolean(),
});
export type ShopLinkInput = Static<typeof LinkCreateBody>;

/** The most rows one bulk action of the products list takes (a shop's whole list, as fetched). */
export const MAX_BULK_LINKS = 1000;

/** What a bulk action does to every row it names. */
export const LinkBulkAction = Type.Union([
  Type.Object({ type: Type.Literal('availability'), active: Type.Boolean() }),
  Type.Object({ type: Type.Literal('new'), new: Type.Boolean() }),
  Type.Object({ type: Type.Literal('category'), category_id: Id }),
  Type.Object({
    type: Type.Literal('discount'),
    percent: Type.Integer({
      minimum: BULK_DISCOUNT_PERCENT.min,
      maximum: BULK_DISCOUNT_PERCENT.max,
    }),
  }),
  Type.Object({ type: Type.Literal('remove_discounts') }),
]);
export type LinkBulkActionInput = Static<typeof LinkBulkAction>;

/** `POST /v1/shops-to-prices/bulk`: one action on rows of one shop, in one write. */
export const LinkBulkBody = Type.Object({
  shop_id: Id,
  ids: Type.Array(Id, { minItems: 1, maxItems: MAX_BULK_LINKS }),
  action: LinkBulkAction,
});
export type LinkBulkInput = Static<typeof LinkBulkBody>;

/** The answer of a bulk action: how many rows it changed. */
export const LinkBulkResult = Type.Object({ changed: Type.Integer({ minimum: 0 }) });
export type LinkBulkResultView = Static<typeof LinkBulkResult>;

// ── Orders ──────────────────────────────────────────────────────────────────────────────────

/** A line the customer sends: how many of which label of one kind or horeca product. */
export const OrderLineBody = Type.Object({
  quantity: Type.Integer({ minimum: ORDER_LINE_QUANTITY.min, maximum: ORDER_LINE_QUANTITY.max }),
  description: Type.String({ minLength: 1, maxLength: 50 }),
  kind_id: NullableId,
  product_id: NullableId,
});
export type OrderLineInput = Static<typeof OrderLineBody>;
const OrderLines = Type.Array(OrderLineBody, { minItems: 1, maxItems: MAX_ORDER_LINES });

/**
 * `POST /v1/orders` (public); the server prices the lines itself. `order_info` is how earlier
 * clients sent the lines; their prices, totals and names are ignored.
 */
export const PlaceOrderBody = Type.Object({
  shop_id: Id,
  table_id: NullableId,
  lines: Type.Optional(OrderLines),
  order_info: Type.Optional(OrderLines),
  notes: Type.Optional(
    Type.Union([Type.String({ maxLength: MAX_ORDER_NOTES_LENGTH }), Type.Null()]),
  ),
});
export type OrderInput = Static<typeof PlaceOrderBody>;

/** `PATCH /v1/orders/{id}`; `from_status` is the status the caller saw (else 409). */
export const OrderStatusBody = Type.Object({
  status: Type.Enum(ORDER_STATUSES),
  from_status: Type.Optional(Type.Enum(ORDER_STATUSES)),
});
export type OrderStatusInput = Static<typeof OrderStatusBody>;

// ── Content workflow ────────────────────────────────────────────────────────────────────────

/** `POST /v1/wfo/start-content-workflow`: what starts a content workflow for a kind. */
export const WorkflowStartBody = Type.Object({
  product_id: Id,
  product_name: Type.String({ maxLength: 255, default: '' }),
  /** Skip the validation by a person (default on). */
  brave_mode: Type.Boolean({ default: true }),
  /**
   * Brave mode replaces texts a person wrote as well. Without it brave mode fills only empty
   * (or generated) texts, and asks first when the kind has texts of its own.
   */
  overwrite: Type.Boolean({ default: false }),
});
export type WorkflowStart = Static<typeof WorkflowStartBody>;

/** What a person decided on one generated text; an edit carries the text to save. */
function textDecision(maxLength: number) {
  return Type.Optional(
    Type.Object({
      decision: Type.Enum(CONTENT_TEXT_DECISIONS),
      text: Type.Optional(Type.String({ minLength: 1, maxLength, pattern: '\\S' })),
    }),
  );
}

/**
 * `POST /v1/wfo/resume-content-workflow`: continues a workflow waiting for validation with the
 * effects settled on and, per text, accept, edit or reject; a text left out keeps the decision
 * the workflow proposed (own texts are kept, others accepted).
 */
export const WorkflowResumeBody = Type.Object({
  process_id: Id,
  effects: Type.Array(
    Type.String({ minLength: 1, maxLength: CONTENT_LIMITS.listItemLength, pattern: '\\S' }),
    { maxItems: CONTENT_LIMITS.listItems, uniqueItems: true },
  ),
  texts: Type.Optional(
    Type.Object({
      short_description_nl: textDecision(CONTENT_LIMITS.shortDescription),
      short_description_en: textDecision(CONTENT_LIMITS.shortDescription),
      description_nl: textDecision(CONTENT_LIMITS.description),
      description_en: textDecision(CONTENT_LIMITS.description),
    }),
  ),
});
export type WorkflowResume = Static<typeof WorkflowResumeBody>;
