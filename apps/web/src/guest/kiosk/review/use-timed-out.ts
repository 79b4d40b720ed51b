import { useEffect, useState } from 'react';

/**
 * Whether a wait has lasted longer than `limitMs` (the "timeout" review state of campaigns §4): true
 * once the limit passes while `waiting`, and false again as soon as the wait ends, so a late answer
 * replaces the timeout notice.
 */
export function useTimedOut(waiting: boolean, limitMs: number): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setTimeout(() => setTimedOut(true), limitMs);
    return () => {
      window.clearTimeout(timer);
      setTimedOut(false);
    };
  }, [waiting, limitMs]);
  return waiting && timedOut;
}
