import type { ResendShoots, ResendShootsResult, Shoot, ShootBulk, ShootBulkResult, ShootPatch } from '@booth/shared';
import { randomUUID } from 'node:crypto';
import { Conflict } from '@/errors.ts';
import type { AuthContext } from '@/modules/auth/session.service.ts';
import { ownedEvent } from '@/modules/events/owned-event.ts';
import { publishShootChange } from '@/modules/live/live-changes.ts';
import type { MessageBus } from '@/platform/bus/message-bus.ts';
import type { Db } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { JobQueue } from '@/platform/jobs/queue.ts';
import type { MailService } from '@/modules/mail/mail.service.ts';
import { findEventShoots, patchShootRow, reopenFailedShoot, setShootsPublic } from './shoot-admin.repo.ts';
import { noSuchPicture, changeableShoot } from './shoot-access.ts';
import { shootMail, shootMailId } from './shoot-mail-request.ts';
import { removeShoots } from './shoot-removal.ts';
import { toShootDto } from './shoot-views.ts';

/** The organiser's curation of pictures (campaigns §7 "Shoots and export", "Other event data"). */
export interface ShootAdminService {
  /** PATCH /shoots/{id} {isPublic, clientApproval}. */
  patch(auth: AuthContext, shootId: string, patch: ShootPatch): Promise<Shoot>;
  /** DELETE /shoots/{id}: the picture, its files, a tombstone and the counters (campaigns §4). */
  remove(auth: AuthContext, shootId: string): Promise<void>;
  /** POST /shoots/{id}/retry: a failed picture is processed again from its kept originals. */
  retry(auth: AuthContext, shootId: string): Promise<Shoot>;
  /** POST /events/{slug}/shoots/bulk: one action on many pictures of one campaign. */
  bulk(auth: AuthContext, idOrSlug: string, request: ShootBulk): Promise<ShootBulkResult>;
  /** POST /mail/resend_shoots: the pictures again by their picture e-mail, as durable mail jobs. */
  resend(auth: AuthContext, request: Required<ResendShoots>): Promise<ResendShootsResult>;
}

export interface ShootAdminDeps {
  db: Db;
  files: FileStore;
  jobs: JobQueue;
  mail: MailService;
  now: () => Date;
  publicUrl: string;
  /** Every decision reaches the live feeds (gallery, dynamic gallery, moderation) of every process. */
  bus: MessageBus;
}

/** Addresses compared as mail programs do (case-insensitively): the same colleague twice gets one mail. */
function distinctAddresses(addresses: string[]): string[] {
  const seen = new Map<string, string>();
  for (const address of addresses) if (!seen.has(address.toLowerCase())) seen.set(address.toLowerCase(), address);
  return [...seen.values()];
}

export function createShootAdminService(deps: ShootAdminDeps): ShootAdminService {
  const { db, now, publicUrl } = deps;

  return {
    async patch(auth, shootId, patch) {
      await changeableShoot(db, auth, shootId);
      const row = await patchShootRow(db, shootId, { ...patch, updatedAt: now() });
      if (!row) throw noSuchPicture();
      await publishShootChange(deps.bus, { eventId: row.eventId, shootIds: [row.id] });
      return toShootDto(row, publicUrl);
    },

    async remove(auth, shootId) {
      const { event } = await changeableShoot(db, auth, shootId);
      const removed = await removeShoots(deps, event.id, { shootIds: [shootId] }, 'organiser', now());
      // Someone else's delete of the same picture committed first: it counted, this one did not.
      if (removed.pictures === 0) throw noSuchPicture();
    },

    async retry(auth, shootId) {
      const { event, shoot } = await changeableShoot(db, auth, shootId);
      if (!(await reopenFailedShoot(db, shoot.id, now()))) throw new Conflict(`Only a failed picture can be processed again; this one is ${shoot.status}`);
      await deps.jobs.queue({ name: 'shoot_process', data: { shootId: shoot.id, eventId: event.id } });
      await publishShootChange(deps.bus, { eventId: event.id, shootIds: [shoot.id] });
      const { shoot: reopened } = await changeableShoot(db, auth, shootId);
      return toShootDto(reopened, publicUrl);
    },

    async bulk(auth, idOrSlug, request) {
      const event = await ownedEvent(db, auth, idOrSlug, 'write');
      const ids = [...new Set(request.shootIDs.map((id) => id.toLowerCase()))];
      if (request.action === 'delete') {
        const removed = await removeShoots(deps, event.id, { shootIds: ids }, 'organiser', now());
        return { action: request.action, count: removed.pictures };
      }
      const changed = await setShootsPublic(db, event.id, ids, request.action === 'public', now());
      await publishShootChange(deps.bus, { eventId: event.id, shootIds: changed });
      return { action: request.action, count: changed.length };
    },

    async resend(auth, request) {
      const event = await ownedEvent(db, auth, request.event, 'write');
      const found = await findEventShoots(db, event.id, [...new Set(request.shootIDs.map((id) => id.toLowerCase()))]);
      const recipients = distinctAddresses(request.recipients);
      // One id per request: the browser retrying this call sends nothing twice, a new resend sends again.
      const scope = `resend:${randomUUID()}`;
      let mails = 0;
      let skipped = 0;
      for (const shoot of found) {
        const to = recipients.length > 0 ? recipients : shoot.contactEmail ? [shoot.contactEmail] : [];
        if (to.length === 0 || shoot.status === 'failed') {
          skipped += 1;
          continue;
        }
        for (const address of to) {
          await deps.mail.queueShootMail(shootMail(event, shoot, { to: address, messageId: shootMailId(scope, shoot.id, address), publicUrl, note: request.reason || undefined }));
          mails += 1;
        }
      }
      return { mails, skipped };
    },
  };
}
