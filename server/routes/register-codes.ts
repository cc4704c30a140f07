import {
  CodeAvailabilityBody,
  CodePricesBody,
  CodeResults,
  type CodeResult,
} from '../../src/domain/contract';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { ShopIdParams } from '../http/schemas';
import { requestLocale } from '../i18n';
import { availabilityByCode, pricesByCode } from '../services/by-register-code';

const answer = (results: CodeResult[]) => ({
  changed: results.filter((result) => result.status === 200).length,
  results,
});

/**
 * Prices and availability by register code, for a shop's register or web shop (API keys with
 * `prices:write`, or staff of the shop): many codes in one call, one write, one result each.
 */
export function registerRegisterCodeRoutes(app: App, deps: AppDeps) {
  app.put(
    '/shops/:shopId/register-codes/prices',
    {
      onRequest: deps.keyOrUser('prices:write'),
      schema: { response: { 200: CodeResults }, params: ShopIdParams, body: CodePricesBody },
    },
    async (request) => {
      const principal = principalOf(request);
      const locale = requestLocale(request.headers['accept-language']);
      const results = await deps.write((tx, changes) =>
        pricesByCode(tx, changes, principal, request.params.shopId, request.body.items, locale),
      );
      return answer(results);
    },
  );

  app.put(
    '/shops/:shopId/register-codes/availability',
    {
      onRequest: deps.keyOrUser('prices:write'),
      schema: { response: { 200: CodeResults }, params: ShopIdParams, body: CodeAvailabilityBody },
    },
    async (request) => {
      const principal = principalOf(request);
      const locale = requestLocale(request.headers['accept-language']);
      const results = await deps.write((tx, changes) =>
        availabilityByCode(
          tx,
          changes,
          principal,
          request.params.shopId,
          request.body.items,
          locale,
        ),
      );
      return answer(results);
    },
  );
}
