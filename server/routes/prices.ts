import { NoContent, Price } from '../../src/domain/contract';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import {
  assertCanUseGroup,
  assertCanWriteGroupItem,
  canReadGroupItem,
  groupReadScope,
} from '../auth/tenancy';
import { prices } from '../db/schema';
import { notFound } from '../errors';
import { ListQuerySchema, listPage, type ListSpec } from '../http/list-query';
import { IdParams, Uuid } from '../http/schemas';
import {
  createPrice,
  deletePrice,
  getPriceRow,
  presentPrice,
  updatePrice,
} from '../services/prices';

const PRICE_LIST: ListSpec = {
  resource: 'prices',
  fields: {
    id: { column: prices.id, type: 'uuid' },
    internal_product_id: { column: prices.internalProductId, type: 'text' },
    shop_group_id: { column: prices.shopGroupId, type: 'uuid' },
    half: { column: prices.half, type: 'number' },
    one: { column: prices.one, type: 'number' },
    two_five: { column: prices.twoFive, type: 'number' },
    five: { column: prices.five, type: 'number' },
    joint: { column: prices.joint, type: 'number' },
    piece: { column: prices.piece, type: 'number' },
    model: {
      column: sql`(case when jsonb_array_length(${prices.cannabis}) > 0 then 'New' else 'Old' end)`,
      type: 'enum',
      values: ['New', 'Old'],
    },
    created_at: { column: prices.createdAt, type: 'date' },
    modified_at: { column: prices.modifiedAt, type: 'date' },
  },
  defaultSort: [sql`${prices.internalProductId}`, sql`${prices.id}`],
};

// Limits of the rules (quantity > 0, cents, each quantity once) are checked by the domain
// rules, which answer in the back office's words; the schema only bounds sizes and types.
const PriceEntryBody = Type.Object({
  label: Type.Optional(Type.String({ maxLength: 50 })),
  quantity: Type.Number({ maximum: 100_000 }),
  price: Type.Number({ maximum: 1_000_000 }),
  active: Type.Optional(Type.Boolean()),
});
const PriceListBody = Type.Optional(Type.Array(PriceEntryBody, { maxItems: 50 }));
const LegacyPriceBody = Type.Optional(
  Type.Union([Type.Number({ maximum: 1_000_000 }), Type.Null()]),
);

const PriceBody = Type.Object({
  internal_product_id: Type.String({ minLength: 1, maxLength: 200 }),
  shop_group_id: Type.Optional(Type.Union([Uuid, Type.Null()])),
  cannabis: PriceListBody,
  pre_rolled_joints: PriceListBody,
  edible: PriceListBody,
  half: LegacyPriceBody,
  one: LegacyPriceBody,
  two_five: LegacyPriceBody,
  five: LegacyPriceBody,
  joint: LegacyPriceBody,
  piece: LegacyPriceBody,
});

export function registerPriceRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  app.get(
    '/prices',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(Price) }, querystring: ListQuerySchema },
    },
    async (request, reply) => {
      const scope = groupReadScope(principalOf(request), prices.shopGroupId);
      const page = await listPage(reply, db, prices, PRICE_LIST, request.query, scope);
      return page.rows.map(presentPrice);
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
    { onRequest: app.authenticate, schema: { response: { 201: Price }, body: PriceBody } },
    async (request, reply) => {
      const principal = principalOf(request);
      assertCanUseGroup(principal, request.body.shop_group_id ?? null);
      const row = await deps.write((tx) => createPrice(tx, request.body, principal.userId));
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
      const row = await deps.write((tx, changes) =>
        updatePrice(tx, changes, request.params.id, request.body, principal.userId),
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
