import type { ShootStatusDto } from '@booth/shared';
import { useEffect, useState } from 'react';
import { fetchShootStatus } from '@/guest/shared/guest-api';

/** How often the share screen asks whether processing is done, and for how long at most (10 min). */
export const STATUS_POLL_MS = 2_000;
const MAX_POLLS = 300;

/**
 * The shoot's processed file once the server has made it: asks the status call every 2 s until the
 * shoot is ready or failed. A network error just waits for the next round (booth Wi-Fi comes and goes).
 */
export function useProcessedShoot(eventSlug: string, shootId: string, sessionToken: string, enabled: boolean): ShootStatusDto | null {
  const [status, setStatus] = useState<ShootStatusDto | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: number | undefined;
    let polls = 0;
    const poll = async () => {
      polls += 1;
      try {
        const answer = await fetchShootStatus(eventSlug, shootId, sessionToken);
        if (stopped) return;
        setStatus(answer);
        if (answer.status !== 'processing') return;
      } catch {
        if (stopped) return;
      }
      if (polls < MAX_POLLS) timer = window.setTimeout(() => void poll(), STATUS_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [eventSlug, shootId, sessionToken, enabled]);

  return status;
}
