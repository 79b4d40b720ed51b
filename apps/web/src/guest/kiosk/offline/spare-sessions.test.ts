import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetSpareSessions,
  hasLastSession,
  refillSpareSessions,
  SPARE_SESSIONS,
  spareSessionCount,
  startKioskSession,
  subscribeSpareSessions,
  takeSpareSession,
} from './spare-sessions';

let counter = 0;
const online = vi.fn(async () => `token-${++counter}`);
const offline = vi.fn(async (): Promise<string> => {
  throw new TypeError('Failed to fetch');
});

beforeEach(() => {
  counter = 0;
  online.mockClear();
  localStorage.clear();
});

describe('guest sessions on a tablet without network', () => {
  it('keeps spares while online and hands one to each guest while offline, then the last one again', async () => {
    expect(await refillSpareSessions('party', online)).toBe(SPARE_SESSIONS);
    expect(spareSessionCount('party')).toBe(SPARE_SESSIONS);
    // A guest while online gets a session of their own; the spares stay for later.
    const first = await startKioskSession('party', online);
    expect(first).toBe(`token-${SPARE_SESSIONS + 1}`);
    expect(spareSessionCount('party')).toBe(SPARE_SESSIONS);
    const offlineGuests = [];
    for (let guest = 0; guest < SPARE_SESSIONS; guest += 1) offlineGuests.push(await startKioskSession('party', offline));
    expect(new Set(offlineGuests).size).toBe(SPARE_SESSIONS);
    expect(offlineGuests).not.toContain(first);
    expect(spareSessionCount('party')).toBe(0);
    // The spares are gone: the last one is used again rather than refusing the guest.
    expect(hasLastSession('party')).toBe(true);
    expect(await startKioskSession('party', offline)).toBe(offlineGuests.at(-1));
  });

  it("passes the server's refusal on (a licence, a draft) instead of taking a spare", async () => {
    await refillSpareSessions('party', online, 2);
    const refused = Object.assign(new Error('Licence expired'), { status: 403 });
    await expect(startKioskSession('party', () => Promise.reject(refused))).rejects.toBe(refused);
    expect(takeSpareSession('party')).toBe('token-1');
  });

  it('has nothing to give on a tablet that never was online for this campaign', async () => {
    await expect(startKioskSession('other', offline)).rejects.toBeInstanceOf(TypeError);
    expect(takeSpareSession('other')).toBeNull();
    expect(hasLastSession('other')).toBe(false);
  });

  it('keeps what it has when the network drops during a refill, and tops up from there later', async () => {
    const flaky = vi.fn().mockResolvedValueOnce('a').mockResolvedValueOnce('b').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await refillSpareSessions('party', flaky)).toBe(2);
    expect(await refillSpareSessions('party', online)).toBe(SPARE_SESSIONS);
    expect(online).toHaveBeenCalledTimes(SPARE_SESSIONS - 2);
  });

  it('fills once when answers come in quick succession (the campaign opening, the network returning)', async () => {
    const [one, two] = await Promise.all([refillSpareSessions('party', online), refillSpareSessions('party', online)]);
    expect([one, two]).toEqual([SPARE_SESSIONS, SPARE_SESSIONS]);
    expect(online).toHaveBeenCalledTimes(SPARE_SESSIONS);
  });

  it('gives a guest a spare when the server is slow to answer, and keeps the late session as a spare', async () => {
    await refillSpareSessions('party', online, 1);
    let answer: (token: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => (answer = resolve));
    expect(await startKioskSession('party', slow, 5)).toBe('token-1');
    expect(spareSessionCount('party')).toBe(0);
    answer('late');
    await vi.waitFor(() => expect(spareSessionCount('party')).toBe(1));
    expect(takeSpareSession('party')).toBe('late');
  });

  it('waits for a slow server when no spare is left, rather than sharing a session', async () => {
    let answer: (token: string) => void = () => undefined;
    const started = startKioskSession('party', () => new Promise<string>((resolve) => (answer = resolve)), 5);
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer('own');
    expect(await started).toBe('own');
  });

  it('tells the operator page of each change, and forgets every pool when the device is removed', async () => {
    const heard = vi.fn();
    const stop = subscribeSpareSessions(heard);
    const heardOf = async (change: () => unknown) => {
      heard.mockClear();
      await change();
      return heard.mock.calls.length > 0;
    };
    expect(await heardOf(() => refillSpareSessions('party', online, 2))).toBe(true);
    expect(await heardOf(() => refillSpareSessions('gala', online, 1))).toBe(true);
    expect(await heardOf(() => takeSpareSession('party'))).toBe(true);
    localStorage.setItem('boothwerk.device.other', 'kept');
    expect(await heardOf(forgetSpareSessions)).toBe(true);
    stop();
    expect([spareSessionCount('party'), spareSessionCount('gala'), hasLastSession('party')]).toEqual([0, 0, false]);
    expect(localStorage.getItem('boothwerk.device.other')).toBe('kept');
    expect(await heardOf(() => refillSpareSessions('party', online, 1))).toBe(false);
  });
});
