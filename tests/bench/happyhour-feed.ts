/**
 * What happy hours cost the board feed: a shop with 2000 extra rows, its price items and its
 * next clock boundary computed (as a feed build does) without happy hours, then with one happy
 * hour on every other row and one on each category, while they run. Run with
 * `npx tsx tests/bench/happyhour-feed.ts` (the embedded database: the product's own PostgreSQL
 * server, in a temporary data directory).
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { categories, happyHours, prices, products, shopsToPrices } from '../../server/db/schema';
import { seedDemoData } from '../../server/seed/demo';
import { loadShopPriceItems } from '../../server/services/board/board-feed';
import { nextShopBoundary } from '../../server/services/clock/clock-boundaries';
import { openBenchDatabase } from './test-databases';

const ROWS = 2000;
const RUNS = 20;
const ZONE = 'Europe/Amsterdam';
/** Wednesday 18:00 in Amsterdam: inside the happy hours made below. */
const NOW = Date.parse('2026-11-04T17:00:00Z');

async function addRows(db: Database, shopId: string): Promise<string[]> {
  const [category] = await db
    .insert(categories)
    .values({ shopId, name: 'Bench', orderNumber: 99 })
    .returning();
  if (!category) throw new Error('no category');
  const ids: string[] = [];
  for (let start = 0; start < ROWS; start += 500) {
    const index = Array.from({ length: 500 }, (_, i) => start + i);
    const productRows = await db
      .insert(products)
      .values(index.map((i) => ({ name: `Bench product ${i}` })))
      .returning({ id: products.id });
    const priceRows = await db
      .insert(prices)
      .values(
        index.map((i) => ({
          internalProductId: `7${String(i).padStart(5, '0')}`,
          edible: [{ label: '1st', quantity: 1, price: 2 + (i % 50) / 10, active: true }],
        })),
      )
      .returning({ id: prices.id });
    const links = await db
      .insert(shopsToPrices)
      .values(
        index.map((i, n) => ({
          shopId,
          categoryId: category.id,
          priceId: priceRows[n]?.id as string,
          productId: productRows[n]?.id as string,
          orderNumber: i,
          usePiece: true,
        })),
      )
      .returning({ id: shopsToPrices.id });
    ids.push(...links.map((l) => l.id));
  }
  return ids;
}

async function measure(db: Database, shopId: string): Promise<{ items: number; boundary: number }> {
  const items: number[] = [];
  const boundary: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    let start = performance.now();
    await loadShopPriceItems(db, shopId, 'all', undefined, { zone: ZONE, now: NOW });
    items.push(performance.now() - start);
    start = performance.now();
    await nextShopBoundary(db, shopId, NOW);
    boundary.push(performance.now() - start);
  }
  const median = (list: number[]) =>
    [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  return { items: median(items), boundary: median(boundary) };
}

export async function runHappyHourFeedBench(): Promise<void> {
  const database = await openBenchDatabase({ poolSize: 4 });
  try {
    const demo = await seedDemoData(database.db, {
      staffPassword: randomBytes(12).toString('base64url'),
    });
    const shopId = demo.defaultShopId;
    const links = await addRows(database.db, shopId);
    const rowCount = (
      await database.db.select().from(shopsToPrices).where(eq(shopsToPrices.shopId, shopId))
    ).length;
    const without = await measure(database.db, shopId);
    await database.db.insert(happyHours).values(
      links
        .filter((_, i) => i % 2 === 0)
        .map((linkId) => ({
          shopId,
          linkId,
          days: [1, 2, 3, 4, 5],
          fromTime: '17:00',
          toTime: '19:00',
          prices: null,
          percent: 20,
        })),
    );
    const categoryRows = await database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.shopId, shopId));
    await database.db.insert(happyHours).values(
      categoryRows.map((c) => ({
        shopId,
        categoryId: c.id,
        days: [3],
        fromTime: '16:00',
        toTime: '20:00',
        prices: null,
        percent: 10,
      })),
    );
    const withHours = await measure(database.db, shopId);
    const hours = links.length / 2 + categoryRows.length;
    console.log(`A shop of ${rowCount} rows, median of ${RUNS} runs (embedded PostgreSQL):`);
    console.log(
      `  without happy hours: price items ${without.items.toFixed(1)} ms, next boundary ${without.boundary.toFixed(1)} ms`,
    );
    console.log(
      `  with ${hours} happy hours running: price items ${withHours.items.toFixed(1)} ms, next boundary ${withHours.boundary.toFixed(1)} ms`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runHappyHourFeedBench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
