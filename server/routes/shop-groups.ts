import {
  NoContent,
  ShopGroup,
  ShopGroupBody,
  ShopGroupChangeBody,
} from '../../src/domain/contract';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertSuperuser, canAccessShop, canAccessShopGroup } from '../auth/principal';
import { notFound } from '../errors';
import { ListQuerySchema, sendList } from '../http/list-query';
import { IdParams, ShopIdParams } from '../http/schemas';
import {
  createShopGroup,
  deleteShopGroup,
  getShopGroup,
  updateShopGroup,
  listShopGroups,
  shopGroupsOfShop,
} from '../services/accounts/shop-groups';

export function registerShopGroupRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  app.get(
    '/shop-groups',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(ShopGroup) }, querystring: ListQuerySchema },
    },
    async (request, reply) => {
      return sendList(reply, await listShopGroups(db, principalOf(request), request.query));
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
      return shopGroupsOfShop(db, principal, request.params.shopId);
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
      return reply.status(201).send(await createShopGroup(db, deps.write, request.body));
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
      return updateShopGroup(db, deps.write, request.params.id, request.body);
    },
  );

  app.delete(
    '/shop-groups/:id',
    { onRequest: app.authenticate, schema: { response: { 204: NoContent }, params: IdParams } },
    async (request, reply) => {
      assertSuperuser(principalOf(request));
      await deleteShopGroup(db, deps.write, request.params.id);
      return reply.status(204).send();
    },
  );
}
