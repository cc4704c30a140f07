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
export const MENU_FILE_LIMITS = { lines: 5000, errorsListed: 200, newProducts: 200 } as const;

/** One price of a product the import makes: its label as the file's column names it. */
export const MenuImportNewPrice = Type.Object({ label: Type.String(), price: Type.Number() });

/**
 * A line naming a product that is on neither the menu nor the catalogue (or a product of the
 * catalogue the user chose for a misspelt line): applying makes it, with a price combination
 * of these prices under `internal_product_id` and a row at the end of `category`.
 */
export const MenuImportCreation = Type.Object({
  line: Type.Number(),
  category: Type.String(),
  category_id: Id,
  product_name: Type.String(),
  /** A cannabis category gets a new kind, a horeca category a new horeca product. */
  type: Type.Enum(['kind', 'product']),
  /** The catalogue's kind or product the user chose; null: a new one is made. */
  existing_id: Nullable(Id),
  /** The register code the new combination gets. */
  internal_product_id: Type.String(),
  prices: Type.Array(MenuImportNewPrice),
  active: Type.Boolean(),
  new: Type.Boolean(),
});
export type MenuImportCreation = Static<typeof MenuImportCreation>;

/** A product of the menu or the catalogue whose name is close to a line's unknown name. */
export const MenuImportSuggestion = Type.Object({
  /** The menu's row (`on_menu`), else the catalogue's kind or product: the choice to send. */
  id: Id,
  name: Type.String(),
  on_menu: Type.Boolean(),
  /** The row's category; empty for a product of the catalogue. */
  category: Type.String(),
});

/**
 * A line whose unknown name is close to products that exist ("Bedoel je …?"): nothing happens
 * with it unless apply names a choice for its line (`choices`): one of `suggestions`, or `new`.
 */
export const MenuImportChoice = Type.Object({
  line: Type.Number(),
  category: Type.String(),
  product_name: Type.String(),
  internal_product_id: Type.String(),
  suggestions: Type.Array(MenuImportSuggestion),
  /** Why the line cannot be a new product; null when choosing `new` makes it. */
  new_problem: Nullable(Type.String()),
});
export type MenuImportChoice = Static<typeof MenuImportChoice>;

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
  /** Names that match nothing at all and cannot be made: `note` says what is missing. */
  unknown_products: Type.Array(MenuImportUnmatched),
  /** Lines that become new products on apply, at most `MENU_FILE_LIMITS.newProducts`. */
  new_items: Type.Array(MenuImportCreation),
  /** Lines with a misspelt name: applied only as the choice sent for them says. */
  choices: Type.Array(MenuImportChoice),
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
  /** Products (or rows of products of the catalogue) the import made. */
  created: Type.Number(),
  preview: MenuImportPreview,
});
export type MenuImportResult = Static<typeof MenuImportResult>;
