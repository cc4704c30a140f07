import { Type } from 'typebox';
import { ApiKey, CreateApiKeyBody, CreatedApiKey, NoContent } from '../../src/domain/contract';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { IdParams, Uuid } from '../http/schemas';
import {
  createApiKey,
  listApiKeys,
  revokeApiKey,
  takeOverApiKey,
} from '../services/accounts/api-keys';

/** API keys of a shop group ("Koppelingen"): made, listed and revoked by its admins. */
export function registerApiKeyRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  app.get(
    '/api-keys',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "List a shop group's API keys",
        description:
          "For the group's admins: never the key, only its first characters, scopes, shop, last use, and whose rights it acts with (`made_by`; `maker_may_act` is false when that person is no longer an active admin of the group, and the key is then refused with 403 `api_key_maker`).",

        response: { 200: Type.Array(ApiKey) },
        querystring: Type.Object({ shop_group_id: Uuid }),
      },
    },
    async (request) => listApiKeys(db, principalOf(request), request.query.shop_group_id),
  );

  app.post(
    '/api-keys',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Create an API key',
        description:
          'The key is in this answer only (`plk_…`); only its SHA-256 is kept. Scopes: `menu:read`, `prices:write`, `orders:read`; `shop_id` limits it to one shop of the group. A key never works for users, roles, keys or settings, and is limited per key (429 with `Retry-After`).',
        response: { 201: CreatedApiKey },
        body: CreateApiKeyBody,
      },
    },
    async (request, reply) => {
      const created = await createApiKey(db, principalOf(request), request.body);
      // The key is in this answer only: no cache may keep it.
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.delete(
    '/api-keys/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Revoke an API key',
        description: 'Refused at once by every server process.',
        response: { 204: NoContent },
        params: IdParams,
      },
    },
    async (request, reply) => {
      await revokeApiKey(db, principalOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api-keys/:id/take-over',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Take an API key over',
        description:
          "For an admin of the key's group: the key acts with the caller's rights from now on (for example after its maker left). Noted in the audit log; a revoked key cannot be taken over (409 `api_key_revoked`).",
        response: { 200: ApiKey },
        params: IdParams,
      },
    },
    async (request) => takeOverApiKey(db, principalOf(request), request.params.id),
  );
}
