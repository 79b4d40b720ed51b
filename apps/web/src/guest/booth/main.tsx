import './page/booth.css';

import { guestTexts, settingText, type EventVirtualDto, type Locale } from '@booth/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BoothApp } from '@/guest/booth/booth-app';
import { parseBoothPath } from '@/guest/booth/page/booth-path';
import { BoothErrorPage } from '@/guest/booth/page/booth-error-page';
import { applyPageExtras } from '@/guest/booth/page/page-extras';
import { fetchVirtualEvent, GuestApiError } from '@/guest/shared/guest-api';

/*
 * The virtual booth's entry (booth.html, served for /booth/{slug} and /en/booth/{slug}). It loads only
 * the guest bundle: React, the shared contract and the booth's own screens.
 */
const container = document.getElementById('booth');
if (!container) throw new Error('The page has no #booth element');
const root = createRoot(container);

async function boot(): Promise<void> {
  const location = parseBoothPath(window.location.pathname);
  const locale: Locale = location?.locale ?? (window.location.pathname.startsWith('/en/') ? 'en' : 'de');
  document.documentElement.lang = locale;
  if (!location) return renderError(locale, 'notFound');
  let event: EventVirtualDto;
  try {
    event = await fetchVirtualEvent(location.slug);
  } catch (error) {
    return renderError(locale, error instanceof GuestApiError && error.status === 404 ? 'notFound' : 'failed');
  }
  const t = guestTexts(locale, event.virtualSettings.translations);
  applyPageExtras(event, locale, settingText(event.virtualSettings.title, 'start.title', t));
  root.render(
    <StrictMode>
      <BoothApp event={event} locale={locale} />
    </StrictMode>,
  );
}

function renderError(locale: Locale, reason: 'notFound' | 'failed'): void {
  root.render(<BoothErrorPage locale={locale} reason={reason} onRetry={() => void boot()} />);
}

void boot();
