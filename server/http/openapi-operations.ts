/**
 * What the OpenAPI document says of each operation beyond its schemas: a stable `operationId`
 * (camelCase, made from the method and the path, so it never changes while the route does not),
 * a one-line summary (the route's own `schema.summary`, else one made from its method and path)
 * and the error answers it may give, each `{detail, code}`.
 */

const VERBS: Record<string, string> = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
};

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');

/**
 * `GET /v1/shops/{id}` → `getShopsById`; `PUT /v1/shops/{shopId}/register-codes/prices` →
 * `putShopsByShopIdRegisterCodesPrices`; the older root paths (`/orders/...`) start with
 * `legacy`. One id per method and path, so ids are unique as routes are.
 */
export function operationIdOf(method: string, url: string): string {
  const v1 = url.startsWith('/v1/');
  const segments = url
    .split('/')
    .filter(Boolean)
    .slice(v1 ? 1 : 0);
  const words = segments.map((segment) => {
    const param = /^[:{](\w+)\}?$/.exec(segment);
    if (param) return `By${pascal(param[1] as string)}`;
    if (segment === '*') return 'Path';
    return pascal(segment);
  });
  const verb = VERBS[method.toUpperCase()] ?? method.toLowerCase();
  const id = `${verb}${words.join('')}`;
  return v1 ? id : `legacy${id[0]?.toUpperCase()}${id.slice(1)}`;
}

/** A summary for a route that gives none: "List categories", "Read screens by id", … */
export function defaultSummary(method: string, url: string): string {
  const segments = url
    .split('/')
    .filter(Boolean)
    .slice(url.startsWith('/v1/') ? 1 : 0);
  const endsWithParam = /^[:{]/.test(segments[segments.length - 1] ?? '');
  const words = segments
    .filter((s) => !/^[:{*]/.test(s))
    .join(' ')
    .replace(/[-_]/g, ' ');
  const by = segments
    .filter((s) => /^[:{]/.test(s))
    .map((s) => s.replace(/[:{}]/g, '').replace(/_/g, ' '));
  const byText = by.length ? ` by ${by.join(' and ')}` : '';
  switch (method.toUpperCase()) {
    case 'GET':
      return `${endsWithParam ? 'Read' : 'List'} ${words}${byText}`;
    case 'POST':
      return `${endsWithParam ? 'Act on' : 'Create or run'} ${words}${byText}`;
    case 'PUT':
      return `Update ${words}${byText}`;
    case 'PATCH':
      return `Change ${words}${byText}`;
    case 'DELETE':
      return `Delete ${words}${byText}`;
    default:
      return `${method} ${words}`;
  }
}

/** The error answer of every operation: people read `detail`, programs `code`. */
export const ERROR_SCHEMA = {
  type: 'object',
  required: ['detail'],
  properties: {
    detail: { type: 'string', description: "What went wrong, in the request's language." },
    code: {
      type: 'string',
      description: 'The error for programs, e.g. `not_found`, `stale_version`.',
    },
    validation_errors: {
      type: 'array',
      description: 'On a 400: each problem with its place.',
      items: {
        type: 'object',
        properties: {
          loc: { type: 'array', items: { type: ['string', 'integer'] } },
          msg: { type: 'string' },
        },
      },
    },
  },
} as const;

const ERROR_TEXT: Record<number, string> = {
  400: 'The request breaks a rule (`validation_failed`, `bad_request`, …).',
  401: 'No valid login or API key (`not_authenticated`, `invalid_token`).',
  403: 'Not allowed for this caller (`forbidden`, `api_key_scope`, `api_key_not_here`).',
  404: 'Not found, or another shop group’s (answered alike).',
  409: 'In conflict with what is stored (`conflict`, `stale_version` after an older If-Match).',
  429: 'Too many requests; `Retry-After` says when to try again.',
};

/** The error answers a route may give, by what it takes. */
export function errorResponses(options: {
  method: string;
  url: string;
  login: boolean;
  keyed: boolean;
  existing: Record<string, unknown>;
}): Record<string, { description: string; content: object }> {
  const codes = new Set<number>([400]);
  if (options.login) {
    codes.add(401);
    codes.add(403);
  }
  if (/[:{]/.test(options.url)) codes.add(404);
  if (options.method !== 'GET') codes.add(409);
  if (options.keyed || /login|reset|orders$|report/.test(options.url)) codes.add(429);
  const answers: Record<string, { description: string; content: object }> = {};
  for (const code of codes) {
    if (String(code) in options.existing) continue;
    answers[code] = {
      description: ERROR_TEXT[code] as string,
      content: { 'application/json': { schema: ERROR_SCHEMA } },
    };
  }
  return answers;
}

/** The body every webhook delivery carries (`services/webhooks/webhook-events.ts`). */
const WEBHOOK_BODY = (type: string, item: object) => ({
  type: 'object',
  required: ['id', 'type', 'created_at', 'shop_id', 'data'],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'The event; the same for every address.' },
    type: { type: 'string', const: type },
    created_at: { type: 'string', format: 'date-time' },
    shop_id: { type: 'string', format: 'uuid' },
    data: {
      type: 'object',
      required: ['items'],
      properties: {
        items: { type: 'array', maxItems: 100, items: item },
        more: { type: 'integer', description: 'Items beyond the first 100, counted.' },
      },
    },
  },
});

const SIGNED =
  'Signed: `Pricelist-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with ' +
  "the address's secret; `Pricelist-Event` names the type, `Pricelist-Delivery` the delivery " +
  '(the same on a retry). Answer 2xx within 5 s; anything else is retried for up to a day.';

const webhook = (type: string, summary: string, item: object) => ({
  post: {
    summary,
    description: SIGNED,
    operationId: `webhook${type
      .split(/[._]/)
      .map((w) => w[0]?.toUpperCase() + w.slice(1))
      .join('')}`,
    requestBody: { content: { 'application/json': { schema: WEBHOOK_BODY(type, item) } } },
    responses: { '200': { description: 'Received (any 2xx).' } },
  },
});

const row = (props: Record<string, object>, required: string[]) => ({
  type: 'object',
  required,
  properties: props,
});

const boardItem = (moment: string, states: string[]) =>
  row(
    {
      board_id: { type: 'string', format: 'uuid' },
      kind: { type: 'string', enum: ['screen', 'device'] },
      screen_id: { type: ['string', 'null'], format: 'uuid' },
      name: { type: 'string' },
      shop_name: { type: 'string' },
      state: { type: 'string', enum: states },
      [moment]: { type: 'string', format: 'date-time' },
    },
    ['board_id', 'kind', 'name', 'state', moment],
  );

/** The events a shop group's webhook addresses receive, as OpenAPI 3.1 `webhooks`. */
export const WEBHOOKS = {
  'prices.changed': webhook(
    'prices.changed',
    'Prices of a link changed',
    row(
      {
        row_id: { type: 'string', format: 'uuid' },
        register_code: { type: 'string' },
        product_name: { type: 'string' },
        prices: {
          type: 'array',
          items: row(
            { label: { type: 'string' }, price: { type: 'number' }, quantity: { type: 'number' } },
            ['label', 'price', 'quantity'],
          ),
        },
        for: { type: 'string', enum: ['all', 'this'] },
      },
      ['row_id', 'register_code', 'prices'],
    ),
  ),
  'availability.changed': webhook(
    'availability.changed',
    'A link was sold out or is back',
    row({ row_id: { type: 'string', format: 'uuid' }, active: { type: 'boolean' } }, [
      'row_id',
      'active',
    ]),
  ),
  'order.placed': webhook(
    'order.placed',
    'A customer placed an order',
    row(
      {
        order_id: { type: 'string', format: 'uuid' },
        customer_order_id: { type: 'integer' },
        table: { type: ['string', 'null'] },
        lines: { type: 'array', items: { type: 'object' } },
      },
      ['order_id'],
    ),
  ),
  'order.status_changed': webhook(
    'order.status_changed',
    "An order's status changed",
    row(
      {
        order_id: { type: 'string', format: 'uuid' },
        customer_order_id: { type: 'integer' },
        status: { type: 'string' },
        was: { type: 'string' },
      },
      ['order_id', 'status'],
    ),
  ),
  'board.offline': webhook(
    'board.offline',
    'A screen of the open shop has been offline or failing longer than the shop allows',
    boardItem('since', ['offline', 'failing']),
  ),
  'board.online': webhook(
    'board.online',
    'A screen that was reported dark is online again',
    boardItem('online_at', ['online']),
  ),
};
