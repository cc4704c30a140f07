import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { Type } from 'typebox';
import type { App } from '../app-types';
import { PACKAGE_JSON } from '../paths';
import { WEBHOOKS, defaultSummary, errorResponses, operationIdOf } from './openapi-operations';
import { renderDocsPage, tryTarget, type OpenApiDocument } from './openapi-page';
import { badRequest } from '../errors';
import { msg } from '../i18n';

/** Routes that are not part of the API: the browser app's files and the push socket. */
function isOutsideApi(url: string, route: RouteOptions | undefined): boolean {
  if ((route as { websocket?: boolean } | undefined)?.websocket) return true;
  return !(url.startsWith('/v1/') || url.startsWith('/orders/') || url.startsWith('/img'));
}

function hooksOf(route: RouteOptions | undefined): unknown[] {
  const hooks = route?.onRequest;
  return Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
}

function usesLogin(route: RouteOptions | undefined, authenticate: unknown): boolean {
  return hooksOf(route).some((hook) => hook === authenticate) || takesApiKey(route);
}

/** Routes an API key may call (`auth/api-keys.ts` names its hook so). */
function takesApiKey(route: RouteOptions | undefined): boolean {
  return hooksOf(route).some(
    (hook) => typeof hook === 'function' && hook.name === 'authenticateKeyOrUser',
  );
}

/**
 * The API's OpenAPI 3.1 document, made by `@fastify/swagger` from the routes' own schemas
 * (request and response), so it cannot drift from what the server does. Must be registered
 * before the routes: it collects them as they are added. Routes with a login get the bearer
 * scheme; a route's tag is the first path segment after `/v1`.
 */
export async function registerOpenApi(app: App) {
  const { version } = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version: string };
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pricelist API',
        version,
        description:
          'Price boards and back office of Pricelist. Log in with `POST /v1/login/access-token` ' +
          '(form fields `username`, `password`) and send the token as `Authorization: Bearer …`. ' +
          'Registers and web shops use an API key instead (`Authorization: Bearer plk_…`). ' +
          'Errors answer `{detail, code}`; lists take `skip`, `limit`, `sort` and `filter` and answer ' +
          '`Content-Range`.',
      },
      // Plain JSON Schema objects; the plugin's types want its own OpenAPI object types.
      webhooks: WEBHOOKS as unknown as Record<string, never>,
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An API key of a shop group (`plk_…`, made on the Koppelingen page), on the ' +
              'operations that name its scope.',
          },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      if (isOutsideApi(url, route)) return { schema: { ...schema, hide: true }, url };
      const segments = url.split('/').filter(Boolean);
      const tag = (url.startsWith('/v1/') ? segments[1] : segments[0]) ?? 'api';
      const method = String(Array.isArray(route?.method) ? route.method[0] : route?.method);
      const login = usesLogin(route, app.authenticate);
      const keyed = takesApiKey(route);
      const own = schema as { summary?: string; response?: Record<string, unknown> };
      return {
        url,
        schema: {
          ...schema,
          tags: [tag],
          operationId: operationIdOf(method, url),
          summary: own.summary ?? defaultSummary(method, url),
          response: {
            ...own.response,
            ...errorResponses({ method, url, login, keyed, existing: own.response ?? {} }),
          },
          ...(login && { security: keyed ? [{ bearer: [] }, { apiKey: [] }] : [{ bearer: [] }] }),
        },
      };
    },
  });
}

/** `GET /v1/openapi.json` and the readable `GET /v1/docs` (plain HTML, no script). */
export function registerOpenApiRoutes(app: App) {
  let json: string | undefined;
  let page: string | undefined;
  const documentOf = () => app.swagger() as unknown as OpenApiDocument;

  app.get(
    '/openapi.json',
    {
      schema: {
        response: { 200: Type.Unsafe({ type: 'object', description: 'OpenAPI 3.1 document' }) },
      },
    },
    async (_request, reply) => {
      json ??= JSON.stringify(documentOf());
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.get(
    '/docs',
    {
      schema: {
        response: { 200: Type.Unsafe({ type: 'string', description: 'The API as a web page' }) },
      },
    },
    async (_request, reply) => {
      page ??= renderDocsPage(documentOf());
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );

  // The docs page's "Try it": a GET with its fields filled in, without any script.
  app.get(
    '/docs/try',
    {
      schema: {
        summary: 'Try a GET operation from the docs page',
        description:
          'Sends the browser on (a page that refreshes to it) to the operation named by ' +
          '`operation` (its operationId), ' +
          'with the path fields `p.<name>` and query fields `q.<name>` filled in. Only GET ' +
          'operations of this API; 400 for an unknown one or a missing path field.',
        querystring: Type.Object(
          { operation: Type.String({ minLength: 1, maxLength: 100 }) },
          { additionalProperties: Type.String({ maxLength: 2000 }), maxProperties: 30 },
        ),
        response: {
          200: Type.Unsafe({ type: 'string', description: 'A page that goes on to the call' }),
        },
      },
    },
    async (request, reply) => {
      const fields = request.query as Record<string, string>;
      const target = tryTarget(documentOf(), request.query.operation, fields);
      if (!target) throw badRequest(msg('errors.docsTry'), ['query']);
      const href = target.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
            `<meta http-equiv="refresh" content="0;url=${href}"><title>Try</title></head>` +
            `<body><p><a href="${href}">${href}</a></p></body></html>`,
        );
    },
  );
}
