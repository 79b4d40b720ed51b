import { randomInt, randomUUID } from 'node:crypto';
import { BOOTH_SESSION_HEADER, type Event, type EventCreateInput } from '@booth/shared';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { events } from '@/modules/events/events.table.ts';
import { createEvent } from '@/modules/events/events.test-support.ts';
import { storedKeys, type TestCustomer } from '@/test/assets.ts';
import { multipartBody, type FormPart } from '@/test/multipart.ts';
import type { TestApp } from '@/test/test-app.ts';
import { shoots } from './shoots.table.ts';

/** A different client address per call, so the per-address limit of session starts never trips in a test file. */
export function someAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * A live virtual-booth event (guests may take pictures) with the capture modes named switched on (and
 * their designs, if given); `extra: { eventType: 'draft' }` for one in test mode.
 */
export async function boothEvent(t: TestApp, customer: TestCustomer, shutter: Record<string, object>, extra: Partial<EventCreateInput> = {}): Promise<Event> {
  return createEvent(t, customer, { name: `Booth ${randomUUID().slice(0, 6)}`, boothType: 'virtual', eventType: 'live', shutter, ...extra } as EventCreateInput);
}

/** A guest's session of the booth; with `signedIn`, started in the browser of a signed-in organiser (test mode on a draft). */
export async function startSession(t: TestApp, slug: string, signedIn?: TestCustomer): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/events/${slug}/vbSessions`,
    headers: { 'user-agent': 'TestBrowser/1.0', ...signedIn?.headers },
    remoteAddress: someAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ token: string }>().token;
}

/** An upload from the booth; `signedIn` adds an organiser's sign-in, as the booth page of a signed-in browser sends it. */
export function postShoot(t: TestApp, slug: string, token: string | undefined, parts: FormPart[], signedIn?: { headers: Record<string, string> }) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/events/${slug}/shoots`,
    payload,
    headers: { ...headers, 'user-agent': 'TestBrowser/1.0', ...signedIn?.headers, ...(token ? { [BOOTH_SESSION_HEADER]: token } : {}) },
  });
}

/** The text fields of an upload, in the order clients send them. */
export function fields(values: Record<string, string | undefined>): FormPart[] {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ({ name, value }));
}

export const frame = (data: Buffer, index = 0): FormPart => ({ name: 'frames', filename: `frame-${index}.jpg`, data, contentType: 'image/jpeg' });
export const file = (data: Buffer, filename = 'capture.jpg'): FormPart => ({ name: 'file', filename, data });

export async function eventCounters(t: TestApp, id: string) {
  const [row] = await t.runtime.database.db
    .select({ pictures: events.pictures, picturesAllTime: events.picturesAllTime, lastPictureAt: events.lastPictureAt })
    .from(events)
    .where(eq(events.id, id));
  return row;
}

export async function shootCount(t: TestApp, eventId: string): Promise<number> {
  const [row] = await t.runtime.database.db.select({ n: count() }).from(shoots).where(eq(shoots.eventId, eventId));
  return row?.n ?? 0;
}

/** Stored keys of one event's shoots. */
export async function shootKeys(t: TestApp, eventId: string): Promise<string[]> {
  return (await storedKeys(t)).filter((key) => key.startsWith(`shoots/${eventId}/`));
}
