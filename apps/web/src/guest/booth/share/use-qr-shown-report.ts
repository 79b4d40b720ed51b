import { useEffect, useMemo } from 'react';
import type { ActivityReport } from '@/guest/booth/activity/send-activity';
import { randomId } from '@/lib/random-id';

/**
 * Reports the QR code shown (the sharing screen's "qr" channel) while it is on. It counts once per
 * picture: one id per shoot, so a re-render's repeat is ignored by the server.
 */
export function useQrShownReport(shootId: string, enabled: boolean, report: (report: ActivityReport) => void): void {
  const qrShown = useMemo(() => ({ id: randomId(), shootId }), [shootId]);
  useEffect(() => {
    if (enabled) report({ id: qrShown.id, action: 'share', channel: 'qr', shootId: qrShown.shootId });
  }, [enabled, qrShown, report]);
}
