import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKUP_CODES_FILE_NAME } from '@/features/account/backup-codes-file';
import { ACCOUNT_PASSWORD, BACKUP_CODES, GOOD_CODE, QR_SVG, TOTP_SECRET, accountApi } from '@/features/account/test/account-fake-api';
import { renderApp } from '@/test/render-app';

const { createObjectURL, revokeObjectURL } = URL;
let saved: Blob[] = [];
let clicks: HTMLAnchorElement[] = [];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  saved = [];
  clicks = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:http://localhost/codes';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
});

afterEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

async function openMfa(path = '/en/settings') {
  window.localStorage.setItem('signed-in', '1');
  renderApp(path);
  return screen.findByTestId('settings-mfa');
}

describe('two-factor authentication: turning on with an authenticator app', () => {
  it('shows QR and secret, refuses a wrong code, then shows the ten backup codes once with copy and download', async () => {
    const { api, state } = accountApi();
    const card = await openMfa();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    expect(await within(card).findByTestId('mfa-status')).toHaveTextContent('Off');

    await user.click(within(card).getByTestId('mfa-enable'));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor authentication' });
    expect(within(dialog).getByRole('radio', { name: /Authenticator app/ })).toBeChecked();
    await user.click(within(dialog).getByTestId('mfa-setup-start'));
    await waitFor(() => expect(api.calls('POST', '/api/auth/registerMfa')[0]?.body).toEqual({ type: 'totp' }));

    // The server's SVG becomes an image source, never markup in the page.
    const qr = await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    expect(dialog.querySelector('svg rect')).toBeNull();
    expect(within(dialog).getByTestId('mfa-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    await user.click(within(dialog).getByTestId('mfa-secret-copy'));
    expect(writeText).toHaveBeenCalledWith(TOTP_SECRET);
    expect(await screen.findByText('Secret copied to clipboard')).toBeInTheDocument();

    const code = within(dialog).getByTestId('mfa-setup-code');
    await user.type(code, '111 222');
    expect(code).toHaveValue('111222');
    await user.type(within(dialog).getByTestId('mfa-setup-password'), ACCOUNT_PASSWORD);
    await user.click(within(dialog).getByTestId('mfa-setup-verify'));
    expect(await within(dialog).findByText('The code is wrong or has expired.')).toBeInTheDocument();
    expect(state.mfa.enabled).toBe(false);

    await user.clear(code);
    await user.type(code, `${GOOD_CODE}{Enter}`);
    await waitFor(() => expect(api.calls('POST', '/api/auth/verifyRegisterMfa')).toHaveLength(2));
    expect(api.calls('POST', '/api/auth/verifyRegisterMfa')[1]?.body).toEqual({ type: 'totp', code: GOOD_CODE, password: ACCOUNT_PASSWORD });

    const codesDialog = await screen.findByRole('dialog', { name: 'Your backup codes' });
    const shown = within(codesDialog).getAllByTestId('backup-code').map((element) => element.textContent);
    expect(shown).toEqual(BACKUP_CODES);
    // Shown once: no close button, Escape does nothing.
    expect(within(codesDialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Your backup codes' })).toBeInTheDocument();

    await user.click(within(codesDialog).getByTestId('backup-codes-copy'));
    expect(writeText).toHaveBeenLastCalledWith(BACKUP_CODES.join('\n'));
    expect(await screen.findByText('All backup codes copied to clipboard')).toBeInTheDocument();

    await user.click(within(codesDialog).getByTestId('backup-codes-download'));
    expect(await screen.findByText('Backup codes downloaded')).toBeInTheDocument();
    expect(clicks.at(-1)?.download).toBe(BACKUP_CODES_FILE_NAME);
    const text = await saved.at(-1)?.text();
    expect(text?.split('\n').filter((line) => BACKUP_CODES.includes(line))).toEqual(BACKUP_CODES);

    await user.click(within(codesDialog).getByTestId('backup-codes-done'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(BACKUP_CODES[0] as string)).toBeNull();
    await waitFor(() => expect(within(card).getByTestId('mfa-status')).toHaveTextContent('On'));
    expect(within(card).getByTestId('mfa-method')).toHaveTextContent('Authenticator app');
    expect(within(card).getByTestId('mfa-backup-left')).toHaveTextContent('10 backup codes left.');
    // The activity log below shows the change without a reload.
    expect(api.calls('GET', '/api/customers/audit').length).toBeGreaterThan(1);
  });

  it('says so when the secret or the codes cannot be copied', async () => {
    accountApi();
    const card = await openMfa('/settings');
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(await within(card).findByTestId('mfa-enable'));
    await user.click(await screen.findByTestId('mfa-setup-start'));
    await user.click(await screen.findByTestId('mfa-secret-copy'));
    expect(await screen.findByText('Schlüssel konnte nicht kopiert werden')).toBeInTheDocument();

    await user.type(screen.getByTestId('mfa-setup-code'), GOOD_CODE);
    await user.type(screen.getByTestId('mfa-setup-password'), ACCOUNT_PASSWORD);
    await user.click(screen.getByTestId('mfa-setup-verify'));
    await user.click(await screen.findByTestId('backup-codes-copy'));
    expect(await screen.findByText('Backup-Codes konnten nicht kopiert werden')).toBeInTheDocument();
    await user.click(screen.getByTestId('backup-codes-download'));
    expect(await screen.findByText('Backup-Codes heruntergeladen')).toBeInTheDocument();
  });

  it('asks for all six digits and the password before sending, and shows a wrong password at its field', async () => {
    const { api } = accountApi();
    const card = await openMfa();
    const user = userEvent.setup();
    await user.click(await within(card).findByTestId('mfa-enable'));
    await user.click(await screen.findByTestId('mfa-setup-start'));
    await user.type(await screen.findByTestId('mfa-setup-code'), '12345');
    await user.click(screen.getByTestId('mfa-setup-verify'));
    expect(await screen.findByText('Please enter all 6 digits.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/verifyRegisterMfa')).toHaveLength(0);

    await user.type(screen.getByTestId('mfa-setup-code'), '6');
    await user.type(screen.getByTestId('mfa-setup-password'), 'wrong');
    await user.click(screen.getByTestId('mfa-setup-verify'));
    expect(await screen.findByText('This password is not correct.')).toBeInTheDocument();
  });
});

describe('two-factor authentication: e-mail codes', () => {
  it('sends a code to the address, sends a new one on request, and turns on with it', async () => {
    const { api } = accountApi();
    const card = await openMfa();
    const user = userEvent.setup();
    await user.click(await within(card).findByTestId('mfa-enable'));
    await user.click(await screen.findByRole('radio', { name: /E-mail/ }));
    await user.click(screen.getByTestId('mfa-setup-start'));
    await waitFor(() => expect(api.calls('POST', '/api/auth/registerMfa')[0]?.body).toEqual({ type: 'email' }));
    expect(await screen.findByTestId('mfa-email-sent')).toHaveTextContent('We have sent a 6-digit code to anna@example.com.');
    expect(screen.queryByTestId('mfa-qr')).toBeNull();

    await user.click(screen.getByTestId('mfa-email-resend'));
    await waitFor(() => expect(api.calls('POST', '/api/auth/requestEmailMfaCode')[0]?.body).toEqual({}));
    expect(await screen.findByText('A new code is on its way to anna@example.com.')).toBeInTheDocument();

    await user.type(screen.getByTestId('mfa-setup-code'), GOOD_CODE);
    await user.type(screen.getByTestId('mfa-setup-password'), ACCOUNT_PASSWORD);
    await user.click(screen.getByTestId('mfa-setup-verify'));
    expect(await screen.findAllByTestId('backup-code')).toHaveLength(10);
    await user.click(screen.getByTestId('backup-codes-done'));
    await waitFor(() => expect(within(card).getByTestId('mfa-method')).toHaveTextContent('E-mail'));
  });
});

describe('two-factor authentication: when on', () => {
  it('makes new backup codes with the password and shows them once', async () => {
    const { api } = accountApi({ mfa: { enabled: true, type: 'totp', methods: ['totp', 'backup'], backupCodesLeft: 2 } });
    const card = await openMfa();
    const user = userEvent.setup();
    expect(await within(card).findByTestId('mfa-backup-left')).toHaveTextContent('2 backup codes left. Create new ones soon.');
    await user.click(within(card).getByTestId('mfa-renew'));
    const dialog = await screen.findByRole('dialog', { name: 'Create new backup codes?' });
    await user.type(within(dialog).getByTestId('mfa-renew-dialog-password'), ACCOUNT_PASSWORD);
    await user.click(within(dialog).getByTestId('mfa-renew-dialog-confirm'));
    await waitFor(() => expect(api.calls('POST', '/api/auth/mfa/backupCodes')[0]?.body).toEqual({ password: ACCOUNT_PASSWORD }));
    const codes = await screen.findByRole('dialog', { name: 'Your backup codes' });
    expect(within(codes).getAllByTestId('backup-code')[0]).toHaveTextContent('zyxwv-fghjm');
    await user.click(within(codes).getByTestId('backup-codes-done'));
    await waitFor(() => expect(within(card).getByTestId('mfa-backup-left')).toHaveTextContent('10 backup codes left.'));
  });

  it('turns off only with the right password', async () => {
    const { api, state } = accountApi({ mfa: { enabled: true, type: 'email', methods: ['email', 'backup'], backupCodesLeft: 9 } });
    const card = await openMfa('/settings');
    const user = userEvent.setup();
    expect(await within(card).findByTestId('mfa-status')).toHaveTextContent('An');
    await user.click(within(card).getByTestId('mfa-disable'));
    const dialog = await screen.findByRole('dialog', { name: 'Zwei-Faktor-Authentifizierung ausschalten?' });
    await user.type(within(dialog).getByTestId('mfa-disable-dialog-password'), 'falsch');
    await user.click(within(dialog).getByTestId('mfa-disable-dialog-confirm'));
    expect(await within(dialog).findByText('Dieses Passwort ist nicht richtig.')).toBeInTheDocument();
    expect(state.mfa.enabled).toBe(true);

    await user.clear(within(dialog).getByTestId('mfa-disable-dialog-password'));
    await user.type(within(dialog).getByTestId('mfa-disable-dialog-password'), `${ACCOUNT_PASSWORD}{Enter}`);
    await waitFor(() => expect(api.calls('DELETE', '/api/auth/mfa')).toHaveLength(2));
    expect(await screen.findByText('Die Zwei-Faktor-Authentifizierung ist ausgeschaltet.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByTestId('mfa-status')).toHaveTextContent('Aus'));
  });
});
