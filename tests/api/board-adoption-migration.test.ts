import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { testDatabases } from '../support/api';
import { openOldThenCurrent } from '../support/old-database';

/** The schema before boards could be adopted as screens (migration 0033). */
const BEFORE_ADOPTION = { tag: '0032_board_views', when: 1_795_700_032_000 };

describe.each(testDatabases())('address boards of before on %s', (kind) => {
  it('stay unadopted: listed as seen via their address, a paired stick stays a screen', async () => {
    const { current, close } = await openOldThenCurrent(kind, BEFORE_ADOPTION, async (execute) => {
      await execute(sql`insert into shops (name) values ('Café De Markt')`);
      await execute(sql`insert into board_reports (shop_id, board_id, kind, version, reported_at,
          secret_hash, paired_at)
        select id, '00000000-0000-4000-8000-000000000001'::uuid, 'device', '1.0.0', now(), 'a', null::timestamptz
        from shops union all
        select id, '00000000-0000-4000-8000-000000000002'::uuid, 'device', '1.0.0', now(), 'b', now()
        from shops`);
    });
    try {
      const rows = await rowsOf<{ board_id: string; adopted_at: Date | null; screen: boolean }>(
        current.db,
        sql`select board_id, adopted_at, (paired_at is not null or adopted_at is not null) as screen
          from board_reports order by board_id`,
      );
      expect(rows).toEqual([
        { board_id: '00000000-0000-4000-8000-000000000001', adopted_at: null, screen: false },
        { board_id: '00000000-0000-4000-8000-000000000002', adopted_at: null, screen: true },
      ]);
    } finally {
      await close();
    }
    // Two migration runs from an empty database: far more than a usual API test.
  }, 120_000);
});
