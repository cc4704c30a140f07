import { Type } from 'typebox';
import {
  CreatedWebhookEndpoint,
  CreateWebhookBody,
  NoContent,
  WebhookDelivery,
  WebhookEndpoint,
} from '../../src/domain/contract';
import type { App, AppDeps } from '../app-types';
import { createFailureCounts } from '../auth/login-throttle';
import { principalOf } from '../auth/plugin';
import { DEFAULT_INTEGRATIONS } from '../config';
import { AppError } from '../errors';
import { msg } from '../i18n';
import { IdParams, Uuid } from '../http/schemas';
import type { WebhookWorker } from '../services/webhooks/webhook-worker';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  REDELIVERS_PER_MINUTE,
} from '../services/webhooks/webhooks';

/** Webhook addresses of a shop group and their delivery log ("Koppelingen"), for its admins. */
export function registerWebhookRoutes(app: App, deps: AppDeps, worker: WebhookWorker) {
  const { db } = deps;
  const settings = deps.config.integrations ?? DEFAULT_INTEGRATIONS;
  const redelivers = createFailureCounts(
    deps.config.redisUrl,
    deps.config.secretKey,
    'webhook-redelivers',
  );
  app.addHook('onClose', async () => redelivers.close());

  app.get(
    '/webhooks',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "List a shop group's webhook addresses",

        response: { 200: Type.Array(WebhookEndpoint) },
        querystring: Type.Object({ shop_group_id: Uuid }),
      },
    },
    async (request) => listWebhooks(db, principalOf(request), request.query.shop_group_id),
  );

  app.post(
    '/webhooks',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Add a webhook address',
        description:
          'The signing secret (`whsec_…`) is in this answer only. Addresses must be http(s) without credentials and resolve to public addresses; at most 10 per group (409 `too_many_webhooks`).',
        response: { 201: CreatedWebhookEndpoint },
        body: CreateWebhookBody,
      },
    },
    async (request, reply) => {
      const created = await createWebhook(
        db,
        principalOf(request),
        request.body,
        settings.webhookAllowPrivate,
      );
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.delete(
    '/webhooks/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Delete a webhook address',
        response: { 204: NoContent },
        params: IdParams,
      },
    },
    async (request, reply) => {
      await deleteWebhook(db, principalOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The delivery log of a webhook address',
        description:
          'The latest 50 deliveries: status (pending, delivered, failed), attempts, last attempt, response code or error.',
        response: { 200: Type.Array(WebhookDelivery) },
        params: IdParams,
      },
    },
    async (request) => listDeliveries(db, principalOf(request), request.params.id),
  );

  app.post(
    '/webhook-deliveries/:id/redeliver',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Send a delivery again (Opnieuw versturen)',
        description: `The same event body again, as a new delivery sent at once. At most ${REDELIVERS_PER_MINUTE} a minute per webhook address (429 \`too_many_redelivers\` with \`Retry-After\`); refused ones do not count.`,
        response: { 201: WebhookDelivery },
        params: IdParams,
      },
    },
    async (request, reply) => {
      const outcome = await redeliver(db, principalOf(request), request.params.id, redelivers);
      if ('retryAfterSeconds' in outcome) {
        const seconds = outcome.retryAfterSeconds;
        reply.header('retry-after', String(seconds));
        throw new AppError(
          'TOO_MANY_REDELIVERS',
          msg('errors.tooManyRedelivers', { max: REDELIVERS_PER_MINUTE, seconds }),
        );
      }
      worker.wake();
      return reply.status(201).send(outcome.delivery);
    },
  );
}
