import type { EventKioskDto } from '@booth/shared';
import { useEffect } from 'react';
import { kioskCampaignUrls } from './campaign-asset-urls';
import { cacheCampaignAssets, registerKioskServiceWorker } from './register-kiosk-sw';

/**
 * A paired tablet runs offline-first (issue 14): the service worker keeps the kiosk itself, and every
 * file this campaign uses (overlays, backgrounds, fonts, videos, AR layers) is cached now, before any
 * guest needed it, so a reload without network still runs the booth. Only on a paired tablet: a plain
 * browser (an organiser trying the kiosk on a laptop) gets no worker.
 */
export function useOfflineShell(paired: boolean, event: EventKioskDto): void {
  useEffect(() => {
    if (!paired) return;
    void registerKioskServiceWorker()
      .then(async (registration) => (registration ? cacheCampaignAssets(await kioskCampaignUrls(event)) : null))
      .catch(() => undefined);
  }, [paired, event]);
}
