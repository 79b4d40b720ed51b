import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PASSWORD, accountApi, makeProfile } from '@/features/account/test/account-fake-api';
import { renderApp } from '@/test/render-app';

function open(path = '/en/settings') {
  window.localStorage.setItem('signed-in', '1');
  renderApp(path);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('password card', () => {
  it('changes the password with the current one; a wrong current password is shown at its field', async () => {
    const { api } = accountApi();
    open();
    const card = await screen.findByTestId('settings-password');
    const user = userEvent.setup();
    expect(within(card).getByText('At least 8 characters')).toBeInTheDocument();

    await user.type(within(card).getByTestId('password-current'), 'not-my-password');
    await user.type(within(card).getByTestId('password-new'), 'a-new-password');
    await user.type(within(card).getByTestId('password-new-confirm'), 'a-new-password');
    await user.click(within(card).getByTestId('password-save'));
    expect(await within(card).findByText('This password is not correct.')).toBeInTheDocument();

    await user.clear(within(card).getByTestId('password-current'));
    await user.type(within(card).getByTestId('password-current'), ACCOUNT_PASSWORD);
    await user.click(within(card).getByTestId('password-save'));
    await waitFor(() => expect(api.calls('PUT', '/api/customers/password')).toHaveLength(2));
    expect(api.calls('PUT', '/api/customers/password')[1]?.body).toEqual({ currentPassword: ACCOUNT_PASSWORD, password: 'a-new-password' });
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByTestId('password-new')).toHaveValue(''));
  });

  it('checks the new password before sending: 8 characters, typed the same twice', async () => {
    const { api } = accountApi();
    open('/settings');
    const card = await screen.findByTestId('settings-password');
    const user = userEvent.setup();
    await user.type(within(card).getByTestId('password-current'), ACCOUNT_PASSWORD);
    await user.type(within(card).getByTestId('password-new'), 'short');
    await user.type(within(card).getByTestId('password-new-confirm'), 'shorter');
    await user.click(within(card).getByTestId('password-save'));
    expect(await within(card).findByText('Mindestens 8 Zeichen.')).toBeInTheDocument();
    await user.clear(within(card).getByTestId('password-new'));
    await user.type(within(card).getByTestId('password-new'), 'long-enough');
    await user.click(within(card).getByTestId('password-save'));
    expect(await within(card).findByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/customers/password')).toHaveLength(0);
  });
});

describe('app password card', () => {
  it('explains it is for booth tablets only, and sets one confirmed with the account password', async () => {
    const { api } = accountApi();
    open();
    const card = await screen.findByTestId('settings-app-password');
    const user = userEvent.setup();
    expect(card).toHaveTextContent('It never opens this web app');
    expect(within(card).getByTestId('app-password-status')).toHaveTextContent('Not set');
    expect(within(card).queryByTestId('app-password-remove')).toBeNull();

    await user.click(within(card).getByTestId('app-password-edit'));
    const dialog = await screen.findByRole('dialog', { name: 'Set an app password' });
    await user.type(within(dialog).getByTestId('app-password-new'), 'tablet-secret');
    await user.type(within(dialog).getByTestId('app-password-new-confirm'), 'tablet-secret');
    await user.type(within(dialog).getByTestId('app-password-current'), 'wrong');
    await user.click(within(dialog).getByTestId('app-password-save'));
    expect(await within(dialog).findByText('This password is not correct.')).toBeInTheDocument();

    await user.clear(within(dialog).getByTestId('app-password-current'));
    await user.type(within(dialog).getByTestId('app-password-current'), ACCOUNT_PASSWORD);
    await user.click(within(dialog).getByTestId('app-password-save'));
    await waitFor(() => expect(api.calls('PUT', '/api/customers/apppassword')[1]?.body).toEqual({ password: 'tablet-secret', currentPassword: ACCOUNT_PASSWORD }));
    expect(await screen.findByText('The app password is set. Use it on your booth tablets.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByTestId('app-password-status')).toHaveTextContent('Set'));
    expect(within(card).getByTestId('app-password-edit')).toHaveTextContent('Replace app password');
  });

  it('removes the app password after the account password', async () => {
    const { api } = accountApi({ profile: makeProfile({ hasAppPassword: true }) });
    open('/settings');
    const card = await screen.findByTestId('settings-app-password');
    const user = userEvent.setup();
    expect(within(card).getByTestId('app-password-status')).toHaveTextContent('Vergeben');
    await user.click(within(card).getByTestId('app-password-remove'));
    const dialog = await screen.findByRole('dialog', { name: 'App-Passwort entfernen?' });
    await user.click(within(dialog).getByTestId('app-password-remove-dialog-confirm'));
    expect(await within(dialog).findByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    await user.type(within(dialog).getByTestId('app-password-remove-dialog-password'), 'falsch');
    await user.click(within(dialog).getByTestId('app-password-remove-dialog-confirm'));
    expect(await within(dialog).findByText('Dieses Passwort ist nicht richtig.')).toBeInTheDocument();
    await user.clear(within(dialog).getByTestId('app-password-remove-dialog-password'));
    await user.type(within(dialog).getByTestId('app-password-remove-dialog-password'), ACCOUNT_PASSWORD);
    await user.click(within(dialog).getByTestId('app-password-remove-dialog-confirm'));
    await waitFor(() => expect(api.calls('PUT', '/api/customers/apppassword').at(-1)?.body).toEqual({ password: null, currentPassword: ACCOUNT_PASSWORD }));
    expect(await screen.findByText('Das App-Passwort wurde entfernt.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByTestId('app-password-status')).toHaveTextContent('Nicht vergeben'));
  });
});
