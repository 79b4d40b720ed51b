import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '@/config.ts';
import { installErrorHandler, sendApiNotFound } from '@/platform/http/error-handler.ts';
import type { Logger } from '@/platform/logger.ts';
import { createMetrics, type RuntimeMetricsSources } from '@/platform/metrics/runtime-metrics.ts';
import { healthRoutes } from './health.routes.ts';
import { healthFromConfig, type HealthDeps } from './health.service.ts';
import { metricsRoutes } from './metrics.routes.ts';

export interface WorkerEndpoints {
  readonly port: number;
  close(): Promise<void>;
}

/**
 * A worker serves no API, but an orchestrator still needs its liveness and readiness, and Prometheus
 * its metrics (the picture processing times are observed where the jobs run): the same routes as the
 * server's, under the same paths, on WORKER_PORT.
 */
export interface WorkerParts {
  config: Config;
  database: HealthDeps['database'] & RuntimeMetricsSources['database'];
  jobs: HealthDeps['jobs'];
  bus: HealthDeps['bus'];
  log: Logger;
}

export async function startWorkerEndpoints(runtime: WorkerParts, port: number): Promise<WorkerEndpoints> {
  const { config, log } = runtime;
  const app = Fastify({ loggerInstance: log.child({ component: 'worker-endpoints' }) as FastifyBaseLogger, disableRequestLogging: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.setNotFoundHandler(sendApiNotFound);
  const health = healthFromConfig({ config, database: runtime.database, jobs: runtime.jobs, bus: runtime.bus, log });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health });
      if (config.metricsToken) await api.register(metricsRoutes, { metrics: createMetrics({ database: runtime.database, jobs: runtime.jobs, log }), token: config.metricsToken });
    },
    { prefix: '/api' },
  );
  await app.listen({ port, host: config.host });
  const address = app.server.address();
  return { port: typeof address === 'object' && address ? address.port : port, close: () => app.close() };
}
