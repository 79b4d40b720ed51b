import { describe, expect, it } from 'vitest';
import { makeKioskEvent } from '@/guest/kiosk/test/kiosk-fixture';
import { hasCaptureMode, offlineModesOnly } from './offline-modes';

describe('capture modes on a tablet without network', () => {
  const event = makeKioskEvent({ shutter: { photo: { enabled: true, offlineMode: true }, gif: { enabled: true }, video: { enabled: true, offlineMode: false } } } as never);

  it('keeps every enabled mode online', () => {
    expect(offlineModesOnly(event, true)).toBe(event);
  });

  it('offers only the modes marked for offline use while offline', () => {
    const offline = offlineModesOnly(event, false);
    expect([offline.shutter.photo.enabled, offline.shutter.gif.enabled, offline.shutter.video.enabled]).toEqual([true, false, false]);
    expect(hasCaptureMode(offline)).toBe(true);
    // The campaign as loaded is left as it was.
    expect(event.shutter.gif.enabled).toBe(true);
  });

  it('has nothing to offer offline when no mode is marked', () => {
    const none = makeKioskEvent({ shutter: { photo: { enabled: true } } } as never);
    expect(hasCaptureMode(offlineModesOnly(none, false))).toBe(false);
  });
});
