import '@/guest/booth/page/booth.css';
import '@/guest/booth/theme/booth-fonts';

import { guestTexts } from '@booth/shared';
import { lazy, Suspense } from 'react';
import { BoothLoadingPage } from '@/guest/booth/page/booth-error-page';
import { startGuestPage } from '@/guest/booth/page/guest-page-boot';
import { previewScreenOf } from '@/guest/booth/preview/preview-protocol';
import { KioskApp } from './kiosk-app';
import { fetchKioskEvent, KioskApiError } from './page/kiosk-api';
import { parseKioskPath } from './page/kiosk-path';
import { NotKioskPage } from './page/not-kiosk-page';
import { kioskPreviewScreens } from './preview/kiosk-preview-screens';

// The editor's preview is its own chunk: a tablet at the venue never downloads it.
const KioskPreviewApp = lazy(() => import('./preview/kiosk-preview-app'));

/*
 * The tablet booth's entry (kiosk.html, served for /kiosk/{slug} and /en/kiosk/{slug}). It loads only
 * the guest bundle: React, the shared contract, the virtual booth's capture, upload and share parts
 * and the kiosk's own screens.
 */
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
  app: (event, locale, extras) => <KioskApp event={event} locale={locale} extras={extras} />,
});
