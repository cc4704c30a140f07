import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-errors';

/** A database error as node-postgres gives it: a SQLSTATE code, values in message and detail. */
function databaseError(message: string, detail: string): Error {
  return Object.assign(new Error(message), { code: '23505', detail, severity: 'ERROR' });
}

describe('serializeError', () => {
  it('keeps a failed query’s SQL text and drops its values, in the message, stack and cause', () => {
    const names = Array.from({ length: 70_000 }, (_, i) => `naam-${i}`);
    const placeholders = names.map((_, i) => `$${i + 1}`).join(', ');
    const cause = databaseError(
      'duplicate key value violates unique constraint "kinds_name"',
      'Key (lower(name))=(naam-1) already exists.',
    );
    const error = new DrizzleQueryError(
      `select name from kinds where lower(name) in (${placeholders})`,
      names,
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('Failed query: select name from kinds');
    expect(logged).not.toContain('naam-1');
    expect(logged).not.toContain('params');
    expect(logged.length).toBeLessThan(5000);
    expect(logged).toContain('"code":"23505"');
  });

  it('masks the values a database quotes in its own message', () => {
    const logged = serializeError(
      Object.assign(new Error('invalid input syntax for type integer: "geheim"'), {
        code: '22P02',
      }),
    );
    expect(logged.message).toBe('invalid input syntax for type integer: "…"');
    expect(logged.stack).not.toContain('geheim');
  });

  it('leaves other errors as they are', () => {
    const logged = serializeError(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(logged.stack).toContain('log-errors.test.ts');
    expect(serializeError('text')).toMatchObject({ message: 'text' });
  });

  it('keeps ten frames of a deep stack, even where the stack trace limit was raised', () => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 200;
    try {
      const deep = (depth: number): Error => (depth === 0 ? new Error('diep') : deep(depth - 1));
      const logged = serializeError(deep(60));
      const frames = logged.stack.split('\n').filter((line) => line.startsWith('    at '));
      expect(frames).toHaveLength(10);
      expect(logged.stack).toMatch(/\n {4}… \d+ more$/);
      expect(logged.stack.startsWith('Error: diep\n    at deep')).toBe(true);
    } finally {
      Error.stackTraceLimit = limit;
    }
  });
});
