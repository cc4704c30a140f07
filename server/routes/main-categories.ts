import {
  CreateMainCategoryBody,
  MainCategory,
  NoContent,
  UpdateMainCategoryBody,
} from '../../src/domain/contract';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertCanUseShop } from '../auth/tenancy';
import { ListQuerySchema, sendList } from '../http/list-query';
import { IdParams } from '../http/schemas';
import {
  createMainCategory,
  deleteMainCategory,
  getMainCategoryRow,
  getMainCategoryView,
  updateMainCategory,
  listMainCategories,
} from '../services/catalogue/main-categories';
import { ifMatchVersion } from '../http/if-match';
import { atVersion } from '../services/writer/versions';

export function registerMainCategoryRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  /** The main category when the caller may see it; 404 otherwise. */
  async function visibleMainCategory(request: FastifyRequest, id: string) {
    const row = await getMainCategoryRow(db, id);
    assertCanUseShop(principalOf(request), row.shopId, 'Main category');
    return row;
  }

  app.get(
    '/main-categories',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(MainCategory) }, querystring: ListQuerySchema },
    },
    async (request, reply) => {
      return sendList(reply, await listMainCategories(db, principalOf(request), request.query));
    },
  );

  app.get(
    '/main-categories/:id',
    { onRequest: app.authenticate, schema: { response: { 200: MainCategory }, params: IdParams } },
    async (request) => {
      await visibleMainCategory(request, request.params.id);
      return getMainCategoryView(db, request.params.id);
    },
  );

  // Main categories name the groups of a shop's board: every write reloads its boards.
  app.post(
    '/main-categories',
    {
      onRequest: app.authenticate,
      schema: { response: { 201: MainCategory }, body: CreateMainCategoryBody },
    },
    async (request, reply) => {
      assertCanUseShop(principalOf(request), request.body.shop_id);
      const id = await deps.write(async (tx, changes) => {
        const created = await createMainCategory(tx, request.body);
        changes.touchShops([request.body.shop_id]);
        return created;
      });
      return reply.status(201).send(await getMainCategoryView(db, id));
    },
  );

  app.put(
    '/main-categories/:id',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: MainCategory }, params: IdParams, body: UpdateMainCategoryBody },
    },
    async (request) => {
      const { id } = request.params;
      const existing = await visibleMainCategory(request, id);
      await deps.write(
        atVersion(
          principalOf(request),
          'main_categories',
          id,
          ifMatchVersion(request),
          async (tx, changes) => {
            await updateMainCategory(tx, id, request.body);
            changes.touchShops([existing.shopId]);
          },
        ),
      );
      return getMainCategoryView(db, id);
    },
  );

  app.delete(
    '/main-categories/:id',
    { onRequest: app.authenticate, schema: { response: { 204: NoContent }, params: IdParams } },
    async (request, reply) => {
      const existing = await visibleMainCategory(request, request.params.id);
      await deps.write(async (tx, changes) => {
        await deleteMainCategory(tx, request.params.id);
        changes.touchShops([existing.shopId]);
      });
      return reply.status(204).send();
    },
  );
}
