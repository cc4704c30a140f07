/**
 * Routes anyone may call without a login, and why. The tenancy matrix leaves them out; each has
 * its attacks replayed under `tests/abuse/` (`tests/abuse/public-routes.test.ts` checks that
 * every one is named there).
 */
export const PUBLIC: Record<string, string> = {
  'GET /img': 'the resize service: boards load pictures without a login',
  'GET /img/*': 'the resize service: boards load pictures without a login',
  'GET /v1/health': 'health check for load balancers',
  'GET /metrics':
    "the operators' figures: only with the operator token or from an allowed address, 404 while neither is configured; counts and ids, no names",
  'GET /v1/openapi.json': 'the API description, generated from the route schemas',
  'GET /v1/docs': 'the API description as a page',
  'GET /v1/docs/try':
    "the docs page's try form: a redirect to a GET of this API, built from the document alone",
  'POST /v1/login/access-token': 'logging in',
  'POST /v1/reset-password': 'setting a password with a reset token, logged out',
  'GET /v1/shops/:id': 'the board feed: boards read their shop without a login',
  'GET /v1/shops/cache-status/:id': 'boards poll their cache status without a login',
  'GET /v1/screens/:id': 'boards and the preview page read their screen without a login',
  'GET /v1/images/config': 'where boards find the resize service',
  'POST /v1/orders': 'customers at a table order without a login',
  'GET /v1/tables/check/:shopId/:tableId':
    "a customer's order page checks that its table is a table of the shop",
  'GET /v1/orders/check/:ids': "a customer's device polls the status of its own orders",
  'GET /v1/shops/last-completed-order/:shopId': 'order screens poll it when their socket is down',
  'GET /v1/ws': 'board sockets without a login; the orders topics need a staff token first',
  'POST /v1/boards/report':
    'boards report their health without a login; kept only for a board of an existing shop',
  'POST /v1/pairing':
    'a screen stick at /scherm asks for a pairing code; bounded per address and in all, expires',
  'GET /v1/pairing/:pairingId':
    'a screen stick asks with its own secret whether staff paired it; nothing is kept',
  'GET /v1/pairing/ws':
    'a screen stick waits on a socket, naming its code with its secret, until staff pair it; bounded per address and in all, closed when the code expires',
  'POST /v1/boards/moved':
    'a stick staff moved trades its old board secret once for its new board and secret',
  'PUT /v1/boards/screenshot/:shopId/:boardId':
    'a board sends a picture of its canvas with its board secret; one kept per board',
};
