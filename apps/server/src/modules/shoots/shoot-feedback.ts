import type { GuestFeedback, ShootContact, UserFeedback } from '@booth/shared';

/** A shoot's contact from the data capture (campaigns §3): the personal e-mail and phone, when given. */
export function contactOf(feedback: GuestFeedback): ShootContact {
  const email = feedback.personal?.email?.trim();
  const phone = feedback.personal?.phone?.trim();
  return { email: email || null, phoneNumber: phone || null };
}

/**
 * What a guest answers after the capture joins what was sent with the upload: personal fields merge
 * one by one, and every other answer given now replaces the earlier one. The agent stays the server's.
 */
export function mergeFeedback(stored: UserFeedback, next: GuestFeedback): UserFeedback {
  const { personal, ...rest } = next;
  return {
    ...stored,
    ...rest,
    ...(personal ? { personal: { ...stored.personal, ...personal } } : {}),
    ...(stored.agent ? { agent: stored.agent } : {}),
  };
}
