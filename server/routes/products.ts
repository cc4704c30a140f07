import {
  Product,
  ProductBody,
  ProductWithPrice,
  ProductWithPriceBody,
} from '../../src/domain/contract';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { sendList } from '../http/list-query';
import {
  PRODUCT,
  createProduct,
  deleteProduct,
  presentProduct,
  updateProduct,
  listProducts,
} from '../services/catalogue/products';
import { createProductWithPrice } from '../services/catalogue/product-with-price';
import { GroupListQuery } from './catalogue-fields';
import { registerCatalogueItemRoutes } from './catalogue-item-routes';

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

  registerCatalogueItemRoutes(app, deps, {
    resource: 'products',
    definition: PRODUCT,
    view: Product,
    createBody: ProductBody,
    updateBody: ProductBody,
    present: presentProduct,
    create: createProduct,
    update: updateProduct,
    remove: deleteProduct,
  });
}
