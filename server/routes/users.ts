import { Role, User, UserBody } from '../../src/domain/contract';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertSuperuser } from '../auth/principal';
import { AppError } from '../errors';
import { ListQuerySchema, sendList } from '../http/list-query';
import { IdParams, idsOf } from '../http/schemas';
import {
  createUser,
  getUserView,
  updateUser,
  listRoles,
  listUsers,
} from '../services/accounts/users';

export function registerUserRoutes(app: App, deps: AppDeps) {
  const { db } = deps;
  const passwordCost = deps.config.passwordHashCost;

  app.get(
    '/users',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(User) }, querystring: ListQuerySchema },
    },
    async (request, reply) => {
      assertSuperuser(principalOf(request));
      return sendList(reply, await listUsers(db, request.query));
    },
  );

  app.get(
    '/users/:id',
    { onRequest: app.authenticate, schema: { response: { 200: User }, params: IdParams } },
    async (request) => {
      const principal = principalOf(request);
      if (!principal.isSuperuser && principal.userId !== request.params.id) {
        throw new AppError('SUPERUSER_REQUIRED');
      }
      return getUserView(db, request.params.id);
    },
  );

  app.post(
    '/users',
    { onRequest: app.authenticate, schema: { response: { 201: User }, body: UserBody } },
    async (request, reply) => {
      assertSuperuser(principalOf(request));
      const body = request.body;
      const user = await createUser(
        db,
        deps.write,
        { ...body, roles: idsOf(body.roles), shop_groups: idsOf(body.shop_groups) },
        passwordCost,
      );
      return reply.status(201).send(user);
    },
  );

  app.put(
    '/users/:id',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: User }, params: IdParams, body: UserBody },
    },
    async (request) => {
      const principal = principalOf(request);
      assertSuperuser(principal);
      const body = request.body;
      if (
        request.params.id === principal.userId &&
        (body.is_superuser === false || body.is_active === false)
      ) {
        throw new AppError(
          'FORBIDDEN',
          'You cannot take away your own superuser rights or deactivate yourself.',
        );
      }
      return updateUser(
        db,
        deps.write,
        request.params.id,
        { ...body, roles: idsOf(body.roles), shop_groups: idsOf(body.shop_groups) },
        passwordCost,
      );
    },
  );

  app.get(
    '/roles',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(Role) }, querystring: ListQuerySchema },
    },
    async (request, reply) => {
      return sendList(reply, await listRoles(db, request.query));
    },
  );
}
