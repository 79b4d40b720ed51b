import { isAiCaptureKind, telegramShareUrl, type ShareChannel } from '@booth/shared';
import { useCallback, useId } from 'react';
import { useActivity } from '@/guest/booth/activity/use-activity';
import { EmailForm, type EmailSender } from '@/guest/booth/share/email-form';
import { ShareLink } from '@/guest/booth/share/share-action';
import { ShareFooter } from '@/guest/booth/share/share-footer';
import { ShareQr } from '@/guest/booth/share/share-qr';
import type { ShareScreenProps } from '@/guest/booth/share/share-screen';
import { useProcessedShoot } from '@/guest/booth/share/use-processed-shoot';
import { useQrShownReport } from '@/guest/booth/share/use-qr-shown-report';
import { PostalPrint } from '@/guest/print/postal/postal-print';
import { PrintPanel } from '@/guest/print/print-panel';
import { sendShootEmail } from '@/guest/shared/guest-api';
import { useGuest } from '@/guest/shared/guest-context';
import { useKiosk } from '@/guest/kiosk/kiosk-context';
import { useOfflineQueue } from '@/guest/kiosk/offline/offline-queue';
import { useQueuedWaiting } from '@/guest/kiosk/offline/use-queued-waiting';
import { useCameraRoll } from './camera-roll';
import { KioskSharePicture } from './kiosk-share-picture';
import { finalPicture } from './share-picture-state';
import { PhoneShare } from './phone-share';
import boothStyles from '@/guest/booth/share/share-screen.module.css';
import styles from './kiosk-share.module.css';

export type KioskShareScreenProps = ShareScreenProps;

/**
 * The kiosk's sharing screen (campaigns §3): the picture (the local preview until the server's final
 * one has loaded, with its state, campaigns §2), the QR code of its microsite (the guest's own
 * phone scans it), e-mail, SMS and WhatsApp to the number the guest types, Telegram, retake and finish.
 * Not on a kiosk: download and the device's share sheet (they would leave the picture on the shared
 * tablet) and the microsite link (it would open on the tablet). Printing goes to the venue's printer or
 * the tablet's print dialog; a print asked while the picture waits on the tablet waits with it.
 */
export function KioskShareScreen({ shoot, kind, preview, onRetake, onFinish }: KioskShareScreenProps) {
  const { event, t, asset, sessionToken, extras } = useGuest();
  const sharing = event.screens.sharing;
  const look = sharing.sharingButton;
  // The server's rendition is what the microsite shows; the editor's preview has no shoot to ask about.
  const watching = !extras.preview;
  // A paired kiosk's picture may still wait on the tablet (offline queue): its status is asked once it went.
  const queue = useOfflineQueue();
  const kiosk = useKiosk();
  const queued = useQueuedWaiting(queue, shoot.id);
  const processed = useProcessedShoot(event.slug, shoot.id, sessionToken, watching && !queued);
  useCameraRoll({ enabled: kiosk.event.cameraRoll && watching, eventSlug: event.slug, shootSlug: shoot.slug, kind, queued, preview, final: finalPicture(processed)?.ready ?? null });
  const sendEmail = useCallback<EmailSender>(
    async (email) => {
      if (queue && (await queue.addEmail(shoot.id, email))) return 'queued';
      await sendShootEmail(event.slug, shoot.id, sessionToken, email);
      return 'sent';
    },
    [queue, event.slug, shoot.id, sessionToken],
  );
  const background = asset(sharing.background);
  const link = shoot.micrositeUrl;
  const titleId = useId();
  const report = useActivity();
  const shared = (channel: ShareChannel) => report({ action: 'share', channel, shootId: shoot.id });
  const qrEnabled = sharing.qrCode.enabled;
  useQrShownReport(shoot.id, qrEnabled, report);

  return (
    <section
      className={`${boothStyles.screen} ${styles.screen}`}
      style={background ? { backgroundImage: `url("${background.src}")` } : undefined}
      aria-labelledby={titleId}
      data-testid="share-screen"
      data-kind={kind}
    >
      <h1 id={titleId} className={boothStyles.title}>
        {t('share.title')}
      </h1>
      <div className={`${boothStyles.media} ${styles.media}`}>
        <KioskSharePicture
          preview={preview}
          processed={processed}
          watching={watching}
          queued={queued}
          queuedText={isAiCaptureKind(kind) ? 'ai.offline' : undefined}
          label={t('share.preview')}
        />
        {qrEnabled ? <ShareQr url={link} /> : null}
      </div>
      <div className={boothStyles.controls}>
        {sharing.email.enabled ? <EmailForm shootId={shoot.id} send={queue ? sendEmail : undefined} /> : null}
        <PrintPanel shootId={shoot.id} ready={processed?.status === 'ready'} queue={queue} queued={queued} />
        <PostalPrint shootId={shoot.id} ready={processed?.status === 'ready'} />
        {sharing.sms.enabled || sharing.whatsapp.enabled ? <PhoneShare link={link} onShared={shared} /> : null}
        {sharing.telegram.enabled ? (
          <div className={boothStyles.actions}>
            <ShareLink
              icon="telegram"
              label={t('share.telegram')}
              look={look}
              testId="share-telegram"
              href={telegramShareUrl(sharing.telegram.body, link)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => shared('telegram')}
            />
          </div>
        ) : null}
        <ShareFooter look={look} finishEnabled={sharing.finishButton.enabled} onRetake={onRetake} onFinish={onFinish} />
      </div>
    </section>
  );
}
