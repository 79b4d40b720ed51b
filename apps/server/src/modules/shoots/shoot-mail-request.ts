import { guestTexts } from '@booth/shared';
import { createHash } from 'node:crypto';
import { settingsOf } from '@/modules/events/event-views.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import type { ShootMailPayload } from '@/modules/mail/mail.payload.ts';
import { shootMicrositeUrl } from './shoot-views.ts';
import type { ShootRow } from './shoots.table.ts';

/**
 * A message id derived from what makes a mail the same mail: the delivery table delivers one id once,
 * so a guest pressing "send" twice over a flaky connection gets one mail (scope: the shoot), and one
 * resend request retried by the browser sends once per picture and address (scope: the request).
 */
export function shootMailId(scope: string, shootId: string, email: string): string {
  const hex = createHash('sha256').update(`shoot-mail:${scope}:${shootId}:${email.toLowerCase()}`).digest('hex');
  // Shaped as a version-4-style UUID so it fits the delivery table's uuid column.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The picture e-mail of campaigns §3 Sharing → Email: the campaign's sender name and subject (or the
 * catalogue's), in the guest's language, with the microsite link; `note` (an organiser's resend reason)
 * follows the body.
 */
export function shootMail(
  event: EventRow,
  shoot: ShootRow,
  mail: { to: string; messageId: string; publicUrl: string; note?: string },
): Omit<ShootMailPayload, 'template'> {
  const settings = settingsOf(event);
  const option = settings.screens.sharing.email;
  const t = guestTexts(shoot.locale, settings.virtualSettings.translations);
  const body = t('mail.body', { event: event.name });
  return {
    messageId: mail.messageId,
    to: mail.to,
    locale: shoot.locale,
    link: shootMicrositeUrl(shoot, mail.publicUrl),
    shootId: shoot.id,
    ...(option.sender.trim() ? { senderName: option.sender.trim() } : {}),
    texts: {
      subject: option.subject.trim() || t('mail.subject'),
      greeting: t('mail.greeting'),
      body: mail.note ? `${body}\n\n${mail.note}` : body,
      open: t('mail.open'),
      attached: t('mail.attached'),
    },
    attachMp4: option.attachMp4,
    publicUrl: mail.publicUrl,
  };
}
