import type { Locale } from '@booth/shared';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { onTestFinished } from 'vitest';
import { AppProviders } from '@/app/providers';
import { i18n } from '@/i18n/i18n';

/** One component with the app's providers (Mantine, i18n, a fresh query client), outside the router. */
export function renderUi(ui: ReactElement, { language = 'de' }: { language?: Locale } = {}) {
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>);
  onTestFinished(() => {
    view.unmount();
    queryClient.clear();
    void i18n.changeLanguage('de');
  });
  return { ...view, queryClient };
}
