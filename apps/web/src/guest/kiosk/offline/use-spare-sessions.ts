import { useSyncExternalStore } from 'react';
import { hasLastSession, spareSessionCount, subscribeSpareSessions } from './spare-sessions';

export interface SpareSessionsState {
  /** Guests the tablet can take without network, each in a session of their own. */
  spare: number;
  /** Whether more can come after those, sharing the last session. */
  last: boolean;
}

/** The campaign's spare sessions as they change (filled while online, taken by guests offline). */
export function useSpareSessions(slug: string): SpareSessionsState {
  const spare = useSyncExternalStore(subscribeSpareSessions, () => spareSessionCount(slug), () => 0);
  const last = useSyncExternalStore(subscribeSpareSessions, () => hasLastSession(slug), () => false);
  return { spare, last };
}
