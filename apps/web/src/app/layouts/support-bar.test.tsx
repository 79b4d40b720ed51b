import { SUPPORT_TOKEN_HEADER, type Dashboard } from '@booth/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTimeLeft } from '@/app/layouts/support-bar';
import { templateList } from '@/features/events/components/template-fixtures';
import { beginSupport } from '@/features/admin/support/support-session';
import { adminApi, adminUser, inSupport, makeDetail, signIn } from '@/features/admin/test/admin-fake-api';
import { type FakeApi, type FakeRequest, apiError, testUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { eventPage } from '@/test/event-fixtures';

const customer = makeDetail({ email: 'demo@boothwerk.app' });
const customerUser = { ...testUser, id: customer.id, email: customer.email };
const TEN_MINUTES = 600_000;

const dashboardOf = (email: string): Dashboard => ({
  recent: { events: [], shoots: [] },
  statistics: { campaigns: 0, activeCampaigns: 0, pictures: 0, picturesThisMonth: 0, micrositeViews: 0, storageBytes: 0 },
  customer: { email, plan: 'Free', role: 'trial', admin: false },
});

const tokenOf = (request: FakeRequest) => request.headers.get(SUPPORT_TOKEN_HEADER);

/**
 * The server as support mode sees it: with the support header the user record and the dashboard are the
 * customer's; tokens are issued as tok-1, tok-2 … and live 10 minutes from their issue.
 */
function supportServer() {
  const live = new Map<string, number>();
  let issued = 0;
  const issue = () => {
    issued += 1;
    const token = `tok-${issued}`;
    for (const old of live.keys()) live.delete(old);
    live.set(token, Date.now() + TEN_MINUTES);
    return { token, expireAt: new Date(live.get(token)!).toISOString(), customer: { id: customer.id, email: customer.email, firstName: customer.firstName, name: customer.name } };
  };
  const api: FakeApi = adminApi(customer)
    .on('GET', '/api/auth/user', (request) => {
      const token = tokenOf(request);
      if (token && !live.has(token)) return apiError(401, 'SUPPORT_TOKEN_INVALID');
      return { body: inSupport(request) ? customerUser : adminUser };
    })
    .on('GET', '/api/auth/dashboard', (request) => ({ body: dashboardOf(inSupport(request) ? customer.email : adminUser.email) }))
    .on('GET', '/api/event-templates', { body: templateList })
    .on('GET', '/api/events', { body: eventPage([]) })
    .on('POST', '/api/customers/supportToken', () => ({ status: 201, body: issue() }))
    .on('DELETE', '/api/customers/supportToken', (request) => {
      live.delete(tokenOf(request) ?? '');
      return { status: 204 };
    });
  // The check answers for any token: valid while live.
  const answer = api.answer.bind(api);
  api.answer = async (request) => {
    const match = /^\/api\/customers\/supportToken\/(.+)$/.exec(request.path);
    if (request.method === 'GET' && match?.[1]) {
      api.requests.push(request);
      const expireAt = live.get(match[1]);
      if (expireAt === undefined) return apiError(404, 'NOT_FOUND');
      return { body: { valid: expireAt > Date.now(), expireAt: new Date(expireAt).toISOString(), customer: { id: customer.id, email: customer.email, firstName: '', name: '' } } };
    }
    return answer(request);
  };
  return { api: api.install(), live, issue };
}

const cookieToken = () => /(?:^|; )supportToken=([^;]*)/.exec(document.cookie)?.[1] ?? null;
const bar = () => screen.findByTestId('support-bar');
const progress = () => screen.getByTestId('support-progress');

afterEach(() => {
  vi.useRealTimers();
});

function useClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

/** Support mode already on (as after "start"): cookie and note as the app writes them. */
function inSupportMode(server: ReturnType<typeof supportServer>, path = '/en/dashboard') {
  beginSupport(server.issue());
  signIn();
  return renderApp(path);
}

describe('support mode: starting it', () => {
  it('sets the cookie, refetches the user record with the support header and shows the customer\'s dashboard under the bar', async () => {
    const { api } = supportServer();
    signIn();
    const { router } = renderApp(`/en/admin/customers/${customer.id}`);
    await userEvent.click(await screen.findByTestId('support-start'));
    await waitFor(() => expect(screen.getByTestId('support-confirm')).toHaveTextContent('recorded in the customer\'s audit log'));
    await userEvent.click(screen.getByTestId('support-confirm-confirm'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/dashboard'));
    expect(api.calls('POST', '/api/customers/supportToken')[0]?.body).toEqual({ customerId: customer.id });
    expect(cookieToken()).toBe('tok-1');
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent(customer.email);
    // The user record was asked again, as the customer.
    expect(api.calls('GET', '/api/auth/user').map(tokenOf)).toEqual([null, 'tok-1']);
    expect(api.calls('GET', '/api/auth/dashboard').every((request) => tokenOf(request) === 'tok-1')).toBe(true);

    const shown = await bar();
    expect(within(shown).getByTestId('support-customer')).toHaveTextContent('Support mode: acting as demo@boothwerk.app');
    expect(shown.style.height).toBe('60px');
    // Full, give or take the moments this test took (the exact countdown is tested with a fake clock below).
    expect(Number(progress().getAttribute('aria-valuenow'))).toBeGreaterThan(98);
    expect(within(shown).getByTestId('support-time-left')).toHaveTextContent(/^(10:00|9:5\d) left$/);
    expect(screen.getByTestId('account-menu')).toHaveTextContent(customer.email);
  });

  it('is in German on German pages', async () => {
    const server = supportServer();
    inSupportMode(server, '/dashboard');
    const shown = await bar();
    expect(within(shown).getByTestId('support-customer')).toHaveTextContent('Supportmodus: Sie handeln als demo@boothwerk.app');
    expect(within(shown).getByRole('button', { name: 'Verlängern' })).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Beenden' })).toBeInTheDocument();
  });

  it('tells the admin when the server refuses to start it', async () => {
    const { api } = supportServer();
    api.on('POST', '/api/customers/supportToken', apiError(403, 'FORBIDDEN'));
    signIn();
    const { router } = renderApp(`/en/admin/customers/${customer.id}`);
    await userEvent.click(await screen.findByTestId('support-start'));
    await userEvent.click(await screen.findByTestId('support-confirm-confirm'));
    expect(await screen.findByText(/Support mode could not be started/)).toBeInTheDocument();
    expect(cookieToken()).toBeNull();
    expect(router.state.location.pathname).toBe(`/en/admin/customers/${customer.id}`);
  });
});

describe('support mode: the countdown', () => {
  it('counts down every second, scaled against 10 minutes', async () => {
    useClock();
    const server = supportServer();
    inSupportMode(server);
    await bar();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(screen.getByTestId('support-time-left')).toHaveTextContent('9:59 left'));
    await act(() => vi.advanceTimersByTimeAsync(89_000));
    await waitFor(() => expect(screen.getByTestId('support-time-left')).toHaveTextContent('8:30 left'));
    expect(progress()).toHaveAttribute('aria-valuenow', '85');
    expect(progress()).toHaveAttribute('aria-valuetext', '8:30 left');
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    await waitFor(() => expect(progress()).toHaveAttribute('aria-valuenow', '35'));
  });

  it('refreshes: a new token in the cookie and the bar full again', async () => {
    useClock();
    const server = supportServer();
    inSupportMode(server);
    await bar();
    await act(() => vi.advanceTimersByTimeAsync(240_000));
    await waitFor(() => expect(progress()).toHaveAttribute('aria-valuenow', '60'));

    await userEvent.click(screen.getByTestId('support-refresh'));
    await waitFor(() => expect(cookieToken()).toBe('tok-2'));
    const refresh = server.api.calls('POST', '/api/customers/supportToken')[0];
    expect(refresh?.body).toEqual({ customerId: customer.id });
    expect(tokenOf(refresh!)).toBe('tok-1');
    await waitFor(() => expect(progress()).toHaveAttribute('aria-valuenow', '100'));
    expect(await screen.findByText('Support mode extended by 10 minutes.')).toBeInTheDocument();
    // The new token carries on: still in support mode a while after the first would have run out.
    await act(() => vi.advanceTimersByTimeAsync(420_000));
    await waitFor(() => expect(screen.getByTestId('support-time-left')).toHaveTextContent('3:00 left'));
  });

  it('ends at 0:00: cookie gone, the admin back on the customer\'s page with a message', async () => {
    useClock();
    const server = supportServer();
    const { router } = inSupportMode(server);
    await bar();
    await act(() => vi.advanceTimersByTimeAsync(TEN_MINUTES));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/admin/customers/${customer.id}`));
    expect(cookieToken()).toBeNull();
    expect(await screen.findByText('Support mode for demo@boothwerk.app has expired. You are acting as yourself again.')).toBeInTheDocument();
    expect(await screen.findByTestId('customer-title')).toHaveTextContent(customer.email);
    expect(screen.queryByTestId('support-bar')).toBeNull();
    expect(screen.getByTestId('account-menu')).toHaveTextContent(adminUser.email);
  });
});

describe('support mode: ending it', () => {
  it('"End" ends the token, removes the cookie, refetches the admin and opens the customer\'s page', async () => {
    const server = supportServer();
    const { router } = inSupportMode(server);
    await bar();
    await userEvent.click(screen.getByTestId('support-end'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/admin/customers/${customer.id}`));
    const ended = server.api.calls('DELETE', '/api/customers/supportToken');
    expect(ended.map(tokenOf)).toEqual(['tok-1']);
    expect(cookieToken()).toBeNull();
    expect(await screen.findByText('Support mode for demo@boothwerk.app ended.')).toBeInTheDocument();
    expect(await screen.findByTestId('customer-title')).toHaveTextContent(customer.email);
    expect(screen.queryByTestId('support-bar')).toBeNull();
    const users = server.api.calls('GET', '/api/auth/user');
    expect(tokenOf(users.at(-1)!)).toBeNull();
    // The admin's own menu again, with the Admin-Panel.
    await userEvent.click(screen.getByTestId('account-menu'));
    expect(await screen.findByRole('menuitem', { name: 'Admin-Panel' })).toBeInTheDocument();
  });

  it('ends when the server refuses the token on a call, and asks no more with it', async () => {
    const server = supportServer();
    const { router } = inSupportMode(server);
    await bar();
    // Ended elsewhere (another tab, the token revoked): the next call is refused.
    server.live.clear();
    server.api.on('GET', '/api/devices', apiError(401, 'SUPPORT_TOKEN_INVALID'));
    await act(() => router.navigate('/en/devices'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/admin/customers/${customer.id}`));
    expect(await screen.findByText(/has expired/)).toBeInTheDocument();
    expect(cookieToken()).toBeNull();
    // Signed in still: the admin's session was never touched.
    expect(window.localStorage.getItem('signed-in')).toBe('1');
    expect(server.api.calls('DELETE', '/api/auth/logout')).toEqual([]);
    expect(tokenOf(server.api.calls('GET', '/api/auth/user').at(-1)!)).toBeNull();
  });

  it('a reload with a dead token keeps the admin signed in and brings them back to the customer', async () => {
    const server = supportServer();
    beginSupport(server.issue());
    server.live.clear();
    signIn();
    const { router } = renderApp('/en/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/admin/customers/${customer.id}`));
    expect(await screen.findByText(/has expired/)).toBeInTheDocument();
    expect(window.localStorage.getItem('signed-in')).toBe('1');
    expect(cookieToken()).toBeNull();
  });
});

describe('formatTimeLeft', () => {
  it('shows minutes and seconds, rounding up', () => {
    expect(formatTimeLeft(600_000)).toBe('10:00');
    expect(formatTimeLeft(509_001)).toBe('8:30');
    expect(formatTimeLeft(1)).toBe('0:01');
    expect(formatTimeLeft(0)).toBe('0:00');
  });
});
