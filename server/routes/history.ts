import {
  HistoryPage,
  HistoryQuery,
  LinkPriceHistoryEntry,
  NoContent,
} from '../../src/domain/contract';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertCanUseShop } from '../auth/tenancy';
import { listHistory, linkPriceHistory } from '../services/history/history';
import { undoChange } from '../services/history/history-undo';
import { getLinkRow } from '../services/links/shop-link-views';
import { IdParams } from '../http/schemas';
import { requestLocale } from '../i18n';

const ChangeParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** "Geschiedenis": every change the caller may see, and undoing one. */
export function registerHistoryRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  app.get(
    '/history',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: HistoryPage }, querystring: HistoryQuery },
    },
    async (request) =>
      listHistory(
        db,
        principalOf(request),
        request.query,
        requestLocale(request.headers['accept-language']) ?? 'nl',
      ),
  );

  // Restores the values before the change, as a change of its own; boards reload at once.
  app.post(
    '/history/:id/undo',
    {
      onRequest: app.authenticate,
      schema: { response: { 204: NoContent }, params: ChangeParams },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      await deps.write((tx, changes) => undoChange(tx, changes, principal, request.params.id), {
        undoOf: request.params.id,
      });
      return reply.status(204).send();
    },
  );

  // The combinations a link had: the price history picker offers them first.
  app.get(
    '/shops-to-prices/:id/price-history',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(LinkPriceHistoryEntry) }, params: IdParams },
    },
    async (request) => {
      const link = await getLinkRow(db, request.params.id);
      assertCanUseShop(principalOf(request), link.shopId, 'Shop to price');
      return linkPriceHistory(db, link.id);
    },
  );
}
