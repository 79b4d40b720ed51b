import { useCallback } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { sendActivity, type ActivityReport } from './send-activity';

/** `report(…)` for the screens after the start, bound to the campaign and the guest's session. */
export function useActivity(): (report: ActivityReport) => void {
  const { event, sessionToken, extras } = useGuest();
  // The editor's preview is no guest: it reports nothing.
  const silent = Boolean(extras.preview);
  return useCallback((report: ActivityReport) => (silent ? undefined : sendActivity(event.slug, sessionToken, report)), [event.slug, sessionToken, silent]);
}
