import { useEffect, useMemo, useState } from 'react';
import { useGuest } from '@/guest/shared/guest-context';
import { qrSvg, svgDataUrl } from './qr-svg';
import styles from './share-screen.module.css';

async function toDataUrl(src: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(src, { signal });
  if (!response.ok) throw new Error(`logo ${response.status}`);
  const type = response.headers.get('content-type') ?? 'image/png';
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${type};base64,${btoa(binary)}`;
}

/** The QR code of the microsite in the organiser's colour with their logo (campaigns §3 sharing screen). */
export function ShareQr(props: { url: string }) {
  const { event, asset, t } = useGuest();
  const { qrCodeColor, qrCodeLogo } = event.screens.sharing;
  const logoSrc = asset(qrCodeLogo)?.src ?? null;
  const [logo, setLogo] = useState<{ src: string; data: string } | null>(null);

  useEffect(() => {
    if (!logoSrc) return;
    const controller = new AbortController();
    toDataUrl(logoSrc, controller.signal).then(
      (data) => setLogo({ src: logoSrc, data }),
      // Without its logo the code still does its job.
      () => undefined,
    );
    return () => controller.abort();
  }, [logoSrc]);

  const logoData = logo && logo.src === logoSrc ? logo.data : null;
  const src = useMemo(() => svgDataUrl(qrSvg(props.url, { color: qrCodeColor, logo: logoData })), [props.url, qrCodeColor, logoData]);
  return (
    <figure className={styles.qr}>
      <img data-testid="share-qr" className={styles.qrImage} src={src} alt={t('share.qrCodeAlt')} />
      <figcaption className={styles.caption}>{t('share.qrCode')}</figcaption>
    </figure>
  );
}
