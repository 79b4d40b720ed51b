import type { Event, Moderator } from '@booth/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createEvent, customerOn } from '@/modules/events/events.test-support.ts';
import type { TestCustomer } from '@/test/assets.ts';
import type { TestApp } from '@/test/test-app.ts';

export const MODERATOR_PASSWORD = 'a-moderator-password';

/** An organiser (Free plan) with one campaign. */
export async function organiserWithCampaign(t: TestApp, email: string, name = 'Summer party'): Promise<{ organiser: TestCustomer; event: Event }> {
  const organiser = await customerOn(t, email, 'Free');
  const event = await createEvent(t, organiser, { name });
  return { organiser, event };
}

export function invite(t: TestApp, organiser: TestCustomer, email: string, eventSlug: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/moderators', headers: { ...organiser.headers, ...headers }, payload: { email, eventSlug } });
}

/** The path of the password page a moderator mail links to. */
export const passwordPath = (eventSlug: string) => `/events/${eventSlug}/moderation/password`;

export function resetPassword(t: TestApp, token: string, eventSlug: string, password = MODERATOR_PASSWORD, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'PUT', url: '/api/auth/moderation/reset', headers, payload: { token, eventSlug, password } });
}

export function moderatorLogin(t: TestApp, email: string, eventSlug: string, password = MODERATOR_PASSWORD, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/auth/moderation/login', headers, payload: { email, eventSlug, password } });
}

export interface TestModerator {
  id: string;
  email: string;
  token: string;
  headers: { authorization: string };
}

/** Invites, accepts the mailed invitation (sets the password) and signs in: a moderator's bearer token. */
export async function activeModerator(t: TestApp, organiser: TestCustomer, email: string, eventSlug: string): Promise<TestModerator> {
  const invited = await invite(t, organiser, email, eventSlug);
  expect(invited.statusCode, invited.body).toBe(201);
  const reset = await resetPassword(t, await t.mailedToken(email, passwordPath(eventSlug)), eventSlug);
  expect(reset.statusCode, reset.body).toBe(200);
  const login = await moderatorLogin(t, email, eventSlug);
  expect(login.statusCode, login.body).toBe(200);
  const token = login.json<{ token: string }>().token;
  return { id: invited.json<Moderator>().id, email, token, headers: { authorization: `Bearer ${token}` } };
}

/** A cookie the answer sets (or clears), by name. */
export function cookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}
