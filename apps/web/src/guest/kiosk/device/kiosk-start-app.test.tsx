import { createHash } from 'node:crypto';
import { DEVICE_TOKEN_HEADER, type PairingRequest } from '@booth/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, type FakeResponse } from '@/test/fake-api';
import { deviceSelf, unknownDevice } from './device.test-support';
import { readDeviceToken, saveDeviceToken } from './device-token';
import { KioskStartApp, START_RETRY_MS } from './kiosk-start-app';
import { openKioskPage } from './open-page';
import { PAIRING_POLL_MS } from './pairing-loop';

vi.mock('./open-page', () => ({ openKioskPage: vi.fn() }));

const PAIRING_ID = '5e0c7a1b-9d2f-4c3e-8a6b-1f2e3d4c5b6a';
let api: FakeApi;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-06-01T10:00:00Z') });
  vi.stubGlobal('navigator', { onLine: true, storage: undefined });
  // WebCrypto hashes on a real turn of the event loop, which fake timers never reach: the same SHA-256, at once.
  vi.spyOn(crypto.subtle, 'digest').mockImplementation(async (_algorithm, data) => {
    const hash = sha256(new TextDecoder().decode(data as Uint8Array));
    return hash.buffer.slice(hash.byteOffset, hash.byteOffset + hash.byteLength);
  });
  api = new FakeApi().install();
});
afterEach(() => {
  // Unmounted first, so no loop of this test sends into the next one's fake API.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(openKioskPage).mockReset();
});

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Lets pending answers finish without moving the fake clock. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
async function wait(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settle();
}
const polls = () => api.requests.filter((request) => request.method === 'GET' && request.path === `/api/devices/pairings/${PAIRING_ID}`);

/** Each pairing request answers the next code of `codes`, valid for ten minutes. */
function pairingCodes(...codes: string[]) {
  let next = 0;
  api.on('POST', '/api/devices/pairings', () => ({ status: 201, body: { id: PAIRING_ID, code: codes[next++] ?? 'ZZZZZZZZ', expiresAt: minutesFromNow(10) } }));
}

describe('the tablet start page without a device token', () => {
  it('makes a token, shows the code and a QR code to /devices, polls every 2 s and opens the campaign once paired', async () => {
    pairingCodes('ABCD2345');
    let status: FakeResponse = { body: { status: 'pending', expiresAt: minutesFromNow(10) } };
    api.on('GET', `/api/devices/pairings/${PAIRING_ID}`, () => status);
    render(<KioskStartApp locale="de" />);
    expect(screen.getByTestId('kiosk-pairing')).toHaveTextContent('Verbindungscode wird geholt');
    await settle();

    const token = readDeviceToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const request = api.calls('POST', '/api/devices/pairings')[0]?.body as PairingRequest;
    expect(request.tokenHash).toBe(sha256(token!).toString('hex'));
    expect(request.appVersion).toMatch(/^web-/);
    expect(screen.getByTestId('kiosk-pairing-code')).toHaveTextContent('ABCD-2345');
    expect(screen.getByTestId('kiosk-pairing')).toHaveTextContent('Dieses Tablet verbinden');
    expect(screen.getByTestId('kiosk-pairing')).toHaveTextContent(`${window.location.host}/devices`);
    expect(screen.getByTestId('kiosk-pairing-qr')).toHaveAttribute('data-url', `${window.location.origin}/devices?pair=ABCD2345`);
    expect(screen.getByTestId('kiosk-pairing-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    expect(polls()).toHaveLength(0);
    await wait(PAIRING_POLL_MS);
    expect(polls()).toHaveLength(1);
    expect(polls()[0]?.headers.get(DEVICE_TOKEN_HEADER)).toBe(token);
    await wait(PAIRING_POLL_MS);
    expect(polls()).toHaveLength(2);
    expect(openKioskPage).not.toHaveBeenCalled();

    status = { body: { status: 'paired', device: deviceSelf() } };
    await wait(PAIRING_POLL_MS);
    expect(openKioskPage).toHaveBeenCalledWith('/kiosk/sommerfest');
    expect(screen.getByTestId('kiosk-device-opening')).toHaveTextContent('„Sommerfest“ wird geöffnet');
    // The token the code was made for is the device's key now.
    expect(readDeviceToken()).toBe(token);
    await wait(PAIRING_POLL_MS * 3);
    expect(polls()).toHaveLength(3);
  });

  it('replaces an expired code by a new one with a new token, whether the server or the clock says so', async () => {
    pairingCodes('AAAA2222', 'BBBB3333', 'CCCC4444');
    api.on('GET', `/api/devices/pairings/${PAIRING_ID}`, { body: { status: 'expired' } });
    render(<KioskStartApp locale="en" />);
    await settle();
    const first = readDeviceToken();
    expect(screen.getByTestId('kiosk-pairing-code')).toHaveTextContent('AAAA-2222');
    await wait(PAIRING_POLL_MS);
    expect(screen.getByTestId('kiosk-pairing-code')).toHaveTextContent('BBBB-3333');
    expect(readDeviceToken()).not.toBe(first);
    expect(screen.getByTestId('kiosk-pairing-qr')).toHaveAttribute('data-url', `${window.location.origin}/en/devices?pair=BBBB3333`);

    // Still pending on the server, but its ten minutes are over: a new code without asking.
    api.on('GET', `/api/devices/pairings/${PAIRING_ID}`, () => ({ body: { status: 'pending', expiresAt: minutesFromNow(1) } }));
    const before = polls().length;
    await wait(10 * 60_000);
    expect(screen.getByTestId('kiosk-pairing-code')).toHaveTextContent('CCCC-4444');
    expect(api.calls('POST', '/api/devices/pairings')).toHaveLength(3);
    expect(polls().length).toBeGreaterThan(before);
  });

  it('says when the server cannot be reached and asks again, after Retry-After when rate limited', async () => {
    let answer: FakeResponse = { networkError: true };
    api.on('POST', '/api/devices/pairings', () => answer);
    api.on('GET', `/api/devices/pairings/${PAIRING_ID}`, { body: { status: 'pending', expiresAt: minutesFromNow(10) } });
    render(<KioskStartApp locale="en" />);
    await settle();
    expect(screen.getByTestId('kiosk-pairing')).toHaveTextContent('No connection to the server. Trying again…');
    answer = { status: 429, body: { code: 'RATE_LIMITED', message: 'Slow down' }, headers: { 'retry-after': '30' } };
    await wait(START_RETRY_MS);
    expect(api.calls('POST', '/api/devices/pairings')).toHaveLength(2);
    answer = { status: 201, body: { id: PAIRING_ID, code: 'DDDD5555', expiresAt: minutesFromNow(10) } };
    await wait(29_000);
    expect(api.calls('POST', '/api/devices/pairings')).toHaveLength(2);
    await wait(1_000);
    expect(screen.getByTestId('kiosk-pairing-code')).toHaveTextContent('DDDD-5555');
  });

  it('waits for a campaign when paired without one, and opens it when a ping brings it', async () => {
    pairingCodes('EEEE6666');
    api.on('GET', `/api/devices/pairings/${PAIRING_ID}`, { body: { status: 'paired', device: deviceSelf({ event: null, canStart: false, blocked: 'noCampaign' }) } });
    let ping: FakeResponse = { body: deviceSelf({ event: null, canStart: false, blocked: 'noCampaign' }) };
    api.on('POST', '/api/device/ping', () => ping);
    render(<KioskStartApp locale="en" />);
    await settle();
    await wait(PAIRING_POLL_MS);
    expect(screen.getByTestId('kiosk-device-waiting')).toHaveTextContent('Waiting for a campaign');
    expect(screen.getByTestId('kiosk-device-waiting')).toHaveTextContent('This tablet is paired as “Tablet Eingang”');
    expect(screen.queryByTestId('kiosk-device-licence-hint')).toBeNull();
    expect(api.calls('POST', '/api/device/ping')[0]?.body).toMatchObject({ eventSlug: null, queue: null });
    expect(openKioskPage).not.toHaveBeenCalled();
    ping = { body: deviceSelf() };
    await wait(30_000);
    expect(openKioskPage).toHaveBeenCalledWith('/en/kiosk/sommerfest');
  });
});

describe('the tablet start page with a device token', () => {
  it('opens the campaign the server names', async () => {
    saveDeviceToken('tok-kept');
    api.on('GET', '/api/device', { body: deviceSelf() });
    render(<KioskStartApp locale="en" />);
    expect(screen.getByTestId('kiosk-device-checking')).toHaveTextContent('Checking this tablet…');
    await settle();
    expect(api.calls('GET', '/api/device')[0]?.headers.get(DEVICE_TOKEN_HEADER)).toBe('tok-kept');
    expect(openKioskPage).toHaveBeenCalledWith('/en/kiosk/sommerfest');
    expect(api.calls('POST', '/api/devices/pairings')).toHaveLength(0);
  });

  it('waits for a campaign and tells the operator when the tablet has no licence either', async () => {
    saveDeviceToken('tok-kept');
    api.on('GET', '/api/device', { body: deviceSelf({ event: null, licence: null, canStart: false, blocked: 'noLicence' }) });
    api.on('POST', '/api/device/ping', { body: deviceSelf({ event: null, licence: null, canStart: false, blocked: 'noLicence' }) });
    render(<KioskStartApp locale="de" />);
    await settle();
    expect(screen.getByTestId('kiosk-device-waiting')).toHaveTextContent('Warte auf eine Kampagne');
    expect(screen.getByTestId('kiosk-device-licence-hint')).toHaveTextContent(`Es hat keine Lizenz. Weise diesem Tablet unter ${window.location.host}/devices eine Lizenz zu.`);
  });

  it('forgets a token the server no longer knows (the device was removed) and pairs again', async () => {
    saveDeviceToken('tok-removed');
    api.on('GET', '/api/device', unknownDevice);
    pairingCodes('FFFF7777');
    render(<KioskStartApp locale="en" />);
    await settle();
    expect(screen.getByTestId('kiosk-pairing-code')).toHaveTextContent('FFFF-7777');
    expect(readDeviceToken()).not.toBe('tok-removed');
    expect(openKioskPage).not.toHaveBeenCalled();
  });

  it('keeps the token when the server cannot be reached, and asks again', async () => {
    saveDeviceToken('tok-kept');
    let answer: FakeResponse = { networkError: true };
    api.on('GET', '/api/device', () => answer);
    render(<KioskStartApp locale="en" />);
    await settle();
    expect(screen.getByTestId('kiosk-device-checking')).toHaveTextContent('No connection to the server. Trying again…');
    expect(readDeviceToken()).toBe('tok-kept');
    answer = { status: 502, body: { code: 'INTERNAL', message: 'Bad gateway' } };
    await wait(START_RETRY_MS);
    expect(readDeviceToken()).toBe('tok-kept');
    answer = { body: deviceSelf() };
    await wait(START_RETRY_MS);
    expect(openKioskPage).toHaveBeenCalledWith('/en/kiosk/sommerfest');
    expect(api.calls('POST', '/api/devices/pairings')).toHaveLength(0);
  });
});

describe('signing the tablet in with the app password', () => {
  const signIns = () => api.calls('POST', `/api/devices/pairings/${PAIRING_ID}/signin`);

  async function openForm(email: string, appPassword: string) {
    await act(async () => fireEvent.click(screen.getByTestId('kiosk-signin-open')));
    fireEvent.change(screen.getByTestId('kiosk-signin-email'), { target: { value: email } });
    fireEvent.change(screen.getByTestId('kiosk-signin-password'), { target: { value: appPassword } });
  }
  const submit = async () => {
    await act(async () => fireEvent.click(screen.getByTestId('kiosk-signin-submit')));
    await settle();
  };

  it('completes the pairing shown with the e-mail and app password and continues as after a confirmed code', async () => {
    pairingCodes('GGGG8888');
    api.on('GET', `/api/devices/pairings/${PAIRING_ID}`, { body: { status: 'pending', expiresAt: minutesFromNow(10) } });
    api.on('POST', `/api/devices/pairings/${PAIRING_ID}/signin`, { body: { status: 'paired', device: deviceSelf() } });
    render(<KioskStartApp locale="de" />);
    await settle();
    expect(screen.getByTestId('kiosk-signin-open')).toHaveTextContent('Mit App-Passwort anmelden');
    await openForm(' ada@example.com ', 'tablet-app-password');
    expect(screen.getByTestId('kiosk-signin')).toHaveTextContent('Einstellungen → Profil');
    await submit();

    const token = readDeviceToken();
    expect(signIns()).toHaveLength(1);
    expect(signIns()[0]?.body).toEqual({ email: 'ada@example.com', appPassword: 'tablet-app-password' });
    expect(signIns()[0]?.headers.get(DEVICE_TOKEN_HEADER)).toBe(token);
    expect(openKioskPage).toHaveBeenCalledWith('/kiosk/sommerfest');
    expect(screen.getByTestId('kiosk-device-opening')).toHaveTextContent('„Sommerfest“ wird geöffnet');
    // Paired: the code is no longer asked about.
    const before = polls().length;
    await wait(PAIRING_POLL_MS * 3);
    expect(polls()).toHaveLength(before);
    expect(readDeviceToken()).toBe(token);
  });

  it('says what went wrong: a wrong app password, too many attempts, nothing typed', async () => {
    pairingCodes('HHHH9999');
    api.on('GET', `/api/devices/pairings/${PAIRING_ID}`, { body: { status: 'pending', expiresAt: minutesFromNow(10) } });
    let answer: FakeResponse = { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'E-mail address or password is wrong' } };
    api.on('POST', `/api/devices/pairings/${PAIRING_ID}/signin`, () => answer);
    render(<KioskStartApp locale="en" />);
    await settle();
    await openForm('ada@example.com', 'the-account-password');
    await submit();
    expect(screen.getByTestId('kiosk-signin-error')).toHaveTextContent('The e-mail address or the app password is wrong. The account password does not work here.');
    expect(screen.getByTestId('kiosk-signin-password')).toHaveValue('');
    expect(screen.getByTestId('kiosk-pairing-code')).toHaveTextContent('HHHH-9999');

    answer = { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many' }, headers: { 'retry-after': '125' } };
    fireEvent.change(screen.getByTestId('kiosk-signin-password'), { target: { value: 'another-guess' } });
    await submit();
    expect(screen.getByTestId('kiosk-signin-error')).toHaveTextContent('Too many attempts. Try again in 3 min.');

    fireEvent.change(screen.getByTestId('kiosk-signin-email'), { target: { value: ' ' } });
    await submit();
    expect(screen.getByTestId('kiosk-signin-error')).toHaveTextContent('Enter the e-mail address and the app password.');
    expect(signIns()).toHaveLength(2);
    expect(openKioskPage).not.toHaveBeenCalled();
  });
});
