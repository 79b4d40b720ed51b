import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_PASSWORD,
  CHROME_ON_MAC,
  FIREFOX_ON_WINDOWS,
  SAFARI_ON_IPHONE,
  accountApi,
  makeAuditEntry,
  makeSession,
} from '@/features/account/test/account-fake-api';
import { apiError } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

function open(path = '/en/settings') {
  window.localStorage.setItem('signed-in', '1');
  return renderApp(path);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('active sessions', () => {
  it('lists sign-ins in plain words, marks this device, and signs out one or all others', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const phone = makeSession({ userAgent: SAFARI_ON_IPHONE, createdAt: hoursAgo(50), lastSeenAt: hoursAgo(2) });
    const { api } = accountApi({
      sessions: [
        makeSession({ current: true, userAgent: FIREFOX_ON_WINDOWS, createdAt: hoursAgo(1), lastSeenAt: hoursAgo(0) }),
        phone,
        makeSession({ userAgent: CHROME_ON_MAC }),
        makeSession({ userAgent: 'curl/8.5.0', lastSeenAt: null }),
      ],
    });
    open();
    const card = await screen.findByTestId('settings-sessions');
    const rows = await within(card).findAllByTestId('session');
    expect(rows.map((row) => within(row).getByTestId('session-device').textContent)).toEqual([
      'Firefox 128 on Windows',
      'Safari 17 on iPhone',
      'Chrome 126 on macOS',
      'Unknown device',
    ]);
    expect(within(rows[0] as HTMLElement).getByTestId('session-current')).toHaveTextContent('This device');
    expect(within(rows[0] as HTMLElement).queryByTestId('session-revoke')).toBeNull();
    expect(rows[1]).toHaveTextContent('Signed in 2 days ago · last active 2 hours ago');
    const user = userEvent.setup();

    await user.click(within(card).getByRole('button', { name: 'Sign out Safari 17 on iPhone' }));
    await waitFor(() => expect(api.calls('DELETE', `/api/customers/sessions/${phone.id}`)).toHaveLength(1));
    expect(await screen.findByText('Safari 17 on iPhone is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getAllByTestId('session')).toHaveLength(3));

    await user.click(within(card).getByTestId('sessions-revoke-others'));
    expect(await screen.findByText('2 other sessions signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getAllByTestId('session')).toHaveLength(1));
    expect(within(card).queryByTestId('sessions-revoke-others')).toBeNull();
  });

  it('says so when a session cannot be signed out', async () => {
    const other = makeSession({ userAgent: CHROME_ON_MAC });
    const { api } = accountApi({ sessions: [makeSession({ current: true }), other] });
    api.on('DELETE', `/api/customers/sessions/${other.id}`, apiError(404, 'NOT_FOUND'));
    open('/settings');
    const card = await screen.findByTestId('settings-sessions');
    await userEvent.setup().click(await within(card).findByRole('button', { name: 'Chrome 126 auf macOS abmelden' }));
    expect(await screen.findByText(/^Das Abmelden hat nicht geklappt\. Fehler: /)).toBeInTheDocument();
  });
});

describe('activity log', () => {
  it('shows who did what and when, marks support mode with the admin’s e-mail, and loads more with the cursor', async () => {
    const { api } = accountApi({
      auditPages: [
        [
          makeAuditEntry({ kind: 'support', actorEmail: 'helen@boothwerk.app', action: 'support.request', detail: { method: 'PATCH', route: '/api/events/summer-party', status: 200 } }),
          makeAuditEntry({ kind: 'support', actorEmail: 'helen@boothwerk.app', action: 'support.started', detail: { refreshed: false } }),
          makeAuditEntry({ kind: 'admin', actorEmail: 'root@boothwerk.app', action: 'admin.credits.adjusted', detail: { amount: 1500, note: 'Goodwill', balance: 1750 } }),
        ],
        [makeAuditEntry({ action: 'account.mfa.enabled', detail: { type: 'totp' } }), makeAuditEntry({ action: 'some.future.action', detail: { colour: 'red' } })],
      ],
    });
    open();
    const card = await screen.findByTestId('settings-audit');
    const entries = await within(card).findAllByTestId('audit-entry');
    expect(entries).toHaveLength(3);
    const [change, started, credits] = entries as [HTMLElement, HTMLElement, HTMLElement];
    expect(change).toHaveAttribute('data-kind', 'support');
    expect(within(change).getByTestId('audit-action')).toHaveTextContent('Change in support mode');
    expect(within(change).getByTestId('audit-kind')).toHaveTextContent('Support mode');
    expect(within(change).getByTestId('audit-actor')).toHaveTextContent('helen@boothwerk.app');
    expect(within(change).getByTestId('audit-request')).toHaveTextContent('PATCH /api/events/summer-party');
    expect(within(change).queryByTestId('audit-detail')).toBeNull();
    expect(change).toHaveTextContent('20 Nov 2026');
    expect(within(started).getByTestId('audit-action')).toHaveTextContent('Support mode started');
    expect(within(started).getByTestId('audit-detail')).toHaveTextContent('Renewed: No');
    expect(within(credits).getByTestId('audit-kind')).toHaveTextContent('Admin');
    expect(within(credits).getByTestId('audit-detail')).toHaveTextContent('Amount: 1,500 · Note: Goodwill · Balance: 1,750');

    await userEvent.setup().click(within(card).getByTestId('audit-more'));
    await waitFor(() => expect(within(card).getAllByTestId('audit-entry')).toHaveLength(5));
    expect(api.calls('GET', '/api/customers/audit')[1]?.query.get('cursor')).toBe('page-1');
    const [mfa, future] = within(card).getAllByTestId('audit-entry').slice(3) as [HTMLElement, HTMLElement];
    expect(within(mfa).getByTestId('audit-action')).toHaveTextContent('Two-factor authentication turned on');
    expect(mfa).toHaveTextContent('By you');
    expect(within(mfa).getByTestId('audit-detail')).toHaveTextContent('Method: Authenticator app');
    // An action this version does not know yet still shows, by its key.
    expect(within(future).getByTestId('audit-action')).toHaveTextContent('some.future.action');
    expect(within(future).getByTestId('audit-detail')).toHaveTextContent('colour: red');
    expect(within(card).queryByTestId('audit-more')).toBeNull();
  });

  it('says when nothing is recorded yet', async () => {
    accountApi();
    open('/settings');
    expect(await screen.findByTestId('audit-empty')).toHaveTextContent('Noch nichts aufgezeichnet.');
  });
});

describe('account deletion', () => {
  it('offers the export first, then deletes with the e-mail typed again and the password, and signs out to the home page', async () => {
    const { api } = accountApi();
    const { router } = open();
    const card = await screen.findByTestId('settings-delete');
    expect(within(card).getByTestId('account-export')).toHaveAttribute('href', '/api/customers/export');
    expect(card).toHaveTextContent('This cannot be undone');
    const user = userEvent.setup();

    await user.click(within(card).getByTestId('delete-account'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    const confirm = within(dialog).getByTestId('delete-account-confirm');
    await user.type(within(dialog).getByTestId('delete-account-password'), 'wrong');
    await user.type(within(dialog).getByTestId('delete-account-email'), 'someone@example.com');
    expect(within(dialog).getByText("This is not your account's e-mail address.")).toBeInTheDocument();
    expect(confirm).toBeDisabled();

    await user.clear(within(dialog).getByTestId('delete-account-email'));
    await user.type(within(dialog).getByTestId('delete-account-email'), ' Anna@Example.com');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await within(dialog).findByText('This password is not correct.')).toBeInTheDocument();
    expect(window.localStorage.getItem('signed-in')).toBe('1');

    await user.clear(within(dialog).getByTestId('delete-account-password'));
    await user.type(within(dialog).getByTestId('delete-account-password'), ACCOUNT_PASSWORD);
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(api.calls('DELETE', '/api/customers/account').at(-1)?.body).toEqual({ email: 'anna@example.com', password: ACCOUNT_PASSWORD });
    expect(window.localStorage.getItem('signed-in')).toBeNull();
    expect(await screen.findByText('Your account is being deleted. Goodbye!')).toBeInTheDocument();
  });
});
