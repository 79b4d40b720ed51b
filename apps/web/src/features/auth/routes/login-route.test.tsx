import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, baseApi, testUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

describe('login page', () => {
  it('shows field errors under the fields and sends nothing while the input is invalid', async () => {
    const api = baseApi().install();
    renderApp('/login');
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('login-submit'));

    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(screen.getByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    expect(screen.getByTestId('login-email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('signs in, keeps no token anywhere a script can read (the server\'s HttpOnly cookie carries the session) and opens the dashboard', async () => {
    const api = baseApi()
      .on('POST', '/api/auth/login', { body: { token: 'tok-123' }, headers: { Authorization: 'Bearer tok-123' } })
      .install();
    const { router } = renderApp('/login');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/E-Mail-Adresse/), '  Anna@Example.com ');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'geheim123');
    await user.click(screen.getByTestId('login-submit'));

    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent(`Hallo, ${testUser.email}`);
    expect(screen.getByTestId('dashboard-greeting')).toHaveTextContent('Tarif: Free');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(api.calls('POST', '/api/auth/login')[0]?.body).toEqual({ email: 'anna@example.com', password: 'geheim123' });
    expect(window.localStorage.getItem('signed-in')).toBe('1');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('tok-123');
    expect(document.cookie).not.toContain('tok-123');
    expect(api.calls('GET', '/api/auth/user')[0]?.headers.get('Authorization')).toBeNull();
    expect(api.calls('GET', '/api/auth/level')).toHaveLength(1);
  });

  it('returns to the remembered page after login', async () => {
    baseApi().on('POST', '/api/auth/login', { body: { token: 'tok-9' } }).install();
    const { router } = renderApp('/en/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fen%2Fdashboard');
    const user = userEvent.setup();

    await user.type(await screen.findByTestId('login-email'), 'anna@example.com');
    await user.type(screen.getByTestId('login-password'), 'secret-123');
    await user.click(screen.getByTestId('login-submit'));

    expect(await screen.findByTestId('dashboard-greeting')).toHaveTextContent('Hello, anna@example.com');
    expect(router.state.location.pathname).toBe('/en/dashboard');
  });

  it('explains wrong credentials', async () => {
    baseApi().on('POST', '/api/auth/login', apiError(401, 'INVALID_CREDENTIALS')).install();
    renderApp('/en/login');
    const user = userEvent.setup();

    await user.type(await screen.findByTestId('login-email'), 'anna@example.com');
    await user.type(screen.getByTestId('login-password'), 'wrong');
    await user.click(screen.getByTestId('login-submit'));

    expect(await screen.findByTestId('login-error')).toHaveTextContent('The e-mail address or the password is incorrect.');
    expect(window.localStorage.getItem('signed-in')).toBeNull();
    // The failed request also turns the top progress bar to its failure state.
    expect(screen.getByTestId('progress-bar')).toHaveAttribute('data-failed', 'true');
  });

  it('offers to resend the activation e-mail when the account is not activated', async () => {
    const api = baseApi()
      .on('POST', '/api/auth/login', apiError(403, 'ACCOUNT_NOT_ACTIVATED'))
      .on('POST', '/api/auth/request/activation', { body: { ok: true } })
      .install();
    renderApp('/login');
    const user = userEvent.setup();

    await user.type(await screen.findByTestId('login-email'), 'anna@example.com');
    await user.type(screen.getByTestId('login-password'), 'geheim123');
    await user.click(screen.getByTestId('login-submit'));

    expect(await screen.findByTestId('login-not-activated')).toHaveTextContent('Ihr Konto ist noch nicht aktiviert');
    await user.click(screen.getByRole('button', { name: 'Aktivierungs-E-Mail erneut senden' }));

    expect(await screen.findByTestId('resend-sent')).toHaveTextContent('anna@example.com');
    expect(api.calls('POST', '/api/auth/request/activation')[0]?.body).toEqual({ email: 'anna@example.com' });
  });

  it('explains rate limiting and an unreachable server', async () => {
    let answer = apiError(429, 'RATE_LIMITED');
    baseApi()
      .on('POST', '/api/auth/login', () => answer)
      .install();
    renderApp('/en/login');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('login-email'), 'anna@example.com');
    await user.type(screen.getByTestId('login-password'), 'x');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Too many attempts');

    answer = { status: 502, body: 'Bad gateway' };
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('login-error')).toHaveTextContent('Something went wrong on our side'));
  });
});
