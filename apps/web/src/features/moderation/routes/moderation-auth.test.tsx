import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, baseApi } from '@/test/fake-api';
import { stubEventSource } from '@/test/fake-event-source';
import { renderApp } from '@/test/render-app';

const me = { id: '00000000-0000-4000-8000-0000000000a1', email: 'mo@example.com', eventSlug: 'summer-party', eventName: 'Summer party' };
const page = {
  shoots: [],
  nextCursor: null,
  counts: { pending: 0, approved: 0, hidden: 0 },
  event: { id: '00000000-0000-4000-8000-0000000000e1', slug: 'summer-party', name: 'Summer party', autoPublic: false, galleryOptIn: false },
};

/** The server's side of a sign-in: until it succeeds there is no moderator session; afterwards there is. */
function signInApi(answer: { status?: number; body?: unknown }, path = '/api/auth/moderation/login', method = 'POST') {
  let signedIn = false;
  const api = baseApi()
    .on(method, path, () => {
      if (!answer.status || answer.status < 300) signedIn = true;
      return answer;
    })
    .on('GET', '/api/auth/moderation/me', () => (signedIn ? { body: me } : apiError(401, 'UNAUTHENTICATED')))
    .on('GET', '/api/events/summer-party/moderation/shoots', { body: page })
    .install();
  return api;
}

describe('moderator sign-in', () => {
  it('signs in with address and password for the campaign of the address, then shows its moderation', async () => {
    stubEventSource();
    const api = signInApi({ body: { token: 'secret' } });
    const { router } = renderApp('/en/events/summer-party/moderation/login');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('moderation-login-email'), 'mo@example.com');
    await user.type(screen.getByTestId('moderation-login-password'), 'correct horse');
    await user.click(screen.getByTestId('moderation-login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/events/summer-party/moderation'));
    expect(api.calls('POST', '/api/auth/moderation/login')[0]?.body).toEqual({ email: 'mo@example.com', password: 'correct horse', eventSlug: 'summer-party' });
    expect(await screen.findByTestId('moderator-layout')).toBeInTheDocument();
    // The session is the server's HttpOnly cookie; nothing of it is kept by the page.
    expect(window.localStorage.getItem('signed-in')).toBeNull();
  });

  it('names the field that is wrong before asking the server', async () => {
    const api = signInApi({ body: { token: 'x' } });
    renderApp('/en/events/summer-party/moderation/login');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('moderation-login-email'), 'not-an-address');
    await user.click(screen.getByTestId('moderation-login-submit'));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/moderation/login')).toHaveLength(0);
  });

  it('says when the credentials are wrong, and when the account has no password yet (a new invitation went out)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer = apiError(401, 'INVALID_CREDENTIALS');
    baseApi()
      .on('POST', '/api/auth/moderation/login', () => answer)
      .install();
    renderApp('/events/summer-party/moderation/login');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('moderation-login-email'), 'mo@example.com');
    await user.type(screen.getByTestId('moderation-login-password'), 'wrong');
    await user.click(screen.getByTestId('moderation-login-submit'));
    expect(await screen.findByTestId('moderation-login-error')).toHaveTextContent('E-Mail-Adresse oder Passwort ist falsch.');

    answer = apiError(403, 'ACCOUNT_NOT_ACTIVATED');
    await user.click(screen.getByTestId('moderation-login-submit'));
    expect(await screen.findByTestId('moderation-login-not-activated')).toHaveTextContent('neuen Einladungslink');
  });

  it('offers the organiser sign-in, which clears the moderation cookie', async () => {
    baseApi().install();
    document.cookie = 'moderationEvent=summer-party; path=/';
    const { router } = renderApp('/en/events/summer-party/moderation/login');
    await userEvent.setup().click(await screen.findByTestId('moderation-login-organiser'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(await screen.findByTestId('login-email')).toBeInTheDocument();
    expect(document.cookie).not.toContain('moderationEvent');
  });

  it('sends a link for a forgotten password without telling whether the address is a moderator', async () => {
    const api = baseApi().on('POST', '/api/auth/moderation/forget', { status: 204 }).install();
    document.cookie = 'moderationEvent=summer-party; path=/';
    renderApp('/en/events/summer-party/moderation/login');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('moderation-login-forgot'));
    await user.type(await screen.findByTestId('moderation-forget-email'), 'mo@example.com');
    await user.click(screen.getByTestId('moderation-forget-submit'));
    expect(await screen.findByTestId('moderation-forget-sent')).toHaveTextContent('If this address is a moderator of this campaign');
    expect(api.calls('POST', '/api/auth/moderation/forget')[0]?.body).toEqual({ email: 'mo@example.com', eventSlug: 'summer-party' });
  });
});

describe('moderator password screen', () => {
  it('sets the password from the invitation link and opens the moderation', async () => {
    stubEventSource();
    const api = signInApi({ body: { token: 'secret' } }, '/api/auth/moderation/reset', 'PUT');
    const { router } = renderApp('/en/events/summer-party/moderation/password?token=invite-123');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('moderation-password'), 'short');
    await user.type(screen.getByTestId('moderation-password-confirm'), 'short');
    await user.click(screen.getByTestId('moderation-password-submit'));
    expect(await screen.findByText(/^At least \d+ characters\.$/)).toBeInTheDocument();

    await user.clear(screen.getByTestId('moderation-password'));
    await user.clear(screen.getByTestId('moderation-password-confirm'));
    await user.type(screen.getByTestId('moderation-password'), 'a long new password');
    await user.type(screen.getByTestId('moderation-password-confirm'), 'a long new passwort');
    await user.click(screen.getByTestId('moderation-password-submit'));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();

    await user.clear(screen.getByTestId('moderation-password-confirm'));
    await user.type(screen.getByTestId('moderation-password-confirm'), 'a long new password');
    await user.click(screen.getByTestId('moderation-password-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/events/summer-party/moderation'));
    expect(api.calls('PUT', '/api/auth/moderation/reset')[0]?.body).toEqual({ password: 'a long new password', token: 'invite-123', eventSlug: 'summer-party' });
  });

  it('explains an expired or used link and whom to ask for a new invitation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    baseApi().on('PUT', '/api/auth/moderation/reset', apiError(400, 'INVALID_TOKEN')).install();
    renderApp('/events/summer-party/moderation/password?token=old');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('moderation-password'), 'a long new password');
    await user.type(screen.getByTestId('moderation-password-confirm'), 'a long new password');
    await user.click(screen.getByTestId('moderation-password-submit'));
    const alert = await screen.findByTestId('moderation-password-invalid');
    expect(alert).toHaveTextContent('Dieser Link ist ungültig oder abgelaufen');
    expect(alert).toHaveTextContent('Bitten Sie den Veranstalter');
  });
});
