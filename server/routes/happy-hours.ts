import { HappyHour, HappyHourBody, HappyHourList, NoContent } from '../../src/domain/contract';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertCanUseShop } from '../auth/tenancy';
import { IdParams, ShopIdParams } from '../http/schemas';
import {
  createHappyHour,
  deleteHappyHour,
  findTarget,
  getHappyHourRow,
  listShopHappyHours,
  listTargetHappyHours,
  updateHappyHour,
  type HappyHourTarget,
} from '../services/clock/happy-hours';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Bodies are a few hundred bytes; anything far larger is refused before it is read. */
const BODY_LIMIT = 16 * 1024;

/** What a 404 names for each owner of happy hours. */
const THING: Record<HappyHourTarget['kind'], string> = {
  link: 'Shop to price',
  category: 'Category',
};

/**
 * Happy hours of links and categories: the staff of the shop's groups read, add, change
 * and remove them. The shop is checked before anything else, so another group's row, category
 * or happy hour answers 404 exactly like a missing one.
 */
export function registerHappyHourRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  /**
   * The tenant check before the body is validated: another group's id is a 404 whatever the
   * body says. An id that is no UUID is left to the params' schema (400).
   */
  const shopFirst =
    (shopOf: (id: string) => Promise<{ shopId: string; what: string }>) =>
    async (request: FastifyRequest) => {
      const id = (request.params as { id?: unknown }).id;
      if (typeof id !== 'string' || !UUID.test(id)) return;
      const { shopId, what } = await shopOf(id);
      assertCanUseShop(principalOf(request), shopId, what);
    };
  const targetShop = (kind: HappyHourTarget['kind']) =>
    shopFirst(async (id) => ({
      shopId: (await findTarget(db, kind, id)).shopId,
      what: THING[kind],
    }));
  const happyHourShop = shopFirst(async (id) => ({
    shopId: (await getHappyHourRow(db, id)).shopId,
    what: 'Happy hour',
  }));

  for (const [kind, base] of [
    ['link', '/shops-to-prices/:id/happy-hours'],
    ['category', '/categories/:id/happy-hours'],
  ] as const) {
    app.get(
      base,
      {
        onRequest: app.authenticate,
        schema: { response: { 200: HappyHourList }, params: IdParams },
      },
      async (request) => {
        const target = await findTarget(db, kind, request.params.id);
        assertCanUseShop(principalOf(request), target.shopId, THING[kind]);
        return { items: await listTargetHappyHours(db, target) };
      },
    );

    app.post(
      base,
      {
        onRequest: app.authenticate,
        preValidation: targetShop(kind),
        bodyLimit: BODY_LIMIT,
        schema: { response: { 201: HappyHour }, params: IdParams, body: HappyHourBody },
      },
      async (request, reply) => {
        const { id } = request.params;
        const target = await findTarget(db, kind, id);
        assertCanUseShop(principalOf(request), target.shopId, THING[kind]);
        const created = await deps.write((tx, changes) =>
          createHappyHour(tx, changes, kind, id, request.body),
        );
        return reply.status(201).send(created);
      },
    );
  }

  app.get(
    '/shops/:shopId/happy-hours',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: HappyHourList }, params: ShopIdParams },
    },
    async (request) => {
      const { shopId } = request.params;
      assertCanUseShop(principalOf(request), shopId);
      return { items: await listShopHappyHours(db, shopId) };
    },
  );

  app.put(
    '/happy-hours/:id',
    {
      onRequest: app.authenticate,
      preValidation: happyHourShop,
      bodyLimit: BODY_LIMIT,
      schema: { response: { 200: HappyHour }, params: IdParams, body: HappyHourBody },
    },
    async (request) => {
      const { id } = request.params;
      const row = await getHappyHourRow(db, id);
      assertCanUseShop(principalOf(request), row.shopId, 'Happy hour');
      return deps.write((tx, changes) => updateHappyHour(tx, changes, id, request.body));
    },
  );

  app.delete(
    '/happy-hours/:id',
    { onRequest: app.authenticate, schema: { response: { 204: NoContent }, params: IdParams } },
    async (request, reply) => {
      const { id } = request.params;
      const row = await getHappyHourRow(db, id);
      assertCanUseShop(principalOf(request), row.shopId, 'Happy hour');
      await deps.write((tx, changes) => deleteHappyHour(tx, changes, id));
      return reply.status(204).send();
    },
  );
}
