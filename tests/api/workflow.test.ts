import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contentJobs, kinds } from '../../server/db/schema';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import {
  cacheStatus,
  caller,
  createItem,
  expectStatus,
  linkToShop,
  uniqueName,
} from '../support/catalogue';
import { createTenant, type Tenant } from '../support/fixtures';
import { type WorkflowStep, waitForWorkflow } from '../support/workflow';

const UNKNOWN_ID = '6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10';

describe.each(testDatabases())('content workflow with the built-in generator on %s', (kind) => {
  let api: TestApi;
  let admin: string;
  let a: Tenant;
  let b: Tenant;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    api = await startTestApi(kind, { contentEnv: { CONTENT_POLL_MS: '100' } });
    admin = await api.adminAuth();
    call = caller(api);
    a = await createTenant(api, 'Groep Flow A', ['Flow A1', 'Flow A2']);
    b = await createTenant(api, 'Groep Flow B', ['Flow B1']);
  });
  afterAll(() => api?.close());

  /** A kind of group A with a type, a strain, a tag with an amount and a flavor. */
  async function richKind(name = uniqueName('Northern Lights')): Promise<string> {
    const id = await createItem(api, a.admin.auth, 'kinds', {
      name,
      kind_type: 'indica',
      shop_group_id: a.groupId,
    });
    const strain = await createItem(api, admin, 'strains', { name: uniqueName('Afghani') });
    const tag = await createItem(api, admin, 'tags', { name: uniqueName('Slaperig') });
    const flavor = await createItem(api, admin, 'flavors', { name: uniqueName('Dennen') });
    for (const [resource, body] of [
      ['kinds-to-strains', { kind_id: id, strain_id: strain }],
      ['kinds-to-tags', { kind_id: id, tag_id: tag, amount: 80 }],
      ['kinds-to-flavors', { kind_id: id, flavor_id: flavor }],
    ] as const) {
      const response = await call(admin, 'POST', `/v1/${resource}`, body);
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    return id;
  }

  const start = (auth: string, body: Record<string, unknown>) =>
    call(auth, 'POST', '/v1/wfo/start-content-workflow', body);
  const read = (auth: string, id: string) => () =>
    expectStatus<WorkflowStep>(call(auth, 'GET', `/v1/wfo/get-workflow-current-step/${id}`), 200);
  const kindRow = async (id: string) =>
    (await api.database.db.select().from(kinds).where(eq(kinds.id, id)))[0];
  const workflowEdits = (processId: string) =>
    api.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'Edited'),
          sql`${auditLog.details}->>'content_workflow' = ${processId}`,
        ),
      );

  it('runs in brave mode to the end and saves the texts to the kind', async () => {
    const name = uniqueName('Northern Lights');
    const kindId = await richKind(name);
    const shown = a.shopIds[0] ?? '';
    await linkToShop(api, shown, { kindId });
    const before = await cacheStatus(api, shown);
    const otherBefore = await cacheStatus(api, a.shopIds[1] ?? '');

    const started = await expectStatus<{ process_id: string }>(
      start(a.employee.auth, { product_id: kindId, product_name: name }),
      201,
    );
    const done = await waitForWorkflow(read(a.employee.auth, started.process_id));
    expect(done).toMatchObject({
      process_id: started.process_id,
      product_id: kindId,
      last_step_index: 4,
      total_steps: 4,
      current_step: null,
      last_status: 'completed',
      job_status: 'completed',
    });
    expect(done.error).toBeUndefined();
    const state = done.current_state;
    expect(state.description_nl).toContain(name);
    expect(state.description_nl).toMatch(/indica/);
    expect(state.description_nl).toMatch(/Afghani .* \(80%\)|Slaperig \w+ \(80%\)/);
    expect(state.description_en).toContain(name);
    expect(state.description_en).toMatch(/Dennen/);
    expect(state.short_description_nl.length).toBeGreaterThan(5);
    expect(state.flavors).toEqual([expect.stringMatching(/^Dennen /)]);
    expect(state.effects).toContain('ontspannen');

    const row = await kindRow(kindId);
    expect(row).toMatchObject({
      descriptionNl: state.description_nl,
      descriptionEn: state.description_en,
      shortDescriptionNl: state.short_description_nl,
      shortDescriptionEn: state.short_description_en,
    });
    const edits = await workflowEdits(started.process_id);
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({ entityType: 'kind', entityId: kindId, userId: a.employee.id });
    expect(Date.parse(await cacheStatus(api, shown))).toBeGreaterThan(Date.parse(before));
    expect(await cacheStatus(api, a.shopIds[1] ?? '')).toBe(otherBefore);
  });

  it('writes different texts for different kinds', async () => {
    const texts = new Set<string>();
    for (const name of ['Alpha Kush', 'Zeta Dream', 'Mango Mist']) {
      const kindId = await richKind(uniqueName(name));
      const started = await expectStatus<{ process_id: string }>(
        start(a.admin.auth, { product_id: kindId, product_name: name }),
        201,
      );
      const done = await waitForWorkflow(read(a.admin.auth, started.process_id));
      texts.add(done.current_state.description_nl.replace(/Northern|Alpha|Zeta|Mango|\w{6}/g, ''));
    }
    expect(texts.size).toBeGreaterThan(1);
  });

  it('suspends for validation without brave mode, and saves only after resume', async () => {
    const kindId = await richKind();
    const started = await expectStatus<{ process_id: string }>(
      start(a.employee.auth, { product_id: kindId, product_name: 'x', brave_mode: false }),
      201,
    );
    const suspended = await waitForWorkflow(read(a.employee.auth, started.process_id));
    expect(suspended).toMatchObject({
      last_status: 'suspended',
      job_status: 'awaiting_validation',
      last_step_index: 2,
      current_step: 'validate_content',
    });
    expect(suspended.current_state.description_nl).not.toBe('');
    expect((await kindRow(kindId))?.descriptionNl).toBe('');
    expect(await workflowEdits(started.process_id)).toHaveLength(0);

    const resume = (body: Record<string, unknown>) =>
      call(a.employee.auth, 'POST', '/v1/wfo/resume-content-workflow', body);
    for (const effects of [[''], ['a', 'a'], Array.from({ length: 11 }, (_, i) => `e${i}`), 'x']) {
      const bad = await resume({ process_id: started.process_id, effects });
      expect(bad.statusCode, JSON.stringify(effects)).toBe(400);
    }
    expect((await resume({ process_id: UNKNOWN_ID, effects: [] })).statusCode).toBe(404);
    const resumed = await expectStatus<WorkflowStep>(
      resume({ process_id: started.process_id, effects: [' rustig ', 'dromerig'] }),
      200,
    );
    expect(resumed.last_step_index).toBe(3);
    expect(['resumed', 'running', 'completed']).toContain(resumed.last_status);
    const done = await waitForWorkflow(read(a.employee.auth, started.process_id));
    expect(done).toMatchObject({ last_status: 'completed', last_step_index: 4 });
    expect(done.current_state.effects).toEqual(['rustig', 'dromerig']);
    expect((await kindRow(kindId))?.descriptionNl).toBe(suspended.current_state.description_nl);
    expect(await workflowEdits(started.process_id)).toHaveLength(1);

    const again = await resume({ process_id: started.process_id, effects: [] });
    expect(again.statusCode).toBe(422);
  });

  it('checks who may start, read and resume a workflow', async () => {
    const kindId = await richKind();
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: '/v1/wfo/start-content-workflow',
          payload: { product_id: kindId },
        })
      ).statusCode,
    ).toBe(401);
    expect((await start(a.employee.auth, { product_id: UNKNOWN_ID })).statusCode).toBe(404);
    expect((await start(b.employee.auth, { product_id: kindId })).statusCode).toBe(404);
    const globalKind = await createItem(api, admin, 'kinds', {
      name: uniqueName('Globaal'),
      kind_type: 'sativa',
    });
    expect((await start(a.employee.auth, { product_id: globalKind })).statusCode).toBe(403);
    expect((await start(a.employee.auth, { product_id: 'nope' })).statusCode).toBe(400);

    const started = await expectStatus<{ process_id: string }>(
      start(a.employee.auth, { product_id: kindId, brave_mode: false }),
      201,
    );
    const url = `/v1/wfo/get-workflow-current-step/${started.process_id}`;
    expect((await call(b.employee.auth, 'GET', url)).statusCode).toBe(404);
    expect((await api.app.inject({ url })).statusCode).toBe(401);
    await waitForWorkflow(read(a.employee.auth, started.process_id));
    const foreign = await call(b.admin.auth, 'POST', '/v1/wfo/resume-content-workflow', {
      process_id: started.process_id,
      effects: [],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('ends in inconsistent_data for a kind without data or a kind deleted meanwhile', async () => {
    const bare = await createItem(api, a.admin.auth, 'kinds', {
      name: uniqueName('Leeg'),
      shop_group_id: a.groupId,
    });
    const started = await expectStatus<{ process_id: string }>(
      start(a.admin.auth, { product_id: bare }),
      201,
    );
    const failed = await waitForWorkflow(read(a.admin.auth, started.process_id));
    expect(failed).toMatchObject({
      last_status: 'inconsistent_data',
      job_status: 'failed',
      last_step_index: 0,
    });
    expect(failed.error).toMatch(/geen type/);

    const kindId = await richKind();
    const waiting = await expectStatus<{ process_id: string }>(
      start(a.admin.auth, { product_id: kindId, brave_mode: false }),
      201,
    );
    await waitForWorkflow(read(a.admin.auth, waiting.process_id));
    await expectStatus(call(a.admin.auth, 'DELETE', `/v1/kinds/${kindId}`), 204);
    await expectStatus(
      call(a.admin.auth, 'POST', '/v1/wfo/resume-content-workflow', {
        process_id: waiting.process_id,
        effects: ['kalm'],
      }),
      200,
    );
    const gone = await waitForWorkflow(read(a.admin.auth, waiting.process_id));
    expect(gone).toMatchObject({ last_status: 'inconsistent_data', product_id: null });
    expect(gone.error).toMatch(/bestaat niet meer/);
  });

  it('aborts an unfinished workflow of the same kind when a new one starts', async () => {
    const kindId = await richKind();
    const first = await expectStatus<{ process_id: string }>(
      start(a.admin.auth, { product_id: kindId, brave_mode: false }),
      201,
    );
    await waitForWorkflow(read(a.admin.auth, first.process_id));
    const second = await expectStatus<{ process_id: string }>(
      start(a.admin.auth, { product_id: kindId }),
      201,
    );
    expect(await read(a.admin.auth, first.process_id)()).toMatchObject({
      last_status: 'aborted',
      job_status: 'failed',
    });
    const done = await waitForWorkflow(read(a.admin.auth, second.process_id));
    expect(done.last_status).toBe('completed');
    expect(await workflowEdits(first.process_id)).toHaveLength(0);
  });

  it('takes over a step whose lease expired, and leaves a held lease alone', async () => {
    const kindId = await richKind();
    const db = api.database.db;
    const now = Date.now();
    const [held] = await db
      .insert(contentJobs)
      .values({
        kindId,
        productName: 'held',
        totalSteps: 4,
        lastStepIndex: 1,
        workflowStatus: 'running',
        jobStatus: 'running',
        lockedBy: 'a process that died',
        lockedUntil: new Date(now + 1500),
        createdBy: a.admin.id,
      })
      .returning();
    const heldId = held?.id ?? '';
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await read(a.admin.auth, heldId)()).toMatchObject({ last_step_index: 1 });
    const done = await waitForWorkflow(read(a.admin.auth, heldId));
    expect(done).toMatchObject({ last_status: 'completed', last_step_index: 4 });
    const [row] = await db.select().from(contentJobs).where(eq(contentJobs.id, heldId));
    expect(row).toMatchObject({ lockedBy: null, lockedUntil: null });
    expect(await workflowEdits(heldId)).toHaveLength(1);
  });

  it('claims no work and accepts no start while changes are paused', async () => {
    const kindId = await richKind();
    const started = await expectStatus<{ process_id: string }>(
      start(a.admin.auth, { product_id: kindId, brave_mode: false }),
      201,
    );
    await waitForWorkflow(read(a.admin.auth, started.process_id));
    await expectStatus(call(admin, 'PUT', '/v1/settings/maintenance', { paused: true }), 200);
    const [waiting] = await api.database.db
      .insert(contentJobs)
      .values({ kindId, productName: 'paused', totalSteps: 4, createdBy: a.admin.id })
      .returning();
    const pausedId = waiting?.id ?? '';
    try {
      expect((await start(a.admin.auth, { product_id: kindId })).statusCode).toBe(503);
      const resume = await call(a.admin.auth, 'POST', '/v1/wfo/resume-content-workflow', {
        process_id: started.process_id,
        effects: [],
      });
      expect(resume.statusCode).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await read(a.admin.auth, pausedId)()).toMatchObject({
        last_status: 'created',
        last_step_index: 0,
      });
    } finally {
      await expectStatus(call(admin, 'PUT', '/v1/settings/maintenance', { paused: false }), 200);
    }
    const done = await waitForWorkflow(read(a.admin.auth, pausedId));
    expect(done.last_status).toBe('completed');
  });
});
