import { useSyncExternalStore } from 'react';

function subscribe(change: () => void): () => void {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
}

/**
 * Whether the browser believes it has a network. It may believe so behind a dead venue Wi-Fi: the
 * queue never relies on it (it simply retries); only the choice of capture modes does.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine !== false,
    () => true,
  );
}
