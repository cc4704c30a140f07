import type { ShopGroup, User } from '../../../src/domain/contract';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Writer } from '../writer/changes';
import type { Database, Executor } from '../../db/client';
import { listOf, type ListQueryInput, type ListResult, type ListSpec } from '../../http/list-query';

import {
  passwordResetTokens,
  roles,
  shopGroupShops,
  shopGroups,
  shops,
  userRoles,
  userShopGroups,
  users,
} from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { hashPassword, passwordProblem } from '../../auth/passwords';
import { usernameProblem } from '../../../src/domain';

type UserRow = typeof users.$inferSelect;

const USER_LIST: ListSpec = {
  resource: 'users',
  fields: {
    id: { column: users.id, type: 'uuid' },
    username: { column: users.username, type: 'text' },
    email: { column: users.email, type: 'text' },
    first_name: { column: users.firstName, type: 'text' },
    last_name: { column: users.lastName, type: 'text' },
    is_active: { column: users.isActive, type: 'boolean' },
    is_superuser: { column: users.isSuperuser, type: 'boolean' },
    created_at: { column: users.createdAt, type: 'date' },
  },
  defaultSort: [sql`lower(${users.username})`, sql`${users.id}`],
};

const ROLE_LIST: ListSpec = {
  resource: 'roles',
  fields: {
    id: { column: roles.id, type: 'uuid' },
    name: { column: roles.name, type: 'text' },
  },
  defaultSort: [sql`${roles.name}`, sql`${roles.id}`],
};

export type { ShopSummary } from '../../../src/domain/contract';

export type ShopGroupWithShops = ShopGroup;

/** What the API shows of a user: never the password hash. */
export type UserView = User;

/** Shop groups with their shops, for the given group ids (all groups when `ids` is null). */
export async function shopGroupsWithShops(
  db: Executor,
  ids: string[] | null,
): Promise<ShopGroupWithShops[]> {
  if (ids && ids.length === 0) return [];
  const groupRows = await db
    .select({ id: shopGroups.id, name: shopGroups.name })
    .from(shopGroups)
    .where(ids ? inArray(shopGroups.id, ids) : undefined)
    .orderBy(sql`lower(${shopGroups.name})`, shopGroups.id);
  if (!groupRows.length) return [];
  const shopRows = await db
    .select({
      groupId: shopGroupShops.shopGroupId,
      id: shops.id,
      name: shops.name,
      isUsingMultiscreen: shops.isUsingMultiscreen,
      shopType: shops.shopType,
      active: shops.active,
    })
    .from(shopGroupShops)
    .innerJoin(shops, eq(shops.id, shopGroupShops.shopId))
    .where(
      inArray(
        shopGroupShops.shopGroupId,
        groupRows.map((g) => g.id),
      ),
    )
    .orderBy(sql`lower(${shops.name})`, shops.id);
  return groupRows.map((group) => ({
    id: group.id,
    name: group.name,
    shops: shopRows
      .filter((s) => s.groupId === group.id)
      .map((s) => ({
        id: s.id,
        name: s.name,
        is_using_multiscreen: s.isUsingMultiscreen,
        shop_type: s.shopType,
        active: s.active,
      })),
  }));
}

/** Presents users with their roles and shop groups in three queries, whatever the count. */
export async function presentUsers(db: Executor, rows: UserRow[]): Promise<UserView[]> {
  if (!rows.length) return [];
  const ids = rows.map((u) => u.id);
  const [roleRows, groupRows] = await Promise.all([
    db
      .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, ids))
      .orderBy(roles.name),
    db.select().from(userShopGroups).where(inArray(userShopGroups.userId, ids)),
  ]);
  const allGroups = await shopGroupsWithShops(db, [
    ...new Set(groupRows.map((g) => g.shopGroupId)),
  ]);
  return rows.map((user) => {
    const groupIds = new Set(
      groupRows.filter((g) => g.userId === user.id).map((g) => g.shopGroupId),
    );
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      is_active: user.isActive,
      is_superuser: user.isSuperuser,
      language: user.language === 'en' ? 'en' : 'nl',
      created_at: user.createdAt.toISOString(),
      roles: roleRows.filter((r) => r.userId === user.id).map((r) => ({ id: r.id, name: r.name })),
      shop_groups: allGroups.filter((g) => groupIds.has(g.id)),
    };
  });
}

export async function getUserView(db: Executor, id: string): Promise<UserView> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  const [view] = await presentUsers(db, [row]);
  return view as UserView;
}

/** Finds a user by username or e-mail, case-insensitively. */
export async function findUserByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  const needle = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, needle), eq(sql`lower(${users.email})`, needle)))
    .limit(1);
  return row;
}

export interface UserInput {
  username: string;
  email: string;
  first_name?: string | undefined;
  last_name?: string | undefined;
  password?: string | undefined;
  is_active?: boolean | undefined;
  is_superuser?: boolean | undefined;
  roles?: string[] | undefined;
  shop_groups?: string[] | undefined;
}

function checkedPassword(password: string): string {
  const problem = passwordProblem(password);
  if (problem)
    throw new AppError('WEAK_PASSWORD', problem, [
      { loc: ['body', 'password'], msg: problem, ctx: {} },
    ]);
  return password;
}

/** A new username must be one the login form accepts; a name kept unchanged stays allowed. */
function assertUsableUsername(username: string, current?: string): void {
  if (current !== undefined && username.trim() === current) return;
  const problem = usernameProblem(username);
  if (problem) throw badRequest(problem, ['body', 'username']);
}

async function assertUnique(db: Executor, input: UserInput, exceptId?: string) {
  const clash = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, input.username.trim().toLowerCase()),
        eq(sql`lower(${users.email})`, input.email.trim().toLowerCase()),
      ),
    );
  const other = clash.find((u) => u.id !== exceptId);
  if (other) throw conflict('A user with this username or e-mail already exists.');
}

async function assertIdsExist(db: Executor, input: UserInput) {
  if (input.roles?.length) {
    const found = await db
      .select({ id: roles.id })
      .from(roles)
      .where(inArray(roles.id, input.roles));
    if (found.length !== new Set(input.roles).size)
      throw badRequest('Unknown role id.', ['body', 'roles']);
  }
  if (input.shop_groups?.length) {
    const found = await db
      .select({ id: shopGroups.id })
      .from(shopGroups)
      .where(inArray(shopGroups.id, input.shop_groups));
    if (found.length !== new Set(input.shop_groups).size) {
      throw badRequest('Unknown shop group id.', ['body', 'shop_groups']);
    }
  }
}

/**
 * Sets a user's roles and shop groups to those given: only the ones that differ are removed or
 * added, so the history shows what changed and undoing it puts back exactly that.
 */
async function replaceMemberships(db: Executor, userId: string, input: UserInput) {
  if (input.roles) {
    const wanted = new Set(input.roles);
    const held = new Set(
      (
        await db
          .select({ id: userRoles.roleId })
          .from(userRoles)
          .where(eq(userRoles.userId, userId))
      ).map((row) => row.id),
    );
    const gone = [...held].filter((id) => !wanted.has(id));
    const added = [...wanted].filter((id) => !held.has(id));
    if (gone.length)
      await db
        .delete(userRoles)
        .where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, gone)));
    if (added.length)
      await db.insert(userRoles).values(added.map((roleId) => ({ userId, roleId })));
  }
  if (input.shop_groups) {
    const wanted = new Set(input.shop_groups);
    const held = new Set(
      (
        await db
          .select({ id: userShopGroups.shopGroupId })
          .from(userShopGroups)
          .where(eq(userShopGroups.userId, userId))
      ).map((row) => row.id),
    );
    const gone = [...held].filter((id) => !wanted.has(id));
    const added = [...wanted].filter((id) => !held.has(id));
    if (gone.length)
      await db
        .delete(userShopGroups)
        .where(and(eq(userShopGroups.userId, userId), inArray(userShopGroups.shopGroupId, gone)));
    if (added.length)
      await db.insert(userShopGroups).values(added.map((shopGroupId) => ({ userId, shopGroupId })));
  }
}

/** Creates a user; `passwordCost` is the scrypt cost of the server (`config.passwordHashCost`). */
export async function createUser(
  db: Database,
  write: Writer,
  input: UserInput,
  passwordCost: number,
): Promise<UserView> {
  assertUsableUsername(input.username);
  if (!input.password) throw badRequest('A password is required.', ['body', 'password']);
  const passwordHash = await hashPassword(checkedPassword(input.password), passwordCost);
  const id = await write(async (tx) => {
    await assertUnique(tx, input);
    await assertIdsExist(tx, input);
    const [row] = await tx
      .insert(users)
      .values({
        username: input.username.trim(),
        email: input.email.trim(),
        firstName: input.first_name ?? '',
        lastName: input.last_name ?? '',
        passwordHash,
        isActive: input.is_active ?? true,
        isSuperuser: input.is_superuser ?? false,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('insert returned no row');
    await replaceMemberships(tx, row.id, input);
    return row.id;
  });
  return getUserView(db, id);
}

export async function updateUser(
  db: Database,
  write: Writer,
  id: string,
  input: UserInput,
  passwordCost: number,
): Promise<UserView> {
  const passwordHash = input.password
    ? await hashPassword(checkedPassword(input.password), passwordCost)
    : undefined;
  await write(async (tx, changes) => {
    const [existing] = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!existing) throw notFound('User');
    assertUsableUsername(input.username, existing.username);
    await assertUnique(tx, input, id);
    await assertIdsExist(tx, input);
    await tx
      .update(users)
      .set({
        username: input.username.trim(),
        email: input.email.trim(),
        ...(input.first_name !== undefined && { firstName: input.first_name }),
        ...(input.last_name !== undefined && { lastName: input.last_name }),
        ...(input.is_active !== undefined && { isActive: input.is_active }),
        ...(input.is_superuser !== undefined && { isSuperuser: input.is_superuser }),
        ...(passwordHash && { passwordHash }),
        // A new password or a deactivation ends every session: older tokens stop working.
        ...((passwordHash || input.is_active === false) && {
          tokenVersion: sql`${users.tokenVersion} + 1`,
        }),
        modifiedAt: new Date(),
      })
      .where(eq(users.id, id));
    await replaceMemberships(tx, id, input);
    if (passwordHash || input.is_active === false) changes.endSessions(id);
  });
  return getUserView(db, id);
}

/** Sets the back-office language of user `id` (the caller: a user sets only their own). */
export async function setUserLanguage(
  db: Database,
  write: Writer,
  id: string,
  language: string,
): Promise<UserView> {
  if (language !== 'nl' && language !== 'en') {
    throw new AppError('UNKNOWN_LANGUAGE', undefined, [
      { loc: ['body', 'language'], msg: "Onbekende taal: kies 'nl' of 'en'.", ctx: {} },
    ]);
  }
  await write(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ language, modifiedAt: new Date() })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (!row) throw notFound('User');
  });
  return getUserView(db, id);
}

const RESET_TOKEN_HOURS = 48;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a single-use reset token; only its hash is stored. The user's older tokens that are
 * still outstanding stop working: only the newest link sets a password.
 */
export async function issueResetToken(
  db: Executor,
  userId: string,
  createdBy: string,
): Promise<{ token: string; expires_at: string }> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_TOKEN_HOURS * 3600_000);
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await db
    .insert(passwordResetTokens)
    .values({ userId, tokenHash: hashToken(token), expiresAt, createdBy });
  return { token, expires_at: expiresAt.toISOString() };
}

function usableToken(token: string) {
  return and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );
}

/**
 * Sets a new password with a reset token; the token is used up in the same transaction. The
 * token is looked up before the password is hashed, so an unknown token costs no hash.
 */
export async function resetPassword(
  db: Database,
  write: Writer,
  token: string,
  newPassword: string,
  passwordCost: number,
): Promise<void> {
  const [outstanding] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usableToken(token));
  if (!outstanding) throw new AppError('INVALID_RESET_TOKEN');
  const passwordHash = await hashPassword(checkedPassword(newPassword), passwordCost);
  await write(async (tx, changes) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(usableToken(token))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw new AppError('INVALID_RESET_TOKEN');
    const [user] = await tx.select().from(users).where(eq(users.id, claimed.userId));
    if (!user?.isActive) throw new AppError('INACTIVE_USER');
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, modifiedAt: new Date() })
      .where(eq(users.id, claimed.userId));
    changes.endSessions(claimed.userId);
  });
}

/** Every user, a page of them (superusers read this list). */
export function listUsers(db: Executor, query: ListQueryInput): Promise<ListResult<UserView[]>> {
  return listOf(db, users, USER_LIST, query, undefined, (rows) => presentUsers(db, rows));
}

/** The roles there are (`admin`, `employee`), a page of them. */
export function listRoles(
  db: Executor,
  query: ListQueryInput,
): Promise<ListResult<{ id: string; name: string; description: string }[]>> {
  return listOf(db, roles, ROLE_LIST, query, undefined, (rows) =>
    rows.map((role) => ({ id: role.id, name: role.name, description: role.description })),
  );
}
