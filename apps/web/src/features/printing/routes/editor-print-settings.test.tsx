import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeEvent } from '@/test/event-fixtures';
import { apiError, baseApi, testUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

// The editor renders hundreds of settings; on a shared machine a test takes longer than the default 15 s.
vi.setConfig({ testTimeout: 45_000 });

const kiosk = makeEvent({ name: 'Summer party', slug: 'summer-party' });
const account = { id: '5a0c7d5e-2a4b-4c6d-8e9f-0a1b2c3d4e5f', account_id: 'acct_1', onboarding_complete: true, allow_stripe: true, country: 'DE', testMode: true, provider: 'sandbox' };

function openEditor(stripeAccount: Parameters<ReturnType<typeof baseApi>['on']>[2], path = '/en/events/summer-party/edit') {
  baseApi()
    .on('GET', '/api/auth/user', { body: { ...testUser, plan: { name: 'Platinum', level: 30, products: ['booth'] } } })
    .on('GET', `/api/events/${kiosk.slug}`, { body: kiosk })
    .on('GET', '/api/assets', { body: { assets: [], total: 0, nextCursor: null } })
    .on('GET', '/api/stripe/account', stripeAccount)
    .install();
  window.localStorage.setItem('signed-in', '1');
  return renderApp(path);
}

describe('print settings in the campaign editor', () => {
  it('shows printing, the print server and paid printing under one heading when the account can charge', async () => {
    openEditor({ body: account });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-tab-sharing', {}, { timeout: 30_000 }));
    const section = await screen.findByTestId('section-printing');
    expect(within(section).getByRole('heading', { name: 'Printing' })).toBeInTheDocument();
    expect(within(section).getByTestId('group-screens.sharing.print')).toBeInTheDocument();
    expect(within(section).getByTestId('group-screens.sharing.printServer')).toBeInTheDocument();
    expect(await within(section).findByTestId('group-printPaywalled')).toBeInTheDocument();
    expect(within(section).queryByTestId('print-paywall-notice')).toBeNull();
  });

  it('hides paid printing and says in German where card payments are set up when there is no payment account', async () => {
    openEditor(apiError(404, 'NOT_FOUND'), '/events/summer-party/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-tab-sharing', {}, { timeout: 30_000 }));
    const section = await screen.findByTestId('section-printing');
    const notice = await within(section).findByTestId('print-paywall-notice');
    expect(notice).toHaveTextContent('Drucken gegen Bezahlung braucht Kartenzahlungen');
    expect(within(notice).getByTestId('print-paywall-setup-link')).toHaveAttribute('href', '/settings?tab=billing');
    expect(within(section).queryByTestId('group-printPaywalled')).toBeNull();
    expect(within(section).getByTestId('group-screens.sharing.print')).toBeInTheDocument();
  });
});
