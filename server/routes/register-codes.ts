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
import { pricesByCode } from '../services/links/by-register-code';
import { availabilityByCode } from '../services/links/register-code-availability';

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
      schema: {
        summary: 'Change prices by register code',
        description:
          "Many codes in one call (up to 200, each code once, at most 2,000 prices in all; a call beyond that is refused whole with 400): each item is found among the shop's rows by its register code and changed with the back office's rules (at least two prices for cannabis, 0 to 1,000,000 with two decimals, labels). A cannabis row (a kind) takes `cannabis` (grams), `pre_rolled_joints` and `edible` (pieces); a horeca row (a drink, a snack) takes `edible` only, and an item giving it another list is refused (400 naming the code and the list). `for` is required: `all` changes the combination for every row showing it (refused with 403 naming the shops when it is on the menu of a shop the caller may not change, e.g. for a key limited to one shop), `this` copies it under a new code for one row (name it with `product_name` when several rows show the code). `if_match` (the row's ETag or `\"<modified_at>\"`) refuses an item whose row moved on (`stale_version`). Written 50 items per transaction (one board reload per shop each), so no call holds the database long; the answer has a result per item: 200 with every row changed (`row_ids`), or the item's refusal with `status`, `error` (404 `unknown_register_code`, 400, 403 `forbidden`, 409 `conflict` / `stale_version`; 500 `internal` for the items not written when the server failed after writing others) and `detail`; a refused item changes nothing. API keys need `prices:write`.",
        response: { 200: CodeResults },
        params: ShopIdParams,
        body: CodePricesBody,
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const locale = requestLocale(request.headers['accept-language']);
      const results = await pricesByCode(
        deps.write,
        principal,
        request.params.shopId,
        request.body.items,
        locale,
        request.log,
      );
      return answer(results);
    },
  );

  app.put(
    '/shops/:shopId/register-codes/availability',
    {
      onRequest: deps.keyOrUser('prices:write'),
      schema: {
        summary: 'Sold out or back, by register code or product name',
        description:
          'Each item names a register code, a product name (any case), or both; every row of the shop that matches follows (a product is sold out everywhere on the menu). Results per item as for prices. API keys need `prices:write`.',
        response: { 200: CodeResults },
        params: ShopIdParams,
        body: CodeAvailabilityBody,
      },
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
