import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { billingApi, makeSubscription } from '@/features/billing/test/billing-fake-api';
import { apiError } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const EDITOR = '/en/events/summer-party/edit';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('signed-in', '1');
});

describe('thank-you page', () => {
  it('shows the plan and its next billing date, refreshes the user’s level and goes back to prev', async () => {
    const subscription = makeSubscription({ planName: 'Gold', currentPeriodEnd: '2026-07-01T00:00:00.000Z' });
    const { api } = billingApi({ customer: { subscriptions: [subscription] } });
    const { router } = renderApp(`/en/subscription/finished?prev=${encodeURIComponent(EDITOR)}`);
    expect(await screen.findByTestId('finished-plan')).toHaveTextContent('Your plan Gold (OneBooth) is active.');
    expect(screen.getByTestId('subscription-renews')).toHaveTextContent('1 Jul 2026');
    expect(screen.getByTestId('subscription-amount')).toHaveTextContent('€70.21');
    expect(screen.getByTestId('test-mode-notice')).toHaveTextContent('Test mode — no real payment');
    // The user record (plan level) is loaded again, so the app unlocks the features at once.
    await waitFor(() => expect(api.calls('GET', '/api/auth/user').length).toBeGreaterThan(1));
    await waitFor(() => expect(api.calls('GET', '/api/auth/level').length).toBeGreaterThan(1));

    const back = screen.getByTestId('finished-continue');
    expect(back).toHaveTextContent('Continue');
    await userEvent.setup().click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe(EDITOR));
  });

  it('waits for the provider’s confirmation and shows the plan once it arrives', async () => {
    const subscription = makeSubscription({ planName: 'Gold', status: 'incomplete' });
    const { api, state } = billingApi({ customer: { subscriptions: [subscription] } });
    renderApp('/en/subscription/finished');
    expect(await screen.findByTestId('finished-waiting')).toHaveTextContent('Confirming the payment');
    const before = api.calls('GET', '/api/stripe/customer').length;
    state.customer.subscriptions[0] = { ...subscription, status: 'active' };
    expect(await screen.findByTestId('finished-plan', {}, { timeout: 6000 })).toHaveTextContent('Gold');
    expect(api.calls('GET', '/api/stripe/customer').length).toBeGreaterThan(before);
    expect(screen.getByTestId('finished-continue')).toHaveTextContent('Go to the dashboard');
    expect(screen.getByTestId('finished-continue')).toHaveAttribute('href', '/en/dashboard');
  });

  it('shows the subscription the purchase names, not merely the newest one', async () => {
    const agency = makeSubscription({ planName: 'Agency', createdAt: '2026-06-01T00:00:00.000Z' });
    const gold = makeSubscription({ planName: 'Gold', createdAt: '2026-06-02T00:00:00.000Z' });
    billingApi({ customer: { subscriptions: [gold, agency] } });
    renderApp(`/en/subscription/finished?subscription=${agency.id}`);
    expect(await screen.findByTestId('finished-plan')).toHaveTextContent('Your plan Agency (PeerPix) is active.');
  });

  it('never follows a prev that is not a local path', async () => {
    billingApi({ customer: { subscriptions: [makeSubscription()] } });
    renderApp(`/subscription/finished?prev=${encodeURIComponent('//evil.example/x')}`);
    const button = await screen.findByTestId('finished-continue');
    expect(button).toHaveAttribute('href', '/dashboard');
    expect(button).toHaveTextContent('Zum Dashboard');
  });

  it('explains a customer that cannot be loaded', async () => {
    const { api } = billingApi();
    api.on('GET', '/api/stripe/customer', apiError(500, 'INTERNAL'));
    renderApp('/en/subscription/finished');
    expect(await screen.findByTestId('finished-error')).toHaveTextContent('Something went wrong on our side');
  });
});

describe('after cancelling', () => {
  it('says until when the plan stays, and takes the cancellation back on request', async () => {
    const subscription = makeSubscription({ planName: 'Gold', cancelAtPeriodEnd: true, cancelReason: 'event-over', currentPeriodEnd: '2026-07-01T00:00:00.000Z' });
    const { api } = billingApi({ customer: { subscriptions: [subscription] } });
    renderApp(`/en/subscription/terminated?subscription=${subscription.id}`);
    expect(await screen.findByTestId('terminated-until')).toHaveTextContent('Your plan Gold (OneBooth) stays until 1 Jul 2026.');
    expect(screen.getByTestId('terminated-billing')).toHaveAttribute('href', '/en/settings?tab=billing');

    await userEvent.setup().click(screen.getByTestId('terminated-revoke'));
    expect(await screen.findByText('Cancellation taken back – your subscription renews again.')).toBeInTheDocument();
    expect(api.calls('POST', `/api/stripe/subscriptions/${subscription.id}/revoke`)).toHaveLength(1);
    expect(await screen.findByTestId('terminated-continues')).toHaveTextContent('continues and renews on 1 Jul 2026');
  });

  it('treats an answer other than 200 to the take-back as a failure', async () => {
    const subscription = makeSubscription({ cancelAtPeriodEnd: true });
    const { api } = billingApi({ customer: { subscriptions: [subscription] } });
    api.on('POST', `/api/stripe/subscriptions/${subscription.id}/revoke`, { status: 202, body: { ok: true } });
    renderApp(`/subscription/terminated?subscription=${subscription.id}`);
    await userEvent.setup().click(await screen.findByTestId('terminated-revoke'));
    expect(await screen.findByText(/^Die Kündigung kann nicht zurückgenommen werden\. Fehler: /)).toBeInTheDocument();
    expect(screen.getByTestId('terminated-until')).toHaveTextContent('bleibt bis zum');
  });
});
