import { KindBody, KindCreateBody } from '../../src/domain/contract';
import { Deletability, Kind, KindPage, NoContent } from '../../src/domain/contract';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { groupReadScope } from '../auth/tenancy';
import { kinds } from '../db/schema';
import { listPage, type ListSpec } from '../http/list-query';
import { IdParams } from '../http/schemas';
import {
  findItemByName,
  getVisibleItem,
  groupListScope,
  itemInUse,
  shopPricesOf,
} from '../services/catalogue-items';
import { presentKind, presentKinds } from '../services/kind-views';
import { KIND, createKind, deleteKind, updateKind } from '../services/kinds';
import { GroupListQuery, NameParams, ShopQuery } from './catalogue-fields';

const KIND_LIST: ListSpec = {
  resource: 'kinds',
  fields: {
    id: { column: kinds.id, type: 'uuid' },
    name: { column: kinds.name, type: 'text' },
    short_description_nl: { column: kinds.shortDescriptionNl, type: 'text' },
    short_description_en: { column: kinds.shortDescriptionEn, type: 'text' },
    description_nl: { column: kinds.descriptionNl, type: 'text' },
    description_en: { column: kinds.descriptionEn, type: 'text' },
    c: { column: kinds.c, type: 'boolean' },
    h: { column: kinds.h, type: 'boolean' },
    i: { column: kinds.i, type: 'boolean' },
    s: { column: kinds.s, type: 'boolean' },
    shop_group_id: { column: kinds.shopGroupId, type: 'uuid' },
    created_at: { column: kinds.createdAt, type: 'date' },
    modified_at: { column: kinds.modifiedAt, type: 'date' },
  },
  defaultSort: [sql`lower(${kinds.name})`, sql`${kinds.id}`],
};

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
      const principal = principalOf(request);
      const scope = await groupListScope(
        db,
        principal,
        kinds.shopGroupId,
        request.query.shop_group_id,
      );
      const page = await listPage(reply, db, kinds, KIND_LIST, request.query, scope);
      const next = page.skip + page.rows.length;
      return {
        items: await presentKinds(db, page.rows),
        total: page.total,
        cursor: page.rows.length && next < page.total ? next : null,
      };
    },
  );

  app.get(
    '/kinds/all',
    { schema: { response: { 200: Type.Array(Kind) } }, onRequest: app.authenticate },
    async (request) => {
      const rows = await db
        .select()
        .from(kinds)
        .where(groupReadScope(principalOf(request), kinds.shopGroupId))
        .orderBy(sql`lower(${kinds.name})`, kinds.id);
      return presentKinds(db, rows);
    },
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
      const row = await deps.write((tx, changes) =>
        updateKind(tx, changes, principal, request.params.id, request.body),
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
