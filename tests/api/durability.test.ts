import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedDiscounts,
  discountSeq,
  runWrites,
  seededRandom,
  settleUnknown,
  trackRows,
  type LinkView,
  type TrackedRow,
  type WriteRun,
} from '../support/price-writes';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { freshStore, rowsOf, type DataStore } from '../support/stores';

const TOTAL_WRITES = 1000;
const WRITERS = 4;
const INVALID_EVERY = 25;

async function login(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.baseUrl}/v1/login/access-token`, {
    method: 'POST',
    body: new URLSearchParams({ username: server.adminUsername, password: server.adminPassword }),
  });
  const body = (await response.json()) as { access_token?: string };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return `Bearer ${body.access_token}`;
}

async function readLink(server: ServerProcess, auth: string, id: string): Promise<LinkView> {
  const response = await fetch(`${server.baseUrl}/v1/shops-to-prices/${id}`, {
    headers: { authorization: auth },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as LinkView;
}

/** SQL checks of the whole database after the run; each returns the offending rows. */
const INVARIANTS = {
  'order numbers of a shop category are 0..n-1': sql`
    select shop_id, category_id from shops_to_prices group by shop_id, category_id
    having min(order_number) <> 0 or max(order_number) <> count(*) - 1
      or count(distinct order_number) <> count(*)`,
  'a shop cache status is not older than a change of its board': sql`
    select s.id from shops s join audit_log a on a.details->>'shop_id' = s.id::text
    where a.action = 'Edited' group by s.id, s.modified_at having s.modified_at < max(a.created_at)`,
  'a link points at existing rows and shows one item': sql`
    select l.id from shops_to_prices l
    left join shops s on s.id = l.shop_id left join prices p on p.id = l.price_id
    left join categories c on c.id = l.category_id and c.shop_id = l.shop_id
    left join kinds k on k.id = l.kind_id left join products r on r.id = l.product_id
    where s.id is null or p.id is null or c.id is null
      or (l.kind_id is null) = (l.product_id is null)
      or (l.kind_id is not null and k.id is null) or (l.product_id is not null and r.id is null)`,
  'a discount is lower than its normal price': sql`
    select l.id from shops_to_prices l join prices p on p.id = l.price_id
    cross join lateral jsonb_array_elements(l.action_labels) a
    join lateral (
      select e from jsonb_array_elements(p.cannabis || p.pre_rolled_joints || p.edible) e
      where e->>'label' = a->>'label'
    ) e on true
    where (a->>'price')::numeric >= (e.e->>'price')::numeric`,
};

describe.each(['embedded', 'postgres'] as const)('price changes survive SIGKILL on %s', (kind) => {
  let store: DataStore;
  let server: ServerProcess | undefined;
  const seed = Number(process.env.DURABILITY_SEED) || Date.now() % 1_000_000;
  const random = seededRandom(seed);
  const sent = { count: 0 };
  let rows: TrackedRow[] = [];
  const figures: string[] = [];

  const start = async () =>
    (server = await startServerProcess(
      { ...store.env, DEMO_DATA: '1', LOG_LEVEL: 'warn' },
      { dataDir: store.dataDir, apiOnly: true },
    ));

  beforeAll(async () => {
    store = await freshStore(kind, { demo: true });
  }, 60_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await store?.remove();
    console.log(`durability on ${kind}: ${figures.join('; ')}`);
  });

  it('keeps every acknowledged write and no refused one across a kill at a random moment', async () => {
    const began = Date.now();
    figures.push(`seed ${seed} (DURABILITY_SEED=${seed} repeats it)`);
    const first = await start();
    const auth = await login(first);
    const list = await fetch(`${first.baseUrl}/v1/shops-to-prices?limit=1000`, {
      headers: { authorization: auth },
    });
    rows = trackRows((await list.json()) as LinkView[], TOTAL_WRITES);
    expect(rows.length).toBeGreaterThanOrEqual(WRITERS * 4);

    // The kill comes after a random number of acknowledged writes, plus a random delay.
    const killAfter = 100 + Math.floor(random() * 600);
    const killDelayMs = Math.floor(random() * 20);
    let killing: Promise<unknown> | undefined;
    const run: WriteRun = {
      baseUrl: first.baseUrl,
      auth,
      rows,
      writers: WRITERS,
      total: TOTAL_WRITES,
      sent,
      invalidEvery: INVALID_EVERY,
      onAcknowledged: (count) => {
        if (count === killAfter)
          killing = new Promise((resolve) => setTimeout(resolve, killDelayMs)).then(() =>
            first.kill('SIGKILL'),
          );
      },
    };
    const acknowledged = await runWrites(run);
    expect(killing, 'the server was killed before the run ended').toBeDefined();
    expect(await killing).toBe('SIGKILL');
    const unknown = rows.reduce((n, row) => n + row.unknown.length, 0);
    figures.push(
      `killed after ${killAfter} acknowledged writes + ${killDelayMs} ms: ${acknowledged} ` +
        `acknowledged, ${unknown} without answer, ${sent.count} sent`,
    );

    const second = await start();
    const auth2 = await login(second);
    let committedUnknown = 0;
    for (const row of rows) {
      const shown = discountSeq(await readLink(second, auth2, row.view.id), row.label);
      expect(allowedDiscounts(row), `row ${row.view.id} after the restart`).toContain(shown);
      if (settleUnknown(row, shown)) committedUnknown++;
    }
    figures.push(`${committedUnknown} of the unanswered writes had committed`);

    const more = await runWrites({ ...run, baseUrl: second.baseUrl, auth: auth2 });
    delete run.onAcknowledged;
    expect(sent.count).toBe(TOTAL_WRITES);
    expect(rows.every((row) => row.unknown.length === 0)).toBe(true);
    for (const row of rows) {
      const shown = discountSeq(await readLink(second, auth2, row.view.id), row.label);
      expect(shown, `row ${row.view.id}`).toBe(row.acknowledged.at(-1) ?? row.initial);
    }
    figures.push(`${more} more acknowledged after the restart, ${sent.count} writes in all`);
    await second.kill('SIGTERM');
    figures.push(`${((Date.now() - began) / 1000).toFixed(1)} s`);
  }, 120_000);

  it('has a consistent database afterwards: one audit entry per committed write, invariants hold', async () => {
    expect(rows.length).toBeGreaterThan(0);
    const database = await store.open();
    try {
      const edits = await rowsOf<{ id: string; n: number }>(
        database,
        sql`select details->>'link_id' as id, count(*)::int as n from audit_log
          where action = 'Edited' group by 1`,
      );
      const editsOf = new Map(edits.map((e) => [e.id, e.n]));
      for (const row of rows)
        expect(editsOf.get(row.view.id) ?? 0, `edits of ${row.view.id}`).toBe(
          row.acknowledged.length,
        );
      const values = await rowsOf<{ id: string; action_labels: LinkView['action_labels'] }>(
        database,
        sql`select id::text, action_labels from shops_to_prices`,
      );
      const valueOf = new Map(values.map((v) => [v.id, v]));
      for (const row of rows) {
        const stored = valueOf.get(row.view.id);
        expect(stored && discountSeq(stored, row.label)).toBe(
          row.acknowledged.at(-1) ?? row.initial,
        );
      }
      for (const [name, query] of Object.entries(INVARIANTS))
        expect(await rowsOf(database, query), name).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
