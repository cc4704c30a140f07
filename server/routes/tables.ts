import {
  CreateTableBody,
  NoContent,
  PublicTable,
  ShopTable,
  UpdateTableBody,
} from '../../src/domain/contract';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertCanUseShop } from '../auth/tenancy';
import { ListQuerySchema, sendList } from '../http/list-query';
import { IdParams, Uuid } from '../http/schemas';
import {
  createTable,
  deleteTable,
  getTableRow,
  getTableOfShop,
  listTables,
  presentTable,
  updateTable,
} from '../services/orders/tables';

// Tables are not shown on boards: their writes touch no shop.
export function registerTableRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  /** The table when the caller may see it; 404 otherwise. */
  async function visibleTable(request: FastifyRequest, id: string) {
    const row = await getTableRow(db, id);
    assertCanUseShop(principalOf(request), row.shopId, 'Table');
    return row;
  }

  app.get(
    '/tables',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(ShopTable) }, querystring: ListQuerySchema },
    },
    async (request, reply) => {
      return sendList(reply, await listTables(db, principalOf(request), request.query));
    },
  );

  app.get(
    '/tables/:id',
    { onRequest: app.authenticate, schema: { response: { 200: ShopTable }, params: IdParams } },
    async (request) => presentTable(await visibleTable(request, request.params.id)),
  );

  // Public: a customer's order page checks its table when it opens. It names one table of the
  // shop in the address and nothing else: a table of another shop is as unknown as none.
  app.get(
    '/tables/check/:shopId/:tableId',
    {
      schema: {
        response: { 200: PublicTable },
        params: Type.Object({ shopId: Uuid, tableId: Uuid }),
      },
    },
    async (request) => getTableOfShop(db, request.params.shopId, request.params.tableId),
  );

  app.post(
    '/tables',
    {
      onRequest: app.authenticate,
      schema: { response: { 201: ShopTable }, body: CreateTableBody },
    },
    async (request, reply) => {
      assertCanUseShop(principalOf(request), request.body.shop_id);
      const table = await deps.write((tx) => createTable(tx, request.body));
      return reply.status(201).send(table);
    },
  );

  app.put(
    '/tables/:id',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: ShopTable }, params: IdParams, body: UpdateTableBody },
    },
    async (request) => {
      await visibleTable(request, request.params.id);
      return deps.write((tx) => updateTable(tx, request.params.id, request.body));
    },
  );

  app.delete(
    '/tables/:id',
    { onRequest: app.authenticate, schema: { response: { 204: NoContent }, params: IdParams } },
    async (request, reply) => {
      await visibleTable(request, request.params.id);
      await deps.write((tx) => deleteTable(tx, request.params.id));
      return reply.status(204).send();
    },
  );
}
