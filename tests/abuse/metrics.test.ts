/**
 * Attacks on 'GET /metrics', the operators' figures, replayed on the real app: a flood of wrong
 * tokens gets small answers and never a 5xx, holds back only the address that sends it, and
 * keeps nothing; the answer stays bounded with many shops (series per shop with screens, at
 * most `MAX_METRIC_SHOPS` of them); and it carries counts and shop ids only, never a shop's
 * name, a board's id, a secret or a user.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { BOARD_STATES } from '../../src/domain/screen-health';
import { readFleetFigures } from '../../server/services/metrics/fleet-figures';
import { DEFAULT_HEALTH_THRESHOLDS } from '../../src/domain/screen-health';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { addressesFrom, must, pairReportingBoard } from '../support/board-world';
import { createTenant, type Tenant } from '../support/fixtures';
import { parseMetrics, scrape, seriesKey } from '../support/metrics';

const TOKEN = randomBytes(32).toString('hex');
/** Shops with screens made for the size test, and the answer's bound with them. */
const SHOPS = 300;
const MAX_ANSWER_BYTES = 200_000;

describe.each(testDatabases())("attacks on 'GET /metrics' on %s", (kind) => {
  let api: TestApi;
  let tenant: Tenant;
  let shopId: string;
  let boardId: string;
  const nextAddress = addressesFrom('10.9.0');

  const get = (authorization: string | undefined, remoteAddress: string) =>
    api.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization === undefined ? {} : { authorization },
      remoteAddress,
    });

  beforeAll(async () => {
    api = await startTestApi(kind, { config: { metrics: { token: TOKEN, allow: [] } } });
    tenant = await createTenant(api, 'Geheime groep', ['Geheime winkel Alfa']);
    shopId = must(tenant.shopIds[0]);
    const board = await pairReportingBoard(api, await api.adminAuth(), shopId, 'Toonbank', {
      pairing: nextAddress(),
      report: nextAddress(),
    });
    boardId = board.boardId;
  });
  afterAll(() => api?.close());

  it("'GET /metrics': a flood of wrong tokens gets small 401s then 429s, never a 5xx, and holds back only its address", async () => {
    const flooder = '198.51.100.66';
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        get(
          i % 3 === 0
            ? `Bearer ${randomBytes(32).toString('hex')}`
            : i % 3 === 1
              ? `Bearer ${'x'.repeat(6000)}`
              : undefined,
          flooder,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(new Set(statuses)).toEqual(new Set([401, 429]));
    // Ten refused requests a minute per address are judged; the rest wait.
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(Math.max(...answers.map((answer) => answer.rawPayload.length))).toBeLessThan(500);
    const held = answers.find((answer) => answer.statusCode === 429);
    expect(Number(held?.headers['retry-after'])).toBeGreaterThan(0);
    expect(held?.json()).toMatchObject({ code: 'too_many_metrics_attempts' });
    // The flooding address waits even with the right token; every other address is answered.
    expect((await get(`Bearer ${TOKEN}`, flooder)).statusCode).toBe(429);
    expect((await scrape(api, TOKEN, '198.51.100.67')).statusCode).toBe(200);
    // A header far beyond any token is refused, not read.
    const huge = await get(`Bearer ${'y'.repeat(15_000)}`, '198.51.100.68');
    expect(huge.statusCode).toBe(401);
    expect(huge.rawPayload.length).toBeLessThan(500);
  });

  it("'GET /metrics': a burst of scrapes with the token shares one reading of the database", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => scrape(api, TOKEN, '198.51.100.70')),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it(`'GET /metrics' stays under ${MAX_ANSWER_BYTES} bytes with ${SHOPS} shops with screens, and shows counts and shop ids only`, async () => {
    const made = await rowsOf<{ id: string }>(
      api.database.db,
      sql`insert into "shops" ("name")
        select 'Geheime winkel ' || i from generate_series(1, ${SHOPS}) as i returning "id"`,
    );
    // Two paired sticks a shop, one reporting now and one silent: online and offline.
    await api.database.db.execute(sql`insert into "board_reports"
        ("shop_id", "board_id", "kind", "version", "reported_at", "paired_at", "secret_hash")
      select s."id", gen_random_uuid(), 'device', '1.0.0', now() - b.age, now() - interval '1 day',
        md5(random()::text)
      from "shops" s cross join (values (interval '0'), (interval '1 hour')) as b(age)
      where s."name" like 'Geheime winkel %' and s."id" <> ${shopId}`);
    const started = performance.now();
    const answer = await scrape(api, TOKEN, '198.51.100.71');
    const ms = performance.now() - started;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.rawPayload.length).toBeLessThan(MAX_ANSWER_BYTES);
    console.info(
      `GET /metrics with ${SHOPS + 1} shops with screens: ${answer.rawPayload.length} bytes, ${ms.toFixed(0)} ms`,
    );
    const series = parseMetrics(answer.body);
    const perShop = [...series.keys()].filter((key) => key.startsWith('pricelist_shop_screens{'));
    expect(perShop).toHaveLength((SHOPS + 1) * BOARD_STATES.length);
    const some = must(made[0]).id;
    expect(series.get(seriesKey('pricelist_shop_screens', { shop: some, state: 'online' }))).toBe(
      1,
    );
    expect(series.get(seriesKey('pricelist_shop_screens', { shop: some, state: 'offline' }))).toBe(
      1,
    );
    expect(series.get(seriesKey('pricelist_screens', { state: 'online' }))).toBe(SHOPS + 1);
    expect(series.get('pricelist_shops_with_screens')).toBe(SHOPS + 1);

    // Tenant data: ids and counts only.
    const secrets = await rowsOf<{ secret_hash: string }>(
      api.database.db,
      sql`select "secret_hash" from "board_reports" where "secret_hash" is not null limit 20`,
    );
    for (const text of [
      'Geheime',
      tenant.admin.username,
      tenant.employee.username,
      boardId,
      'Toonbank',
      ...secrets.map((row) => row.secret_hash),
    ]) {
      expect(answer.body, text).not.toContain(text);
    }
  });

  it('gives series of their own to at most the cap of shops, and counts the rest in the totals', async () => {
    const figures = await readFleetFigures(
      api.database.db,
      Date.now(),
      DEFAULT_HEALTH_THRESHOLDS,
      null,
      100,
    );
    expect(figures.perShop.size).toBe(100);
    expect(figures.shops).toBe(SHOPS + 1);
    expect(figures.shopsLeftOut).toBe(SHOPS + 1 - 100);
    expect(figures.total.online).toBe(SHOPS + 1);
    expect(figures.total.offline).toBe(SHOPS);
    // The first shops by id: the same ones every time.
    const again = await readFleetFigures(
      api.database.db,
      Date.now(),
      DEFAULT_HEALTH_THRESHOLDS,
      null,
      100,
    );
    expect([...again.perShop.keys()].sort()).toEqual([...figures.perShop.keys()].sort());
  });
});
