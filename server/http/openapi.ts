import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { Type } from 'typebox';
import type { App } from '../app-types';
import { PACKAGE_JSON } from '../paths';
import { renderDocsPage, type OpenApiDocument } from './openapi-page';

/** Routes that are not part of the API: the browser app's files and the push socket. */
function isOutsideApi(url: string, route: RouteOptions | undefined): boolean {
  if ((route as { websocket?: boolean } | undefined)?.websocket) return true;
  return !(url.startsWith('/v1/') || url.startsWith('/orders/') || url.startsWith('/img'));
}

function usesLogin(route: RouteOptions | undefined, authenticate: unknown): boolean {
  const hooks = route?.onRequest;
  return Array.isArray(hooks) ? hooks.includes(authenticate as never) : hooks === authenticate;
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
          'Errors answer `{detail}`; lists take `skip`, `limit`, `sort` and `filter` and answer ' +
          '`Content-Range`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: ({ schema, url, route }) => {
      if (isOutsideApi(url, route)) return { schema: { ...schema, hide: true }, url };
      const segments = url.split('/').filter(Boolean);
      const tag = (url.startsWith('/v1/') ? segments[1] : segments[0]) ?? 'api';
      return {
        url,
        schema: {
          ...schema,
          tags: [tag],
          ...(usesLogin(route, app.authenticate) && { security: [{ bearer: [] }] }),
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
}
