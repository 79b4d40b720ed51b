import { useMemo } from 'react';
import { qrSvg, svgDataUrl } from '@/guest/booth/share/qr-svg';

/** The pairing address as a QR code (the sharing screen's generator), dark on white. */
export function PairingQr(props: { url: string; alt: string; className?: string }) {
  const src = useMemo(() => svgDataUrl(qrSvg(props.url, { color: '#1b2530' })), [props.url]);
  return <img className={props.className} src={src} alt={props.alt} data-testid="kiosk-pairing-qr" data-url={props.url} />;
}
