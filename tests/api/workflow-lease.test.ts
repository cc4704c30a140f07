import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { auditLog, contentJobs } from '../../server/db/schema';
import { claimNextJob } from '../../server/workflow/jobs';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { caller, createItem, expectStatus, uniqueName } from '../support/catalogue';
import { type ChatServer, startChatServer } from '../support/chat-server';
import { createTenant, type Tenant } from '../support/fixtures';
import { type WorkflowStep, waitForWorkflow } from '../support/workflow';

const hasPostgres = testDatabases().includes('postgres');

describe.skipIf(!hasPostgres)('content workflow on two app instances (needs PostgreSQL)', () => {
  let api: TestApi;
  let second: { app: App; database: DatabaseHandle } | undefined;
  let chat: ChatServer;
  let a: Tenant;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    chat = await startChatServer();
    chat.delayMs = 150;
    api = await startTestApi('postgres', {
      contentEnv: {
        CONTENT_API_URL: chat.url,
        CONTENT_API_KEY: 'sk-lease-test',
        CONTENT_POLL_MS: '50',
      },
    });
    const database = await openDatabase({ databaseUrl: api.databaseUrl, poolSize: 4 });
    const app = await buildApp({ config: api.config, database });
    await app.ready();
    second = { app, database };
    call = caller(api);
    a = await createTenant(api, 'Groep Twee', ['Twee 1']);
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await api?.close();
    await chat?.close();
  });

  it('runs every step once although both instances poll the same database', async () => {
    const before = chat.requests.length;
    const processIds: string[] = [];
    for (let index = 0; index < 6; index++) {
      const kindId = await createItem(api, a.admin.auth, 'kinds', {
        name: uniqueName('Dubbel'),
        kind_type: index % 2 ? 'indica' : 'hybrid',
        shop_group_id: a.groupId,
      });
      const started = await expectStatus<{ process_id: string }>(
        call(a.admin.auth, 'POST', '/v1/wfo/start-content-workflow', { product_id: kindId }),
        201,
      );
      processIds.push(started.process_id);
    }
    for (const id of processIds) {
      const done = await waitForWorkflow(
        () =>
          expectStatus<WorkflowStep>(
            call(a.admin.auth, 'GET', `/v1/wfo/get-workflow-current-step/${id}`),
            200,
          ),
        30_000,
      );
      expect(done.last_status).toBe('completed');
    }
    expect(chat.requests.length - before).toBe(processIds.length);
    const edits = await api.database.db
      .select({ processId: sql<string>`${auditLog.details}->>'content_workflow'` })
      .from(auditLog)
      .where(sql`${auditLog.details}->>'content_workflow' is not null`);
    expect(edits.map((edit) => edit.processId).sort()).toEqual([...processIds].sort());
  });

  it('hands one claimable step to exactly one of many concurrent claims', async () => {
    const admin = await api.adminAuth();
    const kindId = await createItem(api, a.admin.auth, 'kinds', {
      name: uniqueName('Gelijktijdig'),
      kind_type: 'indica',
      shop_group_id: a.groupId,
    });
    // Paused, the runners leave the job alone; the claims below race for it.
    await expectStatus(call(admin, 'PUT', '/v1/settings/maintenance', { paused: true }), 200);
    try {
      const [job] = await api.database.db
        .insert(contentJobs)
        .values({ kindId, productName: 'race', totalSteps: 4 })
        .returning();
      const databases = [api.database.db, second?.database.db ?? api.database.db];
      const claims = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          (databases[index % 2] ?? api.database.db).transaction((tx) =>
            claimNextJob(tx, `claim-${index}`, 60_000),
          ),
        ),
      );
      const won = claims.filter((claim) => claim?.id === job?.id);
      expect(won).toHaveLength(1);
      await api.database.db.delete(contentJobs).where(sql`${contentJobs.id} = ${job?.id}`);
    } finally {
      await expectStatus(call(admin, 'PUT', '/v1/settings/maintenance', { paused: false }), 200);
    }
  });
});
