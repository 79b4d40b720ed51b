import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makePaymentAccount, paymentsApi } from '@/features/payments/test/payments-fake-api';
import { apiError } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const account = makePaymentAccount();
const path = `/payments/sandbox-onboarding/${account.account_id}`;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the sandbox onboarding page', () => {
  it('is private: a visitor who is not signed in goes to the login', async () => {
    paymentsApi({ account });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('explains itself in English, completes the onboarding once and returns to the billing tab', async () => {
    const { api } = paymentsApi({ account });
    window.localStorage.setItem('signed-in', '1');
    const { router } = renderApp(`/en${path}`);
    const page = await screen.findByTestId('sandbox-onboarding');
    expect(page).toHaveTextContent('Test mode — no real payment');
    expect(screen.getByText('The test mode’s stand-in for Stripe’s onboarding.')).toBeInTheDocument();
    expect(page).toHaveTextContent(`Payment account: ${account.account_id}`);
    const button = screen.getByRole('button', { name: 'Complete onboarding (test)' });
    const user = userEvent.setup();
    await user.dblClick(button);
    expect(await screen.findByText('The onboarding is complete. Guests can now pay (in test mode).')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/en/settings?tab=billing'));
    expect(api.calls('POST', `/api/sandbox/accounts/${account.account_id}/complete-onboarding`)).toHaveLength(1);
  });

  it('says why the onboarding could not be completed and stays', async () => {
    const { api } = paymentsApi({ account });
    api.on('POST', `/api/sandbox/accounts/${account.account_id}/complete-onboarding`, apiError(404, 'NOT_FOUND'));
    window.localStorage.setItem('signed-in', '1');
    const { router } = renderApp(path);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Onboarding abschließen (Test)' }));
    expect(await screen.findByText('Die Einrichtung konnte nicht abgeschlossen werden. Fehler: Das wurde nicht gefunden.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});
