import { PRODUCT_NAME, type Locale } from '@booth/shared';
import { defineJob, type JobRegistration } from '@/platform/jobs/define-job.ts';
import { claimDelivery, markSent, releaseClaim } from '@/modules/mail/mail.repo.ts';
import { greetingFor, type RenderedMail } from '@/modules/mail/mail.templates.ts';
import type { Db } from '@/platform/db/database.ts';
import type { Mailer } from '@/platform/mail/mailer.ts';
import type { MfaCodeMailPayload } from './mfa-mail.payload.ts';

type Purpose = MfaCodeMailPayload['purpose'];

const copy: Record<Locale, { subject: Record<Purpose, string>; intro: Record<Purpose, string>; validity: string; ignore: string; greeting: string; signature: string }> = {
  de: {
    subject: { login: `Ihr ${PRODUCT_NAME}-Anmeldecode`, setup: `Ihr ${PRODUCT_NAME}-Bestätigungscode` },
    intro: {
      login: `mit diesem Code schließen Sie Ihre Anmeldung bei ${PRODUCT_NAME} ab:`,
      setup: 'mit diesem Code bestätigen Sie die Zwei-Faktor-Anmeldung per E-Mail:',
    },
    validity: 'Der Code ist 10 Minuten gültig und kann nur einmal verwendet werden.',
    ignore: 'Falls Sie das nicht waren, kennt jemand Ihr Passwort: Bitte ändern Sie es.',
    greeting: 'Guten Tag,',
    signature: `Ihr ${PRODUCT_NAME}-Team`,
  },
  en: {
    subject: { login: `Your ${PRODUCT_NAME} sign-in code`, setup: `Your ${PRODUCT_NAME} confirmation code` },
    intro: {
      login: `use this code to finish signing in to ${PRODUCT_NAME}:`,
      setup: 'use this code to confirm two-factor sign-in by e-mail:',
    },
    validity: 'The code is valid for 10 minutes and works once.',
    ignore: 'If this was not you, someone knows your password: please change it.',
    greeting: 'Hello,',
    signature: `Your ${PRODUCT_NAME} team`,
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The code mail: no link to click (a code mail with a link is what phishing looks like), the code large. */
export function renderMfaCodeMail(payload: Pick<MfaCodeMailPayload, 'locale' | 'purpose' | 'code' | 'firstName' | 'name'>): RenderedMail {
  const c = copy[payload.locale];
  const greeting = greetingFor(payload.locale, payload, c.greeting);
  const intro = c.intro[payload.purpose];
  const text = [greeting, '', intro, '', payload.code, '', c.validity, c.ignore, '', c.signature, ''].join('\n');
  const html = `<!doctype html>
<html lang="${payload.locale}"><body style="font-family: 'Open Sans', Arial, sans-serif; color: #000; max-width: 600px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px">${payload.code}</p>
<p>${escapeHtml(c.validity)}<br>${escapeHtml(c.ignore)}</p>
<p>${escapeHtml(c.signature)}</p>
</body></html>
`;
  return { subject: c.subject[payload.purpose], text, html };
}

/** `mfa_code_mail`: sends one code mail, once (mail_deliveries), unless the code ran out meanwhile. */
export function createMfaMailJobs(deps: { db: Db; mailer: Mailer; now?: () => Date }): JobRegistration[] {
  const now = deps.now ?? (() => new Date());
  return [
    defineJob('mfa_code_mail', async (payload: MfaCodeMailPayload, { log }) => {
      if (new Date(payload.expiresAt).getTime() <= now().getTime()) {
        log.info({ messageId: payload.messageId }, 'the code of this mail ran out before it could be sent');
        return 'skipped';
      }
      const claim = await claimDelivery(deps.db, { messageId: payload.messageId, recipient: payload.to, template: `mfa_${payload.purpose}` });
      if (claim === 'already-sent') return 'skipped';
      if (claim === 'in-progress') throw new Error(`mail ${payload.messageId} is being sent by another worker`);
      try {
        const sent = await deps.mailer.send({ messageId: payload.messageId, to: payload.to, ...renderMfaCodeMail(payload) });
        await markSent(deps.db, payload.messageId, sent);
      } catch (error) {
        await releaseClaim(deps.db, payload.messageId);
        throw error;
      }
      return 'success';
    }),
  ];
}
