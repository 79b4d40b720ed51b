import { smsShareUrl, telegramShareUrl, whatsappShareUrl, type ShareChannel, type ShootUploaded, type UploadCaptureKind } from '@booth/shared';
import { useId } from 'react';
import { useActivity } from '@/guest/booth/activity/use-activity';
import { PostalPrint } from '@/guest/print/postal/postal-print';
import { PrintPanel } from '@/guest/print/print-panel';
import { useGuest } from '@/guest/shared/guest-context';
import { EmailForm } from './email-form';
import { ShareButton, ShareLink } from './share-action';
import { ShareFooter } from './share-footer';
import { shareFileName } from './share-file';
import { ShareMedia } from './share-media';
import { ShareQr } from './share-qr';
import { useProcessedShoot } from './use-processed-shoot';
import { useQrShownReport } from './use-qr-shown-report';
import { useShareFile } from './use-share-file';
import styles from './share-screen.module.css';

export interface ShareScreenProps {
  shoot: ShootUploaded;
  kind: UploadCaptureKind;
  /** What the browser composed, shown (and downloadable) until the server's version is ready. */
  preview: { url: string; mimetype: string } | null;
  onRetake: () => void;
  onFinish: () => void;
}

function canWebShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * The sharing screen (campaigns §3): the picture, the QR code of its microsite, e-mail, text message,
 * WhatsApp and Telegram, instant download, the device's share sheet, printing and postcards, retake and finish.
 */
export function ShareScreen({ shoot, kind, preview, onRetake, onFinish }: ShareScreenProps) {
  const { event, t, asset, sessionToken, extras } = useGuest();
  const sharing = event.screens.sharing;
  const look = sharing.sharingButton;
  const webShare = canWebShare();
  // Without a local preview the screen needs the server's picture to show anything; a print needs it processed.
  // The editor's preview has no shoot on the server to ask about.
  const printing = sharing.print.enabled || sharing.oneprint.enabled;
  const processed = useProcessedShoot(event.slug, shoot.id, sessionToken, !extras.preview && (sharing.instantDownload.enabled || webShare || !preview || printing));
  const processedReady = processed?.status === 'ready';
  const ready = processed?.status === 'ready' && processed.src ? { url: processed.src, mimetype: processed.mimetype ?? '' } : null;
  const file = ready ?? preview;
  const fileName = file ? shareFileName(event.slug, shoot.slug, file.mimetype, kind) : '';
  const shareFile = useShareFile(file ? { ...file, name: fileName } : null, webShare);
  const background = asset(sharing.background);
  const link = shoot.micrositeUrl;
  const titleId = useId();
  const preparing = sharing.instantDownload.enabled && !ready && processed?.status !== 'failed';
  const report = useActivity();
  const shared = (channel: ShareChannel) => () => report({ action: 'share', channel, shootId: shoot.id });
  useQrShownReport(shoot.id, sharing.qrCode.enabled, report);

  const share = async () => {
    shared('native')();
    const withFile = shareFile && navigator.canShare?.({ files: [shareFile] });
    try {
      await navigator.share(withFile ? { files: [shareFile], title: event.name, text: link } : { title: event.name, url: link });
    } catch {
      // The guest closed the sheet, or the target refused: nothing to tell them.
    }
  };

  return (
    <section
      className={styles.screen}
      style={background ? { backgroundImage: `url("${background.src}")` } : undefined}
      aria-labelledby={titleId}
      data-testid="share-screen"
    >
      <h1 id={titleId} className={styles.title}>
        {t('share.title')}
      </h1>

      <div className={styles.media}>
        <ShareMedia preview={preview} ready={ready} display={processed?.status === 'ready' ? processed.display : null} label={t('share.preview')} />

        {sharing.qrCode.enabled ? <ShareQr url={link} /> : null}
      </div>

      <div className={styles.controls}>
        {sharing.email.enabled ? <EmailForm shootId={shoot.id} /> : null}

        <PrintPanel shootId={shoot.id} ready={processedReady} />
        <PostalPrint shootId={shoot.id} ready={processedReady} />

        <div className={styles.actions}>
          {sharing.sms.enabled ? <ShareLink icon="sms" label={t('share.sms')} look={look} testId="share-sms" href={smsShareUrl(sharing.sms.body, link)} onClick={shared('sms')} /> : null}
          {sharing.whatsapp.enabled ? (
            <ShareLink icon="whatsapp" label={t('share.whatsapp')} look={look} testId="share-whatsapp" href={whatsappShareUrl(sharing.whatsapp.body, link)} target="_blank" rel="noopener noreferrer" onClick={shared('whatsapp')} />
          ) : null}
          {sharing.telegram.enabled ? (
            <ShareLink icon="telegram" label={t('share.telegram')} look={look} testId="share-telegram" href={telegramShareUrl(sharing.telegram.body, link)} target="_blank" rel="noopener noreferrer" onClick={shared('telegram')} />
          ) : null}
          {sharing.instantDownload.enabled && file ? (
            <ShareLink icon="download" label={t('share.download')} look={look} testId="share-download" href={file.url} download={fileName} data-ready={ready ? 'true' : 'false'} onClick={shared('download')} />
          ) : null}
          {webShare ? <ShareButton icon="share" label={t('share.share')} look={look} testId="share-webshare" onClick={() => void share()} /> : null}
        </div>

        {preparing ? (
          <p className={styles.caption} role="status">
            {t('share.processing')}
          </p>
        ) : null}

        <a className={styles.micrositeLink} href={link} target="_blank" rel="noopener noreferrer" data-testid="share-microsite" onClick={shared('microsite')}>
          {t('share.openMicrosite')}
        </a>

        <ShareFooter look={look} finishEnabled={sharing.finishButton.enabled} onRetake={onRetake} onFinish={onFinish} />
      </div>
    </section>
  );
}
