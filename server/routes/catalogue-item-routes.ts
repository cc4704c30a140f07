import { Deletability, NoContent } from '../../src/domain/contract';
import type { Static, TSchema } from 'typebox';
import type { App, AppDeps } from '../app-types';
import type { Principal } from '../auth/principal';
import { principalOf } from '../auth/plugin';
import type { Executor } from '../db/client';
import { ifMatchVersion } from '../http/if-match';
import { IdParams } from '../http/schemas';
import {
  type GroupItemDefinition,
  type GroupItemTable,
  findItemByName,
  getVisibleItem,
  itemInUse,
  shopPricesOf,
} from '../services/catalogue/catalogue-items';
import type { ChangeSet } from '../services/writer/changes';
import { atVersion } from '../services/writer/versions';
import { NameParams, ShopQuery } from './catalogue-fields';

/**
 * The routes kinds and horeca products share, beside their lists: by name, is-deletable, one
 * item (with a shop's price links), create, change (`If-Match`) and delete. Each kind of item
 * gives its schemas, presenter and service functions; the routes are the same.
 */
export interface CatalogueItemRoutes<
  T extends GroupItemTable,
  View extends TSchema,
  CreateBody extends TSchema,
  UpdateBody extends TSchema,
> {
  /** The collection's path and versioned table: `kinds` → `/kinds/...`. */
  resource: 'kinds' | 'products';
  definition: GroupItemDefinition<T>;
  /** The answer's schema for one item. */
  view: View;
  createBody: CreateBody;
  updateBody: UpdateBody;
  present: (row: T['$inferSelect']) => Static<View> | Promise<Static<View>>;
  create: (
    tx: Executor,
    principal: Principal,
    body: Static<CreateBody>,
  ) => Promise<T['$inferSelect']>;
  update: (
    tx: Executor,
    changes: ChangeSet,
    principal: Principal,
    id: string,
    body: Static<UpdateBody>,
  ) => Promise<T['$inferSelect']>;
  remove: (tx: Executor, changes: ChangeSet, principal: Principal, id: string) => Promise<void>;
}

export function registerCatalogueItemRoutes<
  T extends GroupItemTable,
  View extends TSchema,
  CreateBody extends TSchema,
  UpdateBody extends TSchema,
>(app: App, deps: AppDeps, item: CatalogueItemRoutes<T, View, CreateBody, UpdateBody>) {
  const { db } = deps;
  const { resource, definition, present } = item;
  const path = `/${resource}`;
  // Fastify cannot resolve a generic schema's type, so the routes below see plain schemas; the
  // caller's `present`, `create` and `update` are checked against the concrete ones instead,
  // and Ajv has checked each body against its schema before the handler runs.
  const viewSchema: TSchema = item.view;
  const createSchema: TSchema = item.createBody;
  const updateSchema: TSchema = item.updateBody;

  app.get(
    `${path}/name/:name`,
    {
      onRequest: app.authenticate,
      schema: { response: { 200: viewSchema }, params: NameParams, querystring: ShopQuery },
    },
    async (request) => {
      const principal = principalOf(request);
      const row = await findItemByName(
        db,
        definition,
        principal,
        request.params.name,
        request.query.shop_id,
      );
      return present(row);
    },
  );

  app.get(
    `${path}/is-deletable/:id`,
    { onRequest: app.authenticate, schema: { response: { 200: Deletability }, params: IdParams } },
    async (request) => {
      await getVisibleItem(db, definition, principalOf(request), request.params.id);
      const reason = await itemInUse(db, definition, request.params.id);
      return reason ? { is_deletable: false, reason } : { is_deletable: true };
    },
  );

  app.get(
    `${path}/:id`,
    {
      onRequest: app.authenticate,
      schema: { response: { 200: viewSchema }, params: IdParams, querystring: ShopQuery },
    },
    async (request) => {
      const principal = principalOf(request);
      const row = await getVisibleItem(db, definition, principal, request.params.id);
      const view = await present(row);
      const shopId = request.query.shop_id;
      if (shopId === undefined) return view;
      return {
        ...view,
        prices: await shopPricesOf(db, principal, shopId, definition.linkColumn, row.id),
      };
    },
  );

  app.post(
    path,
    {
      onRequest: app.authenticate,
      schema: { response: { 201: viewSchema }, body: createSchema },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const row = await deps.write((tx) =>
        item.create(tx, principal, request.body as Static<CreateBody>),
      );
      return reply.status(201).send(await present(row));
    },
  );

  app.put(
    `${path}/:id`,
    {
      onRequest: app.authenticate,
      schema: { response: { 200: viewSchema }, params: IdParams, body: updateSchema },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const row = await deps.write(
        atVersion(principal, resource, id, ifMatchVersion(request), (tx, changes) =>
          item.update(tx, changes, principal, id, request.body as Static<UpdateBody>),
        ),
      );
      return present(row);
    },
  );

  app.delete(
    `${path}/:id`,
    { onRequest: app.authenticate, schema: { response: { 204: NoContent }, params: IdParams } },
    async (request, reply) => {
      const principal = principalOf(request);
      await deps.write((tx, changes) => item.remove(tx, changes, principal, request.params.id));
      return reply.status(204).send();
    },
  );
}
