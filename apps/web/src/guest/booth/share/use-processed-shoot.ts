import type { ShootStatusDto } from '@booth/shared';
import { useEffect, useState } from 'react';
import { fetchShootStatus } from '@/guest/shared/guest-api';

/** How often the share screen asks whether processing is done, and for how long at most (10 min). */
export const STATUS_POLL_MS = 2_000;
const MAX_POLLS = 300;

export interface ShootStatusPoll {
  /** The last answer of this round, null before the first. */
  status: ShootStatusDto | null;
  /** False once the shoot is ready or failed, or the polls ran out. */
  polling: boolean;
}

/**
 * Asks the status call every 2 s until the shoot is ready or failed. A network error just waits for
 * the next round (booth Wi-Fi comes and goes). A new `round` (an AI retry: the shoot is processing
 * again) starts over without the last round's answer.
 */
export function useShootStatusPoll(eventSlug: string, shootId: string, sessionToken: string, enabled: boolean, round = 0): ShootStatusPoll {
  const key = `${eventSlug}/${shootId}/${round}`;
  const [answer, setAnswer] = useState<{ key: string; status: ShootStatusDto | null; polling: boolean } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: number | undefined;
    let polls = 0;
    let last: ShootStatusDto | null = null;
    const poll = async () => {
      polls += 1;
      try {
        const next = await fetchShootStatus(eventSlug, shootId, sessionToken);
        if (stopped) return;
        last = next;
        const done = next.status !== 'processing';
        setAnswer({ key, status: next, polling: !done });
        if (done) return;
      } catch {
        if (stopped) return;
      }
      if (polls < MAX_POLLS) timer = window.setTimeout(() => void poll(), STATUS_POLL_MS);
      else setAnswer({ key, status: last, polling: false });
    };
    void poll();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [eventSlug, shootId, sessionToken, enabled, key]);

  const current = answer?.key === key ? answer : null;
  return { status: current?.status ?? null, polling: enabled && (current?.polling ?? true) };
}

/** The shoot's processed file once the server has made it (the share screens). */
export function useProcessedShoot(eventSlug: string, shootId: string, sessionToken: string, enabled: boolean): ShootStatusDto | null {
  return useShootStatusPoll(eventSlug, shootId, sessionToken, enabled).status;
}
