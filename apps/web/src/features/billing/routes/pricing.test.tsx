import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { billingApi, planNamed } from '@/features/billing/test/billing-fake-api';
import { apiError } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const EDITOR = '/en/events/summer-party/edit';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function signedIn() {
  window.localStorage.setItem('signed-in', '1');
}

describe('pricing page', () => {
  it('shows the three products side by side with net prices per licence and the features per tier', async () => {
    billingApi();
    renderApp(`/en/pricing?prev=${encodeURIComponent(EDITOR)}`);
    const booth = await screen.findByTestId('pricing-product-booth');
    expect(within(booth).getByRole('heading', { name: 'OneBooth' })).toBeInTheDocument();
    expect(within(screen.getByTestId('pricing-product-peerpix')).getByRole('heading', { name: 'PeerPix' })).toBeInTheDocument();
    expect(within(screen.getByTestId('pricing-product-cheddar')).getByRole('heading', { name: 'Cheddar' })).toBeInTheDocument();
    expect(within(booth).getAllByTestId(/^plan-(Silver|Gold|Platinum|Diamond)$/).map((card) => card.dataset.testid)).toEqual([
      'plan-Silver',
      'plan-Gold',
      'plan-Platinum',
      'plan-Diamond',
    ]);
    const gold = within(booth).getByTestId('plan-Gold');
    expect(within(gold).getByTestId('plan-price')).toHaveTextContent('€59.00');
    expect(within(gold).getByText('per licence and month, plus VAT')).toBeInTheDocument();
    expect(within(gold).getByText('Everything in Silver, plus:')).toBeInTheDocument();
    expect(within(gold).getByText('Ask for contact details')).toBeInTheDocument();
    expect(within(gold).getByText('Photo mosaic')).toBeInTheDocument();
    expect(within(booth).getByTestId('plan-Platinum')).toHaveTextContent('Guest survey');
    expect(screen.getByText('All prices are net per licence, plus VAT.')).toBeInTheDocument();
    expect(screen.getByTestId('test-mode-notice')).toHaveTextContent('Test mode — no real payment');
  });

  it('links each plan to the purchase with the interval and prev, and switches to yearly prices', async () => {
    billingApi();
    renderApp(`/en/pricing?prev=${encodeURIComponent(EDITOR)}`);
    const user = userEvent.setup();
    const gold = planNamed('Gold');
    const choose = await screen.findByTestId('plan-choose-Gold');
    expect(choose).toHaveTextContent('Choose');
    expect(choose).toHaveAttribute('href', `/en/subscription?plan=${gold.id}&interval=month&prev=${encodeURIComponent(EDITOR)}`);

    await user.click(screen.getByRole('radio', { name: 'Yearly (2 months free)' }));
    await waitFor(() => expect(screen.getByTestId('plan-choose-Gold')).toHaveAttribute('href', `/en/subscription?plan=${gold.id}&interval=year&prev=${encodeURIComponent(EDITOR)}`));
    expect(within(screen.getByTestId('plan-Gold')).getByTestId('plan-price')).toHaveTextContent('€590.00');
    expect(within(screen.getByTestId('plan-Gold')).getByText('that is €49.17 a month')).toBeInTheDocument();
  });

  it('drops a prev that is not a local path', async () => {
    billingApi();
    renderApp(`/en/pricing?prev=${encodeURIComponent('https://evil.example/steal')}`);
    const choose = await screen.findByTestId('plan-choose-Gold');
    expect(choose.getAttribute('href')).not.toContain('prev');
  });

  it('sends a signed-out visitor through the login and back to the purchase', async () => {
    billingApi();
    const { router } = renderApp(`/en/pricing?prev=${encodeURIComponent(EDITOR)}`);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('plan-choose-Gold'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    const back = new URLSearchParams(router.state.location.search).get('redirect') ?? '';
    expect(back).toContain('/en/subscription?plan=');
    expect(new URLSearchParams(back.split('?')[1]).get('prev')).toBe(EDITOR);
  });

  it('marks the signed-in customer’s plan, offers higher plans as upgrades and lower ones as included', async () => {
    billingApi({ plans: [{ name: 'Gold', level: 20, products: ['booth'] }] });
    signedIn();
    renderApp('/en/pricing');
    const booth = await screen.findByTestId('pricing-product-booth');
    await waitFor(() => expect(within(booth).getByTestId('plan-Gold')).toHaveAttribute('data-current', 'true'));
    expect(within(within(booth).getByTestId('plan-Gold')).getByTestId('plan-current')).toHaveTextContent('Your current plan');
    expect(within(booth).queryByTestId('plan-choose-Gold')).toBeNull();
    expect(within(booth).getByTestId('plan-choose-Platinum')).toHaveTextContent('Upgrade');
    expect(within(booth).getByTestId('plan-Silver')).toHaveTextContent('Included in your plan Gold');
    expect(screen.getByTestId('pricing-current-booth')).toHaveTextContent('Your plan: Gold');
    expect(screen.getByTestId('pricing-current-peerpix')).toHaveTextContent('Your plan: Free');
    expect(within(screen.getByTestId('pricing-product-peerpix')).getByTestId('plan-choose-Starter')).toHaveTextContent('Choose');
  });

  it('speaks German by default', async () => {
    billingApi();
    renderApp('/pricing');
    const gold = await screen.findByTestId('plan-Gold');
    expect(within(gold).getByTestId('plan-price').textContent?.replace(/\s/g, ' ')).toBe('59,00 €');
    expect(within(gold).getByText('pro Lizenz und Monat zzgl. MwSt.')).toBeInTheDocument();
    expect(within(gold).getByText('Kontaktdaten erfragen')).toBeInTheDocument();
    expect(screen.getByTestId('plan-choose-Gold')).toHaveTextContent('Wählen');
    expect(screen.getByTestId('test-mode-notice')).toHaveTextContent('Testmodus — keine echte Zahlung');
  });

  it('says so when the plans cannot be loaded', async () => {
    const { api } = billingApi();
    api.on('GET', '/api/products', apiError(500, 'INTERNAL'));
    renderApp('/en/pricing');
    expect(await screen.findByTestId('pricing-error')).toHaveTextContent('Something went wrong on our side');
  });
});
