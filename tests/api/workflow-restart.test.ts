import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openStore } from '../../server/db/data-store';
import { auditLog } from '../../server/db/schema';
import { createPostgresDatabase, testDatabases } from '../support/api';
import { uniqueName } from '../support/catalogue';
import { type ChatServer, startChatServer } from '../support/chat-server';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { type WorkflowStep, waitForWorkflow } from '../support/workflow';

describe.each(testDatabases())('content workflow across a server restart on %s', (kind) => {
  let chat: ChatServer;
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    chat = await startChatServer();
    dataDir = mkdtempSync(join(tmpdir(), 'pricelist-restart-'));
    if (kind === 'postgres') {
      const created = await createPostgresDatabase(inject('postgresAdminUrl'));
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
  });
  afterAll(async () => {
    await server?.stop();
    await chat?.close();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = () =>
    startServerProcess(
      {
        CONTENT_API_URL: chat.url,
        CONTENT_API_KEY: 'sk-restart-test',
        CONTENT_POLL_MS: '100',
        DEMO_DATA: '0',
        LOG_LEVEL: 'warn',
        ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      },
      { dataDir, apiOnly: true },
    );

  async function api<T>(method: string, path: string, auth: string, body?: object): Promise<T> {
    const response = await fetch(`${server?.baseUrl}/v1${path}`, {
      method,
      headers: { authorization: auth, 'content-type': 'application/json' },
      ...(body && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  async function login(): Promise<string> {
    const token = await api<{ access_token: string }>('POST', '/login/access-token', '', {
      username: server?.adminUsername,
      password: server?.adminPassword,
      grant_type: 'password',
    });
    return `Bearer ${token.access_token}`;
  }

  async function startWorkflow(auth: string, braveMode: boolean): Promise<string> {
    const kindId = (
      await api<{ id: string }>('POST', '/kinds', auth, {
        name: uniqueName('Herstart'),
        kind_type: 'indica',
      })
    ).id;
    const started = await api<{ process_id: string }>('POST', '/wfo/start-content-workflow', auth, {
      product_id: kindId,
      brave_mode: braveMode,
    });
    return started.process_id;
  }

  const read = (auth: string, id: string) => () =>
    api<WorkflowStep>('GET', `/wfo/get-workflow-current-step/${id}`, auth);

  it('finishes a running and a suspended workflow exactly once after a restart', async () => {
    server = await start();
    let auth = await login();
    chat.mode = 'ok';
    const suspendedId = await startWorkflow(auth, false);
    expect(await waitForWorkflow(read(auth, suspendedId))).toMatchObject({
      last_status: 'suspended',
    });

    // The generator hangs: the step is running when the server stops.
    chat.mode = 'hang';
    const seen = chat.requests.length;
    const runningId = await startWorkflow(auth, true);
    await chat.received(seen + 1);
    expect(await read(auth, runningId)()).toMatchObject({
      last_status: 'running',
      last_step_index: 1,
    });
    await server.stop();

    chat.mode = 'ok';
    server = await start();
    auth = await login();
    const finished = await waitForWorkflow(read(auth, runningId), 30_000);
    expect(finished).toMatchObject({ last_status: 'completed', last_step_index: 4 });
    expect(chat.requests.length - seen).toBe(2);

    await api('POST', '/wfo/resume-content-workflow', auth, {
      process_id: suspendedId,
      effects: ['rustig'],
    });
    const resumed = await waitForWorkflow(read(auth, suspendedId));
    expect(resumed).toMatchObject({ last_status: 'completed', last_step_index: 4 });
    await server.stop();
    server = undefined;

    const database = await openStore({ dataDir, databaseUrl });
    try {
      const edits = await database.db
        .select({ processId: sql<string>`${auditLog.details}->>'content_workflow'` })
        .from(auditLog)
        .where(sql`${auditLog.details}->>'content_workflow' is not null`);
      expect(edits.map((edit) => edit.processId).sort()).toEqual([runningId, suspendedId].sort());
    } finally {
      await database.close();
    }
  }, 180_000);
});
