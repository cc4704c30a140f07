import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, testDatabases, type TestApi } from '../support/api';

/** Each user keeps the language of their own back office; nobody sets another's. */
describe.each(testDatabases())('a user’s language on %s', (kind) => {
  let api: TestApi;
  let admin: string;
  let staff: string;
  let staffId: string;

  beforeAll(async () => {
    api = await startTestApi(kind);
    admin = await api.adminAuth();
    const created = await api.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: { authorization: admin },
      payload: { username: 'eva.de.taal', email: 'eva@example.com', password: 'stille-rivier' },
    });
    expect(created.statusCode).toBe(201);
    staffId = created.json().id;
    staff = await api.login('eva.de.taal', 'stille-rivier');
  });
  afterAll(() => api?.close());

  const me = (auth: string) =>
    api.app.inject({ method: 'GET', url: '/v1/users/me', headers: { authorization: auth } });
  const setLanguage = (auth: string | undefined, payload: object) =>
    api.app.inject({
      method: 'PUT',
      url: '/v1/users/me/language',
      headers: auth ? { authorization: auth } : {},
      payload,
    });

  it('starts in Dutch and shows the language in the profile', async () => {
    expect((await me(staff)).json()).toMatchObject({ id: staffId, language: 'nl' });
    expect((await me(admin)).json()).toMatchObject({ language: 'nl' });
  });

  it('lets a user set their own language, and only theirs', async () => {
    const set = await setLanguage(staff, { language: 'en' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: staffId, language: 'en' });
    expect((await me(staff)).json().language).toBe('en');
    // The admin's own language did not move.
    expect((await me(admin)).json().language).toBe('nl');
    const back = await setLanguage(staff, { language: 'nl' });
    expect(back.json().language).toBe('nl');
    expect((await me(staff)).json().language).toBe('nl');
  });

  it('has no way to name another user: an id in the body changes only the caller', async () => {
    const adminId = (await me(admin)).json().id;
    const other = await setLanguage(staff, { language: 'en', id: adminId });
    expect(other.statusCode).toBe(200);
    expect(other.json().id).toBe(staffId);
    expect((await me(admin)).json().language).toBe('nl');
    expect((await me(staff)).json().language).toBe('en');
    const byPath = await api.app.inject({
      method: 'PUT',
      url: `/v1/users/${staffId}/language`,
      headers: { authorization: admin },
      payload: { language: 'nl' },
    });
    expect(byPath.statusCode).toBe(404);
    expect((await me(staff)).json().language).toBe('en');
    expect((await setLanguage(staff, { language: 'nl' })).statusCode).toBe(200);
  });

  it('refuses an unknown language with a clear message', async () => {
    const german = await setLanguage(staff, { language: 'de' });
    expect(german.statusCode).toBe(400);
    expect(german.json().detail).toBe("Onbekende taal: kies 'nl' (Nederlands) of 'en' (Engels).");
    expect(german.json().validation_errors[0].loc).toEqual(['body', 'language']);
    expect((await setLanguage(staff, {})).statusCode).toBe(400);
    expect((await setLanguage(staff, { language: 7 })).statusCode).toBe(400);
    expect((await me(staff)).json().language).toBe('nl');
  });

  it('needs a login', async () => {
    expect((await setLanguage(undefined, { language: 'en' })).statusCode).toBe(401);
  });
});
