import {
  Deletability,
  NoContent,
  Product,
  ProductBody,
  ProductWithPrice,
  ProductWithPriceBody,
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
import {
  PRODUCT,
  createProduct,
  deleteProduct,
  presentProduct,
  updateProduct,
  listProducts,
} from '../services/catalogue/products';
import { createProductWithPrice } from '../services/catalogue/product-with-price';
import { GroupListQuery, NameParams, ShopQuery } from './catalogue-fields';
import { ifMatchVersion } from '../http/if-match';
import { atVersion } from '../services/writer/versions';

/** `/v1/products`: horeca products of the caller's shop groups and the global ones. */
export function registerProductRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  app.get(
    '/products',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(Product) }, querystring: GroupListQuery },
    },
    async (request, reply) => {
      return sendList(reply, await listProducts(db, principalOf(request), request.query));
    },
  );

  app.get(
    '/products/name/:name',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Product }, params: NameParams, querystring: ShopQuery },
    },
    async (request) => {
      const principal = principalOf(request);
      const row = await findItemByName(
        db,
        PRODUCT,
        principal,
        request.params.name,
        request.query.shop_id,
      );
      return presentProduct(row);
    },
  );

  app.get(
    '/products/is-deletable/:id',
    { onRequest: app.authenticate, schema: { response: { 200: Deletability }, params: IdParams } },
    async (request) => {
      await getVisibleItem(db, PRODUCT, principalOf(request), request.params.id);
      const reason = await itemInUse(db, PRODUCT, request.params.id);
      return reason ? { is_deletable: false, reason } : { is_deletable: true };
    },
  );

  app.get(
    '/products/:id',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Product }, params: IdParams, querystring: ShopQuery },
    },
    async (request) => {
      const principal = principalOf(request);
      const row = await getVisibleItem(db, PRODUCT, principal, request.params.id);
      const shopId = request.query.shop_id;
      if (shopId === undefined) return presentProduct(row);
      const prices = await shopPricesOf(db, principal, shopId, PRODUCT.linkColumn, row.id);
      return { ...presentProduct(row), prices };
    },
  );

  app.post(
    '/products',
    { onRequest: app.authenticate, schema: { response: { 201: Product }, body: ProductBody } },
    async (request, reply) => {
      const principal = principalOf(request);
      const row = await deps.write((tx) => createProduct(tx, principal, request.body));
      return reply.status(201).send(presentProduct(row));
    },
  );

  // A horeca product with its price and its row on a shop's board, in one step.
  app.post(
    '/products/with-price',
    {
      onRequest: app.authenticate,
      schema: { response: { 201: ProductWithPrice }, body: ProductWithPriceBody },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const created = await deps.write((tx, changes) =>
        createProductWithPrice(tx, changes, principal, request.body),
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/products/:id',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Product }, params: IdParams, body: ProductBody },
    },
    async (request) => {
      const principal = principalOf(request);
      const row = await deps.write(
        atVersion(
          principalOf(request),
          'products',
          request.params.id,
          ifMatchVersion(request),
          (tx, changes) => updateProduct(tx, changes, principal, request.params.id, request.body),
        ),
      );
      return presentProduct(row);
    },
  );

  app.delete(
    '/products/:id',
    { onRequest: app.authenticate, schema: { response: { 204: NoContent }, params: IdParams } },
    async (request, reply) => {
      const principal = principalOf(request);
      await deps.write((tx, changes) => deleteProduct(tx, changes, principal, request.params.id));
      return reply.status(204).send();
    },
  );
}
