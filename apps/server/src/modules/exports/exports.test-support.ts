import { randomUUID } from 'node:crypto';
import type { Event, ShootKind, ShootStatus, UserFeedback } from '@booth/shared';
import { expect } from 'vitest';
import { shoots, type ShootRenditions, type StoredFile } from '@/modules/shoots/shoots.table.ts';
import { createEvent } from '@/modules/events/events.test-support.ts';
import { signedInCustomer, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';

/** Two organisers, each with a campaign: Ada exports, Bob's campaign is the other customer's. */
export interface ExportScene {
  t: TestApp;
  ada: TestCustomer;
  bob: TestCustomer;
  event: Event;
  otherEvent: Event;
}

export async function exportScene(): Promise<ExportScene> {
  const t = await buildTestApp();
  const ada = await signedInCustomer(t, 'ada@example.com');
  const bob = await signedInCustomer(t, 'bob@example.com');
  const event = await createEvent(t, ada, { name: 'Sommerfest' } as never);
  const otherEvent = await createEvent(t, bob, { name: 'Bobs Feier' } as never);
  return { t, ada, bob, event, otherEvent };
}

export interface StoredShootInput {
  createdAt: Date;
  kind?: ShootKind;
  status?: ShootStatus;
  isPublic?: boolean;
  clientApproval?: boolean;
  likes?: number;
  views?: number;
  faceCount?: number | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  userFeedback?: UserFeedback;
  /** A test picture of the organiser (taken while the campaign was a draft). */
  isTest?: boolean;
  /** The guest session that took it. */
  sessionId?: string;
  /** Files to store as renditions (main, original …), with their bytes and type. */
  files?: Partial<Record<'main' | 'original' | 'overlayed', { data: Buffer; mimetype: string }>>;
}

/**
 * A picture as processing leaves it — row and files in the real store — without running the job, so
 * an export test controls every byte and field. Answers the row's id and slug.
 */
export async function storedShoot(t: TestApp, eventId: string, input: StoredShootInput): Promise<{ id: string; slug: string }> {
  const id = randomUUID();
  const slug = `s${id.replaceAll('-', '').slice(0, 9)}`;
  const renditions: ShootRenditions = {};
  for (const [name, file] of Object.entries(input.files ?? {})) {
    const extension = file.mimetype.split('/')[1] === 'jpeg' ? 'jpg' : file.mimetype.split('/')[1];
    const path = `shoots/${eventId}/${id}/${name}.${extension}`;
    await t.runtime.files.put(path, file.data, { contentType: file.mimetype });
    renditions[name as 'main'] = { path, size: file.data.length, mimetype: file.mimetype } satisfies StoredFile;
  }
  await t.runtime.database.db.insert(shoots).values({
    id,
    eventId,
    slug,
    kind: input.kind ?? 'Photo',
    status: input.status ?? 'ready',
    input: { captureKind: 'photo', files: [], backgroundId: null, overlayId: null, backgroundApplied: false },
    renditions,
    isPublic: input.isPublic ?? false,
    clientApproval: input.clientApproval ?? false,
    likes: input.likes ?? 0,
    views: input.views ?? 0,
    faceCount: input.faceCount ?? null,
    contactEmail: input.contactEmail ?? null,
    contactPhone: input.contactPhone ?? null,
    userFeedback: input.userFeedback ?? {},
    isTest: input.isTest ?? false,
    sessionId: input.sessionId ?? null,
    createdAt: input.createdAt,
    updatedAt: input.createdAt,
  });
  return { id, slug };
}

/** Asks for an export link as `customer` and expects one. */
export async function requestExport(t: TestApp, customer: TestCustomer, url: string, body: object): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url, headers: customer.headers, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  const link = response.json<{ url: string; expiresAt: string }>();
  expect(link.url).toMatch(/^\/api\/exports\/(zip|csv)\/[A-Za-z0-9_-]{43}$/);
  return link.url;
}

/** Opens a link as a browser would: a plain GET without any session. */
export function openLink(t: TestApp, url: string) {
  return t.app.inject({ method: 'GET', url });
}
