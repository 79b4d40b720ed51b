import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deviceEvent, devicesApi, gala, makeDevice, minutesAgo, summer } from '@/features/devices/test/devices-fake-api';
import { apiError } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { chooseOption } from '@/test/select-option';

function open(path = '/en/devices') {
  window.localStorage.setItem('signed-in', '1');
  renderApp(path);
  return screen.findByTestId('device');
}

describe('devices page: rename, assign, remove', () => {
  it('renames a tablet in a dialog; an empty name is refused before sending', async () => {
    const device = makeDevice({ name: 'Entrance' });
    const { api } = devicesApi({ devices: [device] });
    const card = await open();
    const user = userEvent.setup();

    await user.click(within(card).getByRole('button', { name: 'Rename Entrance' }));
    const field = await screen.findByRole('textbox', { name: /Name/ });
    expect(field).toHaveValue('Entrance');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(api.calls('PUT', `/api/devices/${device.id}`)).toHaveLength(0);

    await user.type(field, 'Bar');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PUT', `/api/devices/${device.id}`)[0]?.body).toEqual({ name: 'Bar' }));
    expect(await screen.findByText('The tablet is now called “Bar”.')).toBeInTheDocument();
    expect(await within(card).findByTestId('device-name')).toHaveTextContent('Bar');
  });

  it('assigns a tablet campaign and takes it away again', async () => {
    const device = makeDevice({ name: 'Entrance', event: deviceEvent(summer) });
    const { api } = devicesApi({ devices: [device] });
    const card = await open();
    const user = userEvent.setup();
    const select = within(card).getByRole('combobox', { name: 'Campaign of Entrance' });
    expect(select).toHaveValue('Summer party');

    await chooseOption(user, 'device-campaign', 'Winter gala');
    await waitFor(() => expect(api.calls('PUT', `/api/devices/${device.id}`)[0]?.body).toEqual({ eventId: gala.id }));
    expect(await screen.findByText('Entrance now runs “Winter gala”.')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('Winter gala'));

    await chooseOption(user, 'device-campaign', 'No campaign');
    await waitFor(() => expect(api.calls('PUT', `/api/devices/${device.id}`)[1]?.body).toEqual({ eventId: null }));
    expect(await screen.findByText('Entrance runs no campaign now.')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('No campaign'));
  });

  it('says so when the campaign cannot be changed, and shows the assigned one still', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const device = makeDevice({ name: 'Entrance', event: deviceEvent(summer) });
    const { api } = devicesApi({ devices: [device] });
    api.on('PUT', `/api/devices/${device.id}`, apiError(403, 'FORBIDDEN'));
    const card = await open();
    const user = userEvent.setup();
    await chooseOption(user, 'device-campaign', 'Winter gala');
    expect(await screen.findByText('The campaign could not be changed: You are not allowed to do this.')).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Campaign of Entrance' })).toHaveValue('Summer party');
  });

  it('removes an idle tablet after saying it must be paired again; cancel keeps it', async () => {
    const device = makeDevice({ name: 'Entrance' });
    const { api } = devicesApi({ devices: [device] });
    const card = await open();
    const user = userEvent.setup();

    await user.click(within(card).getByRole('button', { name: 'Remove Entrance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Entrance”?' });
    expect(dialog).toHaveTextContent('it must be paired again');
    expect(within(dialog).queryByTestId('device-remove-waiting')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE', `/api/devices/${device.id}`)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Remove Entrance' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.calls('DELETE', `/api/devices/${device.id}`)).toHaveLength(1));
    expect(await screen.findByText('“Entrance” is removed.')).toBeInTheDocument();
    expect(await screen.findByTestId('devices-empty')).toBeInTheDocument();
  });

  it('warns harder, naming the count, before removing a tablet that still holds pictures', async () => {
    const device = makeDevice({ name: 'Eingang', queue: { waiting: 12, oldestCapturedAt: minutesAgo(30), lastUploadAt: null, lastError: 'offline' } });
    const { api } = devicesApi({ devices: [device] });
    const card = await open('/devices');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Eingang entfernen' }));
    const warning = await screen.findByTestId('device-remove-waiting');
    expect(warning).toHaveTextContent('Achtung: 12 Bilder auf diesem Tablet sind noch nicht hochgeladen.');
    await user.click(screen.getByRole('button', { name: 'Trotzdem entfernen' }));
    await waitFor(() => expect(api.calls('DELETE', `/api/devices/${device.id}`)).toHaveLength(1));
  });
});
