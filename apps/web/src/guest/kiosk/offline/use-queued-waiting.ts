import { useEffect, useState } from 'react';
import type { OfflineQueue } from './offline-queue';

/**
 * Whether this picture still waits on the tablet, read again with each change of the queue (every
 * confirmed upload changes its state); false without a queue. Once it went, it is not asked again.
 */
export function useQueuedWaiting(queue: OfflineQueue | null, shootId: string): boolean {
  const [answer, setAnswer] = useState<{ id: string; waiting: boolean } | null>(null);
  const known = answer?.id === shootId ? answer.waiting : null;
  const state = queue?.state;
  useEffect(() => {
    if (!queue || known === false) return undefined;
    let live = true;
    const settle = (waiting: boolean) => {
      if (live && waiting !== known) setAnswer({ id: shootId, waiting });
    };
    queue.isWaiting(shootId).then(settle, () => settle(false));
    return () => {
      live = false;
    };
    // `state` changes with every upload the server confirmed: the moment to ask again.
  }, [queue, state, shootId, known]);
  // Until the first answer, a paired kiosk's fresh picture counts as waiting (it was queued a moment ago).
  return queue ? (known ?? true) : false;
}
