import {
  type AnyColumn,
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  sql,
} from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Executor } from '../db/client';
import { AppError, type ValidationIssue } from '../errors';

/**
 * The list conventions of every collection GET, implemented once:
 * `skip`, `limit`, repeated `sort=field:ASC|DESC` (also `-field` and bare `field`), repeated
 * `filter=field:value` (all apply together; unknown fields are a 400), and a
 * `Content-Range: <resource> <first>-<last>/<total>` header.
 */

export const MAX_LIMIT = 1000;
const DEFAULT_LIMIT = 100;

export const ListQuerySchema = Type.Object({
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  sort: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 })),
  filter: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 20 })),
});

export interface ListQueryInput {
  skip?: number | undefined;
  limit?: number | undefined;
  sort?: string[] | undefined;
  filter?: string[] | undefined;
}

export type FieldType = 'text' | 'uuid' | 'boolean' | 'number' | 'date' | 'enum';

export interface ListField {
  column: AnyColumn | SQL;
  type: FieldType;
  /** Allowed values of an enum field. */
  values?: readonly string[];
  sortable?: boolean;
  filterable?: boolean;
}

export interface ListSpec {
  /** The resource name of the Content-Range header, e.g. `users`. */
  resource: string;
  fields: Record<string, ListField>;
  /** Applied after the requested sort; should end with a unique column. */
  defaultSort: SQL[];
}

export interface ParsedList {
  skip: number;
  limit: number;
  orderBy: SQL[];
  where: SQL | undefined;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function issue(
  param: 'sort' | 'filter',
  index: number,
  msg: string,
  value: string,
): ValidationIssue {
  return { loc: ['query', param, index], msg, ctx: { value } };
}

function fail(issues: ValidationIssue[]): never {
  const first = issues[0];
  throw new AppError(
    'BAD_LIST_QUERY',
    first ? `Bad ${first.loc[1]}: ${first.msg}` : undefined,
    issues,
  );
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filterCondition(field: ListField, raw: string): SQL | string {
  const column = field.column;
  const values = raw.split(',').map((v) => v.trim());
  switch (field.type) {
    case 'text':
      return ilike(column as AnyColumn, `%${escapeLike(raw)}%`);
    case 'uuid': {
      if (values.some((v) => v !== 'null' && !UUID_PATTERN.test(v)))
        return 'expects ids (UUIDs) or null';
      const ids = values.filter((v) => v !== 'null');
      const parts: SQL[] = [];
      if (ids.length) parts.push(inArray(column as AnyColumn, ids));
      if (ids.length !== values.length) parts.push(isNull(column as AnyColumn));
      return parts.length === 1 ? (parts[0] as SQL) : (or(...parts) as SQL);
    }
    case 'boolean': {
      const value = raw.trim().toLowerCase();
      if (value !== 'true' && value !== 'false') return 'expects true or false';
      return eq(column as AnyColumn, value === 'true');
    }
    case 'number': {
      const numbers = values.map(Number);
      if (
        values.some((v) => v === '') ||
        numbers.some((n) => !Number.isFinite(n) || Math.abs(n) > 2 ** 31)
      ) {
        return 'expects numbers';
      }
      return inArray(column as AnyColumn, numbers);
    }
    case 'enum': {
      const allowed = field.values ?? [];
      if (values.some((v) => !allowed.includes(v))) return `expects one of ${allowed.join(', ')}`;
      return inArray(column as AnyColumn, values);
    }
    case 'date':
      return 'cannot be filtered';
  }
}

/** The resource's own field of that name; `constructor` or `__proto__` are no fields. */
function fieldOf(spec: ListSpec, name: string): ListField | undefined {
  return Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined;
}

/** Parses and checks the list parameters against the resource's fields. */
export function parseListQuery(input: ListQueryInput, spec: ListSpec): ParsedList {
  const issues: ValidationIssue[] = [];
  const orderBy: SQL[] = [];
  (input.sort ?? []).forEach((raw, index) => {
    const text = raw.trim();
    let name = text;
    let direction = 'ASC';
    if (text.startsWith('-')) {
      name = text.slice(1);
      direction = 'DESC';
    } else if (text.includes(':')) {
      const at = text.lastIndexOf(':');
      name = text.slice(0, at);
      direction = text.slice(at + 1).toUpperCase();
    }
    const field = fieldOf(spec, name);
    if (!field || field.sortable === false) {
      issues.push(issue('sort', index, `unknown sort field "${name}"`, raw));
    } else if (direction !== 'ASC' && direction !== 'DESC') {
      issues.push(issue('sort', index, 'direction must be ASC or DESC', raw));
    } else {
      const expr = field.type === 'text' ? sql`lower(${field.column})` : sql`${field.column}`;
      orderBy.push(direction === 'DESC' ? desc(expr) : asc(expr));
    }
  });
  const conditions: SQL[] = [];
  (input.filter ?? []).forEach((raw, index) => {
    const at = raw.indexOf(':');
    if (at <= 0) {
      issues.push(issue('filter', index, 'must be field:value', raw));
      return;
    }
    const name = raw.slice(0, at).trim();
    const field = fieldOf(spec, name);
    if (!field || field.filterable === false) {
      issues.push(issue('filter', index, `unknown filter field "${name}"`, raw));
      return;
    }
    const condition = filterCondition(field, raw.slice(at + 1));
    if (typeof condition === 'string')
      issues.push(issue('filter', index, `${name} ${condition}`, raw));
    else conditions.push(condition);
  });
  if (issues.length) fail(issues);
  const limit =
    input.limit === undefined ? DEFAULT_LIMIT : input.limit === 0 ? MAX_LIMIT : input.limit;
  return {
    skip: input.skip ?? 0,
    limit: Math.min(limit, MAX_LIMIT),
    orderBy: [...orderBy, ...spec.defaultSort],
    where: conditions.length ? and(...conditions) : undefined,
  };
}

/** `users 0-24/130`: first and last index of the page, clamped to what exists, and the total. An empty page names only the total. */
export function contentRange(
  resource: string,
  skip: number,
  returned: number,
  total: number,
): string {
  if (returned === 0) return `${resource} */${total}`;
  return `${resource} ${skip}-${skip + returned - 1}/${total}`;
}

/**
 * Runs a list over one table: the page of rows (whole rows of `table`) and the total count,
 * with the resource's own scope (tenancy) and the caller's filters applied together.
 */
export async function listRows<T extends PgTable>(
  db: Executor,
  table: T,
  spec: ListSpec,
  input: ListQueryInput,
  scope?: SQL,
): Promise<{ rows: T['$inferSelect'][]; total: number; skip: number }> {
  const parsed = parseListQuery(input, spec);
  const where = and(scope, parsed.where);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...parsed.orderBy)
      .limit(parsed.limit)
      .offset(parsed.skip),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: totals[0]?.total ?? 0, skip: parsed.skip };
}

/** A page of a list as a service answers it: the answer (its items) and its Content-Range. */
export interface ListResult<A> {
  answer: A;
  contentRange: string;
}

/**
 * A list in one call for services: the page of rows (see `listRows`) presented, with the
 * Content-Range value the route sends (`sendList`).
 */
export async function listOf<T extends PgTable, V>(
  db: Executor,
  table: T,
  spec: ListSpec,
  input: ListQueryInput,
  scope: SQL | undefined,
  present: (rows: T['$inferSelect'][]) => V[] | Promise<V[]>,
): Promise<ListResult<V[]>> {
  const page = await listRows(db, table, spec, input, scope);
  return {
    answer: await present(page.rows),
    contentRange: contentRange(spec.resource, page.skip, page.rows.length, page.total),
  };
}

/** Sends a service's list: its Content-Range header, and its answer. */
export function sendList<A>(reply: FastifyReply, list: ListResult<A>): A {
  reply.header('content-range', list.contentRange);
  return list.answer;
}
