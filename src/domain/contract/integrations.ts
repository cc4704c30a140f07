import { Type, type Static } from 'typebox';
import { Id, Nullable, Timestamp } from './common';
import { RegisterCodeChange } from './pricing';
import { PriceListBody } from './requests';

/** What a key may do: read the menu, change prices and availability, read orders. */
export const ApiKeyScope = Type.Union([
  Type.Literal('menu:read'),
  Type.Literal('prices:write'),
  Type.Literal('orders:read'),
]);
export type ApiKeyScope = Static<typeof ApiKeyScope>;

/** A key as the "Koppelingen" page lists it: never the key itself. */
export const ApiKey = Type.Object({
  id: Id,
  shop_group_id: Id,
  shop_id: Nullable(Id),
  name: Type.String(),
  scopes: Type.Array(ApiKeyScope),
  /** The key's first characters, to tell keys apart. */
  key_prefix: Type.String(),
  created_at: Timestamp,
  last_used_at: Nullable(Timestamp),
  revoked_at: Nullable(Timestamp),
  /** Whose rights the key acts with: its maker, or the admin who took it over. */
  made_by: Nullable(Type.Object({ id: Id, username: Type.String() })),
  /** False when that person is no longer an active admin of the group: the key is refused. */
  maker_may_act: Type.Boolean(),
});
export type ApiKey = Static<typeof ApiKey>;

/** A new key: the only answer that carries the key. */
export const CreatedApiKey = Type.Object({
  ...ApiKey.properties,
  key: Type.String({ description: 'The key, shown this once; only its hash is kept.' }),
});
export type CreatedApiKey = Static<typeof CreatedApiKey>;

export const CreateApiKeyBody = Type.Object({
  shop_group_id: Id,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  scopes: Type.Array(ApiKeyScope, { minItems: 1, maxItems: 3, uniqueItems: true }),
  shop_id: Type.Optional(Nullable(Id)),
});
export type CreateApiKeyBody = Static<typeof CreateApiKeyBody>;

/** The events a webhook address can be sent. */
export const WebhookEvent = Type.Union([
  Type.Literal('prices.changed'),
  Type.Literal('availability.changed'),
  Type.Literal('order.placed'),
  Type.Literal('order.status_changed'),
  Type.Literal('board.offline'),
  Type.Literal('board.online'),
]);
export type WebhookEvent = Static<typeof WebhookEvent>;

export const WebhookEndpoint = Type.Object({
  id: Id,
  shop_group_id: Id,
  url: Type.String(),
  events: Type.Array(WebhookEvent),
  active: Type.Boolean(),
  created_at: Timestamp,
});
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

/** A new address: the only answer that carries its signing secret. */
export const CreatedWebhookEndpoint = Type.Object({
  ...WebhookEndpoint.properties,
  secret: Type.String({ description: 'The signing secret, shown this once.' }),
});
export type CreatedWebhookEndpoint = Static<typeof CreatedWebhookEndpoint>;

export const CreateWebhookBody = Type.Object({
  shop_group_id: Id,
  url: Type.String({ minLength: 8, maxLength: 2000 }),
  events: Type.Array(WebhookEvent, { minItems: 1, maxItems: 6, uniqueItems: true }),
});
export type CreateWebhookBody = Static<typeof CreateWebhookBody>;

export const WebhookDelivery = Type.Object({
  id: Id,
  endpoint_id: Id,
  event: WebhookEvent,
  status: Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')]),
  attempts: Type.Integer(),
  created_at: Timestamp,
  last_attempt_at: Nullable(Timestamp),
  next_attempt_at: Nullable(Timestamp),
  response_code: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

const RegisterCode = Type.String({ minLength: 1, maxLength: 32, examples: ['20001'] });
const IfMatch = Type.String({
  maxLength: 100,
  description: 'The row\'s ETag or "<modified_at>": refused with stale_version once it moved on.',
});

/** `PUT /v1/shops/{shopId}/register-codes/prices`: new prices per register code. */
export const CodePricesBody = Type.Object({
  items: Type.Array(
    Type.Object({
      code: RegisterCode,
      /** Which row of the code, when several rows show it and `for` is `this`. */
      product_name: Type.Optional(Type.String({ maxLength: 255 })),
      cannabis: PriceListBody,
      pre_rolled_joints: PriceListBody,
      edible: PriceListBody,
      /** `all`: the combination changes for every row showing it; `this`: a copy for this row. */
      for: Type.Union([Type.Literal('all'), Type.Literal('this')]),
      if_match: Type.Optional(IfMatch),
    }),
    { minItems: 1, maxItems: 200 },
  ),
});
export type CodePricesInput = Static<typeof CodePricesBody>;

/** `PUT /v1/shops/{shopId}/register-codes/availability`: sold out or back, by code or name. */
export const CodeAvailabilityBody = Type.Object({
  items: Type.Array(
    Type.Object({
      code: Type.Optional(RegisterCode),
      product_name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
      active: Type.Boolean(),
      if_match: Type.Optional(IfMatch),
    }),
    { minItems: 1, maxItems: 200 },
  ),
});
export type CodeAvailabilityInput = Static<typeof CodeAvailabilityBody>;

/** One item's outcome: 200 with the rows it changed, or its refusal as `{detail, error}`. */
export const CodeResult = Type.Object({
  index: Type.Integer(),
  code: Nullable(Type.String()),
  status: Type.Integer(),
  row_ids: Type.Array(Id),
  register_code: Type.Optional(Type.String()),
  register_code_change: Type.Optional(Nullable(RegisterCodeChange)),
  error: Type.Optional(Type.String()),
  detail: Type.Optional(Type.String()),
});
export type CodeResult = Static<typeof CodeResult>;

export const CodeResults = Type.Object({
  /** Items changed. */
  changed: Type.Integer(),
  results: Type.Array(CodeResult),
});
export type CodeResults = Static<typeof CodeResults>;
