import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountLinkNavigation } from '@/features/payments/open-account-link';
import { makePaymentAccount, makePaymentSession, paymentsApi } from '@/features/payments/test/payments-fake-api';
import { renderPayments } from '@/features/payments/test/render-payments';
import { apiError } from '@/test/fake-api';
import { chooseOption } from '@/test/select-option';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the payment account', () => {
  it('is opened for a country, onboarded on the sandbox page, and then shown complete in test mode', async () => {
    const { api, state } = paymentsApi();
    const { router } = renderPayments();
    const section = await screen.findByTestId('guest-payments');
    expect(within(section).getByRole('heading', { name: 'Kartenzahlungen von Gästen' })).toBeInTheDocument();
    const user = userEvent.setup();

    await within(section).findByTestId('payment-account-setup');
    await chooseOption(user, 'payment-account-country', 'Österreich');
    await user.click(within(section).getByTestId('payment-account-create'));
    await waitFor(() => expect(api.calls('POST', '/api/stripe/account')).toHaveLength(1));
    expect(api.calls('POST', '/api/stripe/account')[0]?.body).toEqual({ country: 'AT' });

    // Straight on to the onboarding link, which on the sandbox is our own page.
    const page = await screen.findByTestId('sandbox-onboarding');
    expect(router.state.location.pathname).toBe(`/payments/sandbox-onboarding/${state.account?.account_id}`);
    expect(page).toHaveTextContent('Testmodus — keine echte Zahlung');
    expect(page).toHaveTextContent('Hier schließen Sie die Einrichtung mit einem Klick ab');
    await user.click(within(page).getByRole('button', { name: 'Onboarding abschließen (Test)' }));

    expect(await screen.findByText('Die Einrichtung ist abgeschlossen. Gäste können jetzt (im Testmodus) bezahlen.')).toBeInTheDocument();
    expect(api.calls('POST', `/api/sandbox/accounts/${state.account?.account_id}/complete-onboarding`)).toHaveLength(1);
    expect(router.state.location.pathname + router.state.location.search).toBe('/settings?tab=billing');
    const account = await screen.findByTestId('payment-account');
    await waitFor(() => expect(within(account).getByTestId('payment-account-onboarding')).toHaveTextContent(/^EinrichtungAbgeschlossen$/));
    expect(within(account).getByTestId('payment-account-charges')).toHaveTextContent('Möglich');
    expect(within(account).getByTestId('payment-account-country-name')).toHaveTextContent('Österreich');
    expect(screen.getByTestId('payments-test-mode')).toHaveTextContent('Testmodus — keine echte Zahlung');
    // The sandbox has no dashboard to open.
    expect(screen.queryByTestId('payment-account-dashboard')).toBeNull();
    expect(screen.getByTestId('payment-sessions-empty')).toHaveTextContent('Noch keine Zahlungen von Gästen.');
  });

  it('asks for the country before anything is sent', async () => {
    const { api } = paymentsApi();
    renderPayments('/en/settings?tab=billing');
    await userEvent.setup().click(await screen.findByTestId('payment-account-create'));
    expect(await screen.findByText('Please choose a country.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/stripe/account')).toHaveLength(0);
  });

  it('says why when the account cannot be opened', async () => {
    const { api } = paymentsApi();
    api.on('POST', '/api/stripe/account', apiError(502, 'PAYMENT_PROVIDER_ERROR'));
    renderPayments();
    const user = userEvent.setup();
    await screen.findByTestId('payment-account-setup');
    await chooseOption(user, 'payment-account-country', 'Deutschland');
    await user.click(await screen.findByTestId('payment-account-create'));
    expect(
      await screen.findByText('Das Zahlungskonto konnte nicht angelegt werden. Fehler: Der Zahlungsanbieter ist gerade nicht erreichbar. Es wurde nichts doppelt belastet – bitte versuchen Sie es noch einmal.'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/stripe/account/reauth')).toHaveLength(0);
    expect(screen.getByTestId('payment-account-setup')).toBeInTheDocument();
  });

  it('continues an unfinished onboarding', async () => {
    const { api } = paymentsApi({ account: makePaymentAccount() });
    const { router } = renderPayments('/en/settings?tab=billing');
    const account = await screen.findByTestId('payment-account');
    expect(within(account).getByTestId('payment-account-onboarding')).toHaveTextContent('Not complete yet');
    expect(within(account).getByTestId('payment-account-hint')).toHaveTextContent('Complete the onboarding before guests can pay.');
    await userEvent.setup().click(within(account).getByRole('button', { name: 'Continue onboarding' }));
    await screen.findByTestId('sandbox-onboarding');
    expect(api.calls('POST', '/api/stripe/account/reauth')).toHaveLength(1);
    // The organiser stays in their language.
    expect(router.state.location.pathname).toMatch(/^\/en\/payments\/sandbox-onboarding\/acct_sb_/);
  });

  it("opens Stripe's dashboard for a complete Stripe account, with no test-mode label for live keys", async () => {
    const assign = vi.spyOn(accountLinkNavigation, 'assign').mockImplementation(() => {});
    const { api } = paymentsApi({ account: makePaymentAccount({ account_id: 'acct_1PqRsT', provider: 'stripe', testMode: false, onboarding_complete: true, allow_stripe: false }) });
    renderPayments('/en/settings?tab=billing');
    const account = await screen.findByTestId('payment-account');
    expect(within(account).getByTestId('payment-account-hint')).toHaveTextContent('still reviewing your account');
    expect(screen.queryByTestId('payments-test-mode')).toBeNull();
    expect(within(account).queryByRole('button', { name: 'Continue onboarding' })).toBeNull();
    await userEvent.setup().click(within(account).getByRole('button', { name: 'Open Stripe dashboard' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/express/login/abc'));
    expect(api.calls('POST', '/api/stripe/account/login')).toHaveLength(1);
  });

  it('shows a failed load as a translated error', async () => {
    const { api } = paymentsApi();
    api.on('GET', '/api/stripe/account', apiError(500, 'INTERNAL'));
    renderPayments();
    expect(await screen.findByTestId('payment-account-error')).toHaveTextContent('Bei uns ist etwas schiefgelaufen.');
  });
});

describe("the guests' payments", () => {
  const onboarded = () => makePaymentAccount({ onboarding_complete: true, allow_stripe: true });

  it('lists date, campaign, amount, status and card, and refunds a paid one after asking', async () => {
    const paid = makePaymentSession({ eventName: 'Summer party', createdAt: '2026-06-12T18:30:00.000Z' });
    const used = makePaymentSession({ status: 'used', usedAt: '2026-06-12T18:40:00.000Z', card: { brand: 'mastercard', last4: '4444' } });
    const open = makePaymentSession({ status: 'open', card: null, paidAt: null });
    const expired = makePaymentSession({ status: 'expired', card: null, paidAt: null });
    const { api } = paymentsApi({ account: onboarded(), pages: [[paid, used, open, expired]] });
    renderPayments('/en/settings?tab=billing');
    const rows = await screen.findAllByTestId('payment-session');
    expect(rows).toHaveLength(4);
    const [paidRow, usedRow, openRow, expiredRow] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(paidRow).getByTestId('payment-session-event')).toHaveTextContent('Summer party');
    expect(paidRow).toHaveTextContent('Print');
    expect(within(paidRow).getByTestId('payment-session-date')).toHaveTextContent('12 Jun 2026');
    expect(within(paidRow).getByTestId('payment-session-amount')).toHaveTextContent('€2.50');
    expect(within(paidRow).getByTestId('payment-status')).toHaveTextContent('Paid');
    expect(within(paidRow).getByTestId('payment-session-card')).toHaveTextContent('Visa •••• 4242');
    expect(within(usedRow).getByTestId('payment-status')).toHaveTextContent('Used');
    expect(within(usedRow).getByTestId('payment-session-card')).toHaveTextContent('Mastercard •••• 4444');
    expect(within(openRow).getByTestId('payment-session-card')).toHaveTextContent('No card');
    // Only money that was taken can go back.
    expect(within(usedRow).getByTestId('payment-session-refund')).toBeInTheDocument();
    expect(within(openRow).queryByTestId('payment-session-refund')).toBeNull();
    expect(within(expiredRow).queryByTestId('payment-session-refund')).toBeNull();
    const user = userEvent.setup();

    // Cancelling sends nothing.
    await user.click(within(paidRow).getByTestId('payment-session-refund'));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this payment?' });
    expect(dialog).toHaveTextContent('€2.50 for “Summer party” from 12 Jun 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST', `/api/stripe/payment-session/${paid.slug}/refund`)).toHaveLength(0);

    await user.click(within(paidRow).getByTestId('payment-session-refund'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('The payment of €2.50 was refunded.')).toBeInTheDocument();
    expect(api.calls('POST', `/api/stripe/payment-session/${paid.slug}/refund`)).toHaveLength(1);
    await waitFor(() => expect(within(screen.getAllByTestId('payment-session')[0] as HTMLElement).getByTestId('payment-status')).toHaveTextContent('Refunded'));
    expect(within(screen.getAllByTestId('payment-session')[0] as HTMLElement).queryByTestId('payment-session-refund')).toBeNull();
  });

  it('notes a redeemed print in the refund question, and says why a refund failed', async () => {
    const used = makePaymentSession({ status: 'used', usedAt: '2026-06-12T18:40:00.000Z' });
    const { api } = paymentsApi({ account: onboarded(), pages: [[used]] });
    api.on('POST', `/api/stripe/payment-session/${used.slug}/refund`, apiError(502, 'PAYMENT_PROVIDER_ERROR'));
    renderPayments();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('payment-session-refund'));
    const dialog = await screen.findByRole('dialog', { name: 'Zahlung erstatten?' });
    expect(dialog).toHaveTextContent('Der Druck wurde bereits eingelöst.');
    expect(dialog).toHaveTextContent('2,50 €');
    await user.click(within(dialog).getByRole('button', { name: 'Erstatten' }));
    expect(await screen.findByText(/^Die Zahlung konnte nicht erstattet werden\. Fehler: Der Zahlungsanbieter ist gerade nicht erreichbar/)).toBeInTheDocument();
    expect(within(screen.getByTestId('payment-session')).getByTestId('payment-status')).toHaveTextContent('Eingelöst');
  });

  it('loads older payments with the cursor', async () => {
    const { api } = paymentsApi({
      account: onboarded(),
      pages: [[makePaymentSession(), makePaymentSession()], [makePaymentSession({ status: 'refunded', refundedAt: '2026-06-13T09:00:00.000Z' })]],
    });
    renderPayments('/en/settings?tab=billing');
    expect(await screen.findAllByTestId('payment-session')).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('payment-session')).toHaveLength(3));
    expect(api.calls('GET', '/api/stripe/payment-session').map((request) => request.query.get('cursor'))).toEqual([null, 'page-1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(screen.getAllByTestId('payment-session')[2] as HTMLElement).getByTestId('payment-status')).toHaveTextContent('Refunded');
  });

  it('shows a failed list as a translated error', async () => {
    const { api } = paymentsApi({ account: onboarded() });
    api.on('GET', '/api/stripe/payment-session', apiError(403, 'FORBIDDEN'));
    renderPayments();
    expect(await screen.findByTestId('payment-sessions-error')).toHaveTextContent('Dazu fehlt Ihnen die Berechtigung.');
  });
});
