/**
 * Alerts about dark boards over the real app, a real SMTP server and a local webhook receiver:
 * a board of an open shop that is offline longer than the shop's setting is reported once (also
 * with two detectors on the same database running at the same moment), its recovery once more;
 * nothing while the shop is closed, and from its opening on only after the setting's minutes;
 * staff who turned the messages off, and staff of another group, get nothing; the webhook event
 * is signed as every other; a mail the SMTP server refuses is tried again with growing waits
 * and reaches each subscriber once. The detector runs on an injected clock, so nothing sleeps minutes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardAlertDetectorOf, buildApp } from '../../server/app';
import type { App } from '../../server/app-types';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import type { BoardChange } from '../../server/services/board/board-alerts';
import { storeBoardReport } from '../../server/services/board/board-health';
import type { BoardReportBody } from '../../src/domain/contract';
import { testDatabases, type TestApi } from '../support/api';
import {
  addressesFrom,
  boardReport,
  must,
  pairReportingBoard,
  sendBoardReport,
  startBoardWorld,
  until,
  type PairedBoard,
} from '../support/board-world';
import type { Tenant } from '../support/fixtures';
import { MailServer } from '../support/mail-server';

const MINUTE = 60_000;
const SMTP_PASSWORD = 'smtp-pass-never-logged-7';

/** A webhook receiver that answers 200 and keeps what it got. */
class Receiver {
  readonly received: { headers: IncomingMessage['headers']; body: string }[] = [];
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200).end();
    });
  });

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Verifies `Pricelist-Signature` as a receiver does (README, "Webhooks"). */
function verify(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  const given = Buffer.from(parts.v1 ?? '', 'utf8');
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected, 'utf8'));
}

/** "HH:MM" of a moment in UTC. */
const clockOf = (ms: number) => new Date(ms).toISOString().slice(11, 16);

describe.each(testDatabases())('alerts about dark boards on %s', (kind) => {
  let api: TestApi;
  let second: { app: App; database: DatabaseHandle | null };
  let mail: MailServer;
  let receiver: Receiver;
  let hookSecret: string;
  let a: Tenant;
  let b: Tenant;
  let now = Date.now();
  const log: string[] = [];
  const pairingAddress = addressesFrom('10.7.0');
  const reportAddress = addressesFrom('10.7.1');

  const call = (auth: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    api.app.inject({ method, url, headers: { authorization: auth }, payload });

  /** Pairs a stick as a shop-level board of `shopId`; it reports once (now, real time). */
  const pairBoard = (auth: string, shopId: string, name: string) =>
    pairReportingBoard(api, auth, shopId, name, {
      pairing: pairingAddress(),
      report: reportAddress(),
    });

  const sendReport = (board: PairedBoard, errors = 0) =>
    sendBoardReport(api, board, reportAddress(), errors);

  /** Unpairs a board (it is no longer watched) and lets a detector forget its state. */
  async function unpair(board: { shopId: string; boardId: string }) {
    const root = await api.adminAuth();
    const done = await api.app.inject({
      method: 'POST',
      url: `/v1/boards/shop/${board.shopId}/${board.boardId}/unpair`,
      headers: { authorization: root },
    });
    expect(done.statusCode, done.body).toBe(204);
    expect(await boardAlertDetectorOf(api.app).run()).toEqual([]);
  }

  /** Both detectors at the same moment; the changes either of them claimed. */
  async function runBoth(): Promise<BoardChange[]> {
    const [one, two] = await Promise.all([
      boardAlertDetectorOf(api.app).run(),
      boardAlertDetectorOf(second.app).run(),
    ]);
    return [...one, ...two];
  }

  const hooksOf = (type: string) =>
    receiver.received.filter((r) => r.headers['pricelist-event'] === type);

  beforeAll(async () => {
    mail = await new MailServer().start();
    receiver = new Receiver();
    const hookUrl = await receiver.listen();
    const config = {
      boardAlerts: {
        intervalMs: 0,
        minuteMs: MINUTE,
        smtpUrl: mail.url('alerts', SMTP_PASSWORD),
        mailFrom: 'Pricelist <alerts@pricelist.test>',
        publicUrl: 'https://pricelist.test',
      },
      integrations: {
        keyRequestsPerMinute: 120,
        webhookAllowPrivate: true,
        webhookTimeoutMs: 1500,
        webhookRetryBaseMs: 100,
      },
    };
    ({ api, a, b } = await startBoardWorld(
      kind,
      { a: ['Alerts A', ['Alert Centrum', 'Alert Haven']], b: ['Alerts B', ['Alert Elders']] },
      { config, clock: () => now, logStream: { write: (line) => void log.push(line) } },
    ));
    // A second server on the same database (its own pool), as a second process.
    const database = await openDatabase({ databaseUrl: api.databaseUrl, poolSize: 4 });
    second = {
      app: await buildApp({
        config: api.config,
        database,
        clock: () => now,
      }),
      database,
    };
    await second.app.ready();
    const root = await api.adminAuth();
    const hook = await api.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: { authorization: root },
      payload: {
        shop_group_id: a.groupId,
        url: hookUrl,
        events: ['board.offline', 'board.online'],
      },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    hookSecret = hook.json<{ secret: string }>().secret;
  }, 180_000);
  afterAll(async () => {
    await second?.app.close();
    await second?.database?.close();
    await api?.close();
    await receiver?.close();
    await mail?.close();
  });

  it('lets staff of the shop turn the messages on and off for themselves', async () => {
    const shopId = must(a.shopIds[0]);
    const before = await call(a.employee.auth, 'GET', `/v1/shops/${shopId}/board-alerts`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      shop_id: shopId,
      minutes: 10,
      may_change_minutes: false,
      subscribed: false,
      email: `${a.employee.username}@example.com`,
    });
    const on = await call(a.employee.auth, 'PUT', `/v1/shops/${shopId}/board-alerts/subscription`, {
      email: 'balie@centrum.example',
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ subscribed: true, email: 'balie@centrum.example' });
    // The admin in English, for the English mail.
    const english = await call(a.admin.auth, 'PUT', '/v1/users/me/language', { language: 'en' });
    expect(english.statusCode, english.body).toBe(200);
    const admin = await call(a.admin.auth, 'PUT', `/v1/shops/${shopId}/board-alerts/subscription`, {
      email: 'owner@centrum.example',
    });
    expect(admin.json()).toMatchObject({ subscribed: true, may_change_minutes: true });
    // Another group's staff ask for their own shop: they must never hear of A's boards.
    const other = await call(
      b.employee.auth,
      'PUT',
      `/v1/shops/${must(b.shopIds[0])}/board-alerts/subscription`,
      { email: 'elders@b.example' },
    );
    expect(other.statusCode).toBe(200);
    const refused = await call(
      b.employee.auth,
      'PUT',
      `/v1/shops/${shopId}/board-alerts/subscription`,
      { email: 'spy@b.example' },
    );
    expect(refused.statusCode).toBe(404);
    // Only admins set the minutes, within 2–240.
    const staffMinutes = await call(a.employee.auth, 'PUT', `/v1/shops/${shopId}/board-alerts`, {
      minutes: 5,
    });
    expect(staffMinutes.statusCode).toBe(403);
    expect(staffMinutes.json<{ detail: string }>().detail).toContain('beheerders');
    for (const minutes of [1, 241, 2.5]) {
      const bad = await call(a.admin.auth, 'PUT', `/v1/shops/${shopId}/board-alerts`, { minutes });
      expect(bad.statusCode, String(minutes)).toBe(400);
    }
  });

  it('reports a board of an open shop once after the minutes, then once when it is back', async () => {
    const shopId = must(a.shopIds[0]);
    const board = await pairBoard(a.admin.auth, shopId, 'Toonbank');
    const otherShopBoard = await pairBoard(b.admin.auth, must(b.shopIds[0]), 'Elders bord');
    const seen = Date.now();
    mail.mails.length = 0;

    now = seen + 30_000;
    expect(await runBoth()).toEqual([]);
    // Offline (no report for 3 minutes), but not yet for 10.
    now = seen + 9 * MINUTE;
    expect(await runBoth()).toEqual([]);

    now = seen + 11 * MINUTE;
    const changes = await runBoth();
    // A's board and B's board are both dark: each reported once, by one of the two detectors.
    expect(changes.map((c) => [c.boardId, c.state]).sort()).toEqual(
      [
        [board.boardId, 'offline'],
        [otherShopBoard.boardId, 'offline'],
      ].sort(),
    );
    expect(await runBoth()).toEqual([]);
    await mail.waitFor(3);
    await new Promise((r) => setTimeout(r, 200));
    const byAddress = new Map(mail.mails.map((m) => [m.to.join(','), m]));
    expect([...byAddress.keys()].sort()).toEqual([
      'balie@centrum.example',
      'elders@b.example',
      'owner@centrum.example',
    ]);
    expect(mail.mails).toHaveLength(3);
    const dutch = must(byAddress.get('balie@centrum.example'));
    expect(dutch.from).toBe('alerts@pricelist.test');
    expect(dutch.subject).toBe('Scherm Toonbank van Alert Centrum is offline');
    expect(dutch.text).toContain('Het scherm Toonbank van Alert Centrum is offline sinds');
    expect(dutch.text).toContain('https://pricelist.test/fleet');
    const english = must(byAddress.get('owner@centrum.example'));
    expect(english.subject).toBe('Screen Toonbank of Alert Centrum is offline');
    expect(must(byAddress.get('elders@b.example')).subject).toContain('Elders bord');
    // The client logged in with the password of SMTP_URL, which no log line holds.
    expect(mail.logins[0]).toEqual({ username: 'alerts', password: SMTP_PASSWORD });

    // The webhook: one signed board.offline for A's group (B has no address).
    await until(() => hooksOf('board.offline').length >= 1, 'board.offline', 10_000);
    const offline = must(hooksOf('board.offline')[0]);
    expect(verify(hookSecret, String(offline.headers['pricelist-signature']), offline.body)).toBe(
      true,
    );
    const event = JSON.parse(offline.body) as {
      type: string;
      shop_id: string;
      data: { items: Record<string, unknown>[] };
    };
    expect(event.type).toBe('board.offline');
    expect(event.shop_id).toBe(shopId);
    expect(event.data.items).toEqual([
      expect.objectContaining({
        board_id: board.boardId,
        kind: 'device',
        name: 'Toonbank',
        state: 'offline',
        since: expect.any(String),
      }),
    ]);
    expect(Math.abs(Date.parse(String(event.data.items[0]?.since)) - seen)).toBeLessThan(5000);

    // Back: the stick reports again (B's stick is taken away meanwhile).
    await unpair(otherShopBoard);
    await sendReport(board);
    now = Date.now() + 1000;
    mail.mails.length = 0;
    const back = await runBoth();
    expect(back.map((c) => [c.boardId, c.state])).toEqual([[board.boardId, 'online']]);
    expect(await runBoth()).toEqual([]);
    await mail.waitFor(2);
    await new Promise((r) => setTimeout(r, 200));
    expect(mail.mails.map((m) => m.subject).sort()).toEqual([
      'Scherm Toonbank van Alert Centrum is weer online',
      'Screen Toonbank of Alert Centrum is back online',
    ]);
    await until(() => hooksOf('board.online').length >= 1, 'board.online', 10_000);
    const online = must(hooksOf('board.online')[0]);
    expect(verify(hookSecret, String(online.headers['pricelist-signature']), online.body)).toBe(
      true,
    );
    expect(hooksOf('board.offline')).toHaveLength(1);
    expect(hooksOf('board.online')).toHaveLength(1);
    expect(log.join('\n')).not.toContain(SMTP_PASSWORD);
    await unpair(board);
  });

  it('says nothing while the shop is closed, and counts from its opening', async () => {
    const shopId = must(a.shopIds[1]);
    // The employee asks for this shop too; the admin turned the messages off for it.
    await call(a.employee.auth, 'PUT', `/v1/shops/${shopId}/board-alerts/subscription`, {
      email: 'balie@haven.example',
    });
    await call(a.admin.auth, 'PUT', `/v1/shops/${shopId}/board-alerts/subscription`, {
      email: 'owner@haven.example',
    });
    const off = await call(a.admin.auth, 'DELETE', `/v1/shops/${shopId}/board-alerts/subscription`);
    expect(off.json()).toMatchObject({ subscribed: false });
    const minutes = await call(a.admin.auth, 'PUT', `/v1/shops/${shopId}/board-alerts`, {
      minutes: 5,
    });
    expect(minutes.statusCode, minutes.body).toBe(200);
    expect(minutes.json()).toMatchObject({ minutes: 5, may_change_minutes: true });

    const board = await pairBoard(a.employee.auth, shopId, 'Haven');
    const seen = Date.now();
    // Open every day for four hours, starting an hour after the board went dark (UTC).
    const opens = Math.ceil((seen + 60 * MINUTE) / MINUTE) * MINUTE;
    const interval = { from: clockOf(opens), to: clockOf(opens + 4 * 60 * MINUTE) };
    const hours = await api.app.inject({
      method: 'PUT',
      url: `/v1/shops/${shopId}/opening-hours`,
      headers: { authorization: a.admin.auth },
      payload: {
        time_zone: 'UTC',
        opening_hours: { weekdays: Array.from({ length: 7 }, () => [interval]), exceptions: [] },
      },
    });
    expect(hours.statusCode, hours.body).toBe(200);
    mail.mails.length = 0;

    // Dark for 50 minutes while closed: nothing.
    now = seen + 50 * MINUTE;
    expect(await runBoth()).toEqual([]);
    // Open for 3 minutes: not yet.
    now = opens + 3 * MINUTE;
    expect(await runBoth()).toEqual([]);
    // Open for 6 minutes (the setting is 5): reported, once.
    now = opens + 6 * MINUTE;
    const changes = await runBoth();
    expect(changes.map((c) => [c.boardId, c.state])).toEqual([[board.boardId, 'offline']]);
    await mail.waitFor(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(mail.mails.map((m) => m.to)).toEqual([['balie@haven.example']]);
    expect(mail.mails[0]?.subject).toBe('Scherm Haven van Alert Haven is offline');
    await unpair(board);
  });

  it('tries a refused mail again 1, 2, 4 … minutes later until each subscriber has it once, then gives up after 4 hours', async () => {
    const shopId = must(a.shopIds[0]);
    const board = await pairBoard(a.admin.auth, shopId, 'Etalage');
    /** The board reports at the test's clock, so that it stays online while the clock runs. */
    const reportNow = async () => {
      const outcome = await storeBoardReport(
        api.database.db,
        boardReport(shopId, board.boardId) as BoardReportBody,
        board.secret,
        new Date(now),
      );
      expect(outcome.kept).toBe(true);
    };
    const seen = Date.now();
    mail.mails.length = 0;
    const refused = mail.refusals;
    const refusedSince = () => mail.refusals - refused;

    // The SMTP server refuses everything: both subscribers' mails are tried, and refused.
    mail.refusing = true;
    now = seen + 11 * MINUTE;
    const changes = await runBoth();
    expect(changes.map((c) => [c.boardId, c.state])).toEqual([[board.boardId, 'offline']]);
    expect(refusedSince()).toBe(2);
    // Not again within a minute, then again (by either process, once).
    now += MINUTE - 1000;
    expect(await runBoth()).toEqual([]);
    expect(refusedSince()).toBe(2);
    now += 1000;
    await runBoth();
    expect(refusedSince()).toBe(4);
    // The next wait is two minutes. Then the server takes mail again, but not for the owner.
    now += MINUTE;
    await runBoth();
    expect(refusedSince()).toBe(4);
    mail.refusing = false;
    mail.refusedRecipients.add('owner@centrum.example');
    now += MINUTE;
    await runBoth();
    expect(refusedSince()).toBe(5);
    expect(mail.mails.map((m) => m.to)).toEqual([['balie@centrum.example']]);
    // Four minutes later the owner's mailbox takes it, sent by a server started since (as after
    // a restart); the employee is not told twice.
    mail.refusedRecipients.clear();
    now += 3 * MINUTE;
    await runBoth();
    expect(mail.mails).toHaveLength(1);
    now += MINUTE;
    const restarted = await buildApp({
      config: api.config,
      database: second.database ?? api.database,
      clock: () => now,
    });
    await restarted.ready();
    expect(await boardAlertDetectorOf(restarted).run()).toEqual([]);
    await restarted.close();
    await mail.waitFor(2);
    now += 300 * MINUTE;
    expect(await runBoth()).toEqual([]);
    await new Promise((r) => setTimeout(r, 200));
    expect(mail.mails.map((m) => [m.to.join(','), m.subject])).toEqual([
      ['balie@centrum.example', 'Scherm Etalage van Alert Centrum is offline'],
      ['owner@centrum.example', 'Screen Etalage of Alert Centrum is offline'],
    ]);
    expect(refusedSince()).toBe(5);

    // Its recovery is a mail of its own; refused nine times over 4¼ hours, it is given up.
    mail.refusing = true;
    await reportNow();
    const back = await runBoth();
    expect(back.map((c) => [c.boardId, c.state])).toEqual([[board.boardId, 'online']]);
    expect(refusedSince()).toBe(7);
    for (let attempt = 1; attempt < 9; attempt++) {
      now += 2 ** (attempt - 1) * MINUTE;
      await reportNow();
      expect(await runBoth()).toEqual([]);
      expect(refusedSince(), `try ${attempt + 1}`).toBe(5 + 2 * (attempt + 1));
    }
    mail.refusing = false;
    now += 600 * MINUTE;
    await reportNow();
    expect(await runBoth()).toEqual([]);
    await new Promise((r) => setTimeout(r, 200));
    expect(mail.mails).toHaveLength(2);
    expect(refusedSince()).toBe(23);
    // Nothing of it waits any more.
    const [row] = await rowsOf<{ mail: unknown; mail_due_at: unknown }>(
      api.database.db,
      sql`select "mail", "mail_due_at" from "board_alerts"
        where "shop_id" = ${shopId} and "board_id" = ${board.boardId}`,
    );
    expect(row).toEqual({ mail: null, mail_due_at: null });
    await unpair(board);
  });

  it('reports a failing board once it has failed for the minutes, and its recovery', async () => {
    const shopId = must(a.shopIds[0]);
    const board = await pairBoard(a.admin.auth, shopId, 'Kassa');
    // Reports as the board sends them, stamped with the test's clock.
    const at = async (errors: number) => {
      const outcome = await storeBoardReport(
        api.database.db,
        boardReport(shopId, board.boardId, 'device', errors) as BoardReportBody,
        board.secret,
        new Date(now),
      );
      expect(outcome.kept).toBe(true);
    };
    now = Date.now() + 1000;
    await at(3);
    mail.mails.length = 0;
    expect(await runBoth()).toEqual([]);
    now += 6 * MINUTE;
    await at(3);
    expect(await runBoth()).toEqual([]);
    now += 5 * MINUTE;
    await at(3);
    const changes = await runBoth();
    expect(changes.map((c) => [c.boardId, c.state])).toEqual([[board.boardId, 'failing']]);
    await mail.waitFor(2);
    await new Promise((r) => setTimeout(r, 200));
    expect(mail.mails.map((m) => m.subject).sort()).toEqual([
      'Scherm Kassa van Alert Centrum geeft fouten',
      'Screen Kassa of Alert Centrum shows errors',
    ]);
    now += 1000;
    await at(0);
    const back = await runBoth();
    expect(back.map((c) => [c.boardId, c.state])).toEqual([[board.boardId, 'online']]);
    expect(await runBoth()).toEqual([]);
    await unpair(board);
  });
});
