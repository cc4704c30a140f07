/**
 * Moving a paired stick in one step: to another shop of the user's groups, or to another screen
 * or orientation of the same shop. The stick's secret counts for nothing from the move on (its
 * reports, socket and pictures are refused at once); the board it moves to waits with a hash no
 * secret matches (`moving`) and the SHA-256 of the old secret, which the stick trades once for a
 * new secret of that board (`POST /v1/boards/moved`): when it hears `moved` on its socket, or
 * on its next contact (a report with the old secret is answered `moved`). Nobody touches the
 * stick, and no secret is kept or sent anywhere but to the stick.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BoardMoveBody, BoardMoved, PairingClaimed } from '../../../src/domain/contract';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { AppError } from '../../errors';
import { msg } from '../../i18n';
import type { BoardCommand } from '../../push/bus';
import { checkChoice } from './board-choice';
import {
  BOARD_EXPIRY_MS,
  hashOf,
  MAX_DEVICE_BOARDS,
  MOVING,
  newBoardSecret,
  UNPAIRED,
} from './board-health';

interface SourceRow {
  kind: 'screen' | 'device';
  secret_hash: string | null;
  moved_from_hash: string | null;
  paired_at: Date | string | null;
  orientation: 'landscape' | 'portrait' | null;
  view: string | null;
  theme: 'dark' | 'light' | null;
}

/** What a move did: the board the stick shows now, and what its sockets are told. */
export interface MoveOutcome {
  moved: PairingClaimed;
  pushes: BoardCommand[];
}

const command = (shopId: string, boardId: string, action: 'move' | 'unpair'): BoardCommand => ({
  topic: 'board',
  shopId,
  boardId,
  action,
  name: '',
});

/**
 * Moves the stick of board `boardId` of `fromShop` to `body` (inside the writer's transaction;
 * the caller has checked that the user may use both shops). 404 when the source shop has no
 * such board or the target shop no such screen, 409 when the board was not paired by a code
 * (a board opened by its address cannot be sent elsewhere) or already shows the target, or the
 * target shop has its most shop-level boards.
 */
export async function moveBoard(
  tx: Executor,
  fromShop: string,
  boardId: string,
  body: BoardMoveBody,
  now: Date = new Date(),
): Promise<MoveOutcome> {
  const [source] = await rowsOf<SourceRow>(
    tx,
    sql`select "kind", "secret_hash", "moved_from_hash", "paired_at", "orientation", "view", "theme"
      from "board_reports" where "shop_id" = ${fromShop} and "board_id" = ${boardId} for update`,
  );
  if (!source || source.secret_hash === UNPAIRED) throw new AppError('BOARD_NOT_FOUND');
  // A stick on its way already keeps the secret it had before: that one moves on.
  const carried = source.secret_hash === MOVING ? source.moved_from_hash : source.secret_hash;
  if (source.paired_at === null || carried === null) throw new AppError('BOARD_NOT_PAIRED');

  const toShop = body.shop_id;
  const kind = body.screen_id ? 'screen' : 'device';
  // What it is to show, checked against the shop it goes to (a list it sells, its own screen).
  const choice = await checkChoice(tx, toShop, body);
  // A shop-level board stays the same device (its name goes with it); another becomes a new one.
  const targetId =
    body.screen_id ?? (source.kind === 'device' && kind === 'device' ? boardId : randomUUID());
  const at = now.toISOString();
  const pushes = [command(fromShop, boardId, 'move')];
  const moved: PairingClaimed = {
    shop_id: toShop,
    board_id: targetId,
    kind,
    screen_id: body.screen_id,
    orientation: choice.orientation,
    view: choice.view,
    theme: choice.theme,
  };

  if (toShop === fromShop && targetId === boardId) {
    if (
      source.orientation === choice.orientation &&
      (source.view ?? 'board') === choice.view &&
      (source.theme ?? 'dark') === choice.theme
    )
      throw new AppError('BOARD_MOVE_SAME');
    await tx.execute(
      sql`update "board_reports" set "secret_hash" = ${MOVING}, "moved_from_hash" = ${carried},
          "orientation" = ${choice.orientation}, "view" = ${choice.view},
          "theme" = ${choice.theme}, "paired_at" = ${at}::timestamptz
        where "shop_id" = ${fromShop} and "board_id" = ${boardId}`,
    );
    await dropPicture(tx, fromShop, boardId);
    return { moved, pushes };
  }

  // The source first: the old secret's hash may stand on one board only.
  await tx.execute(
    sql`update "board_reports" set "secret_hash" = ${UNPAIRED}, "paired_at" = null,
        "orientation" = null, "view" = null, "theme" = null, "moved_from_hash" = null
      where "shop_id" = ${fromShop} and "board_id" = ${boardId}`,
  );
  await dropPicture(tx, fromShop, boardId);

  if (kind === 'screen') {
    const [before] = await rowsOf<{ secret_hash: string | null }>(
      tx,
      sql`select "secret_hash" from "board_reports" where "shop_id" = ${toShop} and "board_id" = ${targetId}`,
    );
    // Another stick (or an old address) showed that screen: it is told it lost it.
    if (before?.secret_hash && before.secret_hash !== UNPAIRED)
      pushes.push(command(toShop, targetId, 'unpair'));
    await tx.execute(
      sql`insert into "board_reports" ("shop_id", "board_id", "kind", "screen_id", "version",
          "reported_at", "secret_hash", "paired_at", "orientation", "view", "theme",
          "moved_from_hash")
        values (${toShop}, ${targetId}, 'screen', ${targetId}, '', ${at}::timestamptz,
          ${MOVING}, ${at}::timestamptz, ${choice.orientation}, ${choice.view}, ${choice.theme},
          ${carried})
        on conflict ("shop_id", "board_id") do update set "secret_hash" = excluded."secret_hash",
          "paired_at" = excluded."paired_at", "orientation" = excluded."orientation",
          "view" = excluded."view", "theme" = excluded."theme",
          "moved_from_hash" = excluded."moved_from_hash"`,
    );
  } else {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`boards ${toShop}`}, 0))`);
    await tx.execute(
      sql`delete from "board_reports" where "shop_id" = ${toShop} and "kind" = 'device'
        and "paired_at" is null and "board_id" <> ${targetId}
        and "reported_at" < ${new Date(now.getTime() - BOARD_EXPIRY_MS).toISOString()}::timestamptz`,
    );
    const [count] = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*)::int as "n" from "board_reports" where "shop_id" = ${toShop}
        and "kind" = 'device' and "board_id" <> ${targetId}`,
    );
    if ((count?.n ?? 0) >= MAX_DEVICE_BOARDS)
      throw new AppError(
        'TOO_MANY_BOARDS',
        msg('errors.tooManyBoards', { max: MAX_DEVICE_BOARDS }),
      );
    await tx.execute(
      sql`insert into "board_reports" ("shop_id", "board_id", "kind", "version", "reported_at",
          "secret_hash", "paired_at", "orientation", "view", "theme", "moved_from_hash")
        values (${toShop}, ${targetId}, 'device', '', ${at}::timestamptz, ${MOVING},
          ${at}::timestamptz, ${choice.orientation}, ${choice.view}, ${choice.theme}, ${carried})
        on conflict ("shop_id", "board_id") do update set "secret_hash" = excluded."secret_hash",
          "paired_at" = excluded."paired_at", "orientation" = excluded."orientation",
          "view" = excluded."view", "theme" = excluded."theme",
          "moved_from_hash" = excluded."moved_from_hash"`,
    );
  }
  if (source.kind === 'device') {
    // The device's name goes with it to another shop; as a screen it is named by the screen.
    if (kind === 'device' && targetId === boardId)
      await tx.execute(
        sql`update "board_devices" set "shop_id" = ${toShop} where "id" = ${boardId}`,
      );
    else await tx.execute(sql`delete from "board_devices" where "id" = ${boardId}`);
  }
  await dropPicture(tx, toShop, targetId);
  return { moved, pushes };
}

async function dropPicture(tx: Executor, shopId: string, boardId: string): Promise<void> {
  await tx.execute(
    sql`delete from "board_screenshots" where "shop_id" = ${shopId} and "board_id" = ${boardId}`,
  );
}

/**
 * Trades a moved stick's old secret for its new board and a new secret (of which only the
 * SHA-256 is kept): once, so the answer is the only place the new secret ever appears. Null when
 * no move waits for that secret.
 */
export async function redeemMove(db: Executor, oldSecret: string): Promise<BoardMoved | null> {
  const { secret, hash } = newBoardSecret();
  const [row] = await rowsOf<{
    shop_id: string;
    board_id: string;
    kind: 'screen' | 'device';
    screen_id: string | null;
    orientation: 'landscape' | 'portrait' | null;
    view: string | null;
    theme: 'dark' | 'light' | null;
  }>(
    db,
    sql`update "board_reports" set "secret_hash" = ${hash}, "moved_from_hash" = null
      where "moved_from_hash" = ${hashOf(oldSecret)} and "secret_hash" = ${MOVING}
      returning "shop_id", "board_id", "kind", "screen_id", "orientation", "view", "theme"`,
  );
  if (!row) return null;
  return {
    shop_id: row.shop_id,
    board_id: row.board_id,
    kind: row.kind,
    screen_id: row.screen_id,
    orientation: row.orientation ?? 'landscape',
    view: row.view ?? 'board',
    theme: row.theme ?? 'dark',
    secret,
  };
}
