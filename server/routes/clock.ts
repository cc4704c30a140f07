import {
  ShopOpeningHours,
  ShopOpeningHoursBody,
  TimeWindows,
  TimeWindowsBody,
} from '../../src/domain/contract';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertCanUseShop } from '../auth/tenancy';
import { IdParams, ShopIdParams } from '../http/schemas';
import {
  getCategoryWindows,
  getLinkWindows,
  getShopOpeningHours,
  setCategoryWindows,
  setLinkWindows,
  setShopOpeningHours,
} from '../services/clock/clock-settings';

/**
 * A shop's opening hours and time zone, and the time windows of its categories and links:
 * read and changed by the staff of the shop's groups.
 */
export function registerClockRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  app.get(
    '/shops/:shopId/opening-hours',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: ShopOpeningHours }, params: ShopIdParams },
    },
    async (request) => {
      assertCanUseShop(principalOf(request), request.params.shopId);
      return getShopOpeningHours(db, request.params.shopId);
    },
  );

  app.put(
    '/shops/:shopId/opening-hours',
    {
      onRequest: app.authenticate,
      schema: {
        response: { 200: ShopOpeningHours },
        params: ShopIdParams,
        body: ShopOpeningHoursBody,
      },
    },
    async (request) => {
      const { shopId } = request.params;
      assertCanUseShop(principalOf(request), shopId);
      await deps.write((tx, changes) => setShopOpeningHours(tx, changes, shopId, request.body));
      return getShopOpeningHours(db, shopId);
    },
  );

  app.get(
    '/categories/:id/time-windows',
    { onRequest: app.authenticate, schema: { response: { 200: TimeWindows }, params: IdParams } },
    async (request) => {
      const row = await getCategoryWindows(db, request.params.id);
      assertCanUseShop(principalOf(request), row.shopId, 'Category');
      return { time_windows: row.windows };
    },
  );

  app.put(
    '/categories/:id/time-windows',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: TimeWindows }, params: IdParams, body: TimeWindowsBody },
    },
    async (request) => {
      const { id } = request.params;
      const row = await getCategoryWindows(db, id);
      assertCanUseShop(principalOf(request), row.shopId, 'Category');
      const windows = await deps.write((tx, changes) =>
        setCategoryWindows(tx, changes, id, request.body.time_windows),
      );
      return { time_windows: windows };
    },
  );

  app.get(
    '/shops-to-prices/:id/time-windows',
    { onRequest: app.authenticate, schema: { response: { 200: TimeWindows }, params: IdParams } },
    async (request) => {
      const row = await getLinkWindows(db, request.params.id);
      assertCanUseShop(principalOf(request), row.shopId, 'Shop to price');
      return { time_windows: row.windows };
    },
  );

  app.put(
    '/shops-to-prices/:id/time-windows',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: TimeWindows }, params: IdParams, body: TimeWindowsBody },
    },
    async (request) => {
      const { id } = request.params;
      const row = await getLinkWindows(db, id);
      assertCanUseShop(principalOf(request), row.shopId, 'Shop to price');
      const windows = await deps.write((tx, changes) =>
        setLinkWindows(tx, changes, id, request.body.time_windows),
      );
      return { time_windows: windows };
    },
  );
}
