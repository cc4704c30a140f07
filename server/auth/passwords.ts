import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { PASSWORD_MIN_LENGTH } from '../../src/domain';
import { COMMON_PASSWORDS } from './common-passwords';

// scrypt with a per-password salt; the parameters are stored with the hash so they can grow.
const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
/** scrypt's cost (N) for new hashes unless `PASSWORD_HASH_COST` says otherwise. */
export const DEFAULT_PASSWORD_COST = 16_384;
/** The range `PASSWORD_HASH_COST` may take (powers of two). */
export const MIN_PASSWORD_COST = 1_024;
export const MAX_PASSWORD_COST = 65_536;
/** scrypt needs 128 · N · r bytes; room for the largest cost allowed. */
const MAX_MEMORY = 2 * 128 * MAX_PASSWORD_COST * BLOCK_SIZE;

function derive(
  password: string,
  salt: Buffer,
  cost: number,
  blockSize: number,
  parallelism: number,
) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: cost, r: blockSize, p: parallelism, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * Hashes a password as `scrypt$N$r$p$salt$key` (base64url parts), with cost N (the server's
 * `passwordHashCost`).
 */
export async function hashPassword(
  password: string,
  cost: number = DEFAULT_PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/**
 * A well-formed hash no password matches, of the given cost: what a login of an unknown user is
 * checked against, so that it takes as long as one of a known user.
 */
export function unmatchableHash(cost: number = DEFAULT_PASSWORD_COST): string {
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    Buffer.alloc(16).toString('base64url'),
    Buffer.alloc(KEY_LENGTH).toString('base64url'),
  ].join('$');
}

/** True when the password matches the stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(saltText, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) {
    return 'This password is one of the most common passwords; choose another.';
  }
  return null;
}

/** A random password that is easy to type: 20 characters from an unambiguous alphabet. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(20);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
