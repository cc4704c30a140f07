import {
  Deletability,
  FlavorBody,
  NoContent,
  Vocabulary,
  WordBody,
} from '../../src/domain/contract';
import { Type } from 'typebox';
import { normaliseHexColor } from '../../src/domain';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertSuperuser } from '../auth/principal';
import { badRequest } from '../errors';
import { ListQuerySchema, sendList } from '../http/list-query';
import { IdParams } from '../http/schemas';
import {
  FLAVORS,
  STRAINS,
  TAGS,
  type VocabularyDefinition,
  createVocabulary,
  deleteVocabulary,
  findVocabularyByName,
  listVocabulary,
  getVocabularyRow,
  presentVocabulary,
  updateVocabulary,
  vocabularyInUse,
} from '../services/catalogue/vocabulary';
import { NameParams, ShopQuery } from './catalogue-fields';

function registerVocabulary(app: App, deps: AppDeps, def: VocabularyDefinition) {
  const { db } = deps;
  const base = `/${def.resource}`;
  const body = def === FLAVORS ? FlavorBody : WordBody;

  // Other vocabularies may be sent a colour or icon; only flavors read them.
  function inputOf(input: { name: string; color?: string; icon?: string }) {
    if (def !== FLAVORS) return { name: input.name };
    const color = input.color === undefined ? undefined : normaliseHexColor(input.color);
    if (color === null) throw badRequest('The colour must be 6 hex digits.', ['body', 'color']);
    return { name: input.name, color, icon: input.icon };
  }

  app.get(
    base,
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(Vocabulary) }, querystring: ListQuerySchema },
    },
    async (request, reply) => {
      return sendList(reply, await listVocabulary(db, def, request.query));
    },
  );

  app.get(
    `${base}/name/:name`,
    // The shop (`?shop_id=`) is accepted but changes nothing: the words are global.
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Vocabulary }, params: NameParams, querystring: ShopQuery },
    },
    async (request) => presentVocabulary(await findVocabularyByName(db, def, request.params.name)),
  );

  app.get(
    `${base}/is-deletable/:id`,
    { onRequest: app.authenticate, schema: { response: { 200: Deletability }, params: IdParams } },
    async (request) => {
      await getVocabularyRow(db, def, request.params.id);
      const reason = await vocabularyInUse(db, def, request.params.id);
      return reason ? { is_deletable: false, reason } : { is_deletable: true };
    },
  );

  app.get(
    `${base}/:id`,
    { onRequest: app.authenticate, schema: { response: { 200: Vocabulary }, params: IdParams } },
    async (request) => presentVocabulary(await getVocabularyRow(db, def, request.params.id)),
  );

  // The words are global, shared by every shop group: only superusers add, change or delete them.
  app.post(
    base,
    { onRequest: app.authenticate, schema: { response: { 201: Vocabulary }, body } },
    async (request, reply) => {
      const principal = principalOf(request);
      assertSuperuser(principal);
      const input = inputOf(request.body);
      const row = await deps.write((tx) => createVocabulary(tx, def, input, principal.userId));
      return reply.status(201).send(presentVocabulary(row));
    },
  );

  app.put(
    `${base}/:id`,
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Vocabulary }, params: IdParams, body },
    },
    async (request) => {
      const principal = principalOf(request);
      assertSuperuser(principal);
      const input = inputOf(request.body);
      const row = await deps.write((tx, changes) =>
        updateVocabulary(tx, changes, def, request.params.id, input, principal.userId),
      );
      return presentVocabulary(row);
    },
  );

  app.delete(
    `${base}/:id`,
    { onRequest: app.authenticate, schema: { response: { 204: NoContent }, params: IdParams } },
    async (request, reply) => {
      const principal = principalOf(request);
      assertSuperuser(principal);
      await deps.write((tx) => deleteVocabulary(tx, def, request.params.id, principal.userId));
      return reply.status(204).send();
    },
  );
}

/** `/v1/strains`, `/v1/tags` and `/v1/flavors`: the same calls over three vocabularies. */
export function registerVocabularyRoutes(app: App, deps: AppDeps) {
  for (const def of [STRAINS, TAGS, FLAVORS]) registerVocabulary(app, deps, def);
}
