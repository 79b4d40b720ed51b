import { useEffect, useState } from 'react';

export type WakeLockState = 'held' | 'unavailable' | 'released';

/**
 * Keeps the tablet's screen on while the kiosk runs (Screen Wake Lock API). The browser releases the
 * lock whenever the page is hidden (another app, the screen switched off), so it is asked for again
 * each time the page becomes visible. Without the API, or when the browser refuses, the state says so
 * and the operator page tells how to set the tablet's auto-lock instead.
 */
export function useScreenWakeLock(active: boolean): WakeLockState {
  const [state, setState] = useState<WakeLockState>('released');
  const supported = typeof navigator !== 'undefined' && Boolean(navigator.wakeLock);

  useEffect(() => {
    if (!active || !supported) return;
    const wakeLock = navigator.wakeLock;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await wakeLock.request('screen');
        if (stopped) return void next.release().catch(() => undefined);
        sentinel = next;
        setState('held');
        next.addEventListener('release', () => {
          if (!stopped) setState('released');
        });
      } catch {
        if (!stopped) setState('unavailable');
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active, supported]);

  if (!active) return 'released';
  return supported ? state : 'unavailable';
}
