import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRouter } from '@/app/router';
import { useProgressFailed } from '@/lib/progress';

/** How long a failed bar stays visible in red before it fades. */
const FAILURE_VISIBLE_MS = 900;

function useNavigating(router: AppRouter): boolean {
  const subscribe = useCallback((onChange: () => void) => router.subscribe(() => onChange()), [router]);
  return useSyncExternalStore(
    subscribe,
    () => router.state.navigation.state !== 'idle' || router.state.revalidation !== 'idle',
    () => false,
  );
}

/** One thin bar for route navigation and for every request in flight (platform §7). */
export function ProgressController({ router }: { router: AppRouter }) {
  const { t } = useTranslation();
  const navigating = useNavigating(router);
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const failed = useProgressFailed();
  const active = navigating || fetching + mutating > 0;
  const wasActive = useRef(false);

  useEffect(() => {
    if (active && !wasActive.current) nprogress.start();
    wasActive.current = active;
    if (active) return;
    if (!failed) {
      nprogress.complete();
      return;
    }
    nprogress.set(100);
    const timer = window.setTimeout(() => nprogress.complete(), FAILURE_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [active, failed]);

  return (
    <NavigationProgress
      color={failed ? 'red' : 'brand'}
      size={3}
      data-failed={failed || undefined}
      data-testid="progress-bar"
      aria-label={t('loading')}
    />
  );
}
