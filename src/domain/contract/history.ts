/** The history of changes: who changed what, when, with the values before and after. */
import { Type, type Static } from 'typebox';
import { Id, Nullable, Timestamp } from './common';

/** The tables a change can touch, in the API's words (the "kind of change" filter). */
export const HISTORY_TABLES = [
  'users',
  'user_roles',
  'shop_groups',
  'shop_group_shops',
  'user_shop_groups',
  'shops',
  'screens',
  'shop_tables',
  'strains',
  'tags',
  'flavors',
  'kinds',
  'kinds_to_strains',
  'kinds_to_tags',
  'kinds_to_flavors',
  'products',
  'main_categories',
  'categories',
  'category_screens',
  'images',
  'prices',
  'shops_to_prices',
  'orders',
  'order_lines',
  'app_settings',
  'board_devices',
  'scheduled_changes',
  'happy_hours',
] as const;
export type HistoryTable = (typeof HISTORY_TABLES)[number];

/** One field of a row that a change set from `before` to `after` (JSON values as stored). */
export const HistoryField = Type.Object({
  field: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});

/** One row a change inserted, updated or deleted. */
export const HistoryRow = Type.Object({
  table: Type.Enum(HISTORY_TABLES),
  op: Type.Enum(['insert', 'update', 'delete']),
  row_id: Type.String(),
  /** What the row is, in words: "Ketama", "Prijs combi 20001 (Ketama, Afghaan)", a username. */
  label: Type.String(),
  /**
   * The row's change in words of the request's language, with names, never ids: "Ketama 1g 10,00
   * → 10,50", "Ketama krijgt kassacode 20006 (was 20001)".
   */
  text: Type.String(),
  /** The kind or horeca product the row is about, when it is about one. */
  subject_id: Nullable(Id),
  fields: Type.Array(HistoryField),
});
export type HistoryRow = Static<typeof HistoryRow>;

/** One write: who, when, and every row it changed. */
export const HistoryEntry = Type.Object({
  id: Type.Integer(),
  created_at: Timestamp,
  user_id: Nullable(Id),
  user_name: Nullable(Type.String()),
  shop_ids: Type.Array(Id),
  /** The change this one undid. */
  undo_of: Nullable(Type.Integer()),
  /** The change that undid this one. */
  undone_by: Nullable(Type.Integer()),
  rows: Type.Array(HistoryRow),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

/** `GET /v1/history` filters. */
export const HistoryQuery = Type.Object({
  shop_id: Type.Optional(Id),
  /** A kind or horeca product: its own changes, its links' and their price combinations'. */
  product_id: Type.Optional(Id),
  user_id: Type.Optional(Id),
  table: Type.Optional(Type.Enum(HISTORY_TABLES)),
  from: Type.Optional(Timestamp),
  to: Type.Optional(Timestamp),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
});
export type HistoryQuery = Static<typeof HistoryQuery>;

/** A page of history, newest first. */
export const HistoryPage = Type.Object({
  entries: Type.Array(HistoryEntry),
  total: Type.Integer(),
});
export type HistoryPage = Static<typeof HistoryPage>;

/** A price combination a link had, from the history (`…/price-history`). */
export const LinkPriceHistoryEntry = Type.Object({
  price_id: Id,
  /** When the row moved away from it; null for the combination it has now. */
  until: Nullable(Timestamp),
});
export type LinkPriceHistoryEntry = Static<typeof LinkPriceHistoryEntry>;
