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
