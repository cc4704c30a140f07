import fc, { type Arbitrary } from 'fast-check';
import { resourceOf, type ApiRoute, type JsonSchema } from './routes';

/**
 * Request generators for fuzzing the API: values derived from each route's own schema (mostly
 * plausible, sometimes of the wrong type or out of range), malformed and oversized bodies, bad
 * path parameters and query strings, and odd content types; and the check of an answer.
 */

/** A JSON token written as is, for what `JSON.stringify` cannot write (`1e999`, `-0`, ...). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a generated value, with its `RawJson` tokens written as is. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return item;
  });
  return (text ?? 'null').replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, index: string) => {
    return raws[Number(index)] ?? 'null';
  });
}

/** Real ids and names of the database under test, so generated requests reach real rows. */
export interface FuzzPools {
  uuids: string[];
  /** Ids by resource (`shops`, `categories`, ...), from each list's `id` fields. */
  idsByResource: Record<string, string[]>;
  names: string[];
  /** Every property name of every request schema: keys for bodies of unknown shape. */
  fieldNames: string[];
}

const BODY_LIMIT = 1024 * 1024;

/** Strings that have broken servers before. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\ufeff',
  '\u202eevil',
  'ﷺ',
  '🍁🍁🍁',
  '../../etc/passwd',
  '..',
  '%00',
  '%',
  '_',
  '\\',
  "'; drop table shops; --",
  '" or "1"="1',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  'NaN',
  'Infinity',
  '-1',
  '1e999',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  '0x00',
  '\r\nx-injected: 1',
  'x'.repeat(256),
  'é'.repeat(300),
];

/** Numbers at and beyond every limit a schema or a database column has. */
export const NASTY_NUMBERS: (number | RawJson)[] = [
  -1,
  0,
  0.5,
  -0.5,
  1e-320,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  new RawJson('1e999'),
  new RawJson('-1e999'),
  new RawJson('-0'),
  new RawJson('1e-999'),
  new RawJson('123456789012345678901234567890'),
];

const arbitraryNasty = fc.constantFrom(...NASTY_STRINGS);

/** `encodeURIComponent`, with lone surrogates (which it refuses) written as U+FFFD. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

/** A value of any JSON type: what a schema did not ask for. */
const wrongValue: Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.string({ maxLength: 20 }),
  arbitraryNasty,
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/**
 * How a value is generated: `wild` values break the schema now and then (wrong types, values
 * beyond the limits); plain ones keep to it. `field` names the property, to pick real ids of the
 * right resource.
 */
export interface ValueOptions {
  wild: boolean;
  field?: string | undefined;
  depth?: number;
}

/** The resource whose ids a field or parameter holds: `shop_id` and `shopId` hold shops. */
const FIELD_RESOURCES: Record<string, string> = {
  shop_id: 'shops',
  shopId: 'shops',
  shop_ids: 'shops',
  shop_group_id: 'shop-groups',
  shop_groups: 'shop-groups',
  roles: 'roles',
  category_id: 'categories',
  main_category_id: 'main-categories',
  kind_id: 'kinds',
  product_id: 'products',
  price_id: 'prices',
  screen_id: 'screens',
  table_id: 'tables',
  strain_id: 'strains',
  tag_id: 'tags',
  flavor_id: 'flavors',
};

function idsFor(pools: FuzzPools, field: string | undefined): string[] {
  const resource = field ? (FIELD_RESOURCES[field] ?? field) : undefined;
  return (resource && pools.idsByResource[resource]) || pools.uuids;
}

function stringValue(
  schema: JsonSchema,
  pools: FuzzPools,
  options: ValueOptions,
): Arbitrary<string> {
  if (schema.format === 'uuid') {
    const ids = idsFor(pools, options.field);
    const real = ids.length ? fc.constantFrom(...ids) : fc.uuid();
    if (!options.wild) return fc.oneof({ weight: 6, arbitrary: real }, fc.uuid());
    return fc.oneof(
      { weight: 3, arbitrary: real },
      { weight: 1, arbitrary: pools.uuids.length ? fc.constantFrom(...pools.uuids) : fc.uuid() },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: fc.constantFrom(...BAD_UUIDS) },
    );
  }
  if (schema.format === 'email') {
    return options.wild
      ? fc.oneof(fc.emailAddress(), arbitraryNasty, fc.constant('a@b'))
      : fc.emailAddress();
  }
  if (schema.enum) return fc.constantFrom(...schema.enum.map(String));
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 300;
  const fits = (text: string) => text.length >= min && text.length <= max;
  const options_: Arbitrary<string>[] = [
    fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 40)) }),
    fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 20)), unit: 'binary' }),
    fc.constantFrom(...NASTY_STRINGS.filter((text) => options.wild || fits(text)), 'x'.repeat(max)),
  ];
  if (options.wild) options_.push(fc.constantFrom('x'.repeat(max + 1), ''));
  if (schema.pattern)
    return fc.oneof(
      fc.stringMatching(new RegExp(schema.pattern)),
      ...(options.wild ? options_ : []),
    );
  const names = pools.names.filter((name) => options.wild || fits(name));
  if (names.length) options_.push(fc.constantFrom(...names));
  return fc.oneof(...options_);
}

function numberValue(schema: JsonSchema, integer: boolean, wild: boolean): Arbitrary<unknown> {
  const min = schema.minimum ?? -(2 ** 31);
  const max = schema.maximum ?? 2 ** 31 - 1;
  const inRange = integer
    ? fc.integer({ min: Math.max(min, -(2 ** 40)), max: Math.min(max, 2 ** 40) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const small = integer
    ? fc.integer({ min: Math.max(min, -5), max: Math.min(max, 100) })
    : fc.double({ min: Math.max(min, -5), max: Math.min(max, 100), noNaN: true });
  const edges = fc.constantFrom(
    min,
    max,
    ...(integer ? [] : [min + 0.001, 0.001]).filter((n) => n <= max),
  );
  if (!wild) return fc.oneof({ weight: 3, arbitrary: small }, inRange, edges);
  return fc.oneof(
    { weight: 2, arbitrary: small },
    { weight: 2, arbitrary: inRange },
    { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, min - 0.5) },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  );
}

function objectValue(
  schema: JsonSchema,
  pools: FuzzPools,
  options: ValueOptions,
): Arbitrary<unknown> {
  const depth = options.depth ?? 0;
  const properties = Object.entries(schema.properties ?? {});
  const required = properties
    .map(([name]) => name)
    .filter((name) => schema.required?.includes(name));
  const record: Record<string, Arbitrary<unknown>> = {};
  for (const [name, property] of properties) {
    record[name] = schemaValue(property, pools, { ...options, field: name, depth: depth + 1 });
  }
  const known = fc.record(record, { requiredKeys: required });
  const full = fc.record(record);
  if (!options.wild) return fc.oneof(known, full);
  const unknownFields = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'id')),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 3 },
  );
  return fc.oneof(
    { weight: 3, arbitrary: known },
    { weight: 2, arbitrary: fc.tuple(known, unknownFields).map(([a, b]) => ({ ...b, ...a })) },
    { weight: 3, arbitrary: full },
    // Some required fields left out.
    { weight: 1, arbitrary: fc.record(record, { requiredKeys: [] }) },
  );
}

/**
 * Values for a JSON Schema: what it asks for, at its edges, and (when wild) now and then a value
 * of the wrong type.
 */
export function schemaValue(
  schema: JsonSchema,
  pools: FuzzPools,
  options: ValueOptions = { wild: true },
): Arbitrary<unknown> {
  const depth = options.depth ?? 0;
  const good = ((): Arbitrary<unknown> => {
    if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => schemaValue(s, pools, options)));
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const types = typesOf(schema);
    if (!types.length) return unknownValue(pools, options.wild);
    return fc.oneof(
      ...types.map((type): Arbitrary<unknown> => {
        switch (type) {
          case 'string':
            return stringValue(schema, pools, options);
          case 'integer':
            return numberValue(schema, true, options.wild);
          case 'number':
            return numberValue(schema, false, options.wild);
          case 'boolean':
            return fc.boolean();
          case 'null':
            return fc.constant(null);
          case 'array': {
            const limit = schema.maxItems ?? 4;
            const minLength = Math.min(schema.minItems ?? 0, limit);
            return fc.array(
              schemaValue(schema.items ?? {}, pools, { ...options, depth: depth + 1 }),
              {
                minLength,
                // Deep arrays stay short, but never shorter than the schema allows.
                maxLength: Math.max(
                  minLength,
                  Math.min(options.wild ? limit + 1 : limit, depth > 1 ? 2 : 5),
                ),
              },
            );
          }
          case 'object':
            return depth > 4 ? fc.constant({}) : objectValue(schema, pools, options);
          default:
            return wrongValue;
        }
      }),
    );
  })();
  if (!options.wild) return good;
  return fc.oneof({ weight: 10, arbitrary: good }, { weight: 1, arbitrary: wrongValue });
}

/** A value for a schema that says nothing (form answers): objects with the API's field names. */
function unknownValue(pools: FuzzPools, wild: boolean): Arbitrary<unknown> {
  const keys = pools.fieldNames.length ? fc.constantFrom(...pools.fieldNames) : fc.string();
  const field = fc.oneof(
    fc.jsonValue({ maxDepth: 1 }),
    fc.constantFrom(...pools.uuids.slice(0, 50), ...NASTY_NUMBERS),
    arbitraryNasty,
  );
  const objects = fc.dictionary(keys, field, { maxKeys: 8 });
  if (!wild) return objects;
  return fc.oneof(
    { weight: 3, arbitrary: objects },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** Values that are not UUIDs, or are UUIDs of nothing. */
export const BAD_UUIDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '6F1C1D4E-3C1B-4B7E-9A51-0D5F4C3B2A10',
  '6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a1',
  '6f1c1d4e3c1b4b7e9a510d5f4c3b2a10',
  '{6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10}',
  '6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10\u0000',
  '1',
  '-1',
];

/** Path parameter values, inserted into the path as they are (not encoded). */
export const BAD_PATH_VALUES = [
  '..',
  '.',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%2F',
  'a%2Fb',
  '%20',
  '%C0%AE',
  'x'.repeat(2001),
  'x'.repeat(2500),
  '1e999',
  'null',
  '-1',
  '0',
  '[]',
  '%7B%7D',
];

/** A request for `app.inject`, with a summary for reports. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** What the request carries as text: leaks found in the answer that are echoes of it are not. */
export function requestText(request: FuzzRequest): string {
  let url = request.url;
  try {
    url = decodeURIComponent(request.url);
  } catch {
    // A malformed escape is part of the test; the raw text is what the server saw.
  }
  const payload = request.payload === undefined ? '' : request.payload.toString();
  return `${request.url}\n${url}\n${payload}`;
}

/** A short description of a request, for failure reports. */
export function describeRequest(request: FuzzRequest): string {
  const payload = request.payload === undefined ? '' : request.payload.toString();
  const shown =
    payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload;
  const url = request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url;
  return `${request.method} ${url} [${request.headers['content-type'] ?? 'no content type'}] ${shown}`;
}

function pathValue(
  route: ApiRoute,
  param: string,
  pools: FuzzPools,
  special: Partial<Record<string, Arbitrary<string>>>,
  wild: boolean,
): Arbitrary<string> {
  const property = route.schema.params?.properties?.[param];
  const field = param === 'id' ? resourceOf(route.url) : param;
  const good =
    special[param] ??
    (property
      ? stringValue(property, pools, { wild: false, field })
      : fc.string({ maxLength: 30 }));
  const plain = good.map((value) => encode(value));
  if (!wild) return plain;
  return fc.oneof(
    { weight: 2, arbitrary: plain },
    { weight: 2, arbitrary: fc.constantFrom(...BAD_PATH_VALUES) },
    { weight: 1, arbitrary: arbitraryNasty.map((value) => encode(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }).map(encode) },
  );
}

/** List fields and values that the list conventions must refuse or handle. */
const LIST_FIELDS = [
  'id',
  'name',
  'shop_id',
  'created_at',
  'modified_at',
  'status',
  'total',
  'model',
  'order_number',
  'pricelist_row',
  'pricelist_column',
  'amount',
  'active',
  'is_superuser',
  'nonexistent',
  'constructor',
  '__proto__',
  'toString',
  '',
];

function listQueryPart(pools: FuzzPools): Arbitrary<string> {
  const field = fc.oneof(fc.constantFrom(...LIST_FIELDS), fc.constantFrom(...pools.fieldNames));
  const direction = fc.constantFrom('ASC', 'DESC', 'asc', 'SIDEWAYS', '', 'ASC;drop');
  const filterValue = fc.oneof(
    arbitraryNasty,
    fc.constantFrom(...pools.uuids.slice(0, 20), ...BAD_UUIDS),
    fc.constantFrom('true', 'false', 'x', ',', ',,', 'a,b', '2024-01-01', '99999999999'),
    fc.constantFrom(...NASTY_NUMBERS.map((n) => (n instanceof RawJson ? n.text : String(n)))),
    fc.constant(
      Array.from({ length: 300 }, () => '6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10').join(','),
    ),
  );
  const number = fc.oneof(
    fc.integer(),
    fc.constantFrom('-1', '1e999', 'NaN', '1.5', '', 'x', '99999999999999999999', '0x10'),
  );
  return fc.oneof(
    fc.tuple(field, direction).map(([f, d]) => `sort=${encode(`${f}:${d}`)}`),
    field.map((f) => `sort=${encode(`-${f}`)}`),
    fc.constantFrom('sort=', 'filter=', 'filter=:', 'filter=nonexistent:x', 'sort=name:SIDEWAYS'),
    fc.tuple(field, filterValue).map(([f, v]) => `filter=${encode(`${f}:${v}`)}`),
    number.map((n) => `skip=${encode(String(n))}`),
    number.map((n) => `limit=${encode(String(n))}`),
    fc.constantFrom('skip=1&skip=2', 'limit=1&limit=2', 'skip[]=1', 'filter[a]=b'),
    fc.constant(Array.from({ length: 30 }, (_, i) => `filter=name:${i}`).join('&')),
  );
}

function queryValueText(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => queryValueText(item));
  if (value instanceof RawJson) return [value.text];
  if (value !== null && typeof value === 'object') return [toJsonText(value)];
  return [String(value)];
}

function queryFromSchema(schema: JsonSchema, pools: FuzzPools, wild: boolean): Arbitrary<string> {
  return schemaValue(schema, pools, { wild }).map((value) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return '';
    return Object.entries(value)
      .flatMap(([key, item]) =>
        queryValueText(item).map((text) => `${encode(key)}=${encode(text)}`),
      )
      .join('&');
  });
}

function queryArbitrary(route: ApiRoute, pools: FuzzPools, wild: boolean): Arbitrary<string> {
  const schema = route.schema.querystring;
  if (!wild)
    return schema
      ? fc.oneof(fc.constant(''), queryFromSchema(schema, pools, false))
      : fc.constant('');
  const parts: Arbitrary<string>[] = [
    fc
      .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }))
      .map(([k, v]) => `${encode(k)}=${encode(v)}`),
    fc.constantFrom('%zz=1', '&&&', '=', 'a=%', 'a=%00', '%00=1', 'a'.repeat(5000) + '=1'),
  ];
  if (schema) {
    parts.push(queryFromSchema(schema, pools, true));
    if (schema.properties?.sort) parts.push(listQueryPart(pools), listQueryPart(pools));
  }
  return fc
    .array(fc.oneof(...parts), { minLength: 1, maxLength: 4 })
    .map((items) => items.filter(Boolean).join('&'));
}

interface BodyChoice {
  payload?: string | Buffer;
  contentType?: string;
}

const GARBAGE_FORMS = [
  'a=%zz&&b[]=1&c',
  '=&=&=',
  'name=%00',
  'name[]=a&name[]=b',
  'a[b][c][d][e]=1',
  '%',
  'x'.repeat(70 * 1024),
];

function multipartBody(boundary: string, bytes: Uint8Array, fields: [string, string][]): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="x.png"\r\n` +
        'content-type: image/png\r\n\r\n',
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return Buffer.concat(parts);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A body that keeps to the route's schema, as JSON. */
function plainBody(route: ApiRoute, pools: FuzzPools): Arbitrary<BodyChoice> {
  if (!route.schema.body) return fc.constant({});
  return schemaValue(route.schema.body, pools, { wild: false }).map((value) => ({
    payload: toJsonText(value),
    contentType: 'application/json',
  }));
}

/** Bodies that break the rules: `json` ones and ones of other content types. */
function wildBodies(
  route: ApiRoute,
  pools: FuzzPools,
): { json: Arbitrary<BodyChoice>; other: Arbitrary<BodyChoice> } {
  const schema = route.schema.body ?? {};
  const json =
    (contentType = 'application/json') =>
    (value: unknown) => ({
      payload: toJsonText(value),
      contentType,
    });
  const plausible = schemaValue(schema, pools, { wild: true });
  const huge = fc
    .tuple(
      fc.constantFrom(...Object.keys(schema.properties ?? { name: {} })),
      fc.constantFrom(100_000, 500_000, BODY_LIMIT - 200, BODY_LIMIT + 10),
      fc.constantFrom('x', 'é', '🍁', '\u0000', '"'),
    )
    .map(([key, length, char]) => ({
      payload: toJsonText({ [key]: char.repeat(Math.ceil(length / (char.length + 1))) }),
      contentType: 'application/json',
    }));
  const deep = fc
    .tuple(fc.constantFrom(64, 1000, 100_000, 300_000), fc.boolean())
    .map(([depth, objects]) => ({
      payload: objects
        ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
        : `${'['.repeat(depth)}${']'.repeat(depth)}`,
      contentType: 'application/json',
    }));
  const truncated = fc.tuple(plausible.map(toJsonText), fc.nat()).map(([text, cut]) => ({
    payload: text.slice(0, text.length > 1 ? cut % text.length : 0),
    contentType: 'application/json',
  }));
  const invalidUtf8 = fc
    .tuple(plausible.map(toJsonText), fc.uint8Array({ minLength: 1, maxLength: 16 }))
    .map(([text, bytes]) => ({
      payload: Buffer.concat([
        Buffer.from(text.slice(0, Math.max(text.length - 2, 0))),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28, ...bytes]),
        Buffer.from(text.slice(Math.max(text.length - 2, 0))),
      ]),
      contentType: 'application/json',
    }));
  const odd = fc.constantFrom(
    'null',
    '[]',
    '""',
    '0',
    '-1',
    'true',
    '{}',
    '',
    ' ',
    '1e999',
    '{"__proto__":{"isSuperuser":true}}',
    '{"constructor":{"prototype":{"isSuperuser":true}}}',
    '{"a":1,"a":2}',
    '\ufeff{}',
  );
  const otherTypes = fc.oneof(
    plausible.map(json('text/plain')),
    plausible.map(json('application/json; charset=utf-16')),
    plausible.map(json('application/json; charset=latin1')),
    plausible.map(json('application/octet-stream')),
    plausible.map((value) => ({ payload: toJsonText(value) })),
    fc.constantFrom(...GARBAGE_FORMS).map((payload) => ({
      payload,
      contentType: 'application/x-www-form-urlencoded',
    })),
    plausible.map((value) => ({
      payload:
        value && typeof value === 'object' && !Array.isArray(value)
          ? new URLSearchParams(
              Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : toJsonText(v)]),
            ).toString()
          : toJsonText(value),
      contentType: 'application/x-www-form-urlencoded',
    })),
    fc
      .constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/x')
      .map((contentType) => ({ payload: '--x\r\n\r\n', contentType })),
    fc
      .tuple(
        fc.oneof(
          fc.uint8Array({ maxLength: 64 }),
          fc.uint8Array({ maxLength: 64 }).map((b) => new Uint8Array([...PNG_SIGNATURE, ...b])),
        ),
        fc.array(fc.tuple(fc.constantFrom('purpose', 'name', 'x'), arbitraryNasty), {
          maxLength: 2,
        }),
        fc.boolean(),
      )
      .map(([bytes, fields, truncate]) => {
        const body = multipartBody('fuzzboundary', bytes, fields);
        return {
          payload: truncate ? body.subarray(0, Math.max(body.length - 30, 1)) : body,
          contentType: 'multipart/form-data; boundary=fuzzboundary',
        };
      }),
  );
  return {
    json: fc.oneof(
      { weight: 12, arbitrary: plausible.map(json()) },
      { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json()) },
      { weight: 2, arbitrary: truncated },
      { weight: 1, arbitrary: deep },
      { weight: 1, arbitrary: huge },
      { weight: 1, arbitrary: invalidUtf8 },
      {
        weight: 2,
        arbitrary: odd.map((payload) => ({ payload, contentType: 'application/json' })),
      },
    ),
    other: otherTypes,
  };
}

/** Who calls: nobody, the superuser, or someone with a token that is not one. */
export type FuzzCaller = 'anonymous' | 'superuser' | 'bad-token';

/** What a request breaks; the other parts of it keep to the route's schema. */
export type FuzzFocus = 'path' | 'query' | 'body' | 'content-type' | 'nothing';

/** One generated request: who sends it, what it breaks, and the request. */
export interface FuzzCase {
  caller: FuzzCaller;
  focus: FuzzFocus;
  remoteAddress: string;
  request: FuzzRequest;
}

/**
 * Requests for one route. Each breaks one thing (path parameters, query, JSON body or content
 * type) and keeps the rest plausible, with real ids of the right resources, so that it gets past
 * the other checks; `special` gives values for parameters that are not ids.
 */
export function requestArbitrary(
  route: ApiRoute,
  pools: FuzzPools,
  special: Partial<Record<string, Arbitrary<string>>> = {},
): Arbitrary<FuzzCase> {
  const pathOf = (wild: boolean) =>
    fc
      .tuple(...route.params.map((param) => pathValue(route, param, pools, special, wild)))
      .map((values) => {
        let index = 0;
        return route.url.replace(/:\w+|\*/g, () => values[index++] ?? '');
      });
  const foci: FuzzFocus[] = ['query', 'body', 'content-type', 'nothing'];
  if (route.params.length) foci.push('path', 'path');
  if (route.method !== 'GET') foci.push('body', 'body');
  const wild = wildBodies(route, pools);
  const plain = plainBody(route, pools);
  return fc
    .record({
      caller: fc.constantFrom<FuzzCaller>(
        'superuser',
        'superuser',
        'superuser',
        'superuser',
        'anonymous',
        'bad-token',
      ),
      focus: fc.constantFrom(...foci),
      remoteAddress: fc.ipV4(),
    })
    .chain(({ caller, focus, remoteAddress }) =>
      fc
        .record({
          path: pathOf(focus === 'path'),
          query: queryArbitrary(route, pools, focus === 'query'),
          body:
            focus === 'body'
              ? wild.json
              : focus === 'content-type'
                ? wild.other
                : route.method === 'GET'
                  ? fc.constant<BodyChoice>({})
                  : plain,
        })
        .map(({ path, query, body: choice }) => {
          const headers: Record<string, string> = {};
          if (choice.contentType !== undefined) headers['content-type'] = choice.contentType;
          const request: FuzzRequest = {
            method: route.method,
            url: query ? `${path}?${query}` : path,
            headers,
            ...(choice.payload !== undefined && { payload: choice.payload }),
          };
          return { caller, focus, remoteAddress, request };
        }),
    );
}

/** Signs of internals in an answer: stack frames, source paths, SQL, driver messages. */
export const LEAK_PATTERNS: [what: string, pattern: RegExp][] = [
  ['a stack frame', /(?:\\n|\n)\s*at\s+\S/],
  ['a source path', /\.(?:ts|js|mjs|cjs):\d+/],
  ['node_modules', /node_modules/i],
  ['SQL', /\bselect\s/i],
  ['SQL', /\binsert\s+into\b/i],
  ['SQL', /\bdelete\s+from\b/i],
  ['SQL', /\bviolates\b/i],
  ['SQL', /\brelation\s+"/i],
  ['a query error', /failed query|DrizzleQueryError|syntax error at/i],
];

/** The problems of an answer to a fuzzed request: a 5xx, or internals in its body. */
export function answerProblems(
  request: FuzzRequest,
  answer: { statusCode: number; body: string; headers: Record<string, unknown> },
): string[] {
  const problems: string[] = [];
  if (answer.statusCode >= 500) problems.push(`status ${answer.statusCode}`);
  const type = String(answer.headers['content-type'] ?? '');
  if (!type || /json|text|html/.test(type)) {
    const sent = requestText(request);
    for (const [what, pattern] of LEAK_PATTERNS) {
      if (pattern.test(answer.body) && !pattern.test(sent)) problems.push(`body shows ${what}`);
    }
  }
  return problems;
}
