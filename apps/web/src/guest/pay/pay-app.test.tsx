import { type PaymentSession, paymentSessionSchema } from '@booth/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PayApp } from '@/guest/pay/pay-app';
import { checkoutNavigation, confirmPolling } from '@/guest/pay/use-payment';
import { FakeApi, apiError } from '@/test/fake-api';

const SLUG = 'pay_Xy7kQ2';
const SESSION_PATH = `/api/stripe/payment-session/${SLUG}`;

function makeSession(overrides: Partial<PaymentSession> = {}): PaymentSession {
  const now = Date.now();
  return paymentSessionSchema.parse({
    slug: SLUG,
    status: 'open',
    purpose: 'print',
    amount: 250,
    currency: 'EUR',
    eventSlug: 'summer-party',
    eventName: 'Sommerfest 2026',
    shootId: 'c0000000-0000-4000-8000-000000000001',
    card: null,
    failureReason: null,
    createdAt: new Date(now - 60_000).toISOString(),
    expiresAt: new Date(now + 29 * 60_000).toISOString(),
    paidAt: null,
    usedAt: null,
    refundedAt: null,
    testMode: true,
    provider: 'sandbox',
    ...overrides,
  });
}

const DECLINED = '4000000000000002';
const SUCCEEDS = '4242424242424242';

/** The guest endpoints as the server keeps them: the session, the sandbox's test cards and paying. */
function guestApi(initial: PaymentSession = makeSession()) {
  let session = initial;
  const methods = new Map<string, string>();
  const api = new FakeApi()
    .on('GET', SESSION_PATH, () => ({ body: session }))
    .on('POST', '/api/sandbox/payment-methods', (request) => {
      const { number } = request.body as { number: string };
      if (![SUCCEEDS, DECLINED, '4000000000009995'].includes(number)) {
        return { status: 400, body: { code: 'VALIDATION', message: 'not a test card', requestId: 'r', fields: [{ path: 'number', message: 'not a test card', code: 'invalid' }] } };
      }
      const id = `pm_sb_${methods.size + 1}`;
      methods.set(id, number);
      return { status: 201, body: { id, brand: 'visa', last4: number.slice(-4), expMonth: 12, expYear: 2030, name: 'Anna Berg' } };
    })
    .on('POST', `${SESSION_PATH}/pay`, (request) => {
      const number = methods.get((request.body as { paymentMethodId: string }).paymentMethodId);
      if (number === DECLINED) return apiError(402, 'PAYMENT_DECLINED', 'The card was declined (card_declined): Your card was declined.');
      if (number === '4000000000009995') return apiError(402, 'PAYMENT_DECLINED', 'The card was declined (insufficient_funds): Your card has insufficient funds.');
      session = { ...session, status: 'paid', paidAt: new Date().toISOString(), card: { brand: 'visa', last4: '4242' } };
      return { body: { session, redirectUrl: null } };
    })
    .install();
  return { api, set: (next: Partial<PaymentSession>) => (session = { ...session, ...next }) };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, card: { number: string; name?: string; expiry?: string; cvc?: string }) {
  const set = async (testId: string, value: string) => {
    const input = screen.getByTestId(testId);
    await user.clear(input);
    if (value) await user.type(input, value);
  };
  await set('card-number', card.number);
  await set('card-name', card.name ?? 'Anna Berg');
  await set('card-expiry', card.expiry ?? '1230');
  await set('card-cvc', card.cvc ?? '123');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the guest payment page on the sandbox', () => {
  it('shows what is paid in German, takes a declined card with a clear error, then pays with 4242', async () => {
    const { api } = guestApi();
    render(<PayApp slug={SLUG} locale="de" returned={false} />);
    const summary = await screen.findByTestId('pay-summary');
    expect(within(summary).getByTestId('pay-event')).toHaveTextContent('Sommerfest 2026');
    expect(within(summary).getByTestId('pay-purpose')).toHaveTextContent('Druck');
    expect(within(summary).getByTestId('pay-amount')).toHaveTextContent('2,50 €');
    expect(within(summary).getByTestId('pay-status')).toHaveTextContent('Offen');
    expect(screen.getByTestId('pay-test-mode')).toHaveTextContent('Testmodus — keine echte Zahlung');
    const user = userEvent.setup();

    // The brand shows as the number is typed, grouped as printed on the card.
    await user.type(screen.getByLabelText('Kartennummer'), '4000000000000002');
    expect(screen.getByLabelText('Kartennummer')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByTestId('card-brand')).toHaveTextContent('Visa');
    await user.type(screen.getByLabelText('Name auf der Karte'), 'Anna Berg');
    await user.type(screen.getByLabelText('Gültig bis (MM/JJ)'), '1230');
    expect(screen.getByLabelText('Gültig bis (MM/JJ)')).toHaveValue('12/30');
    await user.type(screen.getByLabelText('Prüfnummer (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: /^2,50\s€ bezahlen$/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Die Zahlung wurde abgelehnt. Ihre Karte wurde abgelehnt. Bitte versuchen Sie es mit einer anderen Karte.');
    // Only what a receipt shows leaves the form besides the number itself, which the sandbox needs to pick the outcome.
    expect(api.calls('POST', '/api/sandbox/payment-methods')[0]?.body).toEqual({ number: DECLINED, name: 'Anna Berg', expiry: '12/30', cvc: '123' });
    expect(api.calls('POST', `${SESSION_PATH}/pay`)[0]?.body).toEqual({ paymentMethodId: 'pm_sb_1' });
    expect(screen.getByTestId('pay-status')).toHaveTextContent('Offen');

    // Try again with another card.
    await fillCard(user, { number: SUCCEEDS });
    await user.click(screen.getByRole('button', { name: /^2,50\s€ bezahlen$/ }));
    expect(await screen.findByTestId('pay-paid')).toHaveTextContent('Bezahlt — danke!');
    expect(screen.getByTestId('pay-paid-card')).toHaveTextContent('Bezahlt mit Visa •••• 4242');
    expect(screen.getByTestId('pay-status')).toHaveTextContent('Bezahlt');
    expect(screen.queryByTestId('card-form')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls('POST', `${SESSION_PATH}/pay`)).toHaveLength(2);
  });

  it('says when the card has insufficient funds, in English', async () => {
    guestApi();
    render(<PayApp slug={SLUG} locale="en" returned={false} />);
    await screen.findByTestId('card-form');
    const user = userEvent.setup();
    await fillCard(user, { number: '4000000000009995' });
    await user.click(screen.getByRole('button', { name: 'Pay €2.50' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment was declined. The card has insufficient funds.');
    expect(screen.getByTestId('pay-test-mode')).toHaveTextContent('Test mode — no real payment');
  });

  it('explains every field the guest got wrong before anything is sent, and focuses the first', async () => {
    const { api } = guestApi();
    render(<PayApp slug={SLUG} locale="en" returned={false} />);
    await screen.findByTestId('card-form');
    const user = userEvent.setup();
    await fillCard(user, { number: '4242424242424241', name: '', expiry: '0120', cvc: '12' });
    await user.click(screen.getByRole('button', { name: 'Pay €2.50' }));
    expect(screen.getByTestId('card-number-error')).toHaveTextContent('Please enter a valid card number.');
    expect(screen.getByTestId('card-name-error')).toHaveTextContent('Please enter the name on the card.');
    expect(screen.getByTestId('card-expiry-error')).toHaveTextContent('This card has expired.');
    expect(screen.getByTestId('card-cvc-error')).toHaveTextContent('The security code has 3 or 4 digits.');
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveFocus();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Please enter a valid card number.');
    expect(api.calls('POST', '/api/sandbox/payment-methods')).toHaveLength(0);
  });

  it.each([
    ['as a field refusal', { status: 400, body: { code: 'VALIDATION', message: 'not a test card', requestId: 'r', fields: [{ path: 'number', message: 'not a test card', code: 'invalid' }] } }],
    ['as the sandbox says it', apiError(402, 'PAYMENT_DECLINED', 'Test mode — no real payment: use a test card (4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 and 4000 0000 0000 9995 are declined)')],
  ])('tells a guest whose card is no test card that test mode takes test cards only (%s)', async (_how, refusal) => {
    const { api } = guestApi();
    api.on('POST', '/api/sandbox/payment-methods', refusal);
    render(<PayApp slug={SLUG} locale="en" returned={false} />);
    await screen.findByTestId('card-form');
    const user = userEvent.setup();
    await fillCard(user, { number: '5555555555554444' });
    expect(screen.getByTestId('card-brand')).toHaveTextContent('Mastercard');
    await user.click(screen.getByRole('button', { name: 'Pay €2.50' }));
    expect(await screen.findByTestId('card-number-error')).toHaveTextContent('In test mode only test cards work, for example 4242 4242 4242 4242.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls('POST', `${SESSION_PATH}/pay`)).toHaveLength(0);
  });

  it('sends a double tap once', async () => {
    const { api } = guestApi();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = api.answer.bind(api);
    vi.spyOn(api, 'answer').mockImplementation(async (request) => {
      if (request.path === `${SESSION_PATH}/pay`) await gate;
      return answer(request);
    });
    render(<PayApp slug={SLUG} locale="de" returned={false} />);
    await screen.findByTestId('card-form');
    const user = userEvent.setup();
    await fillCard(user, { number: SUCCEEDS });
    const button = screen.getByTestId('pay-submit');
    await user.dblClick(button);
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Zahlung läuft …' })).toBeDisabled();
    release();
    await screen.findByTestId('pay-paid');
    expect(api.calls('POST', '/api/sandbox/payment-methods')).toHaveLength(1);
    expect(api.calls('POST', `${SESSION_PATH}/pay`)).toHaveLength(1);
  });

  it('shows the current state when the session was paid elsewhere meanwhile', async () => {
    const { api, set } = guestApi();
    api.on('POST', `${SESSION_PATH}/pay`, () => {
      set({ status: 'expired' });
      return apiError(409, 'CONFLICT');
    });
    render(<PayApp slug={SLUG} locale="de" returned={false} />);
    await screen.findByTestId('card-form');
    const user = userEvent.setup();
    await fillCard(user, { number: SUCCEEDS });
    await user.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByTestId('pay-expired')).toHaveTextContent('Diese Zahlung ist abgelaufen.');
  });
});

describe('the end states', () => {
  it.each([
    ['expired', 'pay-expired', 'This payment has expired.'],
    ['refunded', 'pay-refunded', 'This payment was refunded.'],
    ['used', 'pay-used', 'Already redeemed.'],
    ['paid', 'pay-paid', 'Paid — thank you!'],
    ['failed', 'pay-failed', 'The payment failed.'],
  ] as const)('%s: says so and offers no card form', async (status, testId, text) => {
    guestApi(makeSession({ status, card: status === 'expired' ? null : { brand: 'visa', last4: '4242' } }));
    render(<PayApp slug={SLUG} locale="en" returned={false} />);
    expect(await screen.findByTestId(testId)).toHaveTextContent(text);
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('€2.50');
    expect(screen.queryByTestId('card-form')).toBeNull();
  });

  it('not found: an unknown slug', async () => {
    new FakeApi().install();
    render(<PayApp slug="nope" locale="de" returned={false} />);
    expect(await screen.findByTestId('pay-not-found')).toHaveTextContent('Diese Zahlung gibt es nicht.');
    expect(screen.queryByTestId('pay-test-mode')).toBeNull();
  });

  it('a failed load offers to load again', async () => {
    const api = new FakeApi().on('GET', SESSION_PATH, { networkError: true }).install();
    render(<PayApp slug={SLUG} locale="en" returned={false} />);
    const failed = await screen.findByTestId('pay-load-failed');
    api.on('GET', SESSION_PATH, { body: makeSession() });
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Load again' }));
    expect(await screen.findByTestId('card-form')).toBeInTheDocument();
  });

  it('an open session shows itself expired when its time runs out', async () => {
    const { set } = guestApi(makeSession({ expiresAt: new Date(Date.now() + 50).toISOString() }));
    render(<PayApp slug={SLUG} locale="de" returned={false} />);
    await screen.findByTestId('card-form');
    set({ status: 'expired' });
    expect(await screen.findByTestId('pay-expired', {}, { timeout: 3000 })).toHaveTextContent('Diese Zahlung ist abgelaufen.');
  });
});

describe('the guest payment page on Stripe', () => {
  const stripe = (overrides: Partial<PaymentSession> = {}) => makeSession({ provider: 'stripe', testMode: false, ...overrides });

  it("sends the guest to Stripe's Checkout: the card never touches this page", async () => {
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
    const session = stripe();
    const api = new FakeApi()
      .on('GET', SESSION_PATH, { body: session })
      .on('POST', `${SESSION_PATH}/pay`, { body: { session, redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_123' } })
      .install();
    render(<PayApp slug={SLUG} locale="en" returned={false} />);
    const button = await screen.findByRole('button', { name: 'Continue to payment (€2.50)' });
    expect(screen.queryByTestId('card-form')).toBeNull();
    expect(screen.queryByTestId('pay-test-mode')).toBeNull();
    await userEvent.setup().dblClick(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_123'));
    expect(api.calls('POST', `${SESSION_PATH}/pay`)).toHaveLength(1);
    expect(api.calls('POST', `${SESSION_PATH}/pay`)[0]?.body).toEqual({});
    expect(screen.getByTestId('pay-redirecting')).toHaveTextContent('Taking you to the payment provider');
  });

  it('after the return waits for the confirmation, then says thank you', async () => {
    vi.spyOn(confirmPolling, 'intervalMs', 'get').mockReturnValue(20);
    let asked = 0;
    const api = new FakeApi()
      .on('GET', SESSION_PATH, () => {
        asked += 1;
        return { body: stripe(asked >= 3 ? { status: 'paid', paidAt: new Date().toISOString(), card: { brand: 'visa', last4: '4242' } } : {}) };
      })
      .install();
    render(<PayApp slug={SLUG} locale="de" returned />);
    expect(await screen.findByTestId('pay-confirming')).toHaveTextContent('Die Zahlung wird bestätigt …');
    expect(await screen.findByTestId('pay-paid')).toHaveTextContent('Bezahlt — danke!');
    expect(api.calls('GET', SESSION_PATH)).toHaveLength(3);
    expect(api.calls('POST', `${SESSION_PATH}/pay`)).toHaveLength(0);
  });

  it("labels a Stripe test key's payment as test mode and asks the installation when the session does not name its provider", async () => {
    const { provider: _provider, ...unnamed } = makeSession({ provider: 'stripe' });
    const api = new FakeApi()
      .on('GET', SESSION_PATH, { body: unnamed })
      .on('GET', '/api/products', { body: { products: [], creditPacks: [], provider: { name: 'stripe', testMode: true } } })
      .install();
    render(<PayApp slug={SLUG} locale="en" returned={false} />);
    expect(await screen.findByRole('button', { name: 'Continue to payment (€2.50)' })).toBeInTheDocument();
    expect(screen.getByTestId('pay-test-mode')).toHaveTextContent('Test mode — no real payment');
    expect(api.calls('GET', '/api/products')).toHaveLength(1);
  });
});
