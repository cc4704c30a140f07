import { Type } from 'typebox';
import {
  ScheduledChange,
  ScheduledChangeBody,
  ScheduledChangeEditBody,
} from '../../src/domain/contract';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { ListQuerySchema, sendList } from '../http/list-query';
import { IdParams } from '../http/schemas';
import type { ScheduleRunner } from '../services/clock/schedule-runner';
import {
  cancelScheduledChange,
  createScheduledChange,
  editScheduledChange,
  getScheduledChangeView,
  listScheduledChanges,
} from '../services/clock/scheduled-changes';

/** "Geplande wijzigingen": a row's change saved "vanaf" a moment; listed, edited, cancelled. */
export function registerScheduledChangeRoutes(app: App, deps: AppDeps, runner: ScheduleRunner) {
  const { db } = deps;

  app.get(
    '/scheduled-changes',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(ScheduledChange) }, querystring: ListQuerySchema },
    },
    async (request, reply) =>
      sendList(reply, await listScheduledChanges(db, principalOf(request), request.query)),
  );

  app.post(
    '/scheduled-changes',
    {
      onRequest: app.authenticate,
      schema: { response: { 201: ScheduledChange }, body: ScheduledChangeBody },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const id = await deps.write((tx) =>
        createScheduledChange(tx, principal, request.body, runner.clock.now()),
      );
      runner.wake();
      return reply.status(201).send(await getScheduledChangeView(db, id));
    },
  );

  app.put(
    '/scheduled-changes/:id',
    {
      onRequest: app.authenticate,
      schema: {
        response: { 200: ScheduledChange },
        params: IdParams,
        body: ScheduledChangeEditBody,
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await deps.write((tx) =>
        editScheduledChange(tx, principal, request.params.id, request.body, runner.clock.now()),
      );
      runner.wake();
      return getScheduledChangeView(db, request.params.id);
    },
  );

  app.post(
    '/scheduled-changes/:id/cancel',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: ScheduledChange }, params: IdParams },
    },
    async (request) => {
      const principal = principalOf(request);
      await deps.write((tx) => cancelScheduledChange(tx, principal, request.params.id));
      runner.wake();
      return getScheduledChangeView(db, request.params.id);
    },
  );
}
