import {
  AccessToken,
  Message,
  ResetToken,
  User,
  UserLanguageBody,
} from '../../src/domain/contract';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { createLoginThrottle } from '../auth/login-throttle';
import { createResetThrottle } from '../auth/reset-throttle';
import { unmatchableHash, verifyPassword } from '../auth/passwords';
import { principalOf, principalOfRequest } from '../auth/plugin';
import { AppError } from '../errors';
import { retryAfterSeconds } from '../http/rate-limit';
import { IdParams } from '../http/schemas';
import { assertSuperuser } from '../auth/principal';
import {
  findUserByLogin,
  getUserView,
  issueResetToken,
  resetPassword,
  setUserLanguage,
  shopGroupsWithShops,
} from '../services/accounts/users';

const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  grant_type: Type.Optional(Type.Literal('password')),
  scope: Type.Optional(Type.String({ maxLength: 1000 })),
});

const ResetBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  new_password: Type.String({ minLength: 1, maxLength: 1024 }),
});

export function registerAuthRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  const passwordCost = deps.config.passwordHashCost;
  // Checked when the login is unknown, so that both paths take the same time.
  const unknownUserHash = unmatchableHash(passwordCost);

  const throttle = createLoginThrottle(
    deps.config.redisUrl,
    deps.config.secretKey,
    deps.config.loginLimits,
  );
  const resetThrottle = createResetThrottle(
    deps.config.redisUrl,
    deps.config.secretKey,
    deps.config.resetLimits,
  );
  app.addHook('onClose', async () => {
    await throttle.close();
    await resetThrottle.close();
  });

  app.post(
    '/login/access-token',
    { schema: { response: { 200: AccessToken }, body: LoginBody } },
    async (request, reply) => {
      const { username, password } = request.body;
      const warn = (error: unknown) =>
        request.log.warn({ err: error }, 'login throttle unavailable');
      const user = await findUserByLogin(db, username);
      // Counted per account, whether its username or its e-mail was typed.
      const account = user ? `user:${user.id}` : `login:${username.trim().toLowerCase()}`;
      const waitMs = await throttle.waitMs(account, request.ip, warn);
      if (waitMs > 0) {
        const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
        reply.header('retry-after', retryAfterSeconds(waitMs));
        throw new AppError(
          'TOO_MANY_LOGINS',
          `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      const ok = await verifyPassword(password, user?.passwordHash ?? unknownUserHash);
      if (!user || !ok) {
        await throttle.failed(account, request.ip, warn);
        throw new AppError('BAD_CREDENTIALS');
      }
      await throttle.succeeded(account, request.ip, warn);
      if (!user.isActive) throw new AppError('INACTIVE_USER');
      return {
        access_token: app.issueAccessToken(user.id, user.tokenVersion),
        token_type: 'bearer',
      };
    },
  );

  app.get(
    '/users/me',
    { schema: { response: { 200: User } }, onRequest: app.authenticate },
    async (request) => {
      const principal = principalOf(request);
      const view = await getUserView(db, principal.userId);
      // A superuser works in every shop: the shop switcher lists them all.
      if (principal.isSuperuser) view.shop_groups = await shopGroupsWithShops(db, null);
      return view;
    },
  );

  // Any logged-in user sets the language of their own back office; there is no id to name.
  app.put(
    '/users/me/language',
    {
      schema: { response: { 200: User }, body: UserLanguageBody },
      onRequest: app.authenticate,
    },
    async (request) => {
      const principal = principalOf(request);
      const view = await setUserLanguage(db, deps.write, principal.userId, request.body.language);
      if (principal.isSuperuser) view.shop_groups = await shopGroupsWithShops(db, null);
      return view;
    },
  );

  app.post(
    '/reset-password',
    { schema: { response: { 200: Message }, body: ResetBody } },
    async (request, reply) => {
      if (await principalOfRequest(request, db)) throw new AppError('LOGGED_IN_RESET');
      const warn = (error: unknown) =>
        request.log.warn({ err: error }, 'reset throttle unavailable');
      const waitMs = await resetThrottle.waitMs(request.ip, warn);
      if (waitMs > 0) {
        const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
        reply.header('retry-after', retryAfterSeconds(waitMs));
        throw new AppError(
          'TOO_MANY_RESETS',
          `Too many failed password resets. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      try {
        await resetPassword(
          db,
          deps.write,
          request.body.token,
          request.body.new_password,
          passwordCost,
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_RESET_TOKEN') {
          await resetThrottle.failed(request.ip, warn);
        }
        throw error;
      }
      return { msg: 'Password updated successfully' };
    },
  );

  app.post(
    '/users/:id/reset-token',
    { onRequest: app.authenticate, schema: { response: { 201: ResetToken }, params: IdParams } },
    async (request, reply) => {
      const principal = principalOf(request);
      assertSuperuser(principal);
      const issued = await issueResetToken(db, request.params.id, principal.userId);
      return reply
        .status(201)
        .send({ ...issued, reset_path: `/reset-password?token=${issued.token}` });
    },
  );
}
