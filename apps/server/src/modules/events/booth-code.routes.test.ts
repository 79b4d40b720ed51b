import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { inlineScriptText, renderBoothCodeDocument } from './booth-code-document.ts';
import { call, createEvent, customerOn } from './events.test-support.ts';

let t: TestApp;
let gold: TestCustomer;
beforeAll(async () => {
  t = await buildTestApp();
  gold = await customerOn(t, 'gold@example.com', 'Gold');
});
afterAll(async () => {
  await t?.close();
});

const SANDBOX = 'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
const HOSTILE = "console.log('a</script><img src=x onerror=alert(1)>'); <!-- x";

const frame = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('GET /booth-code/{slug}: the sandbox document with the organiser code', () => {
  it('answers the custom JS, gtag and GTM in a document that is sandboxed by its own CSP', async () => {
    const event = await createEvent(t, gold, {
      name: 'Tracked party',
      virtualSettings: { customJs: HOSTILE, analyticsId: 'G-ABC123', tagManagerId: 'GTM-XYZ9' },
    });
    for (const url of [`/booth-code/${event.slug}`, `/en/booth-code/${event.slug}`]) {
      const response = await frame(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = String(response.headers['content-security-policy']);
      // The sandbox directive first: an opaque origin even when the document is opened directly.
      expect(csp.startsWith(`${SANDBOX};`)).toBe(true);
      expect(csp).not.toContain('allow-same-origin');
      expect(csp).toContain("script-src 'unsafe-inline' https:");
      expect(csp).toContain('connect-src https:');
      expect(csp).toContain("frame-ancestors 'self'");
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script>');
      expect(response.body).toContain(`gtag('config',"G-ABC123")`);
      expect(response.body).toContain('"GTM-XYZ9"');
      // The organiser's text cannot end its script element early.
      expect(response.body).toContain(inlineScriptText(HOSTILE));
      expect(response.body).not.toContain('a</script><img');
    }
  });

  it('follows changes of the event at once', async () => {
    const event = await createEvent(t, gold, { name: 'Changing', virtualSettings: { customJs: 'first()' } });
    expect((await frame(`/booth-code/${event.slug}`)).body).toContain('first()');
    await call(t, gold, 'PUT', `/events/${event.id}`, { virtualSettings: { ...event.virtualSettings, customJs: 'second()' } });
    const after = (await frame(`/booth-code/${event.slug}`)).body;
    expect(after).toContain('second()');
    expect(after).not.toContain('first()');
  });

  it('is 404 for unknown, malformed and archived events', async () => {
    const event = await createEvent(t, gold, { name: 'Archived', virtualSettings: { customJs: 'x()' } });
    await call(t, gold, 'PUT', `/events/${event.id}`, { archived: true });
    for (const url of [`/booth-code/${event.slug}`, '/booth-code/no-such-event', '/booth-code/NOT_A_SLUG', '/en/booth-code/no-such-event']) {
      const response = await frame(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('x()');
    }
  });
});

describe('renderBoothCodeDocument', () => {
  it('escapes what would end a script element or open an HTML comment, case-insensitively', () => {
    expect(inlineScriptText('a</SCRIPT>b</script c<!--d')).toBe('a<\\/SCRIPT>b<\\/script c<\\!--d');
    // The escapes mean the same in JavaScript strings.
    expect(runInNewContext(`'${inlineScriptText('</script><!--')}'`)).toBe('</script><!--');
  });

  it('adds only the parts the organiser set, the bridge for screen messages always', () => {
    const document = renderBoothCodeDocument({ customJs: '', analyticsId: '', tagManagerId: 'GTM-1' });
    expect(document).toContain('"boothwerk:screen"');
    expect(document).not.toContain('gtag/js');
    expect(document).toContain('gtm.js');
  });
});
