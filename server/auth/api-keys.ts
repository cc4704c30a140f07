import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { AppError } from '../errors';
import { msg } from '../i18n';
import { actAsKey } from '../services/writer/actor';
import { createFailureCounts, type FailureCounts } from './login-throttle';
import type { Principal } from './principal';

/**
 * API keys: other systems of a shop group (a register, a web shop) call a few routes with
 * `Authorization: Bearer plk_...` instead of a login. A key names its shop group, optionally one
 * shop, and its scopes; it acts as a member of that group without any role, only on routes that
 * name one of its scopes (`keyOrUser`), so it never reaches users, roles, keys or settings.
 * Only its SHA-256 is stored, and the row is read on every request with its maker's current
 * state (one indexed query, no cache), so a revoked key, or one whose maker is no longer an
 * active admin of the group, is refused at once by every process, as tokens are
 * (`auth/plugin.ts`).
 */

export const API_KEY_SCOPES = ['menu:read', 'prices:write', 'orders:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts so: it tells a key from a login token at a glance (and to scanners). */
export const API_KEY_PREFIX = 'plk_';

/** A new key: the text shown once, and what is stored of it. */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, API_KEY_PREFIX.length + 6) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The bearer credential of a request, when it is an API key. */
export function bearerApiKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1]?.startsWith(API_KEY_PREFIX) ? match[1] : undefined;
}

/** The key a request acts with, beside its principal. */
export interface ApiKeyIdentity {
  id: string;
  name: string;
  scopes: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request authenticated with an API key. */
    apiKey: ApiKeyIdentity | null;
  }
}

interface KeyRow {
  id: string;
  name: string;
  scopes: string[];
  shop_group_id: string;
  shop_id: string | null;
  created_by: string | null;
  maker_may_act: boolean;
  shop_ids: string[];
}

/**
 * Whether the maker of the key `k` (the user `u`, left-joined) may still act for the key's
 * group, as managing the group's keys asks: an active superuser, or an active user with the
 * admin role who is a member of the group. Read with the key on every request, so a key stops
 * the moment its maker is deactivated, leaves the group or loses the admin role.
 */
export const MAKER_MAY_ACT = sql`coalesce(u.is_active and (u.is_superuser or (
    exists (select 1 from user_shop_groups g
      where g.user_id = u.id and g.shop_group_id = k.shop_group_id)
    and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
      where ur.user_id = u.id and r.name = 'admin'))), false)`;

/**
 * The key and the principal it acts as; null for an unknown or revoked key. A key whose maker
 * may no longer act for its group is refused (403) until another admin takes it over.
 */
export async function principalOfApiKey(
  db: Database,
  key: string,
): Promise<{ key: ApiKeyIdentity; principal: Principal } | null> {
  if (key.length > 100) return null;
  const [row] = await rowsOf<KeyRow>(
    db,
    sql`select k.id, k.name, k.scopes, k.shop_group_id, k.shop_id, k.created_by,
          ${MAKER_MAY_ACT} as maker_may_act,
          coalesce((select json_agg(s.shop_id) from shop_group_shops s
            where s.shop_group_id = k.shop_group_id), '[]'::json) as shop_ids
        from api_keys k left join users u on u.id = k.created_by
        where k.key_hash = ${hashApiKey(key)} and k.revoked_at is null`,
  );
  if (!row) return null;
  // A key acts for the group as the person who made it (their account keeps the audit trail).
  if (!row.created_by || !row.maker_may_act) throw new AppError('API_KEY_MAKER');
  const shopIds = row.shop_id
    ? row.shop_ids.filter((id) => id === row.shop_id)
    : [...new Set(row.shop_ids)];
  return {
    key: { id: row.id, name: row.name, scopes: row.scopes },
    principal: {
      userId: row.created_by,
      username: row.name,
      email: '',
      isSuperuser: false,
      roleNames: [],
      shopGroupIds: [row.shop_group_id],
      shopIds,
      tokenVersion: 0,
    },
  };
}

/** How many requests one key may make a minute (every process together with Redis). */
export const DEFAULT_KEY_REQUESTS_PER_MINUTE = 120;

export interface KeyAuthOptions {
  db: Database;
  redisUrl: string | undefined;
  secretKey: string;
  requestsPerMinute: number;
}

/**
 * The `onRequest` hook maker of the routes a key may call: a key with `scope` passes (limited
 * per key, its last use noted at most once a minute), any other bearer goes through
 * `app.authenticate` as before.
 */
export function createKeyAuth(app: FastifyInstance, options: KeyAuthOptions) {
  const counts: FailureCounts = createFailureCounts(
    options.redisUrl,
    options.secretKey,
    'api-key-requests',
  );
  app.addHook('onClose', async () => counts.close());
  const noted = new Map<string, number>();

  async function noteUse(id: string) {
    const now = Date.now();
    if ((noted.get(id) ?? 0) > now - 60_000) return;
    noted.set(id, now);
    if (noted.size > 10_000) noted.delete(noted.keys().next().value as string);
    await options.db.execute(sql`update api_keys set last_used_at = now() where id = ${id}::uuid`);
  }

  return function keyOrUser(scope: ApiKeyScope) {
    return async function authenticateKeyOrUser(request: FastifyRequest, reply: FastifyReply) {
      const key = bearerApiKey(request);
      if (!key) return app.authenticate(request);
      const found = await principalOfApiKey(options.db, key);
      if (!found) throw new AppError('INVALID_TOKEN');
      const count = await counts.add(found.key.id, 60_000);
      if (count > options.requestsPerMinute) {
        const { expiresInMs } = await counts.read(found.key.id);
        const seconds = Math.max(1, Math.ceil(expiresInMs / 1000));
        reply.header('retry-after', String(seconds));
        throw new AppError('TOO_MANY_KEY_REQUESTS', msg('errors.tooManyKeyRequests', { seconds }));
      }
      if (!found.key.scopes.includes(scope)) {
        throw new AppError('API_KEY_SCOPE', msg('errors.apiKeyScope', { scope }));
      }
      request.principal = found.principal;
      request.apiKey = found.key;
      actAsKey({ id: found.key.id, name: found.key.name });
      await noteUse(found.key.id);
    };
  };
}
