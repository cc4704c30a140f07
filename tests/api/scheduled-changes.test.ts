import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { historyChanges, historyRows, scheduledChanges } from '../../server/db/schema';
import { claimDueChange } from '../../server/services/clock/scheduled-change-runs';
import { SCHEDULE_MESSAGES } from '../../server/services/clock/scheduled-changes';
import type { ScheduledChangeView, ShopFeed } from '../../src/domain/contract';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { FakeClock } from '../support/fake-clock';
import { createTenant, type Tenant } from '../support/fixtures';
import {
  cacheStatus,
  caller,
  created,
  insertCategory,
  insertKind,
  priceBody,
} from '../support/pricing';

/**
 * Scheduled changes on the real app and database: saved, listed, edited and cancelled by the
 * shop's staff only, checked like the immediate change, and made at their moment (the runner's
 * clock is a fake one the tests move) through the writer: the board feed changes, the cache
 * status moves, and the history names the user who scheduled it.
 */

const START = '2026-03-28T12:00:00Z'; // 13:00 in Amsterdam, the day before summer time
const at = (date: string, time: string) => ({ date, time });

interface Row {
  linkId: string;
  kindName: string;
}

async function lastChangeId(api: TestApi): Promise<number> {
  const [row] = await api.database.db.select({ id: max(historyChanges.id) }).from(historyChanges);
  return Number(row?.id ?? 0);
}

async function linkInFeed(api: TestApi, shopId: string, linkId: string) {
  const response = await api.app.inject({ url: `/v1/shops/${shopId}` });
  expect(response.statusCode).toBe(200);
  return response.json<ShopFeed>().prices.find((item) => item.id === linkId);
}

for (const kind of testDatabases()) {
  describe(`scheduled changes (${kind})`, () => {
    let api: TestApi;
    const clock = new FakeClock(START);
    let a: Tenant;
    let b: Tenant;
    let shopId: string;
    let call: ReturnType<typeof caller>;
    let horecaCategory: string;
    let otherCategory: string;

    async function newRow(name: string): Promise<Row> {
      const categoryId = await insertCategory(api, shopId, `Wiet ${name}`);
      const kindId = await insertKind(api, a.groupId, name);
      const price = await created(
        api,
        a.admin.auth,
        '/v1/prices',
        priceBody(`7${Math.floor(Math.random() * 1e6)}`, a.groupId, {
          cannabis: [
            { quantity: 1, price: 10 },
            { quantity: 5, price: 45 },
          ],
        }),
      );
      const link = await created(api, a.admin.auth, '/v1/shops-to-prices', {
        shop_id: shopId,
        price_id: price.id,
        category_id: categoryId,
        kind_id: kindId,
      });
      return { linkId: link.id, kindName: name };
    }

    const schedule = (auth: string, body: object) =>
      call(auth, 'POST', '/v1/scheduled-changes', body);

    /** Staff schedule `row` to go unavailable at the shop's wall clock `minutes` ahead. */
    async function scheduleUnavailable(row: Row, minutes: number): Promise<ScheduledChangeView> {
      const when = new Date(clock.now().getTime() + minutes * 60_000);
      const answer = await schedule(a.employee.auth, {
        link_id: row.linkId,
        change: { type: 'availability', active: false },
        at: at(when.toISOString().slice(0, 10), when.toISOString().slice(11, 16)),
      });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json<ScheduledChangeView>();
    }

    beforeAll(async () => {
      api = await startTestApi(kind, { scheduleClock: clock });
      call = caller(api);
      a = await createTenant(api, `Plan A ${kind}`, [`Plan A shop ${kind}`]);
      b = await createTenant(api, `Plan B ${kind}`, [`Plan B shop ${kind}`]);
      shopId = a.shopIds[0] as string;
      horecaCategory = await insertCategory(api, shopId, 'Dranken', false);
      otherCategory = await insertCategory(api, shopId, 'Wiet later');
    });
    afterAll(async () => api?.close());

    it('saves a change for a moment on the shop clock, lists it, edits and cancels it', async () => {
      const row = await newRow('Plan Ketama');
      const before = await cacheStatus(api, shopId);
      const response = await schedule(a.employee.auth, {
        link_id: row.linkId,
        change: {
          type: 'prices',
          cannabis: [
            { quantity: 1, price: 11 },
            { quantity: 5, price: 50 },
          ],
          for: 'this',
        },
        at: at('2026-03-28', '15:30'),
      });
      expect(response.statusCode, response.body).toBe(201);
      const saved = response.json<ScheduledChangeView>();
      expect(saved).toMatchObject({
        link_id: row.linkId,
        shop_id: shopId,
        kind: 'prices',
        status: 'pending',
        apply_at: '2026-03-28T14:30:00.000Z',
        time_zone: 'Europe/Amsterdam',
        local: { date: '2026-03-28', time: '15:30' },
        product_name: 'Plan Ketama',
        created_by: a.employee.id,
        created_by_name: a.employee.username,
        failure: null,
      });
      // Checked by making it and rolling it back: nothing changed yet.
      expect(await cacheStatus(api, shopId)).toBe(before);
      expect((await linkInFeed(api, shopId, row.linkId))?.json_prices.map((p) => p.price)).toEqual([
        10, 45,
      ]);

      const later = await schedule(a.employee.auth, {
        link_id: row.linkId,
        change: { type: 'availability', active: false },
        at: at('2026-03-30', '09:00'),
      });
      expect(later.statusCode, later.body).toBe(201);
      const laterView = later.json<ScheduledChangeView>();
      // After the change to summer time: 09:00 is 07:00 UTC.
      expect(laterView.apply_at).toBe('2026-03-30T07:00:00.000Z');

      const edited = await call(a.admin.auth, 'PUT', `/v1/scheduled-changes/${saved.id}`, {
        at: at('2026-03-28', '16:00:30'),
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<ScheduledChangeView>()).toMatchObject({
        apply_at: '2026-03-28T15:00:30.000Z',
        local: { date: '2026-03-28', time: '16:00:30' },
      });

      const cancelled = await call(
        a.employee.auth,
        'POST',
        `/v1/scheduled-changes/${laterView.id}/cancel`,
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json<ScheduledChangeView>().status).toBe('cancelled');
      const again = await call(
        a.employee.auth,
        'POST',
        `/v1/scheduled-changes/${laterView.id}/cancel`,
      );
      expect(again.statusCode).toBe(409);
      expect(again.json<{ detail: string }>().detail).toBe(SCHEDULE_MESSAGES.notPending);
      const editCancelled = await call(
        a.employee.auth,
        'PUT',
        `/v1/scheduled-changes/${laterView.id}`,
        { at: at('2026-04-01', '10:00') },
      );
      expect(editCancelled.statusCode).toBe(409);

      const list = await call(
        a.employee.auth,
        'GET',
        `/v1/scheduled-changes?filter=shop_id:${shopId}&filter=link_id:${row.linkId}`,
      );
      expect(list.statusCode).toBe(200);
      const listed = list.json<ScheduledChangeView[]>();
      expect(listed.map((c) => [c.id, c.status])).toEqual([
        [saved.id, 'pending'],
        [laterView.id, 'cancelled'],
      ]);
      expect(list.headers['content-range']).toMatch(/^scheduled-changes 0-1\/2$/);
      await call(a.admin.auth, 'POST', `/v1/scheduled-changes/${saved.id}/cancel`);
    });

    it('refuses moments in the past, skipped by summer time or malformed, and bad changes, in Dutch', async () => {
      const row = await newRow('Plan Haze');
      const refused = async (body: object, message: string | RegExp) => {
        const response = await schedule(a.employee.auth, { link_id: row.linkId, ...body });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json<{ detail: string }>().detail).toMatch(message);
      };
      const hide = { type: 'availability', active: false };
      await refused({ change: hide, at: at('2026-03-28', '12:59') }, SCHEDULE_MESSAGES.past);
      await refused({ change: hide, at: at('2026-03-29', '02:30') }, SCHEDULE_MESSAGES.skipped);
      await refused({ change: hide, at: at('2026-02-30', '10:00') }, SCHEDULE_MESSAGES.invalid);
      // The same rules as the immediate change.
      await refused(
        { change: { type: 'prices', for: 'this' }, at: at('2026-04-02', '10:00') },
        'Geef de nieuwe prijzen.',
      );
      await refused(
        {
          change: { type: 'category', category_id: horecaCategory },
          at: at('2026-04-02', '10:00'),
        },
        /horeca categorie/,
      );
      await refused(
        { change: { type: 'discount', percent: 200 }, at: at('2026-04-02', '10:00') },
        /./,
      );
      const saved = (
        await schedule(a.employee.auth, {
          link_id: row.linkId,
          change: hide,
          at: at('2026-04-02', '10:00'),
        })
      ).json<ScheduledChangeView>();
      const past = await call(a.employee.auth, 'PUT', `/v1/scheduled-changes/${saved.id}`, {
        at: at('2026-03-01', '10:00'),
      });
      expect(past.statusCode).toBe(400);
      expect(past.json<{ detail: string }>().detail).toBe(SCHEDULE_MESSAGES.past);
      // The wall time passed twice when summer time ends is the first of the two.
      const twice = await schedule(a.employee.auth, {
        link_id: row.linkId,
        change: hide,
        at: at('2026-10-25', '02:30'),
      });
      expect(twice.json<ScheduledChangeView>().apply_at).toBe('2026-10-25T00:30:00.000Z');
      await call(a.admin.auth, 'POST', `/v1/scheduled-changes/${saved.id}/cancel`);
      await call(
        a.admin.auth,
        'POST',
        `/v1/scheduled-changes/${twice.json<ScheduledChangeView>().id}/cancel`,
      );
    });

    it('is only for the staff of the shop', async () => {
      const row = await newRow('Plan Amnesia');
      const saved = (
        await schedule(a.employee.auth, {
          link_id: row.linkId,
          change: { type: 'new', new: true },
          at: at('2026-04-03', '10:00'),
        })
      ).json<ScheduledChangeView>();
      const other = b.admin.auth;
      expect(
        (
          await schedule(other, {
            link_id: row.linkId,
            change: { type: 'new', new: true },
            at: at('2026-04-03', '10:00'),
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await call(other, 'PUT', `/v1/scheduled-changes/${saved.id}`, {
            at: at('2026-04-04', '10:00'),
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await call(other, 'POST', `/v1/scheduled-changes/${saved.id}/cancel`)).statusCode,
      ).toBe(404);
      const theirs = await call(other, 'GET', `/v1/scheduled-changes?filter=shop_id:${shopId}`);
      expect(theirs.json<unknown[]>()).toEqual([]);
      await call(a.admin.auth, 'POST', `/v1/scheduled-changes/${saved.id}/cancel`);
    });

    it('makes the change at its moment through the writer, as the user who scheduled it', async () => {
      const row = await newRow('Plan Skunk');
      const gone = await newRow('Plan Weg');
      const moveRow = await newRow('Plan Verhuis');
      const base = clock.now().getTime();
      const local = new Date(base + 60 * 60_000 + 60 * 60_000); // +1 h, in Amsterdam (UTC+1)
      const when = at(local.toISOString().slice(0, 10), local.toISOString().slice(11, 16));
      const pricesChange = (
        await schedule(a.employee.auth, {
          link_id: row.linkId,
          change: {
            type: 'prices',
            cannabis: [
              { quantity: 1, price: 12.5 },
              { quantity: 5, price: 55 },
            ],
            for: 'all',
          },
          at: when,
        })
      ).json<ScheduledChangeView>();
      const goneChange = (
        await schedule(a.employee.auth, {
          link_id: gone.linkId,
          change: { type: 'availability', active: false },
          at: when,
        })
      ).json<ScheduledChangeView>();
      const moveChange = (
        await schedule(a.admin.auth, {
          link_id: moveRow.linkId,
          change: { type: 'category', category_id: otherCategory },
          at: when,
        })
      ).json<ScheduledChangeView>();
      expect(moveChange.target_category_name).toBe('Wiet later');
      // Not made yet: "before" is the row as it is now, what the change will replace.
      expect(pricesChange.before).toMatchObject({
        active: true,
        cannabis: [
          { quantity: 1, price: 10 },
          { quantity: 5, price: 45 },
        ],
      });
      expect(moveChange.before?.category_name).toBe('Wiet Plan Verhuis');
      const deleted = await call(a.admin.auth, 'DELETE', `/v1/shops-to-prices/${gone.linkId}`);
      expect(deleted.statusCode).toBe(204);

      // The runner sleeps until the moment (its safety check comes at most 60 s apart).
      await clock.flush();
      expect(clock.nextTimerIn()).toBe(60_000);
      const historyBefore = await lastChangeId(api);
      const statusBefore = await cacheStatus(api, shopId);
      await clock.advance(59 * 60_000);
      expect((await linkInFeed(api, shopId, row.linkId))?.json_prices.map((p) => p.price)).toEqual([
        10, 45,
      ]);
      expect(clock.nextTimerIn()).toBe(60_000);
      await clock.advance(60_000);

      expect((await linkInFeed(api, shopId, row.linkId))?.json_prices.map((p) => p.price)).toEqual([
        12.5, 55,
      ]);
      expect((await linkInFeed(api, shopId, moveRow.linkId))?.category_id).toBe(otherCategory);
      expect(await cacheStatus(api, shopId)).not.toBe(statusBefore);

      const rows = await api.database.db
        .select()
        .from(scheduledChanges)
        .where(inArray(scheduledChanges.id, [pricesChange.id, goneChange.id, moveChange.id]));
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(byId.get(pricesChange.id)).toMatchObject({ status: 'applied', leasedBy: null });
      expect(byId.get(pricesChange.id)?.appliedAt?.toISOString()).toBe(
        new Date(base + 60 * 60_000).toISOString(),
      );
      expect(byId.get(moveChange.id)?.status).toBe('applied');
      expect(byId.get(goneChange.id)).toMatchObject({
        status: 'failed',
        failure: SCHEDULE_MESSAGES.linkGone,
      });

      // The history: the price change by the employee who scheduled it, the move by the admin.
      const changes = await api.database.db
        .select({ id: historyChanges.id, userId: historyChanges.userId })
        .from(historyChanges)
        .where(gt(historyChanges.id, historyBefore));
      const tables = async (changeId: number) =>
        (
          await api.database.db
            .select({ table: historyRows.tableName })
            .from(historyRows)
            .where(eq(historyRows.changeId, changeId))
        ).map((r) => r.table);
      const byUser = (userId: string) => changes.filter((c) => c.userId === userId);
      expect(byUser(a.employee.id)).toHaveLength(1);
      expect(await tables(Number(byUser(a.employee.id)[0]?.id))).toContain('prices');
      expect(byUser(a.admin.id)).toHaveLength(1);
      expect(await tables(Number(byUser(a.admin.id)[0]?.id))).toContain('shops_to_prices');

      // Applied or failed, none is made again.
      await clock.advance(10 * 60_000);
      const after = await api.database.db
        .select({ id: historyChanges.id })
        .from(historyChanges)
        .where(gt(historyChanges.id, historyBefore));
      expect(after).toHaveLength(changes.length);
      const listed = (
        await call(a.employee.auth, 'GET', `/v1/scheduled-changes?filter=id:${goneChange.id}`)
      ).json<ScheduledChangeView[]>();
      expect(listed[0]).toMatchObject({ status: 'failed', product_name: null, before: null });
      // Made: "before" is the row as it was just before, kept with the change (old -> new).
      const made = async (id: string) =>
        (await call(a.employee.auth, 'GET', `/v1/scheduled-changes?filter=id:${id}`)).json<
          ScheduledChangeView[]
        >()[0];
      expect((await made(pricesChange.id))?.before?.cannabis).toEqual([
        { quantity: 1, price: 10 },
        { quantity: 5, price: 45 },
      ]);
      expect((await made(moveChange.id))?.before?.category_name).toBe('Wiet Plan Verhuis');
    });

    it('undoing the applied change restores the row and leaves the scheduled change applied', async () => {
      const row = await newRow('Plan Terug');
      const saved = await scheduleUnavailable(row, 2 * 60 + 5);
      const before = await lastChangeId(api);
      await clock.advance(2 * 60 * 60_000);
      expect((await linkInFeed(api, shopId, row.linkId))?.active ?? false).toBe(false);
      const [applied] = await api.database.db
        .select({ id: historyChanges.id })
        .from(historyChanges)
        .where(and(gt(historyChanges.id, before), eq(historyChanges.userId, a.employee.id)));
      const undo = await call(a.employee.auth, 'POST', `/v1/history/${applied?.id}/undo`);
      expect(undo.statusCode, undo.body).toBe(204);
      expect((await linkInFeed(api, shopId, row.linkId))?.active).toBe(true);
      await clock.advance(10 * 60_000);
      const [stored] = await api.database.db
        .select()
        .from(scheduledChanges)
        .where(eq(scheduledChanges.id, saved.id));
      expect(stored?.status).toBe('applied');
      expect((await linkInFeed(api, shopId, row.linkId))?.active).toBe(true);
    });

    it('holds due changes while changes are paused, and makes them when changes resume', async () => {
      const row = await newRow('Plan Pauze');
      const saved = await scheduleUnavailable(row, 2 * 60 + 10);
      const root = await api.adminAuth();
      const paused = await call(root, 'PUT', '/v1/settings/maintenance', { paused: true });
      expect(paused.statusCode, paused.body).toBe(200);
      const statusOf = async () =>
        (
          await api.database.db
            .select({ status: scheduledChanges.status })
            .from(scheduledChanges)
            .where(eq(scheduledChanges.id, saved.id))
        )[0]?.status;
      try {
        // Due while paused: the runner makes nothing, and sleeps its longest sleep rather than
        // looking again at once (the fake clock throws when its timers keep firing).
        await clock.advance(2 * 60 * 60_000);
        expect(await statusOf()).toBe('pending');
        expect((await linkInFeed(api, shopId, row.linkId))?.active).toBe(true);
        expect(clock.nextTimerIn()).toBe(60_000);
        // No claim takes it while paused, whatever read the pause before: the claim reads it.
        const claim = await claimDueChange(api.database.db, randomUUID(), clock.now(), 60_000);
        expect(claim).toBeNull();
      } finally {
        const resumed = await call(root, 'PUT', '/v1/settings/maintenance', { paused: false });
        expect(resumed.statusCode, resumed.body).toBe(200);
      }
      // Resuming wakes the runner: the held change is made now, not at the next safety check.
      await clock.flush();
      expect(await statusOf()).toBe('applied');
      expect((await linkInFeed(api, shopId, row.linkId))?.active ?? false).toBe(false);
    });

    it('fails a change the rules refuse at its moment, with the reason', async () => {
      const row = await newRow('Plan Kush');
      const when = new Date(clock.now().getTime() + 2 * 60 * 60_000 + 30 * 60_000);
      const saved = (
        await schedule(a.employee.auth, {
          link_id: row.linkId,
          change: { type: 'category', category_id: otherCategory },
          at: at(when.toISOString().slice(0, 10), when.toISOString().slice(11, 16)),
        })
      ).json<ScheduledChangeView>();
      // The category becomes a horeca one before the moment.
      await api.database.db.execute(
        sql`update categories set cannabis = false where id = ${otherCategory}`,
      );
      await clock.advance(2 * 60 * 60_000);
      const [stored] = await api.database.db
        .select()
        .from(scheduledChanges)
        .where(and(eq(scheduledChanges.id, saved.id)));
      expect(stored?.status).toBe('failed');
      expect(stored?.failure).toMatch(/horeca categorie/);
      await api.database.db.execute(
        sql`update categories set cannabis = true where id = ${otherCategory}`,
      );
    });
  });
}

const hasPostgres = testDatabases().includes('postgres');

describe.skipIf(!hasPostgres)('scheduled changes on two app instances (PostgreSQL)', () => {
  let api: TestApi;
  let second: { app: App; database: DatabaseHandle } | undefined;
  const clock = new FakeClock(START);
  let a: Tenant;

  beforeAll(async () => {
    api = await startTestApi('postgres', { scheduleClock: clock });
    const database = await openDatabase({ databaseUrl: api.databaseUrl, poolSize: 4 });
    // Both runners share the clock, so both wake at the same moment and race for the work.
    const app = await buildApp({ config: api.config, database, scheduleClock: clock });
    await app.ready();
    second = { app, database };
    a = await createTenant(api, 'Plan Twee', ['Plan Twee 1']);
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await api?.close();
  });

  it('applies each change exactly once', async () => {
    const shopId = a.shopIds[0] as string;
    const call = caller(api);
    const categoryId = await insertCategory(api, shopId, 'Wiet twee');
    const ids: string[] = [];
    const links: string[] = [];
    for (let index = 0; index < 8; index++) {
      const kindId = await insertKind(api, a.groupId, `Twee ${index}`);
      const price = await created(
        api,
        a.admin.auth,
        '/v1/prices',
        priceBody(`8${index}${Math.floor(Math.random() * 1e5)}`, a.groupId),
      );
      const link = await created(api, a.admin.auth, '/v1/shops-to-prices', {
        shop_id: shopId,
        price_id: price.id,
        category_id: categoryId,
        kind_id: kindId,
      });
      links.push(link.id);
      const response = await call(a.employee.auth, 'POST', '/v1/scheduled-changes', {
        link_id: link.id,
        change: {
          type: 'prices',
          cannabis: [
            { quantity: 1, price: 20 + index },
            { quantity: 5, price: 90 + index },
          ],
          for: 'all',
        },
        at: { date: '2026-03-28', time: '14:00' },
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json<ScheduledChangeView>().id);
    }
    const max = await lastChangeId(api);
    await clock.advance(60 * 60_000);
    const rows = await api.database.db
      .select()
      .from(scheduledChanges)
      .where(inArray(scheduledChanges.id, ids));
    expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'applied'));
    expect(rows.map((r) => r.attempts)).toEqual(ids.map(() => 1));
    const made = await api.database.db
      .select({ id: historyChanges.id })
      .from(historyChanges)
      .where(and(gt(historyChanges.id, max), eq(historyChanges.userId, a.employee.id)));
    expect(made).toHaveLength(ids.length);
    for (const [index, linkId] of links.entries()) {
      const feed = (await api.app.inject({ url: `/v1/shops/${shopId}` })).json<ShopFeed>();
      const item = feed.prices.find((p) => p.id === linkId);
      expect(item?.json_prices.map((p) => p.price)).toEqual([20 + index, 90 + index]);
    }
  });
});
