import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { insertShoot } from '@/modules/microsite/microsite.test-support.ts';
import { png, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

let dist: string;
let t: TestApp;
let gold: TestCustomer;
let eventSlug: string;
let shootSlug: string;
let filePath: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'booth-headers-dist-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'ml'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/main.js"></script>');
  await writeFile(join(dist, 'booth.html'), '<!doctype html><div id="booth"></div><script type="module" src="/assets/booth.js"></script>');
  await writeFile(join(dist, 'ml', 'check.html'), '<!doctype html><script type="module" src="/ml/check.js"></script>');
  await writeFile(join(dist, 'assets', 'main.js'), 'console.log(1)');
  await writeFile(join(dist, 'kiosk-sw.js'), 'self.addEventListener("fetch", () => {})');
  t = await buildTestApp({ WEB_DIST_DIR: dist });
  gold = await customerOn(t, 'gold@example.com', 'Gold');
  const event = await createEvent(t, gold, { name: 'Headers', virtualSettings: { customJs: 'x()' } });
  eventSlug = event.slug;
  // A picture still being processed: the page polls with its inline script.
  shootSlug = (await insertShoot(t, event, { status: 'processing' })).slug;
  filePath = (await uploadOk(t, gold, 'overlay', 'frame.png', await png(32, 32))).filePath;
});

afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string, app = t) => app.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

function directives(response: LightMyRequestResponse): Map<string, string> {
  const csp = response.headers['content-security-policy'];
  expect(typeof csp, `${response.statusCode} ${response.body.slice(0, 80)}`).toBe('string');
  return new Map(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name ?? '', values.join(' ')]),
  );
}

function expectCommon(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // PUBLIC_URL is http here.
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers on every kind of response', () => {
  it('the organiser app: only our own scripts, nothing inline, never framed', async () => {
    for (const url of ['/', '/dashboard', '/en/events/x/edit']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expectCommon(response);
      const csp = directives(response);
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('connect-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'self'");
      expect(csp.get('form-action')).toBe("'self'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('the virtual booth: WebAssembly for the ML, the sandbox frame from us, no organiser script; frameable by any site', async () => {
    for (const url of [`/booth/${eventSlug}`, `/en/booth/${eventSlug}`, '/ml/check.html']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expectCommon(response);
      const csp = directives(response);
      expect(csp.get('script-src')).toBe("'self' 'wasm-unsafe-eval'");
      expect(csp.get('frame-src')).toBe("'self'");
      expect(csp.get('worker-src')).toBe("'self' blob:");
      expect(csp.get('img-src')).toContain('https:');
      expect(csp.get('font-src')).toContain('https:');
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe('*');
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('the microsite: its inline script admitted by hash, and nothing else inline', async () => {
    for (const url of [`/m/${shootSlug}`, `/en/m/${shootSlug}`]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expectCommon(response);
      const csp = directives(response);
      const scripts = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(csp.get('script-src')).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      }
      expect(csp.get('script-src')).not.toContain('unsafe-inline');
      expect(csp.get('frame-ancestors')).toBe('*');
    }
  });

  it('the sandbox document keeps its own policy', async () => {
    const response = await page(`/booth-code/${eventSlug}`);
    expect(response.statusCode).toBe(200);
    expectCommon(response);
    expect(directives(response).get('sandbox')).toBe('allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox');
  });

  it('API answers, unknown paths and non-page files load nothing and are never framed', async () => {
    const responses = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/auth/user' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      await t.app.inject({ method: 'GET', url: '/no-such-file.png' }),
      await t.app.inject({ method: 'GET', url: '/assets/main.js' }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([200, 401, 404, 404, 200]);
    for (const response of responses) {
      expectCommon(response);
      const csp = directives(response);
      expect(csp.get('default-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('an uploaded file, opened directly, is sandboxed', async () => {
    const response = await t.app.inject({ method: 'GET', url: filePath, headers: gold.headers });
    expect(response.statusCode).toBe(200);
    expectCommon(response);
    const csp = directives(response);
    expect(csp.has('sandbox')).toBe(true);
    expect(csp.get('sandbox')).toBe('');
    expect(csp.get('default-src')).toBe("'none'");
    // Pictures are embedded by other sites on purpose (e-mails, link previews).
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('the API reference gets what swagger-ui needs, no inline script', async () => {
    let response = await page('/api/docs');
    for (let hops = 0; hops < 3 && response.statusCode >= 300 && response.statusCode < 400; hops += 1) {
      response = await page(new URL(String(response.headers.location), 'http://booth.test/api/docs').pathname);
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expectCommon(response);
    const csp = directives(response);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(response.body).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});

describe('Permissions-Policy', () => {
  /** The header as feature → allowlist, e.g. camera → '(self)'. */
  function features(response: LightMyRequestResponse): Map<string, string> {
    const header = response.headers['permissions-policy'];
    expect(typeof header, `${response.statusCode} ${response.body.slice(0, 80)}`).toBe('string');
    return new Map(String(header).split(',').map((part) => part.trim().split('=') as [string, string]));
  }
  const allowed = (response: LightMyRequestResponse) => [...features(response)].filter(([, value]) => value !== '()').map(([name]) => name);

  it('gives the camera and the microphone to the booths only, to nobody else on our origin', async () => {
    for (const url of [`/booth/${eventSlug}`, `/en/booth/${eventSlug}`]) expect(allowed(await page(url)), url).toEqual(['camera', 'microphone']);
    // The tablet booth keeps its screen on as well; its pairing page is the same app.
    for (const url of ['/kiosk', '/en/kiosk/', `/kiosk/${eventSlug}`, '/kiosk/app-shell']) expect(allowed(await page(url)), url).toEqual(['camera', 'microphone', 'screen-wake-lock']);
    expect(allowed(await page('/ml/check.html'))).toEqual(['camera']);
    for (const url of [`/booth/${eventSlug}`, `/kiosk/${eventSlug}`]) expect(features(await page(url)).get('camera'), url).toBe('(self)');
  });

  it('turns every powerful feature off for the organiser app, the API, guest pages without a camera and files', async () => {
    const responses = [
      await page('/'),
      await page('/dashboard'),
      await page(`/en/events/${eventSlug}/edit`),
      await page(`/m/${shootSlug}`),
      await page(`/booth-code/${eventSlug}`),
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      await t.app.inject({ method: 'GET', url: filePath, headers: gold.headers }),
      await t.app.inject({ method: 'GET', url: '/assets/main.js' }),
    ];
    for (const response of responses) {
      const policy = features(response);
      expect(allowed(response)).toEqual([]);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture']) expect(policy.get(feature)).toBe('()');
    }
  });
});

describe('HSTS', () => {
  it('is sent only when PUBLIC_URL is https', async () => {
    const https = await buildTestApp({ PUBLIC_URL: 'https://booth.example', WEB_DIST_DIR: dist });
    try {
      for (const url of ['/api/health', '/dashboard', '/no-such-file.png']) {
        const response = await page(url, https);
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000');
      }
    } finally {
      await https.close();
    }
    expect((await page('/api/health')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the kiosk service worker', () => {
  it('is never cached and may fetch only from us: its CSP governs the worker it starts', async () => {
    const response = await page('/kiosk-sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = directives(response);
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.get('connect-src')).toBe("'self'");
  });
});
