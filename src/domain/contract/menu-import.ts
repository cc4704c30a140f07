/** Answers of a shop's menu as a spreadsheet: the preview of an import before it applies. */
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';
import { RegisterCodeChange } from './pricing';

/** One price of a row that the file changes. */
export const MenuImportPriceChange = Type.Object({
  label: Type.String(),
  old: Type.Number(),
  new: Type.Number(),
});

/** A label's discount the file changes: the discounted price before and after. */
export const MenuImportDiscountChange = Type.Object({
  label: Type.String(),
  old: Type.Union([Type.Number(), Type.Null()]),
  new: Type.Union([Type.Number(), Type.Null()]),
});

/** A row of the menu the file matched, and what the file changes on it. */
export const MenuImportRowChange = Type.Object({
  /** The file's line the row stands on (1 is the header). */
  line: Type.Number(),
  link_id: Id,
  category: Type.String(),
  product_name: Type.String(),
  internal_product_id: Type.String(),
  /** Empty when the prices stay. */
  prices: Type.Array(MenuImportPriceChange),
  /** The availability the row gets; null when it stays. */
  active: Type.Union([Type.Boolean(), Type.Null()]),
  /** Whether the row gets marked new; null when it stays. */
  new: Type.Union([Type.Boolean(), Type.Null()]),
  /** Discounts (the lower price per label) the file changes; null: no discount. */
  discounts: Type.Array(MenuImportDiscountChange),
  /**
   * The register code the row gets when its new prices cannot stay under its own (the
   * combination is shared and changes for this row only); null when the code stays.
   */
  register_code_change: Nullable(RegisterCodeChange),
  /**
   * The row's happy hours as the file's "Happy hour" column writes them, before and after;
   * absent or null when they stay.
   */
  happy_hour: Type.Optional(Nullable(Type.Object({ old: Type.String(), new: Type.String() }))),
});
export type MenuImportRowChange = Static<typeof MenuImportRowChange>;

/** A line naming nothing on the menu. */
export const MenuImportUnmatched = Type.Object({
  line: Type.Number(),
  category: Type.String(),
  product_name: Type.String(),
  internal_product_id: Type.String(),
  /** Why nothing happens with it, for the preview page. */
  note: Type.String(),
});

export const MenuImportLineError = Type.Object({ line: Type.Number(), message: Type.String() });

/** The encodings a menu file is read in; the preview names the one it found. */
export const MENU_FILE_ENCODINGS = [
  'utf-8',
  'utf-8-bom',
  'utf-16le',
  'utf-16be',
  'windows-1252',
] as const;
export type MenuFileEncoding = (typeof MENU_FILE_ENCODINGS)[number];

/** Lines after the header a menu file may have, and line errors a preview lists. */
export const MENU_FILE_LIMITS = { lines: 5000, errorsListed: 200 } as const;

/**
 * `POST /v1/shops/{shopId}/menu-import/preview`: what applying the file would change. `token`
 * names this file on this state of the menu; apply refuses (409) when the menu changed since.
 */
export const MenuImportPreview = Type.Object({
  token: Type.String(),
  /** Records in the file after the header. */
  rows: Type.Number(),
  /** Rows matched on the menu that stay as they are. */
  unchanged: Type.Number(),
  changes: Type.Array(MenuImportRowChange),
  /** Names that are kinds or products of the shop's groups but not on its menu (not added). */
  new_products: Type.Array(MenuImportUnmatched),
  /** Names that match nothing at all. */
  unknown_products: Type.Array(MenuImportUnmatched),
  /** The first `MENU_FILE_LIMITS.errorsListed` line errors, in file order. */
  errors: Type.Array(MenuImportLineError),
  /** Every line error, listed or not. */
  errors_total: Type.Number(),
  /** The encoding the file was read in. */
  encoding: Type.Enum(MENU_FILE_ENCODINGS),
});
export type MenuImportPreview = Static<typeof MenuImportPreview>;

/** `POST /v1/shops/{shopId}/menu-import/apply`: the preview that was applied. */
export const MenuImportResult = Type.Object({
  applied: Type.Number(),
  preview: MenuImportPreview,
});
export type MenuImportResult = Static<typeof MenuImportResult>;
