import { liveRemoveSchema, shootSchema } from '@booth/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { API_BASE } from '@/lib/api-client';
import { moderationKey, moderationSummaryKey } from '@/features/moderation/api/get-moderation-shoots';
import { applyShootEverywhere, removeShootEverywhere } from '@/features/moderation/api/post-decision';

/** How long the counts wait for more changes before they are asked again (a burst of pictures is one call). */
const COUNTS_DEBOUNCE_MS = 600;
/** A feed the browser gave up on (an error answer instead of a stream) is opened again after this long. */
const REOPEN_MS = 5_000;

export type StreamState = 'connecting' | 'live' | 'reconnecting';

function parse(data: unknown): unknown {
  try {
    return typeof data === 'string' ? (JSON.parse(data) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * GET /events/{slug}/moderation/stream (Server-Sent Events): every new or changed picture of the
 * campaign (`shoot`) and every deleted one (`remove`) lands in the loaded lists as it happens. The
 * browser's EventSource reconnects by itself and sends `Last-Event-ID`, so the server replays what was
 * missed. The session cookie goes along (same origin).
 */
export function useModerationStream(slug: string, enabled = true): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  const [attempt, setAttempt] = useState(0);
  const countsTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_BASE}/events/${encodeURIComponent(slug)}/moderation/stream`);
    const refreshCounts = () => {
      if (countsTimer.current) clearTimeout(countsTimer.current);
      countsTimer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: moderationSummaryKey(slug) }), COUNTS_DEBOUNCE_MS);
    };
    const onShoot = (event: MessageEvent) => {
      const shoot = shootSchema.safeParse(parse(event.data));
      if (!shoot.success) return;
      applyShootEverywhere(queryClient, slug, shoot.data);
      refreshCounts();
    };
    const onRemove = (event: MessageEvent) => {
      const removed = liveRemoveSchema.safeParse(parse(event.data));
      if (!removed.success) return;
      removeShootEverywhere(queryClient, slug, removed.data.id);
      refreshCounts();
    };
    const onReady = () => {
      setState('live');
      // A feed opened anew (not resumed by the browser) has no Last-Event-ID: what happened while it was
      // closed is read again instead.
      if (attempt > 0) void queryClient.invalidateQueries({ queryKey: moderationKey(slug) });
    };
    const onOpen = () => setState('live');
    let reopen: ReturnType<typeof setTimeout> | null = null;
    const onError = () => {
      setState('reconnecting');
      // EventSource retries a dropped connection itself, but not one the server refused outright.
      if (source.readyState === EventSource.CLOSED && !reopen) reopen = setTimeout(() => setAttempt((count) => count + 1), REOPEN_MS);
    };
    source.addEventListener('shoot', onShoot);
    source.addEventListener('remove', onRemove);
    source.addEventListener('ready', onReady);
    source.addEventListener('open', onOpen);
    source.addEventListener('error', onError);
    return () => {
      source.close();
      if (reopen) clearTimeout(reopen);
      if (countsTimer.current) clearTimeout(countsTimer.current);
    };
  }, [slug, enabled, queryClient, attempt]);

  return state;
}
