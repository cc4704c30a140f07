import type { RouteOptions } from 'fastify';
import { buildApp } from '../../server/app';
import type { TestApi } from './api';

/** The parts of a JSON Schema that request schemas of this API use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  default?: unknown;
}

/** One method of one route of the built app. */
export interface ApiRoute {
  method: string;
  /** The full path as registered, with `:param` and `*` placeholders, e.g. `/v1/shops/:id`. */
  url: string;
  /** `GET /v1/shops/:id`: how tests name the route. */
  key: string;
  /** The names of the path parameters, in order. */
  params: string[];
  websocket: boolean;
  schema: { body?: JsonSchema; params?: JsonSchema; querystring?: JsonSchema };
  /** The status codes the route declares answers for (`200`, `201`, `204`, …). */
  responses: string[];
}

function schemaPart(value: unknown): JsonSchema | undefined {
  return value && typeof value === 'object' ? (value as JsonSchema) : undefined;
}

/**
 * Every route of the app as `buildApp` makes it, one entry per method (HEAD twins of GET routes
 * left out), sorted by path. A second app is built on the test API's database and configuration
 * with a route collector, and closed again without starting.
 */
export async function collectRoutes(api: TestApi): Promise<ApiRoute[]> {
  const seen: RouteOptions[] = [];
  const app = await buildApp({
    config: api.config,
    database: api.database,
    onRoute: (route) => seen.push(route),
  });
  await app.close();
  const routes = new Map<string, ApiRoute>();
  for (const route of seen) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url;
      const key = `${method} ${url}`;
      const schema = route.schema ?? {};
      routes.set(key, {
        method,
        url,
        key,
        params: [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*'),
        websocket: (route as { websocket?: boolean }).websocket === true,
        schema: {
          body: schemaPart(schema.body),
          params: schemaPart(schema.params),
          querystring: schemaPart(schema.querystring),
        },
        responses: Object.keys(schemaPart(schema.response) ?? {}),
      });
    }
  }
  return [...routes.values()].sort(
    (x, y) => x.url.localeCompare(y.url) || x.method.localeCompare(y.method),
  );
}

/** The resource of a route: the path segment after `/v1` (`/v1/shops/:id` is `shops`). */
export function resourceOf(url: string): string {
  return url.split('/').filter(Boolean)[url.startsWith('/v1/') ? 1 : 0] ?? '';
}

/** The parts of an OpenAPI 3.1 document that `routesOfOpenApi` reads. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
        security?: unknown[];
      }
    >
  >;
}

/** An object schema made of the parameters of one place (`path` or `query`). */
function parameterSchema(
  parameters: { name: string; in: string; required?: boolean; schema?: JsonSchema }[],
  place: string,
): JsonSchema | undefined {
  const found = parameters.filter((p) => p.in === place);
  if (!found.length) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(found.map((p) => [p.name, p.schema ?? {}])),
    required: found.filter((p) => p.required).map((p) => p.name),
  };
}

/**
 * The routes an OpenAPI document describes, in the shape `collectRoutes` gives: paths back in
 * Fastify's notation (`{id}` → `:id`, `{*}` → `*`), one entry per method, sorted by path.
 */
export function routesOfOpenApi(document: OpenApiDocument): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const url = path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(item)) {
      const parameters = operation.parameters ?? [];
      const upper = method.toUpperCase();
      routes.push({
        method: upper,
        url,
        key: `${upper} ${url}`,
        params: [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*'),
        websocket: false,
        schema: {
          body: operation.requestBody?.content?.['application/json']?.schema,
          params: parameterSchema(parameters, 'path'),
          querystring: parameterSchema(parameters, 'query'),
        },
        responses: Object.keys(operation.responses ?? {}),
      });
    }
  }
  return routes.sort((x, y) => x.url.localeCompare(y.url) || x.method.localeCompare(y.method));
}
