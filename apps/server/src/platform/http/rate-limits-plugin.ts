import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TooManyAttempts } from '@/errors.ts';
import type { Policy } from './rate-limits.ts';
import type { HitCounter } from './rate-limits-store.ts';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * @fastify/rate-limit hands child() the route's merged limit options with the route under `routeInfo`
 * (its typings say route options); `{}` for limiters made with createRateLimit.
 */
function routeScope(options: ChildOptions): string | undefined {
  const info: unknown = Reflect.get(options, 'routeInfo');
  if (typeof info !== 'object' || info === null) return undefined;
  const method: unknown = Reflect.get(info, 'method');
  const url: unknown = Reflect.get(info, 'url');
  return typeof method === 'string' && typeof url === 'string' ? `route:${method}${url}:` : undefined;
}

/**
 * @fastify/rate-limit's store interface over the product's hit counter, so that route limits
 * (`config.rateLimit`), the not-found handler's and the policies below all count in one place:
 * Redis when configured. Route limits are keyed by method and URL pattern, as the plugin's own
 * Redis store does.
 */
function storeOver(counter: HitCounter): FastifyRateLimitStoreCtor {
  return class CounterStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly scope = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      counter.hit(this.scope + key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: IncrCallback): void {
      counter.peek(this.scope + key).then(
        (hit) => callback(null, { current: hit?.count ?? 0, ttl: hit?.resetMs ?? 0 }),
        (error: Error) => callback(error),
      );
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      return new CounterStore(undefined, routeScope(options) ?? this.scope);
    }
  };
}

/** Options for registering @fastify/rate-limit: counted by `counter`, refusals in the usual error body. */
export function rateLimitPluginOptions(counter: HitCounter): RateLimitPluginOptions {
  return {
    global: false,
    store: storeOver(counter),
    // The counter already falls back to memory when Redis fails; anything else going wrong in a
    // limiter must not refuse the request either.
    skipOnError: true,
    // Thrown into the one error handler, so the body is the usual { code, message, requestId }.
    errorResponseBuilder: (_request, context) => new TooManyAttempts(Math.max(1, Math.ceil(context.ttl / 1000)), `Too many requests; try again in ${context.after}`),
  };
}

type Check = ReturnType<FastifyInstance['createRateLimit']>;

async function refuseIfExceeded(limit: Policy[number], check: Check, request: FastifyRequest, increment: boolean): Promise<void> {
  const result = await check(request, { increment });
  if (result.isAllowed || !result.isExceeded) return;
  const seconds = Math.max(1, result.ttlInSeconds);
  throw new TooManyAttempts(seconds, `Too many requests (${limit.name}, at most ${limit.max} in ${Math.round(limit.windowMs / 60_000)} min); try again in ${seconds} s`);
}

/**
 * An onRequest hook that counts the request against every limit of the policy in order and refuses
 * with 429 at the first one exceeded. (A route's `config.rateLimit` holds one key only, and the plugin
 * runs one such limit per request, so policies with a per-session key and a per-address ceiling are
 * checked here.) The wider limits are read first without counting: a request already over its
 * address's ceiling is refused before it leaves a per-session key behind, so a flood of invented
 * session headers cannot fill the store; a session refused by its own limit does not use up the
 * ceiling its neighbours share.
 */
export function limitedBy(app: FastifyInstance, policy: Policy): (request: FastifyRequest) => Promise<void> {
  const checks = policy.map((limit) => ({
    limit,
    check: app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: (request) => `${limit.name}:${limit.key(request)}` }),
  }));
  const wider = checks.slice(1);
  return async function rateLimited(request) {
    for (const { limit, check } of wider) await refuseIfExceeded(limit, check, request, false);
    for (const { limit, check } of checks) await refuseIfExceeded(limit, check, request, true);
  };
}

/** onError hook: a refusal for too many attempts tells the client when to try again. */
export async function retryAfterHeader(_request: FastifyRequest, reply: FastifyReply, error: FastifyError | Error): Promise<void> {
  if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
}
