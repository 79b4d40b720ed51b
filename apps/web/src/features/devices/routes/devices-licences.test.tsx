import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { devicesApi, makeDevice, makeLicence } from '@/features/devices/test/devices-fake-api';
import { apiError } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { chooseOption } from '@/test/select-option';

function open(path = '/en/devices') {
  window.localStorage.setItem('signed-in', '1');
  renderApp(path);
  return screen.findByTestId('licences');
}

describe('devices page: licences', () => {
  it('lists licences with their validity and tablet, explains where they come from', async () => {
    const entrance = makeDevice({ name: 'Entrance' });
    const used = makeLicence({ device: { id: entrance.id, name: 'Entrance' }, assigned: true });
    const free = makeLicence();
    const old = makeLicence({ valid: false, expireAt: '2026-01-01T12:00:00.000Z' });
    devicesApi({ devices: [entrance], licences: [used, free, old] });
    const card = await open();
    expect(within(card).getByTestId('licences-intro')).toHaveTextContent('Licences come with your plan');
    const rows = await within(card).findAllByTestId('licence');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Licence 1');
    expect(within(rows[0]!).getByTestId('licence-validity')).toHaveTextContent('Valid until 27 Nov 2027');
    expect(within(rows[0]!).getByTestId('licence-device')).toHaveTextContent('Entrance');
    expect(within(rows[1]!).getByTestId('licence-device')).toHaveTextContent('Free');
    expect(within(rows[2]!).getByTestId('licence-validity')).toHaveTextContent('Expired on 1 Jan 2026');
    // An expired licence is nothing to hand out.
    expect(within(rows[2]!).queryByRole('combobox')).toBeNull();
    expect(within(card).getByTestId('licences-summary')).toHaveTextContent('1 of 3 in use');
  });

  it('attaches a free licence to a tablet without one; the tablet card then shows it', async () => {
    const entrance = makeDevice({ name: 'Entrance' });
    const bar = makeDevice({ name: 'Bar' });
    const held = makeLicence({ device: { id: entrance.id, name: 'Entrance' }, assigned: true });
    entrance.licence = { id: held.id, expireAt: held.expireAt, valid: true };
    const free = makeLicence({ expireAt: '2027-06-30T12:00:00.000Z' });
    const { api } = devicesApi({ devices: [entrance, bar], licences: [held, free] });
    const card = await open();
    const user = userEvent.setup();
    const attach = await within(card).findByRole('combobox', { name: 'Attach Licence 2 to a tablet' });

    // Only the tablet without a licence is offered.
    await user.click(attach);
    const listbox = await waitFor(() => document.getElementById(attach.getAttribute('aria-controls') ?? '') ?? Promise.reject(new Error('closed')));
    expect(within(listbox).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['Bar']);
    await user.keyboard('{Escape}');

    await chooseOption(user, `licence-attach-${free.id}`, 'Bar');
    await waitFor(() => expect(api.calls('POST', `/api/licenses/${free.id}/attach`)[0]?.body).toEqual({ deviceId: bar.id }));
    expect(await screen.findByText('The licence is attached to Bar.')).toBeInTheDocument();
    const barCard = (await screen.findAllByTestId('device')).find((element) => element.textContent?.includes('Bar'));
    await waitFor(() => expect(within(barCard!).getByTestId('device-licence')).toHaveTextContent('Valid until 30 Jun 2027'));
    await waitFor(() => expect(within(card).getByTestId('licences-summary')).toHaveTextContent('2 of 2 in use'));
  });

  it('detaches a licence after asking, in German', async () => {
    const entrance = makeDevice({ name: 'Eingang' });
    const held = makeLicence({ device: { id: entrance.id, name: 'Eingang' }, assigned: true });
    entrance.licence = { id: held.id, expireAt: held.expireAt, valid: true };
    const { api } = devicesApi({ devices: [entrance], licences: [held] });
    const card = await open('/devices');
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Lizenz von Eingang lösen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lizenz von „Eingang“ lösen?' });
    expect(dialog).toHaveTextContent('Ohne Lizenz startet das Tablet keine neuen Gäste-Sitzungen.');
    await user.click(within(dialog).getByRole('button', { name: 'Lösen' }));
    await waitFor(() => expect(api.calls('POST', `/api/licenses/${held.id}/detach`)).toHaveLength(1));
    expect(await within(card).findByText('Frei')).toBeInTheDocument();
    const deviceCard = await screen.findByTestId('device');
    await waitFor(() => expect(within(deviceCard).getByTestId('device-licence')).toHaveTextContent('Keine Lizenz'));
  });

  it('says when attaching fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bar = makeDevice({ name: 'Bar' });
    const free = makeLicence();
    const { api } = devicesApi({ devices: [bar], licences: [free] });
    api.on('POST', `/api/licenses/${free.id}/attach`, apiError(409, 'CONFLICT'));
    await within(await open()).findByRole('combobox', { name: 'Attach Licence 1 to a tablet' });
    const user = userEvent.setup();
    await chooseOption(user, `licence-attach-${free.id}`, 'Bar');
    expect(await screen.findByText('That did not work: This already exists.')).toBeInTheDocument();
  });

  it('offers nothing to attach when every tablet has a licence', async () => {
    const bar = makeDevice({ name: 'Bar' });
    const held = makeLicence({ device: { id: bar.id, name: 'Bar' }, assigned: true });
    bar.licence = { id: held.id, expireAt: held.expireAt, valid: true };
    const free = makeLicence();
    devicesApi({ devices: [bar], licences: [held, free] });
    const card = await open();
    const attach = await within(card).findByRole('combobox', { name: 'Attach Licence 2 to a tablet' });
    expect(attach).toBeDisabled();
    expect(attach).toHaveAttribute('placeholder', 'Every tablet has one');
  });
});
