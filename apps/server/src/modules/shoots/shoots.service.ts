import {
  shootKinds,
  type GuestFeedback,
  type ShootChunksQuery,
  type ShootKind,
  type ShootList,
  type ShootStatusDto,
  type ShootUploaded,
  type VbSessionCreated,
} from '@booth/shared';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { Forbidden, Invalid } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { withConsentEvidence } from '@/modules/contacts/consent-evidence.ts';
import { createEstimator } from '@/modules/ai-filters/ai-estimate.ts';
import { findShootWithEvent } from '@/modules/microsite/microsite.repo.ts';
import { publishShootChange } from '@/modules/live/live-changes.ts';
import { assertDeviceMayStartSession } from '@/modules/devices/device-session-guard.ts';
import { settingsOf } from '@/modules/events/event-views.ts';
import type { EventRow } from '@/modules/events/events.table.ts';
import { ownedEvent } from '@/modules/events/owned-event.ts';
import type { MailService } from '@/modules/mail/mail.service.ts';
import { newToken } from '@/platform/security/tokens.ts';
import type { UploadPart } from '@/platform/uploads/upload-parts.ts';
import { activeEventBySlug, boothEventBySlug, guestSessionOf } from './guest-access.ts';
import { createShootAdminService, type ShootAdminService } from './shoot-admin.service.ts';
import { noSuchPicture } from './shoot-access.ts';
import { contactOf, mergeFeedback } from './shoot-feedback.ts';
import { findTombstoneBySlug, PictureRemoved } from './shoot-gone.ts';
import { decodeShootListCursor, encodeShootListCursor } from './shoot-list-cursor.ts';
import { shootMail, shootMailId } from './shoot-mail-request.ts';
import { uploadShoot, type ShootUploadDeps } from './shoot-upload.ts';
import { retryShootAi } from './shoot-ai-retry.ts';
import { liveAiProgress } from './shoot-ai-status.ts';
import type { ShootAiEngine } from './shoot-ai.ts';
import { toShootDto, toShootStatus, toShootUploaded } from './shoot-views.ts';
import { countShoots, findShootById, insertVbSession, listProcessingShoots, listShoots, listVbSessions, updateShoot } from './shoots.repo.ts';
import type { ShootRow } from './shoots.table.ts';

export const vbSessionListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export type VbSessionListQuery = z.infer<typeof vbSessionListQuerySchema>;

/** The queries of GET /events/{id}/shoots and …/shoots/chunks (the list's are a subset of the chunks'). */
export type ShootListQueryInput = Pick<ShootChunksQuery, 'limit' | 'offset' | 'olderThan' | 'newerThan' | 'kind' | 'presentation' | 'contact'> &
  Partial<Pick<ShootChunksQuery, 'order' | 'search' | 'visibility' | 'status'>>;

export interface GuestCall {
  slug: string;
  /** The X-Booth-Session header. */
  sessionToken: string | undefined;
  /** The signed-in session the booth page sent along (its organiser testing a draft), if any. */
  auth: AuthContext | null;
  /** The X-Booth-Test header: a draft's test link opened on a phone that is not signed in. */
  testToken?: string;
}

export interface ShootsService extends ShootAdminService {
  /** POST /events/{slug}/vbSessions: a guest starts a session; the token is answered once and stored hashed. */
  /** With `deviceToken` (X-Device-Token), a paired device starts it: it must be the campaign owner's and hold a valid licence. */
  startSession(call: Omit<GuestCall, 'sessionToken'> & { deviceToken?: string }, agent: string | undefined): Promise<VbSessionCreated>;
  listSessions(auth: AuthContext, slug: string, query: VbSessionListQuery): Promise<{ sessions: Array<{ id: string; createdAt: string; lastSeenAt: string; agent: string | null; shoots: number }>; total: number }>;
  upload(call: GuestCall & { agent: string | undefined; parts: AsyncIterable<UploadPart> }): Promise<{ answer: ShootUploaded; created: boolean }>;
  updateFeedback(call: GuestCall, shootId: string, feedback: GuestFeedback): Promise<void>;
  sendEmail(call: GuestCall, shootId: string, email: string): Promise<void>;
  /**
   * GET /events/{slug}/shoots/{id}/status: the guest's own copy, by id for the session that took it,
   * or by the microsite slug (its capability); everyone else learns nothing, not even that it exists.
   */
  status(call: Pick<GuestCall, 'slug' | 'sessionToken'>, idOrShootSlug: string): Promise<ShootStatusDto>;
  /**
   * POST /events/{slug}/shoots/{id}/ai/retry: runs a failed AI picture's effect again (same access as
   * the status); answers the status. 409 when its effect did not fail or no retries are left.
   */
  retryAi(call: Pick<GuestCall, 'slug' | 'sessionToken'>, idOrShootSlug: string): Promise<ShootStatusDto>;
  /** GET /events/{id}/shoots and …/shoots/chunks: one page in the asked order, with the total of what matches. */
  list(auth: AuthContext, idOrSlug: string, query: ShootListQueryInput): Promise<ShootList>;
  /** Boot-time sweep: queues the job of every shoot still processing (a crash between commit and queueing loses nothing). */
  requeueProcessing(): Promise<number>;
}

export interface ShootsServiceDeps extends ShootUploadDeps {
  mail: MailService;
  publicUrl: string;
  /** The AI execution engine: a guest's retry of a failed AI picture starts through it. */
  ai?: ShootAiEngine;
}

const AGENT_MAX = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseKinds(kind: string | undefined): ShootKind[] | undefined {
  if (!kind) return undefined;
  const names = kind.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(shootKinds as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Invalid(`Unknown shoot kind ${unknown.join(', ')}; use ${shootKinds.join(', ')}`, [{ path: 'kind', message: 'unknown kind' }]);
  return names as ShootKind[];
}

export function createShootsService(deps: ShootsServiceDeps): ShootsService {
  const { db, now, publicUrl } = deps;

  /** A shoot of this event uploaded in the calling guest session. */
  async function guestShoot(call: GuestCall, shootId: string): Promise<{ event: EventRow; shoot: ShootRow }> {
    const { event } = await boothEventBySlug(db, call.slug, call.auth, { token: call.testToken, now: now() });
    const session = await guestSessionOf(db, event, call.sessionToken);
    const shoot = await findShootById(db, shootId);
    if (!shoot || shoot.eventId !== event.id || shoot.sessionId !== session.id) throw noSuchPicture();
    return { event, shoot };
  }

  /** The picture the status and the AI retry act on: by id for the session that took it, else by its microsite slug. */
  async function ownCopy(call: Pick<GuestCall, 'slug' | 'sessionToken'>, idOrShootSlug: string): Promise<ShootRow> {
    const event = await activeEventBySlug(db, call.slug);
    if (UUID.test(idOrShootSlug)) {
      // A picture's id is no secret once a screen showed it; only the session that took it asks by id.
      const session = await guestSessionOf(db, event, call.sessionToken);
      const shoot = await findShootById(db, idOrShootSlug.toLowerCase());
      if (shoot && shoot.eventId === event.id && shoot.sessionId === session.id) return shoot;
      throw noSuchPicture();
    }
    const found = await findShootWithEvent(db, idOrShootSlug);
    if (found && found.event.id === event.id) return found.shoot;
    // The microsite of a picture the organiser removed meanwhile says so (410), not "unknown".
    const tombstone = await findTombstoneBySlug(db, idOrShootSlug);
    if (tombstone && tombstone.eventId === event.id) throw new PictureRemoved();
    throw noSuchPicture();
  }

  const estimator = createEstimator({ db, now });
  /** The status with an AI picture's live progress (its running execution and the estimate). */
  async function statusOf(shoot: ShootRow): Promise<ShootStatusDto> {
    return toShootStatus(shoot, undefined, await liveAiProgress({ db, estimator, now }, shoot));
  }

  return {
    ...createShootAdminService(deps),

    async startSession(call, agent) {
      const { event, test } = await boothEventBySlug(db, call.slug, call.auth, { token: call.testToken, now: now() });
      // A plain browser may still run the kiosk; a paired device is held to its licence (issue 14).
      if (call.deviceToken !== undefined) await assertDeviceMayStartSession(db, call.deviceToken, event, now());
      const { token, hash } = newToken();
      const at = now();
      await insertVbSession(db, { id: randomUUID(), eventId: event.id, tokenHash: hash, agent: agent?.slice(0, AGENT_MAX) ?? null, isTest: test, createdAt: at, lastSeenAt: at });
      return { token };
    },

    async listSessions(auth, slug, query) {
      const event = await ownedEvent(db, auth, slug, 'read');
      const { rows, total } = await listVbSessions(db, event.id, query);
      return {
        sessions: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), lastSeenAt: row.lastSeenAt.toISOString() })),
        total,
      };
    },

    async upload(call) {
      const { shoot, created } = await uploadShoot(deps, { slug: call.slug, sessionToken: call.sessionToken, auth: call.auth, testToken: call.testToken, agent: call.agent, parts: call.parts });
      return { answer: toShootUploaded(shoot, publicUrl), created };
    },

    async updateFeedback(call, shootId, feedback) {
      const { event, shoot } = await guestShoot(call, shootId);
      const merged = await withConsentEvidence(db, { event, locale: shoot.locale, sent: feedback, merged: mergeFeedback(shoot.userFeedback, feedback), at: now() });
      const contact = contactOf(merged);
      await updateShoot(db, shoot.id, {
        userFeedback: merged,
        contactEmail: contact.email ?? shoot.contactEmail,
        contactPhone: contact.phoneNumber ?? shoot.contactPhone,
        // clientApproval is the guest's own gallery opt-in, as recorded here (campaigns §3); moderation never sets it.
        ...(feedback.galleryOptIn === undefined ? {} : { clientApproval: feedback.galleryOptIn }),
        updatedAt: now(),
      });
      // An opt-in shows the picture in the gallery; moderation sees the answers.
      await publishShootChange(deps.bus, { eventId: event.id, shootIds: [shoot.id] });
    },

    async sendEmail(call, shootId, email) {
      const { event, shoot } = await guestShoot(call, shootId);
      const settings = settingsOf(event);
      const option = settings.screens.sharing.email;
      if (!option.enabled) throw new Forbidden('E-mail sharing is turned off for this campaign');
      await updateShoot(db, shoot.id, { contactEmail: email, updatedAt: now() });
      await publishShootChange(deps.bus, { eventId: event.id, shootIds: [shoot.id] });
      await deps.mail.queueShootMail(shootMail(event, shoot, { to: email, messageId: shootMailId('guest', shoot.id, email), publicUrl }));
    },

    async status(call, idOrShootSlug) {
      return statusOf(await ownCopy(call, idOrShootSlug));
    },

    async retryAi(call, idOrShootSlug) {
      const shoot = await ownCopy(call, idOrShootSlug);
      await retryShootAi(deps, shoot.id);
      const after = await findShootById(db, shoot.id);
      if (!after) throw noSuchPicture();
      return statusOf(after);
    },

    async list(auth, idOrSlug, query) {
      const event = await ownedEvent(db, auth, idOrSlug, 'read');
      const order = query.order ?? 'desc';
      const older = query.olderThan ? decodeShootListCursor(query.olderThan, 'olderThan') : undefined;
      const newer = query.newerThan ? decodeShootListCursor(query.newerThan, 'newerThan') : undefined;
      const kinds = parseKinds(query.kind);
      const filter = {
        eventId: event.id,
        ...(kinds ? { kinds } : {}),
        ...(query.presentation ? { presentation: query.presentation === '1' } : {}),
        ...(query.contact ? { contact: query.contact === '1' } : {}),
        ...(query.search ? { search: query.search } : {}),
        ...(query.visibility ? { visibility: query.visibility } : {}),
        ...(query.status ? { status: query.status } : {}),
      };
      const { rows, more } = await listShoots(db, { ...filter, order, limit: query.limit, offset: query.offset, olderThan: older?.position, newerThan: newer?.position });
      // Counted on the first page (and on a "what's new" call); keyset pages carry it in the cursor
      // that continues the walk (olderThan newest first, newerThan oldest first).
      const [onward, bound] = order === 'desc' ? [older, newer] : [newer, older];
      const total = bound === undefined && onward?.total !== undefined ? onward.total : await countShoots(db, filter);
      const last = rows.at(-1);
      return {
        shoots: rows.map((row) => toShootDto(row, publicUrl)),
        total,
        nextCursor: more && last ? encodeShootListCursor({ at: last.createdAt, id: last.id }, total) : null,
      };
    },

    async requeueProcessing() {
      const unfinished = await listProcessingShoots(db);
      // With their campaign, so that a requeued burst takes turns with other campaigns like a fresh one.
      for (const data of unfinished) await deps.jobs.queue({ name: 'shoot_process', data });
      return unfinished.length;
    },
  };
}
