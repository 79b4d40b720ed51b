import '@/guest/booth/page/booth.css';
import '@/guest/booth/theme/booth-fonts';

import { guestTexts, type EventKioskDto, type Locale } from '@booth/shared';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BoothErrorPage, BoothLoadingPage } from '@/guest/booth/page/booth-error-page';
import { NotLivePage } from '@/guest/booth/page/not-live-page';
import { applyPageExtras } from '@/guest/booth/page/page-extras';
import { adoptTestLinkToken, draftTestMode, fetchInstallationLegal } from '@/guest/shared/guest-api';
import { GuestProvider } from '@/guest/shared/guest-context';
import { KioskApp } from './kiosk-app';
import { fetchKioskEvent, KioskApiError } from './page/kiosk-api';
import { parseKioskPath } from './page/kiosk-path';
import { NotKioskPage } from './page/not-kiosk-page';

/*
 * The tablet booth's entry (kiosk.html, served for /kiosk/{slug} and /en/kiosk/{slug}). It loads only
 * the guest bundle: React, the shared contract, the virtual booth's capture, upload and share parts
 * and the kiosk's own screens.
 */
const container = document.getElementById('kiosk');
if (!container) throw new Error('The page has no #kiosk element');
const root = createRoot(container);

const show = (ui: ReactNode) => root.render(<StrictMode>{ui}</StrictMode>);

async function boot(): Promise<void> {
  const location = parseKioskPath(window.location.pathname);
  const locale: Locale = location?.locale ?? (window.location.pathname.startsWith('/en/') ? 'en' : 'de');
  document.documentElement.lang = locale;
  if (!location) return renderError(locale, 'notFound');
  adoptTestLinkToken(location.slug);
  show(<BoothLoadingPage locale={locale} />);
  let event: EventKioskDto;
  const installationLegal = fetchInstallationLegal(locale);
  try {
    event = await fetchKioskEvent(location.slug);
  } catch (error) {
    if (error instanceof KioskApiError && error.status === 409) return show(<NotKioskPage locale={locale} slug={location.slug} />);
    return renderError(locale, error instanceof KioskApiError && error.status === 404 ? 'notFound' : 'failed');
  }
  applyPageExtras(event, locale, `${event.name} – ${guestTexts(locale, event.virtualSettings.translations)('kiosk.attention.tap')}`);
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
  show(<KioskApp event={event} locale={locale} extras={extras} />);
}

function renderError(locale: Locale, reason: 'notFound' | 'failed'): void {
  show(<BoothErrorPage locale={locale} reason={reason} onRetry={() => void boot()} />);
}

void boot();
