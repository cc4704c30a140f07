import { Health } from '../../src/domain/contract';
import type { App, AppDeps } from '../app-types';

export function registerHealthRoutes(app: App, deps: AppDeps) {
  app.get(
    '/health',
    { schema: { response: { 200: Health, 503: Health } } },
    async (_request, reply) => {
      try {
        await deps.database.ping();
      } catch (error) {
        app.log.error({ err: error }, 'health check: database does not answer');
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, detail: 'The database does not answer.' });
      }
      return { status: 'ok' as const };
    },
  );
}
