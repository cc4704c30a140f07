/**
 * Services read side by side inside a transaction (`Promise.all` over one `Executor`). A
 * transaction holds one connection: its queries must reach it one after the other. node-postgres
 * 8 queues overlapping queries itself with a deprecation warning, and version 9 refuses them;
 * the product's pool runs them in order, so no query ever waits in the driver's own queue.
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { openEmptyDatabase } from '../support/api';

/** The rows of a node-postgres result. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

describe('queries side by side in one transaction', () => {
  let database: DatabaseHandle;
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);

  beforeAll(async () => {
    database = await openEmptyDatabase();
    process.on('warning', onWarning);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await database.close();
  });

  it('run one after the other, each with its own answer, and the driver never queues them', async () => {
    const answers = await database.db.transaction(async (tx) =>
      Promise.all(
        [1, 2, 3, 4].map(async (n) => {
          const result = await tx.execute(sql`select ${n}::int as n, pg_sleep(0.02)`);
          return rowsOf<{ n: number }>(result)[0]?.n;
        }),
      ),
    );
    expect(answers).toEqual([1, 2, 3, 4]);
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });

  it('keeps a failed query from stopping the ones queued after it (outside a transaction)', async () => {
    const client = await (database.db as unknown as { $client: pg.Pool }).$client.connect();
    try {
      const [bad, good] = await Promise.allSettled([
        client.query('select * from no_such_table'),
        client.query('select 2 as n'),
      ]);
      expect(bad.status).toBe('rejected');
      expect(good.status === 'fulfilled' && good.value.rows[0]).toEqual({ n: 2 });
    } finally {
      client.release();
    }
  });

  it('rolls back a transaction whose side-by-side read fails, and the pool stays usable', async () => {
    await database.db.execute(sql`create table side_by_side (n int)`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into side_by_side values (1)`);
        await Promise.all([
          tx.execute(sql`select 1`),
          tx.execute(sql`select * from no_such_table`),
        ]);
      }),
    ).rejects.toThrow();
    const count = await database.db.execute(sql`select count(*)::int as c from side_by_side`);
    expect(rowsOf<{ c: number }>(count)[0]?.c).toBe(0);
  });
});
