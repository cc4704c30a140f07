import {
  KindWorkflow,
  WorkflowResumeBody,
  WorkflowStartBody,
  WorkflowStarted,
  WorkflowView,
} from '../../src/domain/contract';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { IdParams } from '../http/schemas';
import { assertWritesAllowed } from '../services/writer/maintenance';
import {
  findUnfinishedJob,
  getVisibleJob,
  presentWorkflow,
  resumeWorkflow,
  startWorkflow,
} from '../workflow/jobs';
import type { WorkflowRunner } from '../workflow/runner';

/** `/v1/wfo`: the content workflow that writes a kind's descriptions in the background. */
export function registerWorkflowRoutes(app: App, deps: AppDeps, runner: WorkflowRunner) {
  app.post(
    '/wfo/start-content-workflow',
    {
      onRequest: app.authenticate,
      schema: { response: { 201: WorkflowStarted }, body: WorkflowStartBody },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      await assertWritesAllowed(deps.db);
      const job = await deps.write((tx) =>
        startWorkflow(tx, principal, {
          product_id: request.body.product_id,
          product_name: request.body.product_name,
          brave_mode: request.body.brave_mode,
          overwrite: request.body.overwrite,
        }),
      );
      runner.wake();
      return reply.status(201).send({ process_id: job.id });
    },
  );

  app.get(
    '/wfo/get-workflow-current-step/:id',
    { onRequest: app.authenticate, schema: { response: { 200: WorkflowView }, params: IdParams } },
    async (request) => {
      const { job } = await getVisibleJob(deps.db, principalOf(request), request.params.id);
      return presentWorkflow(job);
    },
  );

  // The detail page asks after a reload whether its kind has a workflow running or waiting.
  app.get(
    '/wfo/kind-content-workflow/:id',
    { onRequest: app.authenticate, schema: { response: { 200: KindWorkflow }, params: IdParams } },
    async (request) => {
      const job = await findUnfinishedJob(deps.db, principalOf(request), request.params.id);
      return { workflow: job ? presentWorkflow(job) : null };
    },
  );

  app.post(
    '/wfo/resume-content-workflow',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: WorkflowView }, body: WorkflowResumeBody },
    },
    async (request) => {
      const principal = principalOf(request);
      await assertWritesAllowed(deps.db);
      const effects = request.body.effects.map((effect) => effect.trim());
      const job = await deps.write((tx) =>
        resumeWorkflow(tx, principal, request.body.process_id, {
          effects,
          texts: request.body.texts,
        }),
      );
      runner.wake();
      return presentWorkflow(job);
    },
  );
}
