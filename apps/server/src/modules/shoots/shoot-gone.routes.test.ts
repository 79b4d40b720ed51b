import type { Event } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@/modules/events/events.test-support.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';
import { seedShoot } from './shoot-admin.test-support.ts';
import { boothEvent } from './shoots.test-support.ts';

let t: TestApp;
let ada: TestCustomer;
let event: Event;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await signedInCustomer(t, 'gone@example.com');
  event = await boothEvent(t, ada, { photo: { enabled: true } });
});
afterAll(async () => {
  await t?.close();
});

/** The legal links at the foot of a page, as "label address". */
function legalLinks(page: string): string[] {
  const nav = /<nav class="legal" aria-label="[^"]+">(.*?)<\/nav>/s.exec(page)?.[1] ?? '';
  return [...nav.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((match) => `${match[2]} ${match[1]}`);
}

describe('GET /m/{slug} of a removed picture', () => {
  it("links the installation's imprint and privacy pages from the 410 page, in the guest's language", async () => {
    const shoot = await seedShoot(t, event.id);
    expect((await call(t, ada, 'DELETE', `/shoots/${shoot.id}`)).statusCode).toBe(204);

    const de = await t.app.inject({ method: 'GET', url: `/m/${shoot.slug}` });
    expect(de.statusCode).toBe(410);
    expect(de.body).toContain('Bild entfernt');
    expect(legalLinks(de.body)).toEqual([`Impressum ${TEST_PUBLIC_URL}/imprint`, `Datenschutz ${TEST_PUBLIC_URL}/privacy`]);

    const en = await t.app.inject({ method: 'GET', url: `/en/m/${shoot.slug}` });
    expect(en.statusCode).toBe(410);
    expect(legalLinks(en.body)).toEqual([`Imprint ${TEST_PUBLIC_URL}/en/imprint`, `Privacy ${TEST_PUBLIC_URL}/en/privacy`]);
  });
});
