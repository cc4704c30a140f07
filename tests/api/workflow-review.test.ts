import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kinds } from '../../server/db/schema';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { caller, createItem, expectStatus, uniqueName } from '../support/catalogue';
import { createTenant, type Tenant } from '../support/fixtures';
import { type WorkflowStep, waitForWorkflow } from '../support/workflow';

const UNKNOWN_ID = '6f1c1d4e-3c1b-4b7e-9a51-0d5f4c3b2a10';

/** A kind's texts as a person wrote them. */
const OWN = {
  short_description_nl: 'Eigen korte tekst.',
  description_nl: 'Door het team zelf geschreven beschrijving.',
};

describe.each(testDatabases())('reviewing generated texts on %s', (kind) => {
  let api: TestApi;
  let admin: string;
  let a: Tenant;
  let b: Tenant;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    api = await startTestApi(kind, { contentEnv: { CONTENT_POLL_MS: '100' } });
    admin = await api.adminAuth();
    call = caller(api);
    a = await createTenant(api, 'Groep Review A', ['Review A1']);
    b = await createTenant(api, 'Groep Review B', ['Review B1']);
  });
  afterAll(() => api?.close());

  async function kindWith(texts: Record<string, string>, auth = a.admin.auth): Promise<string> {
    return createItem(api, auth, 'kinds', {
      name: uniqueName('Review Haze'),
      kind_type: 'sativa',
      ...(auth === admin ? {} : { shop_group_id: a.groupId }),
      ...texts,
    });
  }

  async function run(
    kindId: string,
    options: { brave_mode?: boolean; overwrite?: boolean } = {},
    auth = a.admin.auth,
  ): Promise<WorkflowStep> {
    const started = await expectStatus<{ process_id: string }>(
      call(auth, 'POST', '/v1/wfo/start-content-workflow', { product_id: kindId, ...options }),
      201,
    );
    return waitForWorkflow(read(started.process_id, auth));
  }
  const read =
    (id: string, auth = a.admin.auth) =>
    () =>
      expectStatus<WorkflowStep>(call(auth, 'GET', `/v1/wfo/get-workflow-current-step/${id}`), 200);
  const resume = (auth: string, body: Record<string, unknown>) =>
    call(auth, 'POST', '/v1/wfo/resume-content-workflow', body);
  const kindRow = async (id: string) =>
    (await api.database.db.select().from(kinds).where(eq(kinds.id, id)))[0];

  it('asks before replacing texts a person wrote, even in brave mode', async () => {
    const kindId = await kindWith(OWN, admin);
    const suspended = await run(kindId, {}, admin);
    expect(suspended).toMatchObject({
      brave_mode: true,
      overwrite: false,
      last_status: 'suspended',
      job_status: 'awaiting_validation',
      current_step: 'validate_content',
      own_texts: ['short_description_nl', 'description_nl'],
      decisions: {
        short_description_nl: 'reject',
        short_description_en: 'accept',
        description_nl: 'reject',
        description_en: 'accept',
      },
    });
    expect(suspended.previous_texts).toEqual({
      short_description_nl: OWN.short_description_nl,
      short_description_en: '',
      description_nl: OWN.description_nl,
      description_en: '',
    });
    expect(suspended.current_state.description_nl).not.toBe(OWN.description_nl);
    expect(await kindRow(kindId)).toMatchObject({
      descriptionNl: OWN.description_nl,
      shortDescriptionNl: OWN.short_description_nl,
      descriptionEn: '',
    });
  });

  it('saves per text what the review decided: accepted, edited or rejected', async () => {
    const kindId = await kindWith(OWN);
    const suspended = await run(kindId);
    const id = suspended.process_id;
    const bad = await resume(a.admin.auth, {
      process_id: id,
      effects: [],
      texts: { description_nl: { decision: 'edit' } },
    });
    expect(bad.statusCode, bad.body).toBe(400);
    const unknown = await resume(a.admin.auth, {
      process_id: id,
      effects: [],
      texts: { description_nl: { decision: 'maybe' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await read(id)()).last_status).toBe('suspended');

    const resumed = await expectStatus<WorkflowStep>(
      resume(a.admin.auth, {
        process_id: id,
        effects: ['fris'],
        texts: {
          description_nl: { decision: 'accept' },
          short_description_nl: { decision: 'reject' },
          description_en: { decision: 'edit', text: '  Written over by hand.  ' },
        },
      }),
      200,
    );
    expect(resumed.decisions).toEqual({
      short_description_nl: 'reject',
      short_description_en: 'accept',
      description_nl: 'accept',
      description_en: 'edit',
    });
    expect(resumed.current_state.description_en).toBe('Written over by hand.');
    const done = await waitForWorkflow(read(id));
    expect(done.last_status).toBe('completed');
    expect(await kindRow(kindId)).toMatchObject({
      descriptionNl: suspended.current_state.description_nl,
      shortDescriptionNl: OWN.short_description_nl,
      descriptionEn: 'Written over by hand.',
      shortDescriptionEn: suspended.current_state.short_description_en,
    });

    // Next time the generated text may go, the edited and the own ones may not.
    const next = await run(kindId);
    expect(next.last_status).toBe('suspended');
    expect(next.own_texts).toEqual(['short_description_nl', 'description_en']);
  });

  it('saves nothing when every text is rejected', async () => {
    const kindId = await kindWith(OWN);
    const suspended = await run(kindId, { brave_mode: false });
    const before = await kindRow(kindId);
    await expectStatus(
      resume(a.admin.auth, {
        process_id: suspended.process_id,
        effects: [],
        texts: Object.fromEntries(
          ['short_description_nl', 'short_description_en', 'description_nl', 'description_en'].map(
            (field) => [field, { decision: 'reject' }],
          ),
        ),
      }),
      200,
    );
    expect((await waitForWorkflow(read(suspended.process_id))).last_status).toBe('completed');
    expect(await kindRow(kindId)).toEqual(before);
  });

  it('replaces own texts in brave mode only when told to overwrite', async () => {
    const kindId = await kindWith(OWN);
    const done = await run(kindId, { overwrite: true });
    expect(done).toMatchObject({ last_status: 'completed', overwrite: true });
    expect(done.own_texts).toEqual(['short_description_nl', 'description_nl']);
    expect(await kindRow(kindId)).toMatchObject({
      descriptionNl: done.current_state.description_nl,
      shortDescriptionNl: done.current_state.short_description_nl,
    });
  });

  it('replaces generated texts in brave mode until a person edits one', async () => {
    const kindId = await kindWith({});
    const first = await run(kindId);
    expect(first).toMatchObject({ last_status: 'completed', own_texts: [] });
    const second = await run(kindId);
    expect(second).toMatchObject({ last_status: 'completed', own_texts: [] });
    expect(second.previous_texts.description_nl).toBe(first.current_state.description_nl);

    const row = await kindRow(kindId);
    await expectStatus(
      call(a.admin.auth, 'PUT', `/v1/kinds/${kindId}`, {
        name: row?.name,
        description_en: `${row?.descriptionEn} Edited.`,
      }),
      200,
    );
    const third = await run(kindId);
    expect(third).toMatchObject({ last_status: 'suspended', own_texts: ['description_en'] });
  });

  it('keeps a text a person changed while the review was open', async () => {
    const kindId = await kindWith({});
    const suspended = await run(kindId, { brave_mode: false });
    expect(suspended.own_texts).toEqual([]);
    const row = await kindRow(kindId);
    await expectStatus(
      call(a.admin.auth, 'PUT', `/v1/kinds/${kindId}`, {
        name: row?.name,
        description_nl: 'Intussen met de hand geschreven.',
      }),
      200,
    );
    await expectStatus(
      resume(a.admin.auth, { process_id: suspended.process_id, effects: [] }),
      200,
    );
    expect((await waitForWorkflow(read(suspended.process_id))).last_status).toBe('completed');
    expect(await kindRow(kindId)).toMatchObject({
      descriptionNl: 'Intussen met de hand geschreven.',
      descriptionEn: suspended.current_state.description_en,
    });
  });

  it("answers a kind's unfinished workflow to those who may see the kind", async () => {
    const kindId = await kindWith(OWN);
    const url = `/v1/wfo/kind-content-workflow/${kindId}`;
    expect(await expectStatus(call(a.employee.auth, 'GET', url), 200)).toEqual({
      workflow: null,
    });
    const suspended = await run(kindId, { brave_mode: false });
    const found = await expectStatus<{ workflow: WorkflowStep | null }>(
      call(a.employee.auth, 'GET', url),
      200,
    );
    expect(found.workflow).toEqual(await read(suspended.process_id)());
    expect((await call(b.employee.auth, 'GET', url)).statusCode).toBe(404);
    expect(
      (await call(a.employee.auth, 'GET', `/v1/wfo/kind-content-workflow/${UNKNOWN_ID}`))
        .statusCode,
    ).toBe(404);
    expect((await api.app.inject({ url })).statusCode).toBe(401);

    await expectStatus(
      resume(a.employee.auth, { process_id: suspended.process_id, effects: [] }),
      200,
    );
    await waitForWorkflow(read(suspended.process_id));
    expect(await expectStatus(call(a.employee.auth, 'GET', url), 200)).toEqual({
      workflow: null,
    });
  });
});
