/**
 * Pairing a screen stick by a short code, and the fleet: every board of every shop a user may
 * see, with what it shows now.
 */
import { Type, type Static } from 'typebox';
import { BoardKind } from './boards';
import { BOARD_VIEW_PATTERN } from '../board-view';
import { Id, Nullable, Timestamp } from './common';

export const PairingOrientation = Type.Union([Type.Literal('landscape'), Type.Literal('portrait')]);

/**
 * What a stick shows of its shop (`src/domain/board-view.ts`): `board` (the shop's board),
 * `horeca`, `extra`, `cannabis`, or `show:{id}` for a show of the start-a-show menu.
 */
export const BoardView = Type.String({ maxLength: 40, pattern: BOARD_VIEW_PATTERN });
/** The board's theme: dark (the shop's own) or light (`/light`). */
export const BoardThemeSchema = Type.Union([Type.Literal('dark'), Type.Literal('light')]);

/**
 * `POST /v1/pairing`: a new code for a stick at `/scherm`. `secret` is the stick's own (it polls
 * with it, and it becomes its board's secret once paired); the server keeps only its hash.
 */
export const PairingStart = Type.Object({
  pairing_id: Id,
  code: Type.String(),
  secret: Type.String(),
  expires_at: Timestamp,
  /** How often the stick asks whether it was paired. */
  poll_ms: Type.Integer(),
});
export type PairingStart = Static<typeof PairingStart>;

/** `GET /v1/pairing/{id}` (with `X-Pairing-Secret`): waiting, expired, or paired to a board. */
export const PairingStatus = Type.Object({
  state: Type.Union([Type.Literal('waiting'), Type.Literal('expired'), Type.Literal('paired')]),
  expires_at: Timestamp,
  shop_id: Nullable(Id),
  board_id: Nullable(Id),
  kind: Nullable(BoardKind),
  screen_id: Nullable(Id),
  orientation: Nullable(PairingOrientation),
  view: Nullable(BoardView),
  theme: Nullable(BoardThemeSchema),
});
export type PairingStatus = Static<typeof PairingStatus>;

/**
 * `POST /v1/pairing/claim`: staff pair the stick showing `code` to the shop's board (a new
 * shop-level board, `screen_id` null) or to one of its screens, in an orientation.
 */
export const PairingClaimBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 20 }),
    shop_id: Id,
    screen_id: Nullable(Id),
    orientation: PairingOrientation,
    /** What it shows; the shop's board when left out. A wall screen shows its own board. */
    view: Type.Optional(BoardView),
    theme: Type.Optional(BoardThemeSchema),
    name: Type.Optional(Type.String({ maxLength: 60 })),
  },
  { additionalProperties: false },
);
export type PairingClaimBody = Static<typeof PairingClaimBody>;

/** The board a claimed code made (or took over). */
export const PairingClaimed = Type.Object({
  shop_id: Id,
  board_id: Id,
  kind: BoardKind,
  screen_id: Nullable(Id),
  orientation: PairingOrientation,
  view: BoardView,
  theme: BoardThemeSchema,
});
export type PairingClaimed = Static<typeof PairingClaimed>;

/**
 * `POST /v1/boards/shop/{shopId}/{boardId}/move`: staff move a paired stick to another shop of
 * their groups (a new shop-level board, `screen_id` null, or one of its screens), or to another
 * screen or orientation of the same shop, in one step.
 */
export const BoardMoveBody = Type.Object(
  {
    shop_id: Id,
    screen_id: Nullable(Id),
    orientation: PairingOrientation,
    view: Type.Optional(BoardView),
    theme: Type.Optional(BoardThemeSchema),
  },
  { additionalProperties: false },
);
export type BoardMoveBody = Static<typeof BoardMoveBody>;

/**
 * `POST /v1/boards/moved` (with the stick's old `X-Board-Secret`): where the stick was moved
 * and its new board secret, given once; the old secret counts for nothing from the move on.
 */
export const BoardMoved = Type.Object({
  shop_id: Id,
  board_id: Id,
  kind: BoardKind,
  screen_id: Nullable(Id),
  orientation: PairingOrientation,
  view: BoardView,
  theme: BoardThemeSchema,
  secret: Type.String(),
});
export type BoardMoved = Static<typeof BoardMoved>;

/** A board's state in the fleet: its health, or `closed` while its shop is closed by its hours. */
export const FleetStateSchema = Type.Union([
  Type.Literal('online'),
  Type.Literal('starting'),
  Type.Literal('offline'),
  Type.Literal('outdated'),
  Type.Literal('failing'),
  Type.Literal('closed'),
]);
export type FleetState = Static<typeof FleetStateSchema>;

/** `GET /v1/fleet?shop=&state=&limit=&offset=`. */
export const FleetQuery = Type.Object({
  shop: Type.Optional(Id),
  state: Type.Optional(FleetStateSchema),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 200, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
});
export type FleetQuery = Static<typeof FleetQuery>;

/** One board of the fleet. */
export const FleetBoard = Type.Object({
  shop_id: Id,
  shop_name: Type.String(),
  board_id: Id,
  kind: BoardKind,
  /** The screen's name, or the name staff gave the device (empty until then). */
  name: Type.String(),
  screen_id: Nullable(Id),
  state: FleetStateSchema,
  reported_at: Nullable(Timestamp),
  version: Nullable(Type.String()),
  feed_modified_at: Nullable(Timestamp),
  /** The orientation staff chose when pairing; null for a board opened by its address. */
  orientation: Nullable(PairingOrientation),
  /** What a paired stick shows (`board`, a list, `show:{id}`); null for a board not paired. */
  view: Nullable(BoardView),
  theme: Nullable(BoardThemeSchema),
  paired: Type.Boolean(),
  /** The address the board reported (the old `/pricelist/…` addresses). */
  page_url: Nullable(Type.String()),
  /** When the latest picture of its canvas was taken; null when there is none. */
  screenshot_at: Nullable(Timestamp),
  /** The app version the server serves now (an `outdated` board runs an older one). */
  current_version: Nullable(Type.String()),
});
export type FleetBoard = Static<typeof FleetBoard>;

export const FleetCounts = Type.Object({
  online: Type.Integer(),
  starting: Type.Integer(),
  offline: Type.Integer(),
  outdated: Type.Integer(),
  failing: Type.Integer(),
  closed: Type.Integer(),
});
export type FleetCounts = Static<typeof FleetCounts>;

/** A page of the fleet, the total and the count per state (of the shop filter), and the shops. */
export const FleetPage = Type.Object({
  items: Type.Array(FleetBoard),
  total: Type.Integer(),
  counts: FleetCounts,
  shops: Type.Array(Type.Object({ id: Id, name: Type.String(), boards: Type.Integer() })),
});
export type FleetPage = Static<typeof FleetPage>;

/**
 * `GET /v1/fleet/seen?shop=`: browsers that opened a board address but are no screen ("Gezien
 * via adres, niet gekoppeld"): viewers this process saw lately (`stored` false), and address
 * boards kept from before screens were told apart (`stored` true, forgotten after a silent week).
 */
export const SeenBoard = Type.Object({
  shop_id: Id,
  shop_name: Type.String(),
  board_id: Id,
  page_url: Type.String(),
  stage_width: Type.Integer(),
  stage_height: Type.Integer(),
  last_seen_at: Timestamp,
  stored: Type.Boolean(),
});
export type SeenBoard = Static<typeof SeenBoard>;

export const SeenQuery = Type.Object({
  shop: Type.Optional(Id),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 200, default: 50 })),
});
export type SeenQuery = Static<typeof SeenQuery>;

export const SeenPage = Type.Object({ items: Type.Array(SeenBoard), total: Type.Integer() });
export type SeenPage = Static<typeof SeenPage>;

/**
 * `GET /v1/shops/{shopId}/board-alerts`: after how many minutes a dark board of the open shop
 * is reported, whether the caller may change that, and whether the caller asked for the
 * messages ("Meldingen over schermen") and at which address (the account's own until then).
 */
export const BoardAlertSettings = Type.Object({
  shop_id: Id,
  minutes: Type.Integer(),
  may_change_minutes: Type.Boolean(),
  subscribed: Type.Boolean(),
  email: Type.String(),
});
export type BoardAlertSettings = Static<typeof BoardAlertSettings>;

export const BoardAlertMinutesBody = Type.Object(
  { minutes: Type.Integer({ minimum: 2, maximum: 240 }) },
  { additionalProperties: false },
);
export type BoardAlertMinutesBody = Static<typeof BoardAlertMinutesBody>;

export const BoardAlertSubscriptionBody = Type.Object(
  { email: Type.String({ format: 'email', minLength: 3, maxLength: 254 }) },
  { additionalProperties: false },
);
export type BoardAlertSubscriptionBody = Static<typeof BoardAlertSubscriptionBody>;
