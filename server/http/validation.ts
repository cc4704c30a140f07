import Ajv, { type SchemaValidateFunction, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler } from 'fastify';
import { isMultipleOf } from '../../src/domain/price-rules';

function makeAjv(coerceTypes: boolean | 'array') {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    allErrors: false,
    strict: false,
  });
  addFormats(ajv);
  useTolerantMultipleOf(ajv);
  return ajv;
}

/**
 * `multipleOf` as amounts need it: Ajv divides exactly, so 0.29 is no multiple of 0.01
 * (28.999999999999996), and its `multipleOfPrecision` is an absolute tolerance that lets a
 * quantity of 1e-9 pass as 0. The price rules' own test is relative to the value instead.
 */
function useTolerantMultipleOf(ajv: Ajv) {
  ajv.removeKeyword('multipleOf');
  const check: SchemaValidateFunction = (step: number, value: number) => {
    if (isMultipleOf(value, step)) return true;
    const decimals = Math.max(0, -Math.floor(Math.log10(step)));
    check.errors = [
      {
        keyword: 'multipleOf',
        params: { multipleOf: step, decimals },
        message: `must have at most ${decimals} decimals`,
      },
    ];
    return false;
  };
  ajv.addKeyword({
    keyword: 'multipleOf',
    type: 'number',
    schemaType: 'number',
    errors: true,
    validate: check,
  });
}

// Path and query values arrive as text and are coerced (a repeated query value becomes a list);
// JSON bodies have real types, so `{"name": 12}` is refused rather than read as "12".
const coercing = makeAjv('array');
const exact = makeAjv(false);

type RouteValidator = ReturnType<FastifySchemaCompiler<object>>;

/**
 * A route's validator, compiled by Ajv when the route is first called rather than when it is
 * registered: a server registers about 200 routes, and compiling all their schemas took about
 * half a second of the 3 s of processor time of its start (measured with --cpu-prof), while a
 * screen's server calls a handful. Fastify reads `errors` from the function after a failed call, as from Ajv's own.
 */
function compiledOnFirstUse(compile: () => ValidateFunction): RouteValidator {
  let validate: ValidateFunction | undefined;
  const lazy = ((data: unknown) => {
    validate ??= compile();
    const valid = validate(data);
    lazy.errors = validate.errors ?? null;
    return valid;
  }) as RouteValidator;
  return lazy;
}

/** Compiles route schemas: exact types for bodies, coercion for path, query and headers. */
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? exact : coercing;
  return compiledOnFirstUse(() => ajv.compile(schema));
};

/** Fastify's own response serializers (fast-json-stringify), as it would build them. */
const fastifySerializers = SerializerSelector();

/**
 * Fastify's `schemaController.compilersFactory.buildSerializer`: its default serializers, each
 * compiled when its route first answers with that status rather than when it is registered
 * (compiling them all took about a third of a second of a server's start).
 */
export function buildSerializer(
  ...args: Parameters<typeof fastifySerializers>
): ReturnType<typeof fastifySerializers> {
  const compile = fastifySerializers(...args);
  return (route) => {
    let serialize: ((document: unknown) => string) | undefined;
    return (document) => (serialize ??= compile(route))(document);
  };
}
