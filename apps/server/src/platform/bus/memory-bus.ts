import type { MessageBus } from './message-bus.ts';

type Listener = (message: string) => void;

/**
 * The bus of one process (the embedded default): a map of channel → listeners. Delivery is
 * asynchronous (on a later turn of the event loop) as it is through Redis, so publishers never run subscribers' code
 * inside their own call stack or transaction, and a throwing listener cannot fail a publish.
 */
export function createMemoryBus(options: { onListenerError?: (error: unknown, channel: string) => void } = {}): MessageBus {
  const channels = new Map<string, Set<Listener>>();
  let closed = false;

  const deliver = (channel: string, message: string) => {
    const listeners = channels.get(channel);
    if (!listeners) return;
    // A copy: a listener that unsubscribes (or subscribes) while being called does not change this round.
    for (const listener of [...listeners]) {
      try {
        listener(message);
      } catch (error) {
        options.onListenerError?.(error, channel);
      }
    }
  };

  return {
    kind: 'memory',
    async publish(channel, message) {
      if (closed) return;
      setImmediate(deliver, channel, message);
    },
    async subscribe(channel, listener) {
      let listeners = channels.get(channel);
      if (!listeners) {
        listeners = new Set();
        channels.set(channel, listeners);
      }
      // Wrapped, so the same function subscribed twice gets two independent subscriptions.
      const entry: Listener = (message) => listener(message);
      listeners.add(entry);
      return async () => {
        const current = channels.get(channel);
        if (!current) return;
        current.delete(entry);
        if (current.size === 0) channels.delete(channel);
      };
    },
    onResume() {
      // Nothing between a process and itself can fail.
    },
    async ping() {
      // Nor can it be away.
    },
    async close() {
      closed = true;
      channels.clear();
    },
  };
}
