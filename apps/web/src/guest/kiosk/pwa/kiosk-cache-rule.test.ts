import { parseKioskPath, parseKioskStartPath } from '../page/kiosk-path';
import { isImmutableFile, isKioskPagePath, kioskCacheRule, type KioskCacheRule, type RuleRequest } from './kiosk-cache-rule';

const ORIGIN = 'https://booth.example';

function rule(method: string, url: string, mode: RequestMode = 'cors'): KioskCacheRule | null {
  const request: RuleRequest = { method, url, mode };
  return kioskCacheRule(request, ORIGIN);
}

describe('kioskCacheRule', () => {
  it.each([
    ['/kiosk'],
    ['/kiosk/'],
    ['/en/kiosk'],
    ['/kiosk/summer-party'],
    ['/kiosk/summer-party/'],
    ['/en/kiosk/summer-party'],
    ['/kiosk/summer-party?preview=attention'],
  ])('a page load of %s is a kiosk navigation (network first, the cached shell offline)', (path) => {
    expect(rule('GET', `${ORIGIN}${path}`, 'navigate')).toBe('navigation');
  });

  it.each([['/'], ['/events/123'], ['/devices'], ['/booth/summer-party'], ['/m/abc'], ['/kiosk/a/b'], ['/kiosks'], ['/de/kiosk/x'], ['/kiosk.html']])(
    'a page load of %s is left to the browser: the organiser app and other guest pages never run from this cache',
    (path) => {
      expect(rule('GET', `${ORIGIN}${path}`, 'navigate')).toBeNull();
    },
  );

  it.each([['/api/events/summer-party/kiosk'], ['/api/events/summer-party/virtual'], ['/api/events/summer%20party/kiosk']])(
    'GET %s (the campaign settings) is network first with the cached copy offline',
    (path) => {
      expect(rule('GET', `${ORIGIN}${path}`)).toBe('settings');
    },
  );

  it.each([
    ['/api/files/assets/1f0c/ab/cd/1f0c/original.png'],
    ['/api/files/assets/1f0c/ab/cd/1f0c/thumbnail.webp'],
    ['/api/files/assets/1f0c/ab/cd/1f0c/ar-filter.json'],
    ['/api/files/fonts/raleway.woff2'],
  ])('GET %s (a campaign asset) is cache first', (path) => {
    expect(rule('GET', `${ORIGIN}${path}`)).toBe('campaign-file');
  });

  it.each([['/assets/kiosk-Bx1.js'], ['/assets/kiosk-Cq2.css'], ['/ml/models/facemesh.bin'], ['/ml/wasm/tfjs-backend-wasm-simd.wasm'], ['/kiosk.webmanifest'], ['/kiosk-icon-192.png'], ['/favicon.svg']])(
    'GET %s (a file of the web app) is looked up in the precache',
    (path) => {
      expect(rule('GET', `${ORIGIN}${path}`)).toBe('precache');
    },
  );

  it.each([
    ['POST', '/api/events/summer-party/shoots'],
    ['PUT', '/api/events/summer-party/kiosk'],
    ['DELETE', '/api/files/assets/1f0c/ab/cd/1f0c/original.png'],
    ['POST', '/api/events/summer-party/kiosk/exit'],
    ['PATCH', '/api/events/summer-party/kiosk'],
    ['HEAD', '/api/files/assets/1f0c/ab/cd/1f0c/original.png'],
    ['POST', '/kiosk/summer-party'],
  ])('%s %s is never cached', (method, path) => {
    expect(rule(method, `${ORIGIN}${path}`)).toBeNull();
    expect(rule(method, `${ORIGIN}${path}`, 'navigate')).toBeNull();
  });

  it.each([
    ['/api/device'],
    ['/api/device/ping'],
    ['/api/devices'],
    ['/api/devices/pairings/42'],
    ['/api/auth/session'],
    ['/api/sessions/current'],
    ['/api/events/summer-party/vb-sessions'],
    ['/api/events/summer-party/shoots'],
    ['/api/uploads/abc'],
    ['/api/events/summer-party'],
    ['/api/events/summer-party/kiosk/exit'],
    ['/api/licenses'],
    ['/api/health'],
    ['/api'],
  ])('GET %s (devices, sessions, uploads, every other API call) is left to the network', (path) => {
    expect(rule('GET', `${ORIGIN}${path}`)).toBeNull();
  });

  it('a guest picture under /api/files/shoots is never kept on the tablet', () => {
    expect(rule('GET', `${ORIGIN}/api/files/shoots/6a1d/9b2e/final.jpg`)).toBeNull();
  });

  it('another origin is never touched (an organiser CSS font from a CDN, say)', () => {
    expect(rule('GET', 'https://fonts.example/api/files/x.woff2')).toBeNull();
    expect(rule('GET', 'https://cdn.example/assets/x.js')).toBeNull();
    expect(rule('GET', 'https://other.example/kiosk/x', 'navigate')).toBeNull();
  });

  it('a root-relative URL is read against the worker origin', () => {
    expect(rule('GET', '/api/events/summer-party/kiosk')).toBe('settings');
  });
});

describe('isKioskPagePath agrees with the kiosk page parser', () => {
  it.each([
    '/kiosk',
    '/kiosk/',
    '/en/kiosk',
    '/en/kiosk/',
    '/kiosk/party',
    '/kiosk/party/',
    '/en/kiosk/party',
    '/kiosk/a/b',
    '/kiosks',
    '/booth/party',
    '/',
    '/en',
    '/en/kiosk/a/b',
  ])('%s', (path) => {
    expect(isKioskPagePath(path)).toBe(parseKioskPath(path) !== null || parseKioskStartPath(path) !== null);
  });
});

describe('isImmutableFile', () => {
  it.each([
    ['public, max-age=31536000, immutable', true],
    ['Immutable', true],
    ['public, max-age=3600', false],
    ['private, max-age=3600', false],
    ['no-cache', false],
    ['public, max-age=60, x-immutable-ish', false],
  ])('Cache-Control %s: %s', (cacheControl, immutable) => {
    expect(isImmutableFile(new Headers({ 'cache-control': cacheControl }))).toBe(immutable);
  });

  it('is false without Cache-Control', () => {
    expect(isImmutableFile(new Headers())).toBe(false);
  });
});
