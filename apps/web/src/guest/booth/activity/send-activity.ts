import type { BoothActivity } from '@booth/shared';
import { randomId } from '@/lib/random-id';

/** What a call site reports: a capture with its mode, or a share with its channel; the id is made here unless given. */
export type ActivityReport = Omit<BoothActivity, 'id' | 'session'> & { id?: string };

/**
 * Tells the server what the guest did in the booth (POST /events/{slug}/activity) for the organiser's
 * funnel and shares by channel. `navigator.sendBeacon` queues the request in the browser, so it never
 * delays the guest and still goes out when a share link leaves the page; it cannot set headers, so
 * the guest session travels in the body. Fire and forget: without a session, without sendBeacon, or
 * when the browser refuses, nothing is sent and nothing is shown.
 */
export function sendActivity(slug: string, sessionToken: string, report: ActivityReport): void {
  if (!sessionToken || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const body = { ...report, id: report.id ?? randomId(), session: sessionToken };
  try {
    // A string is sent as text/plain;charset=UTF-8, which the server reads as JSON.
    navigator.sendBeacon(`/api/events/${encodeURIComponent(slug)}/activity`, JSON.stringify(body));
  } catch {
    // A browser refusing a beacon (too large, policy) costs a figure, never the guest's flow.
  }
}
