import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyChanges, historyRows, kinds, scheduledChanges } from '../../server/db/schema';
import { SCHEDULE_MESSAGES } from '../../server/services/clock/scheduled-changes';
import { WORKFLOW_RIGHTS_MESSAGE } from '../../server/workflow/steps';
import type { ScheduledChangeView } from '../../src/domain/contract';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { type ChatServer, startChatServer } from '../support/chat-server';
import { FakeClock } from '../support/fake-clock';
import { createItem } from '../support/catalogue';
import { createTenant, type StaffUser, type Tenant } from '../support/fixtures';
import { caller, created, insertCategory, insertKind, priceBody } from '../support/pricing';
import { type WorkflowStep, waitForWorkflow } from '../support/workflow';

/**
 * Work done later acts for the person who last set it, with that person's rights, checked
 * when it is saved and again when it runs; the history names that person. One test per kind
 * of background work: scheduled changes, the content workflow, the menu import.
 */

const START = '2026-11-26T12:00:00Z';

describe.each(testDatabases())('background work and the rights it acts with on %s', (kind) => {
  let api: TestApi;
  let chat: ChatServer;
  const clock = new FakeClock(START);
  let a: Tenant;
  let admin: string;
  let shopId: string;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    chat = await startChatServer();
    api = await startTestApi(kind, {
      scheduleClock: clock,
      contentEnv: {
        CONTENT_API_URL: chat.url,
        CONTENT_API_KEY: 'sk-test',
        CONTENT_POLL_MS: '100',
        CONTENT_RETRY_DELAY_MS: '10',
      },
    });
    call = caller(api);
    admin = await api.adminAuth();
    a = await createTenant(api, `Rechten ${kind}`, [`Rechten shop ${kind}`]);
    shopId = a.shopIds[0] as string;
  });
  afterAll(async () => {
    await api?.close();
    await chat?.close();
  });

  const lastChange = async () =>
    Number(
      (await api.database.db.select({ id: max(historyChanges.id) }).from(historyChanges))[0]?.id ??
        0,
    );
  /** Who made the changes after `since` that touched `table`. */
  const authorsSince = async (since: number, table: string) =>
    (
      await api.database.db
        .selectDistinct({ userId: historyChanges.userId })
        .from(historyChanges)
        .innerJoin(historyRows, eq(historyRows.changeId, historyChanges.id))
        .where(and(gt(historyChanges.id, since), eq(historyRows.tableName, table)))
    ).map((row) => row.userId);

  /** A row of the shop showing a global combination (no other row uses it) at 9 / 21. */
  async function globalRow(name: string) {
    const categoryId = await insertCategory(api, shopId, `Cat ${name}`);
    const kindId = await insertKind(api, a.groupId, name);
    const price = await created(
      api,
      admin,
      '/v1/prices',
      priceBody(`8${Math.floor(Math.random() * 1e6)}`, null, {
        cannabis: [
          { quantity: 1, price: 9 },
          { quantity: 2.5, price: 21 },
        ],
      }),
    );
    const link = await created(api, admin, '/v1/shops-to-prices', {
      shop_id: shopId,
      price_id: price.id,
      category_id: categoryId,
      kind_id: kindId,
    });
    return { linkId: link.id, priceId: price.id };
  }
  const pricesOf = async (priceId: string) =>
    (await call(admin, 'GET', `/v1/prices/${priceId}`))
      .json<{
        cannabis: { price: number }[];
      }>()
      .cannabis.map((e) => e.price);
  const linkOf = async (linkId: string) =>
    (await call(admin, 'GET', `/v1/shops-to-prices/${linkId}`)).json<{
      price_id: string;
      active: boolean;
      json_prices: { price: number }[];
    }>();
  const inAnHour = () => {
    const local = new Date(clock.now().getTime() + 2 * 60 * 60_000); // +1 h, UTC+1 in winter
    return { date: local.toISOString().slice(0, 10), time: local.toISOString().slice(11, 16) };
  };

  describe('scheduled changes', () => {
    it('act with the rights of whoever last set them, and the history names that person', async () => {
      const row = await globalRow('Gepland Globaal');
      const schedule = await call(admin, 'POST', '/v1/scheduled-changes', {
        link_id: row.linkId,
        change: {
          type: 'prices',
          for: 'all',
          cannabis: [
            { quantity: 1, price: 10 },
            { quantity: 2.5, price: 22 },
          ],
        },
        at: inAnHour(),
      });
      expect(schedule.statusCode, schedule.body).toBe(201);
      const id = schedule.json<ScheduledChangeView>().id;
      // Staff may change this row's prices for the row only (a copy of the combination).
      const edited = await call(a.employee.auth, 'PUT', `/v1/scheduled-changes/${id}`, {
        change: {
          type: 'prices',
          for: 'this',
          cannabis: [
            { quantity: 1, price: 1 },
            { quantity: 2.5, price: 2 },
          ],
        },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<ScheduledChangeView>()).toMatchObject({
        set_by: a.employee.id,
        set_by_name: a.employee.username,
        created_by: schedule.json<ScheduledChangeView>().created_by,
      });
      const since = await lastChange();
      await clock.advance(61 * 60_000);

      // The global combination is as it was; the row shows its own copy at 1 / 2.
      expect(await pricesOf(row.priceId)).toEqual([9, 21]);
      const link = await linkOf(row.linkId);
      expect(link.price_id).not.toBe(row.priceId);
      expect(link.json_prices.map((e) => e.price)).toEqual([1, 2]);
      expect(await authorsSince(since, 'shops_to_prices')).toEqual([a.employee.id]);
      const [stored] = await api.database.db
        .select()
        .from(scheduledChanges)
        .where(eq(scheduledChanges.id, id));
      expect(stored).toMatchObject({ status: 'applied', setBy: a.employee.id });
    });

    it('refuses, when it is saved, an edit that would need more rights than the editor has', async () => {
      const row = await globalRow('Gepland Alleen Tijd');
      const schedule = await call(admin, 'POST', '/v1/scheduled-changes', {
        link_id: row.linkId,
        change: {
          type: 'prices',
          for: 'all',
          cannabis: [
            { quantity: 1, price: 11 },
            { quantity: 2.5, price: 23 },
          ],
        },
        at: inAnHour(),
      });
      const id = schedule.json<ScheduledChangeView>().id;
      // Only a new moment: the edit would make the superuser's change the employee's.
      const refused = await call(a.employee.auth, 'PUT', `/v1/scheduled-changes/${id}`, {
        at: inAnHour(),
      });
      expect(refused.statusCode, refused.body).toBe(403);
      // Staff doing the same directly get the same answer.
      const direct = await call(
        a.employee.auth,
        'PUT',
        `/v1/shops-to-prices/${row.linkId}/prices`,
        {
          for: 'all',
          cannabis: [
            { quantity: 1, price: 11 },
            { quantity: 2.5, price: 23 },
          ],
        },
      );
      expect(direct.statusCode).toBe(403);
      const [stored] = await api.database.db
        .select()
        .from(scheduledChanges)
        .where(eq(scheduledChanges.id, id));
      expect(stored?.setBy).not.toBe(a.employee.id);
      await call(admin, 'POST', `/v1/scheduled-changes/${id}/cancel`);
    });

    it('are checked again when they run: a person who lost the shop makes nothing', async () => {
      const row = await globalRow('Gepland Weg');
      const leaver = await newStaff(a, 'vertrekt');
      const schedule = await call(leaver.auth, 'POST', '/v1/scheduled-changes', {
        link_id: row.linkId,
        change: { type: 'availability', active: false },
        at: inAnHour(),
      });
      expect(schedule.statusCode, schedule.body).toBe(201);
      const id = schedule.json<ScheduledChangeView>().id;
      await deactivate(leaver);
      await clock.advance(61 * 60_000);
      const [stored] = await api.database.db
        .select()
        .from(scheduledChanges)
        .where(eq(scheduledChanges.id, id));
      expect(stored).toMatchObject({ status: 'failed', failure: SCHEDULE_MESSAGES.userGone });
      expect((await linkOf(row.linkId)).active).toBe(true);
    });

    it('are typed and answered in the shop’s own time zone', async () => {
      const row = await globalRow('Gepland New York');
      const zone = await call(a.admin.auth, 'PUT', `/v1/shops/${shopId}/opening-hours`, {
        time_zone: 'America/New_York',
        opening_hours: null,
      });
      expect(zone.statusCode, zone.body).toBe(200);
      const schedule = await call(a.employee.auth, 'POST', '/v1/scheduled-changes', {
        link_id: row.linkId,
        change: { type: 'new', new: true },
        at: { date: '2026-12-24', time: '09:00' },
      });
      expect(schedule.statusCode, schedule.body).toBe(201);
      const expected = {
        apply_at: '2026-12-24T14:00:00.000Z',
        time_zone: 'America/New_York',
        local: { date: '2026-12-24', time: '09:00' },
      };
      expect(schedule.json()).toMatchObject(expected);
      const id = schedule.json<ScheduledChangeView>().id;
      const listed = await call(a.employee.auth, 'GET', `/v1/scheduled-changes?filter=id:${id}`);
      expect(listed.json<ScheduledChangeView[]>()[0]).toMatchObject(expected);
      const moved = await call(a.employee.auth, 'PUT', `/v1/scheduled-changes/${id}`, {
        at: { date: '2026-12-24', time: '18:30' },
      });
      expect(moved.json()).toMatchObject({ apply_at: '2026-12-24T23:30:00.000Z' });
      await call(a.admin.auth, 'PUT', `/v1/shops/${shopId}/opening-hours`, {
        time_zone: 'Europe/Amsterdam',
        opening_hours: null,
      });
      await call(admin, 'POST', `/v1/scheduled-changes/${id}/cancel`);
    });
  });

  /** A new employee of the tenant's group. */
  async function newStaff(tenant: Tenant, suffix: string): Promise<StaffUser> {
    const roles = (await call(admin, 'GET', '/v1/roles')).json<{ id: string; name: string }[]>();
    const username = `rechten.${suffix}.${kind}`;
    const password = `wachtwoord-${suffix}-${kind}`;
    const user = await created(api, admin, '/v1/users', {
      username,
      email: `${username}@example.com`,
      password,
      roles: [roles.find((r) => r.name === 'employee')?.id],
      shop_groups: [tenant.groupId],
    });
    return { id: user.id, username, password, auth: await api.login(username, password) };
  }
  async function deactivate(user: StaffUser): Promise<void> {
    const answer = await call(admin, 'PUT', `/v1/users/${user.id}`, {
      username: user.username,
      email: `${user.username}@example.com`,
      is_active: false,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }

  describe('the content workflow', () => {
    const workflowKind = (name: string, texts: Record<string, string> = {}) =>
      createItem(api, a.admin.auth, 'kinds', {
        name: `${name} ${kind}`,
        kind_type: 'sativa',
        shop_group_id: a.groupId,
        ...texts,
      });
    const start = async (auth: string, kindId: string, brave: boolean) =>
      (
        await call(auth, 'POST', '/v1/wfo/start-content-workflow', {
          product_id: kindId,
          brave_mode: brave,
        })
      ).json<{ process_id: string }>().process_id;
    const read = (auth: string, id: string) => async () =>
      (await call(auth, 'GET', `/v1/wfo/get-workflow-current-step/${id}`)).json<WorkflowStep>();

    it('saves the texts for whoever resumed it, named in the history', async () => {
      const kindId = await workflowKind('Workflow Hervat', {
        short_description_nl: 'Eigen tekst.',
      });
      const id = await start(a.admin.auth, kindId, false);
      const waiting = await waitForWorkflow(read(a.admin.auth, id));
      expect(waiting.last_status).toBe('suspended');
      const since = await lastChange();
      const resumed = await call(a.employee.auth, 'POST', '/v1/wfo/resume-content-workflow', {
        process_id: id,
        effects: [],
      });
      expect(resumed.statusCode, resumed.body).toBe(200);
      const done = await waitForWorkflow(read(a.employee.auth, id));
      expect(done.last_status).toBe('completed');
      expect(await authorsSince(since, 'kinds')).toEqual([a.employee.id]);
    });

    it('checks the rights again as each step runs: a person deactivated meanwhile saves nothing', async () => {
      const kindId = await workflowKind('Workflow Weg');
      const starter = await newStaff(a, 'workflow');
      const before = chat.requests.length;
      chat.delayMs = 1500;
      try {
        const id = await start(starter.auth, kindId, true);
        // The generator has been asked; the person loses their account before it answers.
        await chat.received(before + 1);
        await deactivate(starter);
        const ended = await waitForWorkflow(read(admin, id));
        expect(ended).toMatchObject({ last_status: 'failed', error: WORKFLOW_RIGHTS_MESSAGE });
      } finally {
        chat.delayMs = 0;
      }
      const [row] = await api.database.db.select().from(kinds).where(eq(kinds.id, kindId));
      expect(row?.descriptionNl ?? '').toBe('');
    });
  });

  describe('the menu import', () => {
    const file = async (auth: string) =>
      (await call(auth, 'GET', `/v1/shops/${shopId}/menu.csv`)).body;
    const post = (auth: string, path: string, body: string) =>
      api.app.inject({
        method: 'POST',
        url: `/v1/shops/${shopId}/menu-import/${path}`,
        headers: { authorization: auth, 'content-type': 'text/csv' },
        payload: body,
      });

    it('applies a preview only for the person who made it, with their rights when applying', async () => {
      const importer = await newStaff(a, 'import');
      const csv = await file(importer.auth);
      const preview = await post(importer.auth, 'preview', csv);
      expect(preview.statusCode, preview.body).toBe(200);
      const token = preview.json<{ token: string }>().token;
      // Another person cannot apply this preview as theirs.
      expect((await post(a.admin.auth, `apply?token=${token}`, csv)).statusCode).toBe(409);
      // The importer leaves the shop's group before applying: nothing is applied for them.
      const left = await call(admin, 'PUT', `/v1/users/${importer.id}`, {
        username: importer.username,
        email: `${importer.username}@example.com`,
        shop_groups: [],
      });
      expect(left.statusCode, left.body).toBe(200);
      expect((await post(importer.auth, `apply?token=${token}`, csv)).statusCode).toBe(404);
    });
  });
});
