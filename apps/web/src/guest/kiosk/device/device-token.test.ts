import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { forgetDeviceToken, hashDeviceToken, makeDeviceToken, readDeviceToken, saveDeviceToken } from './device-token';

describe('the device token', () => {
  it('is 32 random bytes in base64url, a new one each time', () => {
    const token = makeDeviceToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(makeDeviceToken()).not.toBe(token);
  });

  it('is sent for pairing only as its SHA-256 in hex', async () => {
    const token = makeDeviceToken();
    expect(await hashDeviceToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('is kept in localStorage until forgotten', () => {
    expect(readDeviceToken()).toBeNull();
    saveDeviceToken('tok-1');
    expect(window.localStorage.getItem('boothwerk.device.token')).toBe('tok-1');
    expect(readDeviceToken()).toBe('tok-1');
    forgetDeviceToken();
    expect(readDeviceToken()).toBeNull();
  });
});
