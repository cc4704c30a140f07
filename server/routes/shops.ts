import {
  AllowedAddresses,
  NoContent,
  Shop,
  ShopActiveBody,
  ShopBody,
  ShopCacheStatus,
  ShopChangeBody,
  ShopConfigBody,
  ShopFeed,
} from '../../src/domain/contract';
import { Type } from 'typebox';
import {
  MAX_ALLOWED_ADDRESSES,
  getAllowedAddresses,
  setAllowedAddresses,
} from '../services/orders/allowed-addresses';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { canAccessShop, canManageShop, type Principal } from '../auth/principal';
import { assertCanUseGroup } from '../auth/tenancy';
import { BOARD_THEMES, isBoardThemeId } from '../../src/domain';
import { AppError, badRequest, notFound } from '../errors';
import { ListQuerySchema, sendList } from '../http/list-query';
import { IdParams, ShopIdParams, Uuid } from '../http/schemas';
import { encodedEtag, negotiateEncoding } from '../http/compression';
import { matchesIfNoneMatch } from '../http/etag';
import { sendPrepared } from '../http/prepared-answer';
import { allowAnyOrigin } from '../http/security';
import { createShop, getShopView, updateShop, listShops } from '../services/accounts/shops';

type ShopChanges = Parameters<typeof updateShop>[2];

/**
 * The boolean spellings board clients send, in any case: the predecessor (pydantic) accepted
 * `true/t/yes/y/on/1` and `false/f/no/n/off/0`.
 */
const TRUE_WORDS = ['true', 't', 'yes', 'y', 'on', '1'];
const FALSE_WORDS = ['false', 'f', 'no', 'n', 'off', '0'];
const anyCase = (word: string) =>
  [...word].map((c) => (/[a-z]/.test(c) ? `[${c}${c.toUpperCase()}]` : c)).join('');
const BOOLEAN_WORD = `^(?:${[...TRUE_WORDS, ...FALSE_WORDS].map(anyCase).join('|')})$`;

const FeedQuery = Type.Object({
  is_horeca: Type.Optional(
    Type.String({
      pattern: BOOLEAN_WORD,
      description: 'true/t/yes/y/on/1 or false/f/no/n/off/0, in any case',
    }),
  ),
  screen_id: Type.Optional(Uuid),
});

export function registerShopRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  /**
   * Every change of a shop's own fields reloads its boards. Its name, type, zone and whether it
   * is in use may change while it is deactivated; its board settings wait for its reactivation.
   */
  async function changeShop(id: string, changes: ShopChanges, ownFields = false) {
    await deps.write(async (tx, changeSet) => {
      await updateShop(tx, id, changes);
      changeSet.touchShops([id]);
      if (ownFields) changeSet.allowInactiveShops();
    });
    return getShopView(db, id);
  }

  /**
   * A new shop goes into a group the caller belongs to (404 for another group, checked first),
   * made by a superuser or an admin of that group; only a superuser makes a shop without group.
   */
  function assertCanCreateShop(principal: Principal, groupId: string | undefined) {
    if (principal.isSuperuser) return;
    if (groupId !== undefined) assertCanUseGroup(principal, groupId);
    if (!principal.roleNames.includes('admin')) {
      throw new AppError(
        'FORBIDDEN',
        'Only a superuser or an admin of the shop group may add a shop.',
      );
    }
    if (groupId === undefined) {
      throw new AppError(
        'FORBIDDEN',
        'Only a superuser may add a shop outside a shop group; choose the shop group.',
      );
    }
  }

  /** Settings of a shop: 404 when the caller cannot see it, 403 when they may not change it. */
  async function assertCanManage(request: Parameters<typeof principalOf>[0], shopId: string) {
    const principal = principalOf(request);
    if (!canAccessShop(principal, shopId)) throw notFound('Shop');
    if (!canManageShop(principal, shopId)) {
      throw new AppError(
        'FORBIDDEN',
        'Only a superuser or an admin of this shop may change its settings.',
      );
    }
  }

  app.get(
    '/shops',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(Shop) }, querystring: ListQuerySchema },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      return sendList(reply, await listShops(db, principal, request.query));
    },
  );

  app.post(
    '/shops',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Add a shop',
        description:
          'Superusers, and admins of the shop group given in `shop_group_id`. Unless `empty`, the shop starts with a main category and a first category for each list its type sells, and one table, so its board and order page work at once.',
        response: { 201: Shop },
        body: ShopBody,
      },
    },
    async (request, reply) => {
      assertCanCreateShop(principalOf(request), request.body.shop_group_id);
      const id = await deps.write(async (tx, changeSet) => {
        const created = await createShop(tx, request.body);
        changeSet.touchShops([created]);
        return created;
      });
      return reply.status(201).send(await getShopView(db, id));
    },
  );

  // Public: boards poll it and reload when it changes. Answered from memory (see FeedCache).
  app.get(
    '/shops/cache-status/:id',
    {
      schema: {
        summary: "A shop's board cache status",
        description:
          'Boards poll it and reload the feed when `modified_at` moves. Public, `Access-Control-Allow-Origin: *`.',
        response: { 200: ShopCacheStatus },
        params: IdParams,
      },
    },
    async (request, reply) => {
      const status = await deps.feed.cacheStatus(request.params.id);
      sendPrepared(request, reply, status.body, deps.answerHeaders);
    },
  );

  // Public: the board feed. Boards read their shop and its price items without a login.
  const { metrics } = deps;
  app.get(
    '/shops/:id',
    {
      // Each answer's status and time go into the operators' figures (only while they are on).
      ...(metrics && {
        onResponse: (_request, reply, done) => {
          metrics.feedAnswer(reply.statusCode, reply.elapsedTime);
          done();
        },
      }),
      schema: {
        summary: 'The board feed of a shop',
        description:
          "Public. `is_horeca` (true/t/yes/y/on/1 or false/f/no/n/off/0) gives the horeca or the cannabis half; `screen_id` one screen's categories. Strong ETag per encoding; `If-None-Match` answers 304.",

        response: { 200: ShopFeed, 304: NoContent },
        params: IdParams,
        querystring: FeedQuery,
      },
    },
    async (request, reply) => {
      const { is_horeca: horeca, screen_id: screenId } = request.query;
      const isHoreca = horeca === undefined ? undefined : TRUE_WORDS.includes(horeca.toLowerCase());
      const variant = isHoreca === undefined ? 'all' : isHoreca ? 'horeca' : 'cannabis';
      const entry = await deps.feed.get(request.params.id, variant, screenId);
      // Each encoding is its own representation with its own tag (`-br`, `-gz`); a tag is known
      // without compressing, so a revalidation never compresses anything.
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      const etag = encodedEtag(entry.etag, encoding);
      // The cache holds the answer as bytes, serialised once from a ShopFeed; they go as they are.
      const out = allowAnyOrigin(reply).header('vary', 'Accept-Encoding').header('etag', etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
        return out.code(304).header('cache-control', 'no-cache').send();
      }
      const answer = await entry.encoded(encoding);
      if (encoding !== 'identity') out.header('content-encoding', encoding);
      return out.type('application/json; charset=utf-8').send(answer.body);
    },
  );

  app.put(
    '/shops/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Rename a shop, or change its type or time zone',
        description:
          'Superusers and admins of a group holding the shop; also while it is deactivated.',
        response: { 200: Shop },
        params: IdParams,
        body: ShopChangeBody,
      },
    },
    async (request) => {
      await assertCanManage(request, request.params.id);
      const { name, description, shop_type: shopType, time_zone: timeZone } = request.body;
      return changeShop(request.params.id, { name, description, shopType, timeZone }, true);
    },
  );

  app.put(
    '/shops/:shopId/active',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Deactivate or reactivate a shop',
        description:
          "A deactivated shop keeps all its data: it leaves the back office's shop choices, its boards say it is not in use and every change of it is refused (409) until it is reactivated.",
        response: { 200: Shop },
        params: ShopIdParams,
        body: ShopActiveBody,
      },
    },
    async (request) => {
      await assertCanManage(request, request.params.shopId);
      return changeShop(request.params.shopId, { active: request.body.active }, true);
    },
  );

  app.put(
    '/shops/set-multiscreen/:shopId',
    {
      onRequest: app.authenticate,
      schema: {
        response: { 200: Shop },
        params: ShopIdParams,
        querystring: Type.Object({ multiscreen: Type.Boolean() }),
      },
    },
    async (request) => {
      await assertCanManage(request, request.params.shopId);
      return changeShop(request.params.shopId, { isUsingMultiscreen: request.query.multiscreen });
    },
  );

  app.put(
    '/shops/set-config/:shopId',
    {
      onRequest: app.authenticate,
      schema: {
        response: { 200: Shop },
        params: ShopIdParams,
        body: ShopConfigBody,
      },
    },
    async (request) => {
      await assertCanManage(request, request.params.shopId);
      const { use_truncated_prices: truncated, theme, default_list: defaultList } = request.body;
      if (theme !== undefined && !isBoardThemeId(theme)) {
        throw badRequest(
          `Unknown board theme '${theme}'; choose one of: ${BOARD_THEMES.map((t) => t.id).join(', ')}.`,
          ['body', 'theme'],
        );
      }
      return changeShop(request.params.shopId, {
        config: {
          ...(truncated !== undefined && { use_truncated_prices: truncated }),
          ...(theme !== undefined && { theme }),
          ...(defaultList !== undefined && { default_list: defaultList }),
        },
      });
    },
  );
  // The allow-list of client addresses orders are taken from, with the caller's own address
  // as a suggestion (the server knows it; behind a proxy with TRUST_PROXY set).
  app.get(
    '/shops/allowed-ips/:shopId',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: AllowedAddresses }, params: ShopIdParams },
    },
    async (request) => {
      await assertCanManage(request, request.params.shopId);
      const allowedIps = await getAllowedAddresses(db, request.params.shopId);
      return { allowed_ips: allowedIps, your_address: request.ip };
    },
  );

  app.put(
    '/shops/allowed-ips/:shopId',
    {
      onRequest: app.authenticate,
      schema: {
        response: { 200: AllowedAddresses },
        params: ShopIdParams,
        body: Type.Object({
          allowed_ips: Type.Array(Type.String({ maxLength: 64 }), {
            maxItems: MAX_ALLOWED_ADDRESSES,
          }),
        }),
      },
    },
    async (request) => {
      await assertCanManage(request, request.params.shopId);
      const allowedIps = await deps.write((tx) =>
        setAllowedAddresses(tx, request.params.shopId, request.body.allowed_ips),
      );
      return { allowed_ips: allowedIps, your_address: request.ip };
    },
  );
}
