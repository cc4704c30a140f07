import { LinkCreateBody, LinkUpdateBody } from '../../src/domain/contract';
import { NoContent, ShopToPrice } from '../../src/domain/contract';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertCanUseShop, shopReadScope } from '../auth/tenancy';
import { shopsToPrices } from '../db/schema';
import { ListQuerySchema, listPage, type ListSpec } from '../http/list-query';
import { IdParams } from '../http/schemas';
import { getLinkRow, getLinkView, presentLinks } from '../services/shop-link-views';
import {
  createLink,
  deleteLink,
  moveLink,
  setLinkAvailability,
  updateLink,
} from '../services/shop-links';

const LINK_LIST: ListSpec = {
  resource: 'shops-to-prices',
  fields: {
    id: { column: shopsToPrices.id, type: 'uuid' },
    shop_id: { column: shopsToPrices.shopId, type: 'uuid' },
    price_id: { column: shopsToPrices.priceId, type: 'uuid' },
    category_id: { column: shopsToPrices.categoryId, type: 'uuid' },
    kind_id: { column: shopsToPrices.kindId, type: 'uuid' },
    product_id: { column: shopsToPrices.productId, type: 'uuid' },
    active: { column: shopsToPrices.active, type: 'boolean' },
    new: { column: shopsToPrices.new, type: 'boolean' },
    order_number: { column: shopsToPrices.orderNumber, type: 'number' },
    use_half: { column: shopsToPrices.useHalf, type: 'boolean' },
    use_one: { column: shopsToPrices.useOne, type: 'boolean' },
    use_two_five: { column: shopsToPrices.useTwoFive, type: 'boolean' },
    use_five: { column: shopsToPrices.useFive, type: 'boolean' },
    use_joint: { column: shopsToPrices.useJoint, type: 'boolean' },
    use_piece: { column: shopsToPrices.usePiece, type: 'boolean' },
    created_at: { column: shopsToPrices.createdAt, type: 'date' },
    modified_at: { column: shopsToPrices.modifiedAt, type: 'date' },
  },
  // A shop's board order: per category, by number.
  defaultSort: [
    sql`${shopsToPrices.shopId}`,
    sql`${shopsToPrices.categoryId}`,
    sql`${shopsToPrices.orderNumber}`,
    sql`${shopsToPrices.id}`,
  ],
};

export function registerShopToPriceRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  app.get(
    '/shops-to-prices',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(ShopToPrice) }, querystring: ListQuerySchema },
    },
    async (request, reply) => {
      const scope = shopReadScope(principalOf(request), shopsToPrices.shopId);
      const page = await listPage(reply, db, shopsToPrices, LINK_LIST, request.query, scope);
      return presentLinks(db, page.rows);
    },
  );

  app.get(
    '/shops-to-prices/:id',
    { onRequest: app.authenticate, schema: { response: { 200: ShopToPrice }, params: IdParams } },
    async (request) => {
      const row = await getLinkRow(db, request.params.id);
      assertCanUseShop(principalOf(request), row.shopId, 'Shop to price');
      return getLinkView(db, row.id);
    },
  );

  app.post(
    '/shops-to-prices',
    {
      onRequest: app.authenticate,
      schema: { response: { 201: ShopToPrice }, body: LinkCreateBody },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const id = await deps.write((tx, changes) =>
        createLink(tx, changes, principal, request.body),
      );
      return reply.status(201).send(await getLinkView(db, id));
    },
  );

  app.put(
    '/shops-to-prices/availability/:id',
    {
      onRequest: app.authenticate,
      schema: {
        response: { 200: ShopToPrice },
        params: IdParams,
        body: Type.Object({ active: Type.Boolean() }),
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await deps.write((tx, changes) =>
        setLinkAvailability(tx, changes, principal, request.params.id, request.body.active),
      );
      return getLinkView(db, request.params.id);
    },
  );

  app.patch(
    '/shops-to-prices/swap/:id',
    {
      onRequest: app.authenticate,
      schema: {
        response: { 200: ShopToPrice },
        params: IdParams,
        querystring: Type.Object({ move_up: Type.Boolean() }),
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await deps.write((tx, changes) =>
        moveLink(tx, changes, principal, request.params.id, request.query.move_up),
      );
      return getLinkView(db, request.params.id);
    },
  );

  app.put(
    '/shops-to-prices/:id',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: ShopToPrice }, params: IdParams, body: LinkUpdateBody },
    },
    async (request) => {
      const principal = principalOf(request);
      await deps.write((tx, changes) =>
        updateLink(tx, changes, principal, request.params.id, request.body),
      );
      return getLinkView(db, request.params.id);
    },
  );

  app.delete(
    '/shops-to-prices/:id',
    { onRequest: app.authenticate, schema: { response: { 204: NoContent }, params: IdParams } },
    async (request, reply) => {
      const principal = principalOf(request);
      await deps.write((tx, changes) => deleteLink(tx, changes, principal, request.params.id));
      return reply.status(204).send();
    },
  );
}
