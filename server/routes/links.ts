import {
  LinkBulkBody,
  LinkBulkResult,
  LinkPricesAnswer,
  LinkPricesBody,
  SharedPrice,
  LinkCreateBody,
  LinkUpdateBody,
  NoContent,
  ShopLink,
} from '../../src/domain/contract';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { bulkUpdateLinks } from '../services/links/link-bulk';
import { changeLinkPrices, sharedPriceOf } from '../services/links/link-price-change';
import { assertCanUseShop } from '../auth/tenancy';
import { ListQuerySchema, sendList } from '../http/list-query';
import { IdParams } from '../http/schemas';
import { getLinkRow, getLinkView } from '../services/links/shop-link-views';
import {
  createLink,
  deleteLink,
  moveLink,
  setLinkAvailability,
  updateLink,
  listLinks,
} from '../services/links/shop-links';
import { ifMatchVersion } from '../http/if-match';
import { atVersion } from '../services/writer/versions';
import { msg, render, requestLocale } from '../i18n';

export function registerLinkRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  app.get(
    '/shops-to-prices',
    {
      onRequest: deps.keyOrUser('menu:read'),
      schema: {
        summary: 'List links',
        description: 'Filter with `filter=shop_id:<id>`. API keys need `menu:read`.',
        response: { 200: Type.Array(ShopLink) },
        querystring: ListQuerySchema,
      },
    },
    async (request, reply) => {
      return sendList(reply, await listLinks(db, principalOf(request), request.query));
    },
  );

  app.get(
    '/shops-to-prices/:id',
    {
      onRequest: deps.keyOrUser('menu:read'),
      schema: {
        summary: 'Read a link',
        description:
          'Its ETag (`"v<version>.<hash>"`) is an `If-Match` that the row\'s PUTs accept. API keys need `menu:read`.',
        response: { 200: ShopLink },
        params: IdParams,
      },
    },
    async (request) => {
      const row = await getLinkRow(db, request.params.id);
      assertCanUseShop(principalOf(request), row.shopId, 'Shop to price');
      return getLinkView(db, row.id);
    },
  );

  app.post(
    '/shops-to-prices',
    {
      onRequest: app.authenticate,
      schema: { response: { 201: ShopLink }, body: LinkCreateBody },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const id = await deps.write((tx, changes) =>
        createLink(tx, changes, principal, request.body),
      );
      return reply.status(201).send(await getLinkView(db, id));
    },
  );

  // The products list's bulk actions: one action on many rows of a shop, in one write.
  app.post(
    '/shops-to-prices/bulk',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: LinkBulkResult }, body: LinkBulkBody },
    },
    async (request) => {
      const principal = principalOf(request);
      const changed = await deps.write((tx, changes) =>
        bulkUpdateLinks(tx, changes, principal, request.body),
      );
      return { changed };
    },
  );

  // Who else shows the row's combination: the price modal asks before changing it for all.
  app.get(
    '/shops-to-prices/:id/shared',
    { onRequest: app.authenticate, schema: { response: { 200: SharedPrice }, params: IdParams } },
    async (request) => sharedPriceOf(db, principalOf(request), request.params.id),
  );

  // The daily price change in one step, from the row's price modal.
  app.put(
    '/shops-to-prices/:id/prices',
    {
      onRequest: deps.keyOrUser('prices:write'),
      schema: {
        summary: "Change a link's prices",
        description:
          '`for: all` changes the combination for every row showing it (403 naming the shops when one of them is beyond the caller, e.g. for a key limited to one shop); `for: this` copies it under a new register code for this row (named in `register_code_change`). `If-Match` (the GET\'s ETag or `"<modified_at>"`) answers 409 `stale_version` when the row moved on. API keys need `prices:write`.',
        response: { 200: LinkPricesAnswer },
        params: IdParams,
        body: LinkPricesBody,
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const answer = await deps.write(
        atVersion(
          principalOf(request),
          'shops_to_prices',
          request.params.id,
          ifMatchVersion(request),
          (tx, changes) =>
            changeLinkPrices(tx, changes, principal, request.params.id, request.body),
        ),
      );
      // A new register code is said out loud: the price modal shows it.
      const moved = answer.register_code_change;
      const locale = requestLocale(request.headers['accept-language']);
      return {
        ...answer,
        register_code_change: moved && {
          ...moved,
          text: render(
            msg('history.registerCode', {
              name: moved.product_name,
              now: moved.now,
              was: moved.was,
            }),
            locale,
          ),
        },
      };
    },
  );

  app.put(
    '/shops-to-prices/availability/:id',
    {
      onRequest: deps.keyOrUser('prices:write'),
      schema: {
        summary: "Sold out or back: a link's availability",
        description: '`If-Match` as for prices. API keys need `prices:write`.',

        response: { 200: ShopLink },
        params: IdParams,
        body: Type.Object({ active: Type.Boolean() }),
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await deps.write(
        atVersion(
          principalOf(request),
          'shops_to_prices',
          request.params.id,
          ifMatchVersion(request),
          (tx, changes) =>
            setLinkAvailability(tx, changes, principal, request.params.id, request.body.active),
        ),
      );
      return getLinkView(db, request.params.id);
    },
  );

  app.patch(
    '/shops-to-prices/swap/:id',
    {
      onRequest: app.authenticate,
      schema: {
        response: { 200: ShopLink },
        params: IdParams,
        querystring: Type.Object({ move_up: Type.Boolean() }),
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await deps.write((tx, changes) =>
        moveLink(tx, changes, principal, request.params.id, request.query.move_up),
      );
      return getLinkView(db, request.params.id);
    },
  );

  app.put(
    '/shops-to-prices/:id',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: ShopLink }, params: IdParams, body: LinkUpdateBody },
    },
    async (request) => {
      const principal = principalOf(request);
      await deps.write(
        atVersion(
          principalOf(request),
          'shops_to_prices',
          request.params.id,
          ifMatchVersion(request),
          (tx, changes) => updateLink(tx, changes, principal, request.params.id, request.body),
        ),
      );
      return getLinkView(db, request.params.id);
    },
  );

  app.delete(
    '/shops-to-prices/:id',
    { onRequest: app.authenticate, schema: { response: { 204: NoContent }, params: IdParams } },
    async (request, reply) => {
      const principal = principalOf(request);
      await deps.write((tx, changes) => deleteLink(tx, changes, principal, request.params.id));
      return reply.status(204).send();
    },
  );
}
