/**
 * Board language settings of a shop and its screens: read and changed by the staff of the
 * shop's groups.
 */
import {
  ScreenBoardLanguageBody,
  ShopBoardLanguage,
  ShopBoardLanguageBody,
} from '../../src/domain/contract';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertCanUseShop } from '../auth/tenancy';
import { IdParams, ShopIdParams } from '../http/schemas';
import {
  getBoardLanguage,
  setScreenBoardLanguage,
  setShopBoardLanguage,
} from '../services/board/board-language';
import { getScreenRow } from '../services/board/screens';

export function registerBoardLanguageRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  app.get(
    '/shops/:shopId/board-language',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: ShopBoardLanguage }, params: ShopIdParams },
    },
    async (request) => {
      assertCanUseShop(principalOf(request), request.params.shopId);
      return getBoardLanguage(db, request.params.shopId);
    },
  );

  app.put(
    '/shops/:shopId/board-language',
    {
      onRequest: app.authenticate,
      schema: {
        response: { 200: ShopBoardLanguage },
        params: ShopIdParams,
        body: ShopBoardLanguageBody,
      },
    },
    async (request) => {
      const { shopId } = request.params;
      assertCanUseShop(principalOf(request), shopId);
      return deps.write((tx, changes) => setShopBoardLanguage(tx, changes, shopId, request.body));
    },
  );

  app.put(
    '/screens/:id/board-language',
    {
      onRequest: app.authenticate,
      schema: {
        response: { 200: ShopBoardLanguage },
        params: IdParams,
        body: ScreenBoardLanguageBody,
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await getScreenRow(db, id);
      assertCanUseShop(principalOf(request), row.shopId, 'Screen');
      return deps.write((tx, changes) => setScreenBoardLanguage(tx, changes, id, request.body));
    },
  );
}
