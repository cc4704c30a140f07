import { Kind, KindBody, KindCreateBody, KindPage } from '../../src/domain/contract';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { sendList } from '../http/list-query';
import { presentKind } from '../services/catalogue/kind-views';
import {
  KIND,
  createKind,
  deleteKind,
  updateKind,
  allKinds,
  listKinds,
} from '../services/catalogue/kinds';
import { GroupListQuery } from './catalogue-fields';
import { registerCatalogueItemRoutes } from './catalogue-item-routes';

/** `/v1/kinds`: cannabis kinds of the caller's shop groups and the global ones. */
export function registerKindRoutes(app: App, deps: AppDeps) {
  const { db } = deps;

  // The kinds table pages by cursor: `cursor` is the skip of the next page, null at the end.
  app.get(
    '/kinds',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: KindPage }, querystring: GroupListQuery },
    },
    async (request, reply) => {
      return sendList(reply, await listKinds(db, principalOf(request), request.query));
    },
  );

  app.get(
    '/kinds/all',
    { schema: { response: { 200: Type.Array(Kind) } }, onRequest: app.authenticate },
    async (request) => allKinds(db, principalOf(request)),
  );

  registerCatalogueItemRoutes(app, deps, {
    resource: 'kinds',
    definition: KIND,
    view: Kind,
    createBody: KindCreateBody,
    updateBody: KindBody,
    present: (row) => presentKind(db, row),
    create: createKind,
    update: updateKind,
    remove: deleteKind,
  });
}
