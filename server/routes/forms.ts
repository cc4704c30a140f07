import { FormCreated, FormInvalid, FormKeys, FormNextStep } from '../../src/domain/contract';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { assertCanUseShop } from '../auth/tenancy';
import { AppError, badRequest } from '../errors';
import { runForm } from '../forms/engine';
import { localizeFormOutcome } from '../forms/localize';
import { msg, requestLocale } from '../i18n';
import { findForm, formKeys } from '../forms/registry';
import { Uuid } from '../http/schemas';
import { assertWritesAllowed } from '../services/writer/maintenance';
import { getShopRow } from '../services/accounts/shops';

const FormParams = Type.Object({ formKey: Type.String({ minLength: 1, maxLength: 100 }) });
const FormQuery = Type.Object({ shop_id: Type.Optional(Uuid) });
/** The answers of the steps so far, in order; `[]` to start. */
const FormBody = Type.Array(Type.Unknown(), { maxItems: 20 });

/** `/v1/forms`: server-driven, multi-step create forms (see `server/forms`). */
export function registerFormRoutes(app: App, deps: AppDeps) {
  app.get(
    '/forms',
    { schema: { response: { 200: FormKeys } }, onRequest: app.authenticate },
    async () => formKeys(),
  );

  app.post(
    '/forms/:formKey',
    {
      onRequest: app.authenticate,
      schema: {
        response: { 201: FormCreated, 400: FormInvalid, 510: FormNextStep },
        params: FormParams,
        querystring: FormQuery,
        body: FormBody,
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const form = findForm(request.params.formKey);
      if (!form) throw new AppError('FORM_NOT_FOUND');
      await assertWritesAllowed(deps.db);
      const shopId = request.query.shop_id;
      if (shopId) {
        assertCanUseShop(principal, shopId);
        await getShopRow(deps.db, shopId);
      } else if (form.needsShop) {
        throw badRequest(msg('services.formNeedsShop'), ['query', 'shop_id']);
      }
      const outcome = await runForm(
        form,
        request.body,
        { db: deps.db, principal, shopId },
        deps.write,
      );
      const answer = localizeFormOutcome(
        outcome,
        requestLocale(request.headers['accept-language']),
      );
      return reply.status(answer.status).send(answer.body);
    },
  );
}
