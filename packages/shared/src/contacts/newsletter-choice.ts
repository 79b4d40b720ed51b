import type { UserFeedback } from '../shoots/user-feedback.ts';
import { isNewsletterSource } from './consent-texts.ts';

export const newsletterChoices = ['accepted', 'declined', 'notAsked'] as const;
export type NewsletterChoice = (typeof newsletterChoices)[number];

/**
 * A guest's newsletter choice: accepted when the server recorded the sign-up as consent evidence,
 * declined when a newsletter item of the campaign was answered without one, otherwise not asked.
 */
export function newsletterChoice(feedback: Pick<UserFeedback, 'consents' | 'survey'>, newsletterItemIds: ReadonlySet<string>): NewsletterChoice {
  if (feedback.consents?.some((consent) => isNewsletterSource(consent.source))) return 'accepted';
  if (feedback.survey?.some((answer) => newsletterItemIds.has(answer.itemId))) return 'declined';
  return 'notAsked';
}
