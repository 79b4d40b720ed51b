import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutNavigation } from '@/features/billing/components/purchase-form';
import { billingApi, makeSubscription, planNamed } from '@/features/billing/test/billing-fake-api';
import { apiError } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { chooseOption } from '@/test/select-option';

const EDITOR = '/en/events/summer-party/edit';
const gold = planNamed('Gold');
const purchasePath = (prev = EDITOR, interval = 'month') => `/en/subscription?plan=${gold.id}&interval=${interval}&prev=${encodeURIComponent(prev)}`;

type User = ReturnType<typeof userEvent.setup>;

// A purchase types a whole card (twice for the declined one); on a shared machine that takes a while.
vi.setConfig({ testTimeout: 45_000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('signed-in', '1');
});

const germanAddress = { companyName: 'Berg Events GmbH', street: 'Hauptstraße 1', zipCode: '10115', city: 'Berlin', country: 'DE' };

async function typeCard(user: User, number: string) {
  await user.clear(screen.getByTestId('card-number'));
  await user.type(screen.getByTestId('card-number'), number);
  await user.clear(screen.getByTestId('card-name'));
  await user.type(screen.getByTestId('card-name'), 'Anna Berg');
  await user.clear(screen.getByTestId('card-expiry'));
  await user.type(screen.getByTestId('card-expiry'), '12/30');
  await user.clear(screen.getByTestId('card-cvc'));
  await user.type(screen.getByTestId('card-cvc'), '123');
}

const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

describe('purchase page', () => {
  it('is prefilled from the billing customer and prices live: licences, VAT, promo code', async () => {
    const { api } = billingApi({ customer: { address: germanAddress } });
    renderApp(purchasePath());
    const user = userEvent.setup();
    expect(await screen.findByTestId('purchase-street')).toHaveValue('Hauptstraße 1');
    expect(screen.getByTestId('purchase-country')).toHaveValue('Germany');
    expect(screen.getByRole('heading', { name: 'Book Gold for OneBooth', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('test-mode-notice')).toHaveTextContent('Test mode — no real payment');
    expect(screen.getByTestId('test-cards')).toHaveTextContent('4242 4242 4242 4242 — succeeds');
    expect(screen.getByTestId('test-cards')).toHaveTextContent('4000 0000 0000 0002 — is declined');
    // No VAT id for a German buyer: German VAT applies anyway.
    expect(screen.queryByTestId('purchase-vatId')).toBeNull();
    expect(text('summary-net')).toBe('€59.00');
    expect(screen.getByTestId('price-summary')).toHaveTextContent('VAT 19%');
    expect(text('summary-total')).toBe('€70.21');

    await user.click(screen.getByTestId('purchase-licenses-inc'));
    await waitFor(() => expect(text('summary-subtotal')).toBe('€118.00'));
    expect(screen.getByTestId('price-summary')).toHaveTextContent('2 licences × €59.00');
    expect(text('summary-total')).toBe('€140.42');

    await user.type(screen.getByTestId('promo-code'), 'summer20');
    await user.click(screen.getByTestId('promo-apply'));
    expect(await screen.findByTestId('promo-applied')).toHaveTextContent('SUMMER20: −20 %');
    expect(api.calls('GET', '/api/products/promo/SUMMER20')).toHaveLength(1);
    expect(text('summary-discount')).toBe('− €23.60');
    expect(text('summary-net')).toBe('€94.40');
    expect(text('summary-total')).toBe('€112.34');
    expect(screen.getByTestId('purchase-submit')).toHaveTextContent('Subscribe and pay – €112.34 / month');
  });

  it('asks for the VAT id in another EU country and applies the reverse charge to a valid one', async () => {
    billingApi({ customer: { address: germanAddress } });
    renderApp(purchasePath());
    const user = userEvent.setup();
    await screen.findByTestId('purchase-form');
    await chooseOption(user, 'purchase-country', 'Austria');
    const vatId = await screen.findByTestId('purchase-vatId');
    expect(screen.getByTestId('price-summary')).toHaveTextContent('VAT 20%');
    await user.type(vatId, 'ATU12345678');
    await waitFor(() => expect(screen.getByTestId('price-summary')).toHaveTextContent('Reverse charge'));
    expect(text('summary-total')).toBe('€59.00');
    expect(screen.getByTestId('summary-reverse-charge-note')).toBeInTheDocument();
  });

  it('explains a refused promo code at the field', async () => {
    billingApi();
    renderApp(purchasePath());
    const user = userEvent.setup();
    const field = await screen.findByTestId('promo-code');
    await user.type(field, 'EXPIRED');
    await user.click(screen.getByTestId('promo-apply'));
    expect(await screen.findByText('This promo code is invalid, expired, used up or not valid for this product.')).toBeInTheDocument();
    expect(screen.queryByTestId('summary-discount')).toBeNull();

    // Unknown codes answer 404: the same words.
    await user.clear(field);
    await user.type(field, 'NOSUCHCODE');
    await user.click(screen.getByTestId('promo-apply'));
    expect(await screen.findByText('This promo code is invalid, expired, used up or not valid for this product.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'AGENCY10');
    await user.click(screen.getByTestId('promo-apply'));
    expect(await screen.findByText('This promo code is not valid for OneBooth.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'a!');
    await user.click(screen.getByTestId('promo-apply'));
    expect(await screen.findByText('Promo codes are 3 to 40 letters, digits and dashes.')).toBeInTheDocument();
  });

  it('names every field to fix before sending anything', async () => {
    const { api } = billingApi();
    renderApp(purchasePath());
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('purchase-submit'));
    const invalid = await screen.findByTestId('purchase-invalid');
    for (const name of ['Country', 'Card number', 'Name on card', 'Expiry', 'Security code (CVC)']) expect(within(invalid).getByText(name)).toBeInTheDocument();
    expect(screen.getByText('Please choose a country.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid card number.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/sandbox/payment-methods')).toHaveLength(0);
    expect(api.calls('POST', `/api/products/plans/${gold.id}/subscribe`)).toHaveLength(0);
  });

  it('shows a declined card inline, then subscribes with a good one and goes on to the thank-you page with prev', async () => {
    const { api, state } = billingApi({ customer: { address: germanAddress } });
    const { router } = renderApp(purchasePath());
    const user = userEvent.setup();
    await screen.findByTestId('purchase-form');
    await typeCard(user, '4000 0000 0000 0002');
    expect(screen.getByTestId('card-type')).toHaveTextContent('Visa');
    await user.click(screen.getByTestId('purchase-submit'));
    expect(await screen.findByTestId('purchase-declined')).toHaveTextContent('The card was declined. Please check the details or use another card.');
    expect(router.state.location.pathname).toBe('/en/subscription');
    expect(state.customer.subscriptions).toHaveLength(0);

    await typeCard(user, '4242424242424242');
    await user.click(screen.getByTestId('purchase-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/subscription/finished'));
    expect(new URLSearchParams(router.state.location.search).get('prev')).toBe(EDITOR);
    expect(new URLSearchParams(router.state.location.search).get('subscription')).toBe(state.customer.subscriptions[0]?.id);
    const [card] = api.calls('POST', '/api/sandbox/payment-methods').slice(-1);
    expect(card?.body).toEqual({ number: '4242424242424242', name: 'Anna Berg', expiry: '12/30', cvc: '123' });
    const [subscribe] = api.calls('POST', `/api/products/plans/${gold.id}/subscribe`).slice(-1);
    expect(subscribe?.body).toEqual({
      interval: 'month',
      licenses: 1,
      address: germanAddress,
      vatId: '',
      paymentMethodId: expect.stringMatching(/^pm_sb_/),
      returnPath: EDITOR,
    });
    expect(state.customer.subscriptions).toHaveLength(1);
  });

  it('sends one purchase however often the button is pressed', async () => {
    const { api } = billingApi({ customer: { address: germanAddress } });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.on('POST', `/api/products/plans/${gold.id}/subscribe`, async () => {
      await held;
      return apiError(402, 'PAYMENT_DECLINED');
    });
    renderApp(purchasePath());
    const user = userEvent.setup();
    await screen.findByTestId('purchase-form');
    await typeCard(user, '4242424242424242');
    const submit = screen.getByTestId('purchase-submit');
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    await user.click(submit);
    submit.closest('form')?.requestSubmit();
    release();
    expect(await screen.findByTestId('purchase-declined')).toBeInTheDocument();
    expect(api.calls('POST', `/api/products/plans/${gold.id}/subscribe`)).toHaveLength(1);
    expect(api.calls('POST', '/api/sandbox/payment-methods')).toHaveLength(1);
  });

  it('puts the server’s field verdicts under the fields and explains other failures', async () => {
    const { api } = billingApi({ customer: { address: germanAddress } });
    api.on('POST', `/api/products/plans/${gold.id}/subscribe`, {
      status: 400,
      body: { code: 'VALIDATION', message: 'bad', requestId: 'r', fields: [{ path: 'address.zipCode', message: 'too long', code: 'too_long' }] },
    });
    renderApp(purchasePath());
    const user = userEvent.setup();
    await screen.findByTestId('purchase-form');
    await typeCard(user, '4242424242424242');
    await user.click(screen.getByTestId('purchase-submit'));
    expect(await screen.findByText('This is too long.')).toBeInTheDocument();
    expect(within(screen.getByTestId('purchase-invalid')).getByText('ZIP code')).toBeInTheDocument();

    api.on('POST', `/api/products/plans/${gold.id}/subscribe`, apiError(502, 'PAYMENT_PROVIDER_ERROR'));
    await user.click(screen.getByTestId('purchase-submit'));
    expect(await screen.findByTestId('purchase-error')).toHaveTextContent('The payment provider cannot be reached right now. Nothing was charged');
  });

  it('with Stripe takes no card and hands over to Stripe Checkout', async () => {
    const { api } = billingApi({ provider: { name: 'stripe', testMode: false }, customer: { address: germanAddress } });
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
    renderApp(purchasePath());
    const user = userEvent.setup();
    await screen.findByTestId('purchase-form');
    expect(screen.queryByTestId('card-number')).toBeNull();
    expect(screen.queryByTestId('test-mode-notice')).toBeNull();
    await user.click(screen.getByTestId('purchase-submit'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay_1'));
    expect(api.calls('POST', '/api/sandbox/payment-methods')).toHaveLength(0);
    expect(api.calls('POST', `/api/products/plans/${gold.id}/subscribe`)[0]?.body).not.toHaveProperty('paymentMethodId');
    expect(screen.getByTestId('purchase-submit')).toBeDisabled();
  });

  it('explains instead of selling a second plan of a product that has one running', async () => {
    billingApi({ customer: { subscriptions: [makeSubscription({ planName: 'Silver', cancelAtPeriodEnd: true, currentPeriodEnd: '2026-07-01T00:00:00.000Z' })] } });
    renderApp(purchasePath());
    expect(await screen.findByTestId('purchase-running')).toHaveTextContent('You cancelled OneBooth with the plan Silver; it ends on 1 Jul 2026.');
    expect(screen.queryByTestId('purchase-form')).toBeNull();
  });

  it('says a purchase refused with 409 in words of its own', async () => {
    const { api } = billingApi({ customer: { address: germanAddress } });
    api.on('POST', `/api/products/plans/${gold.id}/subscribe`, apiError(409, 'CONFLICT'));
    renderApp(purchasePath());
    const user = userEvent.setup();
    await screen.findByTestId('purchase-form');
    await typeCard(user, '4242424242424242');
    await user.click(screen.getByTestId('purchase-submit'));
    expect(await screen.findByTestId('purchase-error')).toHaveTextContent('A subscription of this product is running, or a purchase of it is being completed right now.');
  });

  it('says so for a plan that does not exist, and the page speaks German by default', async () => {
    billingApi();
    renderApp('/subscription?plan=c0000000-0000-4000-8000-999999999999&interval=month');
    expect(await screen.findByTestId('purchase-no-plan')).toHaveTextContent('Dieser Tarif wurde nicht gefunden.');
  });

  it('sends a signed-out visitor to the login first', async () => {
    billingApi();
    window.localStorage.removeItem('signed-in');
    const { router } = renderApp(purchasePath());
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
  });
});
