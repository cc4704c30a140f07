/**
 * The building blocks of the API's answers: TypeBox schemas that the server declares on its
 * routes (answers are serialised through them, so fields outside a schema never leave the
 * server) and that the browser derives its types from (`Static<typeof …>`).
 */
import { Type, type Static, type TSchema } from 'typebox';
import { BOARD_THEMES } from '../themes';
import { PRICELIST_COLUMNS, SCREEN_ORIENTATIONS, SHOP_TYPES } from '../constants';

export const Id = Type.String({ format: 'uuid' });
/** An ISO 8601 moment, e.g. `2026-11-24T14:02:00.000Z`. */
export const Timestamp = Type.String({ format: 'date-time' });

export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** A list of another schema: what list routes answer. */
export function ListOf<T extends TSchema>(schema: T) {
  return Type.Array(schema);
}

/** One price of a combination, in board order. */
export const PriceEntry = Type.Object({
  label: Type.String(),
  quantity: Type.Number(),
  price: Type.Number(),
  active: Type.Boolean(),
});

/** A discount on one label of a link. */
export const PriceAction = Type.Object({ label: Type.String(), price: Type.Number() });

/** Per-screen display options of a category. */
export const ScreenAdvancedOptions = Type.Object({
  show_chis: Type.Boolean(),
  show_flags: Type.Boolean(),
  show_images: Type.Boolean(),
  show_product_description: Type.Boolean(),
  show_strains: Type.Boolean(),
  use_custom_color: Type.Boolean(),
  sort_prices_descending: Type.Boolean(),
  include_joints_in_sorting: Type.Boolean(),
  enable_image_for_category: Type.Boolean(),
  color_opacity: Type.Number(),
});

export const ScreenExtraConfig = Type.Object({
  big_screen_enable: Type.Boolean(),
  use_truncated_prices: Type.Boolean(),
});

/** A shop's board settings; the theme is one of `BOARD_THEMES`. */
export const ShopConfig = Type.Object({
  use_truncated_prices: Type.Boolean(),
  theme: Type.Optional(Type.Enum(BOARD_THEMES.map((theme) => theme.id))),
});

export const ScreenOrientation = Type.Enum(SCREEN_ORIENTATIONS);
/** What a shop sells: 'cannabis', 'horeca' or 'both'. */
export const ShopTypeSchema = Type.Enum(SHOP_TYPES);
export const PricelistColumn = Type.Enum(PRICELIST_COLUMNS);

/** `GET /v1/{…}/is-deletable/{id}`. */
export const Deletability = Type.Object({
  is_deletable: Type.Boolean(),
  /** Why not, when it is not deletable. */
  reason: Type.Optional(Type.String()),
});
export type Deletability = Static<typeof Deletability>;

/** One problem of a refused request: where (`['body', 'name']`), what, and its parameters. */
export const ValidationIssue = Type.Object({
  loc: Type.Array(Type.Union([Type.String(), Type.Number()])),
  msg: Type.String(),
  ctx: Type.Record(Type.String(), Type.Unknown()),
});
export type ValidationIssue = Static<typeof ValidationIssue>;

/** Every error answer: `{detail}`, with `validation_errors` on 400s of forms. */
export const ErrorBody = Type.Object({
  detail: Type.String(),
  validation_errors: Type.Optional(Type.Array(ValidationIssue)),
  /**
   * What went wrong, for programs (the detail is for people, in their language): the error's
   * code in lower case, e.g. `not_found`; `stale_version` on a 409 for a save made on an older
   * version (the client offers to reload).
   */
  code: Type.Optional(Type.String()),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** A short confirmation, e.g. of a password reset. */
export const Message = Type.Object({ msg: Type.String() });
export type Message = Static<typeof Message>;

/** The answer of a delete (204): no body. */
export const NoContent = Type.Unsafe<undefined>({ description: 'No content', type: 'null' });

/** An answer that is a picture's bytes, not JSON. */
export const PictureBytes = Type.Unsafe<Uint8Array>({
  description: 'The picture, in the format its Content-Type names',
  type: 'string',
  format: 'binary',
});
