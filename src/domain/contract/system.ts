/** Answers about the server itself: health and the maintenance pause. */
import { Type, type Static } from 'typebox';
import { Nullable, Timestamp } from './common';

/** `GET /v1/health`: `ok`, or `unavailable` (503) when the database does not answer. */
export const Health = Type.Object({
  status: Type.Enum(['ok', 'unavailable']),
  detail: Type.Optional(Type.String()),
});

/** `GET`/`PUT /v1/settings/maintenance`: whether forms and workflows may change data. */
export const Maintenance = Type.Object({
  paused: Type.Boolean(),
  modified_at: Nullable(Timestamp),
});
export type Maintenance = Static<typeof Maintenance>;
