import '@/guest/booth/page/booth.css';
import '@/guest/booth/theme/booth-fonts';

import { guestTexts } from '@booth/shared';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BoothLoadingPage } from '@/guest/booth/page/booth-error-page';
import { startGuestPage } from '@/guest/booth/page/guest-page-boot';
import { previewScreenOf } from '@/guest/booth/preview/preview-protocol';
import { readDeviceToken } from './device/device-token';
import { KioskStartApp } from './device/kiosk-start-app';
import { KioskApp } from './kiosk-app';
import { fetchKioskEvent, KioskApiError } from './page/kiosk-api';
import { parseKioskPath, parseKioskStartPath } from './page/kiosk-path';
import { NotKioskPage } from './page/not-kiosk-page';
import { kioskPreviewScreens } from './preview/kiosk-preview-screens';
import { registerKioskServiceWorker } from './pwa/register-kiosk-sw';

// The editor's preview is its own chunk: a tablet at the venue never downloads it.
const KioskPreviewApp = lazy(() => import('./preview/kiosk-preview-app'));

/*
 * The tablet booth's entry (kiosk.html, served for /kiosk/{slug} and /en/kiosk/{slug}, and for the
 * tablet's start page /kiosk and /en/kiosk). It loads only the guest bundle: React, the shared
 * contract, the virtual booth's capture, upload and share parts and the kiosk's own screens.
 */
const startLocale = parseKioskStartPath(window.location.pathname);
if (startLocale) {
  // The start page: pairing, or the paired tablet's way to its campaign. A tablet set up here runs
  // offline-first, so the service worker starts caching the kiosk now.
  void registerKioskServiceWorker();
  document.documentElement.lang = startLocale;
  document.title = guestTexts(startLocale)('device.pairing.title');
  const container = document.getElementById('kiosk');
  if (!container) throw new Error('The page has no #kiosk element');
  createRoot(container).render(
    <StrictMode>
      <KioskStartApp locale={startLocale} />
    </StrictMode>,
  );
} else {
  // A paired tablet runs the campaign as its device; without a token the kiosk is a plain browser.
  const deviceToken = readDeviceToken();
  startGuestPage({
    elementId: 'kiosk',
    parsePath: parseKioskPath,
    instead: (locale) =>
      previewScreenOf(window.location.search, kioskPreviewScreens) ? (
        <Suspense fallback={<BoothLoadingPage locale={locale} />}>
          <KioskPreviewApp locale={locale} />
        </Suspense>
      ) : null,
    fetchEvent: fetchKioskEvent,
    // A campaign that is no kiosk (409) says so; it gets a page of its own, not an error.
    fetchFailed: (error, locale, slug) =>
      error instanceof KioskApiError && error.status === 409 ? { page: <NotKioskPage locale={locale} slug={slug} /> } : { notFound: error instanceof KioskApiError && error.status === 404 },
    title: (event, locale) => `${event.name} – ${guestTexts(locale, event.virtualSettings.translations)('kiosk.attention.tap')}`,
    app: (event, locale, extras) => <KioskApp event={event} locale={locale} extras={extras} deviceToken={deviceToken} />,
  });
}
