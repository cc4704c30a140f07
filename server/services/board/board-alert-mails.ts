/**
 * The mails about dark boards and their recovery, tried until everyone who asked was told. The
 * process that claims a board's change (`board-alerts.ts`) puts its mail in the board's
 * `board_alerts` row in the same transaction (migration 0029), so a change is mailed once
 * whatever the number of processes, and a process that stops or dies before sending leaves it
 * for the next round of any process. A round takes the due mails in one statement that moves
 * their `mail_due_at` on by a lease (`FOR UPDATE SKIP LOCKED`: no two processes take the same
 * mail), sends each to the shop's subscribers not yet told (by user: still staff of the shop
 * and active, each in their language), records each one told at once, and sets the next try
 * 1, 2, 4 … 128 minutes later when the SMTP server refused or could not be reached. A newer
 * change of the same board replaces a mail still waiting. Only a process that dies between the
 * SMTP server's acceptance and that record sends a mail twice, once its lease has passed.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { msg, render, type Locale, type MessageKey } from '../../i18n';
import type { Mailer } from '../mailer';
import type { BoardChange } from './board-alerts';

/** Tries of one mail: the first, then eight more 1, 2, 4 … 128 minutes apart (4¼ hours). */
export const ALERT_MAIL_ATTEMPTS = 9;
/**
 * How long a process holds a mail it took before another may take it over: far longer than one
 * try can last (`services/mailer.ts` gives up on an SMTP server after at most a minute).
 */
const ALERT_MAIL_LEASE_MS = 5 * 60_000;
/** Mails one round takes at most. */
const MAILS_PER_ROUND = 100;

/** The wait after the `attempts`th try failed: one minute of the setting, doubling. */
export function alertMailRetryMs(attempts: number, minuteMs: number): number {
  return minuteMs * 2 ** Math.max(0, attempts - 1);
}

/** A mail as it waits in `board_alerts.mail`. */
interface AlertMailJob {
  /** Tells this change's mail from the next one's, which replaces it. */
  id: string;
  change: BoardChange;
  /** The users already told. */
  told: string[];
}

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * In the transaction that claimed the changes: each change's mail waits in its board's row,
 * due at once, in place of any mail of an earlier change still waiting there.
 */
export async function queueAlertMails(
  tx: Executor,
  changes: BoardChange[],
  now: number,
): Promise<void> {
  if (!changes.length) return;
  const rows = changes.map((change) => ({
    shop_id: change.shopId,
    board_id: change.boardId,
    mail: { id: randomUUID(), change, told: [] } satisfies AlertMailJob,
  }));
  await tx.execute(sql`update "board_alerts" a
    set "mail" = v."mail", "mail_due_at" = ${at(now)}, "mail_attempts" = 0
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v("shop_id" uuid, "board_id" uuid, "mail" jsonb)
    where a."shop_id" = v."shop_id" and a."board_id" = v."board_id"`);
}

export interface AlertMailDeps {
  db: Database;
  mailer: Mailer;
  /** The wall clock (ms); tests pass a fake one. */
  clock: () => number;
  /** One minute of the retries' waits (`BOARD_ALERT_MINUTE_MS`; tests shorten it). */
  minuteMs: number;
  log: FastifyBaseLogger;
  /** The fleet page's address, for the link in each mail. */
  link: () => string;
  /** Told how each try of a mail ended (the operators' figures). */
  onTried?: (outcome: 'sent' | 'refused' | 'given_up') => void;
}

interface DueMail {
  shop_id: string;
  board_id: string;
  mail: AlertMailJob | string;
  mail_attempts: number;
}

interface Recipient {
  shop_id: string;
  user_id: string;
  email: string;
  language: string;
}

/** Takes the due mails and tries each once; answers how many mails the SMTP server took. */
export async function sendDueAlertMails(deps: AlertMailDeps): Promise<number> {
  const { db } = deps;
  const now = deps.clock();
  const due = await rowsOf<DueMail>(
    db,
    sql`update "board_alerts" a
      set "mail_due_at" = ${at(now + ALERT_MAIL_LEASE_MS)}, "mail_attempts" = a."mail_attempts" + 1
      where (a."shop_id", a."board_id") in (
        select "shop_id", "board_id" from "board_alerts"
        where "mail_due_at" <= ${at(now)} and "mail" is not null
        order by "mail_due_at" limit ${MAILS_PER_ROUND}
        for update skip locked)
      returning a."shop_id", a."board_id", a."mail", a."mail_attempts"`,
  );
  if (!due.length) return 0;
  const shopIds = [...new Set(due.map((row) => row.shop_id))];
  const recipients = await rowsOf<Recipient>(
    db,
    sql`select b."shop_id", b."user_id", b."email", u."language"
      from "board_alert_subscriptions" b join "users" u on u."id" = b."user_id"
      where b."shop_id" in (${sql.join(
        shopIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and u."is_active"
        and (u."is_superuser" or exists (select 1 from "user_shop_groups" g
          join "shop_group_shops" gs on gs."shop_group_id" = g."shop_group_id"
          where g."user_id" = u."id" and gs."shop_id" = b."shop_id"))`,
  );
  const outcomes = await Promise.allSettled(
    due.map((row) => tryMail(deps, row, recipients, deps.link())),
  );
  let sent = 0;
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') sent += outcome.value;
    else deps.log.error({ err: outcome.reason }, 'board alert mail not recorded');
  }
  return sent;
}

/** One try of one mail: to each subscriber not told yet; then done, given up, or due again. */
async function tryMail(
  deps: AlertMailDeps,
  row: DueMail,
  recipients: Recipient[],
  link: string,
): Promise<number> {
  const { db, mailer } = deps;
  const job = typeof row.mail === 'string' ? (JSON.parse(row.mail) as AlertMailJob) : row.mail;
  const board = sql`"shop_id" = ${row.shop_id} and "board_id" = ${row.board_id}
    and "mail"->>'id' = ${job.id}`;
  const waiting = recipients.filter(
    (recipient) => recipient.shop_id === row.shop_id && !job.told.includes(recipient.user_id),
  );
  const told = await Promise.all(
    waiting.map(async (recipient) => {
      const locale: Locale = recipient.language === 'en' ? 'en' : 'nl';
      const ok = await mailer.send({ to: recipient.email, ...alertMail(job.change, locale, link) });
      if (ok) {
        await db.execute(sql`update "board_alerts"
          set "mail" = jsonb_set("mail", '{told}', ("mail"->'told') || ${JSON.stringify([recipient.user_id])}::jsonb)
          where ${board}`);
      }
      return ok;
    }),
  );
  const sent = told.filter(Boolean).length;
  const attempts = Number(row.mail_attempts);
  if (sent === told.length || attempts >= ALERT_MAIL_ATTEMPTS) {
    if (sent < told.length) {
      deps.log.warn(
        { shopId: row.shop_id, boardId: row.board_id, attempts, untold: told.length - sent },
        'board alert mail given up',
      );
    }
    await db.execute(sql`update "board_alerts"
      set "mail" = null, "mail_due_at" = null, "mail_attempts" = 0 where ${board}`);
    if (told.length) deps.onTried?.(sent < told.length ? 'given_up' : 'sent');
  } else {
    const next = deps.clock() + alertMailRetryMs(attempts, deps.minuteMs);
    await db.execute(sql`update "board_alerts" set "mail_due_at" = ${at(next)} where ${board}`);
    deps.onTried?.('refused');
  }
  return sent;
}

/** The subject and text of one alert or recovery mail in `locale`. */
export function alertMail(
  change: BoardChange,
  locale: Locale,
  link: string,
): { subject: string; text: string } {
  const screen =
    change.name || render(msg('boardAlerts.unnamed', { id: change.boardId.slice(0, 8) }), locale);
  const since = new Date(change.since).toLocaleString(locale === 'en' ? 'en-GB' : 'nl-NL', {
    timeZone: change.zone,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const values = { screen, shop: change.shopName, since };
  const text = (key: MessageKey, params: Record<string, string> = values) =>
    render(msg(key, params), locale);
  return {
    subject: text(`boardAlerts.subject.${change.state}`),
    text: [
      text(`boardAlerts.body.${change.state}`),
      '',
      text('boardAlerts.body.link', { link }),
      '',
      text('boardAlerts.body.why', { shop: change.shopName }),
      '',
    ].join('\n'),
  };
}
