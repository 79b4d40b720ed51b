import { PRODUCT_NAME, type Locale } from '@booth/shared';
import type { MailTemplate } from './mail.payload.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Copy {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  validity: string;
  ignore: string;
  signature: string;
}

const copy: Record<MailTemplate, Record<Locale, Copy>> = {
  activation: {
    de: {
      subject: `Bitte bestätige dein ${PRODUCT_NAME}-Konto`,
      greeting: 'Hallo,',
      intro: `willkommen bei ${PRODUCT_NAME}! Bitte aktiviere dein Konto über diesen Link:`,
      action: 'Konto aktivieren',
      validity: 'Der Link ist 7 Tage gültig und kann nur einmal verwendet werden.',
      ignore: 'Falls du dich nicht registriert hast, kannst du diese E-Mail ignorieren.',
      signature: `Dein ${PRODUCT_NAME}-Team`,
    },
    en: {
      subject: `Please confirm your ${PRODUCT_NAME} account`,
      greeting: 'Hello,',
      intro: `welcome to ${PRODUCT_NAME}! Please activate your account with this link:`,
      action: 'Activate account',
      validity: 'The link is valid for 7 days and works once.',
      ignore: 'If you did not sign up, you can ignore this e-mail.',
      signature: `Your ${PRODUCT_NAME} team`,
    },
  },
  password_reset: {
    de: {
      subject: `Dein neues ${PRODUCT_NAME}-Passwort`,
      greeting: 'Hallo,',
      intro: 'du hast ein neues Passwort angefordert. Über diesen Link kannst du es festlegen:',
      action: 'Neues Passwort festlegen',
      validity: 'Der Link ist 2 Stunden gültig und kann nur einmal verwendet werden.',
      ignore: 'Falls du kein neues Passwort angefordert hast, kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.',
      signature: `Dein ${PRODUCT_NAME}-Team`,
    },
    en: {
      subject: `Your new ${PRODUCT_NAME} password`,
      greeting: 'Hello,',
      intro: 'you asked for a new password. Set it with this link:',
      action: 'Set a new password',
      validity: 'The link is valid for 2 hours and works once.',
      ignore: 'If you did not ask for a new password, you can ignore this e-mail; your password stays as it is.',
      signature: `Your ${PRODUCT_NAME} team`,
    },
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Plain text for every client plus a simple HTML part; both carry the full link. */
export function renderMail(template: MailTemplate, locale: Locale, link: string): RenderedMail {
  const c = copy[template][locale];
  const text = [c.greeting, '', c.intro, '', link, '', c.validity, c.ignore, '', c.signature, ''].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${locale}"><body style="font-family: 'Open Sans', Arial, sans-serif; color: #000; max-width: 600px">
<p>${escapeHtml(c.greeting)}</p>
<p>${escapeHtml(c.intro)}</p>
<p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #18dad7; color: #000; text-decoration: none; border-radius: 4px">${escapeHtml(c.action)}</a></p>
<p style="word-break: break-all"><a href="${href}">${href}</a></p>
<p>${escapeHtml(c.validity)}<br>${escapeHtml(c.ignore)}</p>
<p>${escapeHtml(c.signature)}</p>
</body></html>
`;
  return { subject: c.subject, text, html };
}
