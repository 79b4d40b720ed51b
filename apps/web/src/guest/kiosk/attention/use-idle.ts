import { useEffect, useRef } from 'react';

/** Input that shows someone is at the kiosk. */
const activityEvents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const;

/**
 * Calls `onIdle` once `seconds` pass without input while `active`; every input starts the wait anew.
 * The screen saver's trigger on the attention screen (campaigns §3 ScreenSaver `inactivity`).
 */
export function useIdle(active: boolean, seconds: number, onIdle: () => void): void {
  const callback = useRef(onIdle);
  useEffect(() => {
    callback.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (!active) return;
    let timer = window.setTimeout(() => callback.current(), seconds * 1_000);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => callback.current(), seconds * 1_000);
    };
    for (const name of activityEvents) window.addEventListener(name, restart, { capture: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of activityEvents) window.removeEventListener(name, restart, { capture: true });
    };
  }, [active, seconds]);
}
