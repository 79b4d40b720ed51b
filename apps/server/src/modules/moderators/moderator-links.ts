import { localePath, MODERATOR_INVITATION_TTL_HOURS, MODERATOR_RESET_TTL_HOURS, type Locale } from '@booth/shared';
import type { MailService } from '@/modules/mail/mail.service.ts';
import type { Db } from '@/platform/db/database.ts';
import { newToken } from '@/platform/security/tokens.ts';
import { replaceModeratorToken } from './moderators.repo.ts';
import type { ModeratorTokenPurpose } from './moderators.table.ts';

const HOUR_MS = 60 * 60 * 1000;

const ttlsMs: Record<ModeratorTokenPurpose, number> = {
  invitation: MODERATOR_INVITATION_TTL_HOURS * HOUR_MS,
  password_reset: MODERATOR_RESET_TTL_HOURS * HOUR_MS,
};

const templates = { invitation: 'moderator_invitation', password_reset: 'moderator_password_reset' } as const;

/** Who a moderator mail goes to and what it is about. */
export interface ModeratorLinkMail {
  to: string;
  eventSlug: string;
  eventName: string;
  locale: Locale;
}

export interface ModeratorLinks {
  /** Stores a fresh token (voiding every older link of the moderator) inside the caller's transaction. */
  issue(db: Db, purpose: ModeratorTokenPurpose, moderatorId: string): Promise<string>;
  /** Queues the mail with the password page's link; call after the token's transaction committed. */
  send(purpose: ModeratorTokenPurpose, mail: ModeratorLinkMail, token: string): Promise<void>;
}

/** The web app's password screen of the campaign: `${PUBLIC_URL}/en/events/{slug}/moderation/password?token=…`. */
export function moderatorLinkUrl(publicUrl: string, eventSlug: string, locale: Locale, token: string): string {
  const path = localePath(`/events/${encodeURIComponent(eventSlug)}/moderation/password`, locale);
  return `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

export function createModeratorLinks(deps: { mail: MailService; publicUrl: string; now: () => Date }): ModeratorLinks {
  return {
    async issue(db, purpose, moderatorId) {
      const { token, hash } = newToken();
      const at = deps.now();
      await replaceModeratorToken(db, { moderatorId, purpose, tokenHash: hash, expiresAt: new Date(at.getTime() + ttlsMs[purpose]), createdAt: at });
      return token;
    },
    async send(purpose, mail, token) {
      await deps.mail.queueMail({
        to: mail.to,
        locale: mail.locale,
        template: templates[purpose],
        campaign: mail.eventName,
        link: moderatorLinkUrl(deps.publicUrl, mail.eventSlug, mail.locale, token),
      });
    },
  };
}
