import { useCallback } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { sendActivity, type ActivityReport } from './send-activity';

/** `report(…)` for the screens after the start, bound to the campaign and the guest's session. */
export function useActivity(): (report: ActivityReport) => void {
  const { event, sessionToken } = useGuest();
  return useCallback((report: ActivityReport) => sendActivity(event.slug, sessionToken, report), [event.slug, sessionToken]);
}
