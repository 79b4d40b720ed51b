import { SUPPORT_TOKEN_COOKIE } from '@booth/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHROME_ON_MAC, accountApi, makeProfile, makeSession } from '@/features/account/test/account-fake-api';
import { testUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

describe('settings in support mode', () => {
  it('shows an admin acting for the customer why the owner-only parts are not there, and keeps the rest', async () => {
    // In support mode no session is the request's own: the admin's is not the customer's.
    const sessions = [makeSession(), makeSession({ userAgent: CHROME_ON_MAC })];
    const { api } = accountApi({ profile: makeProfile({ hasAppPassword: true }), mfa: { enabled: true, type: 'totp', methods: ['totp', 'backup'], backupCodesLeft: 10 }, sessions });
    api.on('GET', '/api/customers/supportToken/support-tok', {
      body: { valid: true, expireAt: new Date(Date.now() + 5 * 60_000).toISOString(), customer: { id: testUser.id, email: testUser.email, firstName: 'Anna', name: 'Berg' } },
    });
    document.cookie = `${SUPPORT_TOKEN_COOKIE}=support-tok; path=/`;
    window.localStorage.setItem('signed-in', '1');
    renderApp('/en/settings');

    for (const id of ['settings-password', 'settings-app-password', 'settings-mfa', 'settings-delete']) {
      const card = await screen.findByTestId(id);
      expect(await within(card).findByTestId('owner-only'), id).toHaveTextContent('Only the account owner can do this: not available in support mode.');
    }
    expect(screen.queryByTestId('password-save')).toBeNull();
    expect(screen.queryByTestId('app-password-edit')).toBeNull();
    expect(screen.queryByTestId('mfa-disable')).toBeNull();
    expect(screen.queryByTestId('account-export')).toBeNull();
    expect(screen.queryByTestId('delete-account')).toBeNull();
    // The sessions are listed, but signing the customer out is the owner's decision.
    const sessionsCard = screen.getByTestId('settings-sessions');
    expect(await within(sessionsCard).findAllByTestId('session')).toHaveLength(2);
    expect(within(sessionsCard).getByTestId('sessions-owner-only')).toHaveTextContent('Only the account owner can do this');
    expect(within(sessionsCard).queryByTestId('session-revoke')).toBeNull();
    expect(within(sessionsCard).queryByTestId('sessions-revoke-others')).toBeNull();
    // What support may do stays: the profile, and the status of the second factor.
    expect(screen.getByTestId('profile-save')).toBeInTheDocument();
    expect(within(screen.getByTestId('settings-mfa')).getByTestId('mfa-status')).toHaveTextContent('On');
    expect(api.calls('GET', '/api/customers/profile')[0]?.headers.get('X-Support-Token')).toBe('support-tok');
  });
});
