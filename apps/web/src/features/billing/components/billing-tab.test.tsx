import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingApi, makeInvoice, makeSubscription } from '@/features/billing/test/billing-fake-api';
import { apiError, testUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { chooseOption } from '@/test/select-option';

vi.setConfig({ testTimeout: 45_000 });

const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('signed-in', '1');
});

afterEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

function open(path = '/en/settings?tab=billing') {
  return renderApp(path);
}

const card = { id: 'pm_sb_111111', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, name: 'Anna Berg' };
const other = { id: 'pm_sb_222222', brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031, name: 'Anna Berg' };

describe('billing tab', () => {
  it('is in the account menu below Platinum and is a tab of the settings', async () => {
    const { api } = billingApi();
    const { router } = open('/en/settings?tab=profile');
    const user = userEvent.setup();
    api.on('GET', '/api/customers/profile', apiError(500, 'INTERNAL'));
    // The first page of a file waits for its chunks to transform.
    expect(await screen.findByTestId('settings-panel-profile', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByTestId('settings-tab-billing'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=billing'));
    expect(await screen.findByTestId('settings-panel-billing')).toBeInTheDocument();
    expect(screen.getByTestId('settings-tab-billing')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('test-mode-notice')).toHaveTextContent('Test mode — no real payment');
    expect(await screen.findByTestId('subscriptions-empty')).toHaveTextContent('You are on Free – no subscription.');
    expect(screen.getByTestId('billing-upgrade-link')).toHaveAttribute('href', `/en/pricing?prev=${encodeURIComponent('/en/settings?tab=billing')}`);

    await user.click(screen.getByTestId('account-menu'));
    // (jsdom has no layout: the dropdown may count as hidden, hence `hidden`.)
    expect(await screen.findByRole('menuitem', { name: 'Subscription & Billing', hidden: true })).toHaveAttribute('href', '/en/settings?tab=billing');
  });

  it('has no menu entry and no upgrade offer from Platinum up, while the tab still manages the subscription', async () => {
    const { api } = billingApi({ customer: { subscriptions: [makeSubscription({ planName: 'Platinum' })] } });
    api.on('GET', '/api/auth/user', { body: { ...testUser, plan: { name: 'Platinum', level: 30, products: ['booth'] } } });
    open();
    const user = userEvent.setup();
    expect(await screen.findByTestId('subscription-cancel')).toBeInTheDocument();
    expect(screen.queryByTestId('billing-upgrade')).toBeNull();
    await user.click(screen.getByTestId('account-menu'));
    // jsdom has no layout: floating-ui may take the menu's button for hidden and hide the dropdown, so the
    // entries are looked up whether or not they count as visible.
    expect(await screen.findByRole('menuitem', { name: 'Profile', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Subscription & Billing', hidden: true })).toBeNull();
  });

  it('cancels a subscription with a reason and lands on the notice of its end', async () => {
    const subscription = makeSubscription({ planName: 'Gold', currentPeriodEnd: '2026-07-01T00:00:00.000Z' });
    const { api } = billingApi({ customer: { subscriptions: [subscription] } });
    const { router } = open();
    const user = userEvent.setup();
    const row = await screen.findByTestId('subscription');
    expect(within(row).getByTestId('subscription-plan')).toHaveTextContent('Gold');
    expect(within(row).getByTestId('subscription-status')).toHaveTextContent('Active');
    expect(within(row).getByTestId('subscription-renews')).toHaveTextContent('1 Jul 2026');
    expect(within(row).getByTestId('subscription-amounts')).toHaveTextContent('Net €59.00 + VAT €11.21 = €70.21 per month');

    await user.click(within(row).getByTestId('subscription-cancel'));
    const dialog = await screen.findByTestId('cancel-dialog');
    expect(dialog).toHaveTextContent('Your plan stays until 1 Jul 2026');
    await user.click(within(dialog).getByTestId('cancel-confirm'));
    expect(await within(dialog).findByText('Please choose a reason.')).toBeInTheDocument();
    expect(api.calls('DELETE', `/api/stripe/subscriptions/${subscription.id}`)).toHaveLength(0);

    await chooseOption(user, 'cancel-reason', 'My event is over');
    await user.click(within(dialog).getByTestId('cancel-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/subscription/terminated'));
    expect(api.calls('DELETE', `/api/stripe/subscriptions/${subscription.id}`)[0]?.headers.get('reason')).toBe('event-over');
    expect(await screen.findByTestId('terminated-until')).toHaveTextContent('stays until 1 Jul 2026');
  });

  it('treats a cancel answered with anything but 200 as a failure', async () => {
    const subscription = makeSubscription();
    const { api } = billingApi({ customer: { subscriptions: [subscription] } });
    api.on('DELETE', `/api/stripe/subscriptions/${subscription.id}`, { status: 204 });
    const { router } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('subscription-cancel'));
    await chooseOption(user, 'cancel-reason', 'Too expensive');
    await user.click(screen.getByTestId('cancel-confirm'));
    expect(await screen.findByTestId('cancel-error')).toHaveTextContent('The server sent an unexpected answer');
    expect(router.state.location.pathname).toBe('/en/settings');
  });

  it('takes back a pending cancellation', async () => {
    const subscription = makeSubscription({ cancelAtPeriodEnd: true, cancelReason: 'switching' });
    const { api } = billingApi({ customer: { subscriptions: [subscription] } });
    open();
    const row = await screen.findByTestId('subscription');
    expect(within(row).getByTestId('subscription-cancelling')).toHaveTextContent('Cancelled');
    expect(within(row).getByTestId('subscription-ends')).toHaveTextContent('1 Jul 2026');
    await userEvent.setup().click(within(row).getByTestId('subscription-revoke'));
    expect(await screen.findByText('Cancellation taken back – your subscription renews again.')).toBeInTheDocument();
    expect(api.calls('POST', `/api/stripe/subscriptions/${subscription.id}/revoke`)).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByTestId('subscription')).getByTestId('subscription-cancel')).toBeInTheDocument());
  });

  it('lists invoices and downloads one as PDF', async () => {
    const invoice = makeInvoice({ number: 'BW-2026-0007', total: 7021 });
    const { api } = billingApi({ invoices: [invoice] });
    const created = vi.fn((_blob: Blob) => 'blob:http://localhost/invoice');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    open();
    const row = await screen.findByTestId('invoice');
    expect(within(row).getByTestId('invoice-number')).toHaveTextContent('BW-2026-0007');
    expect(within(row).getByTestId('invoice-total')).toHaveTextContent('€70.21');
    expect(row).toHaveTextContent('Paid');
    await userEvent.setup().click(within(row).getByTestId('invoice-pdf'));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]?.download).toBe('invoice-BW-2026-0007.pdf');
    expect(api.calls('GET', `/api/stripe/billings/${invoice.id}/pdf`)).toHaveLength(1);
    expect(created.mock.calls[0]?.[0]).toMatchObject({ type: 'application/pdf' });
  });

  it('explains invoices that cannot be loaded, and a list answered with 201', async () => {
    const { api } = billingApi();
    api.on('GET', '/api/stripe/billings', apiError(500, 'INTERNAL'));
    const view = open();
    expect(await screen.findByTestId('invoices-error')).toHaveTextContent('Something went wrong on our side');
    view.unmount();
    api.on('GET', '/api/stripe/billings', { status: 201, body: { items: [] } });
    open();
    expect(await screen.findByTestId('invoices-error')).toHaveTextContent('The server sent an unexpected answer');
  });

  it('manages cards: make default, remove, add a test card', async () => {
    const { api, state } = billingApi({ cards: [card, other], defaultCard: card.id });
    open();
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('payment-method');
    expect(rows.map((row) => row.dataset.default)).toEqual(['true', 'false']);
    expect(within(rows[1] as HTMLElement).getByTestId('payment-method-label')).toHaveTextContent('Mastercard •••• 4444');

    await user.click(within(rows[1] as HTMLElement).getByTestId('payment-method-make-default'));
    await waitFor(() => expect(state.defaultCard).toBe(other.id));
    expect(api.calls('PUT', '/api/stripe/paymentMethods/default')[0]?.body).toEqual({ paymentId: other.id });
    await waitFor(() => expect(screen.getAllByTestId('payment-method').map((row) => row.dataset.default)).toEqual(['false', 'true']));

    await user.click(within(screen.getAllByTestId('payment-method')[0] as HTMLElement).getByTestId('payment-method-remove'));
    await user.click(await screen.findByTestId('remove-card-dialog-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('payment-method')).toHaveLength(1));
    expect(api.calls('DELETE', `/api/stripe/paymentMethods/${card.id}`)).toHaveLength(1);

    await user.click(screen.getByTestId('payment-method-add'));
    const dialog = await screen.findByTestId('add-card-dialog');
    await user.type(within(dialog).getByTestId('add-card-number'), '4242 4242 4242 4242');
    expect(within(dialog).getByTestId('add-card-brand')).toHaveTextContent('Visa');
    await user.type(within(dialog).getByTestId('add-card-name'), 'Anna Berg');
    await user.type(within(dialog).getByTestId('add-card-expiry'), '12/30');
    await user.type(within(dialog).getByTestId('add-card-cvc'), '123');
    await user.click(within(dialog).getByTestId('add-card-save'));
    expect(await screen.findByText('Card saved and set as the default.')).toBeInTheDocument();
    const added = api.calls('PUT', '/api/stripe/paymentMethods/default').at(-1)?.body as { card: string };
    expect(added.card).toMatch(/^pm_sb_/);
    await waitFor(() => expect(screen.getAllByTestId('payment-method')).toHaveLength(2));
  });

  it('saves the billing address with a VAT id that fits the country', async () => {
    const { api } = billingApi({ customer: { address: { companyName: 'Berg GmbH', street: 'Ring 2', zipCode: '1010', city: 'Wien', country: 'DE' } } });
    open();
    const user = userEvent.setup();
    const section = await screen.findByTestId('billing-address');
    await chooseOption(user, 'billing-address-country', 'Austria');
    const vatId = await within(section).findByTestId('billing-address-vatId');
    await user.type(vatId, 'DE123456789');
    await user.click(within(section).getByTestId('billing-address-save'));
    expect(await within(section).findByText('This VAT ID does not match the chosen country.')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/stripe/customer')).toHaveLength(0);

    await user.clear(vatId);
    await user.type(vatId, 'atu 1234 5678');
    await user.click(within(section).getByTestId('billing-address-save'));
    expect(await screen.findByText('Billing address saved.')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/stripe/customer')[0]?.body).toEqual({
      address: { companyName: 'Berg GmbH', street: 'Ring 2', zipCode: '1010', city: 'Wien', country: 'AT' },
      vatId: 'ATU12345678',
    });
  });

  it('shows credits with their history and buys a pack with the default card; a declined card is said', async () => {
    const { api, state } = billingApi({
      cards: [card],
      defaultCard: card.id,
      customer: { credits: 40 },
      credits: [{ id: 'c1000000-0000-4000-8000-000000000001', at: '2026-05-02T10:00:00.000Z', kind: 'consumption', amount: -10, feature: 'aiFilter', note: 'AI picture' }],
    });
    state.outcomes.set(card.id, 'card_declined');
    open();
    const user = userEvent.setup();
    expect(await screen.findByTestId('credits-balance')).toHaveTextContent('40 credits');
    expect(await screen.findByTestId('credit-entry')).toHaveTextContent('AI picture');
    expect(screen.getByTestId('credit-entry')).toHaveTextContent('-10');

    await user.click(screen.getByTestId('credit-pack-buy-credits-100'));
    const dialog = await screen.findByTestId('buy-credits-dialog');
    expect(within(dialog).getByTestId('buy-credits-card')).toHaveTextContent('Paid with Visa •••• 4242.');
    await user.click(within(dialog).getByTestId('buy-credits-confirm'));
    expect(await within(dialog).findByTestId('buy-credits-error')).toHaveTextContent('The card was declined.');

    state.outcomes.set(card.id, 'succeeds');
    await user.click(within(dialog).getByTestId('buy-credits-confirm'));
    expect(await screen.findByText('Credits bought.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/products/credits/credits-100/buy').at(-1)?.body).toMatchObject({ paymentMethodId: card.id, returnPath: '/en/settings?tab=billing' });
    await waitFor(() => expect(screen.getByTestId('credits-balance')).toHaveTextContent('140 credits'));
  });

  it('speaks German by default', async () => {
    billingApi({ customer: { subscriptions: [makeSubscription({ planName: 'Silver' })] } });
    open('/settings?tab=billing');
    expect(await screen.findByTestId('test-mode-notice')).toHaveTextContent('Testmodus — keine echte Zahlung');
    expect(await screen.findByTestId('subscription-cancel')).toHaveTextContent('Kündigen');
    expect(screen.getByRole('heading', { name: 'Rechnungen' })).toBeInTheDocument();
  });
});
