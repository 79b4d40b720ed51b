import type { Device } from '@booth/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deviceEvent, devicesApi, makeDevice, summer } from '@/features/devices/test/devices-fake-api';
import { apiError } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { chooseOption } from '@/test/select-option';

function open(path: string) {
  window.localStorage.setItem('signed-in', '1');
  return renderApp(path);
}

describe('devices page: pairing a tablet', () => {
  it('opens from the kiosk’s QR link with the code filled in, and pairs with a name and a campaign', async () => {
    const { api, state } = devicesApi({ devices: [makeDevice({ name: 'Entrance' })] });
    api.on('POST', '/api/devices', (request) => {
      const body = request.body as { pairingCode: string; name: string; eventId?: string };
      const device: Device = makeDevice({ name: body.name, event: body.eventId === summer.id ? deviceEvent(summer) : null, lastPingAt: null, online: false });
      state.devices.push(device);
      return { status: 201, body: device };
    });
    const { router } = open('/en/devices?pair=abcd-efgh');
    const dialog = await screen.findByTestId('pair-dialog');
    const user = userEvent.setup();
    expect(await within(dialog).findByRole('textbox', { name: /Pairing code/ })).toHaveValue('ABCD-EFGH');
    expect(dialog).toHaveTextContent(`Open ${window.location.origin}/en/kiosk on the tablet.`);
    // One tablet is paired already: the suggestion counts on.
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Tablet 2');
    await user.clear(name);
    await user.type(name, 'Photo corner');
    await chooseOption(user, 'pair-campaign', 'Summer party');
    await user.click(within(dialog).getByRole('button', { name: 'Pair' }));

    await waitFor(() => expect(api.calls('POST', '/api/devices')).toHaveLength(1));
    expect(api.calls('POST', '/api/devices')[0]?.body).toEqual({ pairingCode: 'ABCDEFGH', name: 'Photo corner', eventId: summer.id });
    expect(await screen.findByText('“Photo corner” is paired.')).toBeInTheDocument();
    expect(screen.getByText('It opens “Summer party” in a moment.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Pairing code/ })).toBeNull());
    // The link's code is spent: the address no longer reopens the dialog.
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Photo corner')).toBeInTheDocument();
  });

  it('shows the server’s refusal under the code: unknown, expired, already paired', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers = [
      apiError(404, 'NOT_FOUND'),
      { status: 410, body: { code: 'NOT_FOUND', message: 'expired', requestId: 'r', fields: [{ path: 'pairingCode', message: 'expired' }] } },
      apiError(409, 'CONFLICT'),
    ];
    const { api } = devicesApi();
    api.on('POST', '/api/devices', () => answers.shift() ?? apiError(500, 'INTERNAL'));
    open('/en/devices');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('devices-pair'));
    const dialog = await screen.findByTestId('pair-dialog');
    const code = await within(dialog).findByRole('textbox', { name: /Pairing code/ });
    expect(code).toHaveFocus();

    // Not a code at all: refused before anything is sent (O and 0 are not in the alphabet).
    await user.type(code, 'ABCD-EFG0');
    await user.click(within(dialog).getByRole('button', { name: 'Pair' }));
    expect(await within(dialog).findByText('Enter the 8-character code the tablet shows.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/devices')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, 'wxyz 2345');
    await user.click(within(dialog).getByRole('button', { name: 'Pair' }));
    expect(await within(dialog).findByText(/No tablet shows this code/)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', '/api/devices')[0]?.body).toMatchObject({ pairingCode: 'WXYZ2345', name: 'Tablet 1' });
    expect((api.calls('POST', '/api/devices')[0]?.body as object | undefined) ?? {}).not.toHaveProperty('eventId');

    await user.click(within(dialog).getByRole('button', { name: 'Pair' }));
    expect(await within(dialog).findByText('This code has expired. The tablet shows a new one – enter that.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Pair' }));
    expect(await within(dialog).findByText('This tablet is already paired.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Pair' }));
    expect(await within(dialog).findByTestId('pair-error')).toHaveTextContent('Something went wrong on our side.');
  });

  it('puts a refused campaign under the campaign, and opens from the empty state in German', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = devicesApi();
    api.on('POST', '/api/devices', { status: 404, body: { code: 'NOT_FOUND', message: 'no event', requestId: 'r', fields: [{ path: 'eventId', message: 'unknown' }] } });
    open('/devices');
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('devices-empty')).getByRole('button', { name: 'Tablet koppeln' }));
    const dialog = await screen.findByTestId('pair-dialog');
    await user.type(await within(dialog).findByRole('textbox', { name: /Kopplungscode/ }), 'ABCDEFGH');
    await chooseOption(user, 'pair-campaign', 'Winter gala');
    await user.click(within(dialog).getByRole('button', { name: 'Koppeln' }));
    expect(await within(dialog).findByText('Diese Kampagne kann nicht gewählt werden.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Kein Tablet zeigt diesen Code/)).toBeNull();
  });

  it('offers only tablet campaigns that are not archived', async () => {
    devicesApi();
    open('/en/devices?pair=ABCDEFGH');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('pair-campaign'));
    const listbox = await waitFor(() => {
      const id = screen.getByTestId('pair-campaign').getAttribute('aria-controls');
      const element = id ? document.getElementById(id) : null;
      if (!element) throw new Error('no listbox');
      return element;
    });
    const options = within(listbox).getAllByRole('option', { hidden: true }).map((option) => option.textContent);
    expect(options).toEqual(['No campaign', 'Summer party', 'Winter gala']);
  });
});
