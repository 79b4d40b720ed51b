import type { Logger } from '@/platform/logger.ts';
import { createMemoryBus } from './memory-bus.ts';
import type { MessageBus } from './message-bus.ts';

/**
 * The configured bus: Redis pub/sub when REDIS_URL is set, else in-process. ioredis is imported only
 * then, so the embedded mode does not load it (decisions: idle memory).
 */
export async function createBus(options: { redisUrl: string | undefined; publicUrl: string }, log: Logger): Promise<MessageBus> {
  if (!options.redisUrl) {
    return createMemoryBus({ onListenerError: (error, channel) => log.error({ err: error, channel }, 'message bus: a listener failed') });
  }
  const { createRedisBus } = await import('./redis-bus.ts');
  return createRedisBus({ redisUrl: options.redisUrl, publicUrl: options.publicUrl, log });
}
