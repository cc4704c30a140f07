import { NoContent, Price, PriceBody } from '../../src/domain/contract';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertCanUseGroup, assertCanWriteGroupItem, canReadGroupItem } from '../auth/tenancy';
import { notFound } from '../errors';
import { ListQuerySchema, sendList } from '../http/list-query';
import { IdParams } from '../http/schemas';
import {
  createPrice,
  deletePrice,
  getPriceRow,
  presentPrice,
  updatePrice,
  listPrices,
} from '../services/catalogue/prices';
import { ifMatchVersion } from '../http/if-match';
import { atVersion } from '../services/writer/versions';
import { assertReachesOnlyOwnShops } from '../services/links/link-price-change';

/**
 * `?complete_code=true`: a code of only its three-digit prefix ("500") gets the first free code
 * of the shop's five-digit pattern (the back office's price form, whose code field may be
 * empty). Without it a code is kept as sent, as API clients have always had it.
 */
const CreatePriceQuery = Type.Object({ complete_code: Type.Optional(Type.Boolean()) });

export function registerPriceRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  app.get(
    '/prices',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(Price) }, querystring: ListQuerySchema },
    },
    async (request, reply) => {
      return sendList(reply, await listPrices(db, principalOf(request), request.query));
    },
  );

  app.get(
    '/prices/:id',
    { onRequest: app.authenticate, schema: { response: { 200: Price }, params: IdParams } },
    async (request) => {
      const row = await getPriceRow(db, request.params.id);
      if (!canReadGroupItem(principalOf(request), row.shopGroupId)) throw notFound('Price');
      return presentPrice(row);
    },
  );

  app.post(
    '/prices',
    {
      onRequest: app.authenticate,
      schema: { response: { 201: Price }, body: PriceBody, querystring: CreatePriceQuery },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      assertCanUseGroup(principal, request.body.shop_group_id ?? null);
      const completeCode = request.query.complete_code === true;
      const row = await deps.write((tx) =>
        createPrice(tx, request.body, principal.userId, { completeCode }),
      );
      return reply.status(201).send(presentPrice(row));
    },
  );

  app.put(
    '/prices/:id',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Price }, params: IdParams, body: PriceBody },
    },
    async (request) => {
      const principal = principalOf(request);
      const current = await getPriceRow(db, request.params.id);
      assertCanWriteGroupItem(principal, current.shopGroupId, 'Price');
      const groupId = request.body.shop_group_id ?? null;
      if (groupId !== current.shopGroupId) assertCanUseGroup(principal, groupId);
      const row = await deps.write(
        atVersion(
          principalOf(request),
          'prices',
          request.params.id,
          ifMatchVersion(request),
          async (tx, changes) => {
            // The combination changes on every board showing it: all must be the caller's.
            await assertReachesOnlyOwnShops(tx, principal, [request.params.id]);
            return updatePrice(tx, changes, request.params.id, request.body, principal.userId);
          },
        ),
      );
      return presentPrice(row);
    },
  );

  app.delete(
    '/prices/:id',
    { onRequest: app.authenticate, schema: { response: { 204: NoContent }, params: IdParams } },
    async (request, reply) => {
      const principal = principalOf(request);
      const current = await getPriceRow(db, request.params.id);
      assertCanWriteGroupItem(principal, current.shopGroupId, 'Price');
      await deps.write((tx) => deletePrice(tx, request.params.id, principal.userId));
      return reply.status(204).send();
    },
  );
}
