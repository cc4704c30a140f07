import {
  Category,
  CreateCategoryBody,
  Deletability,
  NoContent,
  UpdateCategoryBody,
} from '../../src/domain/contract';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertCanUseShop } from '../auth/tenancy';
import { ListQuerySchema, sendList } from '../http/list-query';
import { IdParams, Name, Uuid } from '../http/schemas';
import { shopOfCategory } from '../services/writer/board-impact';
import {
  countCategoryLinks,
  createCategory,
  deleteCategory,
  getCategoryRow,
  getCategoryView,
  updateCategory,
  listCategories,
  findVisibleCategoryByName,
} from '../services/catalogue/categories';
import { ifMatchVersion } from '../http/if-match';
import { atVersion } from '../services/writer/versions';

const NameParams = Type.Object({ name: Name });
const ShopQuery = Type.Object({ shop_id: Type.Optional(Uuid) });

export function registerCategoryRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  /** The category when the caller may see it; 404 otherwise. */
  async function visibleCategory(request: FastifyRequest, id: string) {
    const row = await getCategoryRow(db, id);
    assertCanUseShop(principalOf(request), row.shopId, 'Category');
    return row;
  }

  app.get(
    '/categories',
    {
      onRequest: deps.keyOrUser('menu:read'),
      schema: { response: { 200: Type.Array(Category) }, querystring: ListQuerySchema },
    },
    async (request, reply) => {
      return sendList(reply, await listCategories(db, principalOf(request), request.query));
    },
  );

  app.get(
    '/categories/name/:name',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Category }, params: NameParams, querystring: ShopQuery },
    },
    async (request) => {
      const principal = principalOf(request);
      const shopId = request.query.shop_id;
      if (shopId) assertCanUseShop(principal, shopId, 'Category');
      return findVisibleCategoryByName(db, principal, request.params.name, shopId);
    },
  );

  app.get(
    '/categories/is-deletable/:id',
    { onRequest: app.authenticate, schema: { response: { 200: Deletability }, params: IdParams } },
    async (request) => {
      await visibleCategory(request, request.params.id);
      const uses = await countCategoryLinks(db, request.params.id);
      return uses ? { is_deletable: false, reason: 'Category is in use.' } : { is_deletable: true };
    },
  );

  app.get(
    '/categories/:id',
    { onRequest: app.authenticate, schema: { response: { 200: Category }, params: IdParams } },
    async (request) => {
      await visibleCategory(request, request.params.id);
      return getCategoryView(db, request.params.id);
    },
  );

  app.post(
    '/categories',
    {
      onRequest: app.authenticate,
      schema: { response: { 201: Category }, body: CreateCategoryBody },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      assertCanUseShop(principal, request.body.shop_id);
      const id = await deps.write(async (tx, changes) => {
        const created = await createCategory(tx, request.body, principal);
        changes.touchShops(await shopOfCategory(tx, created));
        return created;
      });
      return reply.status(201).send(await getCategoryView(db, id));
    },
  );

  app.put(
    '/categories/:id',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Category }, params: IdParams, body: UpdateCategoryBody },
    },
    async (request) => {
      const { id } = request.params;
      await visibleCategory(request, id);
      await deps.write(
        atVersion(
          principalOf(request),
          'categories',
          id,
          ifMatchVersion(request),
          async (tx, changes) => {
            await updateCategory(tx, id, request.body, principalOf(request));
            changes.touchShops(await shopOfCategory(tx, id));
          },
        ),
      );
      return getCategoryView(db, id);
    },
  );

  app.delete(
    '/categories/:id',
    { onRequest: app.authenticate, schema: { response: { 204: NoContent }, params: IdParams } },
    async (request, reply) => {
      const { id } = request.params;
      await visibleCategory(request, id);
      await deps.write(async (tx, changes) => {
        changes.touchShops(await shopOfCategory(tx, id));
        await deleteCategory(tx, id, principalOf(request).userId);
      });
      return reply.status(204).send();
    },
  );
}
