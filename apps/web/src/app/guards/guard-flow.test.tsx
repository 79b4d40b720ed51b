import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FakeResponse, apiError, baseApi, testUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

describe('route guards in the running app', () => {
  it('enters at the root in the language of the locale cookie', async () => {
    baseApi().install();
    document.cookie = 'locale=en; path=/';
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(await screen.findByRole('heading', { level: 1, name: /Booth moments/ })).toBeInTheDocument();
  });

  it('enters /en in German when the cookie says de', async () => {
    baseApi().install();
    document.cookie = 'locale=de; path=/';
    const { router } = renderApp('/en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /Booth-Momente/ })).toBeInTheDocument();
  });

  it('switches language on the same page and remembers the choice for a year', async () => {
    baseApi().install();
    const { router } = renderApp('/about');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('language-switch'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/about'));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Boothwerk' })).toBeInTheDocument();
    expect(document.cookie).toContain('locale=en');
  });

  it('sends a logged-in user from the login page to the dashboard', async () => {
    baseApi().install();
    window.localStorage.setItem('signed-in', '1');
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent(testUser.email);
  });

  it('logs out when the level cannot be loaded, and then asks for a login', async () => {
    const api = baseApi().on('GET', '/api/auth/level', apiError(401, 'UNAUTHENTICATED')).on('DELETE', '/api/auth/logout', { body: { ok: true } }).install();
    window.localStorage.setItem('signed-in', '1');
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
    expect(window.localStorage.getItem('signed-in')).toBeNull();
    await waitFor(() => expect(api.calls('DELETE', '/api/auth/logout')).toHaveLength(1));
  });

  it('a remembered target off this site is never followed: full page load and ERR_REDIRECT', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    baseApi().install();
    window.localStorage.setItem('signed-in', '1');
    renderApp('/en/login?redirect=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/dashboard'));
    expect(window.sessionStorage.getItem('boothwerk.pendingError')).toBe('ERR_REDIRECT');
  });

  it('clears the moderation cookie on /login?force=1 and otherwise sends visitors to the moderation login', async () => {
    baseApi().install();
    document.cookie = 'moderationEvent=summer; path=/';
    const first = renderApp('/about');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/events/summer/moderation/login'));
    first.unmount();

    const second = renderApp('/login?force=1');
    expect(await screen.findByTestId('login-email')).toBeInTheDocument();
    expect(document.cookie).not.toContain('moderationEvent');
    expect(second.router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in moderator from the root and from organiser pages to the moderation of their campaign', async () => {
    const me = { id: '00000000-0000-4000-8000-0000000000a1', email: 'mo@example.com', eventSlug: 'summer', eventName: 'Summer' };
    const api = baseApi().on('GET', '/api/auth/moderation/me', { body: me }).install();
    document.cookie = 'moderationEvent=summer; path=/';
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/summer/moderation'));
    await router.navigate('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/summer/moderation'));
    // The session is asked for once and then kept.
    expect(api.calls('GET', '/api/auth/moderation/me')).toHaveLength(1);
  });

  it('sends a visitor whose moderator session is gone (cookie still set) to the moderation login', async () => {
    baseApi().on('GET', '/api/auth/moderation/me', apiError(401, 'UNAUTHENTICATED')).install();
    document.cookie = 'moderationEvent=summer; path=/';
    const { router } = renderApp('/en/events/summer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/events/summer/moderation/login'));
    expect(await screen.findByTestId('moderation-login-email')).toBeInTheDocument();
  });

  it('signs out: DELETE /auth/logout, session gone, back at the home page', async () => {
    const api = baseApi().on('DELETE', '/api/auth/logout', apiError(500, 'INTERNAL')).install();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem('signed-in', '1');
    const { router } = renderApp('/en/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('account-menu'));
    await user.click(await screen.findByTestId('sign-out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(api.calls('DELETE', '/api/auth/logout')[0]?.credentials).toBe('same-origin');
    expect(window.localStorage.getItem('signed-in')).toBeNull();
    expect(document.cookie).not.toContain('token=');
    expect((await screen.findAllByRole('link', { name: 'Create a free account' })).length).toBeGreaterThan(0);
  });

  it('a 401 from the API ends the session and asks for a login again', async () => {
    let userAnswer: FakeResponse = { body: testUser };
    baseApi()
      .on('GET', '/api/auth/user', () => userAnswer)
      .install();
    window.localStorage.setItem('signed-in', '1');
    const { router, queryClient } = renderApp('/dashboard');
    expect(await screen.findByTestId('dashboard-greeting')).toBeInTheDocument();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    userAnswer = apiError(401, 'UNAUTHENTICATED');
    // Any authenticated call that is answered with 401, e.g. a refetch of a screen's data:
    await queryClient
      .fetchQuery({ queryKey: ['probe'], queryFn: () => import('@/lib/api-client').then(({ apiRequest }) => apiRequest('/auth/user')) })
      .catch(() => {});
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
    expect(window.localStorage.getItem('signed-in')).toBeNull();
  });
});
