import { randomUUID } from 'node:crypto';
import { BOOTH_SESSION_HEADER, type Event, type ShootKind, type ShootStatus, type UserFeedback } from '@booth/shared';
import { insertShootRow } from '@/modules/shoots/shoot-row.test-support.ts';
import type { ShootRenditions } from '@/modules/shoots/shoots.table.ts';
import { someAddress } from '@/modules/shoots/shoots.test-support.ts';
import type { TestApp } from '@/test/test-app.ts';

/*
 * Pictures for analytics tests, inserted as processing leaves them, with the fields the figures read
 * (kind, time, status, views, likes, answers, processing time) set to known values.
 */

export interface PictureOptions {
  kind?: ShootKind;
  createdAt: string;
  status?: ShootStatus;
  views?: number;
  likes?: number;
  userFeedback?: UserFeedback;
  processingTime?: number | null;
  renditions?: ShootRenditions;
}

export async function insertPicture(t: TestApp, event: Pick<Event, 'id'>, options: PictureOptions): Promise<{ id: string; slug: string }> {
  const id = randomUUID();
  return insertShootRow(t, event.id, 'a', {
    id,
    kind: options.kind ?? 'Photo',
    status: options.status ?? 'ready',
    renditions: options.renditions ?? {
      main: { path: `shoots/${event.id}/${id}/main.jpg`, size: 1000, mimetype: 'image/jpeg' },
      thumbnail: { path: `shoots/${event.id}/${id}/thumbnail.webp`, size: 100, mimetype: 'image/webp' },
    },
    views: options.views ?? 0,
    likes: options.likes ?? 0,
    userFeedback: options.userFeedback ?? {},
    processingTime: options.processingTime === undefined ? (options.status ?? 'ready') === 'ready' ? 1000 : null : options.processingTime,
    createdAt: new Date(options.createdAt),
  });
}

export interface Beacon {
  id?: string;
  action: 'capture' | 'share';
  kind?: string;
  channel?: string;
  shootId?: string;
  session?: string;
}

/** POST /api/events/{slug}/activity as the booth sends it: JSON with the session header, or sendBeacon's text/plain. */
export function sendBeacon(t: TestApp, slug: string, token: string | undefined, beacon: Beacon, transport: 'fetch' | 'sendBeacon' = 'fetch') {
  const body = { id: beacon.id ?? randomUUID(), ...beacon };
  const headers: Record<string, string> =
    transport === 'fetch' ? { 'content-type': 'application/json', ...(token ? { [BOOTH_SESSION_HEADER]: token } : {}) } : { 'content-type': 'text/plain;charset=UTF-8' };
  const payload = transport === 'sendBeacon' && token ? { ...body, session: token } : body;
  return t.app.inject({ method: 'POST', url: `/api/events/${slug}/activity`, headers, payload: JSON.stringify(payload), remoteAddress: someAddress() });
}
