import { randomUUID } from 'node:crypto';
import type { ConsentVersion, ContactList, Event, UserFeedbackList } from '@booth/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerOn } from '@/modules/events/events.test-support.ts';
import { findShootById } from '@/modules/shoots/shoots.repo.ts';
import { shoots } from '@/modules/shoots/shoots.table.ts';
import { boothEvent, startSession } from '@/modules/shoots/shoots.test-support.ts';
import { makeAdmin, signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { consentVersions } from './consent-versions.table.ts';
import { getJson, guestAnswers, guestDialogs, guestUpload } from './contacts.test-support.ts';

let t: TestApp;
let ada: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'ada@example.com', 'Platinum');
});
afterAll(async () => {
  await t?.close();
});

async function campaign(consent?: { title?: string; body?: string }): Promise<{ event: Event; token: string }> {
  const event = await boothEvent(t, ada, { photo: { enabled: true } }, { screens: guestDialogs(consent) } as never);
  return { event, token: await startSession(t, event.slug) };
}

const contactsOf = (event: Event, query = '', customer = ada) => getJson<ContactList>(t, customer, `/events/${event.slug}/contacts${query}`);

async function versionCount(eventId: string): Promise<number> {
  const [row] = await t.runtime.database.db.select({ n: count() }).from(consentVersions).where(eq(consentVersions.eventId, eventId));
  return row?.n ?? 0;
}

const fullAnswers = {
  personal: { firstname: 'Grace', lastname: 'Hopper', email: 'grace@navy.example', phone: '+1 555 0100', company: 'US Navy' },
  consentAccepted: true,
  survey: [
    { itemId: 'drink', question: 'Lieblingsgetränk?', answers: ['Kaffee'] },
    { itemId: 'news', question: 'Newsletter?', answers: ['Ja'] },
  ],
  comment: 'Tolle Party!',
};

describe('GET /api/events/{slug}/contacts', () => {
  it('lists a guest upload with data capture, consent, survey, newsletter and comment, with the exact consent texts', async () => {
    const { event, token } = await campaign();
    const shootId = await guestUpload(t, event, token, fullAnswers);
    await guestUpload(t, event, token); // no guest data: not a contact

    const list = await contactsOf(event);
    expect(list.total).toBe(1);
    expect(list.nextCursor).toBeNull();
    const [row] = list.contacts;
    expect(row?.shoot).toMatchObject({ id: shootId, kind: 'Photo', status: 'processing' });
    expect(row?.shoot.micrositeUrl).toMatch(/\/m\/[\w-]+$/);
    expect(row).toMatchObject({
      contact: { email: 'grace@navy.example', phoneNumber: '+1 555 0100' },
      personal: fullAnswers.personal,
      survey: fullAnswers.survey,
      newsletter: 'accepted',
      comment: 'Tolle Party!',
      galleryOptIn: null,
      consentAccepted: true,
    });
    expect(row?.consents.map(({ source, locale, title, body }) => ({ source, locale, title, body }))).toEqual([
      { source: 'customConsent', locale: 'de', title: 'Bildrechte', body: 'Wir dürfen dein Bild auf unserer Website zeigen.' },
      { source: 'customConsent/popup:1', locale: 'de', title: 'Datenschutz', body: 'Der ganze Datenschutztext.' },
      { source: 'newsletter:news', locale: 'de', title: 'Newsletter?', body: 'Einmal im Monat Neuigkeiten.' },
    ]);
    for (const consent of row?.consents ?? []) expect(consent.version).toMatch(/^[0-9a-f]{64}$/);

    // The version answers its exact text, so the organiser can prove what was accepted.
    const consent = row?.consents[0];
    const version = await getJson<ConsentVersion>(t, ada, `/events/${event.slug}/consents/${consent?.version}`);
    expect(version).toMatchObject({ id: consent?.version, source: 'customConsent', locale: 'de', title: 'Bildrechte', body: 'Wir dürfen dein Bild auf unserer Website zeigen.' });
    expect(version.firstAcceptedAt).toBe(consent?.acceptedAt);

    // The spec's call answers the same pictures keyed by picture id, with the feedback as stored.
    const feedbacks = await getJson<UserFeedbackList>(t, ada, `/events/${event.id}/userFeedbacks`);
    expect(feedbacks.total).toBe(1);
    expect(feedbacks.userFeedbacks[0]).toMatchObject({ shootId, contact: { email: 'grace@navy.example' }, userFeedback: { comment: 'Tolle Party!', agent: 'TestBrowser/1.0' } });
    expect(feedbacks.userFeedbacks[0]?.userFeedback.consents?.map((entry) => entry.version)).toEqual(row?.consents.map((entry) => entry.version));
  });

  it('keeps old acceptances on the text they accepted when the consent is edited; the language is part of the version', async () => {
    const { event, token } = await campaign({ body: 'Version eins.' });
    const first = await guestUpload(t, event, token, { consentAccepted: true });
    const edited = await call(t, ada, 'PUT', `/events/${event.id}`, { screens: guestDialogs({ body: 'Version zwei.' }) });
    expect(edited.statusCode, edited.body).toBe(200);
    const second = await guestUpload(t, event, token, { consentAccepted: true });
    const english = await guestUpload(t, event, token, { consentAccepted: true }, 'en');

    const { contacts } = await contactsOf(event);
    const main = (id: string) => contacts.find((row) => row.shoot.id === id)?.consents.find((consent) => consent.source === 'customConsent');
    expect(main(first)?.body).toBe('Version eins.');
    expect(main(second)?.body).toBe('Version zwei.');
    expect(main(english)).toMatchObject({ locale: 'en', body: 'Version zwei.' });
    const versions = new Set([main(first)?.version, main(second)?.version, main(english)?.version]);
    expect(versions.size).toBe(3);
    // Three consent texts, and the popup's: unchanged in German (one version), and once in English.
    expect(await versionCount(event.id)).toBe(5);
    const old = await getJson<ConsentVersion>(t, ada, `/events/${event.slug}/consents/${main(first)?.version}`);
    expect(old.body).toBe('Version eins.');
  });

  it('uses the guest text as the title of a consent without one, in the guest language', async () => {
    const { event, token } = await campaign({ title: '' });
    const de = await guestUpload(t, event, token, { consentAccepted: true }, 'de');
    const en = await guestUpload(t, event, token, { consentAccepted: true }, 'en');
    const { contacts } = await contactsOf(event);
    const title = (id: string) => contacts.find((row) => row.shoot.id === id)?.consents[0]?.title;
    expect(title(de)).toBe('Nutzungsbedingungen');
    expect(title(en)).toBe('Terms of use');
  });

  it('records a consent once however often the same answers arrive, and nothing for a declined one', async () => {
    const { event, token } = await campaign();
    const shootId = await guestUpload(t, event, token, { consentAccepted: true });
    const before = (await findShootById(t.runtime.database.db, shootId))?.userFeedback.consents;
    expect(before).toHaveLength(2);
    t.clock.offsetMs = 60_000;
    try {
      await guestAnswers(t, event, token, shootId, { consentAccepted: true, comment: 'Nochmal' });
      await guestAnswers(t, event, token, shootId, { consentAccepted: true, comment: 'Nochmal' });
    } finally {
      t.clock.offsetMs = 0;
    }
    const after = await findShootById(t.runtime.database.db, shootId);
    expect(after?.userFeedback.consents).toEqual(before);
    expect(await versionCount(event.id)).toBe(2);

    const declined = await guestUpload(t, event, token, { consentAccepted: false, survey: [{ itemId: 'news', question: 'Newsletter?', answers: ['Nein'] }] });
    const row = (await contactsOf(event)).contacts.find((contact) => contact.shoot.id === declined);
    expect(row).toMatchObject({ consentAccepted: false, newsletter: 'declined', consents: [] });
    expect((await findShootById(t.runtime.database.db, declined))?.userFeedback.consents).toBeUndefined();

    // Declining later withdraws the consent's evidence; the newsletter was never asked of this guest.
    await guestAnswers(t, event, token, shootId, { consentAccepted: false });
    const withdrawn = (await contactsOf(event)).contacts.find((contact) => contact.shoot.id === shootId);
    expect(withdrawn).toMatchObject({ consentAccepted: false, consents: [], newsletter: 'notAsked' });
  });

  it('takes no consent evidence from a guest: version and time are the server’s', async () => {
    const { event, token } = await campaign();
    const forged = { version: 'a'.repeat(64), source: 'customConsent', acceptedAt: '2020-01-01T00:00:00.000Z' };
    const declined = await guestUpload(t, event, token, { comment: 'Hallo', consents: [forged] });
    expect((await findShootById(t.runtime.database.db, declined))?.userFeedback.consents).toBeUndefined();

    const accepted = await guestUpload(t, event, token, { consentAccepted: true });
    const stored = (await findShootById(t.runtime.database.db, accepted))?.userFeedback.consents;
    await guestAnswers(t, event, token, accepted, { comment: 'x', consents: [forged] });
    await guestAnswers(t, event, token, declined, { consents: [forged] });
    expect((await findShootById(t.runtime.database.db, accepted))?.userFeedback.consents).toEqual(stored);
    expect((await findShootById(t.runtime.database.db, declined))?.userFeedback.consents).toBeUndefined();
    expect(stored?.every((consent) => consent.acceptedAt !== forged.acceptedAt && consent.version !== forged.version)).toBe(true);
    expect((await call(t, ada, 'GET', `/events/${event.slug}/consents/${forged.version}`)).statusCode).toBe(404);
  });

  it('records nothing for a consent the campaign does not show', async () => {
    const event = await boothEvent(t, ada, { photo: { enabled: true } });
    const token = await startSession(t, event.slug);
    const shootId = await guestUpload(t, event, token, { consentAccepted: true });
    expect((await findShootById(t.runtime.database.db, shootId))?.userFeedback).toMatchObject({ consentAccepted: true });
    expect((await findShootById(t.runtime.database.db, shootId))?.userFeedback.consents).toBeUndefined();
    expect(await versionCount(event.id)).toBe(0);
  });

  it('searches names, e-mail, phone and company, with LIKE wildcards matching themselves', async () => {
    const { event, token } = await campaign();
    await guestUpload(t, event, token, { personal: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@engine.example', company: 'Analytical_Engines' } });
    await guestUpload(t, event, token, { personal: { firstname: 'Alan', lastname: 'Turing', phone: '+44 20 7946 0000', company: 'Bletchley 100%' } });
    await guestUpload(t, event, token, { comment: 'Nur ein Kommentar' });
    const names = async (search: string) => {
      const list = await contactsOf(event, `?search=${encodeURIComponent(search)}`);
      expect(list.total).toBe(list.contacts.length);
      return list.contacts.map((row) => row.personal.lastname ?? null).sort();
    };
    expect(await names('ada lovelace')).toEqual(['Lovelace']);
    expect(await names('ENGINE.EX')).toEqual(['Lovelace']);
    expect(await names('7946')).toEqual(['Turing']);
    expect(await names('bletchley')).toEqual(['Turing']);
    expect(await names('100%')).toEqual(['Turing']);
    expect(await names('%')).toEqual(['Turing']);
    expect(await names('Analytical_')).toEqual(['Lovelace']);
    expect(await names('l_velace')).toEqual([]);
    expect(await names('Kommentar')).toEqual([]);
    expect((await contactsOf(event)).total).toBe(3);
  });

  it('leaves out the contacts of test pictures (a draft tried by its organiser)', async () => {
    const { event, token } = await campaign();
    await guestUpload(t, event, token, { personal: { firstname: 'Real', lastname: 'Guest', email: 'real@guest.example' } });
    const testId = await guestUpload(t, event, token, { personal: { firstname: 'Test', lastname: 'Shot', email: 'test@shot.example' } });
    await t.runtime.database.db.update(shoots).set({ isTest: true }).where(eq(shoots.id, testId));
    const list = await contactsOf(event);
    expect(list.contacts.map((row) => row.personal.lastname)).toEqual(['Guest']);
    expect(list.total).toBe(1);
  });

  it('pages newest first by cursor, with the total of the first page and no repeats', async () => {
    const { event, token } = await campaign();
    const ids: string[] = [];
    for (let index = 0; index < 5; index++) {
      t.clock.offsetMs = index * 1_000;
      ids.push(await guestUpload(t, event, token, { comment: `Nummer ${index}` }));
    }
    t.clock.offsetMs = 0;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2${cursor ? `&olderThan=${encodeURIComponent(cursor)}` : ''}`;
      const page: ContactList = await contactsOf(event, query);
      expect(page.total).toBe(5);
      expect(page.contacts.length).toBeLessThanOrEqual(2);
      seen.push(...page.contacts.map((row) => row.shoot.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    const offsetPage = await contactsOf(event, '?limit=2&offset=2');
    expect(offsetPage.contacts.map((row) => row.shoot.id)).toEqual([ids[2], ids[1]]);
    const feedbackPage = await getJson<UserFeedbackList>(t, ada, `/events/${event.slug}/userFeedbacks?limit=3`);
    expect(feedbackPage.userFeedbacks.map((row) => row.shootId)).toEqual([ids[4], ids[3], ids[2]]);
    expect((await call(t, ada, 'GET', `/events/${event.slug}/contacts?olderThan=nonsense`)).json()).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'olderThan' }] });
    expect((await call(t, ada, 'GET', `/events/${event.slug}/contacts?limit=1000`)).statusCode).toBe(400);
  });

  it('answers another customer 404 and never data; an admin sees any campaign', async () => {
    const { event, token } = await campaign();
    await guestUpload(t, event, token, fullAnswers);
    const version = (await contactsOf(event)).contacts[0]?.consents[0]?.version;
    const eve = await signedInCustomer(t, 'eve@example.com');
    for (const url of [`/events/${event.slug}/contacts`, `/events/${event.id}/contacts`, `/events/${event.id}/userFeedbacks`, `/events/${event.slug}/consents/${version}`]) {
      const response = await call(t, eve, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Hopper');
      expect(response.body).not.toContain('Bildrechte');
      expect((await call(t, undefined, 'GET', url)).statusCode).toBe(401);
    }
    // A version of another campaign is not reachable through one's own campaign either.
    const own = await boothEvent(t, eve, { photo: { enabled: true } });
    expect((await call(t, eve, 'GET', `/events/${own.slug}/consents/${version}`)).statusCode).toBe(404);
    expect((await call(t, eve, 'GET', `/events/${randomUUID()}/contacts`)).statusCode).toBe(404);

    const root = await signedInCustomer(t, 'root@example.com');
    await makeAdmin(t, root);
    expect((await contactsOf(event, '', root)).total).toBe(1);
  });
});
