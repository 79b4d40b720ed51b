import { guestTexts } from '@booth/shared';
import { settingsOf } from '@/modules/events/event-views.ts';
import { findEventById } from '@/modules/events/events.repo.ts';
import { installationLegal, legalLinkList } from '@/modules/legal/legal-links.ts';
import { BUILT_IN_IMPRINT_PATH, BUILT_IN_PRIVACY_PATH } from '@/config.ts';
import { findShootById } from '@/modules/shoots/shoots.repo.ts';
import type { ShootRow, StoredFile } from '@/modules/shoots/shoots.table.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { defineJob, type JobRegistration } from '@/platform/jobs/define-job.ts';
import type { MailAttachment, Mailer, OutgoingMail } from '@/platform/mail/mailer.ts';
import { claimDelivery, markSent, releaseClaim } from './mail.repo.ts';
import type { SendMailPayload, ShootMailPayload } from './mail.payload.ts';
import { renderMail } from './mail.templates.ts';
import { DEFAULT_MAIL_LOOK, MAIL_INLINE_PICTURE_MAX_BYTES, MAIL_PICTURE_CID, mailLookOf, mailPictureOf, renderShootMail } from './shoot-mail.ts';

/**
 * Larger videos go by link only: mail providers refuse messages past about 25 MB, and base64 makes
 * an attachment a third larger.
 */
export const MAIL_ATTACHMENT_MAX_BYTES = 15_000_000;

/** The MP4 of a shoot: the extra rendition of a GIF or boomerang, or the main file of a video. */
export function mp4Of(shoot: ShootRow): StoredFile | undefined {
  const { mp4, main } = shoot.renditions;
  return mp4 ?? (main?.mimetype === 'video/mp4' ? main : undefined);
}

async function shootMessage(deps: { db: Db; files: FileStore }, payload: ShootMailPayload, shoot: ShootRow): Promise<Omit<OutgoingMail, 'messageId' | 'to'>> {
  const mp4 = shoot.status === 'ready' && payload.attachMp4 ? mp4Of(shoot) : undefined;
  const attachments: MailAttachment[] = [];
  if (mp4 && mp4.size <= MAIL_ATTACHMENT_MAX_BYTES) {
    const file = await deps.files.get(mp4.path);
    attachments.push({ filename: `${shoot.slug}.mp4`, contentType: 'video/mp4', content: file.stream });
  }
  const attached = attachments.length > 0;
  // The installation's legal pages by their built-in addresses, which lead to IMPRINT_URL / PRIVACY_URL when those are set elsewhere.
  const origin = (payload.publicUrl ?? new URL(payload.link).origin).replace(/\/+$/, '');
  const picture = mailPictureOf(shoot, origin);
  const inlinePicture = picture !== null && picture.file.size <= MAIL_INLINE_PICTURE_MAX_BYTES;
  if (picture && inlinePicture) {
    const still = await deps.files.get(picture.file.path);
    const extension = picture.file.mimetype === 'image/png' ? 'png' : 'jpg';
    attachments.push({ filename: `${shoot.slug}.${extension}`, contentType: picture.file.mimetype, content: still.stream, cid: MAIL_PICTURE_CID });
  }
  const eventRow = await findEventById(deps.db, shoot.eventId);
  const settings = eventRow ? settingsOf(eventRow) : null;
  const t = guestTexts(payload.locale, settings?.virtualSettings.translations);
  const installation = installationLegal({ imprintUrl: BUILT_IN_IMPRINT_PATH, privacyUrl: BUILT_IN_PRIVACY_PATH }, origin);
  const rendered = renderShootMail({
    texts: payload.texts,
    locale: payload.locale,
    link: payload.link,
    attached,
    picture,
    inlinePicture,
    look: settings ? mailLookOf(settings) : DEFAULT_MAIL_LOOK,
    legal: legalLinkList(payload.locale, installation, settings?.legal),
    downloadLabel: t('microsite.download'),
    originalLabel: t('microsite.downloadOriginal'),
  });
  return { ...rendered, attachments, ...(payload.senderName ? { fromName: payload.senderName } : {}) };
}

async function compose(deps: { db: Db; files: FileStore }, payload: SendMailPayload, shoot: ShootRow | undefined): Promise<Omit<OutgoingMail, 'messageId' | 'to'>> {
  if (payload.template !== 'shoot_share') return renderMail(payload.template, payload.locale, payload.link, payload.campaign, payload);
  if (!shoot) throw new Error(`shoot ${payload.shootId} was not loaded`);
  return shootMessage(deps, payload, shoot);
}

/**
 * `mail_send`: renders and sends one message. Idempotent through mail_deliveries: a message already
 * sent is skipped, so a retry after a crash or a duplicated job never mails twice. A guest's picture
 * mail waits for its shoot: while the shoot is processing the job throws, and the queue retries it
 * with backoff until the files are ready (or processing failed: then the link alone goes out).
 */
export function createMailJobs(deps: { db: Db; mailer: Mailer; files: FileStore }): JobRegistration[] {
  return [
    defineJob('mail_send', async (payload: SendMailPayload, { log }) => {
      let shoot: ShootRow | undefined;
      if (payload.template === 'shoot_share') {
        shoot = await findShootById(deps.db, payload.shootId);
        if (!shoot) {
          log.info({ shootId: payload.shootId }, 'the picture of this mail was deleted; nothing to send');
          return 'skipped';
        }
        if (shoot.status === 'processing') throw new Error(`shoot ${shoot.id} is still processing; its mail waits for the files`);
      }
      const claim = await claimDelivery(deps.db, { messageId: payload.messageId, recipient: payload.to, template: payload.template });
      if (claim === 'already-sent') {
        log.info({ messageId: payload.messageId }, 'mail already sent; skipped');
        return 'skipped';
      }
      // Another worker is sending this very message; failing makes the queue retry later, by which
      // time it is either sent (then skipped) or its claim has lapsed.
      if (claim === 'in-progress') throw new Error(`mail ${payload.messageId} is being sent by another worker`);

      const sent = await compose(deps, payload, shoot)
        .then((message) => deps.mailer.send({ messageId: payload.messageId, to: payload.to, ...message }))
        .catch(async (error: unknown) => {
          await releaseClaim(deps.db, payload.messageId);
          throw error;
        });
      await markSent(deps.db, payload.messageId, sent);
      return 'success';
    }),
  ];
}
