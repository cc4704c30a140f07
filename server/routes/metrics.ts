import { Type } from 'typebox';
import type { App } from '../app-types';
import type { OperatorAccess } from '../auth/operator-access';
import { AppError } from '../errors';
import { retryAfterSeconds } from '../http/rate-limit';
import type { AppMetrics } from '../services/metrics/app-metrics';

/**
 * `GET /metrics`: the operators' figures in Prometheus's text format, for the operator token
 * or an allowed client address only (`auth/operator-access.ts`); 404 while neither is
 * configured. Outside `/v1` (where Prometheus looks), so not part of the API's document.
 */
export function registerMetricsRoutes(
  app: App,
  access: OperatorAccess,
  metrics: AppMetrics | null,
) {
  app.get(
    '/metrics',
    { schema: { response: { 200: Type.String({ description: 'Prometheus text format 0.0.4' }) } } },
    async (request, reply) => {
      const verdict = access.check(request.headers.authorization, request.ip, Date.now());
      if (verdict.ok && metrics) {
        const text = await metrics.scrape();
        return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
      }
      if (verdict.ok || verdict.why === 'off') throw new AppError('NOT_FOUND');
      if (verdict.why === 'wait') {
        reply.header('retry-after', retryAfterSeconds(verdict.waitMs));
        throw new AppError('TOO_MANY_METRICS_ATTEMPTS');
      }
      // The address and the reason only: whatever the header held is never written.
      request.log.info({ ip: request.ip, why: verdict.why }, 'metrics refused');
      throw new AppError(verdict.why === 'token' ? 'METRICS_TOKEN' : 'METRICS_ADDRESS');
    },
  );
}
