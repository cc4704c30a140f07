import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/api';
import { multipartBody, solidPicture } from '../support/images';
import { storedLocally } from '../support/pictures';
import { PUBLIC } from '../support/public-routes';
import { collectRoutes, resourceOf, type ApiRoute } from '../support/routes';
import {
  databaseSnapshot,
  startTenancyWorld,
  type TenancyWorld,
  type TenantData,
} from '../support/tenancy-world';

/**
 * The tenancy matrix: for every route, the admin and the employee of group B try group A's ids
 * (in the path, the query and the body, alone and mixed with B's own), and nothing succeeds:
 * reads answer 403/404 (lists and global reads answer without any of A's data), writes answer
 * 403/404 and leave the database exactly as it was. The route list comes from the app itself: a
 * route that is neither in the matrix nor listed as public fails the test.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const UNKNOWN_ID = '6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10';
const UNKNOWN_PICTURE = 'ffffffffffffffffffffffffffffffff-40x30.png';

/** One request B's staff make. Path parameters default to A's ids (see `pathIdOf`). */
interface Attempt {
  path?: Record<string, string>;
  query?: string;
  body?: unknown;
  multipart?: { payload: Buffer; contentType: string };
  /** A list or a global read: 200 is right, as long as none of A's data is in it. */
  list?: boolean;
  /** Only the caller's own items are taken: 200 with nothing done is right. */
  ignored?: boolean;
  /** Who reads the same thing successfully, to show the ids are real (reads by id). */
  control?: 'a-admin' | 'root';
  /**
   * B's own item with A's id in a field: the item's own rules may refuse it (400), as long as
   * the answer is the same as for an id of nothing, so it tells nothing about A's data.
   */
  mixed?: boolean;
}

/** A menu file that would make A's link unavailable. */
const MENU_FILE = 'Categorie;Product;Kassacode;Beschikbaar\r\nWiet;Alfa;;nee\r\n';

type Cell = (w: TenancyWorld, png: Buffer) => Attempt[];

/** Routes that take no tenant's id and may succeed for any logged-in user, and why. */
// Strains, tags and flavors are global words only superusers add: none are open to staff now.
const OPEN_TO_STAFF: Record<string, string> = {
  'GET /v1/history':
    "answers only the changes of the caller's own shops and groups (tests/api/history.test.ts)",
  'PUT /v1/users/me/language':
    "acts only on the caller's own user, named by the token (tests/api/user-language.test.ts)",
  'POST /v1/history/:id/undo':
    "a change id, not a tenant's: another tenant's change is a 404 (tests/api/history.test.ts)",
};

const one =
  (attempt: Attempt = {}): Cell =>
  () => [attempt];
const read = (control: Attempt['control'] = 'a-admin'): Cell => one({ control });
const list =
  (...queries: ((w: TenancyWorld) => string)[]): Cell =>
  (w) =>
    (queries.length ? queries : [() => '']).map((query) => ({ query: query(w), list: true }));

/** Bodies B's staff send: valid in every way except whose ids they carry. */
const priceBody = (groupId: string) => ({
  internal_product_id: '900Bravo',
  shop_group_id: groupId,
  cannabis: [{ quantity: 1, price: 12 }],
});
const linkBody = (
  ids: { shop: string; price: string; category: string; kind: string },
  flags: { active: boolean; new: boolean } = { active: true, new: false },
) => ({
  shop_id: ids.shop,
  price_id: ids.price,
  category_id: ids.category,
  kind_id: ids.kind,
  ...flags,
});
const linkOf = (t: TenantData) => ({
  shop: t.shopId,
  price: t.priceId,
  category: t.categoryId,
  kind: t.kindId,
});
const kindStep = (w: TenancyWorld, groupId: string) => ({
  kind_name: 'Bravo Nieuw',
  kind_type: 'sativa',
  kind_description_nl: 'Fris',
  kind_description_en: 'Fresh',
  strain_choice: [w.strainId],
  create_new_strains: [],
  new_strain_from_name: false,
  use_shop_group: groupId,
  gebruiken: true,
});

/** Relations of kinds: the same cells for strains, tags and flavors. */
function relationCells(
  resource: string,
  field: 'strain_id' | 'tag_id' | 'flavor_id',
  idOf: (t: TenantData) => string,
): Record<string, Cell> {
  const extra = field === 'tag_id' ? { amount: 2 } : {};
  const wordOf = (w: TenancyWorld) =>
    field === 'strain_id' ? w.strainId : field === 'tag_id' ? w.tagId : w.flavorId;
  return {
    [`GET /v1/${resource}`]: list((w) => `filter=kind_id:${w.a.kindId}`),
    [`GET /v1/${resource}/get_relation_id`]: (w) => [
      { query: `kind_id=${w.a.kindId}&${field}=${wordOf(w)}` },
    ],
    [`GET /v1/${resource}/:id`]: read(),
    [`POST /v1/${resource}`]: (w) => [
      { body: { kind_id: w.a.kindId, [field]: wordOf(w), ...extra } },
    ],
    [`PUT /v1/${resource}/:id`]: (w) => [
      { body: { kind_id: w.a.kindId, [field]: wordOf(w), ...extra } },
      // B's own relation moved onto A's kind.
      {
        path: { id: idOf(w.b) },
        body: { kind_id: w.a.kindId, [field]: wordOf(w), ...extra },
        mixed: true,
      },
    ],
    [`DELETE /v1/${resource}/:id`]: one(),
  };
}

/** Global words: staff read them (without A's data) but may not change them. */
function vocabularyCells(resource: string): Record<string, Cell> {
  const idOf = (w: TenancyWorld) =>
    resource === 'strains' ? w.strainId : resource === 'tags' ? w.tagId : w.flavorId;
  return {
    [`GET /v1/${resource}`]: list(),
    [`GET /v1/${resource}/:id`]: (w) => [{ path: { id: idOf(w) }, list: true }],
    [`GET /v1/${resource}/is-deletable/:id`]: (w) => [{ path: { id: idOf(w) }, list: true }],
    [`GET /v1/${resource}/name/:name`]: (w) => [
      { path: { name: 'Gedeelde strain' }, query: `shop_id=${w.a.shopId}`, list: true },
    ],
    [`POST /v1/${resource}`]: () => [{ body: { name: 'Bravo woord' } }],
    [`PUT /v1/${resource}/:id`]: (w) => [{ path: { id: idOf(w) }, body: { name: 'Bravo woord' } }],
    [`DELETE /v1/${resource}/:id`]: (w) => [{ path: { id: idOf(w) } }],
  };
}

/** Catalogue items of a group (kinds, products): the same cells for both. */
function itemCells(resource: 'kinds' | 'products'): Record<string, Cell> {
  const idOf = (t: TenantData) => (resource === 'kinds' ? t.kindId : t.productId);
  const nameOf = (t: TenantData) => (resource === 'kinds' ? t.kindName : t.productName);
  return {
    [`GET /v1/${resource}`]: list(
      (w) => `shop_group_id=${w.a.groupId}`,
      (w) => `filter=shop_group_id:${w.a.groupId}`,
    ),
    [`GET /v1/${resource}/:id`]: (w) => [
      { control: 'a-admin' },
      // B's own item with A's shop: must not show A's prices.
      { path: { id: idOf(w.b) }, query: `shop_id=${w.a.shopId}`, list: true },
    ],
    [`GET /v1/${resource}/is-deletable/:id`]: read(),
    [`GET /v1/${resource}/name/:name`]: (w) => [
      { control: 'a-admin' },
      { query: `shop_id=${w.a.shopId}` },
      { path: { name: nameOf(w.b) }, query: `shop_id=${w.a.shopId}`, list: true },
    ],
    [`POST /v1/${resource}`]: (w) => [
      { body: { name: 'Bravo Nieuw', shop_group_id: w.a.groupId } },
    ],
    [`PUT /v1/${resource}/:id`]: (w) => [
      { body: { name: 'Bravo Hernoemd', shop_group_id: w.a.groupId } },
      { body: { name: 'Bravo Hernoemd', shop_group_id: w.b.groupId } },
      // B's own item moved into A's group, or showing A's picture.
      {
        path: { id: idOf(w.b) },
        body: { name: nameOf(w.b), shop_group_id: w.a.groupId },
        mixed: true,
      },
      {
        path: { id: idOf(w.b) },
        body: { name: nameOf(w.b), shop_group_id: w.b.groupId, image_1: w.a.pictureName },
        mixed: true,
      },
    ],
    [`DELETE /v1/${resource}/:id`]: one(),
  };
}

/** Items of a shop with a name (screens, tables, main categories). */
function shopItemCells(
  resource: 'screens' | 'tables' | 'main-categories',
  idOf: (t: TenantData) => string,
  nameOf: (t: TenantData) => string,
): Record<string, Cell> {
  // The screens of one shop (`filter=shop_id:{id}` alone) are public: boards list them.
  const byShop = (w: TenancyWorld) =>
    resource === 'screens' ? 'filter=name:Matrix' : `filter=shop_id:${w.a.shopId}`;
  return {
    [`GET /v1/${resource}`]: list(byShop, () => 'filter=name:Alfa'),
    [`POST /v1/${resource}`]: (w) => [{ body: { name: 'Bravo Nieuw', shop_id: w.a.shopId } }],
    [`PUT /v1/${resource}/:id`]: (w) => [
      { body: { name: 'Bravo Hernoemd' } },
      { body: { name: 'Bravo Hernoemd', shop_id: w.b.shopId } },
      // B's own item moved into A's shop.
      {
        path: { id: idOf(w.b) },
        body: { name: nameOf(w.b), shop_id: w.a.shopId },
        mixed: true,
      },
    ],
    [`DELETE /v1/${resource}/:id`]: one(),
  };
}

const MATRIX: Record<string, Cell> = {
  'GET /v1/boards/shop/:shopId': one({ control: 'a-admin' }),
  'PUT /v1/boards/shop/:shopId/:boardId/name': (w) => [
    { path: { boardId: w.a.screenId }, body: { name: 'Bravo Bord' } },
  ],
  'POST /v1/boards/shop/:shopId/:boardId/reload': (w) => [{ path: { boardId: w.a.screenId } }],
  'POST /v1/boards/shop/:shopId/:boardId/identify': (w) => [{ path: { boardId: w.a.screenId } }],
  'POST /v1/boards/shop/:shopId/:boardId/reset-secret': (w) => [
    { path: { boardId: w.a.screenId } },
  ],
  'POST /v1/boards/shop/:shopId/:boardId/unpair': (w) => [{ path: { boardId: w.a.screenId } }],
  // A's board seen via its address: adopting or forgetting it through A's shop is a 404.
  'POST /v1/boards/shop/:shopId/:boardId/adopt': (w) => [{ path: { boardId: w.a.screenId } }],
  'POST /v1/boards/shop/:shopId/:boardId/forget': (w) => [{ path: { boardId: w.a.screenId } }],
  // A's board into B's shop, and B's own board into A's shop: both shops are checked.
  'POST /v1/boards/shop/:shopId/:boardId/move': (w) => [
    {
      path: { shopId: w.a.shopId, boardId: w.a.screenId },
      body: { shop_id: w.b.shopId, screen_id: null, orientation: 'landscape' },
    },
    {
      path: { shopId: w.b.shopId, boardId: w.b.screenId },
      body: { shop_id: w.a.shopId, screen_id: w.a.screenId, orientation: 'portrait' },
      mixed: true,
    },
  ],
  'POST /v1/boards/shop/:shopId/:boardId/screenshot': (w) => [{ path: { boardId: w.a.screenId } }],
  'GET /v1/boards/shop/:shopId/:boardId/screenshot': (w) => [{ path: { boardId: w.a.screenId } }],
  // Every board of the caller's shops; another group's shop as a filter is a missing one.
  'GET /v1/fleet': (w) => [{ list: true }, { query: `shop=${w.a.shopId}` }],
  'GET /v1/fleet/seen': (w) => [{ list: true }, { query: `shop=${w.a.shopId}` }],
  'GET /v1/shops/:shopId/board-alerts': read(),
  'PUT /v1/shops/:shopId/board-alerts': one({ body: { minutes: 5 } }),
  'PUT /v1/shops/:shopId/board-alerts/subscription': one({ body: { email: 'b@spy.example' } }),
  'DELETE /v1/shops/:shopId/board-alerts/subscription': one(),
  'POST /v1/pairing/claim': (w) => [
    { body: { code: 'ACD479', shop_id: w.a.shopId, screen_id: null, orientation: 'landscape' } },
  ],
  'GET /orders/shop/:shopId/pending': one(),
  'GET /orders/shop/:shopId/complete': one(),
  'GET /v1/orders/shop/:shopId/pending': one(),
  'GET /v1/orders/shop/:shopId/complete': one(),
  'GET /v1/orders/:id': read(),
  'PATCH /v1/orders/:id': one({ body: { status: 'complete' } }),
  'DELETE /v1/orders/:id': one(),

  'GET /v1/categories': list(
    (w) => `filter=shop_id:${w.a.shopId}`,
    () => 'filter=name:Alfa',
  ),
  'GET /v1/categories/:id': read(),
  'GET /v1/categories/is-deletable/:id': read(),
  'GET /v1/categories/name/:name': (w) => [
    { control: 'a-admin' },
    { query: `shop_id=${w.a.shopId}` },
    { path: { name: w.b.categoryName }, query: `shop_id=${w.a.shopId}` },
  ],
  'POST /v1/categories': (w) => [
    { body: { name: 'Bravo Nieuw', shop_id: w.a.shopId } },
    // In B's shop, but under A's main category or on A's screen.
    {
      body: { name: 'Bravo Nieuw', shop_id: w.b.shopId, main_category_id: w.a.mainCategoryId },
      mixed: true,
    },
    {
      body: { name: 'Bravo Nieuw', shop_id: w.b.shopId, screens: [{ screen_id: w.a.screenId }] },
      mixed: true,
    },
  ],
  'PUT /v1/categories/:id': (w) => [
    { body: { name: 'Bravo Hernoemd' } },
    { body: { name: 'Bravo Hernoemd', shop_id: w.b.shopId } },
    {
      path: { id: w.b.categoryId },
      body: { name: w.b.categoryName, shop_id: w.a.shopId },
      mixed: true,
    },
    {
      path: { id: w.b.categoryId },
      body: { name: w.b.categoryName, main_category_id: w.a.mainCategoryId },
      mixed: true,
    },
    {
      path: { id: w.b.categoryId },
      body: { name: w.b.categoryName, screens: [{ screen_id: w.a.screenId }] },
      mixed: true,
    },
    {
      path: { id: w.b.categoryId },
      body: { name: w.b.categoryName, image_1: w.a.pictureName },
      mixed: true,
    },
  ],
  'DELETE /v1/categories/:id': one(),

  ...shopItemCells(
    'main-categories',
    (t) => t.mainCategoryId,
    () => 'Bravo Hoofdgroep',
  ),
  'GET /v1/main-categories/:id': read(),
  ...shopItemCells(
    'screens',
    (t) => t.screenId,
    (t) => t.screenName,
  ),
  'GET /v1/screens/is-deletable/:id': read(),
  'GET /v1/screens/name/:name': (w) => [
    { control: 'a-admin' },
    { query: `shop_id=${w.a.shopId}` },
    { path: { name: w.b.screenName }, query: `shop_id=${w.a.shopId}` },
  ],
  ...shopItemCells(
    'tables',
    (t) => t.tableId,
    () => 'Bravo Tafel 1',
  ),
  'GET /v1/tables/:id': read(),

  ...itemCells('kinds'),
  'GET /v1/kinds/all': list(),
  ...itemCells('products'),
  'POST /v1/products/with-price': (w) => {
    const sent = (t: TenantData, shop: TenantData, category: TenantData) => ({
      name: 'Bravo Cola',
      shop_group_id: t.groupId,
      shop_id: shop.shopId,
      category_id: category.categoryId,
      register_prefix: '500',
      prices: [{ quantity: 1, price: 3 }],
    });
    return [
      { body: sent(w.a, w.a, w.a) },
      { body: sent(w.b, w.a, w.a) },
      // B's own product and shop, with A's category or in A's group.
      { body: sent(w.b, w.b, w.a), mixed: true },
      { body: sent(w.a, w.b, w.b), mixed: true },
    ];
  },
  ...relationCells('kinds-to-strains', 'strain_id', (t) => t.kindStrainId),
  ...relationCells('kinds-to-tags', 'tag_id', (t) => t.kindTagId),
  ...relationCells('kinds-to-flavors', 'flavor_id', (t) => t.kindFlavorId),
  ...vocabularyCells('strains'),
  ...vocabularyCells('tags'),
  ...vocabularyCells('flavors'),

  'GET /v1/prices': list(
    (w) => `filter=shop_group_id:${w.a.groupId}`,
    () => 'filter=internal_product_id:Alfa',
  ),
  'GET /v1/prices/:id': read(),
  'POST /v1/prices': (w) => [{ body: priceBody(w.a.groupId) }],
  'PUT /v1/prices/:id': (w) => [
    { body: priceBody(w.a.groupId) },
    { body: priceBody(w.b.groupId) },
    { path: { id: w.b.priceId }, body: priceBody(w.a.groupId), mixed: true },
  ],
  'DELETE /v1/prices/:id': one(),

  'GET /v1/shops-to-prices': list(
    (w) => `filter=shop_id:${w.a.shopId}`,
    (w) => `filter=price_id:${w.a.priceId}`,
  ),
  'GET /v1/shops-to-prices/:id': read(),
  'POST /v1/shops-to-prices': (w) => [
    { body: linkBody(linkOf(w.a)) },
    // B's board showing A's price, kind or category.
    { body: linkBody({ ...linkOf(w.b), price: w.a.priceId }), mixed: true },
    { body: linkBody({ ...linkOf(w.b), kind: w.a.kindId }), mixed: true },
    { body: linkBody({ ...linkOf(w.b), category: w.a.categoryId }), mixed: true },
  ],
  'PUT /v1/shops-to-prices/:id': (w) => [
    { body: linkBody(linkOf(w.a), { active: false, new: true }) },
    { body: linkBody(linkOf(w.b)) },
    {
      path: { id: w.b.linkId },
      body: linkBody({ ...linkOf(w.b), price: w.a.priceId }),
      mixed: true,
    },
    { path: { id: w.b.linkId }, body: linkBody({ ...linkOf(w.b), kind: w.a.kindId }), mixed: true },
    { path: { id: w.b.linkId }, body: linkBody({ ...linkOf(w.b), shop: w.a.shopId }), mixed: true },
  ],
  'PUT /v1/shops-to-prices/availability/:id': one({ body: { active: false } }),
  'POST /v1/shops-to-prices/bulk': (w) => [
    { body: { shop_id: w.a.shopId, ids: [w.a.linkId], action: { type: 'remove_discounts' } } },
    {
      body: {
        shop_id: w.a.shopId,
        ids: [w.a.linkId],
        action: { type: 'availability', active: false },
      },
    },
    // A's row through B's shop, alone and beside B's own.
    {
      body: { shop_id: w.b.shopId, ids: [w.a.linkId], action: { type: 'new', new: true } },
      mixed: true,
    },
    {
      body: {
        shop_id: w.b.shopId,
        ids: [w.b.linkId, w.a.linkId],
        action: { type: 'discount', percent: 10 },
      },
      mixed: true,
    },
    // B's row into A's category.
    {
      body: {
        shop_id: w.b.shopId,
        ids: [w.b.linkId],
        action: { type: 'category', category_id: w.a.categoryId },
      },
      mixed: true,
    },
  ],
  'PATCH /v1/shops-to-prices/swap/:id': one({ query: 'move_up=true' }),
  'GET /v1/shops-to-prices/:id/shared': read(),
  'GET /v1/shops-to-prices/:id/price-history': read(),
  'PUT /v1/shops-to-prices/:id/prices': one({
    body: {
      cannabis: [
        { quantity: 1, price: 10 },
        { quantity: 5, price: 45 },
      ],
      for: 'this',
    },
  }),
  'DELETE /v1/shops-to-prices/:id': one(),

  'GET /v1/scheduled-changes': list(
    (w) => `filter=shop_id:${w.a.shopId}`,
    (w) => `filter=link_id:${w.a.linkId}`,
  ),
  'POST /v1/scheduled-changes': (w) => [
    {
      body: {
        link_id: w.a.linkId,
        change: { type: 'new', new: true },
        at: { date: `${new Date().getUTCFullYear() + 1}-07-01`, time: '10:00' },
      },
    },
    // B's row moved into A's category: B's own row, refused by the row's rules.
    {
      body: {
        link_id: w.b.linkId,
        change: { type: 'category', category_id: w.a.categoryId },
        at: { date: `${new Date().getUTCFullYear() + 1}-07-01`, time: '10:00' },
      },
      mixed: true,
    },
  ],
  'PUT /v1/scheduled-changes/:id': (w) => [
    { body: { at: { date: `${new Date().getUTCFullYear() + 1}-08-01`, time: '10:00' } } },
    {
      path: { id: w.b.scheduledChangeId },
      body: { change: { type: 'category', category_id: w.a.categoryId } },
      mixed: true,
    },
  ],
  'POST /v1/scheduled-changes/:id/cancel': one(),
  'GET /v1/api-keys': (w) => [{ query: `shop_group_id=${w.a.groupId}` }],
  'POST /v1/api-keys': (w) => [
    { body: { shop_group_id: w.a.groupId, name: 'Bravo sleutel', scopes: ['menu:read'] } },
  ],
  'DELETE /v1/api-keys/:id': one(),
  'POST /v1/api-keys/:id/take-over': one(),
  'PUT /v1/shops/:shopId/register-codes/prices': () => [
    {
      body: {
        items: [
          {
            code: '101Alfa',
            cannabis: [
              { quantity: 1, price: 1 },
              { quantity: 5, price: 4 },
            ],
            for: 'all',
          },
        ],
      },
    },
  ],
  'PUT /v1/shops/:shopId/register-codes/availability': () => [
    { body: { items: [{ code: '101Alfa', active: false }] } },
  ],
  'GET /v1/webhooks': (w) => [{ query: `shop_group_id=${w.a.groupId}` }],
  'POST /v1/webhooks': (w) => [
    {
      body: {
        shop_group_id: w.a.groupId,
        url: 'https://hooks.example.invalid/bravo',
        events: ['prices.changed'],
      },
    },
  ],
  'DELETE /v1/webhooks/:id': one(),
  'GET /v1/webhooks/:id/deliveries': one(),
  'POST /v1/webhook-deliveries/:id/redeliver': one(),

  'GET /v1/shops': list(
    (w) => `filter=id:${w.a.shopId}`,
    () => 'filter=name:Matrix A',
  ),
  // A shop into A's group, or outside any group (superusers only).
  'POST /v1/shops': (w) => [
    { body: { name: 'Bravo Winkel', shop_group_id: w.a.groupId, shop_type: 'horeca' } },
    { body: { name: 'Bravo Winkel' } },
  ],
  'PUT /v1/shops/:id': one({ body: { name: 'Bravo Hernoemd', shop_type: 'horeca' } }),
  'PUT /v1/shops/:shopId/active': one({ body: { active: false } }),
  'PUT /v1/shops/set-config/:shopId': one({ body: { use_truncated_prices: true } }),
  'PUT /v1/shops/set-multiscreen/:shopId': one({ query: 'multiscreen=true' }),
  'GET /v1/shops/last-pending-order/:shopId': read(),
  'GET /v1/shops/allowed-ips/:shopId': read(),
  'GET /v1/shops/:shopId/menu.csv': read(),
  // The file travels as text (here as a JSON string); B's staff get nothing of A's menu.
  'POST /v1/shops/:shopId/menu-import/preview': one({ body: MENU_FILE }),
  'POST /v1/shops/:shopId/menu-import/apply': one({ body: MENU_FILE, query: 'token=x' }),
  'GET /v1/shops/:shopId/board-language': read(),
  'PUT /v1/shops/:shopId/board-language': one({ body: { mode: 'en', seconds: 15 } }),
  'PUT /v1/screens/:id/board-language': one({ body: { mode: 'both', seconds: 10 } }),
  'PUT /v1/shops/allowed-ips/:shopId': one({ body: { allowed_ips: ['192.0.2.0/24'] } }),
  'GET /v1/shops/:shopId/opening-hours': read(),
  'PUT /v1/shops/:shopId/opening-hours': one({ body: { opening_hours: null } }),
  'GET /v1/categories/:id/time-windows': read(),
  'PUT /v1/categories/:id/time-windows': one({
    body: { time_windows: [{ days: [1], from: '08:00', to: '11:00' }] },
  }),
  'GET /v1/shops-to-prices/:id/happy-hours': read(),
  'POST /v1/shops-to-prices/:id/happy-hours': one({
    body: { days: [6], from: '16:00', to: '18:00', percent: 10 },
  }),
  'GET /v1/categories/:id/happy-hours': read(),
  'POST /v1/categories/:id/happy-hours': one({
    body: { days: [6], from: '16:00', to: '18:00', percent: 10 },
  }),
  'PUT /v1/happy-hours/:id': one({
    body: { days: [6], from: '16:00', to: '18:00', percent: 15 },
  }),
  'DELETE /v1/happy-hours/:id': one(),
  'GET /v1/shops/:shopId/happy-hours': read(),
  'GET /v1/shops-to-prices/:id/time-windows': read(),
  'PUT /v1/shops-to-prices/:id/time-windows': one({
    body: { time_windows: [{ days: [5], from: '16:00', to: '18:00' }] },
  }),
  'GET /v1/shop-groups': list((w) => `filter=id:${w.a.groupId}`),
  'GET /v1/shop-groups/:id': read(),
  'GET /v1/shop-groups/shop-id/:shopId': read(),
  'POST /v1/shop-groups': (w) => [{ body: { name: 'Bravo Groep', shop_ids: [w.a.shopId] } }],
  'PUT /v1/shop-groups/:id': (w) => [
    { body: { name: 'Bravo Groep', shop_ids: [w.a.shopId] } },
    {
      path: { id: w.b.groupId },
      body: { name: 'Matrix B', shop_ids: [w.b.shopId, w.a.shopId] },
      mixed: true,
    },
  ],
  'DELETE /v1/shop-groups/:id': one(),

  'GET /v1/users': list(),
  'GET /v1/users/me': list(),
  'GET /v1/roles': list(),
  'GET /v1/users/:id': one({ control: 'root' }),
  'POST /v1/users': (w) => [
    {
      body: {
        username: 'bravo.nieuw',
        email: 'bravo.nieuw@example.com',
        password: 'lange-zomer-avond',
        shop_groups: [w.a.groupId],
      },
    },
  ],
  'PUT /v1/users/:id': (w) => [
    { body: { username: w.a.tenant.admin.username, email: 'bravo@example.com' } },
    // B's own account given A's group.
    {
      path: { id: w.b.tenant.employee.id },
      body: {
        username: w.b.tenant.employee.username,
        email: `${w.b.tenant.employee.username}@example.com`,
        shop_groups: [w.b.groupId, w.a.groupId],
      },
      mixed: true,
    },
  ],
  'POST /v1/users/:id/reset-token': one(),
  'GET /v1/settings/maintenance': list(),
  'PUT /v1/settings/maintenance': one({ body: { paused: true } }),

  'GET /v1/forms': list(),
  'POST /v1/forms/:formKey': (w) => [
    { path: { formKey: 'create_categorie_form' }, query: `shop_id=${w.a.shopId}`, body: [] },
    { path: { formKey: 'create_kind_form' }, body: [kindStep(w, w.a.groupId)] },
  ],
  'GET /v1/images': list(),
  'POST /v1/images/upload': (w, png) => [
    {
      query: `shop_group_id=${w.a.groupId}`,
      multipart: multipartBody([{ field: 'file', filename: 'foto.png', content: png }]),
    },
  ],
  'POST /v1/images/move': (w) => [{ body: { keys: [w.a.uploadKey] }, ignored: true }],
  'POST /v1/images/delete-temp': (w) => [{ body: { keys: [w.a.uploadKey] }, ignored: true }],
  'DELETE /v1/images/:name': one(),
  'GET /v1/wfo/get-workflow-current-step/:id': read(),
  'GET /v1/wfo/kind-content-workflow/:id': (w) => [
    { path: { id: w.a.kindId }, control: 'a-admin' },
  ],
  'POST /v1/wfo/start-content-workflow': (w) => [
    { body: { product_id: w.a.kindId, product_name: w.a.kindName } },
  ],
  'POST /v1/wfo/resume-content-workflow': (w) => [
    { body: { process_id: w.a.workflowId, effects: ['Blij'] } },
  ],
};

/** A's id (or name) for a path parameter of a route, by the route's resource. */
function pathIdOf(w: TenancyWorld, route: ApiRoute, param: string): string {
  const a = w.a;
  if (param === 'shopId') return a.shopId;
  const resource = resourceOf(route.url);
  if (param === 'name') {
    const names: Record<string, string> = {
      categories: a.categoryName,
      screens: a.screenName,
      kinds: a.kindName,
      products: a.productName,
      images: a.pictureName,
    };
    const name = names[resource];
    if (name) return name;
  }
  const ids: Record<string, string> = {
    orders: a.orderId,
    categories: a.categoryId,
    'main-categories': a.mainCategoryId,
    screens: a.screenId,
    tables: a.tableId,
    kinds: a.kindId,
    products: a.productId,
    prices: a.priceId,
    'shops-to-prices': a.linkId,
    'kinds-to-strains': a.kindStrainId,
    'kinds-to-tags': a.kindTagId,
    'kinds-to-flavors': a.kindFlavorId,
    shops: a.shopId,
    'shop-groups': a.groupId,
    users: a.tenant.admin.id,
    wfo: a.workflowId,
    'scheduled-changes': a.scheduledChangeId,
    'api-keys': a.apiKeyId,
    'happy-hours': a.happyHourId,
    webhooks: a.webhookId,
    'webhook-deliveries': a.deliveryId,
  };
  const id = param === 'id' ? ids[resource] : undefined;
  if (!id) throw new Error(`no id of A for :${param} of ${route.key}`);
  return id;
}

function urlOf(w: TenancyWorld, route: ApiRoute, attempt: Attempt): string {
  const path = route.url.replace(/:(\w+)/g, (_m, param: string) =>
    encodeURIComponent(attempt.path?.[param] ?? pathIdOf(w, route, param)),
  );
  return attempt.query ? `${path}?${attempt.query}` : path;
}

describe.each(testDatabases())('tenancy matrix on %s', (kind) => {
  let w: TenancyWorld;
  let routes: ApiRoute[];
  let png: Buffer;
  /** Text that only A's data holds. */
  let aMarkers: string[];

  beforeAll(async () => {
    w = await startTenancyWorld(kind);
    routes = await collectRoutes(w.world.api);
    png = await solidPicture(20, 20);
    aMarkers = [
      'Alfa',
      'Matrix A',
      w.a.tenant.admin.username,
      w.a.tenant.employee.username,
      w.a.pictureName,
      w.a.uploadKey,
      ...w.aIds,
    ];
  });
  afterAll(() => w?.world.api.close());

  const send = (auth: string, method: Method, url: string, attempt: Attempt) => {
    const headers: Record<string, string> = { authorization: auth };
    if (attempt.multipart) headers['content-type'] = attempt.multipart.contentType;
    const payload =
      attempt.multipart?.payload ??
      (attempt.body === undefined ? undefined : JSON.stringify(attempt.body));
    if (payload !== undefined && !attempt.multipart) headers['content-type'] = 'application/json';
    return w.world.api.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined && { payload }),
    });
  };

  /** A's data that an answer shows and the request did not name itself. */
  const leaksOf = (answer: LightMyRequestResponse, url: string, attempt: Attempt) => {
    const sent = `${decodeURIComponent(url)} ${JSON.stringify(attempt.body ?? '')}`;
    return aMarkers.filter((marker) => answer.body.includes(marker) && !sent.includes(marker));
  };

  /** A's ids and picture in a text, written as ids and a picture of nothing. */
  const withoutA = (text: string) => {
    let result = text.split(w.a.pictureName).join(UNKNOWN_PICTURE);
    for (const id of w.aIds) result = result.split(id).join(UNKNOWN_ID);
    return result;
  };

  /**
   * A write to B's own item naming A's data: refused (400, 403 or 404), the database unchanged
   * (checked by the caller), and answered exactly as the same write naming nothing, so the
   * answer does not even tell that A's data exists.
   */
  const mixedProblems = async (
    auth: string,
    route: ApiRoute,
    attempt: Attempt,
    answer: LightMyRequestResponse,
    where: string,
  ): Promise<string[]> => {
    const problems: string[] = [];
    if (![400, 403, 404].includes(answer.statusCode)) {
      problems.push(`${where}: answered ${answer.statusCode} ${answer.body.slice(0, 300)}`);
    }
    const twin: Attempt = JSON.parse(withoutA(JSON.stringify(attempt))) as Attempt;
    const twinAnswer = await send(auth, route.method as Method, urlOf(w, route, twin), twin);
    const detail = (body: string) => (JSON.parse(body) as { detail?: string }).detail;
    if (
      twinAnswer.statusCode !== answer.statusCode ||
      detail(twinAnswer.body) !== detail(withoutA(answer.body))
    ) {
      problems.push(
        `${where}: answers ${answer.statusCode} ${answer.body.slice(0, 200)} but for an id of ` +
          `nothing ${twinAnswer.statusCode} ${twinAnswer.body.slice(0, 200)}`,
      );
    }
    return problems;
  };

  it('knows every route: in the matrix, public, or open to staff', () => {
    const keys = routes.map((route) => route.key);
    const listed = new Set([
      ...Object.keys(MATRIX),
      ...Object.keys(PUBLIC),
      ...Object.keys(OPEN_TO_STAFF),
    ]);
    expect(
      keys.filter((key) => !listed.has(key)),
      'routes in no list: add them to the matrix (or to PUBLIC with the reason)',
    ).toEqual([]);
    expect(
      [...listed].filter((key) => !keys.includes(key)),
      'listed routes that do not exist',
    ).toEqual([]);
    for (const key of Object.keys(MATRIX)) {
      expect(PUBLIC[key] ?? OPEN_TO_STAFF[key], key).toBeUndefined();
    }
  });

  it("lets B's admin and employee read or change none of A's data", async () => {
    const roles = { admin: w.b.tenant.admin.auth, employee: w.b.tenant.employee.auth } as const;
    const problems: string[] = [];
    let cells = 0;
    let controls = 0;
    let before = await databaseSnapshot(w.world);
    for (const route of routes) {
      const cell = MATRIX[route.key];
      if (!cell) continue;
      const method = route.method as Method;
      for (const attempt of cell(w, png)) {
        const url = urlOf(w, route, attempt);
        if (attempt.control) {
          const auth = attempt.control === 'root' ? w.world.root : w.a.tenant.admin.auth;
          const answer = await send(auth, method, url, attempt);
          controls++;
          if (answer.statusCode !== 200) {
            problems.push(`control ${route.key} ${url}: ${answer.statusCode} ${answer.body}`);
          }
        }
        for (const [role, auth] of Object.entries(roles)) {
          cells++;
          const answer = await send(auth, method, url, attempt);
          const where = `${role} ${method} ${url} ${JSON.stringify(attempt.body ?? '')}`;
          const status = answer.statusCode;
          if (attempt.mixed) {
            problems.push(...(await mixedProblems(auth, route, attempt, answer, where)));
          }
          const refused = status === 403 || status === 404;
          const allowed =
            refused ||
            attempt.mixed ||
            (attempt.list && method === 'GET' && status === 200) ||
            (attempt.ignored && status === 200 && !/"(moved|deleted)":\["/.test(answer.body));
          if (!allowed) problems.push(`${where}: answered ${status} ${answer.body.slice(0, 300)}`);
          const leaks = leaksOf(answer, url, attempt);
          if (leaks.length) problems.push(`${where}: shows A's ${leaks.join(', ')}`);
          if (method !== 'GET') {
            const after = await databaseSnapshot(w.world);
            const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
            if (changed.length) problems.push(`${where}: changed ${changed.join(', ')}`);
            before = after;
          }
        }
      }
    }
    // A's files are where they were.
    expect(storedLocally(w.world, w.a.uploadKey)).toBe(true);
    expect(storedLocally(w.world, w.a.pictureName)).toBe(true);
    console.log(
      `tenancy matrix on ${kind}: ${cells} (route, method, role) cells on ` +
        `${Object.keys(MATRIX).length} routes, ${controls} controls, ${problems.length} leaks`,
    );
    expect(problems, problems.join('\n')).toEqual([]);
  }, 120_000);
});
