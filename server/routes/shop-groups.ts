import { ShopGroupBody, ShopGroupChangeBody } from '../../src/domain/contract';
import { NoContent, ShopGroup } from '../../src/domain/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertSuperuser, canAccessShop, canAccessShopGroup } from '../auth/principal';
import { shopGroupShops, shopGroups } from '../db/schema';
import { notFound } from '../errors';
import { ListQuerySchema, listPage, type ListSpec } from '../http/list-query';
import { IdParams, ShopIdParams } from '../http/schemas';
import {
  createShopGroup,
  deleteShopGroup,
  getShopGroup,
  updateShopGroup,
} from '../services/shop-groups';
import { shopGroupsWithShops } from '../services/users';

const SHOP_GROUP_LIST: ListSpec = {
  resource: 'shop-groups',
  fields: {
    id: { column: shopGroups.id, type: 'uuid' },
    name: { column: shopGroups.name, type: 'text' },
    created_at: { column: shopGroups.createdAt, type: 'date' },
    modified_at: { column: shopGroups.modifiedAt, type: 'date' },
  },
  defaultSort: [sql`lower(${shopGroups.name})`, sql`${shopGroups.id}`],
};

export function registerShopGroupRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  app.get(
    '/shop-groups',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(ShopGroup) }, querystring: ListQuerySchema },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const scope = principal.isSuperuser
        ? undefined
        : inArray(shopGroups.id, principal.shopGroupIds);
      const page = await listPage(reply, db, shopGroups, SHOP_GROUP_LIST, request.query, scope);
      const withShops = await shopGroupsWithShops(
        db,
        page.rows.map((g) => g.id),
      );
      // Keep the requested order; shopGroupsWithShops sorts by name.
      const byId = new Map(withShops.map((group) => [group.id, group]));
      return page.rows.flatMap((row) => byId.get(row.id) ?? []);
    },
  );

  app.get(
    '/shop-groups/shop-id/:shopId',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(ShopGroup) }, params: ShopIdParams },
    },
    async (request) => {
      const principal = principalOf(request);
      if (!canAccessShop(principal, request.params.shopId)) throw notFound('Shop');
      const memberships = await db
        .select({ id: shopGroupShops.shopGroupId })
        .from(shopGroupShops)
        .where(
          and(
            eq(shopGroupShops.shopId, request.params.shopId),
            principal.isSuperuser
              ? undefined
              : inArray(shopGroupShops.shopGroupId, principal.shopGroupIds),
          ),
        );
      return shopGroupsWithShops(
        db,
        memberships.map((m) => m.id),
      );
    },
  );

  app.get(
    '/shop-groups/:id',
    { onRequest: app.authenticate, schema: { response: { 200: ShopGroup }, params: IdParams } },
    async (request) => {
      if (!canAccessShopGroup(principalOf(request), request.params.id))
        throw notFound('Shop group');
      return getShopGroup(db, request.params.id);
    },
  );

  app.post(
    '/shop-groups',
    { onRequest: app.authenticate, schema: { response: { 201: ShopGroup }, body: ShopGroupBody } },
    async (request, reply) => {
      assertSuperuser(principalOf(request));
      return reply.status(201).send(await createShopGroup(db, request.body));
    },
  );

  app.put(
    '/shop-groups/:id',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: ShopGroup }, params: IdParams, body: ShopGroupChangeBody },
    },
    async (request) => {
      assertSuperuser(principalOf(request));
      return updateShopGroup(db, request.params.id, request.body);
    },
  );

  app.delete(
    '/shop-groups/:id',
    { onRequest: app.authenticate, schema: { response: { 204: NoContent }, params: IdParams } },
    async (request, reply) => {
      assertSuperuser(principalOf(request));
      await deleteShopGroup(db, request.params.id);
      return reply.status(204).send();
    },
  );
}
