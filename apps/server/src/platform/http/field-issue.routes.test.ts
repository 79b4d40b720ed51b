import type { FieldIssue } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

/*
 * Field problems carry a code (and the bound) the web app translates, so a German organiser reads
 * German words instead of zod's English: a 920-character name is refused, not cut, with its limit.
 */

let t: TestApp;
let ada: TestCustomer;

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'fields@example.com', 'Gold');
});
afterAll(async () => {
  await t?.close();
});

function fields(response: { statusCode: number; body: string; json: <T>() => T }): FieldIssue[] {
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ fields: FieldIssue[] }>().fields;
}

describe('field issue codes', () => {
  it('refuses a 920-character campaign name as too long, naming the limit', async () => {
    const response = await call(t, ada, 'POST', '/events', { name: 'x'.repeat(920) });
    expect(fields(response)).toEqual([expect.objectContaining({ path: 'name', code: 'too_long', limit: 200 })]);
  });

  it('names empty registration fields as required and a bad address as an invalid e-mail', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/customers', payload: { firstName: '  ', email: 'no-at-sign', password: 'a-good-password' } });
    const byPath = Object.fromEntries(fields(response).map((issue) => [issue.path, issue]));
    // The name is optional in the API, but a name given must not be blank.
    expect(byPath.firstName).toMatchObject({ code: 'required' });
    expect(byPath.name).toBeUndefined();
    expect(byPath.email).toMatchObject({ code: 'invalid_email' });
  });

  it('gives a short password its minimum', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/customers', payload: { firstName: 'Anna', name: 'Berg', email: 'a@example.com', password: 'short' } });
    expect(fields(response)).toEqual([expect.objectContaining({ path: 'password', code: 'too_short', limit: 8 })]);
  });

  it('tells a bad colour, a bad link and an unknown choice apart in the campaign settings', async () => {
    const event = await createEvent(t, ada, { name: 'Sommerfest' });
    const response = await call(t, ada, 'PUT', `/events/${event.id}`, {
      legal: { imprintUrl: 'javascript:alert(1)', privacyUrl: '' },
      screens: { sharing: { qrCodeColor: 'red' } },
    });
    const byPath = Object.fromEntries(fields(response).map((issue) => [issue.path, issue.code]));
    expect(byPath).toEqual({ 'legal.imprintUrl': 'invalid_url', 'screens.sharing.qrCodeColor': 'invalid_color' });
    const created = await call(t, ada, 'POST', '/events', { name: 'Kiosk', boothType: 'kiosk' });
    expect(fields(created)).toEqual([expect.objectContaining({ path: 'boothType', code: 'invalid_choice' })]);
  });
});
