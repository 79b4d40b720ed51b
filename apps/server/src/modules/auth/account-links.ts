import { localePath, type Locale } from '@booth/shared';
import type { MailTemplate } from '@/modules/mail/mail.payload.ts';
import type { MailService } from '@/modules/mail/mail.service.ts';
import type { Db } from '@/platform/db/database.ts';
import { newToken } from '@/platform/security/tokens.ts';
import { ACTIVATION_TOKEN_TTL_MS, RESET_TOKEN_TTL_MS } from './auth.constants.ts';
import { replaceToken } from './auth.repo.ts';
import type { TokenPurpose } from './auth.table.ts';

const linkPaths: Record<TokenPurpose, string> = {
  activation: '/registration/activate',
  password_reset: '/reset/password',
};

const ttls: Record<TokenPurpose, number> = {
  activation: ACTIVATION_TOKEN_TTL_MS,
  password_reset: RESET_TOKEN_TTL_MS,
};

/** Who an account mail goes to; the name is '' for accounts made before registration asked for it. */
export interface MailRecipient {
  email: string;
  firstName: string;
  name: string;
}

export interface AccountLinks {
  /** Stores a fresh token for the purpose (inside the caller's transaction) and returns it in clear. */
  issue(db: Db, purpose: TokenPurpose, customerId: string): Promise<string>;
  /** Queues the mail carrying the link, greeting the customer by name; call after the token's transaction committed. */
  send(purpose: TokenPurpose, to: MailRecipient, locale: Locale, token: string): Promise<void>;
  /** Tells the owner someone registered with their address; its link is the sign-in page (which offers "forgot password"). */
  sendRegistrationAttempt(to: MailRecipient, locale: Locale): Promise<void>;
}

/** The web app's page for the link, in the reader's language: `${PUBLIC_URL}/en/reset/password?token=…`. */
export function accountLinkUrl(publicUrl: string, purpose: TokenPurpose, locale: Locale, token: string): string {
  return `${publicUrl}${localePath(linkPaths[purpose], locale)}?token=${encodeURIComponent(token)}`;
}

export function createAccountLinks(deps: { mail: MailService; publicUrl: string; now: () => Date }): AccountLinks {
  async function queue(to: MailRecipient, locale: Locale, template: MailTemplate, link: string): Promise<void> {
    await deps.mail.queueMail({
      to: to.email,
      ...(to.firstName ? { firstName: to.firstName } : {}),
      ...(to.name ? { name: to.name } : {}),
      locale,
      template,
      link,
    });
  }

  return {
    async issue(db, purpose, customerId) {
      const { token, hash } = newToken();
      await replaceToken(db, { customerId, purpose, tokenHash: hash, expiresAt: new Date(deps.now().getTime() + ttls[purpose]) });
      return token;
    },
    async send(purpose, to, locale, token) {
      await queue(to, locale, purpose, accountLinkUrl(deps.publicUrl, purpose, locale, token));
    },
    async sendRegistrationAttempt(to, locale) {
      await queue(to, locale, 'registration_attempt', `${deps.publicUrl}${localePath('/login', locale)}`);
    },
  };
}
