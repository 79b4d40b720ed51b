import './page/booth.css';
import './theme/booth-fonts';

import { guestTexts, settingText } from '@booth/shared';
import { lazy, Suspense } from 'react';
import { BoothApp } from '@/guest/booth/booth-app';
import { parseBoothPath } from '@/guest/booth/page/booth-path';
import { BoothLoadingPage } from '@/guest/booth/page/booth-error-page';
import { startGuestPage } from '@/guest/booth/page/guest-page-boot';
import { previewScreenOf } from '@/guest/booth/preview/preview-protocol';
import { fetchVirtualEvent, GuestApiError } from '@/guest/shared/guest-api';

// The editor's preview is its own chunk: a guest's booth never downloads it.
const PreviewApp = lazy(() => import('@/guest/booth/preview/preview-app'));

/*
 * The virtual booth's entry (booth.html, served for /booth/{slug} and /en/booth/{slug}). It loads only
 * the guest bundle: React, the shared contract and the booth's own screens.
 */
startGuestPage({
  elementId: 'booth',
  parsePath: parseBoothPath,
  instead: (locale) =>
    previewScreenOf(window.location.search) ? (
      <Suspense fallback={<BoothLoadingPage locale={locale} />}>
        <PreviewApp locale={locale} />
      </Suspense>
    ) : null,
  fetchEvent: fetchVirtualEvent,
  fetchFailed: (error) => ({ notFound: error instanceof GuestApiError && error.status === 404 }),
  title: (event, locale) => settingText(event.virtualSettings.title, 'start.title', guestTexts(locale, event.virtualSettings.translations)),
  app: (event, locale, extras) => <BoothApp event={event} locale={locale} extras={extras} />,
});
