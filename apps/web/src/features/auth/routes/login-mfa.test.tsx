import { MFA_CHALLENGE_TTL_MS, MFA_MAX_ATTEMPTS } from '@booth/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, apiError, baseApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const CHALLENGE_TOKEN = 'mfa-challenge-token';
const challenge = (type: 'totp' | 'email') => ({ mfaRequired: true, mfaToken: CHALLENGE_TOKEN, type, methods: [type, 'backup'] });

/** The server of a sign-in with MFA on: the password step answers the challenge; `goodCodes` sign in, each once. */
function mfaApi(type: 'totp' | 'email', goodCodes: string[]): FakeApi {
  const unused = new Set(goodCodes);
  return baseApi()
    .on('POST', '/api/auth/login', { body: challenge(type) })
    .on('POST', '/api/auth/login/mfa', (request) => {
      const { code } = request.body as { code: string };
      if (!unused.delete(code)) return apiError(401, 'INVALID_MFA_CODE');
      return { body: { token: 'session-token' } };
    })
    .on('POST', '/api/auth/requestEmailMfaCode', { body: { ok: true } })
    .install();
}

async function signIn(path: string) {
  const view = renderApp(path);
  const user = userEvent.setup();
  await user.type(await screen.findByTestId('login-email'), 'anna@example.com');
  await user.type(screen.getByTestId('login-password'), 'secret-123');
  await user.click(screen.getByTestId('login-submit'));
  return { ...view, user };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('sign-in with a second factor', () => {
  it('asks for the app code without a session, refuses a wrong one, then continues to the remembered page', async () => {
    const api = mfaApi('totp', ['123456']);
    const { router, user } = await signIn('/en/login?redirect=%2Fen%2Fdevices%3Fpair%3DAB12');
    const code = await screen.findByTestId('mfa-login-code');
    expect(screen.getByText('Enter the 6-digit code your authenticator app shows for Boothwerk.')).toBeInTheDocument();
    expect(window.localStorage.getItem('signed-in')).toBeNull();
    expect(code).toHaveFocus();

    await user.type(code, '654321{Enter}');
    expect(await screen.findByText('The code is wrong or has expired.')).toBeInTheDocument();
    expect(code).toHaveValue('');
    expect(window.localStorage.getItem('signed-in')).toBeNull();

    await user.click(code);
    await user.paste('123 456');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/devices'));
    expect(router.state.location.search).toBe('?pair=AB12');
    expect(api.calls('POST', '/api/auth/login/mfa').map((call) => call.body)).toEqual([
      { mfaToken: CHALLENGE_TOKEN, code: '654321' },
      { mfaToken: CHALLENGE_TOKEN, code: '123456' },
    ]);
    expect(window.localStorage.getItem('signed-in')).toBe('1');
  });

  it('signs in with a backup code instead, checking its form first', async () => {
    const api = mfaApi('totp', ['abcde-fghjk']);
    const { router, user } = await signIn('/login');
    await user.click(await screen.findByTestId('mfa-login-switch'));
    expect(screen.queryByTestId('mfa-login-code')).toBeNull();
    const backup = screen.getByTestId('mfa-login-backup');
    await user.type(backup, '12345');
    await user.click(screen.getByTestId('mfa-login-submit'));
    expect(await screen.findByText('Ein Backup-Code hat 10 Zeichen, etwa abcde-fghjk.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/login/mfa')).toHaveLength(0);

    await user.clear(backup);
    await user.type(backup, ' abcde-fghjk {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.calls('POST', '/api/auth/login/mfa')[0]?.body).toEqual({ mfaToken: CHALLENGE_TOKEN, code: 'abcde-fghjk' });
  });

  it('sends a new e-mail code with the challenge', async () => {
    const api = mfaApi('email', ['112233']);
    const { user } = await signIn('/en/login');
    expect(await screen.findByText(/We have sent a 6-digit code to your e-mail address/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code from the e-mail/)).toBeInTheDocument();
    await user.click(screen.getByTestId('mfa-login-resend'));
    await waitFor(() => expect(api.calls('POST', '/api/auth/requestEmailMfaCode')[0]?.body).toEqual({ mfaToken: CHALLENGE_TOKEN }));
    expect(await screen.findByTestId('mfa-login-resent')).toHaveTextContent('A new code is on its way.');
    await user.click(screen.getByTestId('mfa-login-switch'));
    expect(screen.getByTestId('mfa-login-switch')).toHaveTextContent('Use the code from the e-mail instead');
  });

  it(`goes back to the password step after ${MFA_MAX_ATTEMPTS} wrong codes, with a message`, async () => {
    mfaApi('totp', []);
    const { user } = await signIn('/en/login');
    for (let attempt = 1; attempt <= MFA_MAX_ATTEMPTS; attempt += 1) {
      await user.type(await screen.findByTestId('mfa-login-code'), '000000{Enter}');
      if (attempt < MFA_MAX_ATTEMPTS) await screen.findByText('The code is wrong or has expired.');
    }
    expect(await screen.findByTestId('login-mfa-ended')).toHaveTextContent('This sign-in has ended');
    expect(screen.getByTestId('login-email')).toHaveValue('anna@example.com');
    expect(screen.getByTestId('login-password')).toHaveValue('');
  });

  it('goes back to the password step when the challenge has run out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      mfaApi('totp', []);
      await signIn('/login');
      await screen.findByTestId('mfa-login-code');
      await act(async () => {
        vi.advanceTimersByTime(MFA_CHALLENGE_TTL_MS + 1);
      });
      expect(await screen.findByTestId('login-mfa-ended')).toHaveTextContent('Diese Anmeldung ist abgelaufen');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the visitor go back to the password step', async () => {
    mfaApi('totp', []);
    const { user } = await signIn('/en/login');
    await user.click(await screen.findByTestId('mfa-login-cancel'));
    expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
    expect(screen.queryByTestId('login-mfa-ended')).toBeNull();
  });
});
