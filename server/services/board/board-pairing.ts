/**
 * Pairing a screen stick by a short code. The stick at `/scherm` asks for a code and gets a
 * random secret of its own, of which the server keeps only the SHA-256; staff type the code on
 * a shop's page and choose what the stick shows; the stick's secret then becomes the secret of
 * that board (`board_reports.secret_hash`), so the stick's reports and socket count at once and
 * the secret itself never crossed the server's storage. Unpairing gives the board a hash no
 * secret matches: its stick is refused from then on and goes back to showing a code.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type {
  PairingClaimBody,
  PairingClaimed,
  PairingStart,
  PairingStatus,
} from '../../../src/domain/contract';
import {
  normalizePairingCode,
  PAIRING_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_TTL_MS,
} from '../../../src/domain/pairing-code';
import type { Database, Executor } from '../../db/client';
import { checkChoice } from './board-choice';
import { rowsOf } from '../../db/rows';
import { AppError } from '../../errors';
import { msg } from '../../i18n';
import {
  BOARD_EXPIRY_MS,
  findShopBoard,
  hashOf,
  MAX_DEVICE_BOARDS,
  newBoardSecret,
  UNPAIRED,
} from './board-health';

/**
 * Codes waiting to be paired, over all addresses, at least; the pool grows with the shops
 * (`OPEN_PAIRINGS_PER_SHOP` each). When it is full, a stick from a network that holds fewer
 * codes than the network holding the most still gets one: that network's oldest code gives way.
 */
export const MAX_OPEN_PAIRINGS = 1000;
export const OPEN_PAIRINGS_PER_SHOP = 5;
/** Codes one client address may have waiting at once (a shop's sticks share one address). */
export const MAX_OPEN_PER_ADDRESS = 10;
/** Codes one client network (an IPv4 /24, an IPv6 /64) may have waiting at once. */
export const MAX_OPEN_PER_NETWORK = 30;
/**
 * How often a stick asks whether it was paired while its pairing socket is down (with the
 * socket up it hears it at once and does not ask).
 */
export const PAIRING_POLL_MS = 30_000;

/**
 * The network of a client address whose codes are counted together: an IPv4 /24 or an IPv6
 * /64 (what one subscriber or one hosting customer usually holds), IPv4-mapped IPv6 as IPv4.
 */
export function networkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') {
    const [a, b, c] = (parsed as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`);
  return `${prefix.toString()}/64`;
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i += 1)
    code += PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)];
  return code;
}

/**
 * A new code for a stick at `address`: expired codes are swept first, and the bounds (per
 * address, per network and over all) are checked under one lock, so they hold with several
 * processes. When every code of the pool is taken, the network holding the most codes gives
 * up its oldest one to a stick of a network holding fewer, so a flood from some networks
 * never shuts pairing for the others. Answers why not when a bound is reached.
 */
export async function startPairing(
  db: Database,
  address: string,
  now: Date = new Date(),
): Promise<PairingStart | 'address' | 'busy'> {
  const network = networkOf(address);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('board pairings', 0))`);
    await tx.execute(
      sql`delete from "board_pairings" where "expires_at" < ${now.toISOString()}::timestamptz`,
    );
    const [open] = await rowsOf<{ total: number; mine: number; network: number; pool: number }>(
      tx,
      sql`select count(*)::int as "total",
          (count(*) filter (where "address" = ${address}))::int as "mine",
          (count(*) filter (where "network" = ${network}))::int as "network",
          greatest(${MAX_OPEN_PAIRINGS}, (select count(*) from "shops") * ${OPEN_PAIRINGS_PER_SHOP})::int as "pool"
        from "board_pairings" where "paired_at" is null`,
    );
    if ((open?.mine ?? 0) >= MAX_OPEN_PER_ADDRESS) return 'address';
    if ((open?.network ?? 0) >= MAX_OPEN_PER_NETWORK) return 'address';
    if ((open?.total ?? 0) >= (open?.pool ?? MAX_OPEN_PAIRINGS)) {
      const given = await rowsOf(
        tx,
        sql`with "largest" as (
            select "network" from "board_pairings" where "paired_at" is null
            group by "network" having count(*) > ${open?.network ?? 0}
            order by count(*) desc, min("created_at") limit 1
          )
          delete from "board_pairings" where "id" = (
            select "id" from "board_pairings"
            where "paired_at" is null and "network" = (select "network" from "largest")
            order by "created_at" limit 1
          ) returning "id"`,
      );
      if (!given.length) return 'busy';
    }
    const { secret, hash } = newBoardSecret();
    const id = randomUUID();
    const expires = new Date(now.getTime() + PAIRING_TTL_MS);
    // A code is unique among the rows kept; a collision (rare: at most 1,000 of 244 million
    // are taken) draws another.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const code = newCode();
      const made = await rowsOf(
        tx,
        sql`insert into "board_pairings" ("id", "code", "secret_hash", "address", "network", "created_at", "expires_at")
          values (${id}, ${code}, ${hash}, ${address}, ${network}, ${now.toISOString()}::timestamptz,
            ${expires.toISOString()}::timestamptz)
          on conflict ("code") do nothing returning "id"`,
      );
      if (made.length > 0)
        return {
          pairing_id: id,
          code,
          secret,
          expires_at: expires.toISOString(),
          poll_ms: PAIRING_POLL_MS,
        };
    }
    return 'busy';
  });
}

interface PairingRow {
  id: string;
  secret_hash: string;
  expires_at: Date | string;
  shop_id: string | null;
  board_id: string | null;
  kind: 'screen' | 'device' | null;
  screen_id: string | null;
  orientation: 'landscape' | 'portrait' | null;
  view: string | null;
  theme: 'dark' | 'light' | null;
  paired_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * What became of a stick's code, asked with the stick's secret; null when there is no such
 * code or the secret is not its stick's (the caller answers 404 either way).
 */
export async function pairingStatus(
  db: Executor,
  pairingId: string,
  secret: string,
  now: Date = new Date(),
): Promise<PairingStatus | null> {
  const [row] = await rowsOf<PairingRow>(
    db,
    sql`select * from "board_pairings" where "id" = ${pairingId} and "secret_hash" = ${hashOf(secret)}`,
  );
  if (!row) return null;
  const paired = row.paired_at !== null;
  return {
    state: paired ? 'paired' : new Date(row.expires_at) <= now ? 'expired' : 'waiting',
    expires_at: iso(row.expires_at),
    shop_id: paired ? row.shop_id : null,
    board_id: paired ? row.board_id : null,
    kind: paired ? row.kind : null,
    screen_id: paired ? row.screen_id : null,
    orientation: paired ? row.orientation : null,
    view: paired ? (row.view ?? 'board') : null,
    theme: paired ? (row.theme ?? 'dark') : null,
  };
}

/** What pairing did: the board, and whether another stick of that screen lost it. */
export interface ClaimOutcome {
  claimed: PairingClaimed;
  /** The screen board had another secret (another stick or an old address): told to stop. */
  replaced: boolean;
  /** The code's pairing, whose socket is told. */
  pairingId: string;
}

/** The error of a code that is not waiting to be paired. */
export function unknownCode(): AppError {
  return new AppError('PAIRING_CODE_UNKNOWN');
}

/**
 * Pairs the stick showing `body.code` (inside the writer's transaction; the caller has checked
 * that the user may use the shop): a screen of the shop, or a new shop-level board (at most
 * {@link MAX_DEVICE_BOARDS} per shop), gets the stick's secret and the chosen orientation, list
 * or show and theme (checked against the shop first, `board-choice.ts`).
 */
export async function claimPairing(
  tx: Executor,
  body: PairingClaimBody,
  now: Date = new Date(),
): Promise<ClaimOutcome> {
  const code = normalizePairingCode(body.code);
  if (!code) throw unknownCode();
  const choice = await checkChoice(tx, body.shop_id, body);
  const [pairing] = await rowsOf<PairingRow>(
    tx,
    sql`select * from "board_pairings" where "code" = ${code} and "paired_at" is null
      and "expires_at" > ${now.toISOString()}::timestamptz for update`,
  );
  if (!pairing) throw unknownCode();
  const shopId = body.shop_id;
  const at = now.toISOString();
  let boardId: string;
  let replaced = false;

  if (body.screen_id) {
    boardId = body.screen_id;
    const [before] = await rowsOf<{ secret_hash: string | null }>(
      tx,
      sql`select "secret_hash" from "board_reports" where "shop_id" = ${shopId} and "board_id" = ${boardId}`,
    );
    replaced = !!before?.secret_hash && before.secret_hash !== UNPAIRED;
    await tx.execute(
      sql`insert into "board_reports" ("shop_id", "board_id", "kind", "screen_id", "version",
          "reported_at", "secret_hash", "paired_at", "orientation", "view", "theme")
        values (${shopId}, ${boardId}, 'screen', ${boardId}, '', ${at}::timestamptz,
          ${pairing.secret_hash}, ${at}::timestamptz, ${choice.orientation}, ${choice.view},
          ${choice.theme})
        on conflict ("shop_id", "board_id") do update set "secret_hash" = excluded."secret_hash",
          "paired_at" = excluded."paired_at", "orientation" = excluded."orientation",
          "view" = excluded."view", "theme" = excluded."theme", "moved_from_hash" = null`,
    );
    await tx.execute(
      sql`delete from "board_screenshots" where "shop_id" = ${shopId} and "board_id" = ${boardId}`,
    );
  } else {
    boardId = randomUUID();
    // One new device board at a time per shop, as a first report takes it: the cap holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`boards ${shopId}`}, 0))`);
    await tx.execute(
      sql`delete from "board_reports" where "shop_id" = ${shopId} and "kind" = 'device'
        and "paired_at" is null
        and "reported_at" < ${new Date(now.getTime() - BOARD_EXPIRY_MS).toISOString()}::timestamptz`,
    );
    const [count] = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*)::int as "n" from "board_reports" where "shop_id" = ${shopId} and "kind" = 'device'`,
    );
    if ((count?.n ?? 0) >= MAX_DEVICE_BOARDS)
      throw new AppError(
        'TOO_MANY_BOARDS',
        msg('errors.tooManyBoards', { max: MAX_DEVICE_BOARDS }),
      );
    await tx.execute(
      sql`insert into "board_reports" ("shop_id", "board_id", "kind", "version", "reported_at",
          "secret_hash", "paired_at", "orientation", "view", "theme")
        values (${shopId}, ${boardId}, 'device', '', ${at}::timestamptz, ${pairing.secret_hash},
          ${at}::timestamptz, ${choice.orientation}, ${choice.view}, ${choice.theme})`,
    );
    const name = body.name?.trim();
    if (name)
      await tx.execute(
        sql`insert into "board_devices" ("id", "shop_id", "name") values (${boardId}, ${shopId}, ${name})`,
      );
  }
  const kind = body.screen_id ? 'screen' : 'device';
  // Kept a while, so a stick that missed the answer reads it again.
  await tx.execute(
    sql`update "board_pairings" set "shop_id" = ${shopId}, "board_id" = ${boardId},
        "kind" = ${kind}, "screen_id" = ${body.screen_id}, "orientation" = ${choice.orientation},
        "view" = ${choice.view}, "theme" = ${choice.theme}, "paired_at" = ${at}::timestamptz,
        "expires_at" = ${new Date(now.getTime() + PAIRING_TTL_MS).toISOString()}::timestamptz
      where "id" = ${pairing.id}`,
  );
  return {
    claimed: {
      shop_id: shopId,
      board_id: boardId,
      kind,
      screen_id: body.screen_id,
      orientation: choice.orientation,
      view: choice.view,
      theme: choice.theme,
    },
    replaced,
    pairingId: pairing.id,
  };
}

/**
 * Unpairs a board of the shop: its secret is replaced by a hash no secret matches, so its
 * stick's reports, socket and pictures are refused from now on, and its picture goes. A
 * shop-level board leaves the lists; a screen stays (offline) until a stick is paired to it or
 * staff reset its key for an old address. An adopted address board (no stick) loses its row
 * instead: its browser is a viewer again, answered without an error. 404 when the shop has no
 * such board.
 */
export async function unpairBoard(tx: Executor, shopId: string, boardId: string): Promise<void> {
  await findShopBoard(tx, shopId, boardId);
  // An address board staff adopted is no stick: its row goes, and its browser is a viewer again.
  await tx.execute(
    sql`delete from "board_reports" where "shop_id" = ${shopId} and "board_id" = ${boardId}
      and "kind" = 'device' and "paired_at" is null and "moved_from_hash" is null`,
  );
  await tx.execute(
    sql`update "board_reports" set "secret_hash" = ${UNPAIRED}, "paired_at" = null,
        "orientation" = null, "view" = null, "theme" = null, "moved_from_hash" = null
      where "shop_id" = ${shopId} and "board_id" = ${boardId}`,
  );
  await tx.execute(
    sql`delete from "board_screenshots" where "shop_id" = ${shopId} and "board_id" = ${boardId}`,
  );
}
