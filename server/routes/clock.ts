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
  CATEGORY_WINDOWS,
  LINK_WINDOWS,
  getShopOpeningHours,
  getTimeWindows,
  setShopOpeningHours,
  setTimeWindows,
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

  for (const [path, holder] of [
    ['/categories', CATEGORY_WINDOWS],
    ['/shops-to-prices', LINK_WINDOWS],
  ] as const) {
    app.get(
      `${path}/:id/time-windows`,
      {
        onRequest: app.authenticate,
        schema: { response: { 200: TimeWindows }, params: IdParams },
      },
      async (request) => {
        const row = await getTimeWindows(db, holder, request.params.id);
        assertCanUseShop(principalOf(request), row.shopId, holder.label);
        return { time_windows: row.windows };
      },
    );

    app.put(
      `${path}/:id/time-windows`,
      {
        onRequest: app.authenticate,
        schema: { response: { 200: TimeWindows }, params: IdParams, body: TimeWindowsBody },
      },
      async (request) => {
        const { id } = request.params;
        const row = await getTimeWindows(db, holder, id);
        assertCanUseShop(principalOf(request), row.shopId, holder.label);
        const windows = await deps.write((tx, changes) =>
          setTimeWindows(tx, changes, holder, id, request.body.time_windows),
        );
        return { time_windows: windows };
      },
    );
  }
}
