import { SPARE_SESSIONS, takeSpareSession } from '@/guest/kiosk/offline/spare-sessions';
import { DEVICE_PING_INTERVAL_MS, DEVICE_TOKEN_HEADER, type EventKioskDto } from '@booth/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, type FakeResponse } from '@/test/fake-api';
import { KioskApp } from '@/guest/kiosk/kiosk-app';
import { makeKioskEvent } from '@/guest/kiosk/test/kiosk-fixture';
import { deviceSelf, EVENT_ID, unknownDevice } from './device.test-support';
import { readDeviceToken, saveDeviceToken } from './device-token';
import { openKioskPage } from './open-page';

vi.mock('./open-page', () => ({ openKioskPage: vi.fn() }));

let api: FakeApi;
let ping: FakeResponse;
let event: EventKioskDto;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-06-01T10:00:00Z') });
  vi.stubGlobal('navigator', { ...navigator, onLine: true, storage: undefined });
  event = { ...makeKioskEvent({ shutter: { photo: { enabled: true }, screensaver: { screenSaverSettings: { inactivity: 20, timer: 5 } } } }), slug: 'sommerfest', name: 'Sommerfest' };
  ping = { body: deviceSelf() };
  api = new FakeApi().install();
  api.on('POST', '/api/device/ping', () => ping);
  api.on('POST', '/api/events/sommerfest/vbSessions', { status: 201, body: { token: 'guest-token' } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(openKioskPage).mockReset();
});

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const sessionStarts = () => api.calls('POST', '/api/events/sommerfest/vbSessions');
const pings = () => api.calls('POST', '/api/device/ping');
const tap = () => act(async () => fireEvent.click(screen.getByTestId('attention-screen')));

function renderKiosk(locale: 'de' | 'en' = 'en', token: string | null = 'tok-1') {
  if (token) saveDeviceToken(token);
  return render(<KioskApp event={event} locale={locale} deviceToken={token} />);
}

describe('the kiosk on a paired tablet', () => {
  it('pings at once with the open campaign and starts guest sessions with its device token', async () => {
    renderKiosk();
    await settle();
    expect(pings()).toHaveLength(1);
    expect(pings()[0]?.headers.get(DEVICE_TOKEN_HEADER)).toBe('tok-1');
    expect(pings()[0]?.body).toMatchObject({ eventSlug: 'sommerfest', queue: null, storage: null });
    await tap();
    expect(sessionStarts()[0]?.headers.get(DEVICE_TOKEN_HEADER)).toBe('tok-1');
    expect(screen.getByTestId('kiosk-shutter')).toBeInTheDocument();
    await wait(DEVICE_PING_INTERVAL_MS);
    expect(pings()).toHaveLength(2);
  });

  it('keeps spare sessions from the moment it opens the campaign, so a guest who comes after the network dropped gets one', async () => {
    renderKiosk();
    await settle();
    // No guest yet: the first answer of the server filled the pool, as the device and never as the organiser.
    expect(sessionStarts()).toHaveLength(SPARE_SESSIONS);
    for (const start of sessionStarts()) {
      expect(start.headers.get(DEVICE_TOKEN_HEADER)).toBe('tok-1');
      expect(start.credentials).toBe('omit');
    }
    vi.stubGlobal('navigator', { ...navigator, onLine: false, storage: undefined });
    api.on('POST', '/api/events/sommerfest/vbSessions', { networkError: true });
    await tap();
    await settle();
    expect(screen.getByTestId('kiosk-shutter')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts no spare sessions while the server says it may not start guests, or for a campaign it is not assigned', async () => {
    ping = { body: deviceSelf({ licence: null, canStart: false, blocked: 'noLicence' }) };
    renderKiosk();
    await settle();
    ping = { body: deviceSelf({ event: { id: EVENT_ID, name: 'Winterball', slug: 'winterball', boothType: 'ipad' } }) };
    await wait(DEVICE_PING_INTERVAL_MS);
    expect(pings()).toHaveLength(2);
    expect(sessionStarts()).toHaveLength(0);
  });

  it('in a plain browser (no token) neither pings nor sends a device header', async () => {
    renderKiosk('en', null);
    await settle();
    await tap();
    expect(pings()).toHaveLength(0);
    expect(sessionStarts()).toHaveLength(1);
    expect(sessionStarts()[0]?.headers.has(DEVICE_TOKEN_HEADER)).toBe(false);
  });

  it('shows the operator why it cannot start when the licence has expired, and starts again once the next ping allows it', async () => {
    ping = { body: deviceSelf({ licence: { id: EVENT_ID, expireAt: '2026-05-01T00:00:00.000Z', valid: false }, canStart: false, blocked: 'licenceExpired' }) };
    renderKiosk('en');
    await settle();
    const blocked = screen.getByTestId('kiosk-device-blocked');
    expect(blocked).toHaveAttribute('data-reason', 'licenceExpired');
    expect(blocked).toHaveTextContent('This tablet cannot start guests');
    expect(blocked).toHaveTextContent('Its licence has expired.');
    expect(blocked).toHaveTextContent(`Assign a licence to this tablet on ${window.location.host}/en/devices.`);
    await tap();
    expect(sessionStarts()).toHaveLength(0);

    ping = { body: deviceSelf() };
    await wait(DEVICE_PING_INTERVAL_MS);
    expect(screen.queryByTestId('kiosk-device-blocked')).toBeNull();
    await tap();
    // The spares a tablet keeps for guests who come while it is offline (filled once the server allowed it), then the guest's.
    expect(sessionStarts()).toHaveLength(SPARE_SESSIONS + 1);
    expect(screen.getByTestId('kiosk-shutter')).toBeInTheDocument();
  });

  it('shows the same message when the server refuses the session start (403), and asks again at once', async () => {
    api.on('POST', '/api/events/sommerfest/vbSessions', { status: 403, body: { code: 'LICENCE_REQUIRED', message: 'This device has no licence' } });
    renderKiosk('de');
    await settle();
    // The connection drops right after the start: the refusal alone must say it.
    ping = { networkError: true };
    await tap();
    await settle();
    const blocked = screen.getByTestId('kiosk-device-blocked');
    expect(blocked).toHaveAttribute('data-reason', 'noLicence');
    expect(blocked).toHaveTextContent('Dieses Tablet kann keine Gäste starten');
    expect(blocked).toHaveTextContent('Es hat keine Lizenz.');
    expect(blocked).toHaveTextContent(`Weise diesem Tablet unter ${window.location.host}/devices eine Lizenz zu.`);
    // The refusal asked the server again at once (the organiser may have fixed it meanwhile).
    expect(pings()).toHaveLength(2);
    expect(screen.queryByTestId('kiosk-shutter')).toBeNull();
    // The organiser attached a licence: the next answer clears the message, and no server error stays behind.
    ping = { body: deviceSelf() };
    await wait(DEVICE_PING_INTERVAL_MS);
    expect(screen.queryByTestId('kiosk-device-blocked')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('attention-prompt')).toHaveTextContent('Tippe, um zu starten');
  });

  it('says that the tablet may not run a campaign of another account, and a ping does not hide it', async () => {
    api.on('POST', '/api/events/sommerfest/vbSessions', { status: 403, body: { code: 'DEVICE_NOT_ALLOWED', message: 'Another account' } });
    renderKiosk('en');
    await settle();
    await tap();
    await wait(DEVICE_PING_INTERVAL_MS);
    const blocked = screen.getByTestId('kiosk-device-blocked');
    expect(blocked).toHaveAttribute('data-reason', 'notAllowed');
    expect(blocked).toHaveTextContent('It may not run this campaign.');
    expect(blocked).toHaveTextContent(`Assign this campaign to the tablet on ${window.location.host}/en/devices.`);
  });

  it('switches to another assigned campaign at the next attention screen, never in the middle of a guest', async () => {
    renderKiosk('en');
    await settle();
    await tap();
    expect(screen.getByTestId('kiosk-shutter')).toBeInTheDocument();
    ping = { body: deviceSelf({ event: { id: EVENT_ID, name: 'Winterball', slug: 'winterball', boothType: 'ipad' } }) };
    await wait(DEVICE_PING_INTERVAL_MS);
    expect(openKioskPage).not.toHaveBeenCalled();
    // The guest walks away: the inactivity countdown brings the attention screen back.
    await wait(20_000);
    await wait(5_200);
    expect(openKioskPage).toHaveBeenCalledWith('/en/kiosk/winterball');
  });

  it('goes back to the start page when no campaign is assigned any more', async () => {
    ping = { body: deviceSelf({ event: null, canStart: false, blocked: 'noCampaign' }) };
    renderKiosk('de');
    await settle();
    expect(openKioskPage).toHaveBeenCalledWith('/kiosk');
  });

  it('forgets its token and goes back to pairing once the organiser removed the device', async () => {
    renderKiosk('de');
    await settle();
    ping = unknownDevice;
    await wait(DEVICE_PING_INTERVAL_MS);
    expect(readDeviceToken()).toBeNull();
    expect(openKioskPage).toHaveBeenCalledWith('/kiosk');
    await wait(DEVICE_PING_INTERVAL_MS * 2);
    expect(pings()).toHaveLength(2);
  });

  it('does the same when a session start answers 401 DEVICE_UNKNOWN', async () => {
    api.on('POST', '/api/events/sommerfest/vbSessions', unknownDevice);
    renderKiosk('en');
    await settle();
    await tap();
    await settle();
    expect(readDeviceToken()).toBeNull();
    expect(openKioskPage).toHaveBeenCalledWith('/en/kiosk');
  });

  it('shows the tablet’s name, licence and last contact on the operator page', async () => {
    event = { ...event, screens: { ...event.screens, shutter: { ...event.screens.shutter, exitCampaignButton: true } } };
    renderKiosk('en');
    await settle();
    fireEvent.click(screen.getByTestId('kiosk-exit'));
    fireEvent.click(screen.getByTestId('kiosk-exit-submit'));
    expect(screen.getByTestId('kiosk-device-name')).toHaveTextContent('Tablet: Tablet Eingang');
    expect(screen.getByTestId('kiosk-device-licence')).toHaveTextContent('Licence valid until May 1, 2031');
    expect(screen.getByTestId('kiosk-device-ping')).toHaveTextContent(/^Last contact with the server: \d{1,2}:\d{2}:\d{2}/);
    expect(screen.getByTestId('kiosk-device-offline-guests')).toHaveTextContent(`Guests possible without network: ${SPARE_SESSIONS}`);
  });

  it('tells the operator how many guests it can take without network, as guests use them up', async () => {
    event = { ...event, screens: { ...event.screens, shutter: { ...event.screens.shutter, exitCampaignButton: true } } };
    api.on('POST', '/api/events/sommerfest/vbSessions', { networkError: true });
    renderKiosk('de');
    await settle();
    fireEvent.click(screen.getByTestId('kiosk-exit'));
    fireEvent.click(screen.getByTestId('kiosk-exit-submit'));
    // Never reached the server for a session: nothing prepared yet.
    const offline = screen.getByTestId('kiosk-device-offline-guests');
    expect(offline).toHaveAttribute('data-count', '0');
    expect(offline).toHaveTextContent('Gäste ohne Netz möglich: 0. Verbinde das Tablet kurz mit dem Internet');
    // The network returns: the next answer fills the pool, and the page shows it without a reload.
    api.on('POST', '/api/events/sommerfest/vbSessions', { status: 201, body: { token: 'spare' } });
    await wait(DEVICE_PING_INTERVAL_MS);
    expect(offline).toHaveTextContent(`Gäste ohne Netz möglich: ${SPARE_SESSIONS}`);
    // Guests without network used them all: more still come, sharing the last guest's session.
    act(() => {
      for (let guest = 0; guest < SPARE_SESSIONS; guest += 1) takeSpareSession('sommerfest');
    });
    expect(offline).toHaveAttribute('data-count', '0');
    expect(offline).toHaveTextContent('Gäste ohne Netz möglich: keine mit eigener Sitzung. Weitere Bilder werden trotzdem gespeichert');
  });
});
