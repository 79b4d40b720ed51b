import { randomUUID } from 'node:crypto';
import { BOOTH_SESSION_HEADER, type Event } from '@booth/shared';
import { expect } from 'vitest';
import { call } from '@/modules/events/events.test-support.ts';
import { fields, file, postShoot } from '@/modules/shoots/shoots.test-support.ts';
import { jpeg, type TestCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';

/** The guest dialogs of a campaign whose answers are contacts: data capture, consent with a popup, survey, comment. */
export function guestDialogs(consent: { title?: string; body?: string } = {}) {
  return {
    sharing: {
      dataCapture: { enabled: true, fields: ['firstname', 'lastname', 'email', 'phone', 'company'] },
      customConsent: {
        enabled: true,
        title: consent.title ?? 'Bildrechte',
        body: consent.body ?? 'Wir dürfen dein Bild auf unserer Website zeigen.',
        popups: [{ title: 'Datenschutz', body: 'Der ganze Datenschutztext.', linkText: 'Datenschutzerklärung' }],
      },
      survey: {
        enabled: true,
        items: [
          { type: 'questionnaire', id: 'drink', question: 'Lieblingsgetränk?', answers: ['Kaffee', 'Tee'] },
          { type: 'newsletter', id: 'news', question: 'Newsletter?', explanation: 'Einmal im Monat Neuigkeiten.' },
        ],
      },
      comment: { enabled: true },
    },
  };
}

/** A guest's upload of one photo with the answers given before the capture; answers the shoot's id. */
export async function guestUpload(t: TestApp, event: Event, token: string, feedback?: object, locale = 'de'): Promise<string> {
  const id = randomUUID();
  const response = await postShoot(t, event.slug, token, [
    ...fields({ id, kind: 'photo', locale, ...(feedback ? { feedback: JSON.stringify(feedback) } : {}) }),
    file(await jpeg(32, 24)),
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return id;
}

/** PUT /events/{slug}/shoots/{id}/feedback as the guest session that uploaded the picture. */
export async function guestAnswers(t: TestApp, event: Event, token: string, shootId: string, feedback: object): Promise<void> {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/events/${event.slug}/shoots/${shootId}/feedback`,
    headers: { [BOOTH_SESSION_HEADER]: token },
    payload: feedback,
  });
  expect(response.statusCode, response.body).toBe(204);
}

export async function getJson<T>(t: TestApp, customer: TestCustomer, url: string): Promise<T> {
  const response = await call(t, customer, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
