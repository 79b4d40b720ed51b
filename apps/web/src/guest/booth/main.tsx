import './page/booth.css';
import './theme/booth-fonts';

import { guestTexts, settingText, type EventVirtualDto, type Locale } from '@booth/shared';
import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BoothApp } from '@/guest/booth/booth-app';
import { parseBoothPath } from '@/guest/booth/page/booth-path';
import { BoothErrorPage, BoothLoadingPage } from '@/guest/booth/page/booth-error-page';
import { NotLivePage } from '@/guest/booth/page/not-live-page';
import { applyPageExtras } from '@/guest/booth/page/page-extras';
import { previewScreenOf } from '@/guest/booth/preview/preview-protocol';
import { adoptTestLinkToken, draftTestMode, fetchInstallationLegal, fetchVirtualEvent, GuestApiError } from '@/guest/shared/guest-api';
import { GuestProvider } from '@/guest/shared/guest-context';

// The editor's preview is its own chunk: a guest's booth never downloads it.
const PreviewApp = lazy(() => import('@/guest/booth/preview/preview-app'));

/*
 * The virtual booth's entry (booth.html, served for /booth/{slug} and /en/booth/{slug}). It loads only
 * the guest bundle: React, the shared contract and the booth's own screens.
 */
const container = document.getElementById('booth');
if (!container) throw new Error('The page has no #booth element');
const root = createRoot(container);

const show = (ui: ReactNode) => root.render(<StrictMode>{ui}</StrictMode>);

async function boot(): Promise<void> {
  const location = parseBoothPath(window.location.pathname);
  const locale: Locale = location?.locale ?? (window.location.pathname.startsWith('/en/') ? 'en' : 'de');
  document.documentElement.lang = locale;
  if (!location) return renderError(locale, 'notFound');
  if (previewScreenOf(window.location.search)) {
    return show(
      <Suspense fallback={<BoothLoadingPage locale={locale} />}>
        <PreviewApp locale={locale} />
      </Suspense>,
    );
  }
  adoptTestLinkToken(location.slug);
  show(<BoothLoadingPage locale={locale} />);
  let event: EventVirtualDto;
  const installationLegal = fetchInstallationLegal(locale);
  try {
    event = await fetchVirtualEvent(location.slug);
  } catch (error) {
    return renderError(locale, error instanceof GuestApiError && error.status === 404 ? 'notFound' : 'failed');
  }
  const t = guestTexts(locale, event.virtualSettings.translations);
  applyPageExtras(event, locale, settingText(event.virtualSettings.title, 'start.title', t));
  // A draft runs only for its organiser, who tests it (signed in or with a test link); its guests see that it is not live yet.
  const testMode = event.eventType === 'draft' && (await draftTestMode(event.slug));
  const extras = { installationLegal: await installationLegal, testMode };
  if (event.eventType === 'draft' && !testMode) {
    return show(
      <GuestProvider event={event} locale={locale} sessionToken="" extras={extras}>
        <NotLivePage />
      </GuestProvider>,
    );
  }
  show(<BoothApp event={event} locale={locale} extras={extras} />);
}

function renderError(locale: Locale, reason: 'notFound' | 'failed'): void {
  show(<BoothErrorPage locale={locale} reason={reason} onRetry={() => void boot()} />);
}

void boot();
