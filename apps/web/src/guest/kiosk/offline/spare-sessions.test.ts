import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refillSpareSessions, SPARE_SESSIONS, startKioskSession, takeSpareSession } from './spare-sessions';

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
    const first = await startKioskSession('party', online);
    expect(first).toBe('token-1');
    await vi.waitFor(() => expect(online).toHaveBeenCalledTimes(1 + SPARE_SESSIONS));
    const offlineGuests = await Promise.all(Array.from({ length: SPARE_SESSIONS }, () => startKioskSession('party', offline)));
    expect(new Set(offlineGuests).size).toBe(SPARE_SESSIONS);
    expect(offlineGuests).not.toContain(first);
    // The spares are gone: the last one is used again rather than refusing the guest.
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
  });

  it('keeps what it has when the network drops during a refill', async () => {
    const flaky = vi.fn().mockResolvedValueOnce('a').mockResolvedValueOnce('b').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await refillSpareSessions('party', flaky)).toBe(2);
  });
});
