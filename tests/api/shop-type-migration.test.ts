import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { testDatabases } from '../support/api';
import { openOldThenCurrent } from '../support/old-database';

/** The schema before shops had a type (migration 0031). */
const BEFORE_SHOP_TYPE = { tag: '0029_board_alert_mails', when: 1_795_700_029_000 };

describe.each(testDatabases())('the type of existing shops on %s', (kind) => {
  it('is both for a shop with horeca rows and cannabis otherwise, every shop active', async () => {
    const { current, close } = await openOldThenCurrent(kind, BEFORE_SHOP_TYPE, async (execute) => {
      await execute(sql`insert into shops (name) values ('Koffie en Kruid'), ('Alleen Wiet'),
        ('Leeg')`);
      await execute(sql`insert into products (name) values ('Cola')`);
      await execute(sql`insert into kinds (name) values ('Amnesia')`);
      await execute(sql`insert into prices (internal_product_id) values ('101'), ('102')`);
      await execute(sql`insert into categories (shop_id, name)
        select id, 'Dranken' from shops where name = 'Koffie en Kruid'
        union all select id, 'Wiet' from shops where name = 'Koffie en Kruid'
        union all select id, 'Wiet' from shops where name = 'Alleen Wiet'`);
      // The café-and-coffeeshop sells a drink and a kind; the other shop a kind only.
      await execute(sql`insert into shops_to_prices (shop_id, price_id, category_id, product_id)
        select s.id, p.id, c.id, (select id from products)
        from shops s join categories c on c.shop_id = s.id and c.name = 'Dranken'
        join prices p on p.internal_product_id = '101'`);
      await execute(sql`insert into shops_to_prices (shop_id, price_id, category_id, kind_id)
        select s.id, p.id, c.id, (select id from kinds)
        from shops s join categories c on c.shop_id = s.id and c.name = 'Wiet'
        join prices p on p.internal_product_id = '102'`);
    });
    try {
      const rows = await rowsOf<{ name: string; shop_type: string; active: boolean }>(
        current.db,
        sql`select name, shop_type, active from shops order by name`,
      );
      expect(rows).toEqual([
        { name: 'Alleen Wiet', shop_type: 'cannabis', active: true },
        { name: 'Koffie en Kruid', shop_type: 'both', active: true },
        { name: 'Leeg', shop_type: 'cannabis', active: true },
      ]);
      // The type is checked by the database too.
      await expect(
        current.db.execute(sql`update shops set shop_type = 'bakery' where name = 'Leeg'`),
      ).rejects.toThrow();
    } finally {
      await close();
    }
    // Two migration runs from an empty database: far more than a usual API test.
  }, 120_000);
});
