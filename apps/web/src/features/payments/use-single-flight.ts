import { useCallback, useRef } from 'react';

/**
 * Runs one call at a time: a second tap while the first is on its way is dropped. A mutation's
 * isPending comes one render too late for a double click, so the guard is a ref.
 */
export function useSingleFlight(): <T>(run: () => Promise<T>) => Promise<T | undefined> {
  const running = useRef(false);
  return useCallback(async <T,>(run: () => Promise<T>) => {
    if (running.current) return undefined;
    running.current = true;
    try {
      return await run();
    } finally {
      running.current = false;
    }
  }, []);
}
