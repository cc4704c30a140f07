/**
 * `npx tsx tests/bench/board-alerts.ts`: one round of the dark-board detector
 * (`services/board-alerts.ts`) over BOARDS paired boards (default 5,000) in SHOPS shops (default
 * 100) on the embedded database (the product's own PostgreSQL server, in a temporary data
 * directory), with a webhook address for every shop's group, so each claimed change also queues
 * its event. Figures (median of ROUNDS, default 5): a quiet round (every board online), the round
 * in which every board goes dark at once (each change claimed in its own transaction), and a
 * quiet round with every board down.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { DEFAULT_BOARD_ALERTS } from '../../server/config';
import { BoardAlertDetector } from '../../server/services/board/board-alerts';
import { openBenchDatabase } from './test-databases';

const BOARDS = Number(process.env.BOARDS ?? 5000);
const SHOPS = Number(process.env.SHOPS ?? 100);
const ROUNDS = Number(process.env.ROUNDS ?? 5);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const database = await openBenchDatabase();
const { db } = database;
try {
  const group = randomUUID();
  await db.execute(sql`insert into "shop_groups" ("id", "name") values (${group}, 'Bank')`);
  await db.execute(sql`insert into "webhook_endpoints" ("shop_group_id", "url", "events", "secret")
    values (${group}, 'https://receiver.example/hook', '["board.offline","board.online"]', 'whsec_bench')`);
  const shops: string[] = [];
  for (let i = 0; i < SHOPS; i++) {
    const id = randomUUID();
    shops.push(id);
    await db.execute(sql`insert into "shops" ("id", "name") values (${id}, ${`Bank ${i}`})`);
    await db.execute(
      sql`insert into "shop_group_shops" ("shop_group_id", "shop_id") values (${group}, ${id})`,
    );
  }
  const start = Date.now();
  for (let i = 0; i < BOARDS; i += 500) {
    const rows = Array.from({ length: Math.min(500, BOARDS - i) }, (_, j) => {
      const shop = shops[(i + j) % SHOPS] as string;
      return sql`(${shop}, ${randomUUID()}, 'device', '1.0.0', ${new Date(start).toISOString()}::timestamptz,
        ${new Date(start).toISOString()}::timestamptz, 'hash')`;
    });
    await db.execute(sql`insert into "board_reports" ("shop_id", "board_id", "kind", "version",
        "reported_at", "paired_at", "secret_hash") values ${sql.join(rows, sql`, `)}`);
  }

  let now = start + 1000;
  const detector = new BoardAlertDetector({
    db,
    config: { ...DEFAULT_BOARD_ALERTS, intervalMs: 0 },
    thresholds: { offlineAfterMs: 180_000, outdatedAfterMs: 120_000 },
    clock: () => now,
    mailer: null,
    log: pino({ level: 'silent' }),
    onQueued: () => undefined,
    fallbackUrl: () => 'http://127.0.0.1:8080',
  });

  const time = async () => {
    const started = performance.now();
    const changes = await detector.run();
    return { ms: performance.now() - started, changes: changes.length };
  };
  const quiet: number[] = [];
  for (let i = 0; i < ROUNDS; i++) quiet.push((await time()).ms);
  now = start + 11 * 60_000;
  const dark = await time();
  const down: number[] = [];
  for (let i = 0; i < ROUNDS; i++) down.push((await time()).ms);
  const queued = await db.execute(sql`select count(*)::int as n from "webhook_deliveries"`);

  console.log(`dark-board detector, ${BOARDS} boards over ${SHOPS} shops (embedded PostgreSQL):`);
  console.table({
    'quiet round, all online': { ms: median(quiet).toFixed(0), changes: 0 },
    'round where all go dark': { ms: dark.ms.toFixed(0), changes: dark.changes },
    'quiet round, all down': { ms: median(down).toFixed(0), changes: 0 },
  });
  console.log(
    `webhook deliveries queued: ${(queued as unknown as { rows: { n: number }[] }).rows[0]?.n}`,
  );
} finally {
  await database.close();
}
