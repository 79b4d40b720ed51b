import {
  BOOTH_TEST_HEADER,
  eventLimitIssues,
  featuresAbovePlan,
  INVALID_LOCK_PASSWORD_MESSAGE,
  type EventSettings,
  type GatedFeature,
} from '@booth/shared';
import { AppError, Forbidden, Invalid } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import type { Db } from '@/platform/db/database.ts';
import { verifyPassword } from '@/platform/security/passwords.ts';
import type { EventRow } from './events.table.ts';
import { mayActOnEvent } from './owned-event.ts';
import { isValidTestLink } from './test-links.repo.ts';

const featureLabels: Record<GatedFeature, string> = {
  finishButton: 'The finish button',
  shareButton: 'The share button',
  comment: 'The comment feature',
  gallery: 'The gallery',
  hashtags: 'Hashtags on the microsite',
  dataCapture: 'Data capture',
  customConsent: 'Custom consent',
  mosaic: 'The mosaic',
  dynamicGallery: 'The dynamic gallery',
  stickers: 'Stickers',
  galleryOptIn: 'Gallery opt-in',
  printLayoutCreator: 'The print layout creator',
  survey: 'The survey',
  customJs: 'Custom JavaScript',
};

/**
 * Refuses settings that turn on a feature above the customer's plan (campaigns §1): 402 PLAN_REQUIRED
 * naming each feature and tier, with the path of its switch in `fields`. Features that were on before
 * (`previous`) do not count, so an unrelated save on a lower plan still goes through.
 */
export function assertPlanAllows(planLevel: number | null, next: EventSettings, previous: EventSettings): void {
  const above = featuresAbovePlan({ level: planLevel }, next, previous);
  if (above.length === 0) return;
  const message = above.map(({ feature, tier }) => `${featureLabels[feature]} needs the ${tier} plan`).join('; ');
  throw new AppError(
    'PLAN_REQUIRED',
    message,
    above.map(({ path, tier }) => ({ path, message: `Needs the ${tier} plan` })),
  );
}

/** The limits of campaigns §5 on settings about to be stored: 400 VALIDATION naming each field. */
export function assertWithinLimits(settings: EventSettings): void {
  const issues = eventLimitIssues(settings);
  if (issues.length > 0) throw new Invalid(`Invalid body: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`, issues);
}

/**
 * A locked campaign changes only with its lock password (campaigns §5), sent in the X-Event-Password
 * header; a missing or wrong one is refused with "Ungültiges Passwort".
 */
export async function assertUnlocked(row: Pick<EventRow, 'lockPasswordHash'>, password: string | undefined): Promise<void> {
  if (row.lockPasswordHash === null) return;
  if (!password || !(await verifyPassword(row.lockPasswordHash, password))) throw new Forbidden(INVALID_LOCK_PASSWORD_MESSAGE);
}

/** The test-link token a booth call carries (X-Booth-Test), and the time it is checked at. */
export interface BoothTestLink {
  token: string | undefined;
  now: Date;
}

/** The test-link token of a booth request (X-Booth-Test header), if it sent one. */
export function boothTestToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[BOOTH_TEST_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token || undefined;
}

/**
 * What a booth call (guest session, upload, answers, e-mail, beacon) may do on a campaign: a live one
 * takes everyone's; a draft only its organiser's (or an admin's), whose pictures are test pictures
 * (campaigns §4, docs/decisions.md). Anyone else is refused with 409 EVENT_NOT_LIVE, so the booth can
 * show its "not live yet" page. `auth` is the signed-in session the call carries (the booth page sends
 * the organiser's cookie), if any; `testLink` the token of a test link (POST /events/{id}/test-link) the
 * booth sends in X-Booth-Test, which puts a draft in test mode too while it is unexpired and of this
 * campaign. An unknown, expired or foreign token is no test mode: the guest rules apply.
 */
export async function boothMode(db: Db, auth: AuthContext | null, event: EventRow, testLink?: BoothTestLink): Promise<'live' | 'test'> {
  if (event.eventType === 'live') return 'live';
  // Trying a draft's booth counts as looking at the campaign, which admins may (platform §6); what it takes are test pictures.
  if (auth && (await mayActOnEvent(db, auth, event, 'read'))) return 'test';
  if (testLink?.token && (await isValidTestLink(db, event.id, testLink.token, testLink.now))) return 'test';
  throw new AppError('EVENT_NOT_LIVE', 'This campaign is not live yet; until it is published only its organiser can test the booth');
}
