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
      subject: `Bitte bestätigen Sie Ihr ${PRODUCT_NAME}-Konto`,
      greeting: 'Guten Tag,',
      intro: `willkommen bei ${PRODUCT_NAME}! Bitte aktivieren Sie Ihr Konto über diesen Link:`,
      action: 'Konto aktivieren',
      validity: 'Der Link ist 7 Tage gültig und kann nur einmal verwendet werden.',
      ignore: 'Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
      signature: `Ihr ${PRODUCT_NAME}-Team`,
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
      subject: `Ihr neues ${PRODUCT_NAME}-Passwort`,
      greeting: 'Guten Tag,',
      intro: 'Sie haben ein neues Passwort angefordert. Über diesen Link können Sie es festlegen:',
      action: 'Neues Passwort festlegen',
      validity: 'Der Link ist 2 Stunden gültig und kann nur einmal verwendet werden.',
      ignore: 'Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
      signature: `Ihr ${PRODUCT_NAME}-Team`,
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
  // The registration form answers an address with an account like a new one (no account enumeration);
  // the owner learns of it here, with the way back in.
  registration_attempt: {
    de: {
      subject: `Registrierung mit Ihrer E-Mail-Adresse bei ${PRODUCT_NAME}`,
      greeting: 'Guten Tag,',
      intro: `soeben wurde versucht, mit Ihrer E-Mail-Adresse ein neues ${PRODUCT_NAME}-Konto anzulegen. Sie haben bereits ein Konto: Melden Sie sich an, oder legen Sie über „Passwort vergessen?“ ein neues Passwort fest.`,
      action: 'Anmelden',
      validity: 'Es wurde kein weiteres Konto angelegt; Ihr Konto und Ihr Passwort bleiben unverändert.',
      ignore: 'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren.',
      signature: `Ihr ${PRODUCT_NAME}-Team`,
    },
    en: {
      subject: `Registration with your e-mail address at ${PRODUCT_NAME}`,
      greeting: 'Hello,',
      intro: `someone just tried to create a new ${PRODUCT_NAME} account with your e-mail address. You already have an account: sign in, or set a new password with "Forgot your password?".`,
      action: 'Sign in',
      validity: 'No second account was created; your account and your password stay as they are.',
      ignore: 'If this was not you, you can ignore this e-mail.',
      signature: `Your ${PRODUCT_NAME} team`,
    },
  },
  // `{campaign}` is the campaign's name: a moderator may be invited to several organisers' campaigns.
  moderator_invitation: {
    de: {
      subject: `Einladung zur Moderation von „{campaign}“`,
      greeting: 'Guten Tag,',
      intro: `Sie wurden eingeladen, die Bilder der Kampagne „{campaign}“ auf ${PRODUCT_NAME} zu moderieren. Legen Sie über diesen Link Ihr Passwort fest:`,
      action: 'Passwort festlegen',
      validity: 'Der Link ist 3 Tage gültig und kann nur einmal verwendet werden.',
      ignore: 'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
      signature: `Ihr ${PRODUCT_NAME}-Team`,
    },
    en: {
      subject: `Invitation to moderate "{campaign}"`,
      greeting: 'Hello,',
      intro: `you were invited to moderate the pictures of the campaign "{campaign}" on ${PRODUCT_NAME}. Set your password with this link:`,
      action: 'Set password',
      validity: 'The link is valid for 3 days and works once.',
      ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
      signature: `Your ${PRODUCT_NAME} team`,
    },
  },
  moderator_password_reset: {
    de: {
      subject: `Neues Passwort für die Moderation von „{campaign}“`,
      greeting: 'Guten Tag,',
      intro: 'für Ihren Moderationszugang zur Kampagne „{campaign}“ wurde ein neues Passwort angefordert. Über diesen Link können Sie es festlegen:',
      action: 'Neues Passwort festlegen',
      validity: 'Der Link ist 2 Stunden gültig und kann nur einmal verwendet werden.',
      ignore: 'Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
      signature: `Ihr ${PRODUCT_NAME}-Team`,
    },
    en: {
      subject: `New password to moderate "{campaign}"`,
      greeting: 'Hello,',
      intro: 'a new password was asked for your moderator access to the campaign "{campaign}". Set it with this link:',
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

/** The organiser an account mail greets; both empty for accounts made before registration asked. */
export interface MailPerson {
  firstName?: string;
  name?: string;
}

/**
 * The salutation of a mail to an organiser: German addresses them formally ("Guten Tag Anna Berg,"),
 * English by first name ("Hello Anna,"); without a name the plain greeting of the copy.
 */
export function greetingFor(locale: Locale, person: MailPerson, plain: string): string {
  const firstName = person.firstName?.trim() ?? '';
  const full = [firstName, person.name?.trim() ?? ''].filter(Boolean).join(' ');
  if (locale === 'de') return full ? `Guten Tag ${full},` : plain;
  return firstName ? `Hello ${firstName},` : plain;
}

/** Plain text for every client plus a simple HTML part; both carry the full link. */
export function renderMail(template: MailTemplate, locale: Locale, link: string, campaign = '', person: MailPerson = {}): RenderedMail {
  const base = copy[template][locale];
  const fill = (text: string) => text.replaceAll('{campaign}', campaign);
  const greeting = greetingFor(locale, person, base.greeting);
  const c: Copy = { subject: fill(base.subject), greeting, intro: fill(base.intro), action: base.action, validity: base.validity, ignore: base.ignore, signature: base.signature };
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

/** What a scheduled-deletion mail states (campaigns §3 virtual settings `deletion`, §4). */
export interface DeletionMailFacts {
  kind: 'warning' | 'proof';
  campaign: string;
  /** The rule's date. */
  scheduledFor: Date;
  /** When it ran (proof only). */
  executedAt: Date | null;
  hours: number;
  counts: { pictures: number; files: number; contacts: number; answers: number };
  /** Warning: the picture table (export before the date). Proof: the campaign page. */
  link: string;
}

/** Dates in UTC, named as such: a campaign has no time zone yet, and the recipients may sit anywhere. */
function deletionDate(date: Date, locale: Locale): string {
  const text = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date);
  return `${text} UTC`;
}

function deletionCopy(facts: DeletionMailFacts, locale: Locale): { subject: string; lines: string[]; action: string } {
  const { campaign, counts } = facts;
  const date = deletionDate(facts.scheduledFor, locale);
  const de = locale === 'de';
  const what = de
    ? [`${counts.pictures} Bilder`, `${counts.files} Dateien`, `${counts.contacts} Kontakte`, `${counts.answers} Antworten (Umfragen und Kommentare)`]
    : [`${counts.pictures} pictures`, `${counts.files} files`, `${counts.contacts} contacts`, `${counts.answers} answers (surveys and comments)`];
  const list = what.map((item) => `– ${item}`);
  const rule = de
    ? `Regel: Löschung zum ${date}, festgelegt in den Einstellungen der virtuellen Fotobox der Kampagne, Warnung ${facts.hours} Stunden vorher.`
    : `Rule: deletion on ${date}, set in the campaign's virtual booth settings, warning ${facts.hours} hours before.`;
  if (facts.kind === 'warning') {
    return de
      ? {
          subject: `Geplante Löschung: „${campaign}“ am ${date}`,
          lines: [`am ${date} werden die Daten der Kampagne „${campaign}“ endgültig gelöscht:`, ...list, 'dazu die Gästesitzungen und die Einwilligungstexte der Kampagne.', '', 'Exportieren Sie bis dahin, was Sie behalten möchten (ZIP oder CSV in der Bildertabelle). Um die Löschung zu verhindern, ändern oder entfernen Sie das Datum in den Einstellungen der Kampagne.', rule],
          action: 'Zur Bildertabelle',
        }
      : {
          subject: `Scheduled deletion: "${campaign}" on ${date}`,
          lines: [`on ${date} the data of the campaign "${campaign}" will be deleted for good:`, ...list, "along with the campaign's guest sessions and consent texts.", '', "Export what you want to keep before then (ZIP or CSV in the picture table). To stop the deletion, change or remove the date in the campaign's settings.", rule],
          action: 'Open the picture table',
        };
  }
  const ran = deletionDate(facts.executedAt ?? facts.scheduledFor, locale);
  return de
    ? {
        subject: `Löschnachweis: „${campaign}“`,
        lines: [`die geplante Löschung der Daten der Kampagne „${campaign}“ wurde am ${ran} ausgeführt. Gelöscht wurden:`, ...list, 'dazu die Gästesitzungen und die Einwilligungstexte der Kampagne.', '', rule, 'Bewahren Sie diese E-Mail als Nachweis auf.'],
        action: 'Zur Kampagne',
      }
    : {
        subject: `Proof of deletion: "${campaign}"`,
        lines: [`the scheduled deletion of the data of the campaign "${campaign}" ran on ${ran}. Deleted were:`, ...list, "along with the campaign's guest sessions and consent texts.", '', rule, 'Keep this e-mail as proof.'],
        action: 'Open the campaign',
      };
}

/**
 * A scheduled-deletion warning or proof. The recipients are whoever the organiser named and a
 * campaign has no language of its own, so the message is German (the default) with English below.
 */
export function renderDeletionMail(facts: DeletionMailFacts): RenderedMail {
  const parts = (['de', 'en'] as const).map((locale) => ({ locale, greeting: locale === 'de' ? 'Hallo,' : 'Hello,', ...deletionCopy(facts, locale) }));
  const signature = `${PRODUCT_NAME}`;
  const text = [...parts.flatMap((part) => [part.greeting, '', ...part.lines, '', `${part.action}: ${facts.link}`, '', '— — —', '']), signature, ''].join('\n');
  const href = escapeHtml(facts.link);
  const section = (part: (typeof parts)[number]) => `<div lang="${part.locale}">
<p>${escapeHtml(part.greeting)}</p>
${part.lines.map((line) => (line ? `<p style="margin: 4px 0">${escapeHtml(line)}</p>` : '<br>')).join('\n')}
<p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #18dad7; color: #000; text-decoration: none; border-radius: 4px">${escapeHtml(part.action)}</a></p>
</div>`;
  const html = `<!doctype html>
<html lang="de"><body style="font-family: 'Open Sans', Arial, sans-serif; color: #000; max-width: 600px">
${parts.map(section).join('\n<hr>\n')}
<p style="word-break: break-all"><a href="${href}">${href}</a></p>
<p>${escapeHtml(signature)}</p>
</body></html>
`;
  return { subject: parts.map((part) => part.subject).join(' / '), text, html };
}
