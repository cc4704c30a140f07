import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../src/domain/contract';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import {
  collectRoutes,
  routesOfOpenApi,
  type ApiRoute,
  type OpenApiDocument,
} from '../support/routes';

/** The browser app's files: served by @fastify/static, not part of the API. */
const isApiRoute = (route: ApiRoute) =>
  !route.websocket &&
  (route.url.startsWith('/v1/') ||
    route.url.startsWith('/orders/') ||
    route.url.startsWith('/img'));

describe.each(testDatabases())('the API contract on %s', (kind) => {
  let api: TestApi;
  let root: string;
  let routes: ApiRoute[];
  let document: OpenApiDocument;

  beforeAll(async () => {
    api = await startTestApi(kind, { demo: true });
    root = await api.adminAuth();
    routes = (await collectRoutes(api)).filter(isApiRoute);
    document = (await api.app.inject({ url: '/v1/openapi.json' })).json<OpenApiDocument>();
  });
  afterAll(() => api?.close());

  it('declares an answer schema on every route, with a success code', () => {
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes
      .filter((route) => !route.responses.some((code) => /^2\d\d$/.test(code)))
      .map((route) => route.key);
    expect(missing).toEqual([]);
  });

  it('publishes every route in an OpenAPI 3.1 document made from those schemas', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = routesOfOpenApi(document).map((route) => route.key);
    expect(documented).toEqual(routes.map((route) => route.key));
    const login = document.paths['/v1/users/me']?.get;
    expect(login?.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/v1/shops/cache-status/{id}']?.get?.security).toBeUndefined();
    const answer = document.paths['/v1/tables/{id}']?.get?.responses?.['200'];
    expect(answer?.content?.['application/json']?.schema?.properties).toHaveProperty('shop_id');
  });

  it('shows the API as a page that needs no script', async () => {
    const page = await api.app.inject({ url: '/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script/i);
    for (const route of routes.filter((r) => r.url.startsWith('/v1/shops'))) {
      expect(page.body).toContain(route.url.replace(/:(\w+)/g, '{$1}'));
    }
  });

  it('answers lists that match their schemas, and nothing beside them', async () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const lists = routes.filter(
      (route) =>
        route.method === 'GET' && route.params.length === 0 && route.url.startsWith('/v1/'),
    );
    const checked: string[] = [];
    for (const route of lists) {
      const response = await api.app.inject({ url: route.url, headers: { authorization: root } });
      if (
        response.statusCode !== 200 ||
        !String(response.headers['content-type']).includes('json')
      ) {
        continue;
      }
      const schema =
        document.paths[route.url]?.get?.responses?.['200']?.content?.['application/json']?.schema;
      if (!schema || !('type' in schema) || !schema.type) continue;
      const valid = ajv.validate(schema, response.json());
      expect(ajv.errors ?? [], route.key).toEqual([]);
      expect(valid).toBe(true);
      checked.push(route.key);
    }
    expect(checked).toEqual(expect.arrayContaining(['GET /v1/users', 'GET /v1/categories']));
    expect(checked.length).toBeGreaterThan(15);
  });

  it('never lets a field outside the contract leave the server', async () => {
    const users = (
      await api.app.inject({ url: '/v1/users', headers: { authorization: root } })
    ).json<Record<string, unknown>[]>();
    expect(users.length).toBeGreaterThan(0);
    for (const user of users) {
      expect(Object.keys(user).sort()).toEqual(Object.keys(User.properties).sort());
    }
  });
});
