import { describe, expect, it } from 'vitest';
import {
  generatePassword,
  hashPassword,
  passwordProblem,
  unmatchableHash,
  verifyPassword,
} from './passwords';

describe('passwords', () => {
  it('hashes with a fresh salt and verifies only the right password', async () => {
    const first = await hashPassword('zonnige dag');
    const second = await hashPassword('zonnige dag');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('zonnige dag', first)).toBe(true);
    expect(await verifyPassword('zonnige dag ', first)).toBe(false);
    expect(await verifyPassword('zonnige dag', 'garbage')).toBe(false);
    expect(await verifyPassword('zonnige dag', 'scrypt$16384$8$1$$')).toBe(false);
  });

  it('hashes at the cost it is given, and verifies a hash of any cost by what the hash says', async () => {
    const cheap = await hashPassword('zonnige dag', 1024);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('zonnige dag', cheap)).toBe(true);
    expect(await verifyPassword('zonnige nacht', cheap)).toBe(false);
  });

  it('makes an unmatchable hash of a given cost, against which every password fails', async () => {
    expect(unmatchableHash()).toMatch(/^scrypt\$16384\$8\$1\$A{22}\$A{86}$/);
    expect(unmatchableHash(2048)).toMatch(/^scrypt\$2048\$8\$1\$/);
    for (const password of ['', 'zonnige dag', 'A'.repeat(20)])
      expect(await verifyPassword(password, unmatchableHash(1024))).toBe(false);
  });

  it('refuses passwords under 8 characters and the most common ones', () => {
    expect(passwordProblem('abc')).toMatch(/at least 8/);
    expect(passwordProblem('zeven77')).toMatch(/at least 8/);
    expect(passwordProblem('Qwertyuiop')).toMatch(/most common/);
    expect(passwordProblem('PASSWORD1')).toMatch(/most common/);
    expect(passwordProblem('acht8888')).toBeNull();
    expect(passwordProblem('fiets-met-bel')).toBeNull();
  });

  it('generates long random passwords that pass the checks', () => {
    const passwords = new Set(Array.from({ length: 50 }, generatePassword));
    expect(passwords.size).toBe(50);
    for (const password of passwords) {
      expect(password).toMatch(/^[a-zA-Z2-9]{20}$/);
      expect(passwordProblem(password)).toBeNull();
    }
  });
});
