import {
  Deletability,
  Kind,
  KindBody,
  KindCreateBody,
  KindPage,
  NoContent,
} from '../../src/domain/contract';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { sendList } from '../http/list-query';
import { IdParams } from '../http/schemas';
import {
  findItemByName,
  getVisibleItem,
  itemInUse,
  shopPricesOf,
} from '../services/catalogue/catalogue-items';
import { presentKind } from '../services/catalogue/kind-views';
import {
  KIND,
  createKind,
  deleteKind,
  updateKind,
  allKinds,
  listKinds,
} from '../services/catalogue/kinds';
import { GroupListQuery, NameParams, ShopQuery } from './catalogue-fields';
import { ifMatchVersion } from '../http/if-match';
import { atVersion } from '../services/writer/versions';

/** `/v1/kinds`: cannabis kinds of the caller's shop groups and the global ones. */
export function registerKindRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  // The kinds table pages by cursor: `cursor` is the skip of the next page, null at the end.
  app.get(
    '/kinds',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: KindPage }, querystring: GroupListQuery },
    },
    async (request, reply) => {
      return sendList(reply, await listKinds(db, principalOf(request), request.query));
    },
  );

  app.get(
    '/kinds/all',
    { schema: { response: { 200: Type.Array(Kind) } }, onRequest: app.authenticate },
    async (request) => allKinds(db, principalOf(request)),
  );

  app.get(
    '/kinds/name/:name',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Kind }, params: NameParams, querystring: ShopQuery },
    },
    async (request) => {
      const principal = principalOf(request);
      const row = await findItemByName(
        db,
        KIND,
        principal,
        request.params.name,
        request.query.shop_id,
      );
      return presentKind(db, row);
    },
  );

  app.get(
    '/kinds/is-deletable/:id',
    { onRequest: app.authenticate, schema: { response: { 200: Deletability }, params: IdParams } },
    async (request) => {
      await getVisibleItem(db, KIND, principalOf(request), request.params.id);
      const reason = await itemInUse(db, KIND, request.params.id);
      return reason ? { is_deletable: false, reason } : { is_deletable: true };
    },
  );

  app.get(
    '/kinds/:id',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Kind }, params: IdParams, querystring: ShopQuery },
    },
    async (request) => {
      const principal = principalOf(request);
      const row = await getVisibleItem(db, KIND, principal, request.params.id);
      const view = await presentKind(db, row);
      const shopId = request.query.shop_id;
      if (shopId === undefined) return view;
      return {
        ...view,
        prices: await shopPricesOf(db, principal, shopId, KIND.linkColumn, row.id),
      };
    },
  );

  app.post(
    '/kinds',
    { onRequest: app.authenticate, schema: { response: { 201: Kind }, body: KindCreateBody } },
    async (request, reply) => {
      const principal = principalOf(request);
      const row = await deps.write((tx) => createKind(tx, principal, request.body));
      return reply.status(201).send(await presentKind(db, row));
    },
  );

  app.put(
    '/kinds/:id',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Kind }, params: IdParams, body: KindBody },
    },
    async (request) => {
      const principal = principalOf(request);
      const row = await deps.write(
        atVersion(
          principalOf(request),
          'kinds',
          request.params.id,
          ifMatchVersion(request),
          (tx, changes) => updateKind(tx, changes, principal, request.params.id, request.body),
        ),
      );
      return presentKind(db, row);
    },
  );

  app.delete(
    '/kinds/:id',
    { onRequest: app.authenticate, schema: { response: { 204: NoContent }, params: IdParams } },
    async (request, reply) => {
      const principal = principalOf(request);
      await deps.write((tx, changes) => deleteKind(tx, changes, principal, request.params.id));
      return reply.status(204).send();
    },
  );
}
