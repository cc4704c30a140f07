/** Screen health: what boards report and what staff read about them. */
import { Type, type Static } from 'typebox';
import { Id, Nullable, Timestamp } from './common';

export const BoardKind = Type.Union([Type.Literal('screen'), Type.Literal('device')]);
export const BoardStateSchema = Type.Union([
  Type.Literal('online'),
  Type.Literal('starting'),
  Type.Literal('offline'),
  Type.Literal('outdated'),
  Type.Literal('failing'),
]);

/**
 * A board's heartbeat (over its socket as `{"type":"health", ...}`, or `POST /v1/boards/report`
 * while the socket is down). Public and never trusted for anything but the board's health.
 */
export const BoardReportBody = Type.Object(
  {
    shop_id: Id,
    /** The screen's id for a screen board, the device id it keeps for a shop-level board. */
    board_id: Id,
    kind: BoardKind,
    version: Type.String({ maxLength: 64 }),
    feed_etag: Nullable(Type.String({ maxLength: 200 })),
    feed_modified_at: Nullable(Type.String({ format: 'date-time', maxLength: 40 })),
    last_render_at: Nullable(Type.String({ format: 'date-time', maxLength: 40 })),
    render_errors: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    uptime_s: Type.Integer({ minimum: 0, maximum: 2_000_000_000 }),
    heap_bytes: Nullable(Type.Integer({ minimum: 0, maximum: 1e15 })),
    stage_width: Type.Integer({ minimum: 0, maximum: 100_000 }),
    stage_height: Type.Integer({ minimum: 0, maximum: 100_000 }),
    page_url: Type.String({ maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type BoardReportBody = Static<typeof BoardReportBody>;

/** `GET /v1/boards/shop/{shopId}`: one board of the shop with its last report and state. */
export const BoardStatus = Type.Object({
  board_id: Id,
  kind: BoardKind,
  /** The screen's name, or the name staff gave the device (empty until then). */
  name: Type.String(),
  screen_id: Nullable(Id),
  state: BoardStateSchema,
  reported_at: Nullable(Timestamp),
  version: Nullable(Type.String()),
  feed_etag: Nullable(Type.String()),
  feed_modified_at: Nullable(Timestamp),
  /** The shop's current feed version, to compare with what the board shows. */
  current_feed_modified_at: Nullable(Timestamp),
  last_render_at: Nullable(Timestamp),
  render_errors: Type.Integer(),
  uptime_s: Nullable(Type.Integer()),
  heap_bytes: Nullable(Type.Integer()),
  stage_width: Nullable(Type.Integer()),
  stage_height: Nullable(Type.Integer()),
  page_url: Nullable(Type.String()),
  /** The app version the server serves now (an `outdated` board runs an older one). */
  current_version: Nullable(Type.String()),
  /** Paired by a code at `/scherm` (such a board can be moved); false for an address board. */
  paired: Type.Boolean(),
  /** The orientation staff chose when pairing or moving it; null when not paired. */
  orientation: Nullable(Type.Union([Type.Literal('landscape'), Type.Literal('portrait')])),
  /** What a paired stick shows (`src/domain/board-view.ts`) and its theme; null when not paired. */
  view: Nullable(Type.String()),
  theme: Nullable(Type.Union([Type.Literal('dark'), Type.Literal('light')])),
});
export type BoardStatus = Static<typeof BoardStatus>;

/** `GET /v1/boards/shop/{shopId}?limit=&offset=`: a page of the shop's boards (50 by default). */
export const BoardListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 200, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
});
export type BoardListQuery = Static<typeof BoardListQuery>;

/**
 * A page of a shop's boards with their total and how many are offline, outdated or failing
 * (with the first names of those, for the header), so the header asks for `limit=0`.
 */
export const BoardPage = Type.Object({
  items: Type.Array(BoardStatus),
  total: Type.Integer(),
  unhealthy: Type.Integer(),
  unhealthy_names: Type.Array(Type.String(), { maxItems: 10 }),
});
export type BoardPage = Static<typeof BoardPage>;

/**
 * The answer to a board's first report (`POST /v1/boards/report`, or `secret` in the socket's
 * `health_ok`), and to the first after staff reset it: the board's secret, which it keeps and
 * sends with every later report (`X-Board-Secret`, or `secret` on the socket).
 */
export const BoardSecret = Type.Object({ secret: Type.String() });
export type BoardSecret = Static<typeof BoardSecret>;

/** `PUT /v1/boards/shop/{shopId}/{boardId}/name`: a shop-level board's name. */
export const BoardRenameBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 60 }) },
  { additionalProperties: false },
);
export type BoardRenameBody = Static<typeof BoardRenameBody>;
