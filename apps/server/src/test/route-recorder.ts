import type * as FastifyModule from 'fastify';
import type { RouteOptions } from 'fastify';

/**
 * The fastify module with its factory wrapped so that every app it builds records each route's
 * options into `into` (an onRoute hook added before any route exists: the only way to see them all,
 * since buildApp creates the instance itself). For `vi.mock('fastify', ...)` in a test file:
 *
 *   const routes = vi.hoisted(() => [] as RouteOptions[]);
 *   vi.mock('fastify', async (original) => (await import('@/test/route-recorder.ts')).recordingRoutes(await original(), routes));
 *
 * Test files share their worker's modules (isolate: false), so call vi.resetModules() and import the
 * app afresh before building it, or it may come with the real fastify.
 */
export function recordingRoutes(actual: typeof FastifyModule, into: RouteOptions[]): typeof FastifyModule {
  const factory = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      into.push(route);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: factory, fastify: factory };
}
