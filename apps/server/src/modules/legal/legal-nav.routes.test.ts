import { randomUUID } from 'node:crypto';
import type { Event } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import { insertShoot, photoRenditions } from '@/modules/microsite/microsite.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '@/test/test-app.ts';

/*
 * Every server-rendered public page links the installation's imprint and privacy pages, German law's
 * expectation; a campaign's microsite links the campaign's own beside them.
 */

let t: TestApp;
let ada: TestCustomer;
let event: Event;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'legal-nav@example.com', 'Silver');
  event = await createEvent(t, ada, {
    name: 'Sommerfest',
    boothType: 'virtual',
    legal: { imprintUrl: 'https://sommerfest.example.de/impressum', privacyUrl: '' },
  } as never);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** The legal links of a page: label → address. */
function legalLinks(page: string): Record<string, string> {
  const nav = /<nav class="legal" aria-label="[^"]+">(.*?)<\/nav>/s.exec(page)?.[1] ?? '';
  return Object.fromEntries([...nav.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((match) => [match[2], match[1]]));
}

describe('legal links on public pages', () => {
  it('shows the campaign\'s own imprint beside the installation\'s pages on its microsite, in the guest\'s language', async () => {
    const id = randomUUID();
    const shoot = await insertShoot(t, event, { id, renditions: await photoRenditions(t, `shoots/${event.id}/${id}`) });
    expect(legalLinks((await get(`/m/${shoot.slug}`)).body)).toEqual({
      Impressum: 'https://sommerfest.example.de/impressum',
      'Impressum (Plattform)': `${TEST_PUBLIC_URL}/imprint`,
      'Datenschutz (Plattform)': `${TEST_PUBLIC_URL}/privacy`,
    });
    expect(legalLinks((await get(`/en/m/${shoot.slug}`)).body)).toMatchObject({ Imprint: 'https://sommerfest.example.de/impressum', 'Privacy (platform)': `${TEST_PUBLIC_URL}/en/privacy` });
  });

  it.each(['/m/s-unknown1', `/gallery/no-such-gallery`, '/live/no-such-wall', '/l/no-such-link', '/imprint'])('links the installation\'s pages from %s', async (url) => {
    const response = await get(url);
    expect(legalLinks(response.body)).toEqual({ Impressum: `${TEST_PUBLIC_URL}/imprint`, Datenschutz: `${TEST_PUBLIC_URL}/privacy` });
  });

  it('links the installation\'s pages from a campaign\'s gallery', async () => {
    const response = await get(`/gallery/${event.slug}`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(Object.values(legalLinks(response.body))).toEqual(expect.arrayContaining([`${TEST_PUBLIC_URL}/imprint`, `${TEST_PUBLIC_URL}/privacy`]));
  });
});
