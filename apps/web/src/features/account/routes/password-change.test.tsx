import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPasswordChecker } from '@booth/shared';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PASSWORD, accountApi } from '@/features/account/test/account-fake-api';
import { testUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

beforeAll(async () => {
  // The dictionaries are a chunk of their own; loaded here so the test waits only for the screen.
  await loadPasswordChecker();
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  window.localStorage.setItem('signed-in', '1');
});

describe('a password the password rule now refuses', () => {
  it('is changed before anything else, with the reason explained; then the app goes on to where the user was going', async () => {
    const { api } = accountApi();
    api.on('GET', '/api/auth/user', { body: { ...testUser, firstName: 'Anna', name: 'Berg', passwordChangeRequired: true } });
    const { router } = renderApp('/en/settings?tab=profile');

    expect(await screen.findByTestId('password-change-why', {}, { timeout: 10_000 })).toHaveTextContent('By our new rules your current password is not safe');
    expect(router.state.location.pathname).toBe('/en/password/change');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/en/settings?tab=profile');

    const user = userEvent.setup();
    // Pasted, not typed key by key: each key would run the meter's estimate again.
    const fill = async (testId: string, text: string) => {
      await user.clear(screen.getByTestId(testId));
      await user.click(screen.getByTestId(testId));
      await user.paste(text);
    };
    await fill('password-current', ACCOUNT_PASSWORD);
    // The account's own name is refused on the spot, with the meter saying why.
    await fill('password-new', 'Berg-Kiwi-Tal');
    await fill('password-new-confirm', 'Berg-Kiwi-Tal');
    await waitFor(() => expect(screen.getByTestId('password-new-strength-text')).toHaveTextContent('The password must not contain your name.'));
    await user.click(screen.getByTestId('password-save'));
    await waitFor(() => expect(screen.getByTestId('password-new')).toHaveAccessibleDescription(/must not contain your name/));
    expect(api.calls('PUT', '/api/customers/password')).toHaveLength(0);

    for (const field of ['password-new', 'password-new-confirm']) await fill(field, 'Kiwi-Tanne-Wal');
    await user.click(screen.getByTestId('password-save'));
    expect(await screen.findByTestId('settings-password', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/settings');
    expect(api.calls('PUT', '/api/customers/password')[0]?.body).toEqual({ currentPassword: ACCOUNT_PASSWORD, password: 'Kiwi-Tanne-Wal' });
    // Two route chunks compile on first use here (the screen and the settings after it).
  }, 30_000);
});
