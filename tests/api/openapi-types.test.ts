/**
 * The OpenAPI document is usable by tools: every operation has a unique camelCase
 * `operationId`, a summary and `{detail, code}` error answers; openapi-typescript makes types of
 * it, a small integration (`tests/openapi-client/integration.ts`: log in, read a menu, change a
 * price by register code with an API key, check a webhook) type-checks against them, a wrong
 * field does not, and the integration runs against the real server.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

/** What the integration script exports (tests/openapi-client/integration.ts). */
interface IntegrationScript {
  changeFirstPrice(options: {
    base: string;
    username: string;
    password: string;
    apiKey: string;
    shopId: string;
  }): Promise<{ rows: number; code: string; changed: number; refused: string }>;
  verifyDelivery(secret: string, signature: string, body: string): { type: string } | null;
}

const CLIENT = fileURLToPath(new URL('../openapi-client/', import.meta.url));

interface Operation {
  operationId?: string;
  summary?: string;
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>;
}

function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: ['node'],
    skipLibCheck: true,
    noUncheckedIndexedAccess: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe.each(testDatabases())('the OpenAPI document with tools on %s', (kind) => {
  let api: TestApi;
  let document: {
    paths: Record<string, Record<string, Operation>>;
    webhooks: Record<string, unknown>;
  };

  beforeAll(async () => {
    api = await startTestApi(kind, { demo: true });
    document = (await api.app.inject({ url: '/v1/openapi.json' })).json();
    const types = astToString(await openapiTS(document as never));
    writeFileSync(join(CLIENT, 'api.d.ts'), types);
  }, 120_000);
  afterAll(() => api?.close());

  it('names every operation once, in camelCase, with a summary and error answers', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ key: `${method} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(170);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, op } of operations) {
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(op.summary, key).toBeTruthy();
      expect(op.summary, key).not.toContain('\n');
      // Every operation documents its refusals; ours are `{detail, code}` (a form's 400 has its own).
      const bad = op.responses?.['400']?.content?.['application/json']?.schema;
      expect(bad?.properties, key).toHaveProperty('detail');
      for (const status of ['401', '403', '404', '409', '429']) {
        const refusal = op.responses?.[status]?.content?.['application/json']?.schema;
        if (refusal) expect(refusal.properties, `${key} ${status}`).toHaveProperty('code');
      }
    }
    const feed = document.paths['/v1/shops/{id}']?.get;
    expect(feed?.operationId).toBe('getShopsById');
    expect(Object.keys(document.webhooks).sort()).toEqual([
      'availability.changed',
      'board.offline',
      'board.online',
      'order.placed',
      'order.status_changed',
      'prices.changed',
    ]);
  });

  it('gives types the integration script type-checks against, and a wrong field does not', () => {
    expect(typeErrors([join(CLIENT, 'integration.ts')])).toEqual([]);
    const wrong = join(CLIENT, `wrong-${kind}.tmp.ts`);
    writeFileSync(
      wrong,
      `import type { paths } from './api';
type Body = paths['/v1/shops/{shopId}/register-codes/prices']['put']['requestBody'];
export const body: NonNullable<Body>['content']['application/json'] = {
  items: [{ code: '20001', for: 'everything' }],
};
`,
    );
    try {
      expect(typeErrors([wrong]).length).toBeGreaterThan(0);
    } finally {
      rmSync(wrong, { force: true });
    }
  });

  it('runs the integration against the real server', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    const root = await api.adminAuth();
    const [maastricht] = api.demo?.staffUsers ?? [];
    const groups = await api.app.inject({
      url: '/v1/shop-groups?limit=0',
      headers: { authorization: root },
    });
    const groupId = groups
      .json<{ id: string; name: string }[]>()
      .find((g) => g.name === maastricht?.shopGroup)?.id;
    const key = await api.app.inject({
      method: 'POST',
      url: '/v1/api-keys',
      headers: { authorization: root },
      payload: { shop_group_id: groupId, name: 'Integratie', scopes: ['prices:write'] },
    });
    // The script is type-checked on its own against the generated types (above); the test
    // project does not compile it, so it is loaded by a path TypeScript does not follow.
    const script = '../openapi-client/integration';
    const { changeFirstPrice, verifyDelivery } = (await import(script)) as IntegrationScript;
    const outcome = await changeFirstPrice({
      base,
      username: maastricht?.username as string,
      password: api.staffPassword,
      apiKey: key.json<{ key: string }>().key,
      shopId: api.demo?.defaultShopId as string,
    });
    expect(outcome.rows).toBeGreaterThan(0);
    expect(outcome.changed).toBe(1);
    expect(outcome.refused).toBe('not_found');
    const body = JSON.stringify({
      id: '1',
      type: 'prices.changed',
      created_at: '',
      shop_id: '',
      data: { items: [] },
    });
    const signature = `t=1,v1=${(await import('node:crypto'))
      .createHmac('sha256', 'whsec_x')
      .update(`1.${body}`)
      .digest('hex')}`;
    expect(verifyDelivery('whsec_x', signature, body)?.type).toBe('prices.changed');
    expect(verifyDelivery('whsec_y', signature, body)).toBeNull();
  });
});
