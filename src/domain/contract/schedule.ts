/** Scheduled changes: a link's change saved "vanaf" a moment, applied then by the server. */
import { Type, type Static } from 'typebox';
import { Id, Nullable, Timestamp } from './common';
import { LinkBulkAction, LinkPricesBody } from './requests';

export const SCHEDULED_CHANGE_KINDS = [
  'prices',
  'availability',
  'new',
  'discount',
  'remove_discounts',
  'category',
] as const;
export type ScheduledChangeKind = (typeof SCHEDULED_CHANGE_KINDS)[number];

export const SCHEDULED_CHANGE_STATUSES = ['pending', 'applied', 'cancelled', 'failed'] as const;
export type ScheduledChangeStatus = (typeof SCHEDULED_CHANGE_STATUSES)[number];

/**
 * What changes: the price modal's new prices (`PUT /v1/shops-to-prices/{id}/prices`) or one of
 * the products list's row actions (`POST /v1/shops-to-prices/bulk`), as those requests carry it.
 */
export const ScheduledChangeAction = Type.Union([
  Type.Object({ type: Type.Literal('prices'), ...LinkPricesBody.properties }),
  ...LinkBulkAction.anyOf,
]);
export type ScheduledChangeActionInput = Static<typeof ScheduledChangeAction>;

/** A moment on the shop's clock: the day and the time there (the shop's time zone). */
export const LocalMomentBody = Type.Object({
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', examples: ['2026-03-30'] }),
  time: Type.String({ pattern: '^\\d{2}:\\d{2}(:\\d{2})?$', examples: ['09:00'] }),
});

/** `POST /v1/scheduled-changes`: the row, what changes, and from when. */
export const ScheduledChangeBody = Type.Object({
  link_id: Id,
  change: ScheduledChangeAction,
  at: LocalMomentBody,
});
export type ScheduledChangeInput = Static<typeof ScheduledChangeBody>;

/** `PUT /v1/scheduled-changes/{id}`: another moment, another change, or both (pending only). */
export const ScheduledChangeEditBody = Type.Object({
  change: Type.Optional(ScheduledChangeAction),
  at: Type.Optional(LocalMomentBody),
});
export type ScheduledChangeEdit = Static<typeof ScheduledChangeEditBody>;

/** A price of a row as the list shows it: quantity and price, and a free label ('Fles') if any. */
const ScheduledPrice = Type.Object({
  quantity: Type.Number(),
  price: Type.Number(),
  label: Type.Optional(Type.String()),
});

/**
 * A link as a scheduled change finds it: what the list shows as "old" next to the change.
 */
export const ScheduledLinkState = Type.Object({
  active: Type.Boolean(),
  new: Type.Boolean(),
  category_name: Nullable(Type.String()),
  /** The row has discounts (action labels). */
  discounted: Type.Boolean(),
  cannabis: Type.Array(ScheduledPrice),
  pre_rolled_joints: Type.Array(ScheduledPrice),
  edible: Type.Array(ScheduledPrice),
});
export type ScheduledLinkStateView = Static<typeof ScheduledLinkState>;

/** A scheduled change as listed: what, when (also on the shop's clock), who, and how it went. */
export const ScheduledChange = Type.Object({
  id: Id,
  shop_id: Id,
  link_id: Id,
  /** The row's product or kind; null once the row is gone. */
  product_name: Nullable(Type.String()),
  category_name: Nullable(Type.String()),
  kind: Type.Enum(SCHEDULED_CHANGE_KINDS),
  change: ScheduledChangeAction,
  /** For a category move: the category's name. */
  target_category_name: Nullable(Type.String()),
  /**
   * The row before the change: as it was just before it was applied, or (not applied yet) as
   * it is now; null when unknown (the row is gone, or applied before this was kept).
   */
  before: Nullable(ScheduledLinkState),
  apply_at: Timestamp,
  /** The shop's time zone: `local` is the moment on its clock. */
  time_zone: Type.String(),
  local: LocalMomentBody,
  status: Type.Enum(SCHEDULED_CHANGE_STATUSES),
  failure: Nullable(Type.String()),
  applied_at: Nullable(Timestamp),
  created_by: Nullable(Id),
  created_by_name: Nullable(Type.String()),
  /** Who the change acts for, with their rights when it is due: whoever last saved it. */
  set_by: Nullable(Id),
  set_by_name: Nullable(Type.String()),
  created_at: Timestamp,
  modified_at: Timestamp,
});
export type ScheduledChangeView = Static<typeof ScheduledChange>;
