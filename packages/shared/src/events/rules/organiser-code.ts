/**
 * Organiser-supplied code of a virtual booth (custom JavaScript, Google Analytics, Tag Manager) runs
 * only in the booth-code sandbox document, never on the booth page itself (docs/decisions.md).
 */

/** The message the booth page posts into the sandbox frame on every screen change. */
export const BOOTH_SCREEN_MESSAGE = 'boothwerk:screen';

export interface BoothScreenMessage {
  type: typeof BOOTH_SCREEN_MESSAGE;
  /** The booth's screen: start, preFeedback, main, submit, upload, postFeedback, share. */
  screen: string;
}

export interface OrganiserCode {
  customJs: string;
  analyticsId: string;
  tagManagerId: string;
}

/** Whether the booth needs the sandbox frame at all. */
export function hasOrganiserCode(code: OrganiserCode): boolean {
  return Boolean(code.customJs.trim() || code.analyticsId.trim() || code.tagManagerId.trim());
}

/** Where the sandbox document of an event is served. */
export function boothCodePath(slug: string): string {
  return `/booth-code/${encodeURIComponent(slug)}`;
}
