import { UserBody } from '../../src/domain/contract';
import { Role, User } from '../../src/domain/contract';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertSuperuser } from '../auth/principal';
import { roles, users } from '../db/schema';
import { AppError } from '../errors';
import { ListQuerySchema, listPage, type ListSpec } from '../http/list-query';
import { IdParams, idsOf } from '../http/schemas';
import { createUser, getUserView, presentUsers, updateUser } from '../services/users';

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

export function registerUserRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  app.get(
    '/users',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(User) }, querystring: ListQuerySchema },
    },
    async (request, reply) => {
      assertSuperuser(principalOf(request));
      const page = await listPage(reply, db, users, USER_LIST, request.query);
      return presentUsers(db, page.rows);
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
      const user = await createUser(db, {
        ...body,
        roles: idsOf(body.roles),
        shop_groups: idsOf(body.shop_groups),
      });
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
      return updateUser(db, request.params.id, {
        ...body,
        roles: idsOf(body.roles),
        shop_groups: idsOf(body.shop_groups),
      });
    },
  );

  app.get(
    '/roles',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(Role) }, querystring: ListQuerySchema },
    },
    async (request, reply) => {
      const page = await listPage(reply, db, roles, ROLE_LIST, request.query);
      return page.rows.map((role) => ({
        id: role.id,
        name: role.name,
        description: role.description,
      }));
    },
  );
}
