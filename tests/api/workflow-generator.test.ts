import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kinds } from '../../server/db/schema';
import { startTestApi, testDatabases, type TestApi } from '../support/api';
import { caller, createItem, expectStatus, uniqueName } from '../support/catalogue';
import { type ChatServer, chatContent, startChatServer } from '../support/chat-server';
import { createTenant, type Tenant } from '../support/fixtures';
import { type WorkflowStep, waitForWorkflow } from '../support/workflow';

const API_KEY = 'sk-test-never-shown-0123456789';

describe.each(testDatabases())('content workflow with an external generator on %s', (kind) => {
  let api: TestApi;
  let chat: ChatServer;
  let a: Tenant;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    chat = await startChatServer();
    api = await startTestApi(kind, {
      contentEnv: {
        CONTENT_API_URL: chat.url,
        CONTENT_API_KEY: API_KEY,
        CONTENT_MODEL: 'menu-writer-1',
        CONTENT_TIMEOUT_SECONDS: '1',
        CONTENT_RETRY_DELAY_MS: '20',
        CONTENT_POLL_MS: '100',
      },
    });
    call = caller(api);
    a = await createTenant(api, 'Groep Extern', ['Extern 1']);
  });
  afterAll(async () => {
    await api?.close();
    await chat?.close();
  });
  beforeEach(() => {
    chat.mode = 'ok';
    chat.delayMs = 0;
  });

  async function run(brave = true): Promise<{ kindId: string; name: string; done: WorkflowStep }> {
    const name = uniqueName('Super Lemon');
    const kindId = await createItem(api, a.admin.auth, 'kinds', {
      name,
      kind_type: 'sativa',
      shop_group_id: a.groupId,
    });
    const started = await expectStatus<{ process_id: string }>(
      call(a.admin.auth, 'POST', '/v1/wfo/start-content-workflow', {
        product_id: kindId,
        product_name: name,
        brave_mode: brave,
      }),
      201,
    );
    const done = await waitForWorkflow(() =>
      expectStatus<WorkflowStep>(
        call(a.admin.auth, 'GET', `/v1/wfo/get-workflow-current-step/${started.process_id}`),
        200,
      ),
    );
    return { kindId, name, done };
  }

  const descriptionOf = async (kindId: string) =>
    (await api.database.db.select().from(kinds).where(eq(kinds.id, kindId)))[0]?.descriptionNl;

  it('asks the chat completions API with the key and the model, and saves its texts', async () => {
    const before = chat.requests.length;
    const { kindId, name, done } = await run();
    expect(done.last_status).toBe('completed');
    expect(done.current_state).toEqual(chatContent(JSON.stringify({ name })));
    expect(await descriptionOf(kindId)).toBe(`Extern geschreven tekst over ${name}.`);
    const request = chat.requests[before];
    expect(chat.requests).toHaveLength(before + 1);
    expect(request?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.model).toBe('menu-writer-1');
    const prompt = JSON.parse(
      request?.body.messages?.find((m) => m.role === 'user')?.content ?? '{}',
    );
    expect(prompt).toMatchObject({ name, type: 'sativa' });
  });

  it('ends in api_unavailable after three tries when the API answers 500', async () => {
    chat.mode = 'error500';
    const before = chat.requests.length;
    const { kindId, done } = await run();
    expect(done).toMatchObject({
      last_status: 'api_unavailable',
      job_status: 'failed',
      last_step_index: 1,
    });
    expect(done.error).toMatch(/HTTP 500.*3 times/);
    expect(JSON.stringify(done)).not.toContain(API_KEY);
    expect(chat.requests.length - before).toBe(3);
    expect(await descriptionOf(kindId)).toBe('');
  });

  it('ends in api_unavailable when the API does not answer in time', async () => {
    chat.mode = 'hang';
    const before = chat.requests.length;
    const { done } = await run();
    expect(done.last_status).toBe('api_unavailable');
    expect(done.error).toMatch(/in time/);
    expect(chat.requests.length - before).toBe(3);
  });

  it('ends in failed when the API answers something that is not JSON', async () => {
    chat.mode = 'malformed';
    const before = chat.requests.length;
    const { kindId, done } = await run(false);
    expect(done).toMatchObject({ last_status: 'failed', job_status: 'failed' });
    expect(done.error).toMatch(/valid JSON/);
    expect(chat.requests.length - before).toBe(1);
    expect(await descriptionOf(kindId)).toBe('');
  });
});
