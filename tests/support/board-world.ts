import { expect } from 'vitest';
import WebSocket from 'ws';
import { startTestApi, type DatabaseKind, type TestApi, type TestApiOptions } from './api';
import { createTenant, type Tenant } from './fixtures';

/**
 * The world of the board and stick tests (alerts, fleet, pairing, moves): the real app with two
 * shop groups, sticks that ask for a code, are paired by staff and report with their secret.
 */

export function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('missing value');
  return value;
}

/** Waits until `check` holds, polling every 20 ms; fails naming `what` after `ms`. */
export async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Client addresses one after another (`prefix.1`, `prefix.2`, …): per-address limits stay out. */
export function addressesFrom(prefix: string): () => string {
  let last = 0;
  return () => `${prefix}.${(last += 1)}`;
}

/** A healthy board's report: a full-HD stage at `/scherm` that has just drawn its list. */
export function boardReport(
  shopId: string,
  boardId: string,
  kind: 'screen' | 'device' = 'device',
  renderErrors = 0,
) {
  return {
    shop_id: shopId,
    board_id: boardId,
    kind,
    version: '0.1.0+test',
    feed_etag: null,
    feed_modified_at: null,
    last_render_at: new Date().toISOString(),
    render_errors: renderErrors,
    uptime_s: 1,
    heap_bytes: null,
    stage_width: 1920,
    stage_height: 1080,
    page_url: 'http://127.0.0.1/scherm',
  };
}

export interface BoardWorld {
  api: TestApi;
  /** Two shop groups, each with its shops and staff. */
  a: Tenant;
  b: Tenant;
}

/** The app on a fresh database of `kind` with shop groups A and B (`[group, shop names]`). */
export async function startBoardWorld(
  kind: DatabaseKind,
  groups: { a: [string, string[]]; b: [string, string[]] },
  options: TestApiOptions = {},
): Promise<BoardWorld> {
  const api = await startTestApi(kind, options);
  const a = await createTenant(api, ...groups.a);
  const b = await createTenant(api, ...groups.b);
  return { api, a, b };
}

/** A screen of `shopId` made by the superuser; its id. */
export async function createScreen(api: TestApi, shopId: string, name: string): Promise<string> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/v1/screens',
    headers: { authorization: await api.adminAuth() },
    payload: { shop_id: shopId, name },
  });
  return response.json<{ id: string }>().id;
}

/** What `POST /v1/pairing` gives a stick. */
export interface StickStart {
  pairing_id: string;
  code: string;
  secret: string;
  expires_at: string;
  poll_ms: number;
}

/** A stick asks for a pairing code from `remoteAddress`. */
export async function startStick(api: TestApi, remoteAddress: string): Promise<StickStart> {
  const response = await api.app.inject({ method: 'POST', url: '/v1/pairing', remoteAddress });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StickStart>();
}

/** A paired stick: its board and the secret it reports with. */
export interface PairedBoard {
  shopId: string;
  boardId: string;
  secret: string;
}

/** A board's report sent with its secret; it must be taken (204). */
export async function sendBoardReport(
  api: TestApi,
  board: PairedBoard,
  remoteAddress: string,
  renderErrors = 0,
): Promise<void> {
  const sent = await api.app.inject({
    method: 'POST',
    url: '/v1/boards/report',
    payload: boardReport(board.shopId, board.boardId, 'device', renderErrors),
    headers: { 'x-board-secret': board.secret },
    remoteAddress,
  });
  expect(sent.statusCode, sent.body).toBe(204);
}

/**
 * A new stick (its code asked from `addresses.pairing`) paired by `auth` as a landscape
 * shop-level board of `shopId` named `name`, which reports once from `addresses.report`.
 */
export async function pairReportingBoard(
  api: TestApi,
  auth: string,
  shopId: string,
  name: string,
  addresses: { pairing: string; report: string },
): Promise<PairedBoard> {
  const stick = await startStick(api, addresses.pairing);
  const claimed = await api.app.inject({
    method: 'POST',
    url: '/v1/pairing/claim',
    headers: { authorization: auth },
    payload: { code: stick.code, shop_id: shopId, screen_id: null, orientation: 'landscape', name },
  });
  expect(claimed.statusCode, claimed.body).toBe(201);
  const board = {
    shopId,
    boardId: claimed.json<{ board_id: string }>().board_id,
    secret: stick.secret,
  };
  await sendBoardReport(api, board, addresses.report);
  return board;
}

/** A socket that keeps what it hears and how it was closed. */
export function openSocket(url: string) {
  const socket = new WebSocket(url);
  const messages: string[] = [];
  let closed: number | null = null;
  socket.on('message', (data) => messages.push(data.toString()));
  socket.on('close', (code) => (closed = code));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, messages, opened, closed: () => closed };
}
