import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICES_REFRESH_MS } from '@/features/devices/api/get-devices';
import { deviceEvent, devicesApi, makeDevice, makeLicence, minutesAgo, summer } from '@/features/devices/test/devices-fake-api';
import { testUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

function open(path = '/en/devices') {
  window.localStorage.setItem('signed-in', '1');
  return renderApp(path);
}

const deviceCard = async (name: string) => {
  const cards = await screen.findAllByTestId('device');
  const card = cards.find((candidate) => within(candidate).getByTestId('device-name').textContent === name);
  if (!card) throw new Error(`no device card named ${name}`);
  return card;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('devices page: the list', () => {
  it('shows each tablet online or offline with its last ping, campaign, app version, queue, storage and licence', async () => {
    const entrance = makeDevice({
      name: 'Entrance',
      online: true,
      lastPingAt: minutesAgo(0.5),
      event: deviceEvent(summer),
      runningEventSlug: 'summer-party',
      appVersion: '1.4.0',
      queue: { waiting: 3, oldestCapturedAt: minutesAgo(12), lastUploadAt: minutesAgo(4), lastError: 'Upload timed out' },
      storage: { usageBytes: 1_700_000_000, quotaBytes: 2_000_000_000, persisted: false },
      licence: { id: 'a0000000-0000-4000-8000-000000000001', expireAt: '2027-11-27T12:00:00.000Z', valid: true },
    });
    const bar = makeDevice({
      name: 'Bar',
      online: false,
      lastPingAt: minutesAgo(3),
      event: deviceEvent(summer),
      runningEventSlug: 'winter-gala',
      appVersion: null,
      queue: { waiting: 0, oldestCapturedAt: null, lastUploadAt: null, lastError: null },
      storage: { usageBytes: 50_000_000, quotaBytes: 2_000_000_000, persisted: true },
      licence: { id: 'a0000000-0000-4000-8000-000000000002', expireAt: '2026-01-01T12:00:00.000Z', valid: false },
    });
    const spare = makeDevice({ name: 'Spare', online: false, lastPingAt: null, queue: null, storage: null, licence: null });
    devicesApi({ devices: [entrance, bar, spare] });
    open();

    const first = await deviceCard('Entrance');
    expect(within(first).getByTestId('device-online')).toHaveTextContent('Online');
    expect(within(first).getByTestId('device-last-seen')).toHaveTextContent('Last seen: 30 seconds ago');
    expect(within(first).getByTestId('device-campaign')).toHaveValue('Summer party');
    expect(within(first).queryByTestId('device-running')).toBeNull();
    expect(within(first).getByTestId('device-app-version')).toHaveTextContent('App 1.4.0');
    const queue = within(first).getByTestId('device-queue');
    expect(queue).toHaveTextContent('3 pictures waiting');
    expect(queue).toHaveTextContent('Oldest taken 12 minutes ago');
    expect(queue).toHaveTextContent('Last upload 4 minutes ago');
    expect(within(queue).getByTestId('device-queue-error')).toHaveTextContent('Last error: Upload timed out');
    expect(within(queue).getByTestId('device-queue-reported')).toHaveTextContent('Reported 30 seconds ago');
    expect(within(queue).queryByTestId('device-queue-stale')).toBeNull();
    const storage = within(first).getByTestId('device-storage');
    expect(storage).toHaveTextContent('1.70 GB of 2.00 GB');
    expect(within(storage).getByTestId('device-storage-warning')).toHaveTextContent('85 % full');
    expect(within(storage).getByRole('progressbar', { name: '85 % of the storage used' })).toBeInTheDocument();
    expect(storage).toHaveTextContent('Not protected: the browser may clear it');
    expect(within(first).getByTestId('device-licence')).toHaveTextContent('Valid until 27 Nov 2027');

    const second = await deviceCard('Bar');
    expect(within(second).getByTestId('device-online')).toHaveTextContent('Offline');
    expect(within(second).getByTestId('device-last-seen')).toHaveTextContent('Last seen: 3 minutes ago');
    // The tablet still reports the campaign it had before the change reached it.
    await waitFor(() => expect(within(second).getByTestId('device-running')).toHaveTextContent('The tablet last reported “Winter gala” open.'));
    // Offline: its last report, with its age, is not taken for an all clear.
    const stale = within(second).getByTestId('device-queue');
    expect(stale).toHaveTextContent('Empty – all uploaded');
    expect(stale).toHaveAttribute('data-tone', 'idle');
    expect(within(stale).getByTestId('device-queue-reported')).toHaveTextContent('Reported 3 minutes ago');
    expect(within(stale).getByTestId('device-queue-stale')).toHaveTextContent('The tablet is offline: pictures it has taken since are not counted here yet.');
    expect(stale).toHaveTextContent('No upload yet');
    expect(within(second).queryByTestId('device-storage-warning')).toBeNull();
    expect(within(second).getByTestId('device-storage')).toHaveTextContent('Protected from browser clean-up');
    expect(within(second).getByTestId('device-licence')).toHaveTextContent('Expired on 1 Jan 2026');
    expect(within(second).getByTestId('device-app-version')).toHaveTextContent('App version not reported yet');

    const third = await deviceCard('Spare');
    expect(within(third).getByTestId('device-last-seen')).toHaveTextContent('Not seen since pairing');
    expect(within(third).getByTestId('device-queue')).toHaveTextContent('Not reported yet');
    expect(within(third).getByTestId('device-storage')).toHaveTextContent('Not reported yet');
    expect(within(third).getByTestId('device-licence')).toHaveTextContent('No licence');
    expect(within(third).getByTestId('device-campaign')).toHaveValue('No campaign');
  });

  it('speaks German by default', async () => {
    const device = makeDevice({
      name: 'Eingang',
      online: false,
      lastPingAt: minutesAgo(5),
      queue: { waiting: 1, oldestCapturedAt: minutesAgo(7), lastUploadAt: minutesAgo(6), lastError: null },
      storage: { usageBytes: 1_500_000, quotaBytes: 2_000_000_000, persisted: true },
    });
    devicesApi({ devices: [device] });
    open('/devices');
    const card = await deviceCard('Eingang');
    expect(within(card).getByTestId('device-online')).toHaveTextContent('Offline');
    expect(within(card).getByTestId('device-last-seen')).toHaveTextContent('Zuletzt gesehen: vor 5 Minuten');
    expect(within(card).getByTestId('device-queue')).toHaveTextContent('1 Bild wartet');
    expect(within(card).getByTestId('device-queue-reported')).toHaveTextContent('Gemeldet vor 5 Minuten');
    expect(within(card).getByTestId('device-queue-stale')).toHaveTextContent('Das Tablet ist offline');
    expect(within(card).getByTestId('device-queue')).toHaveTextContent('Ältestes aufgenommen vor 7 Minuten');
    expect(within(card).getByTestId('device-storage')).toHaveTextContent('1,50 MB von 2,00 GB');
    expect(within(card).getByTestId('device-licence')).toHaveTextContent('Keine Lizenz');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Geräte');
  });

  it('asks again every 15 seconds, so a tablet that stops pinging turns offline without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const device = makeDevice({ name: 'Entrance', online: true, lastPingAt: minutesAgo(0.5) });
    const { api, state } = devicesApi({ devices: [device] });
    open();
    const card = await deviceCard('Entrance');
    expect(within(card).getByTestId('device-online')).toHaveTextContent('Online');
    const asked = api.calls('GET', '/api/devices').length;

    state.devices = [{ ...device, online: false }];
    await vi.advanceTimersByTimeAsync(DEVICES_REFRESH_MS);
    await waitFor(() => expect(within(card).getByTestId('device-online')).toHaveTextContent('Offline'));
    expect(api.calls('GET', '/api/devices').length).toBe(asked + 1);
  });

  it('turns a tablet offline two missed pings after its last one by the shared rule, even while the list still answers online', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    // The last ping came 50 s ago: one missed. The list keeps answering what it said then.
    const device = makeDevice({ name: 'Entrance', online: true, lastPingAt: new Date(Date.now() - 50_000).toISOString() });
    devicesApi({ devices: [device] });
    open();
    const card = await deviceCard('Entrance');
    expect(within(card).getByTestId('device-online')).toHaveTextContent('Online');
    await vi.advanceTimersByTimeAsync(DEVICES_REFRESH_MS);
    expect(within(card).getByTestId('device-online')).toHaveTextContent('Online');
    await vi.advanceTimersByTimeAsync(DEVICES_REFRESH_MS);
    await waitFor(() => expect(within(card).getByTestId('device-online')).toHaveTextContent('Offline'));
    expect(within(card).getByTestId('device-queue-reported')).toHaveTextContent('Reported 1 minute ago');
  });

  it('explains what a device is and the three steps to pair one when there is none', async () => {
    devicesApi({ devices: [], licences: [makeLicence()] });
    open();
    const empty = await screen.findByTestId('devices-empty');
    expect(empty).toHaveTextContent('No tablets yet');
    expect(empty).toHaveTextContent('A device is a tablet at your venue');
    const steps = within(empty).getAllByTestId('devices-empty-step');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent(`On the tablet, open ${window.location.origin}/en/kiosk`);
    expect(steps[1]).toHaveTextContent('8-character code');
    expect(steps[2]).toHaveTextContent('Enter the code');
    expect(within(empty).getByRole('button', { name: 'Pair a tablet' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = devicesApi();
    api.on('GET', '/api/devices', { status: 500, body: { code: 'INTERNAL', message: 'boom', requestId: 'r' } });
    open();
    expect(await screen.findByTestId('devices-error')).toHaveTextContent('Something went wrong on our side.');
  });

  it('is in the main menu, which the white-label theme (cheddar) leaves without the devices link', async () => {
    devicesApi({ devices: [makeDevice()] });
    const view = open();
    await deviceCard('Entrance');
    expect(screen.getAllByRole('link', { name: 'Devices' })[0]).toHaveAttribute('href', '/en/devices');
    view.unmount();

    devicesApi({ devices: [makeDevice({ name: 'Cheese' })] }, { ...testUser, plan: { name: 'Premium (Beta)', level: 99, products: ['cheddar'] } });
    open();
    await deviceCard('Cheese');
    expect(screen.getAllByRole('link', { name: 'Events' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Devices' })).toBeNull();
  });
});
