import {
  CreateScreenBody,
  Deletability,
  NoContent,
  Screen,
  UpdateScreenBody,
} from '../../src/domain/contract';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertCanUseShop } from '../auth/tenancy';
import { ListQuerySchema, sendList } from '../http/list-query';
import { IdParams, Name, Uuid } from '../http/schemas';
import { allowAnyOrigin } from '../http/security';
import { shopOfScreen } from '../services/writer/board-impact';
import {
  createScreen,
  deleteScreen,
  getScreenRow,
  presentScreen,
  updateScreen,
  listScreens,
  findVisibleScreenByName,
} from '../services/board/screens';
import { ifMatchVersion } from '../http/if-match';
import { atVersion } from '../services/writer/versions';

const NameParams = Type.Object({ name: Name });
const ShopQuery = Type.Object({ shop_id: Type.Optional(Uuid) });

const ONE_SHOP_FILTER =
  /^shop_id:\s*[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\s*$/i;

/**
 * Boards and the preview page list the screens of their shop without a login; a list that is
 * not limited to one shop is for logged-in users, within their shops.
 */
function isOneShopList(filters: string[] | undefined): boolean {
  return (filters ?? []).some((filter) => ONE_SHOP_FILTER.test(filter));
}

export function registerScreenRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  /** The screen when the caller may change it; 404 otherwise. */
  async function manageableScreen(request: FastifyRequest, id: string) {
    const row = await getScreenRow(db, id);
    assertCanUseShop(principalOf(request), row.shopId, 'Screen');
    return row;
  }

  app.get(
    '/screens',
    { schema: { response: { 200: Type.Array(Screen) }, querystring: ListQuerySchema } },
    async (request, reply) => {
      let principal = null;
      if (!isOneShopList(request.query.filter)) {
        await app.authenticate(request);
        principal = principalOf(request);
      } else {
        allowAnyOrigin(reply);
      }
      return sendList(reply, await listScreens(db, principal, request.query));
    },
  );

  app.get(
    '/screens/name/:name',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Screen }, params: NameParams, querystring: ShopQuery },
    },
    async (request) => {
      const principal = principalOf(request);
      const shopId = request.query.shop_id;
      if (shopId) assertCanUseShop(principal, shopId, 'Screen');
      return findVisibleScreenByName(db, principal, request.params.name, shopId);
    },
  );

  // Deleting a screen takes its placements with it, so nothing ever blocks it.
  app.get(
    '/screens/is-deletable/:id',
    { onRequest: app.authenticate, schema: { response: { 200: Deletability }, params: IdParams } },
    async (request) => {
      await manageableScreen(request, request.params.id);
      return { is_deletable: true };
    },
  );

  // Public: boards and the preview page read their screen without a login.
  app.get(
    '/screens/:id',
    { schema: { response: { 200: Screen }, params: IdParams } },
    async (request, reply) => {
      const screen = presentScreen(await getScreenRow(db, request.params.id));
      allowAnyOrigin(reply);
      return screen;
    },
  );

  app.post(
    '/screens',
    { onRequest: app.authenticate, schema: { response: { 201: Screen }, body: CreateScreenBody } },
    async (request, reply) => {
      const principal = principalOf(request);
      assertCanUseShop(principal, request.body.shop_id);
      const screen = await deps.write(async (tx, changes) => {
        const created = await createScreen(tx, request.body, principal.userId);
        changes.touchShops(await shopOfScreen(tx, created.id));
        return created;
      });
      return reply.status(201).send(screen);
    },
  );

  app.put(
    '/screens/:id',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Screen }, params: IdParams, body: UpdateScreenBody },
    },
    async (request) => {
      const { id } = request.params;
      await manageableScreen(request, id);
      return deps.write(
        atVersion(
          principalOf(request),
          'screens',
          id,
          ifMatchVersion(request),
          async (tx, changes) => {
            const updated = await updateScreen(tx, id, request.body, principalOf(request).userId);
            changes.touchShops(await shopOfScreen(tx, id));
            return updated;
          },
        ),
      );
    },
  );

  app.delete(
    '/screens/:id',
    { onRequest: app.authenticate, schema: { response: { 204: NoContent }, params: IdParams } },
    async (request, reply) => {
      const { id } = request.params;
      await manageableScreen(request, id);
      await deps.write(async (tx, changes) => {
        changes.touchShops(await shopOfScreen(tx, id));
        await deleteScreen(tx, id, principalOf(request).userId);
      });
      return reply.status(204).send();
    },
  );
}
