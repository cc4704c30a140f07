/**
 * Writes the board feeds of the demo shops to renderer/layout/fixtures/, for the layout
 * engine's tests: `npm run fixtures:layout`. The feeds come from the real app on an embedded
 * database in a temporary folder with the demo data, so they have exactly the shape the board
 * receives.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openStore } from '../server/db/data-store';
import { screens, shops } from '../server/db/schema';
import { seedDemoData } from '../server/seed/demo';

const OUT = join(import.meta.dirname, '..', 'renderer', 'layout', 'fixtures');

const dataDir = mkdtempSync(join(tmpdir(), 'fixtures-'));
const database = await openStore({ dataDir, databaseUrl: undefined });
await seedDemoData(database.db, { staffPassword: 'fixtures-only' });
const config = { ...loadConfig({ DATA_DIR: dataDir }), demoData: false };
const app = await buildApp({ config, database });

async function write(name: string, url: string) {
  const response = await app.inject({ url });
  writeFileSync(join(OUT, `${name}.json`), `${JSON.stringify(response.json(), null, 1)}\n`);
  console.log(`${name}.json: ${response.json().prices.length} items`);
}

for (const shop of await database.db.select().from(shops)) {
  await write(shop.name.toLowerCase().replace(/\W+/g, '-'), `/v1/shops/${shop.id}`);
}
const [headShop] = await database.db.select().from(shops).where(eq(shops.name, 'Head Shop'));
const [portrait] = headShop
  ? await database.db
      .select()
      .from(screens)
      .where(and(eq(screens.shopId, headShop.id), eq(screens.orientation, 'portrait')))
  : [];
if (headShop && portrait)
  await write('head-shop-portrait-screen', `/v1/shops/${headShop.id}?screen_id=${portrait.id}`);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
