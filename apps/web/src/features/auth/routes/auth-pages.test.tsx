import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, baseApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

describe('registration and the pages around it', () => {
  it('registers and shows the check-your-mailbox notice with the address', async () => {
    const api = baseApi().on('POST', '/api/customers', { status: 201, body: { email: 'new@example.com' } }).install();
    const { router } = renderApp('/en/registration');
    const user = userEvent.setup();

    expect(await screen.findByText('At least 8 characters')).toBeInTheDocument();
    await user.type(screen.getByTestId('registration-email'), 'new@example.com');
    await user.type(screen.getByTestId('registration-password'), 'short');
    await user.click(screen.getByTestId('registration-submit'));
    expect(await screen.findByText('At least 8 characters.')).toBeInTheDocument();
    // The name is asked for, first name and surname each.
    expect(screen.getByTestId('registration-first-name')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByTestId('registration-name')).toHaveAccessibleDescription('This field is required.');
    expect(api.calls('POST', '/api/customers')).toHaveLength(0);

    await user.type(screen.getByTestId('registration-first-name'), ' Anna ');
    await user.type(screen.getByTestId('registration-name'), 'Schmidt');

    await user.type(screen.getByTestId('registration-password'), '-and-long');
    await user.click(screen.getByTestId('registration-submit'));

    expect(await screen.findByTestId('checkmail-notice')).toHaveTextContent('new@example.com');
    expect(router.state.location.pathname).toBe('/en/registration/checkmail');
    expect(api.calls('POST', '/api/customers')[0]?.body).toEqual({ firstName: 'Anna', name: 'Schmidt', email: 'new@example.com', password: 'short-and-long' });
  });

  it('shows the strength while typing and refuses a common password before sending, saying why under the field', async () => {
    const api = baseApi().on('POST', '/api/customers', { status: 201, body: { email: 'anna@example.com' } }).install();
    renderApp('/registration');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('registration-first-name'), 'Anna');
    await user.type(screen.getByTestId('registration-name'), 'Schmidt');
    await user.type(screen.getByTestId('registration-email'), 'anna@example.com');
    await user.type(screen.getByTestId('registration-password'), 'geheim123');
    const meter = await screen.findByTestId('registration-password-strength', {}, { timeout: 10_000 });
    expect(meter).toHaveAttribute('data-ok', 'false');
    await user.click(screen.getByTestId('registration-submit'));
    await waitFor(() => expect(screen.getByTestId('registration-password')).toHaveAccessibleDescription(/zu leicht zu erraten/));
    expect(api.calls('POST', '/api/customers')).toHaveLength(0);

    await user.clear(screen.getByTestId('registration-password'));
    await user.type(screen.getByTestId('registration-password'), 'Leuchtturm-Kiwi-Regenschirm');
    await waitFor(() => expect(screen.getByTestId('registration-password-strength')).toHaveAttribute('data-ok', 'true'));
    await user.click(screen.getByTestId('registration-submit'));
    expect(await screen.findByTestId('checkmail-notice')).toHaveTextContent('anna@example.com');
    expect(api.calls('POST', '/api/customers')).toHaveLength(1);
  });

  it('shows the verdict of the server on a field in German words, not its English message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    baseApi()
      .on('POST', '/api/customers', {
        status: 400,
        body: { code: 'VALIDATION', message: 'Invalid body', requestId: 'r', fields: [{ path: 'name', message: 'Too big: expected string to have <=100 characters', code: 'too_long', limit: 100 }] },
      })
      .install();
    renderApp('/registration');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('registration-first-name'), 'Anna');
    await user.type(screen.getByTestId('registration-name'), 'Schmidt');
    await user.type(screen.getByTestId('registration-email'), 'anna@example.com');
    await user.type(screen.getByTestId('registration-password'), 'Leuchtturm-Kiwi-Regenschirm');
    await user.click(screen.getByTestId('registration-submit'));
    await waitFor(() => expect(screen.getByTestId('registration-name')).toHaveAccessibleDescription('Höchstens 100 Zeichen'));
    expect(document.body).not.toHaveTextContent('Too big');
  });

  it('lets the keyboard reach the show-password button, named in the interface language', async () => {
    baseApi().install();
    renderApp('/registration');
    const user = userEvent.setup();
    const password = await screen.findByTestId('registration-password');
    await user.click(password);
    await user.keyboard('geheim123');
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Passwort anzeigen' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('activates an account with the token of the link, once', async () => {
    const api = baseApi().on('POST', '/api/auth/activate', { body: { ok: true } }).install();
    renderApp('/registration/activate?token=abc');
    await waitFor(() => expect(screen.getByTestId('activation-status')).toHaveAttribute('data-state', 'success'));
    expect(screen.getByTestId('activation-status')).toHaveTextContent('Ihr Konto ist aktiviert.');
    expect(screen.getByTestId('activation-login')).toHaveAttribute('href', '/login');
    expect(api.calls('POST', '/api/auth/activate')).toHaveLength(1);
    expect(api.calls('POST', '/api/auth/activate')[0]?.body).toEqual({ token: 'abc' });
  });

  it('explains an invalid activation link and offers a new one by e-mail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = baseApi()
      .on('POST', '/api/auth/activate', apiError(400, 'INVALID_TOKEN'))
      .on('POST', '/api/auth/request/activation', { body: { ok: true } })
      .install();
    renderApp('/en/registration/activate?token=old');
    await waitFor(() => expect(screen.getByTestId('activation-status')).toHaveAttribute('data-state', 'failure'));
    expect(screen.getByTestId('activation-status')).toHaveTextContent('This activation link is invalid or has expired.');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('resend-email'), 'anna@example.com');
    await user.click(screen.getByTestId('resend-submit'));
    expect(await screen.findByTestId('resend-sent')).toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/request/activation')[0]?.body).toEqual({ email: 'anna@example.com' });
  });

  it('sets a new password: both fields must match, then back to the login with a notice', async () => {
    const api = baseApi().on('PUT', '/api/auth/reset', { body: { ok: true } }).install();
    const { router } = renderApp('/en/reset/password?token=t-1');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('reset-password'), 'new-secret-1');
    await user.type(screen.getByTestId('reset-password-confirm'), 'new-secret-2');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();

    await user.clear(screen.getByTestId('reset-password-confirm'));
    await user.type(screen.getByTestId('reset-password-confirm'), 'new-secret-1');
    await user.click(screen.getByTestId('reset-submit'));

    expect(await screen.findByTestId('login-notice')).toHaveTextContent('Your password has been changed.');
    expect(router.state.location.pathname).toBe('/en/login');
    expect(api.calls('PUT', '/api/auth/reset')[0]?.body).toEqual({ password: 'new-secret-1', token: 't-1' });
  });

  it('requests a reset link and always answers the same', async () => {
    const api = baseApi().on('POST', '/api/auth/forget', { body: { ok: true } }).install();
    renderApp('/forget');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('forget-email'), 'anna@example.com');
    await user.click(screen.getByTestId('forget-submit'));
    expect(await screen.findByTestId('forget-sent')).toHaveTextContent('Falls ein Konto mit dieser Adresse existiert');
    expect(api.calls('POST', '/api/auth/forget')[0]?.body).toEqual({ email: 'anna@example.com' });
  });
});
