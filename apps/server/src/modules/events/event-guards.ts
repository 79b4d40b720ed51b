import {
  eventLimitIssues,
  featuresAbovePlan,
  INVALID_LOCK_PASSWORD_MESSAGE,
  type EventSettings,
  type GatedFeature,
} from '@booth/shared';
import { AppError, Forbidden, Invalid } from '@/errors.ts';
import { verifyPassword } from '@/platform/security/passwords.ts';
import type { EventRow } from './events.table.ts';

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
