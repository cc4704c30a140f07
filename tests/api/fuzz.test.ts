import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import {
  answerProblems,
  describeRequest,
  requestArbitrary,
  schemaValue,
  toJsonText,
  type FuzzCaller,
  type FuzzPools,
  type FuzzRequest,
} from '../support/fuzz';
import {
  resourceOf,
  routesOfOpenApi,
  type ApiRoute,
  type JsonSchema,
  type OpenApiDocument,
} from '../support/routes';

/**
 * Every route of the app, fuzzed: malformed and oversized bodies, wrong types, numbers beyond
 * every limit, unknown fields, bad ids and path parameters, bad list queries and odd content
 * types, as nobody, as the superuser and with a bad token. No answer may be a 5xx or show a stack
 * trace, a source path or SQL. `FUZZ_RUNS` (cases per route) scales the run, `FUZZ_SEED` replays
 * one.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = Number(process.env.FUZZ_SEED ?? 90_210);
const MIN_CASES = 4000;

const UUID_GLOBAL = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The resize service's request, for generating `/img/...` addresses. */
const RESIZE_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['bucket', 'key'],
  properties: {
    bucket: { type: 'string', maxLength: 255 },
    key: { type: 'string', maxLength: 1024 },
    edits: {
      type: 'object',
      properties: {
        resize: {
          type: 'object',
          properties: {
            width: { anyOf: [{ type: 'integer', minimum: 1, maximum: 4096 }, { type: 'null' }] },
            height: { anyOf: [{ type: 'integer', minimum: 1, maximum: 4096 }, { type: 'null' }] },
            fit: { enum: ['contain', 'cover', 'fill', 'inside', 'outside', 'sideways'] },
          },
        },
      },
    },
  },
};

function fieldNamesOf(schema: JsonSchema | undefined, into: Set<string>): void {
  if (!schema) return;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    into.add(name);
    fieldNamesOf(property, into);
  }
  fieldNamesOf(schema.items, into);
  for (const option of schema.anyOf ?? []) fieldNamesOf(option, into);
}

/**
 * A server-driven form answers 510 with its next step to fill in: the forms protocol the back
 * office speaks, not a server error.
 */
function isNextFormStep(route: ApiRoute, answer: { statusCode: number; body: string }): boolean {
  return (
    route.key === 'POST /v1/forms/:formKey' &&
    answer.statusCode === 510 &&
    answer.body.startsWith('{"type":"FormNotCompleteError"')
  );
}

describe.each(testDatabases())('fuzzing every route on %s', (kind) => {
  let api: TestApi;
  let root: string;
  let routes: ApiRoute[];
  let pools: FuzzPools;
  let formKeys: string[];

  const send = async (caller: FuzzCaller, request: FuzzRequest, remoteAddress = '127.0.0.1') => {
    const headers = { ...request.headers };
    if (caller === 'superuser') headers.authorization = root;
    if (caller === 'bad-token') headers.authorization = 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x';
    return api.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      remoteAddress,
      ...(request.payload !== undefined && { payload: request.payload }),
    });
  };

  beforeAll(async () => {
    api = await startTestApi(kind, { demo: true });
    root = await api.adminAuth();
    // The routes come from the published OpenAPI document: a new route is fuzzed as it is added.
    const document = (await api.app.inject({ url: '/v1/openapi.json' })).json<OpenApiDocument>();
    routes = routesOfOpenApi(document);
    // Real ids and names, read as the superuser from every list, so requests reach real rows.
    const uuids = new Set<string>();
    const names = new Set<string>();
    const idsByResource: Record<string, string[]> = {};
    for (const route of routes) {
      if (route.method !== 'GET' || route.params.length || route.websocket) continue;
      const response = await api.app.inject({ url: route.url, headers: { authorization: root } });
      for (const id of response.body.match(UUID_GLOBAL) ?? []) uuids.add(id.toLowerCase());
      for (const match of response.body.matchAll(/"(?:name|key|username)":"([^"\\]{1,80})"/g)) {
        if (match[1]) names.add(match[1]);
      }
      const isJson = String(response.headers['content-type']).startsWith('application/json');
      const body: unknown = response.statusCode === 200 && isJson ? response.json() : undefined;
      const items = Array.isArray(body)
        ? body
        : body && typeof body === 'object' && 'items' in body && Array.isArray(body.items)
          ? body.items
          : [];
      const ids = items
        .map((item: unknown) => (item && typeof item === 'object' && 'id' in item ? item.id : null))
        .filter((id): id is string => typeof id === 'string');
      if (ids.length) idsByResource[resourceOf(route.url)] = ids;
    }
    formKeys = (await api.app.inject({ url: '/v1/forms', headers: { authorization: root } })).json<
      string[]
    >();
    const fieldNames = new Set<string>();
    for (const route of routes) {
      fieldNamesOf(route.schema.body, fieldNames);
      fieldNamesOf(route.schema.querystring, fieldNames);
    }
    // The fuzzing's own superuser stays out of reach: a fuzzed password change or deactivation
    // of that account revokes its token, and every later case would then only test the 401.
    const me = (
      await api.app.inject({ url: '/v1/users/me', headers: { authorization: root } })
    ).json<{ id: string }>().id;
    uuids.delete(me.toLowerCase());
    for (const [resource, ids] of Object.entries(idsByResource)) {
      idsByResource[resource] = ids.filter((id) => id.toLowerCase() !== me.toLowerCase());
    }
    pools = {
      idsByResource,
      uuids: [...uuids].slice(0, 400),
      names: [...names].slice(0, 200),
      fieldNames: [...fieldNames],
    };
  });
  afterAll(() => api?.close());

  it('answers every fuzzed request below 500 and without internals', async () => {
    const started = Date.now();
    const bucket = api.config.images.bucket;
    const resizeAddress = fc
      .tuple(
        fc.oneof(
          { weight: 2, arbitrary: fc.constantFrom(...pools.names).map((key) => ({ bucket, key })) },
          schemaValue(RESIZE_SCHEMA, pools, { wild: true }),
        ),
        fc.constantFrom<'base64' | 'base64url'>('base64', 'base64url'),
      )
      .map(([request, encoding]) => Buffer.from(toJsonText(request)).toString(encoding));
    const special = {
      '*': fc.oneof(
        resizeAddress,
        fc.string({ maxLength: 60 }).map((text) => Buffer.from(text).toString('base64')),
        fc.base64String({ maxLength: 80 }),
      ),
      ids: fc.oneof(
        fc
          .array(fc.constantFrom(...pools.uuids), { minLength: 1, maxLength: 5 })
          .map((ids) => ids.join(',')),
        fc.array(fc.uuid(), { minLength: 1, maxLength: 60 }).map((ids) => ids.join(',')),
        fc.constantFrom(',', ',,,', ' , ', 'x,y'),
      ),
      formKey: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...formKeys) },
        fc.string({ maxLength: 30 }),
      ),
    };
    let cases = 0;
    const statuses = new Map<string, number>();
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const details = await fc.check(
        fc.asyncProperty(
          requestArbitrary(route, pools, special),
          async ({ caller, focus, remoteAddress, request }) => {
            cases++;
            const answer = await send(caller, request, remoteAddress);
            const group = isNextFormStep(route, answer)
              ? 'form steps (510)'
              : `${Math.floor(answer.statusCode / 100)}xx`;
            statuses.set(group, (statuses.get(group) ?? 0) + 1);
            if (route.key === 'PUT /v1/settings/maintenance' && answer.statusCode === 200) {
              // A paused server answers 503 to forms and workflows by design; resume it.
              await send('superuser', {
                method: 'PUT',
                url: route.url,
                headers: { 'content-type': 'application/json' },
                payload: JSON.stringify({ paused: false }),
              });
            }
            const problems = answerProblems(request, answer).filter(
              (problem) => !(problem === 'status 510' && isNextFormStep(route, answer)),
            );
            if (problems.length) {
              throw new Error(
                `${problems.join(', ')} as ${caller}, breaking ${focus}: ${describeRequest(request)} -> ` +
                  `${answer.statusCode} ${answer.body.slice(0, 400)}`,
              );
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: SEED + index },
      );
      if (details.failed) {
        const error = details.errorInstance instanceof Error ? details.errorInstance.message : '';
        failures.push(
          `${route.key} (seed ${details.seed}, path ${details.counterexamplePath}): ${error}`,
        );
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz on ${kind}: ${cases} cases on ${routes.length} routes in ${seconds} s, ` +
        `${failures.length} failing routes (seed ${SEED}, ${RUNS_PER_ROUTE} runs per route; ` +
        `${[...statuses].map(([group, count]) => `${count} ${group}`).join(', ')})`,
    );
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(Math.min(MIN_CASES, routes.length * RUNS_PER_ROUTE));
  }, 300_000);

  it('answers 400 to what the fuzzing once broke', async () => {
    const cases: [method: 'GET' | 'POST', url: string, payload?: object][] = [
      // A NUL character in a text: PostgreSQL refused it and the answer was a 500.
      ['POST', '/v1/tags', { name: 'a\u0000b' }],
      ['POST', '/v1/kinds', { name: 'Haze\u0000' }],
      ['GET', '/v1/strains/name/a%00b'],
      ['GET', '/v1/categories?filter=name:%00'],
      // A list field named like a property of every object: read as a field, a 500.
      ['GET', '/v1/products?sort=constructor'],
      ['GET', '/v1/shops?sort=__proto__:ASC'],
      ['GET', '/v1/kinds?filter=toString:x'],
      ['GET', '/v1/users?sort=-hasOwnProperty'],
    ];
    for (const [method, url, payload] of cases) {
      const answer = await api.app.inject({
        method,
        url,
        headers: { authorization: root },
        ...(payload && { payload }),
      });
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(400);
      expect(answer.json<{ detail: string }>().detail).toBeTruthy();
      expect(answerProblems({ method, url, headers: {} }, answer)).toEqual([]);
    }
  });
});
