import type { Locale } from '@booth/shared';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { AppProviders } from '@/app/providers';
import { GuestPaymentsSection } from '@/features/payments/components/guest-payments-section';
import { Component as SandboxOnboarding } from '@/features/payments/routes/sandbox-onboarding-route';
import { i18n } from '@/i18n/i18n';

/**
 * The section as the billing tab shows it, at /settings?tab=billing (and /en/…), beside the sandbox's
 * onboarding page it leads to: the app's providers, a memory router, a fresh query client.
 */
export function renderPayments(path = '/settings?tab=billing') {
  const locale: Locale = path.startsWith('/en/') ? 'en' : 'de';
  void i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const routes = ['', '/en'].flatMap((prefix) => [
    { path: `${prefix}/settings`, element: <GuestPaymentsSection /> },
    { path: `${prefix}/payments/sandbox-onboarding/:accountId`, element: <SandboxOnboarding /> },
  ]);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  onTestFinished(() => {
    view.unmount();
    router.dispose();
    queryClient.clear();
    void i18n.changeLanguage('de');
  });
  return { ...view, router, queryClient };
}
