import { precachesToDrop } from './precache';

describe('precachesToDrop', () => {
  it('keeps this version and the newest other one (a page may still run it), drops the older ones', () => {
    const names = ['kiosk-precache-v1', 'kiosk-files', 'kiosk-precache-v2', 'kiosk-settings', 'kiosk-precache-v3', 'kiosk-precache-v4'];
    expect(precachesToDrop(names, 'v4')).toEqual(['kiosk-precache-v1', 'kiosk-precache-v2']);
  });

  it('never touches the runtime caches (campaign files, settings) or caches of anything else', () => {
    expect(precachesToDrop(['kiosk-files', 'kiosk-settings', 'workbox-expiration', 'other'], 'v1')).toEqual([]);
  });

  it('drops nothing on the first install, and nothing when the only other one is the previous version', () => {
    expect(precachesToDrop(['kiosk-precache-v1'], 'v1')).toEqual([]);
    expect(precachesToDrop(['kiosk-precache-v1', 'kiosk-precache-v2'], 'v2')).toEqual([]);
  });
});
