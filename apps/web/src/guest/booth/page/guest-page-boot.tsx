import type { EventVirtualDto, Locale } from '@booth/shared';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BoothErrorPage, BoothLoadingPage } from '@/guest/booth/page/booth-error-page';
import { NotLivePage } from '@/guest/booth/page/not-live-page';
import { applyPageExtras } from '@/guest/booth/page/page-extras';
import { adoptTestLinkToken, draftTestMode, fetchInstallationLegal } from '@/guest/shared/guest-api';
import { GuestProvider, type BoothExtras } from '@/guest/shared/guest-context';

/** How one guest page (the virtual booth, the kiosk) finds, loads and shows its campaign. */
export interface GuestPageBoot<E extends EventVirtualDto> {
  /** The id of the page's root element in its HTML file. */
  elementId: string;
  parsePath: (pathname: string) => { slug: string; locale: Locale } | null;
  /** A page shown in place of the campaign, before it is fetched (the editor's preview); null for the campaign. */
  instead?: (locale: Locale) => ReactNode;
  fetchEvent: (slug: string) => Promise<E>;
  /** A page of its own for a failed fetch, or null for the error page ("not found" when `notFound`). */
  fetchFailed: (error: unknown, locale: Locale, slug: string) => { page: ReactNode } | { notFound: boolean };
  /** The browser tab's title. */
  title: (event: E, locale: Locale) => string;
  app: (event: E, locale: Locale, extras: BoothExtras) => ReactNode;
}

/**
 * Boots a guest page: the language from the path, the loading page, the campaign, and the page's app.
 * Both booths boot alike, so a draft's test mode and the error pages behave the same in each.
 */
export function startGuestPage<E extends EventVirtualDto>(page: GuestPageBoot<E>): void {
  const container = document.getElementById(page.elementId);
  if (!container) throw new Error(`The page has no #${page.elementId} element`);
  const root = createRoot(container);
  const show = (ui: ReactNode) => root.render(<StrictMode>{ui}</StrictMode>);
  const renderError = (locale: Locale, reason: 'notFound' | 'failed') => show(<BoothErrorPage locale={locale} reason={reason} onRetry={() => void boot()} />);

  async function boot(): Promise<void> {
    const location = page.parsePath(window.location.pathname);
    const locale: Locale = location?.locale ?? (window.location.pathname.startsWith('/en/') ? 'en' : 'de');
    document.documentElement.lang = locale;
    if (!location) return renderError(locale, 'notFound');
    const instead = page.instead?.(locale);
    if (instead) return show(instead);
    adoptTestLinkToken(location.slug);
    show(<BoothLoadingPage locale={locale} />);
    let event: E;
    const installationLegal = fetchInstallationLegal(locale);
    try {
      event = await page.fetchEvent(location.slug);
    } catch (error) {
      const failed = page.fetchFailed(error, locale, location.slug);
      return 'page' in failed ? show(failed.page) : renderError(locale, failed.notFound ? 'notFound' : 'failed');
    }
    applyPageExtras(event, locale, page.title(event, locale));
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
    show(page.app(event, locale, extras));
  }

  void boot();
}
