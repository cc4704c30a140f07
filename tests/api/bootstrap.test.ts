import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureRoles, ensureSuperuser } from '../../server/bootstrap';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

describe.each(testDatabases())(
  'the superuser from ADMIN_USERNAME / ADMIN_PASSWORD on %s',
  (kind) => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi(kind);
    });
    afterAll(() => api?.close());

    const withAdmin = (adminUsername: string, adminPassword: string) => ({
      ...api.config,
      adminUsername,
      adminPassword,
    });

    it('creates the named superuser, and resets its password when the variable changes', async () => {
      await ensureSuperuser(api.database.db, withAdmin('eigenaar', 'eerste-wachtwoord'));
      const first = await api.login('eigenaar', 'eerste-wachtwoord');
      const me = await api.app.inject({ url: '/v1/users/me', headers: { authorization: first } });
      expect(me.json()).toMatchObject({
        username: 'eigenaar',
        is_superuser: true,
        roles: [{ name: 'admin' }],
      });
      await ensureSuperuser(api.database.db, withAdmin('eigenaar', 'tweede-wachtwoord'));
      await expect(api.login('eigenaar', 'eerste-wachtwoord')).rejects.toThrow(/400/);
      expect(await api.login('eigenaar', 'tweede-wachtwoord')).toMatch(/^Bearer /);
    });

    it('refuses to start with a common or short ADMIN_PASSWORD', async () => {
      await expect(
        ensureSuperuser(api.database.db, withAdmin('eigenaar', 'welkom')),
      ).rejects.toThrow(/ADMIN_PASSWORD is not acceptable/);
      await expect(ensureSuperuser(api.database.db, withAdmin('eigenaar', 'abc'))).rejects.toThrow(
        /at least 8/,
      );
    });

    it('refuses to create a superuser whose name the login form cannot take, and prints the e-mail of an older short one', async () => {
      await expect(
        ensureSuperuser(api.database.db, withAdmin('baas', 'een-lang-wachtwoord')),
      ).rejects.toThrow(/ADMIN_USERNAME is not acceptable: at least 8 characters/);
      const byMail = await ensureSuperuser(
        api.database.db,
        withAdmin('baas@example.com', 'een-lang-wachtwoord'),
      );
      expect(byMail.username).toBe('baas@example.com');
      expect(await api.login('baas@example.com', 'een-lang-wachtwoord')).toMatch(/^Bearer /);
    });

    it('creates the roles once, however often the server starts', async () => {
      await ensureRoles(api.database.db);
      await ensureRoles(api.database.db);
      const roles = await api.app.inject({
        url: '/v1/roles',
        headers: { authorization: await api.adminAuth() },
      });
      expect(roles.json().map((r: { name: string }) => r.name)).toEqual(['admin', 'employee']);
    });
  },
);
