import {
  CreateRelationBody,
  CreateTagRelationBody,
  KindRelation,
  NoContent,
  RelatedIds,
  RelationId,
  UpdateRelationBody,
  UpdateTagRelationBody,
} from '../../src/domain/contract';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { badRequest } from '../errors';
import { ListQuerySchema, sendList } from '../http/list-query';
import { IdParams, Uuid } from '../http/schemas';
import {
  KIND_FLAVORS,
  KIND_STRAINS,
  KIND_TAGS,
  type RelationDefinition,
  createRelation,
  deleteRelation,
  findRelationId,
  getVisibleRelation,
  presentRelation,
  listRelations,
  updateRelation,
} from '../services/catalogue/kind-relations';

const RelationIdQuery = Type.Object({ kind_id: Uuid, ...RelatedIds });

type RelatedIdFields = Partial<Record<RelationDefinition['key'], string>>;

function relatedIdOf(def: RelationDefinition, input: RelatedIdFields, where: string): string {
  const id = input[def.key];
  if (id === undefined) throw badRequest(`${def.key} is required.`, [where, def.key]);
  return id;
}

/** Only the tag routes' schemas carry an amount. */
function amountOf(body: object): number | undefined {
  return 'amount' in body && typeof body.amount === 'number' ? body.amount : undefined;
}

function registerRelation(app: App, deps: AppDeps, def: RelationDefinition) {
  const { db } = deps;
  const base = `/${def.resource}`;
  const createBody = def.amount !== null ? CreateTagRelationBody : CreateRelationBody;
  const updateBody = def.amount !== null ? UpdateTagRelationBody : UpdateRelationBody;

  app.get(
    base,
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(KindRelation) }, querystring: ListQuerySchema },
    },
    async (request, reply) => {
      return sendList(reply, await listRelations(db, principalOf(request), def, request.query));
    },
  );

  app.get(
    `${base}/get_relation_id`,
    {
      onRequest: app.authenticate,
      schema: { response: { 200: RelationId }, querystring: RelationIdQuery },
    },
    async (request) => {
      const relatedId = relatedIdOf(def, request.query, 'query');
      const id = await findRelationId(
        db,
        def,
        principalOf(request),
        request.query.kind_id,
        relatedId,
      );
      return { id };
    },
  );

  app.get(
    `${base}/:id`,
    { onRequest: app.authenticate, schema: { response: { 200: KindRelation }, params: IdParams } },
    async (request) =>
      presentRelation(
        def,
        await getVisibleRelation(db, def, principalOf(request), request.params.id),
      ),
  );

  app.post(
    base,
    { onRequest: app.authenticate, schema: { response: { 201: KindRelation }, body: createBody } },
    async (request, reply) => {
      const principal = principalOf(request);
      const body = request.body;
      const input = {
        kind_id: body.kind_id,
        related_id: relatedIdOf(def, body, 'body'),
        amount: amountOf(body),
      };
      const row = await deps.write((tx, changes) =>
        createRelation(tx, changes, def, principal, input),
      );
      return reply.status(201).send(presentRelation(def, row));
    },
  );

  app.put(
    `${base}/:id`,
    {
      onRequest: app.authenticate,
      schema: { response: { 200: KindRelation }, params: IdParams, body: updateBody },
    },
    async (request) => {
      const principal = principalOf(request);
      const body = request.body;
      const input = {
        kind_id: body.kind_id,
        related_id: body[def.key],
        amount: amountOf(body),
      };
      const row = await deps.write((tx, changes) =>
        updateRelation(tx, changes, def, principal, request.params.id, input),
      );
      return presentRelation(def, row);
    },
  );

  app.delete(
    `${base}/:id`,
    { onRequest: app.authenticate, schema: { response: { 204: NoContent }, params: IdParams } },
    async (request, reply) => {
      const principal = principalOf(request);
      await deps.write((tx, changes) =>
        deleteRelation(tx, changes, def, principal, request.params.id),
      );
      return reply.status(204).send();
    },
  );
}

/** `/v1/kinds-to-strains`, `/v1/kinds-to-tags` and `/v1/kinds-to-flavors`. */
export function registerKindRelationRoutes(app: App, deps: AppDeps) {
  for (const def of [KIND_STRAINS, KIND_TAGS, KIND_FLAVORS]) registerRelation(app, deps, def);
}
