import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ROLE_NAMES, USERNAME_MIN_LENGTH } from '../src/domain';
import { generatePassword, hashPassword, passwordProblem, verifyPassword } from './auth/passwords';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { roles, userRoles, users } from './db/schema';
import { findUserByLogin } from './services/accounts/users';

const ROLE_DESCRIPTIONS: Record<(typeof ROLE_NAMES)[number], string> = {
  admin: 'Manages the shops of their shop groups, including shop settings.',
  employee: 'Keeps products, prices and orders of their shop groups up to date.',
};

export async function ensureRoles(db: Database): Promise<void> {
  await db
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ name, description: ROLE_DESCRIPTIONS[name] })))
    .onConflictDoNothing();
}

/** The superuser a new install gets; long enough for the login form (at least 8 characters). */
export const DEFAULT_ADMIN_USERNAME = 'beheerder';

export interface SuperuserLogin {
  /** What to type in the login form: the username, or the e-mail when the name is too short. */
  username: string;
  /** Only when the password was generated just now: shown once. */
  generatedPassword?: string;
  /** Where a generated password is kept, when there is one. */
  passwordFile?: string;
}

/** Writes a secret to a file only its owner can read. */
export function writeSecretFile(path: string, secret: string): void {
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
}

async function grantAdminRole(db: Database, userId: string) {
  const [adminRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'admin'));
  if (adminRole)
    await db.insert(userRoles).values({ userId, roleId: adminRole.id }).onConflictDoNothing();
}

/**
 * Makes sure a superuser exists. With ADMIN_USERNAME and ADMIN_PASSWORD set, that account is
 * created or brought in line with them. Otherwise, on a database without any superuser, one
 * is created with a random password, written to DATA_DIR/admin-password.txt (mode 0600).
 */
export async function ensureSuperuser(db: Database, config: ServerConfig): Promise<SuperuserLogin> {
  const passwordFile = join(config.dataDir, 'admin-password.txt');
  const username = config.adminUsername ?? DEFAULT_ADMIN_USERNAME;
  if (config.adminPassword) {
    const problem = passwordProblem(config.adminPassword);
    if (problem) throw new Error(`ADMIN_PASSWORD is not acceptable: ${problem}`);
    const existing = await findUserByLogin(db, username);
    if (existing) {
      const same = await verifyPassword(config.adminPassword, existing.passwordHash);
      await db
        .update(users)
        .set({
          isSuperuser: true,
          isActive: true,
          ...(!same && {
            passwordHash: await hashPassword(config.adminPassword, config.passwordHashCost),
            tokenVersion: sql`${users.tokenVersion} + 1`,
          }),
        })
        .where(eq(users.id, existing.id));
      await grantAdminRole(db, existing.id);
      return { username: loginName(existing) };
    }
    const id = await createSuperuser(db, username, config.adminPassword, config.passwordHashCost);
    await grantAdminRole(db, id);
    return { username: loginName({ username, email: username }) };
  }
  const [anySuperuser] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(eq(users.isSuperuser, true))
    .orderBy(users.createdAt)
    .limit(1);
  if (anySuperuser) {
    return { username: loginName(anySuperuser), ...(existsSync(passwordFile) && { passwordFile }) };
  }
  const password = generatePassword();
  const id = await createSuperuser(db, username, password, config.passwordHashCost);
  await grantAdminRole(db, id);
  writeSecretFile(passwordFile, password);
  return { username, generatedPassword: password, passwordFile };
}

/** Older installs made a superuser named `admin`, too short for the login form: its e-mail works. */
function loginName(user: { username: string; email: string }): string {
  return user.username.length >= USERNAME_MIN_LENGTH ? user.username : user.email;
}

async function createSuperuser(
  db: Database,
  username: string,
  password: string,
  passwordCost: number,
): Promise<string> {
  // An existing account keeps its name (it logs in by e-mail); a new one gets a usable name.
  if (username.length < USERNAME_MIN_LENGTH && !username.includes('@')) {
    throw new Error(
      `ADMIN_USERNAME is not acceptable: at least ${USERNAME_MIN_LENGTH} characters, or an e-mail address (the login form takes no shorter name).`,
    );
  }
  const email = username.includes('@') ? username : `${username}@pricelist.invalid`;
  const [row] = await db
    .insert(users)
    .values({
      username,
      email,
      firstName: 'Admin',
      passwordHash: await hashPassword(password, passwordCost),
      isSuperuser: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (row) return row.id;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  if (!existing) throw new Error(`Could not create the superuser ${username}.`);
  return existing.id;
}
