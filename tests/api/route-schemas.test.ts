import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { buildSerializer, validatorCompiler } from '../../server/http/validation';
import { startTestApi } from '../support/api';

/**
 * The server compiles a route's schemas when the route is first called (server/http/validation.ts),
 * not when it starts: a schema that does not compile would only show on that first call. So
 * every request part and every answer of every route is compiled here, as the server would.
 */

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

type Schemas = Partial<Record<(typeof REQUEST_PARTS)[number], unknown>> & {
  response?: Record<string, unknown>;
};

/** The answer schemas of one status: one, or one per content type. */
function answerSchemas(entry: unknown): unknown[] {
  const content = (entry as { content?: Record<string, { schema?: unknown }> }).content;
  if (!content) return [entry];
  return Object.values(content).map((type) => type.schema);
}

describe('the schemas of every route', () => {
  it('compile: every request part and every answer, with the compilers the server uses', async () => {
    const api = await startTestApi('postgres');
    const seen: RouteOptions[] = [];
    try {
      const app = await buildApp({
        config: api.config,
        database: api.database,
        onRoute: (route) => seen.push(route),
      });
      await app.close();
    } finally {
      await api.close();
    }
    const serializerOf = SerializerSelector()();
    let validators = 0;
    let serializers = 0;
    for (const route of seen) {
      const method = String(route.method);
      const { url } = route;
      const schemas = (route.schema ?? {}) as Schemas;
      for (const httpPart of REQUEST_PARTS) {
        const schema = schemas[httpPart];
        if (!schema) continue;
        const validate = validatorCompiler({ schema: schema as object, httpPart, method, url });
        // The first call compiles; what it answers for no data does not matter here.
        expect(() => validate(undefined), `${method} ${url} ${httpPart}`).not.toThrow();
        validators += 1;
      }
      for (const [httpStatus, entry] of Object.entries(schemas.response ?? {})) {
        for (const schema of answerSchemas(entry)) {
          expect(
            () => serializerOf({ schema, method, url, httpStatus }),
            `${method} ${url} ${httpStatus}`,
          ).not.toThrow();
          serializers += 1;
        }
      }
    }
    expect(validators).toBeGreaterThan(150);
    expect(serializers).toBeGreaterThan(200);
  });

  it('validate on the first call, with Ajv’s errors on the function as fastify reads them', () => {
    const validate = validatorCompiler({
      schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
      httpPart: 'body',
      method: 'POST',
      url: '/example',
    });
    expect(validate({ name: 'Amnesia' })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(validate({})).toBe(false);
    expect(validate.errors?.[0]?.params).toEqual({ missingProperty: 'name' });
    // Bodies keep their types: a number is no name.
    expect(validate({ name: 12 })).toBe(false);
    expect(validate({ name: 'Haze' })).toBe(true);
    expect(validate.errors).toBeNull();
  });

  it('serialize an answer as fastify’s own serializer does, compiled on the first answer', () => {
    const schema = {
      type: 'object',
      properties: { name: { type: 'string' }, price: { type: 'number' } },
    };
    const route = { schema, method: 'GET', url: '/example', httpStatus: '200' };
    const lazy = buildSerializer()(route);
    const own = SerializerSelector()()(route);
    const answer = { name: 'Amnesia', price: 9.5, secret: 'left out' };
    expect(lazy(answer)).toBe(own(answer));
    expect(JSON.parse(lazy(answer))).toEqual({ name: 'Amnesia', price: 9.5 });
  });
});
