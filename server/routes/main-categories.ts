import { CreateMainCategoryBody, UpdateMainCategoryBody } from '../../src/domain/contract';
import { MainCategory, NoContent } from '../../src/domain/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertCanUseShop, shopReadScope } from '../auth/tenancy';
import { mainCategories } from '../db/schema';
import { ListQuerySchema, listPage, type ListSpec } from '../http/list-query';
import { IdParams } from '../http/schemas';
import {
  createMainCategory,
  deleteMainCategory,
  getMainCategoryRow,
  getMainCategoryView,
  presentMainCategories,
  updateMainCategory,
} from '../services/main-categories';

const MAIN_CATEGORY_LIST: ListSpec = {
  resource: 'main-categories',
  fields: {
    id: { column: mainCategories.id, type: 'uuid' },
    shop_id: { column: mainCategories.shopId, type: 'uuid' },
    name: { column: mainCategories.name, type: 'text' },
    name_en: { column: mainCategories.nameEn, type: 'text' },
    icon: { column: mainCategories.icon, type: 'text' },
    order_number: { column: mainCategories.orderNumber, type: 'number' },
    created_at: { column: mainCategories.createdAt, type: 'date' },
    modified_at: { column: mainCategories.modifiedAt, type: 'date' },
  },
  defaultSort: [
    sql`${mainCategories.orderNumber}`,
    sql`lower(${mainCategories.name})`,
    sql`${mainCategories.id}`,
  ],
};

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
      const scope = shopReadScope(principalOf(request), mainCategories.shopId);
      const page = await listPage(
        reply,
        db,
        mainCategories,
        MAIN_CATEGORY_LIST,
        request.query,
        scope,
      );
      return presentMainCategories(db, page.rows);
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
      await deps.write(async (tx, changes) => {
        await updateMainCategory(tx, id, request.body);
        changes.touchShops([existing.shopId]);
      });
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
