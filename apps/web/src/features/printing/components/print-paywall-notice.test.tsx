import type { PaymentAccount } from '@booth/shared';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrintPaywallNotice } from '@/features/printing/components/print-paywall-notice';
import { printPaywallAvailability, usePrintPaywallGate } from '@/features/printing/print-paywall';
import { apiError, baseApi } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';

const account = (overrides: Partial<PaymentAccount> = {}): PaymentAccount => ({
  id: '5a0c7d5e-2a4b-4c6d-8e9f-0a1b2c3d4e5f',
  account_id: 'acct_1',
  onboarding_complete: true,
  allow_stripe: true,
  country: 'DE',
  testMode: true,
  provider: 'sandbox',
  ...overrides,
});

/** What the editor does with the gate: hides the paid-printing paths and shows the notice in their place. */
function Gate() {
  const { availability, hiddenPaths } = usePrintPaywallGate();
  return (
    <>
      <span data-testid="hidden-paths">{hiddenPaths.join(',')}</span>
      <PrintPaywallNotice availability={availability} />
    </>
  );
}

function renderGate(language: 'de' | 'en') {
  const router = createMemoryRouter([{ path: '*', element: <Gate /> }], { initialEntries: [language === 'en' ? '/en/events/x/edit' : '/events/x/edit'] });
  return renderUi(<RouterProvider router={router} />, { language });
}

afterEach(() => vi.unstubAllGlobals());

describe('paid printing in the editor', () => {
  it('is offered only when the payment account can charge', () => {
    expect(printPaywallAvailability(account(), false)).toBe('available');
    expect(printPaywallAvailability(account({ allow_stripe: false, onboarding_complete: false }), false)).toBe('pending');
    expect(printPaywallAvailability(null, false)).toBe('noAccount');
    expect(printPaywallAvailability(undefined, false)).toBe('checking');
    expect(printPaywallAvailability(undefined, true)).toBe('unknown');
  });

  it('shows the settings and no notice for an account that can charge', async () => {
    baseApi().on('GET', '/api/stripe/account', { body: account() }).install();
    renderGate('en');
    await vi.waitFor(() => expect(screen.getByTestId('hidden-paths')).toHaveTextContent(/^$/));
    expect(screen.queryByTestId('print-paywall-notice')).toBeNull();
  });

  it('explains in German how to set up card payments when there is no account, and links to it', async () => {
    baseApi().on('GET', '/api/stripe/account', apiError(404, 'NOT_FOUND')).install();
    renderGate('de');
    const notice = await screen.findByTestId('print-paywall-notice');
    expect(notice).toHaveAttribute('data-availability', 'noAccount');
    expect(notice).toHaveTextContent('richten Sie zuerst Kartenzahlungen für Ihr Konto ein');
    expect(screen.getByTestId('print-paywall-setup-link')).toHaveAttribute('href', '/settings?tab=billing');
    expect(screen.getByTestId('hidden-paths')).toHaveTextContent('printPaywalled');
  });

  it('asks to finish the onboarding of an account that cannot charge yet', async () => {
    baseApi().on('GET', '/api/stripe/account', { body: account({ allow_stripe: false, onboarding_complete: false }) }).install();
    renderGate('en');
    const notice = await screen.findByTestId('print-paywall-notice');
    expect(notice).toHaveTextContent('cannot take payments yet');
    expect(screen.getByTestId('print-paywall-setup-link')).toHaveAttribute('href', '/en/settings?tab=billing');
    expect(screen.getByTestId('hidden-paths')).toHaveTextContent('printPaywalled');
  });
});
