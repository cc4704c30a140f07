import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

function makeAjv(coerceTypes: boolean | 'array') {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    allErrors: false,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

// Path and query values arrive as text and are coerced (a repeated query value becomes a list);
// JSON bodies have real types, so `{"name": 12}` is refused rather than read as "12".
const coercing = makeAjv('array');
const exact = makeAjv(false);

/** Compiles route schemas: exact types for bodies, coercion for path, query and headers. */
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? exact : coercing;
  return ajv.compile(schema) as ReturnType<FastifySchemaCompiler<object>>;
};
